import Papa from 'papaparse';
import { recordBreak, withoutEndOfFileMarker } from './line-breaks';

/** A test file samples up to 300 lines from the first chunk (docs/texts-and-constants.md). */
export const sampleLines = 300;

/**
 * The test file: the first `lines` records of the first chunk, word for word, after the header when
 * the file has one. Records are cut where papaparse, as the bureau, ends them: at line ends outside
 * quoted fields, so a quoted field's line break stays inside its record, and a quote inside a field
 * (`5 O"Neil Road`) opens nothing. When the chunk is not the whole file its last record may be cut
 * short; that one is left out. When it is, a DOS end-of-file marker at its end is no record
 * (line-breaks.ts) and is left out too.
 */
export function testSample(
  chunk: string,
  options: { delimiter: string; hasHeader: boolean; useQuotes: boolean; wholeFile: boolean; lines?: number },
): { text: string; rows: number } {
  const firstChunk = options.wholeFile ? withoutEndOfFileMarker(chunk) : chunk;
  const wanted = (options.lines ?? sampleLines) + (options.hasHeader ? 1 : 0);
  const ends = recordEnds(firstChunk, options.delimiter, options.useQuotes, wanted);
  let complete = ends.length;
  // The text after the last line end is a record too when the chunk is the whole file.
  const tail = firstChunk.slice(ends.at(-1) ?? 0);
  if (complete < wanted && options.wholeFile && tail.trim() !== '') {
    ends.push(firstChunk.length);
    complete++;
  }
  const text = firstChunk.slice(0, ends.at(-1) ?? 0);
  const rows = Math.max(0, complete - (options.hasHeader ? 1 : 0));
  return { text, rows };
}

/**
 * Offsets just past the line ends of the first `limit` records, as papaparse reads them with the
 * file's delimiter and quoting: a quote opens a quoted field only as its first character. Records
 * end where the bureau ends them (line-breaks.ts): at a line feed, the carriage returns before it
 * (CRLF, or CR CR LF) part of its break, or at a carriage return alone in a file whose lines end so.
 * A record the text ends in the middle of (its last, or a quote left open to the end) has no line end.
 */
function recordEnds(text: string, delimiter: string, useQuotes: boolean, limit: number): number[] {
  const ends: number[] = [];
  if (limit <= 0) return ends;
  const newline = recordBreak(text, useQuotes);
  Papa.parse<string[]>(text, {
    delimiter,
    quoteChar: useQuotes ? '"' : '\u0000',
    newline,
    step: (results, parser) => {
      const end = results.meta.cursor;
      const open = results.errors.some((error) => error.code === 'MissingQuotes');
      if (!open && end > (ends.at(-1) ?? 0) && text[end - 1] === newline) ends.push(end);
      if (ends.length >= limit) parser.abort();
    },
  });
  return ends;
}
