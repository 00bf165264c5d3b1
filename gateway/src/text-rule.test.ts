import { describe, expect, it } from 'vitest';
import { controlCharacterWords, isBlankText, isOneLine } from './text-rule';

describe('a text with nothing a screen shows counts as blank', () => {
  it.each([
    // name, text, blank
    ['empty', '', true],
    ['spaces, a tab and a line break', ' \t\n ', true],
    ['a no-break and an ideographic space', '\u00a0\u3000', true],
    ['zero-width spaces', '\u200b\u200b', true],
    ['zero-width non-joiner and joiner', '\u200c\u200d', true],
    ['a word joiner and a byte order mark', '\u2060\ufeff', true],
    ['a NUL', '\u0000', true],
    ['a right-to-left override', '\u202e', true],
    ['a soft hyphen and a variation selector', '\u00ad\ufe0f', true],
    ['a Hangul filler', '\u3164', true],
    ['a name', 'Ada Lovelace', false],
    ['a name in Greek', 'Αθηνά', false],
    ['a name in Arabic', 'شركة', false],
    ['a name in Chinese', '北京', false],
    ['a name with a combining accent', 'Jose\u0301', false],
    ['a combining mark alone', '\u0301', false],
    ['an emoji', '🏢', false],
    ['a family emoji joined by zero-width joiners', '👩\u200d👩\u200d👧', false],
    ['a zero-width space beside a letter', '\u200bA', false],
    ['a dot', '.', false],
  ])('%s: %j', (_name, text, blank) => {
    expect(isBlankText(text)).toBe(blank);
  });
});

describe('the control characters a free text may not hold', () => {
  it.each([
    // name, text, the character refused (undefined for none)
    ['a NUL', 'Acme\u0000Ltd', 'U+0000, null character'],
    ['an escape', 'Acme\u001b[31m', 'U+001B, escape'],
    ['a line break in one line', 'Acme\nLtd', 'U+000A, line break'],
    ['a tab in one line', 'Acme\tLtd', 'U+0009, tab'],
    ['a delete', 'Acme\u007f', 'U+007F, delete'],
    ['a C1 control', 'Acme\u0085', 'U+0085, next line'],
    ['another C1 control', 'Acme\u0090', 'U+0090'],
    ['a right-to-left override', 'Acme\u202egpj.exe', 'U+202E, right-to-left override'],
    ['a left-to-right embedding', '\u202aAcme', 'U+202A, left-to-right embedding'],
    ['a first strong isolate', 'Acme \u2068Ltd\u2069', 'U+2068, first strong isolate'],
    ['a pop directional isolate', 'Acme\u2069', 'U+2069, pop directional isolate'],
    ['the first of two, counted as a person reads', '👩‍👩 \u202e\u0000', 'U+202E, right-to-left override'],
    ['a name', 'Ada Lovelace', undefined],
    ['Arabic with a right-to-left mark', 'شركة\u200f Ltd', undefined],
    ['a family emoji', '👩\u200d👩\u200d👧', undefined],
    ['a zero-width space inside', 'Acme\u200bLtd', undefined],
    ['a combining accent', 'Jose\u0301', undefined],
  ])('%s: %j', (_name, text, refused) => {
    const words = controlCharacterWords(text);
    expect(words).toBe(refused === undefined ? undefined : `This has an invisible control character (${refused}): remove it.`);
  });

  it.each([
    ['a line break', 'First line\nsecond line'],
    ['a Windows line break', 'First line\r\nsecond line'],
    ['a tab', 'Item\t5'],
  ])('a text of several lines keeps %s', (_name, text) => {
    expect(controlCharacterWords(text, { multiline: true })).toBeUndefined();
  });

  it('a text of several lines still refuses a NUL and an override', () => {
    expect(controlCharacterWords('First line\n\u0000', { multiline: true })).toBe(
      'This has an invisible control character (U+0000, null character): remove it.',
    );
    expect(controlCharacterWords('First line\n\u202e', { multiline: true })).toBe(
      'This has an invisible control character (U+202E, right-to-left override): remove it.',
    );
  });
});

describe('a text of one line (a token tag)', () => {
  it.each([
    ['a tag', 'Web shop', true],
    ['a tag in Arabic with a right-to-left mark', 'شركة\u200f web', true],
    ['an emoji joined by zero-width joiners', '👩\u200d👩\u200d👧', true],
    ['a line break', 'Web\nshop', false],
    ['a tab', 'Web\tshop', false],
    ['an escape', 'Web\u001bshop', false],
    ['a C1 control', 'Web\u0085shop', false],
    ['a right-to-left override', 'web\u202egpj.exe', false],
    ['a right-to-left isolate', 'web\u2067shop', false],
    ['a line separator', 'Web\u2028shop', false],
    ['a paragraph separator', 'Web\u2029shop', false],
  ])('%s: %j', (_name, text, oneLine) => {
    expect(isOneLine(text)).toBe(oneLine);
  });
});
