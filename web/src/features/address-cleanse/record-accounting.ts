import { csvText } from '../../lib/csv';
import type { BureauOutputFile, BureauRecordFate } from '../../gql/graphql';

// How the file's page and its downloads account for every record, word the costs and build the
// results CSV (docs/address-cleanse.md). Pure.

/** So many records met a fate and went to a file, as the bureau counts them. */
export interface FateCount {
  fate: BureauRecordFate;
  file: BureauOutputFile;
  count: number;
}

export interface StatCount {
  description: string;
  count: number;
}

export interface ChangeCount {
  row: number;
  reference: string;
  change: string;
  given: string;
  cleansed: string;
}

const fateWords: Record<BureauRecordFate, string> = {
  cleansed: 'Cleansed: matched as given',
  corrected: 'Corrected: matched once changed',
  unmatched: 'Unmatched: no address found',
  duplicate: 'Duplicates',
  suppressed: 'Suppressed',
};

export const fileWords: Record<BureauOutputFile, string> = {
  cleansed: 'Cleansed file',
  duplicates: 'Duplicates file',
  none: 'In no file',
};

/** What happened to records, in words: a duplicate or suppressed record kept in the cleansed file is flagged, else removed. */
export function fateText({ fate, file }: Pick<FateCount, 'fate' | 'file'>): string {
  if (fate === 'duplicate' || fate === 'suppressed') return `${fateWords[fate]}: ${file === 'cleansed' ? 'flagged' : 'removed'}`;
  return file === 'none' ? `${fateWords[fate]}, left out` : fateWords[fate];
}

export interface Accounting {
  lines: { what: string; where: string; file: BureauOutputFile; count: number }[];
  total: number;
  /** Records per file. */
  byFile: Record<BureauOutputFile, number>;
  /** True when the lines add up to the records the run read. */
  addsUp: boolean;
}

/** Every record once, as the screen and the download show it. */
export function accounting(fates: readonly FateCount[], records: number): Accounting {
  const byFile: Record<BureauOutputFile, number> = { cleansed: 0, duplicates: 0, none: 0 };
  for (const line of fates) byFile[line.file] += line.count;
  const total = byFile.cleansed + byFile.duplicates + byFile.none;
  return {
    lines: fates.map((line) => ({ what: fateText(line), where: fileWords[line.file], file: line.file, count: line.count })),
    total,
    byFile,
    addsUp: total === records,
  };
}

const n = (value: number) => value.toLocaleString('en-GB');
const records = (value: number) => `${n(value)} record${value === 1 ? '' : 's'}`;

/** Where the records went, in one sentence: "all in the cleansed file", or each file's share. */
export function whereText({ byFile, total }: Accounting): string {
  if (total > 0 && byFile.cleansed === total) return `all ${records(total)} in the cleansed file`;
  const parts = [
    `${records(byFile.cleansed)} in the cleansed file`,
    ...(byFile.duplicates > 0 ? [`${n(byFile.duplicates)} in the duplicates file`] : []),
    ...(byFile.none > 0 ? [`${n(byFile.none)} in no file`] : []),
  ];
  return parts.join(', ');
}

/** One priced line of the costs, as the bureau gives it. */
export interface CostLine {
  costTypeId: string;
  description: string;
  basePrice: number;
  recordCount: number;
  fileRecordCount: number;
  minimumRecordCount: number;
  pricePerRecord: number;
  matchCount: number;
  testMatchCount: number;
  testRecordCount: number;
  pricePerMatch: number;
  charged: boolean;
  total: number;
}

/** What the test found for a deduplication or suppression line, and what it says when it found nothing. */
const found: Record<string, { what: (count: number) => string; nothing: string }> = {
  '2': { what: (count) => `${n(count)} duplicate${count === 1 ? '' : 's'}`, nothing: 'the test found no duplicates' },
  '3': { what: (count) => `${records(count)} on the lists checked`, nothing: 'the test found nobody on the lists checked' },
};

/**
 * Why a line costs what it does, in words: whether it is charged (a check that found nothing in the
 * test is not), what it counts, and the minimum a job is charged for when that is more than the file.
 */
export function costExplanation(line: CostLine): string {
  const matching = line.costTypeId === '1';
  const kind = found[line.costTypeId] ?? { what: (count: number) => `${n(count)} to do`, nothing: 'the test found nothing for it to do' };
  if (!line.charged) return `Not charged: ${matching ? 'the test matched no record' : kind.nothing}.`;
  const counted =
    line.recordCount > line.fileRecordCount
      ? `Counts every record of the file: ${n(line.fileRecordCount)}, charged as ${n(line.recordCount)}, the minimum for a job.`
      : `Counts every record of the file: ${n(line.fileRecordCount)}.`;
  const why = matching
    ? `Matches: ${n(line.testMatchCount)} of the ${n(line.testRecordCount)} test records were matched or corrected, so about ${n(line.matchCount)} in the whole file.`
    : `Charged because the test found ${kind.what(line.testMatchCount)} in ${records(line.testRecordCount)}.`;
  return `${counted} ${why}`;
}

/** The sum a line is worked out by, leaving out parts that cost nothing. */
export function costSum(line: CostLine, money: (amount: number) => string, unit: (amount: number) => string): string {
  if (!line.charged) return 'Not charged';
  const parts = [
    `${money(line.basePrice)} base`,
    ...(line.pricePerRecord > 0 ? [`${n(line.recordCount)} records × ${unit(line.pricePerRecord)}`] : []),
    ...(line.pricePerMatch > 0 ? [`${n(line.matchCount)} matches × ${unit(line.pricePerMatch)}`] : []),
  ];
  return parts.join(' + ');
}

/** What a run's results download holds: the same figures as the screen, section by section. */
export interface ResultsReport {
  fileName: string;
  /** "Records tested" or "Records read". */
  recordsLabel: string;
  records: number;
  fates: readonly FateCount[];
  tables: readonly { section: string; stats: readonly StatCount[] }[];
  changeSample: readonly ChangeCount[];
}

/**
 * The results as CSV (Section, Item, Where, Records, Given, Cleansed): what happens to every record
 * with its total, each table of figures, then the sample of changes. Pure.
 */
export function resultsCsv(report: ResultsReport): string {
  const account = accounting(report.fates, report.records);
  const rows: (string | number)[][] = [
    ['File', report.fileName, '', '', '', ''],
    ['Records', report.recordsLabel, '', report.records, '', ''],
    ...account.lines.map((line) => ['What happens to each record', line.what, line.where, line.count, '', '']),
    ['What happens to each record', 'Total', '', account.total, '', ''],
    ...report.tables.flatMap(({ section, stats }) => stats.map((stat) => [section, stat.description, '', stat.count, '', ''])),
    ...report.changeSample.map((change) => [
      'Sample of changes',
      `Record ${change.row}${change.reference ? ` (${change.reference})` : ''}: ${change.change}`,
      '',
      '',
      change.given,
      change.cleansed,
    ]),
  ];
  return csvText([['Section', 'Item', 'Where', 'Records', 'Given', 'Cleansed'], ...rows]);
}

/** The name a results download is saved under: the file's name with -test-results or -summary before its extension. */
export function reportName(fileName: string, part: 'test-results' | 'summary'): string {
  const dot = fileName.lastIndexOf('.');
  return `${dot > 0 ? fileName.slice(0, dot) : fileName}-${part}.csv`;
}
