// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { noMatchHint } from './no-match-hint';

describe('noMatchHint', () => {
  it.each([
    ['uk', false, 'Try a postcode, with or without its space (M1\u00a01AA), or a number and street, such as 10 Downing Street.'],
    ['australia', false, 'Try a number and street with the suburb or postcode, such as 12 Wattle Street 2000.'],
    ['uk', true, 'Try the street and town, or the postcode, as the country chosen writes them.'],
    ['australia', true, 'Try the street and town, or the postcode, as the country chosen writes them.'],
  ] as const)('%s, international %s: %s', (territory, international, expected) => {
    expect(noMatchHint(territory, international)).toBe(expected);
  });
});
