// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { EARLIEST_DAY_RULE, isKeptDay, isWholeNumberFrom, LARGEST_INT, shownNumber } from './bounds';

describe('bounds', () => {
  it.each([
    ['1', 1, 10, true],
    ['10', 1, 10, true],
    ['0', 1, 10, false],
    ['11', 1, 10, false],
    ['0', 0, LARGEST_INT, true],
    ['2147483647', 0, LARGEST_INT, true],
    ['2147483648', 0, LARGEST_INT, false],
    ['5000000000', 1, LARGEST_INT, false],
    ['99999999999999999999999', 1, LARGEST_INT, false],
    ['1.5', 1, 10, false],
    ['-1', -5, 10, false],
    ['', 0, 10, false],
  ] as const)('reads %j as a whole number from %i to %i: %s', (text, min, max, whole) => {
    expect(isWholeNumberFrom(text, min, max)).toBe(whole);
  });

  it.each([
    ['1970-01-01', true],
    ['2026-11-28', true],
    ['1969-12-31', false],
    ['1900-01-01', false],
  ] as const)('keeps %s: %s', (day, kept) => {
    expect(isKeptDay(day)).toBe(kept);
  });

  it('writes bounds as the forms do', () => {
    expect(shownNumber(1_000_000_000)).toBe('1,000,000,000');
    expect(EARLIEST_DAY_RULE).toBe('Enter a date on or after 01/01/1970');
  });
});
