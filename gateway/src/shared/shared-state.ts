import { InMemoryLRUCache, type KeyValueCache } from '@apollo/utils.keyvaluecache';
import { RateLimiterMemory, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { MemoryClaims, type Claims } from './claims';
import { LocalPersistedQueries } from './persisted-queries';

/** One counter of the sign-in throttle (throttle/attempt-throttle.ts). */
export interface CounterOptions {
  /** Keeps one counter's keys apart from another's in a shared store. */
  name: string;
  /** How many points a key may hold before `consume` refuses. */
  points: number;
  /** Seconds a key lives from its first point, unless the call says otherwise. */
  durationSeconds: number;
}

/** Which callers' cached reads of which paths a write made stale. */
export type StaleListener = (identity: string, paths: readonly string[]) => void;

/**
 * What several gateways must agree on (docs/operations.md, "What is shared"): the sign-in
 * throttle's counts, Apollo's persisted queries, the checkouts still waiting for payment and the
 * claims on those under way, the download tickets, and
 * which cached reads a write made stale. In
 * memory for one gateway; in Redis when REDIS_URL is set.
 */
export interface SharedState {
  readonly kind: 'memory' | 'redis';
  /** A counter of the sign-in throttle, counting guesses made through every gateway. */
  attemptCounter(options: CounterOptions): RateLimiterAbstract;
  /**
   * Apollo's persisted-query store: a query registered through one gateway is found through all.
   * A text over LONGEST_PERSISTED_QUERY is not kept (persisted-queries.ts).
   */
  readonly persistedQueries: KeyValueCache<string>;
  /** The checkouts whose orders may still be waiting for payment (shop/pending-checkouts.ts): a second checkout through any gateway finds them. */
  readonly pendingCheckouts: KeyValueCache<string>;
  /**
   * Claims on the baskets being checked out (shop/pending-checkouts.ts): of two checkouts of one
   * basket reaching two gateways at the same moment, one makes the order and the other answers it.
   */
  readonly checkoutClaims: Claims;
  /**
   * The address cleanse download tickets (address-cleanse/download-tickets.ts): a link one gateway
   * made works through all. The gateway that made one keeps its own copy too, outside this store,
   * so that its links still work while Redis is away.
   */
  readonly downloadTickets: KeyValueCache<string>;
  /**
   * Tells every gateway, this one at once, that `identity`'s cached reads of `paths` are stale;
   * settles once the others have dropped them (or after a limited wait, or once telling them
   * failed, each of which is logged).
   */
  publishStale(identity: string, paths: readonly string[]): Promise<void>;
  onStale(listener: StaleListener): void;
  /**
   * Told false when this gateway can no longer hear the others' writes (and true when it can
   * again): its request cache then keeps no answers. Told the current state at once.
   */
  onHearing(listener: (hearing: boolean) => void): void;
  /** Whether the store answers now, for /ready; memory always does. */
  healthy(): boolean;
  close(): Promise<void>;
}

/** Each process on its own: right for one gateway, and what `npm start` and the tests run. */
export function memoryState(): SharedState {
  const staleListeners: StaleListener[] = [];
  return {
    kind: 'memory',
    attemptCounter: ({ name, points, durationSeconds }) => new RateLimiterMemory({ keyPrefix: `attempts-${name}`, points, duration: durationSeconds }),
    // Apollo's own default for persisted queries, without the texts too long to keep.
    persistedQueries: new LocalPersistedQueries(),
    pendingCheckouts: new InMemoryLRUCache<string>(),
    checkoutClaims: new MemoryClaims(),
    downloadTickets: new InMemoryLRUCache<string>(),
    publishStale: (identity, paths) => {
      for (const listener of staleListeners) listener(identity, paths);
      return Promise.resolve();
    },
    onStale: (listener) => {
      staleListeners.push(listener);
    },
    onHearing: (listener) => listener(true),
    healthy: () => true,
    close: () => Promise.resolve(),
  };
}
