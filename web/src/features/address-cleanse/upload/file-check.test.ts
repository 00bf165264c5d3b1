// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { decodeText, fileProblem, isBinary } from './file-check';

const text = (s: string) => new TextEncoder().encode(s);
const workbook =
  'This is a spreadsheet workbook (such as an Excel .xlsx or .xls file), not a CSV file, whatever its name says. Open it in Excel, save it with File, Save As, CSV UTF-8 (Comma delimited), and choose the saved file.';

describe('files that cannot be uploaded', () => {
  it.each([
    { name: 'empty', size: 0, bytes: new Uint8Array(), problem: 'This file is empty. Choose a file with a row for each address.' },
    {
      name: 'a zip',
      size: 4,
      bytes: Uint8Array.of(0x50, 0x4b, 0x03, 0x04, 0, 0, ...text('customers.csv')),
      problem: 'This is a compressed (zip) file, not a text file. Unzip it and choose the CSV, TSV or text file inside.',
    },
    {
      name: 'an Excel .xlsx saved as customers.csv',
      size: 9000,
      bytes: Uint8Array.of(0x50, 0x4b, 0x03, 0x04, 0x14, 0, 6, 0, ...text('[Content_Types].xml'), 0, 0, ...text('xl/workbook.xml')),
      problem: workbook,
    },
    { name: 'an Excel 97-2003 .xls', size: 9000, bytes: Uint8Array.of(0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0, 0), problem: workbook },
    {
      name: 'an image',
      size: 6,
      bytes: Uint8Array.of(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0),
      problem: 'This is not a text file. Choose a CSV, TSV or text file with a row for each address.',
    },
    { name: 'a CSV', size: 10, bytes: text('a,b\r\n1,2\t3\n'), problem: null },
    { name: 'UTF-8 names', size: 10, bytes: text('Zoë,Łódź\n'), problem: null },
    // Ctrl-Z, DOS's end-of-file marker: left for the records check to leave out (line-breaks.ts), not refused as binary.
    { name: 'headings and a DOS end-of-file marker', size: 10, bytes: text('Ref,Name\r\n\u001A'), problem: null },
    { name: 'a DOS end-of-file marker alone', size: 1, bytes: Uint8Array.of(0x1a), problem: null },
  ])('$name', ({ size, bytes, problem }) => {
    expect(fileProblem(size, bytes)).toBe(problem);
  });

  it('counts control characters when there is no NUL', () => {
    expect(isBinary(Uint8Array.from({ length: 100 }, (_, i) => (i % 10 === 0 ? 1 : 65)))).toBe(true);
    expect(isBinary(Uint8Array.from({ length: 100 }, (_, i) => (i === 0 ? 1 : 65)))).toBe(false);
  });

  it('drops a byte-order mark and a character cut at the chunk end', () => {
    const bytes = text('\uFEFFZoë');
    expect(decodeText(bytes.subarray(0, bytes.length - 1))).toBe('Zo');
    expect(decodeText(bytes)).toBe('Zoë');
  });
});
