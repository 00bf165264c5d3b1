import type { UsagePeriod } from '../generated/resolvers';
import { MAX_REPORT_DAYS } from '../input-bounds';

const DAY_SECONDS = 86_400;

export { MAX_REPORT_DAYS };

/** The dates a report covers, in epoch seconds: its first and its last second. */
export interface ReportWindow {
  from: number;
  to: number;
  period: UsagePeriod;
}

/**
 * Why a report cannot be made for the dates asked; null when it can. The length is the settled
 * window's, so a monthly report widened past the limit is refused here, not by the service.
 */
export function windowProblem(from: number, to: number, period: UsagePeriod): string | null {
  // The time of day is ignored (a report covers whole UTC days): 22:30 to 00:00 of one day is that day.
  if (Math.floor(to / DAY_SECONDS) < Math.floor(from / DAY_SECONDS)) return "The report's end date must not be before its start date";
  const window = reportWindow(from, to, period);
  if (window.to - window.from <= MAX_REPORT_DAYS * DAY_SECONDS) return null;
  if (period !== 'monthly') return `Choose a period of at most ${MAX_REPORT_DAYS} days`;
  // The dates asked may fit while their whole months do not: say so in months, which is what was chosen.
  const months = windowPeriods(window).length;
  const days = Math.round((window.to + 1 - window.from) / DAY_SECONDS);
  return (
    `A monthly report covers whole months, and ${monthName.format(window.from * 1000)} to ` +
    `${monthName.format(window.to * 1000)} is ${months} months (${days} days): choose at most ${MAX_REPORT_MONTHS} months`
  );
}

/** The most whole months a monthly report can cover: any 24 months are at most 731 days. */
export const MAX_REPORT_MONTHS = 24;

const monthName = new Intl.DateTimeFormat('en-GB', { month: 'long', year: 'numeric', timeZone: 'UTC' });

function monthStart(seconds: number, addMonths = 0): number {
  const date = new Date(seconds * 1000);
  return Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + addMonths, 1) / 1000;
}

/**
 * The one place a report's dates are settled. Daily: the whole days from `from`'s to `to`'s (UTC).
 * Monthly: widened to month bounds (docs/texts-and-constants.md), from the 1st of `from`'s month to the last
 * second of `to`'s month, so every figure is a whole month's and the months read the same whatever
 * days were picked.
 */
export function reportWindow(from: number, to: number, period: UsagePeriod): ReportWindow {
  if (period === 'monthly') return { from: monthStart(from), to: monthStart(to, 1) - 1, period };
  const firstDay = Math.floor(from / DAY_SECONDS) * DAY_SECONDS;
  const lastDay = Math.floor(to / DAY_SECONDS) * DAY_SECONDS;
  return { from: firstDay, to: lastDay + DAY_SECONDS - 1, period };
}

/**
 * The start of each day (daily) or month (monthly) of a settled window, oldest first: the periods
 * the account manager lists a figure for, each of them (with 0 where unused).
 */
export function windowPeriods(window: ReportWindow): number[] {
  const periods: number[] = [];
  if (window.period === 'monthly') {
    for (let month = window.from; month <= window.to; month = monthStart(month, 1)) periods.push(month);
  } else {
    for (let day = window.from; day <= window.to; day += DAY_SECONDS) periods.push(day);
  }
  return periods;
}
