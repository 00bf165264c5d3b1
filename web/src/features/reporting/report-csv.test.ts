// @vitest-environment node
import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { chargesCsv, csvFileName, fileSlug, figureTable, figureTableCsv, rowsCsv, subscriptionsCsv } from './report-csv';

const days = ['2026-11-01T00:00:00.000Z', '2026-11-02T00:00:00.000Z', '2026-11-03T00:00:00.000Z'];

describe('figureTable and its CSV', () => {
  const table = figureTable(
    'Day',
    days,
    [
      { name: 'website', values: [1200, 30, 0] },
      { name: 'crm, locked', values: [5, 0, 0] },
    ],
    (period) => `day ${period.slice(8, 10)}`,
  );

  it('has a row per period, a column per line and the totals', () => {
    expect(table).toEqual({
      periodHeading: 'Day',
      columns: ['website', 'crm, locked'],
      rows: [
        { label: 'day 01', csvLabel: '2026-11-01', values: [1200, 5] },
        { label: 'day 02', csvLabel: '2026-11-02', values: [30, 0] },
        { label: 'day 03', csvLabel: '2026-11-03', values: [0, 0] },
      ],
      totals: [1230, 5],
    });
  });

  it('writes the same rows as CSV, figures unformatted and names with commas quoted', () => {
    const csv = figureTableCsv(table);
    expect(csv.split('\r\n')).toEqual(['Day (UTC),website,"crm, locked"', '2026-11-01,1200,5', '2026-11-02,30,0', '2026-11-03,0,0', 'Total,1230,5']);
    const parsed = Papa.parse<string[]>(csv).data;
    expect(parsed.at(-1)).toEqual(['Total', '1230', '5']);
  });

  // The screen's "1 Sept 2026" is no date to a spreadsheet (it sorts as text, April before March),
  // so the file writes the days, and months, as a spreadsheet reads them in any locale.
  it.each([
    ['daily', ['2026-09-01T00:00:00.000Z', '2026-09-02T00:00:00.000Z'], ['2026-09-01,4', '2026-09-02,5']],
    ['monthly', ['2025-12-01T00:00:00.000Z', '2026-01-01T00:00:00.000Z'], ['2025-12,4', '2026-01,5']],
  ] as const)('writes the periods as dates a spreadsheet reads: %s', (grouping, periods, rows) => {
    const csv = figureTableCsv(figureTable('Day', periods, [{ name: 'website', values: [4, 5] }], () => '1 Sept 2026', grouping));
    expect(csv.split('\r\n').slice(1, 3)).toEqual(rows);
  });

  it('has no rows for no lines', () => {
    expect(figureTableCsv(figureTable('Month', days, [], String))).toBe('Month (UTC)\r\nTotal');
  });
});

describe('rowsCsv', () => {
  it.each([
    [['Plan', 'Clicks'], [['Address Lookup 20,000', 20000]], 'Plan,Clicks\r\n"Address Lookup 20,000",20000'],
    [['Plan'], [['Say "hi"']], 'Plan\r\n"Say ""hi"""'],
    [['Country', 'Change'], [["=cmd|' /C calc'!A0", -5]], `Country,Change\r\n"'=cmd|' /C calc'!A0",-5`],
  ] as const)('%o', (fields, rows, csv) => {
    expect(rowsCsv(fields, rows)).toBe(csv);
  });
});

describe('the summary as CSV, for a spreadsheet', () => {
  const subscription = (
    planId: number,
    plan: string,
    figures: { used: number; left: number; limit: number; average: number; change: number; runOut: string | null },
  ) => ({
    totalClicks: figures.used,
    subscription: {
      planId,
      plan,
      service: 'address' as const,
      endDate: '2027-05-11T00:00:00.000Z',
      remainClicks: figures.left,
      clickLimit: figures.limit,
      averageClicks: figures.average,
      clickConsumptionChange: figures.change,
      currency: 'GBP' as const,
      status: 'active',
    },
    forecast: { dailyAverage: figures.average, remainClicks: figures.left, runOutDate: figures.runOut, periodEnd: null, runsOutEarly: false },
  });

  it('writes figures, percentages and days that a spreadsheet reads as such', () => {
    const csv = subscriptionsCsv(
      [
        subscription(2, 'Address Lookup 20,000', { used: 3430, left: 17570, limit: 21000, average: 37.84, change: -3.8, runOut: '2028-03-06T00:00:00.000Z' }),
        subscription(9, 'Email Validation 2,000', { used: 0, left: 2000, limit: 2000, average: 0, change: 6.5, runOut: null }),
      ],
      () => 'Address lookup',
    );
    expect(csv.split('\r\n')).toEqual([
      "Plan,Service,Clicks used,Clicks left,Period's clicks,Average a day (last 30 days),Change in use on the 30 days before,Ends,Runs out",
      '"Address Lookup 20,000",Address lookup,3430,17570,21000,37.8,-3.8%,2027-05-11,2028-03-06',
      '"Email Validation 2,000",Address lookup,0,2000,2000,0,6.5%,2027-05-11,Not in use',
    ]);
    // Every figure a number to a CSV reader: no thousands separators, no quote that makes text of a change.
    const [, first] = Papa.parse<string[]>(csv, { dynamicTyping: true }).data;
    expect(first?.slice(2, 7)).toEqual([3430, 17570, 21000, 37.8, '-3.8%']);
  });

  it('says Used up and Expired where a subscription has no run-out day to come, as the screen does', () => {
    const usedUp = subscription(8, 'Email Validation trial', { used: 100, left: 0, limit: 100, average: 3.3, change: 0, runOut: null });
    const ended = subscription(7, 'Address Lookup trial', { used: 0, left: 100, limit: 100, average: 0, change: 0, runOut: null });
    const csv = subscriptionsCsv([usedUp, { ...ended, subscription: { ...ended.subscription, status: 'expired' } }], () => 'Email validation');
    expect(csv.split('\r\n').slice(1)).toEqual([
      'Email Validation trial,Email validation,100,0,100,3.3,0%,2027-05-11,Used up',
      'Address Lookup trial,Email validation,0,100,100,0,0%,2027-05-11,Expired',
    ]);
  });

  it('writes the charges with their quantities and amounts as figures, beside their units and currency', () => {
    const charge = {
      date: '2026-11-12T00:00:00.000Z',
      kind: 'addressCleanse' as const,
      description: 'customers-2026.csv',
      service: null,
      planId: null,
      plan: null,
      clicks: null,
      records: 12480,
      fileId: '401',
      invoiceNumber: '3F9A01C2',
      purchaseOrder: null,
      amount: 537.5,
      currency: 'GBP' as const,
    };
    const bundle = {
      ...charge,
      date: '2026-09-14T00:00:00.000Z',
      kind: 'bundle' as const,
      description: 'Bundle 1,000',
      records: null,
      clicks: 1000,
      amount: 1500,
    };
    expect(
      chargesCsv(
        [bundle, charge],
        (c) => c.kind,
        (c) => c.description,
      ).split('\r\n'),
    ).toEqual([
      'Date (UTC),For,What,Quantity,Unit,Amount,Currency',
      '2026-09-14,bundle,"Bundle 1,000",1000,clicks,1500.00,GBP',
      '2026-11-12,addressCleanse,customers-2026.csv,12480,records,537.50,GBP',
    ]);
  });
});

describe('csvFileName', () => {
  it.each([
    ['Acme Main', 'services', 'acme-main-services-2026-10-25-to-2026-11-23.csv'],
    ['  Koala Pty / AU ', 'tokens', 'koala-pty-au-tokens-2026-10-25-to-2026-11-23.csv'],
    ['', 'summary', 'account-summary-2026-10-25-to-2026-11-23.csv'],
    // Accents folded, not dropped ("n-code-caf-", "m-ller"); other scripts' letters kept.
    ['Ünïcode Café — 北京', 'summary', 'unicode-cafe-北京-summary-2026-10-25-to-2026-11-23.csv'],
    ['Müller & Søn', 'services', 'muller-søn-services-2026-10-25-to-2026-11-23.csv'],
    // A token's tag is made a slug as the account's name is.
    ['Solo Main', 'token-Café, _Main_ – ünï', 'solo-main-token-cafe-main-uni-2026-10-25-to-2026-11-23.csv'],
    ['Solo Main', 'token-!!!', 'solo-main-token-2026-10-25-to-2026-11-23.csv'],
  ])('%s, %s', (account, report, name) => {
    expect(csvFileName(account, report, '2026-10-25', '2026-11-23')).toBe(name);
  });

  it('names the days of a window the gateway answered, such as a monthly report’s whole months', () => {
    expect(csvFileName('Acme Main', 'services', '2026-11-01T00:00:00.000Z', '2026-11-30T23:59:59.000Z')).toBe(
      'acme-main-services-2026-11-01-to-2026-11-30.csv',
    );
  });
});

describe('fileSlug', () => {
  it('keeps a long name to 60 characters, without a hyphen at the end', () => {
    const slug = fileSlug(`${'a'.repeat(59)} b`);
    expect(slug).toBe('a'.repeat(59));
    expect([...fileSlug('北'.repeat(80))]).toHaveLength(60);
  });
});
