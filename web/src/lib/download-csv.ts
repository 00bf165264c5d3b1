/** Hands the browser a CSV file to save. */
export function downloadCsv(fileName: string, csv: string) {
  // A byte order mark, so a spreadsheet opening the file reads it as UTF-8 (names with accents, £).
  const blob = new Blob(['\uFEFF', csv], { type: 'text/csv;charset=utf-8' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked on the next turn: some browsers read the address after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
