import type { KeyValueCache, KeyValueCacheSetOptions } from '@apollo/utils.keyvaluecache';
import type { Redis } from 'ioredis';

/** Kept when a caller gives no time to live, so that nothing piles up in Redis for ever. */
const DEFAULT_SECONDS = 86_400;

/**
 * Values in Redis alone, with no copy in this process: another gateway may change or delete one,
 * and every gateway must read it as it is now. While Redis is away nothing is found and nothing
 * kept, which is how a gateway without shared state behaves.
 */
export class RedisValues implements KeyValueCache<string> {
  constructor(
    private readonly redis: Redis,
    private readonly prefix: string,
  ) {}

  async get(key: string): Promise<string | undefined> {
    return (await this.redis.get(this.prefix + key).catch(() => null)) ?? undefined;
  }

  async set(key: string, value: string, options?: KeyValueCacheSetOptions): Promise<void> {
    await this.redis.set(this.prefix + key, value, 'EX', options?.ttl ?? DEFAULT_SECONDS).catch(() => undefined);
  }

  async delete(key: string): Promise<boolean> {
    return (await this.redis.del(this.prefix + key).catch(() => 0)) > 0;
  }
}
