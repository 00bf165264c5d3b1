// @vitest-environment node
import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { accounting, costExplanation, costSum, fateText, reportName, resultsCsv, whereText, type CostLine, type FateCount } from './record-accounting';

describe('what happens to each record, in words', () => {
  it.each([
    [{ fate: 'cleansed', file: 'cleansed' }, 'Cleansed: matched as given'],
    [{ fate: 'corrected', file: 'cleansed' }, 'Corrected: matched once changed'],
    [{ fate: 'unmatched', file: 'cleansed' }, 'Unmatched: no address found'],
    [{ fate: 'unmatched', file: 'none' }, 'Unmatched: no address found, left out'],
    [{ fate: 'duplicate', file: 'cleansed' }, 'Duplicates: flagged'],
    [{ fate: 'duplicate', file: 'duplicates' }, 'Duplicates: removed'],
    [{ fate: 'duplicate', file: 'none' }, 'Duplicates: removed'],
    [{ fate: 'suppressed', file: 'cleansed' }, 'Suppressed: flagged'],
    [{ fate: 'suppressed', file: 'none' }, 'Suppressed: removed'],
  ] as const)('%j reads %j', (line, text) => {
    expect(fateText(line)).toBe(text);
  });
});

describe('accounting for every record', () => {
  const kept: FateCount[] = [
    { fate: 'cleansed', file: 'cleansed', count: 150 },
    { fate: 'corrected', file: 'cleansed', count: 20 },
    { fate: 'unmatched', file: 'cleansed', count: 10 },
    { fate: 'duplicate', file: 'cleansed', count: 15 },
    { fate: 'suppressed', file: 'cleansed', count: 5 },
  ];

  it('adds the lines up to the records, and says all are in the cleansed file when they are', () => {
    const account = accounting(kept, 200);
    expect(account).toMatchObject({ total: 200, addsUp: true, byFile: { cleansed: 200, duplicates: 0, none: 0 } });
    expect(whereText(account)).toBe('all 200 records in the cleansed file');
  });

  it('says how many go to each file when some are removed, and notices lines that do not add up', () => {
    const removed: FateCount[] = [...kept.slice(0, 3), { fate: 'duplicate', file: 'duplicates', count: 15 }, { fate: 'suppressed', file: 'none', count: 5 }];
    const account = accounting(removed, 200);
    expect(whereText(account)).toBe('180 records in the cleansed file, 15 in the duplicates file, 5 in no file');
    expect(accounting(removed, 201).addsUp).toBe(false);
  });
});

describe('why a cost line costs what it does', () => {
  const matching: CostLine = {
    costTypeId: '1',
    description: 'Address matching',
    basePrice: 25,
    recordCount: 1000,
    fileRecordCount: 200,
    minimumRecordCount: 1000,
    pricePerRecord: 0.01,
    matchCount: 180,
    testMatchCount: 180,
    testRecordCount: 200,
    pricePerMatch: 0.02,
    charged: true,
    total: 38.6,
  };
  const dedupe: CostLine = { ...matching, costTypeId: '2', description: 'Deduplication', pricePerMatch: 0, testMatchCount: 12, total: 14 };
  const money = (amount: number) => `£${amount.toFixed(2)}`;

  it.each([
    [
      'matching below the minimum',
      matching,
      'Counts every record of the file: 200, charged as 1,000, the minimum for a job. Matches: 180 of the 200 test records were matched or corrected, so about 180 in the whole file.',
    ],
    [
      'matching above the minimum',
      { ...matching, recordCount: 2400, fileRecordCount: 2400, testRecordCount: 300, testMatchCount: 270, matchCount: 2160 },
      'Counts every record of the file: 2,400. Matches: 270 of the 300 test records were matched or corrected, so about 2,160 in the whole file.',
    ],
    [
      'deduplication that found some',
      dedupe,
      'Counts every record of the file: 200, charged as 1,000, the minimum for a job. Charged because the test found 12 duplicates in 200 records.',
    ],
    ['deduplication that found none', { ...dedupe, testMatchCount: 0, charged: false, total: 0 }, 'Not charged: the test found no duplicates.'],
    [
      'suppression that found nobody',
      { ...dedupe, costTypeId: '3', description: 'Suppression', testMatchCount: 0, charged: false, total: 0 },
      'Not charged: the test found nobody on the lists checked.',
    ],
    [
      'suppression that found one',
      { ...dedupe, costTypeId: '3', description: 'Suppression', testMatchCount: 1 },
      'Counts every record of the file: 200, charged as 1,000, the minimum for a job. Charged because the test found 1 record on the lists checked in 200 records.',
    ],
  ])('%s', (_name, line, text) => {
    expect(costExplanation(line)).toBe(text);
  });

  it('writes the sum without the parts that cost nothing', () => {
    expect(costSum(matching, money, money)).toBe('£25.00 base + 1,000 records × £0.01 + 180 matches × £0.02');
    expect(costSum(dedupe, money, money)).toBe('£25.00 base + 1,000 records × £0.01');
    expect(costSum({ ...dedupe, charged: false }, money, money)).toBe('Not charged');
  });
});

describe('the results download', () => {
  it('holds every record once with the total, the tables and the sample of changes, as a spreadsheet reads them', () => {
    const csv = resultsCsv({
      fileName: 'march.csv',
      recordsLabel: 'Records tested',
      records: 3,
      fates: [
        { fate: 'corrected', file: 'cleansed', count: 2 },
        { fate: 'duplicate', file: 'duplicates', count: 1 },
      ],
      tables: [{ section: 'Match level', stats: [{ description: 'Premise', count: 3 }] }],
      changeSample: [{ row: 2, reference: 'C-2', change: 'Postcode formatted', given: 'M13PS', cleansed: 'M1 3PS' }],
    });
    expect(Papa.parse<string[]>(csv.trim()).data).toEqual([
      ['Section', 'Item', 'Where', 'Records', 'Given', 'Cleansed'],
      ['File', 'march.csv', '', '', '', ''],
      ['Records', 'Records tested', '', '3', '', ''],
      ['What happens to each record', 'Corrected: matched once changed', 'Cleansed file', '2', '', ''],
      ['What happens to each record', 'Duplicates: removed', 'Duplicates file', '1', '', ''],
      ['What happens to each record', 'Total', '', '3', '', ''],
      ['Match level', 'Premise', '', '3', '', ''],
      ['Sample of changes', 'Record 2 (C-2): Postcode formatted', '', '', 'M13PS', 'M1 3PS'],
    ]);
  });

  it.each([
    ['march.csv', 'test-results', 'march-test-results.csv'],
    ['customers.2026.txt', 'summary', 'customers.2026-summary.csv'],
    ['noextension', 'summary', 'noextension-summary.csv'],
  ] as const)('names the download of %s %s %s', (name, part, expected) => {
    expect(reportName(name, part)).toBe(expected);
  });
});
