// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { decodeText, fileProblem, isBinary } from './file-check';

const text = (s: string) => new TextEncoder().encode(s);

describe('files that cannot be uploaded', () => {
  it.each([
    { name: 'empty', size: 0, bytes: new Uint8Array(), problem: 'This file is empty. Choose a file with a row for each address.' },
    {
      name: 'a zip',
      size: 4,
      bytes: Uint8Array.of(0x50, 0x4b, 0x03, 0x04, 0, 0),
      problem: 'This is not a text file. Choose a CSV, TSV or text file with a row for each address.',
    },
    { name: 'a CSV', size: 10, bytes: text('a,b\r\n1,2\t3\n'), problem: null },
    { name: 'UTF-8 names', size: 10, bytes: text('Zoë,Łódź\n'), problem: null },
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
