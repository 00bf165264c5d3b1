// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { browserAheadMs, issuedAtSeconds, MIN_RENEWAL_GAP_MS, refreshDelayMs } from './refresh-timing';

describe('session refresh timing', () => {
  const now = Date.UTC(2026, 10, 21, 9, 0, 0);

  it('re-authenticates at half the time left before the recycle date', () => {
    const recycleDate = now / 1000 + 1800; // 30 minutes away
    expect(refreshDelayMs(recycleDate, now)).toBe(15 * 60 * 1000);
  });

  it('halves again on each refresh, so a later refresh comes sooner for the same recycle date', () => {
    const recycleDate = now / 1000 + 1800;
    const first = refreshDelayMs(recycleDate, now);
    expect(refreshDelayMs(recycleDate, now + first)).toBe(first / 2);
  });

  it('refreshes at once when the recycle date has passed', () => {
    expect(refreshDelayMs(now / 1000 - 60, now)).toBe(0);
  });
});

describe('session refresh timing, by the server’s clock', () => {
  const serverNow = Date.UTC(2026, 10, 21, 9, 0, 0);
  const minute = 60_000;
  /** A session the server issued just now, to recycle in 30 minutes. */
  const issuedAt = serverNow / 1000;
  const recycleDate = issuedAt + 1800;

  it.each([
    ['right', 0],
    ['29 minutes fast', 29 * minute],
    ['30 minutes fast', 30 * minute],
    ['an hour fast', 60 * minute],
    ['a day fast', 24 * 60 * minute],
    ['an hour slow', -60 * minute],
    ['a day slow', -24 * 60 * minute],
  ])('renews a fresh session in 15 minutes with the browser’s clock %s', (_clock, aheadMs) => {
    expect(refreshDelayMs(recycleDate, serverNow + aheadMs, { issuedAtSeconds: issuedAt, browserAheadMs: aheadMs })).toBe(15 * minute);
  });

  it('takes what the browser’s clock says of the time left after it was seen to be fast', () => {
    const aheadMs = 60 * minute;
    expect(refreshDelayMs(recycleDate, serverNow + aheadMs + 10 * minute, { issuedAtSeconds: issuedAt, browserAheadMs: aheadMs })).toBe(10 * minute);
  });

  it('gives a session read from storage, with the clock never seen, no more time than it was issued with', () => {
    // An hour slow: by the browser's clock the recycle date is 90 minutes away.
    expect(refreshDelayMs(recycleDate, serverNow - 60 * minute, { issuedAtSeconds: issuedAt })).toBe(15 * minute);
  });

  it.each([
    ['sent none yet', null, 0],
    ['sent one a second ago', serverNow - 1_000, 29_000],
    ['sent one 30 seconds ago', serverNow - 30_000, 0],
    ['sent one "an hour from now", its clock set back since', serverNow + 60 * minute, 30_000],
  ])('renews a session past its recycle date at once, or 30 seconds after the last renewal, when the page %s', (_last, lastRenewalMs, delay) => {
    expect(refreshDelayMs(issuedAt - 60, serverNow, { lastRenewalMs })).toBe(delay);
  });

  it('waits no longer than a browser’s timer can, which would otherwise fire at once', () => {
    // A session read from storage, its token's time unread, on a clock set years back.
    expect(refreshDelayMs(recycleDate, serverNow - 5 * 365 * 24 * 60 * minute)).toBe(2 ** 31 - 1);
  });

  it('never renews sooner than 30 seconds after the last renewal, whatever the clocks say', () => {
    expect(refreshDelayMs(recycleDate, serverNow + 2 * minute, { issuedAtSeconds: issuedAt, browserAheadMs: 0, lastRenewalMs: serverNow + 2 * minute })).toBe(
      14 * minute,
    );
    expect(refreshDelayMs(issuedAt + 20, serverNow, { issuedAtSeconds: issuedAt, browserAheadMs: 0, lastRenewalMs: serverNow })).toBe(MIN_RENEWAL_GAP_MS);
  });
});

describe('the server’s time, as a session answer shows it', () => {
  /** A token as the user server signs one (the signature is not read), with `claims` as its payload. */
  const tokenWith = (claims: object) => `eyJhbGciOiJIUzI1NiJ9.${Buffer.from(JSON.stringify(claims)).toString('base64url')}.c2lnbmF0dXJl`;

  it('reads when the server issued a token', () => {
    expect(issuedAtSeconds(tokenWith({ sub: '7', iat: 1_795_000_000, exp: 1_795_003_600, personalName: 'Zoë »Ω«' }))).toBe(1_795_000_000);
  });

  it.each([
    ['no payload', 'a'],
    ['a payload that is no JSON', 'a.b.c'],
    ['no iat', tokenWith({ sub: '7' })],
    ['an iat that is no number', tokenWith({ iat: '1795000000' })],
  ])('reads no time from a token with %s', (_case, jwt) => {
    expect(issuedAtSeconds(jwt)).toBeUndefined();
  });

  it('says how far the browser’s clock ran ahead of the server’s, or behind, when the answer arrived', () => {
    const jwt = tokenWith({ iat: 1_795_000_000 });
    expect(browserAheadMs({ jwt, receivedAtMs: 1_795_003_600_000 })).toBe(3_600_000);
    expect(browserAheadMs({ jwt, receivedAtMs: 1_794_998_200_000 })).toBe(-1_800_000);
  });

  it('knows nothing of the clocks without an answer, or from one whose token has no time to read', () => {
    expect(browserAheadMs(null)).toBeNull();
    expect(browserAheadMs({ jwt: 'a.b.c', receivedAtMs: 1_795_000_000_000 })).toBeNull();
  });
});
