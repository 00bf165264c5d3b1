import { describe, expect, it } from 'vitest';
import { invalidUtf8At, unfinishedUtf8 } from '../src/address-cleanse/utf8-rule';

const bytes = (...values: number[]) => Uint8Array.from(values);

describe('where bytes stop being UTF-8', () => {
  it.each([
    ['ASCII', bytes(0x41, 0x42), false, -1],
    ['é, £, € and an emoji whole', new TextEncoder().encode('é£€😀'), true, -1],
    ['a Latin-1 é (0xE9) after two letters', bytes(0x41, 0x42, 0xe9, 0x43), false, 2],
    ['a continuation byte alone', bytes(0x41, 0x80), false, 1],
    ['an overlong two-byte form (0xC0 0xAF)', bytes(0xc0, 0xaf), false, 0],
    ['an overlong three-byte form (0xE0 0x80 0x80)', bytes(0x41, 0xe0, 0x80, 0x80), false, 1],
    ['a surrogate (0xED 0xA0 0x80)', bytes(0xed, 0xa0, 0x80), false, 0],
    ['past U+10FFFF (0xF4 0x90)', bytes(0xf4, 0x90, 0x80, 0x80), false, 0],
    ['0xF5 and above', bytes(0x41, 0xf5), false, 1],
    ['a three-byte € cut short by a letter', bytes(0xe2, 0x82, 0x41), false, 0],
    ['€ cut at the end, more to come', bytes(0x41, 0xe2, 0x82), false, -1],
    ['€ cut at the end of the file', bytes(0x41, 0xe2, 0x82), true, 1],
  ])('%s', (_, input, end, at) => {
    expect(invalidUtf8At(input, end)).toBe(at);
    // It places what the decoder refuses: all before it is UTF-8, and the decoder refuses the whole.
    const decode = (part: Uint8Array) => new TextDecoder('utf-8', { fatal: true }).decode(part, { stream: !end });
    if (at < 0) expect(() => decode(input)).not.toThrow();
    else {
      expect(() => new TextDecoder('utf-8', { fatal: true }).decode(input.subarray(0, at), { stream: true })).not.toThrow();
      expect(() => decode(input)).toThrow();
    }
  });
});

describe('the unfinished character at the end of a chunk', () => {
  it.each([
    ['none after ASCII', bytes(0x41), []],
    ['none after a whole é', bytes(0x41, 0xc3, 0xa9), []],
    ['the first byte of é', bytes(0x41, 0xc3), [0xc3]],
    ['two bytes of €', bytes(0x41, 0xe2, 0x82), [0xe2, 0x82]],
    ['three bytes of an emoji', bytes(0xf0, 0x9f, 0x98), [0xf0, 0x9f, 0x98]],
    ['none after a whole emoji', bytes(0xf0, 0x9f, 0x98, 0x80), []],
  ])('%s', (_, input, held) => {
    expect([...unfinishedUtf8(input)]).toEqual(held);
  });
});
