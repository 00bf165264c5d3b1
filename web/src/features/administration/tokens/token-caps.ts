import { MAX_TOKEN_CAP } from '@portal/gateway/input-bounds';
import type { ApiTokenBulkInput, TokenRefusalReason } from '../../../gql/graphql';
import type { Territory } from '../../../lib/territory';

// A token's daily caps as the screen shows and takes them, and the refused calls' reasons in words.

export const MAX_CAP = MAX_TOKEN_CAP;
export const CAP_RULE = 'A whole number of clicks from 1 to 10,000,000';
export const CAP_ORDER_RULE = 'Not more than the daily cap';

/** Empty (no cap), or a whole number from 1 to 10,000,000 (thousands may be separated by commas or spaces). */
export function isCap(text: string): boolean {
  const digits = text.trim().replace(/[,\s]/g, '');
  return digits === '' || (/^\d{1,8}$/.test(digits) && Number(digits) >= 1 && Number(digits) <= MAX_CAP);
}

/** A cap field as the number sent: null for empty (no cap). Only for text `isCap` accepts. */
export function capInput(text: string): number | null {
  const digits = text.trim().replace(/[,\s]/g, '');
  return digits === '' ? null : Number(digits);
}

/** A cap as its field shows it: empty for none. */
export function capField(cap: number | null | undefined): string {
  return cap === null || cap === undefined ? '' : String(cap);
}

/** The per-address cap may not exceed the daily cap (it could never be reached). */
export function capsInOrder(daily: string, perAddress: string): boolean {
  const total = capInput(daily);
  const each = capInput(perAddress);
  return total === null || each === null || each <= total;
}

const clicks = (cap: number) => `${cap.toLocaleString('en-GB')} ${cap === 1 ? 'click' : 'clicks'}`;

type BulkCaps = Pick<ApiTokenBulkInput, 'dailyCap' | 'noDailyCap' | 'dailyCapPerAddress' | 'noDailyCapPerAddress'>;

/**
 * The caps a bulk change sends, from its two fields: null where the field is not ticked (left as
 * each token has it), empty for no cap on any token. Only for fields `isCap` accepts.
 */
export function bulkCaps(daily: string | null, perAddress: string | null): BulkCaps {
  const caps: BulkCaps = {};
  if (daily !== null) {
    if (capInput(daily) === null) caps.noDailyCap = true;
    else caps.dailyCap = capInput(daily);
  }
  if (perAddress !== null) {
    if (capInput(perAddress) === null) caps.noDailyCapPerAddress = true;
    else caps.dailyCapPerAddress = capInput(perAddress);
  }
  return caps;
}

/** A card's line for a cap: "500 clicks a day", or "None". */
export function capText(cap: number | null | undefined, perAddress = false): string {
  if (cap === null || cap === undefined) return 'None';
  return perAddress ? `${clicks(cap)} a day from one address` : `${clicks(cap)} a day`;
}

/** When a day's count starts again, in the territory's words. */
export function capDayStart(territory: Territory): string {
  return territory === 'australia' ? 'midnight, Sydney time' : 'midnight, UK time';
}

export const refusalReasonLabels: Record<TokenRefusalReason, string> = {
  LOCKED: 'Token locked',
  EXPIRED: 'Token expired',
  IP_RANGE: 'Outside the IP range',
  REFERRER: 'Wrong or missing referrer',
  SERVICE: 'Service switched off',
  ACCOUNT: 'Another account',
  DAILY_CAP: 'Daily cap reached',
  ADDRESS_CAP: 'Daily cap per address reached',
  OTHER: 'Other',
};
