import { DAY_HINT, isDay } from '../../components/date-field/day';
import { showDay } from './lead-status';

// Reopening a won or lost lead makes its close date the day it is expected to close again. The
// gateway refuses to reopen one whose close date is past without a new one (docs/api-errors.md):
// the lead would be "expected to close" on a day gone by. Days are UTC days, as the list shows them.

/** A yyyy-mm-dd day as the territory writes it: 28/11/2026. */
const writtenDay = (day: string) => day.split('-').reverse().join('/');

/** Today's UTC day, yyyy-mm-dd: the day the gateway compares with. */
export const todayUtc = (now: number = Date.now()) => new Date(now).toISOString().slice(0, 10);

/**
 * The expected close date field for reopening a lead closed on `closeDate` (yyyy-mm-dd), today being
 * `today`: required, and empty, when that day is past; otherwise offered as it was, and may be kept.
 */
export function reopenCloseDate(closeDate: string, today: string): { required: boolean; initial: string } {
  return closeDate < today ? { required: true, initial: '' } : { required: false, initial: closeDate };
}

/** What is wrong with the expected close date typed (yyyy-mm-dd, '' or a half-typed day), or null. */
export function reopenCloseDateError(value: string, closeDate: string, today: string): string | null {
  if (value === '') {
    return closeDate < today ? `Enter the day the lead is now expected to close: ${showDay(closeDate)} is past` : null;
  }
  if (!isDay(value)) return `Enter the expected close date as ${DAY_HINT}`;
  if (value < today) return `Enter an expected close date on or after ${writtenDay(today)}, today`;
  return null;
}
