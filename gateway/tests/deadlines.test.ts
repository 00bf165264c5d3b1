import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Deadlines, type TimeLimited } from '../src/upstream/deadlines';

/** A call that notes the time (fake, ms since the test began) at which it was told its time was up. */
function call(name: string, timedOut: [string, number][], began: number): TimeLimited {
  return { deadline: 0, timedOut: () => timedOut.push([name, Math.round(performance.now() - began)]) };
}

describe('the calls’ time limits on one timer', () => {
  beforeEach(() => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'performance'] }));
  afterEach(() => vi.useRealTimers());

  it('times each call out at its own limit, counted from when it was made', () => {
    const timedOut: [string, number][] = [];
    const began = performance.now();
    const deadlines = new Deadlines(1_000);
    deadlines.add(call('first', timedOut, began));
    vi.advanceTimersByTime(300);
    deadlines.add(call('second', timedOut, began));
    vi.advanceTimersByTime(250);
    deadlines.add(call('third', timedOut, began));

    vi.advanceTimersByTime(5_000);
    expect(timedOut).toEqual([
      ['first', 1_000],
      ['second', 1_300],
      ['third', 1_550],
    ]);
  });

  it('times out none that is over before its limit, and still the ones after it', () => {
    const timedOut: [string, number][] = [];
    const began = performance.now();
    const deadlines = new Deadlines(1_000);
    const answered = call('answered', timedOut, began);
    deadlines.add(answered);
    vi.advanceTimersByTime(100);
    deadlines.add(call('waiting', timedOut, began));
    vi.advanceTimersByTime(50);
    deadlines.delete(answered);

    vi.advanceTimersByTime(949);
    expect(timedOut).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(timedOut).toEqual([['waiting', 1_100]]);
  });

  it('times out a call made long after the others were over at its own limit', () => {
    const timedOut: [string, number][] = [];
    const began = performance.now();
    const deadlines = new Deadlines(1_000);
    const early = call('early', timedOut, began);
    deadlines.add(early);
    deadlines.delete(early);
    vi.advanceTimersByTime(2_500);
    deadlines.add(call('late', timedOut, began));

    vi.advanceTimersByTime(999);
    expect(timedOut).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(timedOut).toEqual([['late', 3_500]]);
  });

  it('keeps no process open for a limit', () => {
    vi.useRealTimers();
    const deadlines = new Deadlines(60_000);
    const spy = vi.spyOn(globalThis, 'setTimeout');
    deadlines.add({ deadline: 0, timedOut: () => undefined });
    expect(spy).toHaveBeenCalledTimes(1);
    const timer = spy.mock.results[0]?.value as NodeJS.Timeout;
    expect(timer.hasRef()).toBe(false);
    clearTimeout(timer);
    spy.mockRestore();
  });
});
