// Where a file's records end, and the file itself, as the bureau reads them (sandbox/src/services/
// bureau/csv.ts has the same rules): the screen's check, preview and test sample must split records
// where it does, and count the ones it counts. Pure.

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

/** Ctrl-Z: the end-of-file marker DOS text tools (`copy /a`) and old Windows exports append. */
const CTRL_Z = '\u001A';

/**
 * The DOS end-of-file marker that ends `text`, which is no part of any record: one or more Ctrl-Z
 * (CP/M padded a file's last block with them) with nothing after them but line ends, whether on a
 * line of their own or after the last record's last field; '' where the text does not end so. A
 * Ctrl-Z with anything else after it is the file's own text, left as it is. The bureau leaves out
 * the same (sandbox/src/services/bureau/csv.ts), so that it is neither a record counted and billed
 * nor a character in the last record's field.
 */
export function endOfFileMarker(text: string): string {
  let end = text.length;
  while (end > 0 && (text[end - 1] === '\n' || text[end - 1] === '\r')) end--;
  let start = end;
  while (start > 0 && text[start - 1] === CTRL_Z) start--;
  return start < end ? text.slice(start) : '';
}

/** The text without the end-of-file marker it ends with (endOfFileMarker), for text that is the whole file. */
export function withoutEndOfFileMarker(text: string): string {
  return text.slice(0, text.length - endOfFileMarker(text).length);
}
