// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { detectFormat, looksLikeHeader, previewRows } from './file-format';

const rows = ['Ref,Name,Address 1,Town,Postcode', 'C1,Jane Smith,10 Downing Street,London,SW1A 2AA', 'C2,Tom Brown,5 Mill Lane,Oxford,OX1 1AA'];

describe('detecting how a file is laid out', () => {
  it('reads the file with the delimiter its sep= line names, not the one its rows would suggest', () => {
    const text = 'Ref;Name, as written\r\nC1;Lee, Ann\r\nC2;Day, Al\r\n';
    expect(detectFormat(text).delimiter).toBe(',');
    expect(detectFormat(text, ';')).toEqual({ delimiter: ';', useQuotes: false, hasHeader: true });
  });

  it.each([
    { name: 'comma with header', text: rows.join('\n'), format: { delimiter: ',', useQuotes: false, hasHeader: true } },
    { name: 'tab, CRLF', text: rows.map((r) => r.replaceAll(',', '\t')).join('\r\n'), format: { delimiter: '\t', useQuotes: false, hasHeader: true } },
    { name: 'pipe without header', text: rows.slice(1).join('\n').replaceAll(',', '|'), format: { delimiter: '|', useQuotes: false, hasHeader: false } },
    { name: 'semicolon', text: rows.join('\n').replaceAll(',', ';'), format: { delimiter: ';', useQuotes: false, hasHeader: true } },
    {
      name: 'quoted fields holding commas',
      text: 'ref,address,postcode\n1,"Flat 2, 5 Mill Lane",OX1 1AA\n2,"10, High St",LS1 4AP',
      format: { delimiter: ',', useQuotes: true, hasHeader: true },
    },
    { name: 'headings without heading words', text: 'a,b\nx1,y2\nx3,y4', format: { delimiter: ',', useQuotes: false, hasHeader: true } },
    {
      name: 'no headings, the first record’s street a heading word',
      text: '1 High Street,Leeds,West Yorkshire\r\n5 Mill Lane,Oxford,Oxfordshire\r\n7 Park Road,York,North Yorkshire\r\n',
      format: { delimiter: ',', useQuotes: false, hasHeader: false },
    },
    { name: 'one column of postcodes', text: 'SW1A 2AA\nOX1 1AA\nLS1 4AP', format: { delimiter: ',', useQuotes: false, hasHeader: false } },
    {
      name: 'a first quoted field 3,000 records in, past the first 64,000 characters',
      text: [
        ...rows,
        ...Array.from({ length: 3_000 }, (_, n) => `C${n + 3},Ann Lee,${n} High Street,Leeds,LS1 4AP`),
        'C3003,"Lee, Ann",1 High Street,Leeds,LS1 4AP',
      ].join('\n'),
      format: { delimiter: ',', useQuotes: true, hasHeader: true },
    },
    {
      name: 'CR CR LF line ends, a CRLF file converted again',
      text: rows.join('\r\r\n') + '\r\r\n',
      format: { delimiter: ',', useQuotes: false, hasHeader: true },
    },
    {
      name: 'headings known by their records after more blank lines than rows looked at',
      text: `${'\r\n'.repeat(30)}a,b\r\n${Array.from({ length: 30 }, (_, n) => `x${n},y${n}\r\n`).join('')}`,
      format: { delimiter: ',', useQuotes: false, hasHeader: true },
    },
  ])('$name', ({ text, format }) => {
    expect(detectFormat(text)).toEqual(format);
  });

  it.each([
    { rows: [], header: false },
    { rows: [['', '']], header: false },
    { rows: [['Postcode'], ['SW1A 2AA']], header: true },
    {
      rows: [
        ['12', 'High St'],
        ['14', 'Low St'],
      ],
      header: false,
    },
    { rows: [['SW1A 2AA', 'London']], header: false },
    {
      rows: [
        ['Jane', 'London'],
        ['Tom', 'Oxford'],
      ],
      header: false,
    },
    // A record without a postcode whose values use heading words: their shape says record.
    {
      rows: [
        ['1 High Street', 'Leeds', 'West Yorkshire'],
        ['5 Mill Lane', 'Oxford', 'Oxfordshire'],
      ],
      header: false,
    },
    {
      rows: [
        ['Ann Lee', '1 High Street', 'Leeds'],
        ['Tom Brown', '5 Mill Lane', 'Oxford'],
      ],
      header: false,
    },
    {
      rows: [
        ['Flat 2, 5 Mill Lane', 'Oxford'],
        ['7 Park Road', 'York'],
      ],
      header: false,
    },
    {
      rows: [
        ['12a', 'High Street', 'Leeds'],
        ['14', 'Low Street', 'Leeds'],
      ],
      header: false,
    },
    { rows: [['1-3', 'Church Street', 'York']], header: false },
    {
      rows: [
        ['Rose Cottage', 'High Street', 'Leeds'],
        ['Ivy House', 'Mill Lane', 'Oxford'],
      ],
      header: false,
    },
    { rows: [['Ann Lee', 'ann@example.com', 'Town Hall']], header: false },
    // Headings, numbered after their words or naming a kind of street, still are.
    {
      rows: [
        ['Address1', 'Address2', 'Town', 'Postcode'],
        ['1 High Street', '', 'Leeds', 'LS1 4AP'],
      ],
      header: true,
    },
    {
      rows: [
        ['Street', 'Town', 'Postcode'],
        ['High Street', 'Leeds', 'LS1 4AP'],
      ],
      header: true,
    },
    { rows: [['Address Line 1', 'Address Line 2', 'Post Town', 'Postcode']], header: true },
    { rows: [['Organisation', 'Dependent Street', 'Street', 'Town', 'Postcode']], header: true },
    {
      rows: [
        ['House Number', 'Street Name', 'Town'],
        ['1', 'High Street', 'Leeds'],
      ],
      header: true,
    },
    { rows: [['1st Line', '2nd Line', 'Town']], header: true },
  ])('first row $rows.0 is a header: $header', ({ rows: given, header }) => {
    expect(looksLikeHeader(given)).toBe(header);
  });

  it('reads a CR CR LF file’s rows without a line break before each or a CR after', () => {
    expect(previewRows(rows.join('\r\r\n') + '\r\r\n', { delimiter: ',', useQuotes: false, hasHeader: true }, 3)).toEqual(rows.map((row) => row.split(',')));
  });

  it.each([
    ['after the headings', `${rows[0]}\r\n\r\n  \r\n,,,,\r\n${rows.slice(1).join('\r\n')}\r\nC3,Ann Lee,1 High Street,Leeds,LS1 4AP\r\n`, true],
    [
      'before the first record of a file without headings',
      `\n\n\n${rows.slice(1).join('\n')}\nC3,Ann Lee,1 High Street,Leeds,LS1 4AP\nC4,Al Day,9 Hill Road,Bath,BA1 1AA\n`,
      false,
    ],
  ])('shows as many rows with blank lines %s', (_, text, hasHeader) => {
    const shown = previewRows(text, { delimiter: ',', useQuotes: false, hasHeader }, 4);
    expect(shown).toHaveLength(4);
    expect(shown.map((row) => row[0])).toEqual(hasHeader ? ['Ref', 'C1', 'C2', 'C3'] : ['C1', 'C2', 'C3', 'C4']);
  });

  it('reads rows with the format the user chose over the one detected', () => {
    const text = 'a;b,c\n1;2,3';
    expect(previewRows(text, { delimiter: ';', useQuotes: true, hasHeader: true }, 2)).toEqual([
      ['a', 'b,c'],
      ['1', '2,3'],
    ]);
    expect(previewRows('"x,y",z', { delimiter: ',', useQuotes: false, hasHeader: false }, 1)).toEqual([['"x', 'y"', 'z']]);
  });
});
