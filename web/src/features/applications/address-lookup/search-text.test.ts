// @vitest-environment node
import { MAX_SUGGESTION_TEXT } from '@portal/gateway/input-bounds';
import { describe, expect, it } from 'vitest';
import { searchedText } from './search-text';

const house = '🏠';

describe('searchedText', () => {
  it.each([
    ['an address, kept whole', '1 High Street, Amersham', '1 High Street, Amersham', false],
    ['500 letters, kept whole', 'a'.repeat(500), 'a'.repeat(500), false],
    ['501 letters, cut to 500', 'a'.repeat(501), 'a'.repeat(500), true],
    ['260 emoji (520 UTF-16 units), kept whole', house.repeat(260), house.repeat(260), false],
    ['500 emoji, kept whole', house.repeat(500), house.repeat(500), false],
    ['501 emoji, cut to 500 whole ones', house.repeat(501), house.repeat(500), true],
    ['a letter and 300 emoji, kept whole', `a${house.repeat(300)}`, `a${house.repeat(300)}`, false],
    ['a letter and 500 emoji, cut after an emoji, not within one', `a${house.repeat(500)}`, `a${house.repeat(499)}`, true],
    ['accented letters of two code points each, counted as two', 'e\u0301'.repeat(251), 'e\u0301'.repeat(250), true],
  ])('%s', (_, typed, kept, cut) => {
    const searched = searchedText(typed);
    expect(searched).toEqual({ text: kept, cut });
    expect(Array.from(searched.text).length).toBeLessThanOrEqual(MAX_SUGGESTION_TEXT);
    // No half of a surrogate pair is left at the end.
    expect(searched.text).not.toMatch(/\p{Cs}/u);
  });
});
