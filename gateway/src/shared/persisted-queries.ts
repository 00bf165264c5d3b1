import { InMemoryLRUCache, type KeyValueCache, type KeyValueCacheSetOptions } from '@apollo/utils.keyvaluecache';
import type { Redis } from 'ioredis';

// Apollo registers the text of any query sent with its hash, signed in or not, and a GraphQL
// comment is no parse token, so the query limits never see how long a text is: without bounds one
// request could have every gateway keep a megabyte, and a few dozen fill Redis.

/**
 * The longest query text kept as a persisted query, in UTF-8 bytes (what Redis holds): well above
 * the web app's longest document (some 3,100 characters), and the figure of the longest text the
 * known queries keep (http/known-queries.ts, in characters). A longer text is not kept anywhere: a
 * hash-only request for it is answered PERSISTED_QUERY_NOT_FOUND, and the client sends the text
 * again, as the protocol provides.
 */
export const LONGEST_PERSISTED_QUERY = 10_000;

/**
 * The most persisted queries Redis keeps, across all gateways, the oldest going first: Redis then
 * holds at most this many times LONGEST_PERSISTED_QUERY of them (some 50 MB). The web app has some
 * 150 documents; a query pushed out is simply sent again in full.
 */
export const MOST_SHARED_PERSISTED_QUERIES = 5_000;

/** Persisted queries are kept a day at most, so that queries registered by anyone cannot pile up for ever. */
const PERSISTED_QUERY_SECONDS = 86_400;

/** Whether a query text is short enough to be kept as a persisted query. */
export function persistable(text: string): boolean {
  // A character is at least one byte: most texts are settled without counting their bytes.
  return text.length <= LONGEST_PERSISTED_QUERY && Buffer.byteLength(text, 'utf8') <= LONGEST_PERSISTED_QUERY;
}

/** Apollo's persisted queries in this process (its own default store), each text at most LONGEST_PERSISTED_QUERY. */
export class LocalPersistedQueries implements KeyValueCache<string> {
  readonly #kept = new InMemoryLRUCache<string>();

  get(key: string): Promise<string | undefined> {
    return this.#kept.get(key);
  }

  async set(key: string, value: string, options?: KeyValueCacheSetOptions): Promise<void> {
    if (persistable(value)) await this.#kept.set(key, value, options);
  }

  delete(key: string): Promise<boolean> {
    return this.#kept.delete(key);
  }
}

/**
 * Keeps one persisted query in Redis and trims the rest to the bound, in one step for every
 * gateway at once. KEYS: the index, the query's key; ARGV: its text, its seconds, the most kept.
 * The index is a sorted set of the queries' keys by when each expires, in ms of Redis's own clock
 * (every gateway's registrations on one clock): with one time to live that is the order of
 * registration, the oldest first. It goes when its newest query does, so nothing outlives a day.
 */
const KEEP_PERSISTED_QUERY = `
local time = redis.call('TIME')
local now = tonumber(time[1]) * 1000 + math.floor(tonumber(time[2]) / 1000)
local seconds = tonumber(ARGV[2])
redis.call('SET', KEYS[2], ARGV[1], 'EX', seconds)
redis.call('ZADD', KEYS[1], now + seconds * 1000, KEYS[2])
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', now)
local over = redis.call('ZCARD', KEYS[1]) - tonumber(ARGV[3])
if over > 0 then
  for _, oldest in ipairs(redis.call('ZRANGE', KEYS[1], 0, over - 1)) do
    redis.call('DEL', oldest)
  end
  redis.call('ZREMRANGEBYRANK', KEYS[1], 0, over - 1)
end
local last = redis.call('ZRANGE', KEYS[1], -1, -1, 'WITHSCORES')
if last[2] then redis.call('PEXPIREAT', KEYS[1], last[2]) end
return over
`;

/** The connection with KEEP_PERSISTED_QUERY defined on it (ioredis's defineCommand: EVALSHA, the script sent once). */
type KeepingRedis = Redis & {
  keepPersistedQuery(index: string, key: string, text: string, seconds: number, most: number): Promise<number>;
};

/**
 * Apollo's persisted queries in Redis, behind a copy in this process: most look-ups never leave
 * it, and while Redis is away the copy still serves what this gateway has seen. Redis keeps each
 * under `<prefix>pq:`, a day at most, and at most `most` of them (the oldest go first), listed in
 * the index `<prefix>pq-index`; a text over LONGEST_PERSISTED_QUERY is kept in neither.
 */
export class SharedPersistedQueries implements KeyValueCache<string> {
  readonly #local = new LocalPersistedQueries();
  readonly #redis: KeepingRedis;
  readonly #prefix: string;
  readonly #index: string;
  readonly #most: number;

  constructor(redis: Redis, keyPrefix: string, most = MOST_SHARED_PERSISTED_QUERIES) {
    redis.defineCommand('keepPersistedQuery', { numberOfKeys: 2, lua: KEEP_PERSISTED_QUERY });
    this.#redis = redis as KeepingRedis;
    this.#prefix = `${keyPrefix}pq:`;
    this.#index = `${keyPrefix}pq-index`;
    this.#most = most;
  }

  async get(key: string): Promise<string | undefined> {
    const local = await this.#local.get(key);
    if (local !== undefined) return local;
    const shared = await this.#redis.get(this.#prefix + key).catch(() => null);
    if (shared === null) return undefined;
    await this.#local.set(key, shared, { ttl: PERSISTED_QUERY_SECONDS });
    return shared;
  }

  async set(key: string, value: string, options?: KeyValueCacheSetOptions): Promise<void> {
    if (!persistable(value)) return;
    const seconds = Math.min(options?.ttl ?? PERSISTED_QUERY_SECONDS, PERSISTED_QUERY_SECONDS);
    await this.#local.set(key, value, { ttl: seconds });
    await this.#redis.keepPersistedQuery(this.#index, this.#prefix + key, value, seconds, this.#most).catch(() => undefined);
  }

  async delete(key: string): Promise<boolean> {
    await this.#local.delete(key);
    await this.#redis
      .multi()
      .del(this.#prefix + key)
      .zrem(this.#index, this.#prefix + key)
      .exec()
      .catch(() => undefined);
    return true;
  }
}
