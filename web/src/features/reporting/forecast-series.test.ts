// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { FORECAST_HORIZON_DAYS, forecastChart } from './forecast-series';

const day = (iso: string) => Date.parse(`${iso}T00:00:00Z`);

describe('forecastChart', () => {
  it('falls in a straight line from today’s clicks left to none on the run-out day', () => {
    const chart = forecastChart('2026-11-23', [
      { name: 'Email', remainClicks: 1000, runOutDate: '2026-11-27T00:00:00.000Z', periodEnd: '2026-11-30T00:00:00.000Z' },
    ]);
    expect(chart.days[0]).toBe(day('2026-11-23'));
    expect(chart.days.at(-1)).toBe(day('2026-11-30'));
    expect(chart.series[0]!.values).toEqual([1000, 750, 500, 250, 0, null, null, null]);
  });

  it.each([
    ['no use: flat', { remainClicks: 500, runOutDate: null, periodEnd: null }, [500, 500, 500, 500, 500, 500, 500, 500]],
    [
      'none left: nothing from today',
      { remainClicks: 0, runOutDate: '2026-11-23T00:00:00.000Z', periodEnd: null },
      [0, null, null, null, null, null, null, null],
    ],
  ])('%s (a week is shown at least)', (_, input, values) => {
    expect(forecastChart('2026-11-23', [{ name: 'Plan', ...input }]).series[0]!.values).toEqual(values);
  });

  it('runs to the latest run-out or period end of all subscriptions, within the horizon', () => {
    const chart = forecastChart('2026-11-23', [
      { name: 'A', remainClicks: 10, runOutDate: '2026-12-01T00:00:00.000Z', periodEnd: '2027-01-01T00:00:00.000Z' },
      { name: 'B', remainClicks: 10, runOutDate: '2099-01-01T00:00:00.000Z', periodEnd: null },
    ]);
    expect(chart.days).toHaveLength(FORECAST_HORIZON_DAYS + 1);
    expect(chart.series[1]!.values.every((value) => value !== null && value > 0)).toBe(true);
    expect(chart.series.map((line) => line.runsOutAfterEnd)).toEqual([false, true]);
  });

  // The horizon from 2026-11-23 ends on 2027-12-28 (400 days on): a line reaches none on that day
  // at the latest, and one that runs out later ends above none, which the card then says.
  it.each([
    ['on the last day: reaches none there', '2027-12-28', false, 0],
    ['the day after: ends above none', '2027-12-29', true, 1],
    ['years after: ends above none', '2028-04-04', true, 98],
    ['not in use: flat, no run-out', null, false, 500],
  ])('a run-out %s', (_, runOut, runsOutAfterEnd, lastValue) => {
    const [line] = forecastChart('2026-11-23', [
      { name: 'Address Lookup', remainClicks: 500, runOutDate: runOut && `${runOut}T00:00:00.000Z`, periodEnd: '2099-01-01T00:00:00.000Z' },
    ]).series;
    expect(line!.runsOutAfterEnd).toBe(runsOutAfterEnd);
    expect(line!.values.at(-1)).toBe(lastValue);
  });
});
