// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { csvCell, csvText } from './csv';

describe('a CSV cell', () => {
  it.each<[string, string | number | null | undefined, string]>([
    ['plain text', 'Acme Main', 'Acme Main'],
    ['an address', 'jo@example.com', 'jo@example.com'],
    ['a comma', 'Smith, Jo', '"Smith, Jo"'],
    ['quotes', 'Say "hi"', '"Say ""hi"""'],
    ['a line break', 'one\ntwo', '"one\ntwo"'],
    ['a leading or trailing space', ' padded ', '" padded "'],
    ['a number', 1200, '1200'],
    ['nothing', null, ''],
    ['a formula', '=1+2', `"'=1+2"`],
    ['a formula that fetches', '=HYPERLINK("http://evil.example","x")', `"'=HYPERLINK(""http://evil.example"",""x"")"`],
    ['a plus', '+44 7700 900123', `"'+44 7700 900123"`],
    ['a minus that is not a number', '-2+3', `"'-2+3"`],
    ['an at sign', '@SUM(A1)', `"'@SUM(A1)"`],
    ['a leading tab', '\t=1', `"'\t=1"`],
    ['a leading carriage return', '\r=1', `"'\r=1"`],
    ['an address starting with a minus', '-jo@example.com', `"'-jo@example.com"`],
    ['a negative number', -5, '-5'],
    ['a negative number as text', '-5', '-5'],
    ['a negative fraction', '-0.25', '-0.25'],
    ['a tiny negative number', -1e-7, '-1e-7'],
    ['an @ inside', 'jo@example.com=1', 'jo@example.com=1'],
    ['a negative percentage', '-3.8%', '-3.8%'],
    ['a percentage', '6.5%', '6.5%'],
    ['a plus before a percentage', '+6.5%', `"'+6.5%"`],
    ['a minus before a percentage that is more', '-3%+1', `"'-3%+1"`],
  ])('%s', (_name, value, cell) => {
    expect(csvCell(value)).toBe(cell);
  });
});

describe('CSV text', () => {
  it('joins cells with commas and lines with CRLF', () => {
    expect(
      csvText([
        ['Email', 'Status'],
        ['=cmd', -3],
      ]),
    ).toBe(`Email,Status\r\n"'=cmd",-3`);
  });
});
