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
  id: string;
  /** The caller and path it was read for, as writes invalidate it. */
  stale: string;
  promise: Promise<unknown>;
  /** Undefined while the request is in flight. */
  expiresAt?: number;
}

/**
 * Shares identical in-flight requests and keeps their outcomes (failures included) for a while.
 * Entries are per caller identity, so one caller never sees another's answer.
 *
 * Nothing here walks every entry on a request: kept answers wait in a queue in the order they
 * expire (the cache time is the same for all, so that is the order they settled in), and each
 * caller's reads of a path are listed together for the writes that make them stale.
 */
export class RequestCache {
  readonly #entries = new Map<string, Entry>();
  /** Each caller's entries of one path (see staleKey), for invalidation. */
  readonly #byPath = new Map<string, Set<Entry>>();
  /** Kept answers, earliest expiry first; an entry since dropped or replaced is skipped. */
  #expiring: Entry[] = [];
  #expiringStart = 0;
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
    for (const entry of this.#entries.values()) if (entry.expiresAt !== undefined) this.#remove(entry);
    this.#expiring = [];
    this.#expiringStart = 0;
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
    if (existing) this.#remove(existing);

    const promise = load();
    const entry: Entry = { id, stale: staleKey(key.identity, key.path), promise };
    this.#evictForOne();
    this.#entries.set(id, entry);
    const listed = this.#byPath.get(entry.stale);
    if (listed) listed.add(entry);
    else this.#byPath.set(entry.stale, new Set([entry]));
    // Both handlers are given, so this bookkeeping branch never rejects unhandled.
    promise.then(
      () => this.#settled(entry, true),
      (error: unknown) => this.#settled(entry, this.#keepFailure(error)),
    );
    return promise;
  }

  /** Forgets this caller's entries for the given paths (what a write may have changed). */
  invalidate(identity: string, paths: readonly string[]): void {
    for (const path of paths) {
      const listed = this.#byPath.get(staleKey(identity, path));
      if (listed) for (const entry of [...listed]) this.#remove(entry);
    }
  }

  clear(): void {
    this.#entries.clear();
    this.#byPath.clear();
    this.#expiring = [];
    this.#expiringStart = 0;
  }

  #settled(entry: Entry, keep: boolean): void {
    // The entry may have been invalidated or evicted meanwhile; then it must not come back.
    if (this.#entries.get(entry.id) !== entry) return;
    if (keep && this.#keeping && this.#ttlMs > 0) {
      entry.expiresAt = this.#now() + this.#ttlMs;
      this.#expiring.push(entry);
    } else {
      this.#remove(entry);
    }
  }

  #remove(entry: Entry): void {
    if (this.#entries.get(entry.id) === entry) this.#entries.delete(entry.id);
    const listed = this.#byPath.get(entry.stale);
    if (listed?.delete(entry) && listed.size === 0) this.#byPath.delete(entry.stale);
  }

  /** Drops what has expired, then the oldest entries while there is no room for one more. */
  #evictForOne(): void {
    const now = this.#now();
    const queue = this.#expiring;
    let start = this.#expiringStart;
    for (; start < queue.length; start++) {
      const entry = queue[start] as Entry;
      if (this.#entries.get(entry.id) === entry) {
        if ((entry.expiresAt ?? now) > now) break;
        this.#remove(entry);
      }
    }
    // The queue is compacted once its dropped head outweighs what is left.
    if (start > 64 && start * 2 > queue.length) {
      this.#expiring = queue.slice(start);
      start = 0;
    }
    this.#expiringStart = start;
    // Map keeps insertion order, so the first keys are the oldest.
    while (this.#entries.size >= this.#maxEntries) {
      const oldest = this.#entries.values().next().value;
      if (!oldest) break;
      this.#remove(oldest);
    }
  }
}

/** What a write makes stale: one caller's reads of one path. */
function staleKey(identity: string, path: string): string {
  return `${identity} ${path}`;
}

function serialiseKey(key: RequestKey): string {
  return JSON.stringify([key.identity, key.method, key.path, key.query, key.body ?? null, key.shape ?? null]);
}
