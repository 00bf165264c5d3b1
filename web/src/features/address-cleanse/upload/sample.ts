import { recordBreak } from './line-breaks';

/** A test file samples up to 300 lines from the first chunk (docs/texts-and-constants.md). */
export const sampleLines = 300;

/**
 * The test file: the first `lines` records of the first chunk, word for word, after the header when
 * the file has one. Records are cut at line ends outside quotes, so a quoted field's line break stays
 * inside its record. When the chunk is not the whole file its last record may be cut short; that one
 * is left out.
 */
export function testSample(
  firstChunk: string,
  options: { hasHeader: boolean; useQuotes: boolean; wholeFile: boolean; lines?: number },
): { text: string; rows: number } {
  const wanted = (options.lines ?? sampleLines) + (options.hasHeader ? 1 : 0);
  const ends = recordEnds(firstChunk, options.useQuotes, wanted);
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
 * Offsets just past each of the first `limit` line ends that lie outside quotes. Records end where
 * the bureau ends them (line-breaks.ts): at a line feed, the carriage returns before it (CRLF, or CR
 * CR LF) part of its break, or at a carriage return alone in a file whose lines end so.
 */
function recordEnds(text: string, useQuotes: boolean, limit: number): number[] {
  const ends: number[] = [];
  const newline = recordBreak(text, useQuotes);
  let quoted = false;
  for (let i = 0; i < text.length && ends.length < limit; i++) {
    const c = text[i];
    if (useQuotes && c === '"') quoted = !quoted;
    else if (c === newline && !quoted) ends.push(i + 1);
  }
  return ends;
}
