/** What identifies a cacheable request. `identity` is the caller's hash, never a raw secret. */
export interface RequestKey {
  identity: string;
  method: string;
  /** The path without its query string; writes invalidate by it. */
  path: string;
  /** The serialised query string, parameters in a stable order. */
  query: string;
  /** The serialised body, if any. */
  body?: string;
  /** Which declared shape the answer is read as: the same request read as two shapes is two entries. */
  shape?: number;
}

export interface RequestCacheOptions {
  /** How long a settled answer is reused, in ms. */
  ttlMs: number;
  /** The most entries kept; the oldest go first. */
  maxEntries?: number;
  /** The clock, injectable for tests. */
  now?: () => number;
  /** Whether a failure is kept like an answer; by default every failure is. */
  keepFailure?: (error: unknown) => boolean;
  /** Told of every look-up: a kept answer (hit), a call in flight joined (shared), or a new call (miss). */
  onLookup?: (result: 'hit' | 'shared' | 'miss') => void;
}

interface Entry {
  identity: string;
  path: string;
  promise: Promise<unknown>;
  /** Undefined while the request is in flight. */
  expiresAt?: number;
}

/**
 * Shares identical in-flight requests and keeps their outcomes (failures included) for a while.
 * Entries are per caller identity, so one caller never sees another's answer.
 */
export class RequestCache {
  readonly #entries = new Map<string, Entry>();
  readonly #ttlMs: number;
  readonly #maxEntries: number;
  readonly #now: () => number;
  readonly #keepFailure: (error: unknown) => boolean;
  readonly #onLookup: (result: 'hit' | 'shared' | 'miss') => void;
  /** False while other gateways' writes cannot be heard: answers are then shared in flight, never kept. */
  #keeping = true;

  constructor(options: RequestCacheOptions) {
    this.#ttlMs = options.ttlMs;
    this.#maxEntries = options.maxEntries ?? 1000;
    this.#now = options.now ?? Date.now;
    this.#keepFailure = options.keepFailure ?? (() => true);
    this.#onLookup = options.onLookup ?? (() => undefined);
  }

  /**
   * Whether settled answers are kept. Gateways sharing Redis hear each other's writes; while this
   * one cannot (Redis is away), an answer it kept could be stale without its knowing, so it keeps
   * none. Either change forgets every kept answer: what was kept before may have been missed.
   */
  keepAnswers(keep: boolean): void {
    if (keep === this.#keeping) return;
    this.#keeping = keep;
    for (const [id, entry] of this.#entries) if (entry.expiresAt !== undefined) this.#entries.delete(id);
  }

  get size(): number {
    return this.#entries.size;
  }

  /** The kept or in-flight outcome for `key`, else the outcome of a fresh `load()`. */
  get<T>(key: RequestKey, load: () => Promise<T>): Promise<T> {
    const id = serialiseKey(key);
    const existing = this.#entries.get(id);
    if (existing && (existing.expiresAt === undefined || existing.expiresAt > this.#now())) {
      this.#onLookup(existing.expiresAt === undefined ? 'shared' : 'hit');
      return existing.promise as Promise<T>;
    }
    this.#onLookup('miss');
    if (existing) this.#entries.delete(id);

    const promise = load();
    const entry: Entry = { identity: key.identity, path: key.path, promise };
    this.#evictForOne();
    this.#entries.set(id, entry);
    // Both handlers are given, so this bookkeeping branch never rejects unhandled.
    promise.then(
      () => this.#settled(id, entry, true),
      (error: unknown) => this.#settled(id, entry, this.#keepFailure(error)),
    );
    return promise;
  }

  /** Forgets this caller's entries for the given paths (what a write may have changed). */
  invalidate(identity: string, paths: readonly string[]): void {
    for (const [id, entry] of this.#entries) {
      if (entry.identity === identity && paths.includes(entry.path)) this.#entries.delete(id);
    }
  }

  clear(): void {
    this.#entries.clear();
  }

  #settled(id: string, entry: Entry, keep: boolean): void {
    // The entry may have been invalidated or evicted meanwhile; then it must not come back.
    if (this.#entries.get(id) !== entry) return;
    if (keep && this.#keeping && this.#ttlMs > 0) entry.expiresAt = this.#now() + this.#ttlMs;
    else this.#entries.delete(id);
  }

  #evictForOne(): void {
    const now = this.#now();
    for (const [id, entry] of this.#entries) {
      if (entry.expiresAt !== undefined && entry.expiresAt <= now) this.#entries.delete(id);
    }
    // Map keeps insertion order, so the first keys are the oldest.
    for (const id of this.#entries.keys()) {
      if (this.#entries.size < this.#maxEntries) break;
      this.#entries.delete(id);
    }
  }
}

function serialiseKey(key: RequestKey): string {
  return JSON.stringify([key.identity, key.method, key.path, key.query, key.body ?? null, key.shape ?? null]);
}
