// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { oneReloadAtATime } from './one-reload-at-a-time';

/** A reload whose answers the test gives, one by one. */
function reloads() {
  const pending: (() => void)[] = [];
  const reload = () => new Promise<void>((resolve) => pending.push(resolve));
  const answer = async () => {
    pending.shift()?.();
    await new Promise((resolve) => setTimeout(resolve, 0));
  };
  return { reload, pending, answer };
}

describe('reloading a page one reload at a time', () => {
  it('holds calls made while a reload is under way, and runs one more when it is over', async () => {
    const { reload, pending, answer } = reloads();
    const call = oneReloadAtATime(reload);
    call();
    call();
    call();
    expect(pending).toHaveLength(1);
    await answer();
    expect(pending).toHaveLength(1);
    await answer();
    expect(pending).toHaveLength(0);
  });

  it('runs each call at once when none is under way, and carries on after a failed one', async () => {
    let calls = 0;
    const call = oneReloadAtATime(() => {
      calls += 1;
      return calls === 1 ? Promise.reject(new Error('offline')) : Promise.resolve();
    });
    call();
    await new Promise((resolve) => setTimeout(resolve, 0));
    call();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(calls).toBe(2);
  });
});
