import type { Territory } from '../../lib/territory';

/**
 * Days as the portal's forms hold them: yyyy-mm-dd text (what the gateway's DateTime takes as that
 * day's UTC midnight), '' for none, and INVALID_DAY while what is typed is not yet a whole date.
 * People never see this form: the date field shows the territory's dd/mm/yyyy.
 */
export const INVALID_DAY = 'invalid';

/** The territory's way of writing a date, whatever the browser's locale: dd/mm/yyyy in both. */
export const DAY_FORMAT = 'DD/MM/YYYY';

/** How a date field should be filled in, for hints and error messages. */
export const DAY_HINT = 'dd/mm/yyyy';

/** The calendar's language (month and day names, the week starting on Monday) per territory. */
export const dayLocales: Record<Territory, 'en-gb' | 'en-au'> = { uk: 'en-gb', australia: 'en-au' };

/** A real calendar day written yyyy-mm-dd (2026-02-30 and INVALID_DAY are not). */
export function isDay(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** A yyyy-mm-dd day as the territory writes it, for messages: 28/11/2026. */
export const shownDay = (day: string) => day.split('-').reverse().join('/');

/** A day or nothing: '' is allowed, anything else must be a real day. */
export const isDayOrEmpty = (value: string) => value === '' || isDay(value);
