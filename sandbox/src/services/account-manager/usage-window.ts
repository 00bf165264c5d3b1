import type { Request } from 'express';
import { HttpError } from '../../http/errors';
import { queryParam, requiredQueryParam } from '../../http/params';
import { DAY_SECONDS } from '../../seed/clock';

export type UsagePeriod = 'daily' | 'monthly';

/** The longest range one usage request may ask for, as the token usage calls allow. */
export const MAX_USAGE_DAYS = 731;

/**
 * The periods a usage request covers: every day from fromDate's day to toDate's, or every month
 * from fromDate's month to toDate's (monthly periods are widened to month bounds, docs/texts-and-constants.md).
 * `from` and `to` are the first and last second covered.
 */
export interface UsageWindow {
  period: UsagePeriod;
  starts: number[];
  from: number;
  to: number;
}

export function monthStart(seconds: number, addMonths = 0): number {
  const date = new Date(seconds * 1000);
  return Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + addMonths, 1) / 1000;
}

function secondsParam(req: Request, name: string): number {
  const raw = requiredQueryParam(req, name);
  if (!/^\d{1,12}$/.test(raw)) throw new HttpError(400, `${name} must be a date in epoch seconds`);
  return Number(raw);
}

export function usageWindow(fromDate: number, toDate: number, period: UsagePeriod): UsageWindow {
  if (toDate < fromDate) throw new HttpError(400, 'toDate must not be before fromDate');
  if (toDate - fromDate > MAX_USAGE_DAYS * DAY_SECONDS) throw new HttpError(400, `Ask for at most ${MAX_USAGE_DAYS} days at a time`);
  const starts: number[] = [];
  if (period === 'daily') {
    for (let day = Math.floor(fromDate / DAY_SECONDS) * DAY_SECONDS; day <= toDate; day += DAY_SECONDS) starts.push(day);
  } else {
    for (let month = monthStart(fromDate); month <= toDate; month = monthStart(month, 1)) starts.push(month);
  }
  const first = starts[0] ?? fromDate;
  const last = starts[starts.length - 1] ?? fromDate;
  return { period, starts, from: first, to: (period === 'daily' ? last + DAY_SECONDS : monthStart(last, 1)) - 1 };
}

/** The window of a request's `fromDate`, `toDate` and (where the call takes one) `period`. */
export function usageWindowOf(req: Request, withPeriod: boolean): UsageWindow {
  const period = withPeriod ? (queryParam(req, 'period') ?? 'daily') : 'daily';
  if (period !== 'daily' && period !== 'monthly') throw new HttpError(400, 'period must be daily or monthly');
  return usageWindow(secondsParam(req, 'fromDate'), secondsParam(req, 'toDate'), period);
}

/** Daily rows summed into the window's periods; every period is listed, unused ones with 0 clicks. */
export function usageByPeriod(days: readonly { date: number; clicks: number }[], window: UsageWindow): { period: number; clicks: number }[] {
  const periodOf = (date: number) => (window.period === 'daily' ? Math.floor(date / DAY_SECONDS) * DAY_SECONDS : monthStart(date));
  const clicks = new Map<number, number>();
  for (const day of days) {
    if (day.date < window.from || day.date > window.to) continue;
    clicks.set(periodOf(day.date), (clicks.get(periodOf(day.date)) ?? 0) + day.clicks);
  }
  return window.starts.map((period) => ({ period, clicks: clicks.get(period) ?? 0 }));
}
