// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { createStore } from './store';

const same = { name: 'kept' };

describe('a store', () => {
  it.each([
    { case: 'a new value', start: 1, next: 2, told: 1, after: 2 },
    { case: 'the same number', start: 1, next: 1, told: 0, after: 1 },
    { case: 'the same object', start: same, next: same, told: 0, after: same },
    { case: 'an equal but other object', start: same, next: { name: 'kept' }, told: 1, after: { name: 'kept' } },
    { case: 'null after a value', start: 'Acme Main', next: null, told: 1, after: null },
    { case: 'NaN after NaN', start: Number.NaN, next: Number.NaN, told: 0, after: Number.NaN },
  ])('tells its subscribers of $case $told time(s)', ({ start, next, told, after }) => {
    const store = createStore<unknown>(start);
    let calls = 0;
    store.subscribe(() => calls++);
    store.set(next);
    expect(calls).toBe(told);
    expect(store.get()).toEqual(after);
  });

  it('keeps the same object until it is set, as React reads it', () => {
    const store = createStore({ count: 0 });
    const first = store.get();
    expect(store.get()).toBe(first);
    store.set({ count: 1 });
    expect(store.get()).not.toBe(first);
    expect(store.get()).toEqual({ count: 1 });
  });

  it('stops telling a subscriber once it unsubscribes, and tells the others still', () => {
    const store = createStore(0);
    const told: string[] = [];
    const leave = store.subscribe(() => told.push('bar'));
    store.subscribe(() => told.push('host'));
    store.set(1);
    leave();
    store.set(2);
    expect(told).toEqual(['bar', 'host', 'host']);
  });

  it('tells every subscriber there was when one unsubscribes another while being told', () => {
    const store = createStore(0);
    const told: string[] = [];
    let leaveSecond = () => {};
    store.subscribe(() => {
      told.push('first');
      leaveSecond();
    });
    leaveSecond = store.subscribe(() => told.push('second'));
    store.set(1);
    store.set(2);
    expect(told).toEqual(['first', 'second', 'first']);
  });
});
