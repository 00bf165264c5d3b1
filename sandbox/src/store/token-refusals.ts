// The calls the look-up services refused a key, kept so that the portal can show an owner what was
// refused and why: each call (when, from which address, referred by what, to which service, the
// reason) and counts by reason hour by hour. Both are kept for 30 days; the calls themselves only
// up to a bound per token, so that a flood of refused calls cannot fill the sandbox's memory, while
// the hourly counts stay whole.

/** Why a key's call was refused, one word per check the services make. */
export type RefusalReason = 'locked' | 'expired' | 'ipRange' | 'referrer' | 'service' | 'account' | 'dailyCap' | 'addressCap';

export interface RefusedCall {
  /** Epoch seconds. */
  at: number;
  /** The client address the services saw (see http/client-address.ts). */
  address: string;
  /** The origin of the call's Referer; '' when it sent none or an unreadable one. */
  referrer: string;
  /** The service's name (Address Autocomplete). */
  service: string;
  reason: RefusalReason;
  /** The reason in the words the call was answered with. */
  msg: string;
}

export interface RefusalSummary {
  /** The window, epoch seconds. */
  from: number;
  to: number;
  total: number;
  /** Most first. */
  counts: { reason: RefusalReason; count: number }[];
  /** Newest first. */
  latest: RefusedCall[];
}

export const KEPT_DAYS = 30;
/** The most refused calls kept per token, newest; counts go on beyond it. */
export const KEPT_CALLS = 1000;
const HOUR = 3600;

export class TokenRefusals {
  /** Token id, then its refused calls, oldest first. */
  private readonly calls = new Map<number, RefusedCall[]>();
  /** Token id, then the hour's start (epoch seconds), then counts by reason. */
  private readonly hours = new Map<number, Map<number, Map<RefusalReason, number>>>();

  record(tokenId: number, call: RefusedCall): void {
    const since = call.at - KEPT_DAYS * 86_400;
    const calls = (this.calls.get(tokenId) ?? []).filter((kept) => kept.at > since);
    calls.push(call);
    this.calls.set(tokenId, calls.slice(-KEPT_CALLS));
    const hours = this.hours.get(tokenId) ?? new Map<number, Map<RefusalReason, number>>();
    for (const hour of hours.keys()) if (hour + HOUR <= since) hours.delete(hour);
    const hour = Math.floor(call.at / HOUR) * HOUR;
    const counts = hours.get(hour) ?? new Map<RefusalReason, number>();
    counts.set(call.reason, (counts.get(call.reason) ?? 0) + 1);
    hours.set(hour, counts);
    this.hours.set(tokenId, hours);
  }

  /** The token's refusals of the last 30 days to `nowSeconds`: counts by reason, and the latest `limit` calls. */
  summary(tokenId: number, nowSeconds: number, limit: number): RefusalSummary {
    const from = nowSeconds - KEPT_DAYS * 86_400;
    const byReason = new Map<RefusalReason, number>();
    for (const [hour, counts] of this.hours.get(tokenId) ?? []) {
      if (hour + HOUR <= from) continue;
      for (const [reason, count] of counts) byReason.set(reason, (byReason.get(reason) ?? 0) + count);
    }
    const counts = [...byReason].map(([reason, count]) => ({ reason, count })).sort((a, b) => b.count - a.count || a.reason.localeCompare(b.reason));
    const latest = (this.calls.get(tokenId) ?? [])
      .filter((call) => call.at > from)
      .slice(-limit)
      .reverse();
    return { from, to: nowSeconds, total: counts.reduce((sum, { count }) => sum + count, 0), counts, latest };
  }

  /** How many of the token's calls were refused after `sinceSeconds` (at most KEPT_CALLS). */
  countSince(tokenId: number, sinceSeconds: number): number {
    return (this.calls.get(tokenId) ?? []).filter((call) => call.at > sinceSeconds).length;
  }

  /** A deleted token's record goes with it. */
  forget(tokenId: number): void {
    this.calls.delete(tokenId);
    this.hours.delete(tokenId);
  }
}
