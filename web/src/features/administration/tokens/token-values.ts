import { hasWildcard, isWebOrigin } from '@portal/gateway/referrer-rule';
import { isOneLine } from '@portal/gateway/text-rule';
import { z } from 'zod';
import { DAY_HINT, isDay, isDayOrEmpty } from '../../../components/date-field/day';
import { CAP_ORDER_RULE, CAP_RULE, capsInOrder, isCap } from './token-caps';
import { visibleText } from '../../../lib/free-text';

// What the tokens screen works out for itself: the masked key, the checks of a token's settings
// before they are sent (the service checks again), and the sparkline's line.

/** The key with all but its first and last four characters hidden. */
export function maskKey(key: string): string {
  if (key.length <= 12) return '•'.repeat(key.length);
  return `${key.slice(0, 8)}${'•'.repeat(8)}${key.slice(-4)}`;
}

const octet = '(25[0-5]|2[0-4]\\d|1\\d\\d|[1-9]?\\d)';
const cidr = new RegExp(`^${octet}(\\.${octet}){3}(/(3[0-2]|[12]?\\d))?$`);

export const IP_RANGE_HELP = 'An IPv4 address or a CIDR range such as 203.0.113.0/24; empty for anywhere';
export const REFERRER_HELP = 'The web address calls come from, such as https://www.example.com; empty for any';

/**
 * The account's tag that `tag` would clash with, as the account has it, or undefined: the service
 * refuses a tag another token of the account has in any case, and the gateway sends it trimmed
 * (`CRM ` clashes with `crm`).
 */
export function takenTag(tag: string, taken: readonly string[]): string | undefined {
  const wanted = tag.trim().toLowerCase();
  return taken.find((existing) => existing.trim().toLowerCase() === wanted);
}

/** The gateway's words for a tag the account has already (docs/api-errors.md), naming it as the account has it. */
export const tagTakenMessage = (existing: string) => `The account already has a token tagged ${existing}`;

/** What a range that is not an address or a block is told. */
export const IP_RANGE_RULE = 'An IPv4 address or a CIDR range such as 203.0.113.0/24';

/** The network a CIDR block names (10.0.0.0/24 for 10.0.0.5/24); the range itself when it has no prefix or no host bits set. */
function networkOf(range: string): string {
  const [address = '', prefix] = range.split('/');
  if (prefix === undefined) return range;
  const bits = Number(prefix);
  const value = address.split('.').reduce((sum, octet) => sum * 256 + Number(octet), 0);
  const size = 2 ** (32 - bits);
  const network = Math.floor(value / size) * size;
  const octets = [24, 16, 8, 0].map((shift) => Math.floor(network / 2 ** shift) % 256);
  return `${octets.join('.')}/${bits}`;
}

/**
 * What is wrong with an IP range, or undefined when nothing is: it must be empty, one IPv4 address,
 * or an IPv4 CIDR block naming its network exactly (10.0.0.5/24 has host bits set, and is asked
 * about rather than read as 10.0.0.0/24), as the gateway checks it.
 */
export function ipRangeProblem(text: string): string | undefined {
  const range = text.trim();
  if (range === '') return undefined;
  if (!cidr.test(range)) return IP_RANGE_RULE;
  const network = networkOf(range);
  return network === range ? undefined : `${range} has host bits set: did you mean ${network}?`;
}

/** An empty range, one IPv4 address, or an IPv4 CIDR block without host bits set. */
export function isIpRange(text: string): boolean {
  return ipRangeProblem(text) === undefined;
}

/** Empty, or an http(s) web address whose origin a browser can send (the gateway's rule, gateway/src/referrer-rule.ts). */
export function isReferrer(text: string): boolean {
  return text.trim() === '' || isWebOrigin(text);
}

/** Why a referrer is refused, in the form's words; undefined for one the gateway takes. */
export function referrerProblem(text: string): string | undefined {
  if (isReferrer(text)) return undefined;
  return hasWildcard(text)
    ? 'A wildcard (*) matches no site: enter one web address such as https://www.example.com'
    : 'Enter a web address such as https://www.example.com';
}

/** A day of a date field (yyyy-mm-dd) as the DateTime the gateway takes (midnight UTC); empty is null (never). */
export function expiryInput(day: string): string | null {
  return day === '' ? null : `${day}T00:00:00Z`;
}

/** A DateTime as the day of a date field (yyyy-mm-dd); null is empty. */
export function expiryDay(iso: string | null | undefined): string {
  return iso ? iso.slice(0, 10) : '';
}

/** Today as yyyy-mm-dd (UTC), the earliest day an expiry may not be. */
export function todayDay(now = new Date()): string {
  return now.toISOString().slice(0, 10);
}

/** Tomorrow as yyyy-mm-dd (UTC): the first day an expiry may be, and the first the calendar offers. */
export function tomorrowDay(now = new Date()): string {
  return todayDay(new Date(now.getTime() + 86_400_000));
}

/** The settings every token form shares; `expiry` is a yyyy-mm-dd date or empty, the caps digits or empty. */
export const tokenSettingsSchema = z
  .object({
    // One line by the gateway's own rule: no line break, tab or other control character, a bidi
    // override included (a pasted one split the tokens CSV's lines, or made the tag read backwards).
    tag: visibleText('Enter a tag').max(50, 'At most 50 characters').refine(isOneLine, 'One line, without a line break, tab or other control character'),
    ipRange: z
      .string()
      .trim()
      .superRefine((range, context) => {
        const problem = ipRangeProblem(range);
        if (problem) context.addIssue({ code: 'custom', message: problem });
      }),
    referrer: z
      .string()
      .trim()
      .superRefine((referrer, context) => {
        const problem = referrerProblem(referrer);
        if (problem) context.addIssue({ code: 'custom', message: problem });
      }),
    expiry: z
      .string()
      .refine(isDayOrEmpty, `Enter the expiry as ${DAY_HINT}, or leave it empty`)
      .refine((day) => !isDay(day) || day > todayDay(), 'Choose a day after today'),
    dailyCap: z.string().trim().refine(isCap, CAP_RULE),
    dailyCapPerAddress: z.string().trim().refine(isCap, CAP_RULE),
  })
  .refine((values) => capsInOrder(values.dailyCap, values.dailyCapPerAddress), { message: CAP_ORDER_RULE, path: ['dailyCapPerAddress'] });
export type TokenSettingsValues = z.infer<typeof tokenSettingsSchema>;

/** The sparkline's points for `clicks` in a box `width` × `height`, as an SVG polyline's points. */
export function sparklinePoints(clicks: readonly number[], width: number, height: number): string {
  if (clicks.length === 0) return '';
  const top = Math.max(...clicks, 1);
  const step = clicks.length === 1 ? 0 : width / (clicks.length - 1);
  // A pixel's margin, so a flat line of zeros is still drawn inside the box.
  const y = (value: number) => Math.round((height - 1 - (value / top) * (height - 2)) * 10) / 10;
  return clicks.map((value, index) => `${Math.round(index * step * 10) / 10},${y(value)}`).join(' ');
}
