// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { separatorLine, withoutSeparatorLine } from './separator-line';

const bytes = (text: string) => new TextEncoder().encode(text);
const bom = '\uFEFF';
const data = 'Ref;Name;Postcode\r\nC1;Ann Lee;LS1 4AP\r\n';

describe("Excel's sep= line", () => {
  it.each([
    { name: 'semicolon, CRLF', text: `sep=;\r\n${data}`, found: { delimiter: ';', byteOrderMark: 0, end: 7 } },
    { name: 'comma, LF', text: 'sep=,\nRef,Name\n', found: { delimiter: ',', byteOrderMark: 0, end: 6 } },
    { name: 'tab, CR alone', text: 'sep=\t\rRef\tName\r', found: { delimiter: '\t', byteOrderMark: 0, end: 6 } },
    { name: 'pipe, CR CR LF', text: 'sep=|\r\r\nRef|Name\r\r\n', found: { delimiter: '|', byteOrderMark: 0, end: 8 } },
    { name: 'after a byte order mark', text: `${bom}sep=;\r\n${data}`, found: { delimiter: ';', byteOrderMark: 3, end: 10 } },
    { name: 'in capitals', text: `SEP=;\r\n${data}`, found: { delimiter: ';', byteOrderMark: 0, end: 7 } },
    { name: 'the whole file', text: 'sep=;', found: { delimiter: ';', byteOrderMark: 0, end: 5 } },
    { name: 'no sep line', text: data, found: null },
    { name: 'a heading that starts sep=', text: 'sep=;x\nRef\n', found: null },
    { name: 'a delimiter not offered', text: 'sep=:\nRef:Name\n', found: null },
    { name: 'not the first line', text: `Ref\nsep=;\n`, found: null },
    { name: 'a space before it', text: ` sep=;\n${data}`, found: null },
  ])('$name', ({ text, found }) => {
    expect(separatorLine(bytes(text))).toEqual(found);
  });

  it.each([
    { name: 'without a byte order mark', text: `sep=;\r\n${data}`, sent: data },
    { name: 'keeping the byte order mark', text: `${bom}sep=;\r\n${data}`, sent: `${bom}${data}` },
  ])('sends the file without the line, $name', async ({ text, sent }) => {
    const file = new File([text], 'people.csv', { type: 'text/csv', lastModified: 5 });
    const line = separatorLine(bytes(text));
    if (!line) throw new Error('no sep line found');
    const out = withoutSeparatorLine(file, line);
    expect(new TextDecoder('utf-8', { ignoreBOM: true }).decode(await out.arrayBuffer())).toBe(sent);
    expect({ name: out.name, type: out.type, lastModified: out.lastModified }).toEqual({ name: 'people.csv', type: 'text/csv', lastModified: 5 });
  });
});
