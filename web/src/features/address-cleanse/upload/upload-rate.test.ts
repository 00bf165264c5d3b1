// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { UploadRate } from './upload-rate';

/** The rate after readings of [bytes, ms], in bytes a millisecond (null: not yet given). */
function rateAfter(readings: [number, number][]): number | null {
  const rate = new UploadRate();
  for (const [bytes, ms] of readings) rate.add(bytes, ms);
  const value = rate.bytesPerMs();
  return value === null ? null : Math.round(value * 1000) / 1000;
}

/** Readings every 250 ms at `perMs` bytes a ms from `from` bytes at `start` ms, for `count` readings. */
const steady = (perMs: number, count: number, start = 0, from = 0): [number, number][] =>
  Array.from({ length: count }, (_, i) => [from + perMs * 250 * i, start + 250 * i]);

describe('the upload rate', () => {
  it.each([
    { what: 'nothing read', readings: [], rate: null },
    { what: 'one reading', readings: [[0, 0]], rate: null },
    { what: 'under a second measured', readings: steady(2000, 4), rate: null },
    { what: 'a second at 2,000 bytes a ms', readings: steady(2000, 5), rate: 2 * 1000 },
    { what: 'a steady rate, however long', readings: steady(500, 41), rate: 500 },
    { what: 'the time before the first bytes go out, not counted', readings: [[0, 0], [0, 2000], ...steady(300, 5, 2250, 75_000)], rate: 300 },
    {
      what: 'readings at the same moment, counted with the next',
      readings: [
        [0, 0],
        [500, 0],
        [1000, 500],
        [2000, 1000],
      ],
      rate: 2,
    },
  ] as { what: string; readings: [number, number][]; rate: number | null }[])('$what: $rate', ({ readings, rate }) => {
    expect(rateAfter(readings)).toBe(rate);
  });

  it('moves half way to a new rate in three seconds, not at once', () => {
    const fast = steady(2000, 41);
    const slower = steady(500, 12, 10_000 + 250, 20_000_000 + 500 * 250);
    expect(rateAfter([...fast, ...slower])).toBe(1250);
  });

  it('falls while nothing more goes out, rather than holding the last rate', () => {
    const stalled: [number, number][] = Array.from({ length: 12 }, (_, i) => [20_000_000, 10_000 + 250 * (i + 1)]);
    expect(rateAfter([...steady(2000, 41), ...stalled])).toBe(1000);
  });

  it('measures on from a chunk sent again from its start, at the rate it had', () => {
    // Chunk 0 (4,000,000 bytes here) acknowledged, chunk 1 dropped at 1,000,000 and sent again.
    const retried: [number, number][] = [[4_000_000, 5_250], ...steady(1000, 5, 5_500, 4_000_000 + 250_000)];
    expect(rateAfter([...steady(1000, 21), ...retried])).toBe(1000);
  });
});
