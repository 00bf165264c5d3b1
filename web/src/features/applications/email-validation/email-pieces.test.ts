// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { findEmails } from './email-pieces';

describe('where the addresses stand in the text', () => {
  it.each([
    [
      'a@example.com, b@example.com',
      [
        ['a@example.com', 0],
        ['b@example.com', 15],
      ],
    ],
    ['Jo <jo@example.com>', [['jo@example.com', 4]]],
    ['"jo@example.com"', [['jo@example.com', 1]]],
    ['x,"john doe"@gmail.com', [['"john doe"@gmail.com', 2]]],
    ['Jo <jo @example.com>', [['jo @example.com', 4]]],
    ['Jo (mailto:jo@example.com)', [['jo@example.com', 11]]],
  ] as const)('%s', (text, expected) => {
    const { found } = findEmails(text);
    expect(found.map(({ email, start }) => [email, start])).toEqual(expected);
    for (const { email, start, end } of found) expect(text.slice(start, end)).toBe(email);
  });
});
