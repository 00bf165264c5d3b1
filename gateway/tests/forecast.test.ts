import { describe, expect, it } from 'vitest';
import { clickForecast } from '../src/reporting/forecast';

const DAY = 86_400;
const today = Date.UTC(2026, 10, 23) / 1000;
const now = today + 15 * 3600;

describe('clickForecast: when the clicks run out at the recent daily average', () => {
  it.each([
    [
      'whole days: 100 clicks at 10 a day last 10 days',
      { remainClicks: 100, averageClicks: 10, endDate: today + 30 * DAY, estimatedRenewalDate: null },
      today + 10 * DAY,
      today + 30 * DAY,
      true,
    ],
    [
      'a part day counts as a day',
      { remainClicks: 101, averageClicks: 10, endDate: today + 30 * DAY, estimatedRenewalDate: null },
      today + 11 * DAY,
      today + 30 * DAY,
      true,
    ],
    [
      'renewal date first, over the end date',
      { remainClicks: 100, averageClicks: 2.5, endDate: today + 10 * DAY, estimatedRenewalDate: today + 60 * DAY },
      today + 40 * DAY,
      today + 60 * DAY,
      true,
    ],
    [
      'lasts beyond the end: no warning',
      { remainClicks: 1000, averageClicks: 10, endDate: today + 30 * DAY, estimatedRenewalDate: 0 },
      today + 100 * DAY,
      today + 30 * DAY,
      false,
    ],
    [
      'on the end day itself: no warning',
      { remainClicks: 300, averageClicks: 10, endDate: today + 30 * DAY, estimatedRenewalDate: null },
      today + 30 * DAY,
      today + 30 * DAY,
      false,
    ],
    [
      'nothing used: never runs out',
      { remainClicks: 50, averageClicks: 0, endDate: today + 30 * DAY, estimatedRenewalDate: null },
      null,
      today + 30 * DAY,
      false,
    ],
    // Used up: no day to come, but still short of clicks until it renews or ends.
    [
      'none left: no run-out day, and the warning',
      { remainClicks: 0, averageClicks: 4, endDate: today + 30 * DAY, estimatedRenewalDate: null },
      null,
      today + 30 * DAY,
      true,
    ],
    ['none left and no end or renewal date: no warning', { remainClicks: 0, averageClicks: 4, endDate: null, estimatedRenewalDate: null }, null, null, false],
    // Ended (the service's expired): its clicks left can no longer be used, so nothing is forecast.
    ['ended yesterday: no forecast', { remainClicks: 100, averageClicks: 3.3, endDate: today - DAY, estimatedRenewalDate: null }, null, today - DAY, false],
    ['ended at this very second: no forecast', { remainClicks: 100, averageClicks: 3.3, endDate: now, estimatedRenewalDate: null }, null, now, false],
    [
      'ended with none left: no forecast, no warning',
      { remainClicks: 0, averageClicks: 3.3, endDate: today - DAY, estimatedRenewalDate: 0 },
      null,
      today - DAY,
      false,
    ],
    [
      'ends later today: still forecast',
      { remainClicks: 100, averageClicks: 10, endDate: now + 3600, estimatedRenewalDate: null },
      today + 10 * DAY,
      now + 3600,
      false,
    ],
    ['no end or renewal date: no warning', { remainClicks: 10, averageClicks: 5, endDate: 0, estimatedRenewalDate: null }, today + 2 * DAY, null, false],
  ] as const)('%s', (_name, input, runOutDate, periodEnd, runsOutEarly) => {
    expect(clickForecast(input, now)).toEqual({
      dailyAverage: input.averageClicks,
      remainClicks: input.remainClicks,
      runOutDate,
      periodEnd,
      runsOutEarly,
    });
  });
});
