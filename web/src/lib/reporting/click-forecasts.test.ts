// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { earlyRunOuts, runOutShort, runOutWords } from './click-forecasts';

const forecast = (planId: number, runOutDate: string | null, runsOutEarly: boolean, periodEnd: string | null = '2027-05-07T00:00:00.000Z') => ({
  subscription: { planId, plan: `Plan ${planId}` },
  forecast: { runOutDate, periodEnd, runsOutEarly },
});

describe('earlyRunOuts', () => {
  it.each([
    ['none early', [forecast(1, '2028-01-01T00:00:00.000Z', false)], []],
    ['not in use', [forecast(1, null, false)], []],
    ['one early among others', [forecast(1, '2028-01-01T00:00:00.000Z', false), forecast(2, '2026-12-05T00:00:00.000Z', true)], [2]],
    ['soonest first', [forecast(1, '2027-02-01T00:00:00.000Z', true), forecast(2, '2026-12-05T00:00:00.000Z', true)], [2, 1]],
    // Used up while its period runs on: no run-out day, and the warning first.
    ['used up first', [forecast(1, '2026-12-05T00:00:00.000Z', true), forecast(2, null, true)], [2, 1]],
    // Past its end: the gateway gives no warning.
    ['ended', [forecast(1, null, false)], []],
  ])('%s', (_, forecasts, planIds) => {
    expect(earlyRunOuts(forecasts).map((runOut) => runOut.planId)).toEqual(planIds);
  });
});

describe('the warning in words', () => {
  const early = earlyRunOuts([forecast(2, '2026-12-05T00:00:00.000Z', true), forecast(3, '2027-01-10T00:00:00.000Z', true, null)]);
  it.each([
    [0, 'Plan 2 runs out of clicks on 5 Dec 2026 at its recent rate, before it renews or ends on 7 May 2027.'],
    [1, 'Plan 3 runs out of clicks on 10 Jan 2027 at its recent rate.'],
  ])('%i', (index, words) => {
    expect(runOutWords(early[index]!)).toBe(words);
  });
  it('says of one used up that it has no clicks left, not that they run out today', () => {
    const [usedUp] = earlyRunOuts([forecast(4, null, true, '2026-12-30T00:00:00.000Z')]);
    expect(runOutWords(usedUp!)).toBe('Plan 4 has used up its clicks: none are left until it renews or ends on 30 Dec 2026.');
    expect(runOutShort([usedUp!])).toBe('Clicks used up');
  });
  it.each([
    [1, 'Clicks run out 5 Dec 2026'],
    [2, '2 subscriptions run out early'],
  ])('short, %i', (length, words) => {
    expect(runOutShort(early.slice(0, length))).toBe(words);
  });
});
