import { once } from 'node:events';
import { Readable, Transform, type Writable } from 'node:stream';
import { setImmediate } from 'node:timers/promises';
import Papa from 'papaparse';

/** How a file's fields are written: its delimiter, and whether fields may be quoted. */
export interface CsvFormat {
  delimiter: string;
  useQuotes: boolean;
}

/**
 * The text with a byte order mark at its start left out: Excel's "CSV UTF-8" begins with one, and
 * read as text it would be part of the first heading, or stop a first field in quotes being read
 * as quoted, so that the cleansed file's first heading or reference came back changed.
 */
function withoutByteOrderMark(): Transform {
  let first = true;
  return new Transform({
    decodeStrings: false,
    encoding: 'utf8',
    transform(chunk: string, _encoding, done) {
      const text = first ? chunk.replace(/^\uFEFF/, '') : chunk;
      first = first && text === '';
      done(null, text);
    },
  });
}

/** UTF-8's byte order mark, as a character: what Excel's "CSV UTF-8" begins a file with. */
export const BYTE_ORDER_MARK = '\uFEFF';

/**
 * Whether the file begins with a byte order mark (its first three bytes), reading no further. The
 * cleansed files then begin with one too: Excel reads a CSV file without it in the machine's own
 * code page, so the Zoë of a customer's file it opened right came back as ZoÃ«.
 */
export async function hasByteOrderMark(input: Readable): Promise<boolean> {
  const mark = Buffer.from(BYTE_ORDER_MARK);
  let start = Buffer.alloc(0);
  try {
    for await (const chunk of input) {
      start = Buffer.concat([start, Buffer.from(chunk as Buffer)]);
      if (start.length >= mark.length) break;
    }
  } finally {
    input.destroy();
  }
  return start.subarray(0, mark.length).equals(mark);
}

/** How much of the start of a file its line breaks are read from (the upload screen reads as much). */
const BREAK_LOOK = 65_536;

/**
 * What ends a file's records. A line feed, with any carriage returns before it part of the break:
 * LF, CRLF, and CR CR LF (a CRLF file converted again by a transfer tool, which papaparse's own
 * guess reads as CR, leaving every record after the first with a leading line break) alike, in any
 * mix. A carriage return alone ends records only in a file whose first line break is one (an old
 * Mac file). Read from the file's start with quoted fields left out, as papaparse does. The upload
 * screen splits records by the same rule (web/src/features/address-cleanse/upload/line-breaks.ts).
 */
export function recordBreak(text: string, useQuotes: boolean): '\n' | '\r' {
  const start = text.slice(0, BREAK_LOOK);
  const outside = useQuotes ? start.replace(/"[^"]*"/g, '') : start;
  const first = /\n|\r+(?=[^\r\n])/.exec(outside);
  return first && first[0] !== '\n' ? '\r' : '\n';
}

/** Ctrl-Z: the end-of-file marker DOS text tools (`copy /a`) and old Windows exports append. */
const CTRL_Z = '\u001A';

/**
 * The DOS end-of-file marker that ends `text`: one or more Ctrl-Z (CP/M padded a file's last block
 * with them) with nothing after them but line ends, whether on a line of their own or after the
 * last record's last field; '' where the text does not end so. It is no part of any record: read
 * as one it was a record of its own, counted, billed and written to the cleansed file with empty
 * fields. A Ctrl-Z with anything else after it is the file's own text. The upload screen leaves
 * out the same (web/src/features/address-cleanse/upload/line-breaks.ts).
 */
export function endOfFileMarker(text: string): string {
  let end = text.length;
  while (end > 0 && (text[end - 1] === '\n' || text[end - 1] === '\r')) end--;
  let start = end;
  while (start > 0 && text[start - 1] === CTRL_Z) start--;
  return start < end ? text.slice(start) : '';
}

/**
 * The pieces of a file's text without the end-of-file marker it ends with: what could be one, at a
 * piece's end, is held until the next piece says whether the file goes on after it.
 */
async function* withoutEndOfFileMarker(pieces: AsyncIterable<string>): AsyncGenerator<string> {
  let held = '';
  for await (const piece of pieces) {
    const text = held + piece;
    held = endOfFileMarker(text);
    if (text.length > held.length) yield text.slice(0, text.length - held.length);
  }
}

/** A row without the carriage returns of its line break, which papaparse leaves on its last field. */
function withoutBreak(row: string[], newline: '\n' | '\r'): string[] {
  const last = row.length - 1;
  if (newline !== '\n' || last < 0 || !row[last]?.endsWith('\r')) return row;
  return [...row.slice(0, last), row[last].replace(/\r+$/, '')];
}

/** How many rows a file's reader hands on before it lets the event loop take a turn. */
const ROWS_PER_TURN = 250;

/** How many parsed pieces of a file wait to be read before its reading is paused. */
const BATCHES_AHEAD = 2;

/**
 * The rows papaparse reads from a stream of text, one batch per piece of text. Its own streaming
 * (NODE_STREAM_INPUT) pauses every 16 rows and, resuming, splits the whole rest of the piece again:
 * a 20 MB file took a minute and held the event loop (and so the portal sharing the process) for
 * seconds at a time. Here each piece is parsed once, and reading waits while batches are unread.
 */
async function* parsedBatches(source: Readable, config: Papa.ParseConfig): AsyncGenerator<string[][]> {
  const batches: string[][][] = [];
  let ended = false;
  let failure: { error: unknown } | undefined;
  let wake: (() => void) | undefined;
  const notify = () => {
    wake?.();
    wake = undefined;
  };
  Papa.parse<string[]>(source, {
    ...config,
    chunk(results) {
      if (results.data.length > 0) batches.push(results.data);
      if (batches.length >= BATCHES_AHEAD) source.pause();
      notify();
    },
    complete() {
      ended = true;
      notify();
    },
    error(error: unknown) {
      failure = { error };
      notify();
    },
  });
  for (;;) {
    const batch = batches.shift();
    if (batch) {
      if (batches.length < BATCHES_AHEAD && source.isPaused()) source.resume();
      yield batch;
    } else if (failure) throw failure.error;
    else if (ended) return;
    else await new Promise<void>((resolve) => (wake = resolve));
  }
}

/**
 * The file's rows, parsed as they stream in (papaparse). Lines that hold no field are skipped: an
 * empty line, and one of spaces or of delimiters alone, which is no address to cleanse or bill; so
 * is a DOS end-of-file marker ending the file (endOfFileMarker). The parser is made once the start of the file has said how its lines end (recordBreak). The
 * sandbox may share its process with the gateway, so every ROWS_PER_TURN rows the event loop gets
 * a turn: a whole file's work never keeps another customer's request waiting.
 */
export async function* csvRows(input: Readable, format: CsvFormat): AsyncGenerator<string[]> {
  // Decoded before papaparse sees it: it turns each chunk to text alone, which would split a
  // character whose bytes straddle two chunks.
  input.setEncoding('utf8');
  const text = withoutByteOrderMark();
  input.on('error', (error) => text.destroy(error));
  input.pipe(text);
  const chunks = text[Symbol.asyncIterator]() as AsyncIterator<string>;
  let start = '';
  let done = false;
  let source: Readable | undefined;
  try {
    while (!done && start.length < BREAK_LOOK) {
      const next = await chunks.next();
      if (next.done) done = true;
      else start += next.value;
    }
    const newline = recordBreak(start, format.useQuotes);
    const rest = async function* () {
      yield start;
      for (let next = done ? undefined : await chunks.next(); next && !next.done; next = await chunks.next()) yield next.value;
    };
    // In object mode, so that papaparse is given the text as it is.
    source = Readable.from(withoutEndOfFileMarker(rest()));
    const batches = parsedBatches(source, {
      delimiter: format.delimiter,
      // Without quoting a double quote is an ordinary character: a quote character no file holds.
      quoteChar: format.useQuotes ? '"' : '\u0000',
      newline,
      skipEmptyLines: 'greedy',
    });
    let sinceTurn = 0;
    for await (const batch of batches) {
      for (const row of batch) {
        yield withoutBreak(row, newline);
        sinceTurn += 1;
        if (sinceTurn === ROWS_PER_TURN) {
          sinceTurn = 0;
          await setImmediate();
        }
      }
    }
  } finally {
    input.unpipe(text);
    source?.destroy();
    input.destroy();
    text.destroy();
  }
}

/** One row as a line of the format, ended by CRLF as CSV's RFC 4180 has it. */
export function csvLine(row: readonly string[], format: CsvFormat): string {
  return `${Papa.unparse([row as string[]], { delimiter: format.delimiter, quotes: false, quoteChar: format.useQuotes ? '"' : '', newline: '\r\n' })}\r\n`;
}

/** Writes with backpressure, so a slow disk never makes the text pile up in memory. */
export async function write(out: Writable, text: string): Promise<void> {
  if (!out.write(text)) await once(out, 'drain');
}

export async function finish(out: Writable): Promise<void> {
  out.end();
  if (!out.writableFinished) await once(out, 'finish');
}
