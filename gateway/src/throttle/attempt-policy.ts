import { isIPv4, isIPv6 } from 'node:net';

/**
 * The secrets someone might guess. Each has its own counters, except that sign-in and exporting
 * an API token both check the password: guesses through one count against the other.
 */
export type Secret = 'password' | 'reset code' | 'validation code';

const MINUTE = 60;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** The numbers, all in one place; the schema's descriptions of the throttled mutations quote them. */
export const attemptLimits = {
  /** Wrong attempts in a row, per user name and client address, answered as usual. */
  freeAttempts: 5,
  /** How long failures in a row are remembered, from the first; a success forgets them at once. */
  failureMemorySeconds: DAY,
  /** Wrong attempts per client address (any user names) before it is refused. */
  perAddress: 100,
  /** The window that per-address count covers, from its first failure. */
  perAddressWindowSeconds: DAY,
  /**
   * Wrong attempts per user name from all addresses in a day. Past it, each address gets one
   * attempt for that name until the day is over: a guesser spread over many addresses is slowed
   * to a crawl, while the owner, from an address that has not failed, still gets in.
   */
  perUserName: 50,
  perUserNameWindowSeconds: DAY,
} as const;

/**
 * How long to wait, in seconds, after the `attempt`-th wrong attempt in a row before the next one
 * is heard: nothing for the first four, then a minute, five minutes, and a quarter of an hour for
 * every later one. Slowing down rather than locking out keeps the owner's mistyping cheap.
 */
export function waitAfterAttempt(attempt: number): number {
  if (attempt < attemptLimits.freeAttempts) return 0;
  if (attempt === attemptLimits.freeAttempts) return MINUTE;
  if (attempt === attemptLimits.freeAttempts + 1) return 5 * MINUTE;
  return 15 * MINUTE;
}

/** The user name as the user server matches it: case and surrounding spaces do not make a new name. */
export function userNameKey(userName: string): string {
  return userName.trim().toLowerCase();
}

/**
 * The client address as one guesser holds it. An IPv6 client usually has a whole /64 to itself, so
 * that prefix is the key; an IPv4 address inside IPv6 (`::ffff:1.2.3.4`) is the IPv4 address.
 */
export function clientAddressKey(address: string | undefined): string {
  const trimmed = address?.trim().toLowerCase() ?? '';
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(trimmed);
  if (mapped && isIPv4(mapped[1]!)) return mapped[1]!;
  if (isIPv4(trimmed)) return trimmed;
  if (isIPv6(trimmed)) return `${ipv6Groups(trimmed).slice(0, 4).join(':')}::/64`;
  // The socket closed before Express read its address: such callers share one key.
  return 'unknown';
}

/** The eight groups of an IPv6 address, without leading zeros, with `::` spelt out. */
function ipv6Groups(address: string): string[] {
  const withoutZone = address.split('%')[0]!;
  const [head, tail] = withoutZone.split('::') as [string, string | undefined];
  const groups = (part: string | undefined) => (part ? part.split(':') : []);
  // A trailing dotted IPv4 part fills the last two groups.
  const expand = (part: string[]) =>
    part.flatMap((group) => {
      if (!group.includes('.')) return [group];
      const [a, b, c, d] = group.split('.').map(Number) as [number, number, number, number];
      return [((a << 8) | b).toString(16), ((c << 8) | d).toString(16)];
    });
  const start = expand(groups(head));
  const end = expand(groups(tail));
  const middle = tail === undefined ? [] : Array.from({ length: 8 - start.length - end.length }, () => '0');
  return [...start, ...middle, ...end].map((group) => Number.parseInt(group, 16).toString(16));
}

/** Seconds until a refusal ends, from the store's milliseconds; never 0, so "try again in 0" is never said. */
export function retryAfterSeconds(msBeforeNext: number): number {
  return Math.max(1, Math.ceil(msBeforeNext / 1000));
}

/**
 * What a refused caller reads. It never depends on whether the user name exists (docs/flows.md), only
 * on how long the refusal lasts, rounded up so that trying again at the time said works.
 */
export function tooManyAttemptsText(seconds: number): string {
  const minutes = Math.ceil(seconds / MINUTE);
  const hours = Math.ceil(seconds / HOUR);
  const when = seconds < MINUTE ? plural(seconds, 'second') : minutes < 60 ? plural(minutes, 'minute') : plural(hours, 'hour');
  return `Too many failed attempts. Try again in ${when}.`;
}

function plural(count: number, unit: string): string {
  return `${count} ${unit}${count === 1 ? '' : 's'}`;
}
