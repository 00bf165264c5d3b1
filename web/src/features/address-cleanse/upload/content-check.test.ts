// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { ContentCheck, firstChunkEncodingProblem } from './content-check';

const utf8 = (text: string) => new TextEncoder().encode(text);
const join = (...parts: (string | number[])[]) => {
  const pieces = parts.map((part) => (typeof part === 'string' ? utf8(part) : Uint8Array.from(part)));
  const bytes = new Uint8Array(pieces.reduce((sum, piece) => sum + piece.length, 0));
  let at = 0;
  for (const piece of pieces) {
    bytes.set(piece, at);
    at += piece.length;
  }
  return bytes;
};
/** The file's bytes cut into chunks at these byte offsets. */
const cut = (bytes: Uint8Array, ...offsets: number[]) => [0, ...offsets].map((start, i) => bytes.subarray(start, offsets[i] ?? bytes.length));
/** The byte offset just after the first `text` in `bytes`. */
const after = (bytes: Uint8Array, text: string) => {
  const wanted = utf8(text);
  for (let i = 0; i + wanted.length <= bytes.length; i++) if (wanted.every((byte, j) => bytes[i + j] === byte)) return i + wanted.length;
  throw new Error(`${text} is not in the file`);
};

const comma = { delimiter: ',', useQuotes: true, hasHeader: true };
const header = 'Reference,Name,Address 1,Town,Postcode\r\n';
const record = (n: number, name = `Name ${n}`) => `R${n},${name},${n} High Street,London,SW1A 1AA\r\n`;
const records = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, index) => record(from + index)).join('');
// About 45 bytes a record: 3,000 records are some 135 KB, cut into chunks of about 40 KB below.
const chunkBytes = 40_000;
const inChunks = (bytes: Uint8Array) => cut(bytes, ...Array.from({ length: Math.floor((bytes.length - 1) / chunkBytes) }, (_, i) => (i + 1) * chunkBytes));

const NOT_UTF8 = 'This file is not saved as UTF-8, so letters such as é or £ in it would be changed. Save it as CSV UTF-8 and choose it again.';
/** The encoding refusal of a chunk after the first, saying where the first character that is not UTF-8 is. */
const notUtf8At = (where: string) => `${NOT_UTF8} The first character that is not UTF-8 is ${where}.`;
const strayQuote = (name: string) =>
  `${name} has a double quote that does not end its field, so the lines after it would be read as part of it. Write a double quote inside a field as two (""), or clear “Fields may be in double quotes” if the file does not quote its fields.`;

/** The first problem the check finds, and in which chunk (1-based); each chunk given once, in order. */
function check(chunks: Uint8Array[], format = comma): { problem: string | null; chunk: number | null } {
  const content = new ContentCheck(format);
  for (const [index, bytes] of chunks.entries()) {
    const problem = content.next(bytes, index === chunks.length - 1);
    if (problem) return { problem, chunk: index + 1 };
  }
  return { problem: null, chunk: null };
}

const cafe = join(header, records(1, 1499), record(1500, 'Ann Café'), records(1501, 3000));
const euro = join(header, records(1, 1499), record(1500, 'Price €5'), records(1501, 3000));
const quotedAcross = join(header, records(1, 1499), 'R1500,"Flat 2\r\n5 Mill Lane",London,SW1A 1AA\r\n', records(1501, 3000));
const doubledQuoteAcross = join(header, records(1, 1499), 'R1500,"Ann ""Nan"" Smith",1 High Street,London,SW1A 1AA\r\n', records(1501, 3000));

describe('checking every chunk of a file as it is uploaded', () => {
  it.each([
    ['a well-formed file of four chunks', inChunks(join(header, records(1, 3000))), null, null],
    ['a two-byte é cut in two between chunks 2 and 3', cut(cafe, chunkBytes, after(cafe, 'Ann Caf') + 1), null, null],
    ['a three-byte € cut after its first byte', cut(euro, chunkBytes, after(euro, 'Price ') + 1), null, null],
    ['a CRLF cut between its CR and its LF', cut(cafe, chunkBytes, after(cafe, 'R1500,Ann Café,1500 High Street,London,SW1A 1AA\r')), null, null],
    [
      'a quote opened in chunk 2 and closed in chunk 3, over a line break of its field',
      cut(quotedAcross, chunkBytes, after(quotedAcross, '"Flat 2\r\n5 Mill')),
      null,
      null,
    ],
    ['a quote opened in chunk 2 and closed in chunk 3, a comma in the field', cut(quotedAcross, after(quotedAcross, 'R1500,"Fl')), null, null],
    ['a doubled quote cut between its two quotes', cut(doubledQuoteAcross, after(doubledQuoteAcross, '"Ann ""Nan"')), null, null],
    [
      'a Latin-1 é (one byte 0xE9) in chunk 3 of a file saved as UTF-8',
      inChunks(join(header, records(1, 2000), 'R2001,Ann Caf', [0xe9], ',2001 High Street,London,SW1A 1AA\r\n', records(2002, 3000))),
      // 40 bytes of headings, 96,679 of records 1 to 2000, 13 of "R2001,Ann Caf": then the 0xE9.
      notUtf8At('in record 2001 (“R2001”), 96,732 bytes into the file'),
      3,
    ],
    [
      'a character cut at the file’s end',
      [join(header, records(1, 1000)), join(records(1001, 1999), 'R2000,Caf', [0xc3])],
      notUtf8At('in record 2000 (“R2000”), 96,678 bytes into the file'),
      2,
    ],
    [
      'a Latin-1 £ in the first field of a record at the start of chunk 2, after a UTF-8 é cut between the chunks',
      [
        join(header, records(1, 9), 'R10,Caf', [0xc3]),
        join([0xa9], ',1 High Street,London,SW1A 1AA\r\n', records(11, 1999), '\r\n', [0xa3], '5,Ann,1 Mill Lane,London,SW1A 1AA\r\n'),
      ],
      // A blank line is no record: the £ starts record 2000, after chunk 1's 417 bytes and 1 + 32 + 96,216 + 2 of chunk 2.
      notUtf8At('in record 2000, 96,668 bytes into the file'),
      2,
    ],
    [
      'a stray quote in chunk 3, running to the file’s end',
      inChunks(join(header, records(1, 1999), 'R2000,"Old Mill,2000 High Street,London,SW1A 1AA\r\n', records(2001, 2400))),
      strayQuote('Record 2000 (“R2000”)'),
      3,
    ],
    [
      'a stray quote in chunk 3 that has swallowed over a hundred records there, found before the file ends',
      inChunks(join(header, records(1, 1999), 'R2000,"Old Mill,2000 High Street,London,SW1A 1AA\r\n', records(2001, 3000))),
      strayQuote('Record 2000 (“R2000”)'),
      3,
    ],
    [
      'a closing quote followed by more of the field in chunk 3',
      inChunks(join(header, records(1, 1999), 'R2000,"The Old" Mill,2000 High Street,London,SW1A 1AA\r\n', records(2001, 2400))),
      strayQuote('Record 2000 (“R2000”)'),
      3,
    ],
    [
      'a record too wide in chunk 3, numbered across the chunks and their blank lines',
      inChunks(
        join(header, records(1, 500), '\r\n,,,,\r\n', records(501, 1999), 'R2000,Ann,Flat 2, 2000 High Street,London,SW1A 1AA\r\n', records(2001, 3000)),
      ),
      'Record 2000 (“R2000”) has 6 fields where the headings have 5, so what is past the first 5 would be lost. A field that holds the delimiter must be in double quotes.',
      3,
    ],
    [
      'headings, blank lines past the first 64 KB, then a Ctrl-Z whose line ends come in the next chunk: the DOS end-of-file marker, no record',
      [join(header, '\r\n'.repeat(40_000)), join('\u001A\n'), join('\r\n')],
      'This file has no rows of addresses after its headings.',
      3,
    ],
    [
      'a file saved as UTF-16',
      [Uint8Array.of(0xff, 0xfe, 0x52, 0x00), Uint8Array.of(0x31, 0x00)],
      'This file is saved as Unicode (UTF-16) text. Save it as CSV UTF-8 and choose it again.',
      1,
    ],
  ] as const)('%s', (_, chunks, problem, chunk) => {
    expect(chunks.length).toBeGreaterThan(1);
    expect(check([...chunks])).toEqual({ problem, chunk });
    // The same words as checking the file in one piece, as the first chunk's check reads a small file.
    expect(check([join(...chunks.map((bytes) => [...bytes]))]).problem).toBe(problem);
  });

  it('keeps answering the problem it found', () => {
    const content = new ContentCheck(comma);
    // Within the first 64 KB the line breaks are read from the text before the character (line-breaks.ts).
    const problem = notUtf8At('in record 1 (“R1”), 46 bytes into the file');
    expect(content.next(join(header, 'R1,Caf', [0xe9], '\r\n'), false)).toBe(problem);
    expect(content.next(utf8(records(2, 3)), true)).toBe(problem);
  });

  it('holds no more than the record being read: a quote left open over lines that look like no record is refused once it has run on past 10 MB', () => {
    const content = new ContentCheck({ ...comma, hasHeader: false });
    const line = utf8('A name\r\n'.repeat(125_000));
    expect(content.next(join('R1,First\r\nR2,"Second\r\n'), false)).toBeNull();
    let chunk = 1;
    for (; chunk <= 20 && !content.next(line, false); chunk++);
    expect(chunk).toBe(10);
    expect(content.next(line, true)).toBe(strayQuote('Record 2 (“R2”)'));
  });
});

describe('the first chunk’s encoding refusal, before anything is sent', () => {
  it.each([
    ['a file saved as UTF-8', join(header, records(1, 3)), true, undefined, null],
    [
      'a Windows-1252 semicolon file: é as one byte in its second record',
      join('Ref;Name;Town\r\nR1;Ann;Leeds\r\nR2;Caf', [0xe9], ' Rouge;York\r\n'),
      true,
      undefined,
      notUtf8At('in record 2 (“R2”), 35 bytes into the file'),
    ],
    [
      'a UTF-8 file (with Excel’s byte order mark) but for one pasted record, in a chunk that is not the whole file',
      join([0xef, 0xbb, 0xbf], header, records(1, 49), 'R50,', [0xa3], '5 Shop,50 High Street,London,SW1A 1AA\r\n', records(51, 60)),
      false,
      undefined,
      // 3 bytes of byte order mark, 40 of headings, 2,129 of records 1 to 49 and 4 of "R50,": then the £.
      notUtf8At('in record 50 (“R50”), 2,176 bytes into the file'),
    ],
    [
      'the headings in Latin-1, a pipe file whose sep= line names its delimiter (its 7 bytes, not sent, counted)',
      join('Ref|Stra', [0xdf], 'e\r\nR1|Hauptstr. 1\r\n'),
      true,
      '|',
      notUtf8At('in the line of headings, 15 bytes into the file'),
    ],
    [
      'a file saved as UTF-16',
      Uint8Array.of(0xff, 0xfe, 0x52, 0x00),
      true,
      undefined,
      'This file is saved as Unicode (UTF-16) text. Save it as CSV UTF-8 and choose it again.',
    ],
  ] as const)('%s', (_, bytes, wholeFile, known, problem) => {
    // A sep= line (`sep=|` and CRLF) is left out of what is sent and read; the refusal counts it back in.
    expect(firstChunkEncodingProblem(bytes, wholeFile, known, known ? 7 : 0)).toBe(problem);
  });
});
