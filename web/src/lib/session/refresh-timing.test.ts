// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { refreshDelayMs } from './refresh-timing';

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
