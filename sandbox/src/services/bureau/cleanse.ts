import { createHash } from 'node:crypto';
import type { Readable, Writable } from 'node:stream';
import type { AddressRecord } from '../../addresses/types';
import type { BureauInputField, FullResults, StatLine, TestResults } from '../../seed';
import { csvLine, csvRows, write, type CsvFormat } from './csv';
import { normalise, type Correction, type MatchOutcome, ukMatcher } from './matcher';
import { recordReader, type MappedRecord } from './records';
import { outputGroupNames, type FileSettings, type OutputGroup } from './settings';
import { suppressionNames, suppressionsOf, type SuppressionType } from './suppression';

export interface CleanseInput extends CsvFormat {
  hasHeader: boolean;
  inputFields: readonly BureauInputField[];
  settings: FileSettings;
}

export interface CleanseSinks {
  /** The cleansed file. */
  output?: Writable;
  /** The duplicates (children), when the settings ask for a separate file. */
  duplicates?: Writable;
}

/** What a run counted, record by record. */
export interface CleanseCounts {
  input: number;
  output: number;
  coding: Record<MatchOutcome['coding'], number>;
  updates: Record<Correction, number>;
  dedupe: { Unique: number; Parent: number; Child: number };
  found: Record<SuppressionType, number>;
  removed: Record<SuppressionType, number>;
  flagged: Record<SuppressionType, number>;
  groups: Record<OutputGroup, number>;
}

type DuplicateStatus = 'Unique' | 'Parent' | 'Child' | '';

interface Classified {
  record: MappedRecord;
  outcome: MatchOutcome;
}

const PROGRESS_EVERY = 500;

/**
 * Cleanses a file as it streams: each record matched against the uk address set, duplicates found
 * at the chosen level, suppression lists checked, and the records kept written with the output
 * fields chosen. Deduplication needs a first pass that counts each record's key (a 16-character
 * digest, the only thing kept per record), so that the first of a set is known to be a parent.
 * `open` gives the file's bytes afresh for each pass. Every figure is counted from the file.
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
      : { coding: 'Unmatched', address: undefined, corrections: [] };
    return { record, outcome };
  };
  const dedupeKey = ({ record, outcome }: Classified): string => {
    const where = outcome.address ? `A${outcome.address.id}` : `T${normalise(`${record.premise} ${record.street} ${record.town} ${record.postcode}`)}`;
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
    coding: { Matched: 0, Updated: 0, Unmatched: 0 },
    updates: { 'Postcode corrected': 0, 'Street corrected': 0, 'Town corrected': 0 },
    dedupe: { Unique: 0, Parent: 0, Child: 0 },
    found: { deceased: 0, goneaway: 0, mailpreference: 0 },
    removed: { deceased: 0, goneaway: 0, mailpreference: 0 },
    flagged: { deceased: 0, goneaway: 0, mailpreference: 0 },
    groups: { matched: 0, unmatched: 0 },
  };
  const seenParents = new Set<string>();
  const chosen = new Map(settings.suppressions.map((choice) => [choice.suppressionType, choice.action]));
  let header = input.hasHeader;

  // Pass 2: classify, write, count.
  for await (const row of csvRows(open(), input)) {
    if (header) {
      header = false;
      const headings = settings.outputFields.map((field) => (field.startsWith('input:') ? (row[Number(field.slice(6)) - 1] ?? '') : field));
      if (sinks.output) await write(sinks.output, csvLine(headings, input));
      if (sinks.duplicates) await write(sinks.duplicates, csvLine(headings, input));
      continue;
    }
    counts.input += 1;
    const classified = classify(row);
    const { record, outcome } = classified;
    counts.coding[outcome.coding] += 1;
    for (const correction of outcome.corrections) counts.updates[correction] += 1;

    let duplicate: DuplicateStatus = '';
    if (settings.dedupeLevel !== 'none') {
      const key = dedupeKey(classified);
      if ((keyCounts.get(key) ?? 1) === 1) duplicate = 'Unique';
      else if (seenParents.has(key)) duplicate = 'Child';
      else {
        seenParents.add(key);
        duplicate = 'Parent';
      }
      counts.dedupe[duplicate] += 1;
    }

    const lists = suppressionsOf(record.name, outcome.address?.postcode ?? record.postcode).filter((list) => chosen.has(list));
    let removed = false;
    const flags: string[] = [];
    for (const list of lists) {
      counts.found[list] += 1;
      if (chosen.get(list) === 'remove') {
        counts.removed[list] += 1;
        removed = true;
      } else {
        counts.flagged[list] += 1;
        flags.push(suppressionNames[list]);
      }
    }

    const group: OutputGroup = outcome.coding === 'Unmatched' ? 'unmatched' : 'matched';
    const child = duplicate === 'Child';
    const written = !removed && !child && settings.outputGroups.includes(group);
    if (written) {
      counts.output += 1;
      counts.groups[group] += 1;
    }
    if ((written && sinks.output) || (child && !removed && sinks.duplicates)) {
      const line = csvLine(outputRow(row, classified, settings, duplicate, flags), input);
      await write((written ? sinks.output : sinks.duplicates) as Writable, line);
    }
    if (onProgress && counts.input % PROGRESS_EVERY === 0) onProgress(counts.input);
  }
  onProgress?.(counts.input);
  return counts;
}

/** The record's output fields, with the corrections written into its own columns too. */
function outputRow(row: readonly string[], { record, outcome }: Classified, settings: FileSettings, duplicate: DuplicateStatus, flags: string[]): string[] {
  const corrected = [...row];
  const address: AddressRecord | undefined = outcome.address;
  if (address) {
    const { columns } = record;
    if (outcome.corrections.includes('Town corrected') && columns.town !== undefined) corrected[columns.town] = address.postTown;
    if (outcome.corrections.includes('Postcode corrected') && columns.postcode !== undefined) corrected[columns.postcode] = address.postcode;
    if (outcome.corrections.includes('Street corrected')) {
      if (record.street && columns.street !== undefined) corrected[columns.street] = address.thoroughfare;
      else if (columns.streetFromAddress !== undefined) {
        const line = corrected[columns.streetFromAddress] ?? '';
        corrected[columns.streetFromAddress] = line.replace(record.street, address.thoroughfare);
      }
    }
  }
  const value: Record<string, string> = {
    Premise: address ? address.buildingNumber || address.buildingName : '',
    Street: address?.thoroughfare ?? '',
    Locality: address?.dependentLocality ?? '',
    Town: address?.postTown ?? '',
    County: address?.county ?? '',
    Postcode: address?.postcode ?? '',
    MatchStatus: outcome.coding,
    Updates: outcome.corrections.join('; '),
    DuplicateStatus: duplicate,
    Suppression: flags.join('; '),
  };
  return settings.outputFields.map((field) => (field.startsWith('input:') ? (corrected[Number(field.slice(6)) - 1] ?? '') : (value[field] ?? '')));
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

export function testResultsOf(counts: CleanseCounts, settings: FileSettings): TestResults {
  return {
    recordCount: counts.input,
    codingStats: codingLines(counts),
    suppressionStats: suppressionLines(counts.found, settings),
    outputGroupStats: groupLines(counts, settings),
  };
}

export function fullResultsOf(counts: CleanseCounts, settings: FileSettings): FullResults {
  return {
    inputRecordCount: counts.input,
    outputRecordCount: counts.output,
    codingStats: codingLines(counts),
    addressUpdateStats: (['Postcode corrected', 'Street corrected', 'Town corrected'] as const).map((update) => line(update, counts.updates[update])),
    dedupeStats: settings.dedupeLevel === 'none' ? [] : (['Unique', 'Parent', 'Child'] as const).map((status) => line(status, counts.dedupe[status])),
    suppressionRemovedStats: suppressionLines(counts.removed, settings, 'remove'),
    suppressionFlaggedStats: suppressionLines(counts.flagged, settings, 'flag'),
    outputGroupStats: groupLines(counts, settings),
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
