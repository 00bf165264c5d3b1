// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { encodingProblem, isEncodingProblem, recordsProblem } from './file-content';

const utf8 = (text: string) => new TextEncoder().encode(text);

describe('encodingProblem', () => {
  it.each([
    ['plain ASCII', utf8('Ref,Name\r\nR1,Ann\r\n'), null],
    ['UTF-8 with accents and a pound sign', utf8('R1,Ann Café,£5\r\n'), null],
    ['UTF-8 with a BOM', utf8('\uFEFFR1,Ann\r\n'), null],
    ['UTF-8 with its last character cut at the chunk’s end', utf8('R1,Café').subarray(0, 7), null],
    ['Windows-1252: é as one byte', new Uint8Array([0x52, 0x31, 0x2c, 0x43, 0x61, 0x66, 0xe9, 0x0d, 0x0a]), 'not UTF-8'],
    ['Latin-1: £ as one byte', new Uint8Array([0x52, 0x31, 0x2c, 0xa3, 0x35, 0x0d, 0x0a]), 'not UTF-8'],
    ['UTF-16, little end first', new Uint8Array([0xff, 0xfe, 0x52, 0x00, 0x31, 0x00]), 'UTF-16'],
    ['UTF-16, big end first', new Uint8Array([0xfe, 0xff, 0x00, 0x52, 0x00, 0x31]), 'UTF-16'],
  ] as const)('%s', (_, bytes, expected) => {
    const problem = encodingProblem(bytes);
    if (expected === null) expect(problem).toBeNull();
    else if (expected === 'UTF-16') expect(problem).toBe('This file is saved as Unicode (UTF-16) text. Save it as CSV UTF-8 and choose it again.');
    else expect(problem).toBe('This file is not saved as UTF-8, so letters such as é or £ in it would be changed. Save it as CSV UTF-8 and choose it again.');
  });
});

describe('isEncodingProblem', () => {
  it.each([
    ['UTF-16', 'This file is saved as Unicode (UTF-16) text. Save it as CSV UTF-8 and choose it again.', true],
    ['not UTF-8', 'This file is not saved as UTF-8, so letters such as é or £ in it would be changed. Save it as CSV UTF-8 and choose it again.', true],
    [
      'not UTF-8, placed in a later chunk',
      'This file is not saved as UTF-8, so letters such as é or £ in it would be changed. Save it as CSV UTF-8 and choose it again. The first character that is not UTF-8 is in record 2200 (“C2200”), 84,687 bytes into the file.',
      true,
    ],
    [
      'a stray quote',
      'Record 2200 (“C2200”) has a double quote that does not end its field, so the lines after it would be read as part of it. Write a double quote inside a field as two (""), or clear “Fields may be in double quotes” if the file does not quote its fields.',
      false,
    ],
    ['no rows after the headings', 'This file has no rows of addresses after its headings.', false],
  ] as const)('tells a refusal of the encoding from one of the records: %s', (_, problem, expected) => {
    expect(isEncodingProblem(problem)).toBe(expected);
  });
});

const comma = { delimiter: ',', useQuotes: true, hasHeader: true };
const header = 'Reference,Name,Address 1,Town,Postcode\r\n';
const record = (n: number, name = `Name ${n}`) => `R${n},${name},${n} High Street,London,SW1A 1AA\r\n`;
const records = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, index) => record(from + index)).join('');

describe('recordsProblem', () => {
  it.each([
    ['well-formed records', header + records(1, 5), comma, true, null],
    [
      'a quoted field holding a comma, a doubled quote and a line break',
      `${header}R1,"Smith, Ann ""Nan""\r\nJones",1 High Street,London,SW1A 1AA\r\n`,
      comma,
      true,
      null,
    ],
    ['a double quote inside an unquoted field', `${header}R1,12" Pizza Co,1 High Street,London,SW1A 1AA\r\n`, comma, true, null],
    ['blank lines, a line of spaces and one of commas between records', `${header + record(1)}\r\n   \r\n,,,,\r\n${record(2)}`, comma, true, null],
    ['fewer fields than the headings (empty ones left off the end)', `${header}R1,Ann,1 High Street\r\n`, comma, true, null],
    ['a semicolon file with decimal commas', 'Ref;Name;Amount\r\nR1;Ann;1,50\r\n', { ...comma, delimiter: ';' }, true, null],
    ['a cut last record of a chunk that is not the whole file', `${header + records(1, 3)}R4,"Smith, A`, comma, false, null],
    ['headings and blank lines only', `${header}\r\n  \r\n\r\n`, comma, true, 'This file has no rows of addresses after its headings.'],
    ['blank lines alone, the headings ticked', '\r\n  \r\n,,,\r\n', comma, true, 'This file is empty. Choose a file with a row for each address.'],
    ['blank lines alone, no headings', '\r\n\r\n', { ...comma, hasHeader: false }, true, 'This file is empty. Choose a file with a row for each address.'],
    ['a record alone, no headings', 'R1,Ann,1 High Street,London,SW1A 1AA', { ...comma, hasHeader: false }, true, null],
    [
      'a closing quote followed by more of the field',
      `${header + records(1, 99)}R100,"The Old" Mill,2 High Street,London,SW1A 1AA\r\n${records(101, 400)}`,
      comma,
      true,
      'Record 100 (“R100”) has a double quote that does not end its field, so the lines after it would be read as part of it. Write a double quote inside a field as two (""), or clear “Fields may be in double quotes” if the file does not quote its fields.',
    ],
    [
      'an unquoted comma in a field, quotes ticked',
      `${header + records(1, 349)}R350,Ann,Flat 2, 350 High Street,London,SW1A 1AA\r\n${records(351, 400)}`,
      comma,
      true,
      'Record 350 (“R350”) has 6 fields where the headings have 5, so what is past the first 5 would be lost. A field that holds the delimiter must be in double quotes.',
    ],
    [
      'a quoted comma with quotes not ticked, and no headings',
      `${records(1, 4)}R5,"Smith, Ann",5 High Street,London,SW1A 1AA\r\n`,
      { ...comma, useQuotes: false, hasHeader: false },
      true,
      'Record 5 (“R5”) has 6 fields where the first records have 5, so what is past the first 5 would be lost. A field that holds the delimiter must be in double quotes, and “Fields may be in double quotes” ticked.',
    ],
    [
      'a stray quote after blank lines, named by its record, not its line',
      `${header}\r\n\r\n${records(1, 9)}\r\n,,,,\r\nR10,"The Old" Mill,2 High Street,London,SW1A 1AA\r\n${records(11, 40)}`,
      comma,
      true,
      'Record 10 (“R10”) has a double quote that does not end its field, so the lines after it would be read as part of it. Write a double quote inside a field as two (""), or clear “Fields may be in double quotes” if the file does not quote its fields.',
    ],
    [
      'a stray quote that runs to the end of a chunk that is not the whole file',
      `${header + records(1, 99)}R100,"Old Mill,2 High Street,London,SW1A 1AA\r\n${records(101, 400)}`,
      comma,
      false,
      'Record 100 (“R100”) has a double quote that does not end its field, so the lines after it would be read as part of it. Write a double quote inside a field as two (""), or clear “Fields may be in double quotes” if the file does not quote its fields.',
    ],
    ['a quoted field cut at the end of a chunk after a line break of its own', `${header + records(1, 3)}R4,"Flat 2\r\n5 Mill`, comma, false, null],
    ['a quote inside a quoted field, read whole on its line', `${header}"R1","The "Old" Mill","2 High Street","London","SW1A 1AA"\r\n`, comma, true, null],
    [
      'a quote closed before the end of its field, the next record closing it: that record joined to this one',
      `${header + records(1, 3)}R4,Ann,"Flat 2" Mill,London,SW1A 1AA\r\nR5,"Bob Smith",5 High Street,London,SW1A 1AA\r\n${records(6, 9)}`,
      comma,
      true,
      'Record 4 (“R4”) has a double quote that does not end its field, so the fields after it would be read as part of it. Write a double quote inside a field as two (""), or clear “Fields may be in double quotes” if the file does not quote its fields.',
    ],
    [
      'a quote closed before the end of its field in the first record, the next closing it, so that the columns kept widen',
      `${header}R1,Ann,"Flat 2" Mill,London,SW1A 1AA\r\nR2,"Bob Smith",2 High Street,London,SW1A 1AA\r\n${records(3, 9)}`,
      comma,
      true,
      'Record 1 (“R1”) has a double quote that does not end its field, so the fields after it would be read as part of it. Write a double quote inside a field as two (""), or clear “Fields may be in double quotes” if the file does not quote its fields.',
    ],
    [
      'a quote closed before the end of its field in the file’s last record, its town and postcode joined to it',
      `${header + records(1, 3)}R4,Ann,"Flat 2" Mill,London,SW1A 1AA\r\n`,
      comma,
      true,
      'Record 4 (“R4”) has a double quote that does not end its field, so the fields after it would be read as part of it. Write a double quote inside a field as two (""), or clear “Fields may be in double quotes” if the file does not quote its fields.',
    ],
    [
      'a stray quote in the headings',
      `Reference,"Name,Address 1,Town,Postcode\r\n${records(1, 3)}`,
      comma,
      true,
      'The line of headings has a double quote that does not end its field, so the lines after it would be read as part of it. Write a double quote inside a field as two (""), or clear “Fields may be in double quotes” if the file does not quote its fields.',
    ],
    [
      'a filled column without a heading, in the first records too',
      `${header}R1,Ann,1 High Street,London,SW1A 1AA,07700 900123\r\n${records(2, 4)}`,
      comma,
      true,
      null,
    ],
    ['no headings, the first record short of its last field', `R1,Ann,1 High Street,London\r\n${records(2, 4)}`, { ...comma, hasHeader: false }, true, null],
    [
      'a quote inside a quoted field across its own line break',
      `${header + records(1, 4)}R5,Ann,"Flat 2\nThe "Old" Mill",London,SW1A 1AA\r\n${records(6, 50)}`,
      comma,
      true,
      null,
    ],
    [
      'a record past the first three wider than all of them',
      `${header + records(1, 3)}R4,Ann,Flat 2, 4 High Street,London,SW1A 1AA\r\n`,
      comma,
      true,
      'Record 4 (“R4”) has 6 fields where the headings have 5, so what is past the first 5 would be lost. A field that holds the delimiter must be in double quotes.',
    ],
    ['a trailing delimiter, an empty field past the headings', `${header}R1,Ann,1 High Street,London,SW1A 1AA,\r\n`, comma, true, null],
    ['CR CR LF line ends, a CRLF file converted again', (header + records(1, 5)).replaceAll('\r\n', '\r\r\n'), comma, true, null],
    [
      'CR CR LF line ends, a record named by its reference without a line break before it',
      `${header + records(1, 4)}R5,Ann,Flat 2, 5 High Street,London,SW1A 1AA\r\n`.replaceAll('\r\n', '\r\r\n'),
      comma,
      true,
      'Record 5 (“R5”) has 6 fields where the headings have 5, so what is past the first 5 would be lost. A field that holds the delimiter must be in double quotes.',
    ],
    ['CR line ends, an old Mac file', (header + records(1, 5)).replaceAll('\r\n', '\r'), comma, true, null],
    [
      'CRLF and LF line ends mixed, read as one record a line',
      `${header + records(1, 3)}${records(4, 40).replaceAll('\r\n', '\n')}${records(41, 50)}`,
      comma,
      true,
      null,
    ],
    [
      'CR line ends with a CRLF among them, which would start a record with a line break',
      (header + records(1, 3)).replaceAll('\r\n', '\r') + records(4, 4) + records(5, 9).replaceAll('\r\n', '\r'),
      comma,
      true,
      "The file mixes line endings at record 5 (“R5”): the line before it ends with a different line break from the file's other lines, so it would be read with a line break before its first field. Convert the file's line endings to one kind (most text editors can, to Windows CRLF) and choose it again.",
    ],
    [
      'LF line ends with a CR alone among them, which would join two records',
      (header + records(1, 9)).replaceAll('\r\n', '\n').replace('SW1A 1AA\nR7', 'SW1A 1AA\rR7'),
      comma,
      true,
      "The file mixes line endings at record 6 (“R6”): its line ends with a different line break from the file's other lines, so the record after it would be read as part of it. Convert the file's line endings to one kind (most text editors can, to Windows CRLF) and choose it again.",
    ],
    [
      'a space before a quoted field that holds the delimiter',
      `${header + records(1, 6)}R7,Ann, "Flat 2, 7 High Street",London,SW1A 1AA\r\n${records(8, 20)}`,
      comma,
      true,
      'Record 7 (“R7”) has a space before the double quote that starts a field (“"Flat 2, 7 High Street"”), so that field is not read as quoted and is cut in two at its comma. Remove the space between the delimiter and the double quote, and choose the file again.',
    ],
    [
      'a space before a quoted field in the first records, which would otherwise widen the columns kept',
      `${header}R1,Ann, "Flat 2, 1 High Street and a long way round to the back",London,SW1A 1AA\r\n${records(2, 20)}`,
      comma,
      true,
      'Record 1 (“R1”) has a space before the double quote that starts a field (“"Flat 2, 1 High Street and a long way r…”), so that field is not read as quoted and is cut in two at its comma. Remove the space between the delimiter and the double quote, and choose the file again.',
    ],
    [
      'a space before a quoted field in a semicolon file',
      `Ref;Name;Address\r\nR1;Ann;1 High Street\r\nR2;Tom; "Flat 2; 5 Mill Lane"\r\n`,
      { ...comma, delimiter: ';' },
      true,
      'Record 2 (“R2”) has a space before the double quote that starts a field (“"Flat 2; 5 Mill Lane"”), so that field is not read as quoted and is cut in two at its semicolon. Remove the space between the delimiter and the double quote, and choose the file again.',
    ],
    ['a space before a quoted field without the delimiter, read whole', `${header}R1, "Ann",1 High Street,London,SW1A 1AA\r\n`, comma, true, null],
    // A DOS end-of-file marker (Ctrl-Z, as `copy /a` appends it) ending the file is no record.
    ['a Ctrl-Z after the last line end', `${header + records(1, 30)}\u001A`, comma, true, null],
    ['headings and a Ctrl-Z after them', `${header}\u001A`, comma, true, 'This file has no rows of addresses after its headings.'],
    ['headings and a Ctrl-Z on a line of its own', `${header}\r\n\u001A\r\n`, comma, true, 'This file has no rows of addresses after its headings.'],
    ['a Ctrl-Z alone', '\u001A', comma, true, 'This file is empty. Choose a file with a row for each address.'],
    [
      'blank lines and a Ctrl-Z, no headings',
      '\r\n\u001A\r\n',
      { ...comma, hasHeader: false },
      true,
      'This file is empty. Choose a file with a row for each address.',
    ],
    [
      'a Ctrl-Z line with records after it, the file’s own text, counted as the bureau counts it',
      `${header + record(1)}\u001A\r\n${record(3)}R4,Ann,Flat 2, 4 High Street,London,SW1A 1AA\r\n`,
      comma,
      true,
      'Record 4 (“R4”) has 6 fields where the headings have 5, so what is past the first 5 would be lost. A field that holds the delimiter must be in double quotes.',
    ],
  ] as const)('%s', (_, text, format, wholeFile, expected) => {
    expect(recordsProblem(text, format, wholeFile)).toBe(expected);
  });
});
