// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { testSample } from './sample';

const lines = (n: number, from = 1) => Array.from({ length: n }, (_, i) => `${from + i},addr ${from + i}`);

describe('the 300-line test sample from the first chunk', () => {
  it.each([
    {
      name: 'a long file gives 300 rows after its header',
      text: ['h1,h2', ...lines(500)].join('\n') + '\n',
      header: true,
      whole: true,
      rows: 300,
      last: '300,addr 300',
    },
    { name: 'without a header, the first 300 lines', text: lines(500).join('\n'), header: false, whole: true, rows: 300, last: '300,addr 300' },
    {
      name: 'a short file gives all its rows, last line unended',
      text: ['h1,h2', ...lines(3)].join('\n'),
      header: true,
      whole: true,
      rows: 3,
      last: '3,addr 3',
    },
    {
      name: 'a cut-short last record of a partial chunk is left out',
      text: ['h', ...lines(5)].join('\r\n') + '\r\n6,ad',
      header: true,
      whole: false,
      rows: 5,
      last: '5,addr 5',
    },
    { name: 'a header alone gives no rows', text: 'h1,h2\n', header: true, whole: true, rows: 0, last: 'h1,h2' },
    {
      name: 'CR CR LF line ends count once each',
      text: ['h1,h2', ...lines(500)].join('\r\r\n') + '\r\r\n',
      header: true,
      whole: true,
      rows: 300,
      last: '300,addr 300',
    },
    {
      name: 'a quote inside a field opens nothing, as papaparse reads it',
      text: ['ref,address', '1,"Lee, Ann"', '2,5 O"Neil Road', ...lines(5, 3)].join('\r\n') + '\r\n',
      header: true,
      whole: true,
      rows: 7,
      last: '7,addr 7',
    },
    {
      name: 'a quote left open to the end of a chunk that is not the whole file is left out with its record',
      text: ['ref,address', ...lines(3), '4,"Flat 2', '5 Mill Lane', ''].join('\r\n'),
      header: true,
      whole: false,
      rows: 3,
      last: '3,addr 3',
    },
    { name: 'CR line ends, an old Mac file', text: ['h1,h2', ...lines(5)].join('\r'), header: true, whole: true, rows: 5, last: '5,addr 5' },
    // A DOS end-of-file marker (Ctrl-Z) at the end of the whole file is no record and is not sent with the sample.
    {
      name: 'a Ctrl-Z after the last line end of the whole file is no record',
      text: ['h1,h2', ...lines(30)].join('\r\n') + '\r\n\u001A',
      header: true,
      whole: true,
      rows: 30,
      last: '30,addr 30',
    },
    {
      name: 'a Ctrl-Z on a line of its own at the end of the whole file is no record',
      text: ['h1,h2', ...lines(3), '\u001A', ''].join('\r\n'),
      header: true,
      whole: true,
      rows: 3,
      last: '3,addr 3',
    },
    {
      name: 'a Ctrl-Z ending the last record of the whole file is not part of it',
      text: ['h1,h2', ...lines(3)].join('\n') + '\u001A',
      header: true,
      whole: true,
      rows: 3,
      last: '3,addr 3',
    },
    { name: 'headings and a Ctrl-Z give no rows', text: 'h1,h2\r\n\u001A', header: true, whole: true, rows: 0, last: 'h1,h2' },
    {
      name: 'a Ctrl-Z line at the end of a chunk that is not the whole file is read as a record, as the file may go on',
      text: ['h1,h2', ...lines(3), '\u001A', ''].join('\r\n'),
      header: true,
      whole: false,
      rows: 4,
      last: '\u001A',
    },
  ])('$name', ({ text, header, whole, rows, last }) => {
    const sample = testSample(text, { delimiter: ',', hasHeader: header, useQuotes: true, wholeFile: whole });
    expect(sample.rows).toBe(rows);
    expect(text.startsWith(sample.text)).toBe(true);
    expect(
      sample.text
        .trimEnd()
        .split(/\r*\n|\r/)
        .at(-1),
    ).toBe(last);
  });

  it('opens a quoted field only where a field starts with its delimiter', () => {
    // Read with semicolons, the quote after the comma is inside a field.
    const text = 'ref;address\n1;Lee,"Ann\n2;x\n3;y"\n';
    expect(testSample(text, { delimiter: ';', hasHeader: true, useQuotes: true, wholeFile: true, lines: 2 })).toEqual({
      text: 'ref;address\n1;Lee,"Ann\n2;x\n',
      rows: 2,
    });
  });

  it('keeps a line break inside quotes within its record', () => {
    const text = 'ref,address\n1,"Flat 2\n5 Mill Lane"\n2,x\n3,y\n';
    expect(testSample(text, { delimiter: ',', hasHeader: true, useQuotes: true, wholeFile: true, lines: 2 })).toEqual({
      text: 'ref,address\n1,"Flat 2\n5 Mill Lane"\n2,x\n',
      rows: 2,
    });
    // Where quotes mean nothing, the break ends the record.
    expect(testSample(text, { delimiter: ',', hasHeader: true, useQuotes: false, wholeFile: true, lines: 1 })).toEqual({
      text: 'ref,address\n1,"Flat 2\n',
      rows: 1,
    });
  });
});
