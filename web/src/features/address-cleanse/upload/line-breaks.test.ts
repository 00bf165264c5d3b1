// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { endOfFileMarker, recordBreak, withoutBreak, withoutEndOfFileMarker } from './line-breaks';

describe('where a file’s records end, as the bureau reads it', () => {
  it.each([
    ['LF', 'Ref,Name\nR1,Ann\n', true, '\n'],
    ['CRLF', 'Ref,Name\r\nR1,Ann\r\n', true, '\n'],
    ['CR CR LF, a CRLF file converted again', 'Ref,Name\r\r\nR1,Ann\r\r\n', true, '\n'],
    ['CRLF then LF', 'Ref,Name\r\nR1,Ann\nR2,Tom\r\n', true, '\n'],
    ['CR alone, an old Mac file', 'Ref,Name\rR1,Ann\r', true, '\r'],
    ['one line, ended by CR', 'R1,Ann\r', true, '\n'],
    ['no line break at all', 'R1,Ann', true, '\n'],
    ['a CR file whose first quoted field holds a LF', 'Ref,"Name\nof person"\rR1,Ann\r', true, '\r'],
    ['the same with quotes meaning nothing', 'Ref,"Name\nof person"\rR1,Ann\r', false, '\n'],
  ] as const)('%s', (_, text, useQuotes, expected) => {
    expect(recordBreak(text, useQuotes)).toBe(expected);
  });

  it.each([
    ['the CRs of a CRLF or CR CR LF break', ['R1', 'Ann\r\r'], '\n', ['R1', 'Ann']],
    ['a row without them', ['R1', 'Ann'], '\n', ['R1', 'Ann']],
    ['a CR within a field', ['R1', 'Flat 2\r5 Mill', 'Ann'], '\n', ['R1', 'Flat 2\r5 Mill', 'Ann']],
    ['nothing where CR alone ends records', ['R1', 'Ann\r'], '\r', ['R1', 'Ann\r']],
    ['an empty row', [], '\n', []],
  ] as const)('leaves out %s', (_, row, newline, expected) => {
    expect(withoutBreak([...row], newline)).toEqual(expected);
  });

  const Z = '\u001A';
  it.each([
    ['a Ctrl-Z after the last CRLF, as `copy /a` appends it', `Ref,Name\r\nR1,Ann\r\n${Z}`, Z],
    ['a Ctrl-Z on a line of its own, ended by CRLF', `Ref,Name\r\nR1,Ann\r\n${Z}\r\n`, `${Z}\r\n`],
    ['a Ctrl-Z with several line ends after it', `R1,Ann\n${Z}\n\n\r\n`, `${Z}\n\n\r\n`],
    ['a Ctrl-Z ending the last record, which had no line end', `Ref,Name\r\nR1,Ann${Z}`, Z],
    ['a run of them, as CP/M padded its last block', `R1,Ann\r\n${Z}${Z}${Z}`, `${Z}${Z}${Z}`],
    ['a file of a Ctrl-Z alone', Z, Z],
    ['nothing where the file ends without one', 'Ref,Name\r\nR1,Ann\r\n', ''],
    ['nothing where text follows it on its line', `R1,Ann\r\n${Z}x\r\n`, ''],
    ['nothing where a record follows it', `R1,Ann\r\n${Z}\r\nR2,Tom\r\n`, ''],
    ['nothing where spaces follow it', `R1,Ann\r\n${Z} \r\n`, ''],
    ['nothing in an empty text', '', ''],
  ] as const)('reads a DOS end-of-file marker at the end: %s', (_, text, marker) => {
    expect(endOfFileMarker(text)).toBe(marker);
    expect(withoutEndOfFileMarker(text)).toBe(text.slice(0, text.length - marker.length));
  });
});
