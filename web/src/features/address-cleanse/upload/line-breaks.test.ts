// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { recordBreak, withoutBreak } from './line-breaks';

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
});
