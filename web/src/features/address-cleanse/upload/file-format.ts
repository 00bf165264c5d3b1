import Papa from 'papaparse';
import { recordBreak, withoutBreak } from './line-breaks';

/** How the rows of a file are laid out; detected from its first chunk and overridable by the user. */
export interface FileFormat {
  delimiter: string;
  /** Fields may be wrapped in double quotes (a quoted field may hold the delimiter or a line break). */
  useQuotes: boolean;
  hasHeader: boolean;
}

/** The delimiters offered, with the names the upload screen gives them. */
export const delimiters = [
  { value: ',', label: 'Comma' },
  { value: '\t', label: 'Tab' },
  { value: '|', label: 'Pipe' },
  { value: ';', label: 'Semicolon' },
] as const;

const rowsLooked = 25;

// Words a column heading of an address file is made of. A first row that uses them is a header.
const headingWords =
  /\b(ref(erence)?|id|name|title|forename|surname|company|organi[sz]ation|address|line|street|premise|house|flat|locality|town|city|county|post ?code|zip|country|e-?mail|phone|tel|mobile|dob)\b/i;
const postcode = /^[A-Z]{1,2}\d[A-Z\d]?\s*\d[A-Z]{2}$/i;
const number = /^[\d\s.,£$%+-]+$/;
// A house number, alone or before a word ("12a", "1 High Street", "Flat 2, 5 Mill Lane"): a heading
// holds a number only after its words ("Address 1", "Address Line 2", "Addr1").
const houseNumber = /^\d+[a-z]?$|\b\d+[a-z]?(-\d+[a-z]?)?,?\s+[a-z]{2,}/i;
// A street as a record names it, words before the kind of street ("High Street", "Rose Court"),
// where a heading names the kind alone ("Street"), or after a word of its own ("Dependent Street").
const street =
  /^(?!(dependent|double|main|sub)\b)[a-z'’.-]+(\s+[a-z'’.-]+)*\s+(street|road|lane|avenue|close|drive|way|crescent|place|gardens|terrace|grove|hill|row|square|walk|court|mews|rise|park)$/i;
/** A value only a record holds, whatever words it uses. */
const isRecordValue = (value: string) =>
  postcode.test(value) ||
  number.test(value) ||
  houseNumber.test(value) ||
  value.includes('@') ||
  (street.test(value) && !headingWords.test(value.replace(/\s*\S+$/, '')));

/**
 * Reads the delimiter, quoting and header from the start of a file's text (each can be overridden).
 * `known`: the delimiter the file names itself (Excel's `sep=` line, separator-line.ts), not guessed.
 */
export function detectFormat(text: string, known?: string): FileFormat {
  // Records split where the bureau splits them (a CR CR LF file's every line would otherwise start with a line break).
  const newline = recordBreak(text, true);
  const rows: string[][] = [];
  // Papaparse falls back to a comma when no delimiter stands out (a file of one column).
  let delimiter = known ?? ',';
  // Row by row, as the preview is read, so that blank lines at the start take no place of a row.
  Papa.parse<string[]>(text, {
    ...(known ? { delimiter: known } : { delimitersToGuess: delimiters.map((d) => d.value) }),
    newline,
    skipEmptyLines: 'greedy',
    step: (results, parser) => {
      delimiter = results.meta.delimiter || ',';
      rows.push(withoutBreak(results.data, newline));
      if (rows.length >= rowsLooked) parser.abort();
    },
  });
  // The whole chunk: a file whose first quoted field comes after its first few thousand records
  // would otherwise have that field split at its comma.
  const useQuotes = startsQuotedField(text, delimiter);
  return { delimiter, useQuotes, hasHeader: looksLikeHeader(rows) };
}

function startsQuotedField(text: string, delimiter: string): boolean {
  const escaped = delimiter.replace(/[|\\^$*+?.()[\]{}]/g, '\\$&');
  return new RegExp(`(^|[\\r\\n]|${escaped})\\s*"`).test(text);
}

/**
 * A first row is a header when it names columns: it uses a heading word and holds no value only a
 * record holds (a postcode, a number, a house number, an email address, a named street); or,
 * failing words, some column holds digits in every later row but not in the first. A record taken
 * for headings is left out of the cleanse, so the shape of the values outweighs the words: "1 High
 * Street" is an address, though "street" is a heading word. The screen shows the first row as the
 * table's headings, and "First line holds the column headings" can be cleared.
 */
export function looksLikeHeader(rows: string[][]): boolean {
  const [first, ...rest] = rows;
  if (!first || first.every((field) => field.trim() === '')) return false;
  const values = first.map((field) => field.trim()).filter(Boolean);
  if (values.some(isRecordValue)) return false;
  if (values.some((value) => headingWords.test(value))) return true;
  if (rest.length === 0) return false;
  return first.some((field, column) => !/\d/.test(field) && rest.every((row) => /\d/.test(row[column] ?? '')));
}

/** The first rows as the chosen format reads them: the column names and two example rows for mapping. */
export function previewRows(text: string, format: FileFormat, count: number): string[][] {
  const newline = recordBreak(text, format.useQuotes);
  const rows: string[][] = [];
  if (count <= 0) return rows;
  // Row by row rather than with papaparse's `preview`, which counts the blank lines it skips, so
  // that blank lines early in a file left fewer rows to see.
  Papa.parse<string[]>(text, {
    delimiter: format.delimiter,
    quoteChar: format.useQuotes ? '"' : '\u0000',
    newline,
    // A line of spaces or of delimiters alone is no record, as the upload's check reads it (file-content.ts).
    skipEmptyLines: 'greedy',
    step: (results, parser) => {
      rows.push(withoutBreak(results.data, newline));
      if (rows.length >= count) parser.abort();
    },
  });
  return rows;
}
