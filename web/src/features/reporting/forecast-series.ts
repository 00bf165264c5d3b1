/**
 * The forecast drawn on the summary's chart: each subscription's clicks left, from today falling in
 * a straight line to none on its run-out day (the gateway's `forecast`). Pure.
 */

export interface ForecastInput {
  name: string;
  remainClicks: number;
  /** ISO date-time of the run-out day; null when the clicks are not being used. */
  runOutDate: string | null;
  /** ISO date-time the subscription renews or ends; null when neither is known. */
  periodEnd: string | null;
}

export interface ForecastChart {
  /** The days along the axis, from today, as times (ms). */
  days: number[];
  /**
   * Per subscription, its clicks left on each day; null after the clicks have run out. A line whose
   * run-out day is past the horizon ends above none (`runsOutAfterEnd`), and the card says when.
   */
  series: { name: string; values: (number | null)[]; runsOutAfterEnd: boolean }[];
}

const DAY = 86_400_000;
/** How far ahead the chart looks at most, so a plan that lasts for years does not flatten the rest. */
export const FORECAST_HORIZON_DAYS = 400;

const dayOf = (iso: string) => Date.parse(iso.slice(0, 10) + 'T00:00:00Z');

/**
 * The days from `today` (yyyy-mm-dd) to the last run-out or period end (at most the horizon), and
 * each subscription's clicks left along them: remainClicks today, none on the run-out day.
 */
export function forecastChart(today: string, inputs: readonly ForecastInput[]): ForecastChart {
  const start = dayOf(today);
  const ends = inputs.flatMap((input) => [input.runOutDate, input.periodEnd]).filter((date): date is string => date !== null);
  const last = Math.max(start + 7 * DAY, ...ends.map(dayOf));
  const count = Math.min(FORECAST_HORIZON_DAYS, Math.round((last - start) / DAY)) + 1;
  const days = Array.from({ length: count }, (_, index) => start + index * DAY);
  const series = inputs.map((input) => {
    if (input.runOutDate === null) return { name: input.name, values: days.map(() => input.remainClicks), runsOutAfterEnd: false };
    const span = Math.max(0, Math.round((dayOf(input.runOutDate) - start) / DAY));
    return {
      name: input.name,
      runsOutAfterEnd: span >= days.length,
      values: days.map((_, index) => {
        if (index > span) return null;
        if (span === 0) return 0;
        return Math.round(input.remainClicks * (1 - index / span));
      }),
    };
  });
  return { days, series };
}
