// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { formatClicks, formatDay } from './display-format';

describe('display format', () => {
  it.each([
    ['2027-05-07T00:00:00.000Z', '7 May 2027'],
    // The services' days are UTC days: half past midnight UTC is that day, even west of Greenwich.
    ['2026-12-05T00:30:00.000Z', '5 Dec 2026'],
    ['2026-01-01', '1 Jan 2026'],
    [null, '—'],
    [undefined, '—'],
    ['', '—'],
  ] as const)('writes the day %s as %s', (iso, text) => {
    expect(formatDay(iso)).toBe(text);
  });
  it.each([
    [0, '0'],
    [20_000, '20,000'],
    [1_234_567, '1,234,567'],
  ])('writes %s clicks as %s', (clicks, text) => {
    expect(formatClicks(clicks)).toBe(text);
  });
});
