import { describe, expect, it } from 'vitest';
import type { CostLine } from '../src/services/bureau/costs';
import { invoicePage } from '../src/services/bureau/invoice-page';
import type { Invoice } from '../src/services/bureau/state';

// An 83,832-record file tested on its first 300: 140 matched, 52 duplicates, nobody on a list.
const line = (costTypeId: number, description: string, testMatchCount: number, total: number): CostLine => ({
  costTypeId,
  description,
  basePrice: 25,
  recordCount: 83_832,
  pricePerRecord: 0.01,
  matchCount: Math.round((83_832 * testMatchCount) / 300),
  pricePerMatch: 0.02,
  total,
  realTotal: 0,
  fileRecordCount: 83_832,
  minimumRecordCount: 1000,
  testMatchCount,
  testRecordCount: 300,
  charged: testMatchCount > 0,
});

const invoice: Invoice = {
  token: 'a1b2c3d4e5f6a7b8',
  fileId: 7,
  fileName: 'customers.csv',
  costs: {
    currency: 'GBP',
    lines: [line(1, 'Address matching', 140, 1645.76), line(2, 'Deduplication', 52, 1153.94), line(3, 'Suppression', 0, 0)],
    total: 2799.7,
    realTotal: 0,
  },
  name: 'Olive Owner',
  email: 'owner@acme.example',
  companyName: 'Acme Ltd',
  companyAddress: ['1 Acme Way'],
  country: 'GB',
  backUrl: 'http://portal.test/back',
  paidUrl: 'http://portal.test/paid',
  purchaseOrder: '',
  date: Date.UTC(2026, 10, 28, 15, 0) / 1000,
};

/** The page's text as a reader sees it, a table row a line. */
const text = (html: string) =>
  html
    .replace(/<\/tr>/g, '\n')
    .replace(/<\/t[dh]>/g, ' | ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#39;/g, "'")
    .replace(/[ \t]+/g, ' ');

describe('the address cleanse invoice page', () => {
  const page = text(invoicePage(invoice));

  it('says its matches are estimated from the test run, naming what each line found', () => {
    expect(page).toContain('Found (estimated)');
    expect(page).toContain("Address matching | 83,832 | About 39,122 addresses matched (estimated: 140 of the test run's 300 records) | £1,645.76 |");
    expect(page).toContain("Deduplication | 83,832 | About 14,531 duplicates (estimated: 52 of the test run's 300 records) | £1,153.94 |");
    expect(page).toContain('Suppression | 83,832 | None in the test run: not charged | £0.00 |');
    expect(page).toContain("estimated from the test run of 300 records, in proportion to the file's 83,832");
    expect(page).not.toMatch(/Matches/);
  });

  it('writes figures with thousands separators and the date as the portal does', () => {
    expect(page).toContain('Total | £2,799.70');
    expect(page).toContain('dated 28 Nov 2026.');
    expect(page).not.toContain('2026-11-28');
  });

  it('says the records charged are the minimum when the file has fewer', () => {
    const small = invoicePage({
      ...invoice,
      costs: { ...invoice.costs, lines: [{ ...line(1, 'Address matching', 140, 45), recordCount: 1000, fileRecordCount: 300 }] },
    });
    expect(text(small)).toContain('Address matching | 1,000 (the minimum; the file has 300) |');
  });
});
