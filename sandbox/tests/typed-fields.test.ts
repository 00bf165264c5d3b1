import { describe, expect, it } from 'vitest';
import { calendarDate, parseCalendarDate } from '../src/http/typed-fields';

describe('calendar dates (yyyy-mm-dd), as the lead form sends its close date', () => {
  it.each([
    ['2026-12-31', Date.UTC(2026, 11, 31) / 1000],
    [' 2028-02-29 ', Date.UTC(2028, 1, 29) / 1000],
    ['1970-01-01', 0],
    ['2026-02-29', undefined],
    ['2026-02-30', undefined],
    ['2026-13-01', undefined],
    ['2026-00-10', undefined],
    ['2026-1-5', undefined],
    ['31/12/2026', undefined],
    ['2026-12-31T00:00:00Z', undefined],
    ['', undefined],
    [20261231, undefined],
    [null, undefined],
  ])('reads %j as %j', (value, seconds) => {
    expect(parseCalendarDate(value)).toBe(seconds);
  });

  it.each([
    [0, '1970-01-01'],
    [Date.UTC(2026, 11, 31, 23, 59, 59) / 1000, '2026-12-31'],
    [Date.UTC(2027, 0, 1) / 1000, '2027-01-01'],
  ])('writes %j as %j, the UTC day', (seconds, text) => {
    expect(calendarDate(seconds)).toBe(text);
  });
});
