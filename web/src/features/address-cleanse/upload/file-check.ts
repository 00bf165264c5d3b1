import { EMPTY, startsAsUtf16 } from './file-content';

/** Why a chosen file cannot be uploaded, in the words the upload screen shows; null when it can. */
export function fileProblem(size: number, firstBytes: Uint8Array): string | null {
  if (size === 0) return EMPTY;
  const kind = packedKind(firstBytes);
  if (kind === 'workbook')
    return 'This is a spreadsheet workbook (such as an Excel .xlsx or .xls file), not a CSV file, whatever its name says. Open it in Excel, save it with File, Save As, CSV UTF-8 (Comma delimited), and choose the saved file.';
  if (kind === 'zip') return 'This is a compressed (zip) file, not a text file. Unzip it and choose the CSV, TSV or text file inside.';
  if (isBinary(firstBytes)) return 'This is not a text file. Choose a CSV, TSV or text file with a row for each address.';
  return null;
}

const zipStart = [0x50, 0x4b, 0x03, 0x04];
/** The start of an OLE2 compound file: Excel 97-2003's .xls. */
const oleStart = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];
/** Names only the zip of a workbook holds near its start: Excel's .xlsx, and OpenDocument's .ods. */
const workbookParts = ['[Content_Types].xml', 'xl/', 'opendocument.spreadsheet'];

/**
 * A workbook saved under a .csv name (Excel offers .xlsx first) or a zipped file: "not a text
 * file" left the customer, who had chosen a .csv, without a way on.
 */
function packedKind(bytes: Uint8Array): 'workbook' | 'zip' | null {
  const startsWith = (start: number[]) => start.every((byte, i) => bytes[i] === byte);
  if (startsWith(oleStart)) return 'workbook';
  if (!startsWith(zipStart)) return null;
  const names = new TextDecoder('latin1').decode(bytes.subarray(0, 65_536));
  return workbookParts.some((part) => names.includes(part)) ? 'workbook' : 'zip';
}

/**
 * A text file has no NUL bytes and few control characters; spreadsheets, archives and images have
 * many. Looks at the first 64 KB, which is enough to tell. Ctrl-Z (26), the end-of-file marker DOS
 * text ends with (line-breaks.ts), is not counted: a file of headings and that marker alone is text.
 */
export function isBinary(bytes: Uint8Array): boolean {
  // UTF-16 text is half NUL bytes, but text: it is refused for its encoding, in its own words (file-content.ts).
  if (startsAsUtf16(bytes)) return false;
  const look = bytes.subarray(0, 65_536);
  let control = 0;
  for (const byte of look) {
    if (byte === 0) return true;
    if (byte < 32 && byte !== 9 && byte !== 10 && byte !== 13 && byte !== 12 && byte !== 26) control++;
  }
  return look.length > 0 && control / look.length > 0.05;
}

/** Text of the first chunk; a character cut in two at the chunk's end is dropped rather than garbled. */
export function decodeText(bytes: Uint8Array): string {
  return new TextDecoder('utf-8').decode(bytes, { stream: true }).replace(/^\uFEFF/, '');
}
