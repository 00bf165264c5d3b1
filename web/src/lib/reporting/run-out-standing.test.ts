// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { runOutStanding, runOutStandingText } from './run-out-standing';

const day = '2026-12-30T00:00:00.000Z';

describe("a subscription's run-out standing", () => {
  it.each([
    ['a run-out day to come', { status: 'active', remainClicks: 70, runOutDate: day }, 'runsOut', '30 Dec 2026'],
    ['clicks left, none used', { status: 'active', remainClicks: 100, runOutDate: null }, 'notInUse', 'Not in use'],
    // Not "runs out today", every day anew.
    ['none left', { status: 'active', remainClicks: 0, runOutDate: null }, 'usedUp', 'Used up'],
    // Past its end: its status, as home and Services show it, rather than a day.
    ['expired with clicks left', { status: 'expired', remainClicks: 100, runOutDate: null }, 'ended', 'Expired'],
    ['expired, used up too', { status: 'expired', remainClicks: 0, runOutDate: null }, 'ended', 'Expired'],
    ['disabled, whatever the day', { status: 'disabled', remainClicks: 50, runOutDate: day }, 'ended', 'Disabled'],
    ['a status without words', { status: '', remainClicks: 50, runOutDate: null }, 'ended', 'Ended'],
  ] as const)('%s', (_name, figures, standing, text) => {
    expect(runOutStanding(figures)).toBe(standing);
    expect(runOutStandingText(figures)).toBe(text);
  });
});
