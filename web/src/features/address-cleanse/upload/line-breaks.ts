// Where a file's records end, as the bureau reads them (sandbox/src/services/bureau/csv.ts has the
// same rule): the screen's check, preview and test sample must split records where it does. Pure.

/** How much of the start of a file its line breaks are read from; the bureau reads as much. */
export const breakLook = 65_536;

/**
 * What ends the file's records. A line feed, with any carriage returns before it part of the
 * break: LF, CRLF, and CR CR LF (a CRLF file converted again by a transfer tool) alike, in any mix.
 * A carriage return alone ends records only in a file whose first line break is one (an old Mac
 * file). Read from the first 64 KB with quoted fields left out, as papaparse does, since a quoted
 * field's own line break says nothing of the file's.
 */
export function recordBreak(text: string, useQuotes: boolean): '\n' | '\r' {
  const start = text.slice(0, breakLook);
  const outside = useQuotes ? start.replace(/"[^"]*"/g, '') : start;
  const first = /\n|\r+(?=[^\r\n])/.exec(outside);
  return first && first[0] !== '\n' ? '\r' : '\n';
}

/**
 * A row as papaparse read it with `newline`, without the carriage returns that were part of its
 * line break: where a line feed ends records, those before it end up at the end of the last field.
 */
export function withoutBreak(row: string[], newline: '\n' | '\r'): string[] {
  const last = row.length - 1;
  if (newline !== '\n' || last < 0 || !row[last]?.endsWith('\r')) return row;
  return [...row.slice(0, last), row[last].replace(/\r+$/, '')];
}
