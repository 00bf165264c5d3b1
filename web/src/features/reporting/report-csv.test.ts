// @vitest-environment node
import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { csvFileName, figureTable, figureTableCsv, rowsCsv } from './report-csv';

const days = ['2026-11-01T00:00:00.000Z', '2026-11-02T00:00:00.000Z', '2026-11-03T00:00:00.000Z'];

describe('figureTable and its CSV', () => {
  const table = figureTable(
    'Day',
    days,
    [
      { name: 'website', values: [1200, 30, 0] },
      { name: 'crm, locked', values: [5, 0, 0] },
    ],
    (period) => period.slice(0, 10),
  );

  it('has a row per period, a column per line and the totals', () => {
    expect(table).toEqual({
      periodHeading: 'Day',
      columns: ['website', 'crm, locked'],
      rows: [
        { label: '2026-11-01', values: [1200, 5] },
        { label: '2026-11-02', values: [30, 0] },
        { label: '2026-11-03', values: [0, 0] },
      ],
      totals: [1230, 5],
    });
  });

  it('writes the same rows as CSV, figures unformatted and names with commas quoted', () => {
    const csv = figureTableCsv(table);
    expect(csv.split('\r\n')).toEqual(['Day,website,"crm, locked"', '2026-11-01,1200,5', '2026-11-02,30,0', '2026-11-03,0,0', 'Total,1230,5']);
    const parsed = Papa.parse<string[]>(csv).data;
    expect(parsed.at(-1)).toEqual(['Total', '1230', '5']);
  });

  it('has no rows for no lines', () => {
    expect(figureTableCsv(figureTable('Month', days, [], String))).toBe('Month\r\nTotal');
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

describe('csvFileName', () => {
  it.each([
    ['Acme Main', 'services', 'acme-main-services-2026-10-25-to-2026-11-23.csv'],
    ['  Koala Pty / AU ', 'tokens', 'koala-pty-au-tokens-2026-10-25-to-2026-11-23.csv'],
    ['', 'summary', 'account-summary-2026-10-25-to-2026-11-23.csv'],
  ])('%s, %s', (account, report, name) => {
    expect(csvFileName(account, report, '2026-10-25', '2026-11-23')).toBe(name);
  });
});
