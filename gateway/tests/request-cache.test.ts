import { describe, expect, it } from 'vitest';
import { EVERY_CALLER } from '../src/upstream/identity';
import { RequestCache, type RequestKey } from '../src/upstream/request-cache';

function fakeClock(start = 1_000) {
  let now = start;
  return { now: () => now, advance: (ms: number) => (now += ms) };
}

function key(overrides: Partial<RequestKey> = {}): RequestKey {
  return { identity: 'caller-a', method: 'GET', path: '/user', query: '?id=5', ...overrides };
}

/** A load function that counts its calls and settles when told to. */
function deferredLoads<T>() {
  const pending: { resolve: (value: T) => void; reject: (error: unknown) => void }[] = [];
  const load = () => new Promise<T>((resolve, reject) => pending.push({ resolve, reject }));
  return { load, pending };
}

const flush = () => new Promise((resolve) => setImmediate(resolve));

describe('RequestCache', () => {
  it('shares one upstream call between identical requests in flight', async () => {
    const cache = new RequestCache({ ttlMs: 10_000 });
    const { load, pending } = deferredLoads<string>();

    const first = cache.get(key(), load);
    const second = cache.get(key(), load);
    expect(pending).toHaveLength(1);

    pending[0]!.resolve('user 5');
    await expect(first).resolves.toBe('user 5');
    await expect(second).resolves.toBe('user 5');
  });

  it('keeps an answer for the cache time, then asks again', async () => {
    const clock = fakeClock();
    const cache = new RequestCache({ ttlMs: 10_000, now: clock.now });
    let calls = 0;
    const load = async () => `answer ${++calls}`;

    await expect(cache.get(key(), load)).resolves.toBe('answer 1');
    clock.advance(9_999);
    await expect(cache.get(key(), load)).resolves.toBe('answer 1');
    clock.advance(1);
    await expect(cache.get(key(), load)).resolves.toBe('answer 2');
  });

  it('counts the cache time from when the answer arrived, not from the request', async () => {
    const clock = fakeClock();
    const cache = new RequestCache({ ttlMs: 1_000, now: clock.now });
    const { load, pending } = deferredLoads<string>();

    const first = cache.get(key(), load);
    clock.advance(5_000); // a slow upstream
    pending[0]!.resolve('slow answer');
    await first;
    await flush();
    clock.advance(999);
    await expect(cache.get(key(), load)).resolves.toBe('slow answer');
    expect(pending).toHaveLength(1);
  });

  it('keeps failures too, so a failing call is not repeated at once', async () => {
    const clock = fakeClock();
    const cache = new RequestCache({ ttlMs: 10_000, now: clock.now });
    let calls = 0;
    const load = async () => {
      calls += 1;
      throw new Error(`failure ${calls}`);
    };

    await expect(cache.get(key(), load)).rejects.toThrow('failure 1');
    await flush();
    await expect(cache.get(key(), load)).rejects.toThrow('failure 1');
    clock.advance(10_000);
    await expect(cache.get(key(), load)).rejects.toThrow('failure 2');
  });

  it('drops failures its keepFailure rule refuses', async () => {
    const cache = new RequestCache({ ttlMs: 10_000, keepFailure: () => false });
    let calls = 0;
    const load = async () => {
      calls += 1;
      throw new Error(`failure ${calls}`);
    };

    await expect(cache.get(key(), load)).rejects.toThrow('failure 1');
    await flush();
    await expect(cache.get(key(), load)).rejects.toThrow('failure 2');
  });

  it('never gives one caller the answer kept for another', async () => {
    const cache = new RequestCache({ ttlMs: 10_000 });
    await cache.get(key({ identity: 'caller-a' }), async () => 'data of A');

    await expect(cache.get(key({ identity: 'caller-b' }), async () => 'data of B')).resolves.toBe('data of B');
    await expect(cache.get(key({ identity: 'caller-a' }), async () => 'fresh A')).resolves.toBe('data of A');
  });

  it('tells requests apart by method, path, query and body', async () => {
    const cache = new RequestCache({ ttlMs: 10_000 });
    await cache.get(key(), async () => 'original');

    const variants: Partial<RequestKey>[] = [{ method: 'POST' }, { path: '/users' }, { query: '?id=6' }, { body: '{"code":"1"}' }];
    for (const variant of variants) {
      await expect(cache.get(key(variant), async () => 'other')).resolves.toBe('other');
    }
  });

  it("invalidates the writer's own reads of the written paths, and nobody else's", async () => {
    const cache = new RequestCache({ ttlMs: 10_000 });
    await cache.get(key({ identity: 'caller-a', path: '/user' }), async () => 'A user v1');
    await cache.get(key({ identity: 'caller-a', path: '/groups', query: '' }), async () => 'A groups v1');
    await cache.get(key({ identity: 'caller-b', path: '/user' }), async () => 'B user v1');
    await flush();

    cache.invalidate('caller-a', ['/user']);

    await expect(cache.get(key({ identity: 'caller-a', path: '/user' }), async () => 'A user v2')).resolves.toBe('A user v2');
    await expect(cache.get(key({ identity: 'caller-a', path: '/groups', query: '' }), async () => 'A groups v2')).resolves.toBe('A groups v1');
    await expect(cache.get(key({ identity: 'caller-b', path: '/user' }), async () => 'B user v2')).resolves.toBe('B user v1');
  });

  it("invalidates every caller's reads of the paths for a write that changes who may use a group, and only those paths", async () => {
    const cache = new RequestCache({ ttlMs: 10_000 });
    for (const identity of ['caller-a', 'caller-b', 'anonymous']) {
      await cache.get(key({ identity, path: '/group', query: '?groupId=103' }), async () => `${identity} group v1`);
      await cache.get(key({ identity, path: '/groupusers', query: '?groupId=103' }), async () => `${identity} users v1`);
    }
    await flush();

    cache.invalidate(EVERY_CALLER, ['/group']);

    for (const identity of ['caller-a', 'caller-b', 'anonymous']) {
      await expect(cache.get(key({ identity, path: '/group', query: '?groupId=103' }), async () => `${identity} group v2`)).resolves.toBe(
        `${identity} group v2`,
      );
      await expect(cache.get(key({ identity, path: '/groupusers', query: '?groupId=103' }), async () => `${identity} users v2`)).resolves.toBe(
        `${identity} users v1`,
      );
    }
  });

  it('does not keep a read that was in flight when a write invalidated it', async () => {
    const cache = new RequestCache({ ttlMs: 10_000 });
    const { load, pending } = deferredLoads<string>();

    const before = cache.get(key(), load);
    cache.invalidate('caller-a', ['/user']);
    pending[0]!.resolve('read before the write');
    await expect(before).resolves.toBe('read before the write');
    await flush();

    await expect(cache.get(key(), async () => 'read after the write')).resolves.toBe('read after the write');
  });

  it('evicts the oldest entries beyond its size bound', async () => {
    const cache = new RequestCache({ ttlMs: 10_000, maxEntries: 2 });
    await cache.get(key({ query: '?id=1' }), async () => 'one');
    await cache.get(key({ query: '?id=2' }), async () => 'two');
    await cache.get(key({ query: '?id=3' }), async () => 'three');
    await flush();

    expect(cache.size).toBe(2);
    await expect(cache.get(key({ query: '?id=1' }), async () => 'one again')).resolves.toBe('one again');
    await expect(cache.get(key({ query: '?id=3' }), async () => 'three again')).resolves.toBe('three');
  });

  it('lets expired answers go as new requests come in, and keeps the live ones', async () => {
    const clock = fakeClock();
    const cache = new RequestCache({ ttlMs: 1_000, now: clock.now });
    await cache.get(key({ query: '?id=1' }), async () => 'one');
    await cache.get(key({ query: '?id=2' }), async () => 'two');
    await flush();
    clock.advance(600);
    await cache.get(key({ query: '?id=3' }), async () => 'three');
    await flush();
    clock.advance(600);
    await cache.get(key({ query: '?id=4' }), async () => 'four');
    await flush();

    // 1 and 2 have expired and are gone; 3 is still kept, 4 is new.
    expect(cache.size).toBe(2);
    await expect(cache.get(key({ query: '?id=3' }), async () => 'three again')).resolves.toBe('three');
    await expect(cache.get(key({ query: '?id=1' }), async () => 'one again')).resolves.toBe('one again');
  });

  it('invalidates one path of a caller among many kept reads, and leaves the rest', async () => {
    const cache = new RequestCache({ ttlMs: 10_000 });
    for (let id = 0; id < 50; id++) await cache.get(key({ path: `/user/${id}`, query: '' }), async () => `user ${id}`);
    await cache.get(key({ identity: 'caller-b', path: '/user/7', query: '' }), async () => "b's user 7");
    await flush();

    cache.invalidate('caller-a', ['/user/7', '/user/9']);
    await expect(cache.get(key({ path: '/user/7', query: '' }), async () => 'user 7 anew')).resolves.toBe('user 7 anew');
    await expect(cache.get(key({ path: '/user/9', query: '' }), async () => 'user 9 anew')).resolves.toBe('user 9 anew');
    await expect(cache.get(key({ path: '/user/8', query: '' }), async () => 'user 8 anew')).resolves.toBe('user 8');
    await expect(cache.get(key({ identity: 'caller-b', path: '/user/7', query: '' }), async () => 'anew')).resolves.toBe("b's user 7");
  });

  it('keeps nothing once settled when the cache time is 0, but still shares calls in flight', async () => {
    const cache = new RequestCache({ ttlMs: 0 });
    const { load, pending } = deferredLoads<string>();
    const first = cache.get(key(), load);
    const second = cache.get(key(), load);
    expect(pending).toHaveLength(1);
    pending[0]!.resolve('shared');
    await Promise.all([first, second]);
    await flush();
    expect(cache.size).toBe(0);
  });
});
