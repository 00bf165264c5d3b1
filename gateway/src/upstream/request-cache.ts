import { EVERY_CALLER } from './identity';

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
  readonly #expiring = new EntryQueue();
  /** Every entry, oldest first, for the size bound (a Map's first key is slow to reach once many before it are gone). */
  readonly #inserted = new EntryQueue();
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
    this.#expiring.clear();
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
    this.#inserted.push(entry);
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

  /**
   * Forgets this caller's entries for the given paths (what a write may have changed); every
   * caller's, for EVERY_CALLER. That walks every caller's list, which is fine for the writes that
   * ask it (a change of who may use a group), as they are rare.
   */
  invalidate(identity: string, paths: readonly string[]): void {
    const lists =
      identity === EVERY_CALLER
        ? [...this.#byPath].filter(([key]) => paths.includes(pathOfStaleKey(key))).map(([, listed]) => listed)
        : paths.map((path) => this.#byPath.get(staleKey(identity, path)));
    for (const listed of lists) if (listed) for (const entry of [...listed]) this.#remove(entry);
  }

  clear(): void {
    this.#entries.clear();
    this.#byPath.clear();
    this.#expiring.clear();
    this.#inserted.clear();
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
    const live = (entry: Entry) => this.#entries.get(entry.id) === entry;
    for (let entry = this.#expiring.first(live); entry && (entry.expiresAt ?? now) <= now; entry = this.#expiring.first(live)) this.#remove(entry);
    while (this.#entries.size >= this.#maxEntries) {
      const oldest = this.#inserted.first(live);
      if (!oldest) break;
      this.#remove(oldest);
    }
  }
}

/** Entries in the order they were queued; those no longer live are passed over once and let go. */
class EntryQueue {
  #items: Entry[] = [];
  #start = 0;

  push(entry: Entry): void {
    this.#items.push(entry);
  }

  /** The first entry still live, passing over (and letting go of) those before it that are not. */
  first(live: (entry: Entry) => boolean): Entry | undefined {
    const items = this.#items;
    while (this.#start < items.length && !live(items[this.#start] as Entry)) this.#start++;
    // Compacted once the passed-over head outweighs what is left.
    if (this.#start > 64 && this.#start * 2 > items.length) {
      this.#items = items.slice(this.#start);
      this.#start = 0;
    }
    return this.#items[this.#start];
  }

  clear(): void {
    this.#items = [];
    this.#start = 0;
  }
}

/** What a write makes stale: one caller's reads of one path. */
function staleKey(identity: string, path: string): string {
  return `${identity} ${path}`;
}

/** The path of a stale key: an identity holds no space (`anonymous`, or `sha256:` and hex). */
function pathOfStaleKey(key: string): string {
  return key.slice(key.indexOf(' ') + 1);
}

/**
 * The key's parts joined by NUL, which none holds: the identity is `anonymous` or a hex hash, the
 * method a word, the path and query string percent-encoded, the body JSON text (which escapes it).
 */
function serialiseKey(key: RequestKey): string {
  return `${key.identity}\0${key.method}\0${key.path}\0${key.query}\0${key.body ?? ''}\0${key.shape ?? ''}`;
}
