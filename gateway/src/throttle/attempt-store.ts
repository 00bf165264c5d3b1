import { RateLimiterMemory, type RateLimiterAbstract } from 'rate-limiter-flexible';

export interface CounterOptions {
  /** Keeps one counter's keys apart from another's in a shared store. */
  name: string;
  /** How many points a key may hold before `consume` refuses. */
  points: number;
  /** Seconds a key lives from its first point, unless the call says otherwise. */
  durationSeconds: number;
}

/**
 * The one place the counters' store is chosen. Memory is right while the gateway runs as one
 * process; once it runs as several, each would count only the guesses it saw, so this becomes a
 * shared store (rate-limiter-flexible's Redis or Postgres limiter) with the same options.
 */
export function attemptCounter({ name, points, durationSeconds }: CounterOptions): RateLimiterAbstract {
  return new RateLimiterMemory({ keyPrefix: `portal-attempts-${name}`, points, duration: durationSeconds });
}
