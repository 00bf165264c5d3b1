import { z } from 'zod';

/**
 * How long an invitation lasts, asked in days and hours. The user server still takes seconds
 * (`expiry` of POST /groupusers), a day (86,400) unless the inviter says otherwise.
 */
export const DEFAULT_EXPIRY = { days: '1', hours: '0' };
/** The longest an invitation may last: a year, as the service allows. */
export const MAX_EXPIRY_DAYS = 365;

const DAY = 86_400;
const HOUR = 3_600;
const whole = /^\d{1,3}$/;

export const invitationExpirySchema = z
  .object({
    days: z
      .string()
      .trim()
      .refine((value) => whole.test(value) && Number(value) <= MAX_EXPIRY_DAYS, `Enter whole days, 0 to ${MAX_EXPIRY_DAYS}`),
    hours: z
      .string()
      .trim()
      .refine((value) => whole.test(value) && Number(value) <= 23, 'Enter whole hours, 0 to 23'),
  })
  .superRefine((expiry, ctx) => {
    // Each part's own problem is said beside it first.
    if (!whole.test(expiry.days) || Number(expiry.days) > MAX_EXPIRY_DAYS || !whole.test(expiry.hours) || Number(expiry.hours) > 23) return;
    const seconds = expirySeconds(expiry);
    if (seconds === 0) ctx.addIssue({ code: 'custom', path: ['hours'], message: 'An invitation lasts at least an hour' });
    else if (seconds > MAX_EXPIRY_DAYS * DAY) ctx.addIssue({ code: 'custom', path: ['hours'], message: `An invitation lasts at most ${MAX_EXPIRY_DAYS} days` });
  });

export type InvitationExpiry = z.infer<typeof invitationExpirySchema>;

/** The days and hours as the seconds the service takes. */
export function expirySeconds(expiry: InvitationExpiry): number {
  return Number(expiry.days) * DAY + Number(expiry.hours) * HOUR;
}

const count = (n: number, one: string, many: string) => (n === 1 ? `1 ${one}` : `${n.toLocaleString('en-GB')} ${many}`);

/** "1 day", "2 days and 6 hours", "12 hours": how long, in words; empty while what is typed is not a duration. */
export function describeExpiry(expiry: InvitationExpiry): string {
  if (!whole.test(expiry.days.trim()) || !whole.test(expiry.hours.trim())) return '';
  const [days, hours] = [Number(expiry.days), Number(expiry.hours)];
  if (days === 0) return hours === 0 ? '' : count(hours, 'hour', 'hours');
  return hours === 0 ? count(days, 'day', 'days') : `${count(days, 'day', 'days')} and ${count(hours, 'hour', 'hours')}`;
}

/** When an invitation sent at `now` would lapse, as people read it: 27 Nov 2026, 09:15. */
export function lapsesAt(expiry: InvitationExpiry, now: number): string {
  return new Date(now + expirySeconds(expiry) * 1000).toLocaleString('en-GB', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  });
}
