import type { SessionAnswer } from './server-clock';

/** The least time between two renewals this page sends, whatever the clocks and dates say: no clock can make a loop of them. */
export const MIN_RENEWAL_GAP_MS = 30_000;

/** The longest delay a browser's timer keeps (2^31 − 1 ms, some 24.8 days): a longer one fires at once. */
const LONGEST_TIMER_MS = 2 ** 31 - 1;

/** What the page knows besides the recycle date and its own clock, each where it knows it. */
export interface RenewalClock {
  /** When the server issued the session's token, in epoch seconds (its `iat`: issuedAtSeconds). */
  issuedAtSeconds?: number | undefined;
  /** How far the browser's clock runs ahead of the server's, in ms (behind: negative), as the last session answer showed (browserAheadMs). */
  browserAheadMs?: number | null;
  /** When this page last sent a renewal, by the browser's clock. */
  lastRenewalMs?: number | null;
}

/**
 * How long to wait before re-authenticating: half the time left until the recycle date, so a
 * failed attempt still leaves time before the token expires. The time left is the server's: the
 * recycle date is its time, so the browser's clock is corrected by how far it was seen to run
 * ahead or behind. Where that was never seen (a session read from storage as the page opened), the
 * browser's clock is taken, but a session never has more time left than it was issued with: a
 * slow clock renews no later than a fresh session would. Never negative; a session already past
 * its recycle date refreshes at once, but never sooner than MIN_RENEWAL_GAP_MS after the last
 * renewal, so a clock that makes every session look past due costs a renewal every 30 seconds at
 * worst, never a loop. Nor later than a browser's timer can wait, which would fire at once.
 */
export function refreshDelayMs(recycleDateSeconds: number, nowMs: number, clock: RenewalClock = {}): number {
  const serverNowMs = nowMs - (clock.browserAheadMs ?? 0);
  let leftMs = recycleDateSeconds * 1000 - serverNowMs;
  if (clock.issuedAtSeconds !== undefined) leftMs = Math.min(leftMs, (recycleDateSeconds - clock.issuedAtSeconds) * 1000);
  const halfLeftMs = Math.min(LONGEST_TIMER_MS, Math.max(0, Math.floor(leftMs / 2)));
  return Math.max(halfLeftMs, untilGapEndsMs(nowMs, clock.lastRenewalMs));
}

/** How long until MIN_RENEWAL_GAP_MS has passed since `lastRenewalMs`; a clock set back since waits no longer than the gap. */
function untilGapEndsMs(nowMs: number, lastRenewalMs: number | null | undefined): number {
  if (lastRenewalMs === undefined || lastRenewalMs === null) return 0;
  return Math.min(MIN_RENEWAL_GAP_MS, Math.max(0, lastRenewalMs + MIN_RENEWAL_GAP_MS - nowMs));
}

/**
 * When the server issued `jwt`, in epoch seconds: its `iat` claim (RFC 7519), read unverified, as
 * the gateway reads a token's claims; undefined for a token whose `iat` cannot be read.
 */
export function issuedAtSeconds(jwt: string): number | undefined {
  const payload = jwt.split('.')[1];
  if (!payload) return undefined;
  try {
    const base64 = payload.replace(/-/g, '+').replace(/_/g, '/');
    const claims: unknown = JSON.parse(atob(base64.padEnd(Math.ceil(base64.length / 4) * 4, '=')));
    const iat = typeof claims === 'object' && claims !== null ? (claims as Record<string, unknown>).iat : undefined;
    return typeof iat === 'number' && Number.isFinite(iat) && iat > 0 ? iat : undefined;
  } catch {
    return undefined;
  }
}

/**
 * How far the browser's clock runs ahead of the server's, in ms (behind: negative), from a session
 * answer as it arrived (lib/session/server-clock.ts): the server issued its token just before, so
 * the browser's clock then, less the token's `iat`. Null without one, or where its `iat` cannot be read.
 */
export function browserAheadMs(answer: SessionAnswer | null): number | null {
  const issuedAt = answer ? issuedAtSeconds(answer.jwt) : undefined;
  return answer && issuedAt !== undefined ? answer.receivedAtMs - issuedAt * 1000 : null;
}
