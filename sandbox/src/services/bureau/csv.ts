import { once } from 'node:events';
import { Transform, type Readable, type Writable } from 'node:stream';
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

/**
 * The file's rows, parsed as they stream in (papaparse). Lines that hold no field are skipped: an
 * empty line, and one of spaces or of delimiters alone, which is no address to cleanse or bill.
 */
export async function* csvRows(input: Readable, format: CsvFormat): AsyncGenerator<string[]> {
  const parser = Papa.parse(Papa.NODE_STREAM_INPUT, {
    delimiter: format.delimiter,
    // Without quoting a double quote is an ordinary character: a quote character no file holds.
    quoteChar: format.useQuotes ? '"' : '\u0000',
    skipEmptyLines: 'greedy',
  });
  // Decoded before papaparse sees it: it turns each chunk to text alone, which would split a
  // character whose bytes straddle two chunks.
  input.setEncoding('utf8');
  const text = withoutByteOrderMark();
  input.on('error', (error) => parser.destroy(error));
  text.on('error', (error) => parser.destroy(error));
  input.pipe(text).pipe(parser);
  try {
    for await (const row of parser) yield row as string[];
  } finally {
    input.unpipe(text);
    text.unpipe(parser);
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
