import { describe, expect, it } from 'vitest';
import { reportWindow, windowPeriods, windowProblem } from '../src/reporting/report-window';

const s = (iso: string) => Date.parse(iso) / 1000;

describe('reportWindow: the dates a report covers', () => {
  it.each([
    ['daily: whole days, times of day ignored', '2026-03-15T10:20:00Z', '2026-05-10T01:00:00Z', 'daily', '2026-03-15T00:00:00Z', '2026-05-10T23:59:59Z'],
    ['daily: one day', '2026-03-15T00:00:00Z', '2026-03-15T00:00:00Z', 'daily', '2026-03-15T00:00:00Z', '2026-03-15T23:59:59Z'],
    ['monthly: widened to month bounds', '2026-03-15T00:00:00Z', '2026-05-10T00:00:00Z', 'monthly', '2026-03-01T00:00:00Z', '2026-05-31T23:59:59Z'],
    ['monthly: already whole months stay', '2026-03-01T00:00:00Z', '2026-03-31T23:59:59Z', 'monthly', '2026-03-01T00:00:00Z', '2026-03-31T23:59:59Z'],
    ['monthly: February of a leap year', '2028-02-10T00:00:00Z', '2028-02-11T00:00:00Z', 'monthly', '2028-02-01T00:00:00Z', '2028-02-29T23:59:59Z'],
    ['monthly: across the new year', '2025-12-31T23:00:00Z', '2026-01-01T00:00:00Z', 'monthly', '2025-12-01T00:00:00Z', '2026-01-31T23:59:59Z'],
  ] as const)('%s', (_name, from, to, period, wantFrom, wantTo) => {
    expect(reportWindow(s(from), s(to), period)).toEqual({ from: s(wantFrom), to: s(wantTo), period });
  });
});

describe('windowPeriods: the days or months a window lists a figure for', () => {
  const iso = (seconds: number) => new Date(seconds * 1000).toISOString();
  it.each([
    [
      'daily: each day, the last one included',
      '2026-03-30T10:00:00Z',
      '2026-04-02T00:00:00Z',
      'daily',
      ['2026-03-30', '2026-03-31', '2026-04-01', '2026-04-02'],
    ],
    ['daily: one day', '2026-03-15T00:00:00Z', '2026-03-15T00:00:00Z', 'daily', ['2026-03-15']],
    ['monthly: across the new year', '2025-11-20T00:00:00Z', '2026-02-10T00:00:00Z', 'monthly', ['2025-11-01', '2025-12-01', '2026-01-01', '2026-02-01']],
    ['monthly: one month', '2028-02-10T00:00:00Z', '2028-02-29T00:00:00Z', 'monthly', ['2028-02-01']],
  ] as const)('%s', (_name, from, to, period, want) => {
    expect(windowPeriods(reportWindow(s(from), s(to), period)).map(iso)).toEqual(want.map((day) => `${day}T00:00:00.000Z`));
  });
});

describe('windowProblem', () => {
  it.each([
    ['a fine range', '2026-03-01', '2026-03-31', 'daily', null],
    ['the end before the start', '2026-03-31', '2026-03-01', 'daily', "The report's end date must not be before its start date"],
    ['the end earlier in the same day: the time of day is ignored', '2026-11-28T22:30:00Z', '2026-11-28T00:00:00Z', 'daily', null],
    [
      'the end on the day before, a second earlier',
      '2026-11-28T00:00:00Z',
      '2026-11-27T23:59:59Z',
      'daily',
      "The report's end date must not be before its start date",
    ],
    ['731 days and a bit: 2 years of days', '2026-01-01', '2028-01-01', 'daily', null],
    ['over 731 days', '2026-01-01', '2028-01-03', 'daily', 'Choose a period of at most 731 days'],
    [
      'monthly, within the limit only before widening',
      '2026-01-15',
      '2028-01-02',
      'monthly',
      'A monthly report covers whole months, and January 2026 to January 2028 is 25 months (761 days): choose at most 24 months',
    ],
    ['monthly: 24 whole months with a leap day', '2027-03-01', '2029-02-28', 'monthly', null],
    [
      'monthly: 730 days that widen to 25 months',
      '2024-02-29',
      '2026-02-28',
      'monthly',
      'A monthly report covers whole months, and February 2024 to February 2026 is 25 months (759 days): choose at most 24 months',
    ],
  ] as const)('%s', (_name, from, to, period, want) => {
    expect(windowProblem(s(from), s(to), period)).toBe(want);
  });
});
