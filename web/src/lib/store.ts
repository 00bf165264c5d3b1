import { useSyncExternalStore } from 'react';

// State kept outside React (the session, the open dialogs, the help-tip tour…) that components
// read and re-render on. One way to keep it: a store holds one value, `set` replaces it and tells
// the subscribers, `useStore` reads it through React's useSyncExternalStore.

/** What a component can read and follow. */
export interface ReadableStore<T> {
  /** The value now: the same object until it is set again, as useSyncExternalStore needs. */
  get(): T;
  /** Calls `listener` after each change, until the function it returns is called. */
  subscribe(listener: () => void): () => void;
}

export interface Store<T> extends ReadableStore<T> {
  /** Replaces the value and tells the subscribers; the same value (Object.is) tells nobody. */
  set(next: T): void;
}

export function createStore<T>(initial: T): Store<T> {
  let value = initial;
  const listeners = new Set<() => void>();
  return {
    get: () => value,
    set(next) {
      if (Object.is(next, value)) return;
      value = next;
      // A listener may unsubscribe (or subscribe another) while being told: tell those there were.
      for (const listener of [...listeners]) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}

/**
 * The store's value, or what `select` reads when it changes; the component re-renders on each
 * change. `select` must answer the same object for the same state (a cached read).
 */
export function useStore<T>(store: ReadableStore<T>): T;
export function useStore<T, S>(store: ReadableStore<T>, select: (value: T) => S): S;
export function useStore<T, S>(store: ReadableStore<T>, select?: (value: T) => S): T | S {
  const snapshot: () => T | S = select ? () => select(store.get()) : store.get;
  return useSyncExternalStore(store.subscribe, snapshot, snapshot);
}
