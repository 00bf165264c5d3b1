import Papa from 'papaparse';
import { delimiters, type FileFormat } from './file-format';
import { recordBreak, withoutBreak } from './line-breaks';

// What in a customer's file would be lost or changed if it were sent as it is, found in its first
// chunk (10 MB: the whole of most files) before anything is uploaded. Pure. The cleanse service
// reads every file as UTF-8 and keeps as many columns as the headings and first records have; a
// file that breaks either came back with letters replaced, or with a record's last fields, or the
// records after a stray quote, gone, and every count still saying all was kept.

export const NO_RECORDS = 'This file has no rows of addresses after its headings.';

/** Whether the bytes start with UTF-16's byte order mark, either way round. */
export function startsAsUtf16(bytes: Uint8Array): boolean {
  return (bytes[0] === 0xff && bytes[1] === 0xfe) || (bytes[0] === 0xfe && bytes[1] === 0xff);
}

/** Why the file's bytes cannot be read as the service reads them; null when they can. */
export function encodingProblem(bytes: Uint8Array): string | null {
  if (startsAsUtf16(bytes)) return 'This file is saved as Unicode (UTF-16) text. Save it as CSV UTF-8 and choose it again.';
  try {
    // A character cut in two at the chunk's end is held back, not refused (stream).
    new TextDecoder('utf-8', { fatal: true }).decode(bytes, { stream: true });
    return null;
  } catch {
    return 'This file is not saved as UTF-8, so letters such as é or £ in it would be changed. Save it as CSV UTF-8 and choose it again.';
  }
}

const isBlank = (row: readonly string[]) => row.join('').trim() === '';
/**
 * More swallowed lines than a cut record could hold: the last record of a chunk that is not the
 * whole file may lack its closing quote, but one that has run on over this many lines of records
 * is a stray quote.
 */
const RUN_ON_LINES = 100;

/**
 * The lines inside a row's fields that look like records of their own, holding at least
 * `delimiters` delimiters: what a quote left open swallowed. A quoted field's own line breaks (a
 * flat and a street on two lines) hold none.
 */
function swallowedLines(row: readonly string[], delimiter: string, delimiters: number): number {
  let count = 0;
  for (const field of row) {
    const lines = field.split(/\r\n|\r|\n/).slice(1);
    count += lines.filter((line) => line.split(delimiter).length - 1 >= delimiters).length;
  }
  return count;
}

/** How a record is named in a message: the line of headings, or a record's number after it and its first field. */
function recordName(row: readonly string[], number: number, hasHeader: boolean): string {
  if (hasHeader && number === 0) return 'The line of headings';
  const start = row[0]?.trim().slice(0, 40) ?? '';
  return `Record ${number}${start ? ` (“${start}”)` : ''}`;
}

/** The delimiter as the upload screen names it, in a sentence: comma, tab, pipe or semicolon. */
function delimiterName(delimiter: string): string {
  return delimiters.find((d) => d.value === delimiter)?.label.toLowerCase() ?? `“${delimiter}”`;
}

/**
 * The start of a field papaparse split because a space comes before its opening quote (`a, "b, c"`
 * reads as ` "b` and ` c"`): a quote opens a quoted field only as the field's first character.
 */
function spacedQuote(row: readonly string[], delimiter: string): string | null {
  const at = row.findIndex((field, i) => /^[ \t]+"/.test(field) && !/"\s*$/.test(field) && row.slice(i + 1).some((later) => /"\s*$/.test(later)));
  if (at < 0) return null;
  const end = row.findIndex((field, i) => i > at && /"\s*$/.test(field));
  const field = row
    .slice(at, end + 1)
    .join(delimiter)
    .trim();
  return field.length > 40 ? `${field.slice(0, 39)}…` : field;
}

/**
 * Where a row shows a line break of another kind from the file's (line-breaks.ts): `before` it, a
 * CRLF's line feed left at the start of its first field where carriage returns alone end records;
 * `within` it, a carriage return alone (or, where they end records, a line feed alone) that joined
 * it to the next record, so that it is too wide.
 */
function mixedBreak(row: readonly string[], newline: '\n' | '\r', wide: boolean): 'before' | 'within' | null {
  if (/^[\r\n]/.test(row[0] ?? '')) return 'before';
  const other = newline === '\n' ? /\r(?!\r*$)/ : /\n/;
  return wide && row.some((field) => other.test(field)) ? 'within' : null;
}

/**
 * Why the records of the file's first chunk would not be read whole with `format`; null when they
 * would. `wholeFile`: the chunk is the whole file, so its last record is complete.
 */
export function recordsProblem(text: string, format: FileFormat, wholeFile: boolean): string | null {
  // Records end where the bureau ends them (line-breaks.ts). Blank lines kept here, so that
  // papaparse's error rows are rows of `all`.
  const newline = recordBreak(text, format.useQuotes);
  const parsed = Papa.parse<string[]>(text, { delimiter: format.delimiter, quoteChar: format.useQuotes ? '"' : '\u0000', newline });
  const all = parsed.data.map((row) => withoutBreak(row, newline));
  const first = format.hasHeader ? 0 : 1;
  /** A row's number as the customer counts records: blank lines (of spaces or delimiters alone too) are none. */
  const numberOf = (index: number) => all.slice(0, index).filter((row) => !isBlank(row)).length + first;
  // The chunk's last record may be cut short where the chunk is not the whole file.
  const indexed = all.map((row, index) => ({ row, index })).filter(({ row }) => !isBlank(row));
  const records = wholeFile ? indexed : indexed.slice(0, -1);
  // As many columns as the bureau keeps: the widest of the first row and the two after it.
  const width = Math.max(0, ...records.slice(0, 3).map(({ row }) => row.length));

  // A quote left open that swallowed lines of records is refused. One papaparse reads past within
  // its field (a quote inside a quoted field, on one line or across a field's own line break)
  // leaves the record whole.
  for (const error of parsed.errors) {
    if (error.type !== 'Quotes' || error.row === undefined) continue;
    const row = all[error.row] ?? [];
    const swallowed = swallowedLines(row, format.delimiter, Math.max(1, width - 1));
    const cut = !wholeFile && error.row === all.length - 1;
    if (swallowed === 0 || (cut && swallowed <= RUN_ON_LINES)) continue;
    return `${recordName(row, numberOf(error.row), format.hasHeader)} has a double quote that does not end its field, so the lines after it would be read as part of it. Write a double quote inside a field as two (""), or clear “Fields may be in double quotes” if the file does not quote its fields.`;
  }

  if (wholeFile && records.length <= (format.hasHeader ? 1 : 0)) return NO_RECORDS;

  // A field past the width that is empty (a trailing delimiter, as some exports write) loses nothing.
  const isWide = (row: readonly string[]) => row.slice(width).some((field) => field.trim() !== '');
  // The first record read wrongly, named by what went wrong where the cause can be told.
  for (const { row, index } of records) {
    const name = recordName(row, numberOf(index), format.hasHeader);
    const spaced = format.useQuotes ? spacedQuote(row, format.delimiter) : null;
    if (spaced)
      return `${name} has a space before the double quote that starts a field (“${spaced}”), so that field is not read as quoted and is cut in two at its ${delimiterName(format.delimiter)}. Remove the space between the delimiter and the double quote, and choose the file again.`;
    const mixed = mixedBreak(row, newline, isWide(row));
    if (mixed) {
      const what =
        mixed === 'before'
          ? "the line before it ends with a different line break from the file's other lines, so it would be read with a line break before its first field"
          : "its line ends with a different line break from the file's other lines, so the record after it would be read as part of it";
      return `The file mixes line endings at ${name.charAt(0).toLowerCase()}${name.slice(1)}: ${what}. Convert the file's line endings to one kind (most text editors can, to Windows CRLF) and choose it again.`;
    }
    if (isWide(row)) {
      const against = format.hasHeader && records[0]?.row.length === width ? `the headings have ${width}` : `the first records have ${width}`;
      const quoting = format.useQuotes ? '' : ', and “Fields may be in double quotes” ticked';
      return `${name} has ${row.length} fields where ${against}, so what is past the ${width === 1 ? 'first' : `first ${width}`} would be lost. A field that holds the delimiter must be in double quotes${quoting}.`;
    }
  }
  return null;
}
