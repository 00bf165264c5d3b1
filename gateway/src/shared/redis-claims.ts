import { randomUUID } from 'node:crypto';
import type { Redis } from 'ioredis';
import type { Claim, Claims } from './claims';

/**
 * Deletes a claim only while it still holds its holder's token. KEYS: the claim's key; ARGV: the
 * token. A claim that lapsed and was made again by another gateway is theirs, not the late releaser's.
 */
const RELEASE_CLAIM = `
if redis.call('GET', KEYS[1]) == ARGV[1] then return redis.call('DEL', KEYS[1]) end
return 0
`;

/** The connection with RELEASE_CLAIM defined on it (ioredis's defineCommand: EVALSHA, the script sent once). */
type ReleasingRedis = Redis & { releaseClaim(key: string, token: string): Promise<number> };

/**
 * Claims in Redis, each `SET <prefix><key> <token> NX EX <seconds>`: Redis makes it or refuses it
 * in one step, so of two gateways claiming a key at the same moment exactly one holds it.
 *
 * While Redis is away every claim is granted rather than refused: no other gateway can be asked,
 * and what the claims guard carries on as the values beside them do then (redis-values.ts:
 * nothing found, nothing kept), as a gateway without shared state does.
 */
export class RedisClaims implements Claims {
  readonly #redis: ReleasingRedis;

  constructor(
    redis: Redis,
    private readonly prefix: string,
  ) {
    redis.defineCommand('releaseClaim', { numberOfKeys: 1, lua: RELEASE_CLAIM });
    this.#redis = redis as ReleasingRedis;
  }

  async claim(key: string, ttlSeconds: number): Promise<Claim | undefined> {
    const token = randomUUID();
    const made = await this.#redis.set(this.prefix + key, token, 'EX', Math.max(1, Math.ceil(ttlSeconds)), 'NX').then(
      (answer) => answer === 'OK',
      () => true,
    );
    if (!made) return undefined;
    return {
      release: () =>
        this.#redis.releaseClaim(this.prefix + key, token).then(
          () => undefined,
          () => undefined,
        ),
    };
  }
}
