import { Redis } from 'ioredis';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { MemoryClaims } from '../src/shared/claims';
import { RedisClaims } from '../src/shared/redis-claims';
import { freePort, keysOf, testRedis, type TestRedis } from './helpers/redis';

// The claims of the shared state (shared/claims.ts): one holder of a key at a time, for a limited
// time, in one gateway's memory and across gateways in Redis.

describe('a claim in memory', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('is refused while held, and granted again once its seconds are over', async () => {
    const claims = new MemoryClaims();
    expect(await claims.claim('claim:basket', 5)).toBeDefined();
    expect(await claims.claim('claim:basket', 5)).toBeUndefined();
    // Another key is free.
    expect(await claims.claim('claim:other', 5)).toBeDefined();
    vi.advanceTimersByTime(4_999);
    expect(await claims.claim('claim:basket', 5)).toBeUndefined();
    vi.advanceTimersByTime(1);
    expect(await claims.claim('claim:basket', 5)).toBeDefined();
  });

  it('is granted again once released, and a lapsed claim released late frees nobody else’s', async () => {
    const claims = new MemoryClaims();
    const first = await claims.claim('claim:basket', 1);
    await first!.release();
    const second = await claims.claim('claim:basket', 1);
    expect(second).toBeDefined();

    vi.advanceTimersByTime(1_000);
    const third = await claims.claim('claim:basket', 1);
    expect(third).toBeDefined();
    // The holder whose claim lapsed lets go late: the key stays with the one holding it now.
    await second!.release();
    expect(await claims.claim('claim:basket', 1)).toBeUndefined();
    await third!.release();
    expect(await claims.claim('claim:basket', 1)).toBeDefined();
  });
});

describe('a claim in Redis', () => {
  let redis: TestRedis;
  const connections: Redis[] = [];
  /** A gateway's connection, as redis-state.ts makes it: commands fail at once while Redis is away. */
  const connect = (url: string) => {
    const connection = new Redis(url, { enableOfflineQueue: false, maxRetriesPerRequest: 1, connectTimeout: 2_000, commandTimeout: 1_000, lazyConnect: true });
    connections.push(connection);
    return connection;
  };

  beforeAll(async () => {
    redis = await testRedis();
  });
  afterAll(async () => {
    for (const connection of connections) connection.disconnect();
    await redis?.close();
  });

  it('is held by exactly one of several gateways claiming it at the same moment, under the prefix, until released', async () => {
    const gateways = await Promise.all(
      [1, 2, 3, 4].map(async () => {
        const connection = connect(redis.url);
        await connection.connect();
        return new RedisClaims(connection, `${redis.prefix}checkout:`);
      }),
    );
    const claims = await Promise.all(gateways.map((gateway) => gateway.claim('claim:basket:a', 30)));
    expect(claims.filter((claim) => claim !== undefined)).toHaveLength(1);
    expect(await keysOf(redis.url, `${redis.prefix}checkout:claim:`)).toEqual([`${redis.prefix}checkout:claim:basket:a`]);

    await claims.find((claim) => claim !== undefined)!.release();
    expect(await keysOf(redis.url, `${redis.prefix}checkout:claim:`)).toEqual([]);
    expect(await gateways[3]!.claim('claim:basket:a', 30)).toBeDefined();
  });

  it('lapses after its seconds, and a lapsed claim released late frees nobody else’s', async () => {
    const connection = connect(redis.url);
    await connection.connect();
    const claims = new RedisClaims(connection, `${redis.prefix}checkout:`);
    const lapsing = await claims.claim('claim:basket:b', 1);
    expect(lapsing).toBeDefined();
    expect(await connection.ttl(`${redis.prefix}checkout:claim:basket:b`)).toBe(1);

    await expect.poll(() => claims.claim('claim:basket:b', 30), { timeout: 3_000, interval: 100 }).toBeDefined();
    await lapsing!.release();
    expect(await claims.claim('claim:basket:b', 30)).toBeUndefined();
  });

  it('is granted while Redis is away, as nothing of the pending checkouts is found or kept then either', async () => {
    // Nothing listens on this port: every command fails at once, as while Redis is away.
    const away = connect(`redis://127.0.0.1:${await freePort()}`);
    away.on('error', () => undefined);
    const claims = new RedisClaims(away, 'portal-away:checkout:');
    const claim = await claims.claim('claim:basket:c', 30);
    expect(claim).toBeDefined();
    await expect(claim!.release()).resolves.toBeUndefined();
  });
});
