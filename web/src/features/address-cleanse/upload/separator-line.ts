import { delimiters } from './file-format';

/**
 * Excel's line naming a CSV file's delimiter: `sep=;` (or `sep=,`, `sep=\t`, `sep=|`) as the
 * file's first line, which Excel's exports write where the machine's list separator is not a
 * comma. It tells a spreadsheet program how to split the lines after it and is no part of the
 * data: read as a record it would be a first row of "sep=" and a line of headings taken for an
 * address (docs/address-cleanse.md).
 */
export interface SeparatorLine {
  delimiter: string;
  /** Bytes of UTF-8's byte order mark before the line: 3, or 0. */
  byteOrderMark: number;
  /** Where the data starts: the byte just past the line and its line break. */
  end: number;
}

const BYTE_ORDER_MARK = [0xef, 0xbb, 0xbf];
// ASCII throughout, so the bytes can be read one to a character. Any line break: LF, CRLF, CR CR
// LF, a CR alone; or none, where the line is all the file holds.
const line = /^sep=([,;\t|])(\r*\n|\r|$)/i;

/** The file's `sep=` line, read from its first bytes; null when it does not start with one. */
export function separatorLine(bytes: Uint8Array): SeparatorLine | null {
  const byteOrderMark = BYTE_ORDER_MARK.every((byte, i) => bytes[i] === byte) ? 3 : 0;
  const start = String.fromCharCode(...bytes.subarray(byteOrderMark, byteOrderMark + 16));
  const found = line.exec(start);
  if (!found?.[1] || !delimiters.some((d) => d.value === found[1])) return null;
  return { delimiter: found[1], byteOrderMark, end: byteOrderMark + found[0].length };
}

/**
 * Bytes of the customer's file that are not sent: the `sep=` line and its line break (none without
 * one). A refusal that places a byte adds them back, so that it names the byte where the customer's
 * own file has it.
 */
export const bytesLeftOut = (sep: SeparatorLine | null): number => (sep ? sep.end - sep.byteOrderMark : 0);

/**
 * The file as it is sent: without its `sep=` line, so that the service, the hash and the row
 * counts all see the same records. A byte order mark stays: the cleansed files begin with one only
 * where the file sent did, and Excel reads a CSV file without it in the machine's own code page
 * (docs/address-cleanse.md). The parts are slices of the chosen file, so nothing is read or copied.
 */
export function withoutSeparatorLine(file: File, sep: SeparatorLine): File {
  const parts = sep.byteOrderMark ? [file.slice(0, sep.byteOrderMark), file.slice(sep.end)] : [file.slice(sep.end)];
  return new File(parts, file.name, { type: file.type, lastModified: file.lastModified });
}
