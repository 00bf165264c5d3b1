import { formatDay } from '../../lib/display-format';

/** The shares of the period's allowance a top-up may be chosen at, in percent; 0 is off. */
export const TOP_UP_SHARES: readonly number[] = [0, 10, 20, 30];

/**
 * The shares to offer: the usual ones, and the one the subscription has if it is another (the
 * service takes any from 1 to 90), so that the choice shown is the one in force.
 */
export function topUpChoices(current: number | null): number[] {
  const shares = current && !TOP_UP_SHARES.includes(current) ? [...TOP_UP_SHARES, current] : [...TOP_UP_SHARES];
  return shares.sort((a, b) => a - b);
}

export const topUpLabel = (share: number) => (share ? `Below ${share}%` : 'Off');

/**
 * What automatic top-up will do, in the customer's words; null when it is off. The expected day
 * comes from the gateway: none when nothing is being used or the period ends first.
 */
export function topUpSentence(share: number | null, expected: string | null): string | null {
  if (!share) return null;
  const when = expected
    ? `expected around ${formatDay(expected)} at the recent average daily use`
    : 'not expected before the period ends at the recent average daily use';
  return `Tops up when fewer than ${share}% of the clicks are left: ${when}`;
}
