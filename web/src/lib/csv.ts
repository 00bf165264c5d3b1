/**
 * CSV as the portal writes it (RFC 4180, CRLF between lines), every cell through `csvCell`. Pure.
 *
 * A cell starting with =, +, -, @, a tab or a carriage return is one a spreadsheet may run as a
 * formula (CSV injection): an address, a name or a file's text that begins so could fetch or run
 * something when the file is opened. Such a cell gets a leading ' inside quotes, which a spreadsheet
 * shows as text, while a plain number (-5, -0.25) or percentage (-3.8%) stays a number: the quote
 * would make it text, and a spreadsheet that shows the quote shows '-3.8% for a change.
 */

export type CsvValue = string | number | null | undefined;

const formulaStart = /^[=+\-@\t\r]/;
const plainNumber = /^-?(?:\d+(?:\.\d*)?|\.\d+)(?:e[+-]?\d+)?%?$/i;

/** One cell: quoted where it holds a comma, a quote or a line break, or starts or ends with a space; defused where a spreadsheet would run it. */
export function csvCell(value: CsvValue): string {
  const text = value == null ? '' : String(value);
  if (formulaStart.test(text) && !plainNumber.test(text)) return `"'${text.replace(/"/g, '""')}"`;
  return /[",\r\n]|^ | $/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** Lines of cells as CSV text: cells joined by commas, lines by CRLF. */
export function csvText(lines: readonly (readonly CsvValue[])[]): string {
  return lines.map((cells) => cells.map(csvCell).join(',')).join('\r\n');
}
