import Papa from 'papaparse';
import { delimiters, type FileFormat } from './file-format';
import { breakLook, endOfFileMarker, recordBreak, withoutBreak } from './line-breaks';

// What in a customer's file would be lost or changed if it were sent as it is. Pure. The cleanse
// service reads every file as UTF-8 and keeps as many columns as the headings and first records
// have; a file that breaks either came back with letters replaced, or with a record's last fields,
// or the records after a stray quote, gone, and every count still saying all was kept. The first
// chunk (10 MB: the whole of most files) is checked before anything is uploaded; every chunk is
// checked again as it is sent (content-check.ts), so that a problem at 25 MB is found too.

export const NO_RECORDS = 'This file has no rows of addresses after its headings.';
/**
 * A file of no bytes, or of blank lines alone: a byte order mark and nothing after it is Excel's
 * "CSV UTF-8" of an empty sheet. It has no headings to speak of, which NO_RECORDS would.
 */
export const EMPTY = 'This file is empty. Choose a file with a row for each address.';

/** Whether the bytes start with UTF-16's byte order mark, either way round. */
export function startsAsUtf16(bytes: Uint8Array): boolean {
  return (bytes[0] === 0xff && bytes[1] === 0xfe) || (bytes[0] === 0xfe && bytes[1] === 0xff);
}

export const UTF16 = 'This file is saved as Unicode (UTF-16) text. Save it as CSV UTF-8 and choose it again.';
export const NOT_UTF8 = 'This file is not saved as UTF-8, so letters such as é or £ in it would be changed. Save it as CSV UTF-8 and choose it again.';

/**
 * Whether a refusal is of the file's encoding (UTF16, NOT_UTF8 and its placed form), which no
 * format read differently mends, rather than of its records, which another format may read whole.
 */
export function isEncodingProblem(problem: string): boolean {
  return problem === UTF16 || problem.startsWith(NOT_UTF8);
}

/** Why the file's first chunk cannot be read as the service reads it; null when it can. */
export function encodingProblem(bytes: Uint8Array): string | null {
  if (startsAsUtf16(bytes)) return UTF16;
  try {
    // A character cut in two at the chunk's end is held back, not refused (stream).
    new TextDecoder('utf-8', { fatal: true }).decode(bytes, { stream: true });
    return null;
  } catch {
    return NOT_UTF8;
  }
}

const isBlank = (row: readonly string[]) => row.every((field) => !/\S/.test(field));
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

/** A row as papaparse read it, numbered as the customer counts records (null: a blank line). */
interface ReadRow {
  fields: string[];
  number: number | null;
  /** Papaparse found a quote in it that does not end its field. */
  badQuote: boolean;
}

/**
 * A record longer than this (characters) is no address: where a quote is left open in it, the
 * rest of the file is being read into one field; where none is, the record cannot be followed
 * without holding the file, and the check stops reading records (the encoding is still checked).
 */
const LONGEST_RECORD = 10_000_000;

/**
 * Checks a file's records as its text arrives, a chunk at a time, and says why they would not be
 * read whole with `format`, in the words of the first problem found. The text between chunks is
 * carried as the bureau's streaming parser carries it (papaparse's own: a record cut at a chunk's
 * end is read again whole with the next), so a quoted field that goes on into the next chunk is one
 * field, and a quote left open at 25 MB is found where it is. What is held is the record being
 * read, the first rows until three records say how wide records are, and counts: never the file.
 *
 * `push` takes each piece of text in order (`last`: the file ends with it) and answers the first
 * problem, or null while there is none; once one is found it is the answer to every later push.
 * Within a piece, as in the first chunk's check, a stray quote is told before a record too wide.
 */
export class RecordsCheck {
  /** What ends records (line-breaks.ts), once the start of the file has said. */
  private newline: '\n' | '\r' | null = null;
  /** Text not yet read as whole records: the file's start until its line breaks can be read, then the record the text ends in the middle of. */
  private unread = '';
  /** Rows read before the width is known. */
  private held: ReadRow[] = [];
  /** As many columns as the bureau keeps: the widest of the first row and the two after it. */
  private width: number | null = null;
  /** The field counts of the first three records. */
  private readonly firstWidths: number[] = [];
  /** Records read (blank lines, and a DOS end-of-file marker, not counted). */
  private records = 0;
  /** The first stray quote and the first other problem of the piece being read. */
  private found: { quote: string | null; row: string | null } = { quote: null, row: null };
  private problem: string | null = null;
  /** The check stopped reading records (a record too long to follow). */
  private stopped = false;

  constructor(private readonly format: FileFormat) {}

  push(text: string, last: boolean): string | null {
    return this.read(text, last, false);
  }

  /**
   * Checks what has arrived as though it were all of a first chunk that is not the whole file: the
   * width from the records read so far, and the record it ends in the middle of let through unless
   * it has run on. For a check of the first chunk alone (`recordsProblem`).
   */
  settle(): string | null {
    return this.read('', false, true);
  }

  /**
   * The record the text pushed so far ends in, as a message names it ("Record 12 (“C-100012”)",
   * "The line of headings"), or null where that cannot be told: a problem was found (the rows were
   * not all read), the check stopped reading records, or the file's line breaks are not yet known.
   */
  reading(): string | null {
    if (this.problem !== null || this.stopped || this.newline === null) return null;
    // The rows of the text held back: blank lines before the record are no record.
    const rows = (new Papa.Parser(this.config()).parse(this.unread, 0, false) as Papa.ParseResult<string[]>).data;
    const row = rows.find((fields) => !isBlank(fields)) ?? [];
    return recordName(row, this.records + (this.format.hasHeader ? 0 : 1), this.format.hasHeader);
  }

  private read(text: string, last: boolean, settle: boolean): string | null {
    if (this.problem !== null || this.stopped) return this.problem;
    const arrived = this.unread + text;
    if (this.newline === null) {
      if (!last && !settle && arrived.length < breakLook) {
        this.unread = arrived;
        return null;
      }
      this.newline = recordBreak(arrived, this.format.useQuotes);
    }
    // A DOS end-of-file marker is no record (line-breaks.ts): left out at the file's end, and held
    // at a piece's end until what comes after says whether the file ends there.
    const marker = endOfFileMarker(arrived);
    const input = arrived.slice(0, arrived.length - marker.length);
    this.found = { quote: null, row: null };
    // A row at a time, so that no more than one is held; a record the text ends in the middle of is
    // left for the next piece, as papaparse's streaming does.
    const parser = new Papa.Parser({
      ...this.config(),
      // Papaparse's core parser steps with the row alone in `data`, and that row's errors.
      step: (results: Papa.ParseResult<string[]>) => {
        this.take(results.data[0] ?? [], results.errors.length > 0);
        if (this.found.quote) parser.abort();
      },
    });
    const parsed = parser.parse(input, 0, !last) as Papa.ParseResult<string[]>;
    this.unread = last ? '' : input.slice(parsed.meta.cursor) + marker;
    const tooLong = this.unread.length > LONGEST_RECORD;
    if (this.width === null && (last || settle || tooLong)) this.settleWidth();
    this.problem = this.found.quote ?? (last || this.width === null ? null : this.cutProblem(tooLong)) ?? (last ? this.noRecords() : null) ?? this.found.row;
    if (this.problem === null && tooLong) {
      this.stopped = true;
      this.unread = '';
    }
    return this.problem;
  }

  /** Why a file read to its end has nothing to cleanse; null when it has records. */
  private noRecords(): string | null {
    if (this.records === 0) return EMPTY;
    return this.format.hasHeader && this.records === 1 ? NO_RECORDS : null;
  }

  private config(): Papa.ParseConfig {
    return { delimiter: this.format.delimiter, quoteChar: this.format.useQuotes ? '"' : '\u0000', newline: this.newline ?? '\n' };
  }

  /** A row read whole: numbered on from those before, and checked once the width is known. */
  private take(row: string[], badQuote: boolean) {
    // withoutBreak's work, on papaparse's own row: a copy of every row of 100 MB cost a tenth of the check.
    const fields = row;
    const end = fields.length - 1;
    if (this.newline === '\n' && fields[end]?.endsWith('\r')) fields[end] = fields[end].replace(/\r+$/, '');
    const blank = isBlank(fields);
    const read: ReadRow = { fields, number: blank ? null : this.records++ + (this.format.hasHeader ? 0 : 1), badQuote };
    if (this.width !== null) return this.check(read);
    this.held.push(read);
    if (!blank) this.firstWidths.push(fields.length);
    if (this.firstWidths.length === 3) this.settleWidth();
  }

  /** The width from the records read so far, and the rows held for it checked. */
  private settleWidth() {
    this.width = Math.max(0, ...this.firstWidths);
    const held = this.held;
    this.held = [];
    for (const read of held) this.check(read);
  }

  private check(read: ReadRow) {
    if (read.badQuote && !this.found.quote) {
      if (swallowedLines(read.fields, this.format.delimiter, this.recordLike) > 0) this.found.quote = this.quoteMessage(read);
      else if (this.joinsFields(read.fields)) this.found.quote = this.quoteMessage(read, 'the fields after it');
    }
    if (read.number !== null && !this.found.row) this.found.row = this.rowProblem(read);
  }

  private name(row: ReadRow): string {
    return recordName(row.fields, row.number ?? 0, this.format.hasHeader);
  }

  private quoteMessage(row: ReadRow, what = 'the lines after it'): string {
    return `${this.name(row)} has a double quote that does not end its field, so ${what} would be read as part of it. Write a double quote inside a field as two (""), or clear “Fields may be in double quotes” if the file does not quote its fields.`;
  }

  /**
   * Whether a field read past a quote that did not end it holds delimiters on its first line and
   * then goes on past the line's end (`C1,Ann,"Flat 2" Mill,Leeds,LS1 1AA`, the next record's
   * `"Bob Smith"` closing it), or holds the rest of its record's fields: the record's town and
   * postcode joined into it, and the next record's start too, a record gone with no line that looks
   * like one swallowed. A flat and a street on the field's own two lines hold no delimiter.
   */
  private joinsFields(fields: readonly string[]): boolean {
    const width = this.width ?? 0;
    return fields.some((field, i) => {
      const [first = '', ...more] = field.split(/\r\n|\r|\n/);
      const delimiters = first.split(this.format.delimiter).length - 1;
      return delimiters > 0 && (more.length > 0 || i + delimiters + 1 >= width);
    });
  }

  /** How many delimiters a line inside a field must hold to look like a record of its own. */
  private get recordLike(): number {
    return Math.max(1, (this.width ?? 0) - 1);
  }

  /**
   * The record being read when the text so far ends may lack its closing quote only because the
   * rest of it is still to come; one whose open quote has swallowed over RUN_ON_LINES lines of
   * records, or run on past LONGEST_RECORD, is a stray quote.
   */
  private cutProblem(tooLong: boolean): string | null {
    if (!this.format.useQuotes || !this.unread.includes('"')) return null;
    const parsed = new Papa.Parser(this.config()).parse(this.unread, 0, false) as Papa.ParseResult<string[]>;
    if (!parsed.errors.some((error) => error.type === 'Quotes')) return null;
    const fields = withoutBreak(parsed.data[0] ?? [], this.newline ?? '\n');
    if (!tooLong && swallowedLines(fields, this.format.delimiter, this.recordLike) <= RUN_ON_LINES) return null;
    return this.quoteMessage({ fields, number: this.records + (this.format.hasHeader ? 0 : 1), badQuote: true });
  }

  /** Why a record would be read wrongly, named by what went wrong where the cause can be told. */
  private rowProblem(row: ReadRow): string | null {
    const { delimiter, useQuotes, hasHeader } = this.format;
    const { fields } = row;
    const width = this.width ?? 0;
    const spaced = useQuotes ? spacedQuote(fields, delimiter) : null;
    if (spaced)
      return `${this.name(row)} has a space before the double quote that starts a field (“${spaced}”), so that field is not read as quoted and is cut in two at its ${delimiterName(delimiter)}. Remove the space between the delimiter and the double quote, and choose the file again.`;
    // A field past the width that is empty (a trailing delimiter, as some exports write) loses nothing.
    let wide = false;
    for (let i = width; i < fields.length && !wide; i++) wide = /\S/.test(fields[i] ?? '');
    const mixed = mixedBreak(fields, this.newline ?? '\n', wide);
    if (mixed) {
      const name = this.name(row);
      const what =
        mixed === 'before'
          ? "the line before it ends with a different line break from the file's other lines, so it would be read with a line break before its first field"
          : "its line ends with a different line break from the file's other lines, so the record after it would be read as part of it";
      return `The file mixes line endings at ${name.charAt(0).toLowerCase()}${name.slice(1)}: ${what}. Convert the file's line endings to one kind (most text editors can, to Windows CRLF) and choose it again.`;
    }
    if (!wide) return null;
    const against = hasHeader && this.firstWidths[0] === width ? `the headings have ${width}` : `the first records have ${width}`;
    const quoting = useQuotes ? '' : ', and “Fields may be in double quotes” ticked';
    return `${this.name(row)} has ${fields.length} fields where ${against}, so what is past the ${width === 1 ? 'first' : `first ${width}`} would be lost. A field that holds the delimiter must be in double quotes${quoting}.`;
  }
}

/**
 * Why the records of the file's first chunk would not be read whole with `format`; null when they
 * would. `wholeFile`: the chunk is the whole file, so its last record is complete. The same check
 * as the upload's over every chunk (RecordsCheck), given the first chunk alone.
 */
export function recordsProblem(text: string, format: FileFormat, wholeFile: boolean): string | null {
  const check = new RecordsCheck(format);
  return check.push(text, wholeFile) ?? (wholeFile ? null : check.settle());
}
