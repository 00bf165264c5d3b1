import Papa from 'papaparse';
import type { FileFormat } from './file-format';

// What in a customer's file would be lost or changed if it were sent as it is, found in its first
// chunk (10 MB: the whole of most files) before anything is uploaded. Pure. The cleanse service
// reads every file as UTF-8 and keeps as many columns as the file's first row has; a file that
// breaks either came back with letters replaced, or with a record's last fields, or the records
// after a stray quote, gone, and every count still saying all was kept.

/** Why the file's bytes cannot be read as the service reads them; null when they can. */
export function encodingProblem(bytes: Uint8Array): string | null {
  if ((bytes[0] === 0xff && bytes[1] === 0xfe) || (bytes[0] === 0xfe && bytes[1] === 0xff)) {
    return 'This file is saved as Unicode (UTF-16) text. Save it as CSV UTF-8 and choose it again.';
  }
  try {
    // A character cut in two at the chunk's end is held back, not refused (stream).
    new TextDecoder('utf-8', { fatal: true }).decode(bytes, { stream: true });
    return null;
  } catch {
    return 'This file is not saved as UTF-8, so letters such as é or £ in it would be changed. Save it as CSV UTF-8 and choose it again.';
  }
}

/** How a record is named in a message: its number after the headings, and its first field. */
function recordName(rows: readonly string[][], index: number, hasHeader: boolean): string {
  const start = rows[index]?.[0]?.trim().slice(0, 40) ?? '';
  return `Record ${index + (hasHeader ? 0 : 1)}${start ? ` (“${start}”)` : ''}`;
}

/**
 * Why the records of the file's first chunk would not be read whole with `format`; null when they
 * would. `wholeFile`: the chunk is the whole file, so its last record is complete.
 */
export function recordsProblem(text: string, format: FileFormat, wholeFile: boolean): string | null {
  const parsed = Papa.parse<string[]>(text, {
    delimiter: format.delimiter,
    quoteChar: format.useQuotes ? '"' : '\u0000',
    // A line of spaces or of delimiters alone holds no address, as an empty line holds none.
    skipEmptyLines: 'greedy',
  });
  // The chunk's last record may be cut short where the chunk is not the whole file.
  const rows = wholeFile ? parsed.data : parsed.data.slice(0, -1);
  const first = format.hasHeader ? 1 : 0;
  if (wholeFile && rows.length <= first) return 'This file has no rows of addresses after its headings.';

  const quote = parsed.errors.find((error) => error.type === 'Quotes' && error.row !== undefined && error.row < rows.length);
  if (quote?.row !== undefined) {
    return `${recordName(rows, quote.row, format.hasHeader)} has a double quote that does not end its field, so the records after it would be read as part of it. Write a double quote inside a field as two (""), or clear “Fields may be in double quotes” if the file does not quote its fields.`;
  }

  const width = rows[0]?.length ?? 0;
  const wide = rows.findIndex((row) => row.length > width);
  if (wide >= 0) {
    const fields = rows[wide]!.length;
    const against = format.hasHeader ? `the headings have ${width}` : `the first record has ${width}`;
    const quoting = format.useQuotes ? '' : ', and “Fields may be in double quotes” ticked';
    return `${recordName(rows, wide, format.hasHeader)} has ${fields} fields where ${against}, so its last ${fields - width === 1 ? 'field' : `${fields - width} fields`} would be lost. A field that holds the delimiter must be in double quotes${quoting}.`;
  }
  return null;
}
