import { describe, expect, it } from 'vitest';
import { Utf8Check } from '../src/address-cleanse/utf8-check';

const utf8 = (text: string) => new Uint8Array(Buffer.from(text, 'utf8'));
const latin1 = (text: string) => new Uint8Array(Buffer.from(text, 'latin1'));

/** Every way of cutting `bytes` into pieces of `size`, checked as one chunk: the first refusal, or null. */
function checked(bytes: Uint8Array, size: number, midFile = false) {
  const check = new Utf8Check(midFile);
  for (let at = 0; at < bytes.length; at += size) {
    const found = check.push(bytes.subarray(at, at + size));
    if (found) return found;
  }
  return null;
}

const customers = 'Name,Street,Town\r\nRené Müller,4 Rue Café,Genève\r\n用户,1 Straße,Zürich 😀\r\n';

describe('a chunk checked as UTF-8 as it passes', () => {
  it.each([1, 2, 3, 5, 64, 65_536])('takes UTF-8 text whatever pieces it comes in (pieces of %i bytes)', (size) => {
    expect(checked(utf8(customers), size)).toBeNull();
  });

  it.each([1, 2, 3, 7, 65_536])('finds the first byte that is not UTF-8, where it is in the chunk (pieces of %i bytes)', (size) => {
    // "é" as Windows writes it, one byte: 0xE9, followed by a letter that cannot continue it.
    const bytes = latin1('Name,Street\r\nRené Müller,4 Rue Café\r\n');
    expect(checked(bytes, size)).toEqual({ offset: 16, byte: 0xe9 });
  });

  it.each([
    ['a byte that starts no character (0xFF)', new Uint8Array([0x41, 0x42, 0xff, 0x43]), { offset: 2, byte: 0xff }],
    ['a character written in too many bytes (0xC0 0xAF, an overlong /)', new Uint8Array([0x41, 0xc0, 0xaf]), { offset: 1, byte: 0xc0 }],
    ['a lone continuation byte in the middle', new Uint8Array([0x41, 0x42, 0x43, 0x44, 0x80, 0x45]), { offset: 4, byte: 0x80 }],
    ['a character cut short by the next one', new Uint8Array([0x41, 0xe2, 0x82, 0x41]), { offset: 1, byte: 0xe2 }],
    ['a surrogate written as UTF-8 (0xED 0xA0 0x80)', new Uint8Array([0x41, 0xed, 0xa0, 0x80, 0x41]), { offset: 1, byte: 0xed }],
  ])('refuses %s', (_, bytes, found) => {
    expect(checked(bytes, 1)).toEqual(found);
    expect(checked(bytes, 64)).toEqual(found);
  });

  it('lets a chunk end inside a character, and the next chunk begin inside it, as the browser cuts a file by bytes', () => {
    const bytes = utf8('Zürich 😀');
    const cut = bytes.length - 2; // two of the emoji's four bytes in each chunk
    expect(checked(bytes.subarray(0, cut), 3)).toBeNull();
    expect(checked(bytes.subarray(cut), 1, true)).toBeNull();
    // The file's first chunk cannot begin inside a character.
    expect(checked(bytes.subarray(cut), 1, false)).toEqual({ offset: 0, byte: bytes[cut] });
  });
});
