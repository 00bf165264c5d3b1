import { createHash } from 'node:crypto';
import type { Readable, Writable } from 'node:stream';
import type { BureauInputField, ChangeSample, FateLine, FullResults, OutputFile, RecordFate, StatLine, TestResults } from '../../seed';
import { BYTE_ORDER_MARK, csvLine, csvRows, hasByteOrderMark, write, type CsvFormat } from './csv';
import { changes, normalise, type Change, type MatchLevel, type MatchOutcome, ukMatcher } from './matcher';
import { recordReader, type MappedRecord } from './records';
import { outputFields, outputGroupNames, type FileSettings, type OutputGroup } from './settings';
import { suppressionNames, suppressionsOf, type SuppressionType } from './suppression';

export interface CleanseInput extends CsvFormat {
  hasHeader: boolean;
  inputFields: readonly BureauInputField[];
  settings: FileSettings;
}

export interface CleanseSinks {
  /** The cleansed file. */
  output?: Writable;
  /** The removed duplicates, when the settings ask for a separate file. */
  duplicates?: Writable;
}

type DuplicateStatus = 'Unique' | 'Parent' | 'Child' | '';

/** What a run counted, record by record. */
export interface CleanseCounts {
  input: number;
  output: number;
  duplicatesFile: number;
  coding: Record<MatchOutcome['coding'], number>;
  levels: Record<MatchLevel, number>;
  updates: Record<Change, number>;
  dedupe: { Unique: number; Parent: number; Child: number };
  found: Record<SuppressionType, number>;
  removed: Record<SuppressionType, number>;
  flagged: Record<SuppressionType, number>;
  groups: Record<OutputGroup, number>;
  /** `fate|file` to records. */
  fates: Map<string, number>;
  sample: ChangeSample[];
}

interface Classified {
  record: MappedRecord;
  outcome: MatchOutcome;
}

const PROGRESS_EVERY = 500;
/** The summary's sample of changes: at most this many, and at most a quarter of them of one kind. */
const SAMPLE_SIZE = 20;
const SAMPLE_PER_KIND = 5;

export const matchLevelNames: Readonly<Record<MatchLevel, string>> = { premise: 'Premise', street: 'Street', postcode: 'Postcode', none: 'None' };

/**
 * Cleanses a file as it streams: each record matched against the uk address set, duplicates found
 * at the chosen level, suppression lists checked, and every record accounted for: written to the
 * cleansed file (flagged where it is a duplicate or on a list to flag), to the duplicates file, or
 * left out, by the settings' choices alone. Deduplication needs a first pass that counts each
 * record's key (a 16-character digest, the only thing kept per record), so that the first of a set
 * is known to be its parent. `open` gives the file's bytes afresh for each pass. Every figure is
 * counted from the file.
 */
export async function cleanse(
  open: () => Readable,
  input: CleanseInput,
  sinks: CleanseSinks = {},
  onProgress?: (records: number) => void,
): Promise<CleanseCounts> {
  const read = recordReader(input.inputFields);
  const { settings } = input;
  const matcher = ukMatcher();
  const classify = (row: readonly string[]): Classified => {
    const record = read(row);
    const outcome: MatchOutcome = settings.addressSettings.usePAF
      ? matcher.match(record, settings.addressSettings)
      : { coding: 'Unmatched', level: 'none', address: undefined, addressKey: undefined, changes: [] };
    return { record, outcome };
  };
  const dedupeKey = ({ record, outcome }: Classified): string => {
    const where =
      outcome.addressKey ??
      `T${normalise(`${record.subBuilding ?? ''} ${record.premise} ${record.buildingName ?? ''} ${record.street} ${record.town} ${record.postcode}`)}`;
    const key = settings.dedupeLevel === 'name' ? `${where}|${normalise(record.name)}` : where;
    return createHash('sha1').update(key).digest('base64').slice(0, 16);
  };

  // Pass 1: how many records share each key.
  const keyCounts = new Map<string, number>();
  if (settings.dedupeLevel !== 'none') {
    let first = input.hasHeader;
    for await (const row of csvRows(open(), input)) {
      if (first) {
        first = false;
        continue;
      }
      const key = dedupeKey(classify(row));
      keyCounts.set(key, (keyCounts.get(key) ?? 0) + 1);
    }
  }

  const counts: CleanseCounts = {
    input: 0,
    output: 0,
    duplicatesFile: 0,
    coding: { Matched: 0, Updated: 0, Unmatched: 0 },
    levels: { premise: 0, street: 0, postcode: 0, none: 0 },
    updates: Object.fromEntries(changes.map((change) => [change, 0])) as Record<Change, number>,
    dedupe: { Unique: 0, Parent: 0, Child: 0 },
    found: { deceased: 0, goneaway: 0, mailpreference: 0 },
    removed: { deceased: 0, goneaway: 0, mailpreference: 0 },
    flagged: { deceased: 0, goneaway: 0, mailpreference: 0 },
    groups: { matched: 0, unmatched: 0 },
    fates: new Map(),
    sample: [],
  };
  // Each set of duplicates is numbered as its parent is met.
  const groupOf = new Map<string, number>();
  const chosen = new Map(settings.suppressions.map((choice) => [choice.suppressionType, choice.action]));
  let header = input.hasHeader;

  // The cleansed files are written as the customer's was: with a byte order mark if it had one.
  if ((sinks.output || sinks.duplicates) && (await hasByteOrderMark(open()))) {
    for (const sink of [sinks.output, sinks.duplicates]) if (sink) await write(sink, BYTE_ORDER_MARK);
  }

  // Pass 2: classify, decide where each record goes, write, count.
  for await (const row of csvRows(open(), input)) {
    if (header) {
      header = false;
      const headings = settings.outputFields.map((field) => (field.startsWith('input:') ? (row[Number(field.slice(6)) - 1] ?? '') : headingOf(field)));
      if (sinks.output) await write(sinks.output, csvLine(headings, input));
      if (sinks.duplicates) await write(sinks.duplicates, csvLine(headings, input));
      continue;
    }
    counts.input += 1;
    const classified = classify(row);
    const { record, outcome } = classified;
    counts.coding[outcome.coding] += 1;
    counts.levels[outcome.level] += 1;
    for (const { change } of outcome.changes) counts.updates[change] += 1;
    takeSample(counts, record, outcome);

    let duplicate: DuplicateStatus = '';
    let group = '';
    if (settings.dedupeLevel !== 'none') {
      const key = dedupeKey(classified);
      if ((keyCounts.get(key) ?? 1) === 1) duplicate = 'Unique';
      else if (groupOf.has(key)) duplicate = 'Child';
      else {
        groupOf.set(key, groupOf.size + 1);
        duplicate = 'Parent';
      }
      if (duplicate !== 'Unique') group = String(groupOf.get(key));
      counts.dedupe[duplicate] += 1;
    }

    const lists = suppressionsOf(record.name, outcome.address?.postcode || record.postcode).filter((list) => chosen.has(list));
    const flags: string[] = [];
    let suppressedAway = false;
    for (const list of lists) {
      counts.found[list] += 1;
      if (chosen.get(list) === 'remove') {
        counts.removed[list] += 1;
        suppressedAway = true;
      } else {
        counts.flagged[list] += 1;
        flags.push(suppressionNames[list]);
      }
    }

    const outputGroup: OutputGroup = outcome.coding === 'Unmatched' ? 'unmatched' : 'matched';
    const { fate, file } = fateOf(outcome, { suppressedAway, flagged: flags.length > 0, duplicate, outputGroup }, settings);
    const fateKey = `${fate}|${file}`;
    counts.fates.set(fateKey, (counts.fates.get(fateKey) ?? 0) + 1);
    const sink = file === 'cleansed' ? sinks.output : file === 'duplicates' ? sinks.duplicates : undefined;
    if (file === 'cleansed') {
      counts.output += 1;
      counts.groups[outputGroup] += 1;
    } else if (file === 'duplicates') counts.duplicatesFile += 1;
    if (sink) await write(sink, csvLine(outputRow(row, outcome, settings, { duplicate, group, flags }), input));
    if (onProgress && counts.input % PROGRESS_EVERY === 0) onProgress(counts.input);
  }
  onProgress?.(counts.input);
  return counts;
}

/**
 * The one fate of a record and its file, first rule that applies: on a list to remove, in no file;
 * a duplicate to remove, in the duplicates file or none; in an output group not chosen, in no file;
 * then, in the cleansed file, on a list to flag; a flagged duplicate; else cleansed (as given),
 * corrected or unmatched.
 */
export function fateOf(
  outcome: MatchOutcome,
  record: { suppressedAway: boolean; flagged: boolean; duplicate: DuplicateStatus; outputGroup: OutputGroup },
  settings: FileSettings,
): { fate: RecordFate; file: OutputFile } {
  const coded: RecordFate = outcome.coding === 'Matched' ? 'cleansed' : outcome.coding === 'Updated' ? 'corrected' : 'unmatched';
  if (record.suppressedAway) return { fate: 'suppressed', file: 'none' };
  const child = record.duplicate === 'Child';
  if (child && settings.dedupeAction === 'remove') return { fate: 'duplicate', file: settings.dedupeSeparateFile ? 'duplicates' : 'none' };
  if (!settings.outputGroups.includes(record.outputGroup)) return { fate: child ? 'duplicate' : record.flagged ? 'suppressed' : coded, file: 'none' };
  if (record.flagged) return { fate: 'suppressed', file: 'cleansed' };
  if (child) return { fate: 'duplicate', file: 'cleansed' };
  return { fate: coded, file: 'cleansed' };
}

function takeSample(counts: CleanseCounts, record: MappedRecord, outcome: MatchOutcome): void {
  for (const { change, given, cleansed } of outcome.changes) {
    if (counts.sample.length >= SAMPLE_SIZE) return;
    if (counts.sample.filter((entry) => entry.change === change).length >= SAMPLE_PER_KIND) continue;
    counts.sample.push({ row: counts.input, reference: record.reference, change, given, cleansed });
  }
}

const headings = new Map(outputFields.map((field) => [field.id, field.heading]));
const headingOf = (field: string) => headings.get(field) ?? field;

/** A record's output fields: the file's own columns as they were given, and the bureau's fields beside them. */
export function outputRow(
  row: readonly string[],
  outcome: MatchOutcome,
  settings: FileSettings,
  flags: { duplicate: DuplicateStatus; group: string; flags: string[] },
): string[] {
  const address = outcome.address;
  const value: Record<string, string> = {
    Organisation: address?.organisation ?? '',
    SubBuilding: address?.subBuilding ?? '',
    BuildingName: address?.buildingName ?? '',
    BuildingNumber: address?.buildingNumber ?? '',
    Premise: address ? address.buildingNumber || address.buildingName : '',
    Street: address?.thoroughfare ?? '',
    Locality: address?.dependentLocality ?? '',
    Town: address?.postTown ?? '',
    County: address?.county ?? '',
    Postcode: address?.postcode ?? '',
    MatchLevel: matchLevelNames[outcome.level],
    MatchStatus: outcome.coding,
    Updates: outcome.changes.map(({ change }) => change).join('; '),
    DuplicateGroup: flags.group,
    DuplicateStatus: flags.duplicate,
    Suppression: flags.flags.join('; '),
  };
  return settings.outputFields.map((field) => (field.startsWith('input:') ? (row[Number(field.slice(6)) - 1] ?? '') : (value[field] ?? '')));
}

const line = (description: string, count: number): StatLine => ({ description, count });

function suppressionLines(counts: Record<SuppressionType, number>, settings: FileSettings, action?: 'remove' | 'flag'): StatLine[] {
  return settings.suppressions
    .filter((choice) => action === undefined || choice.action === action)
    .map((choice) => line(suppressionNames[choice.suppressionType], counts[choice.suppressionType]));
}

function groupLines(counts: CleanseCounts, settings: FileSettings): StatLine[] {
  return settings.outputGroups.map((group) => line(outputGroupNames[group], counts.groups[group]));
}

function codingLines(counts: CleanseCounts): StatLine[] {
  return (['Matched', 'Updated', 'Unmatched'] as const).map((coding) => line(coding, counts.coding[coding]));
}

function levelLines(counts: CleanseCounts): StatLine[] {
  return (['premise', 'street', 'postcode', 'none'] as const).map((level) => line(matchLevelNames[level], counts.levels[level]));
}

function updateLines(counts: CleanseCounts): StatLine[] {
  return changes.map((change) => line(change, counts.updates[change]));
}

function dedupeLines(counts: CleanseCounts, settings: FileSettings): StatLine[] {
  return settings.dedupeLevel === 'none' ? [] : (['Unique', 'Parent', 'Child'] as const).map((status) => line(status, counts.dedupe[status]));
}

/**
 * Every fate the settings make possible, with its file, in the order a customer reads them (0
 * where none met it), so the lines always add up to the records and show where each kind would go.
 */
export function fateLines(counts: CleanseCounts, settings: FileSettings): FateLine[] {
  const lines: FateLine[] = [];
  const add = (fate: RecordFate, file: OutputFile) => lines.push({ fate, file, count: counts.fates.get(`${fate}|${file}`) ?? 0 });
  const groupFile = (group: OutputGroup): OutputFile => (settings.outputGroups.includes(group) ? 'cleansed' : 'none');
  add('cleansed', groupFile('matched'));
  add('corrected', groupFile('matched'));
  add('unmatched', groupFile('unmatched'));
  if (settings.dedupeLevel !== 'none') {
    add('duplicate', settings.dedupeAction === 'flag' ? 'cleansed' : settings.dedupeSeparateFile ? 'duplicates' : 'none');
  }
  const actions = new Set(settings.suppressions.map((choice) => choice.action));
  if (actions.has('flag')) add('suppressed', 'cleansed');
  if (actions.has('remove')) add('suppressed', 'none');
  // Anything else the file met (a record of a group not written that was a duplicate, say).
  for (const [key, count] of counts.fates) {
    const [fate, file] = key.split('|') as [RecordFate, OutputFile];
    if (!lines.some((entry) => entry.fate === fate && entry.file === file)) lines.push({ fate, file, count });
  }
  return lines;
}

export function testResultsOf(counts: CleanseCounts, settings: FileSettings): TestResults {
  return {
    recordCount: counts.input,
    codingStats: codingLines(counts),
    suppressionStats: suppressionLines(counts.found, settings),
    outputGroupStats: groupLines(counts, settings),
    matchLevelStats: levelLines(counts),
    addressUpdateStats: updateLines(counts),
    dedupeStats: dedupeLines(counts, settings),
    recordFates: fateLines(counts, settings),
    changeSample: counts.sample,
  };
}

export function fullResultsOf(counts: CleanseCounts, settings: FileSettings): FullResults {
  return {
    inputRecordCount: counts.input,
    outputRecordCount: counts.output,
    codingStats: codingLines(counts),
    addressUpdateStats: updateLines(counts),
    dedupeStats: dedupeLines(counts, settings),
    suppressionRemovedStats: suppressionLines(counts.removed, settings, 'remove'),
    suppressionFlaggedStats: suppressionLines(counts.flagged, settings, 'flag'),
    outputGroupStats: groupLines(counts, settings),
    matchLevelStats: levelLines(counts),
    duplicatesRecordCount: counts.duplicatesFile,
    recordFates: fateLines(counts, settings),
    changeSample: counts.sample,
  };
}

/** The records of a file (the header line not counted), counted as it streams. */
export async function countRecords(input: Readable, format: CsvFormat & { hasHeader: boolean }): Promise<number> {
  let rows = 0;
  for await (const _row of csvRows(input, format)) rows += 1;
  return Math.max(0, rows - (format.hasHeader ? 1 : 0));
}

/** The file's first rows: the columns with the first two records' values. */
export async function readColumns(input: Readable, format: CsvFormat & { hasHeader: boolean }): Promise<BureauInputField[]> {
  const rows: string[][] = [];
  for await (const row of csvRows(input, format)) {
    rows.push(row);
    if (rows.length === 3) break;
  }
  const [first = [], ...rest] = rows;
  const headings = format.hasHeader ? first : first.map((_, index) => `Column ${index + 1}`);
  const records = format.hasHeader ? rest : rows;
  const width = Math.max(headings.length, ...records.map((row) => row.length));
  return Array.from({ length: width }, (_, index) => ({
    name: headings[index]?.trim() || `Column ${index + 1}`,
    row1: records[0]?.[index] ?? '',
    row2: records[1]?.[index] ?? '',
    mappingType: '',
    mappingOrder: 0,
    inputOrder: index + 1,
  }));
}
