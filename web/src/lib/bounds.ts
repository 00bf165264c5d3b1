import { EARLIEST_DAY } from '@portal/gateway/input-bounds';
import { shownDay } from '../components/date-field/day';

// A form's whole numbers and dates held to the gateway's bounds for them, which the forms import
// from the gateway (`@portal/gateway/input-bounds`) rather than copy, so that what a form lets
// through is what the gateway takes (docs/api-errors.md, BAD_USER_INPUT).

export { EARLIEST_DAY, LARGEST_INT, MAX_DISPLAY_ORDER, MAX_DURATION_DAYS, MAX_LEAD_QUANTITY, MAX_PROBABILITY, MAX_TIERS } from '@portal/gateway/input-bounds';

/** Whether the text is digits alone, naming a whole number from `min` to `max`. */
export function isWholeNumberFrom(text: string, min: number, max: number): boolean {
  return /^\d+$/.test(text) && Number(text) >= min && Number(text) <= max;
}

/** A bound as a form's message writes it: 1,000,000,000. */
export const shownNumber = (bound: number) => bound.toLocaleString('en-GB');

/** Whether a day (yyyy-mm-dd) is one the services can keep: 1970-01-01 or later. */
export const isKeptDay = (day: string) => day >= EARLIEST_DAY;

/** What a date field before 1970 is told, in the form's words. */
export const EARLIEST_DAY_RULE = `Enter a date on or after ${shownDay(EARLIEST_DAY)}`;
