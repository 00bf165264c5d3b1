import { createHash } from 'node:crypto';
import { startSandbox, type RunningSandbox } from '@portal/sandbox';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postGraphQL, readyStatusOnceItSays, sandboxServices, startGatewayProcess, waitForStatus, type GatewayProcess } from './helpers/gateway-processes';
import { loadConfig } from '../src/config';
import { startGateway } from '../src/serve';
import { memoryLog } from './helpers/memory-log';
import { Redis } from 'ioredis';
import { LONGEST_PERSISTED_QUERY } from '../src/shared/persisted-queries';
import { redisState } from '../src/shared/redis-state';
import { freePort, keysOf, OwnRedis, removeKeys, slowLink, testRedis, type TestRedis } from './helpers/redis';
import { BILLING } from './helpers/billing';

// Three gateway processes on one sandbox, sharing one Redis (under this run's own key prefix), as
// three replicas behind a balancer: what one gateway counts, learns or changes, the others know.

let redis: TestRedis;
let sandbox: RunningSandbox;
let gateways: GatewayProcess[] = [];

beforeAll(async () => {
  redis = await testRedis();
  sandbox = await startSandbox();
  const env = {
    ...sandboxServices(sandbox),
    REDIS_URL: redis.url,
    REDIS_KEY_PREFIX: redis.prefix,
    // A minute: without the shared invalidation, the second and third gateways would answer the old name all test long.
    REQUEST_CACHE_TIME: '60000',
    // The payment page's return addresses, the same whichever gateway a checkout reaches.
    PORTAL_ORIGINS: 'http://portal.test',
  };
  gateways = await Promise.all([1, 2, 3].map(() => startGatewayProcess(env)));
  await Promise.all(gateways.map((gateway) => waitForStatus(`${gateway.origin}/ready`, 200)));
});

afterAll(async () => {
  await Promise.all(gateways.map((gateway) => gateway.kill()));
  await sandbox?.close();
  await redis?.close();
});

const SIGN_IN = 'mutation S($u: String!, $p: String!) { signIn(userName: $u, password: $p) { jwt } }';

async function signIn(gateway: GatewayProcess, userName: string, password = 'Passw0rd!') {
  return postGraphQL<{ signIn: { jwt: string } }>(gateway.origin, { query: SIGN_IN, variables: { u: userName, p: password } });
}

describe('three gateways sharing Redis', () => {
  it('throttles the 6th wrong password for one user name, sent in turn to the three, as one gateway does', async () => {
    const codes: unknown[] = [];
    for (let attempt = 0; attempt < 6; attempt++) {
      const answer = await signIn(gateways[attempt % 3]!, 'solo@solo.example', `wrong-${attempt}`);
      codes.push(answer.errors?.[0]?.extensions?.code);
    }
    expect(codes.slice(0, 5).every((code) => code !== 'TOO_MANY_ATTEMPTS')).toBe(true);
    expect(codes[5]).toBe('TOO_MANY_ATTEMPTS');
    // The counts are in Redis, under this run's prefix.
    expect((await keysOf(redis.url, `${redis.prefix}attempts:`)).length).toBeGreaterThan(0);
  });

  it('reads a group renamed through the first gateway renamed at once through the second and third, with the request cache on', async () => {
    const signedIn = await signIn(gateways[0]!, 'owner@acme.example');
    const jwt = signedIn.data!.signIn.jwt;
    const MY_GROUPS = '{ myGroups { children { id name } } }';
    const namesThrough = async (gateway: GatewayProcess) =>
      (await postGraphQL<{ myGroups: { children: { id: string; name: string }[] }[] }>(gateway.origin, { query: MY_GROUPS }, jwt)).data!.myGroups[0]!.children;

    // Each gateway reads, and so keeps, the names.
    const before = await namesThrough(gateways[1]!);
    const account = before.find((child) => child.name === 'Acme Web')!;
    expect(account).toBeDefined();
    for (const gateway of gateways) expect((await namesThrough(gateway)).find((child) => child.id === account.id)?.name).toBe('Acme Web');

    const renamed = await postGraphQL<{ updateGroup: { name: string } }>(
      gateways[0]!.origin,
      {
        query: 'mutation R($id: ID!, $input: GroupDetailsInput!) { updateGroup(groupId: $id, input: $input) { name } }',
        variables: { id: account.id, input: { name: 'Acme Online' } },
      },
      jwt,
    );
    expect(renamed.data?.updateGroup.name).toBe('Acme Online');
    for (const gateway of [gateways[1]!, gateways[2]!]) {
      expect((await namesThrough(gateway)).find((child) => child.id === account.id)?.name).toBe('Acme Online');
    }
  });

  it('finds a persisted query registered through one gateway through another', async () => {
    const query = '{ addressCountries { code } }';
    const sha256Hash = createHash('sha256').update(query).digest('hex');
    const persisted = { persistedQuery: { version: 1, sha256Hash } };
    const jwt = (await signIn(gateways[2]!, 'owner@acme.example')).data!.signIn.jwt;

    // Unknown anywhere before it is registered.
    expect((await postGraphQL(gateways[1]!.origin, { extensions: persisted }, jwt)).errors?.[0]?.extensions?.code).toBe('PERSISTED_QUERY_NOT_FOUND');
    const registered = await postGraphQL<{ addressCountries: unknown[] }>(gateways[0]!.origin, { query, extensions: persisted }, jwt);
    expect(registered.data?.addressCountries.length).toBeGreaterThan(0);

    for (const gateway of [gateways[1]!, gateways[2]!]) {
      const byHash = await postGraphQL<{ addressCountries: unknown[] }>(gateway.origin, { extensions: persisted }, jwt);
      expect(byHash.errors).toBeUndefined();
      expect(byHash.data?.addressCountries).toEqual(registered.data?.addressCountries);
    }
  });

  it('keeps no persisted query longer than the bound, in no gateway and not in Redis, and one at the bound through all', async () => {
    const persisted = (query: string) => ({ persistedQuery: { version: 1, sha256Hash: createHash('sha256').update(query).digest('hex') } });
    // A comment is no parse token: the query limits let any length through, signed in or not.
    const tooLong = `query TooLong { __typename }\n#${'A'.repeat(LONGEST_PERSISTED_QUERY)}`;
    const registered = await postGraphQL<{ __typename: string }>(gateways[0]!.origin, { query: tooLong, extensions: persisted(tooLong) });
    expect(registered.data?.__typename).toBe('Query');
    // Through the gateway it was sent to as through the others: the client sends the text again.
    for (const gateway of gateways) {
      expect((await postGraphQL(gateway.origin, { extensions: persisted(tooLong) })).errors?.[0]?.extensions?.code).toBe('PERSISTED_QUERY_NOT_FOUND');
    }
    expect((await keysOf(redis.url, `${redis.prefix}pq:`)).some((key) => key.endsWith(persisted(tooLong).persistedQuery.sha256Hash))).toBe(false);

    const atTheBound = `query AtTheBound { __typename }\n#`.padEnd(LONGEST_PERSISTED_QUERY, 'A');
    expect((await postGraphQL(gateways[0]!.origin, { query: atTheBound, extensions: persisted(atTheBound) })).errors).toBeUndefined();
    await expect.poll(async () => (await postGraphQL(gateways[1]!.origin, { extensions: persisted(atTheBound) })).data).toEqual({ __typename: 'Query' });
  });

  it('answers the order still waiting for payment when the same basket is checked out again through another gateway', async () => {
    const jwt = (await signIn(gateways[0]!, 'owner@acme.example')).data!.signIn.jwt;
    const checkout = async (gateway: GatewayProcess) => {
      const captcha = await fetch(`${sandbox.urls.userServer}/captcha/token?sitekey=${sandbox.captcha.siteKey}&action=checkout`);
      const input = {
        organisationId: '102',
        items: [{ accountId: '103', planId: '2', clicks: 23000 }],
        billing: BILLING,
        backUrl: 'http://portal.test/portal/shop/basket',
        paidUrl: 'http://portal.test/portal/shop/thankyou',
      };
      const query = 'mutation C($input: CheckoutInput!, $captchaToken: String!) { checkout(input: $input, captchaToken: $captchaToken) { orderId url } }';
      const answer = await postGraphQL<{ checkout: { orderId: string; url: string } }>(
        gateway.origin,
        { query, variables: { input, captchaToken: ((await captcha.json()) as { token: string }).token } },
        jwt,
      );
      expect(answer.errors).toBeUndefined();
      return answer.data!.checkout;
    };
    const first = await checkout(gateways[0]!);
    expect(await checkout(gateways[1]!)).toEqual(first);
    expect(await checkout(gateways[2]!)).toEqual(first);
    expect((await keysOf(redis.url, `${redis.prefix}checkout:`)).length).toBeGreaterThan(0);
  });

  it('makes one order when the same basket is checked out through the three gateways at the same moment', async () => {
    const jwt = (await signIn(gateways[0]!, 'owner@acme.example')).data!.signIn.jwt;
    const input = {
      organisationId: '102',
      items: [{ accountId: '103', planId: '11', clicks: 5000 }],
      billing: BILLING,
      backUrl: 'http://portal.test/portal/shop/basket',
      paidUrl: 'http://portal.test/portal/shop/thankyou',
    };
    const query = 'mutation C($input: CheckoutInput!, $captchaToken: String!) { checkout(input: $input, captchaToken: $captchaToken) { orderId url } }';
    // A captcha token each beforehand, so that the three checkouts leave together: two tabs and a double submission, balanced over three gateways.
    const tokens = await Promise.all(
      gateways.map(async () => {
        const captcha = await fetch(`${sandbox.urls.userServer}/captcha/token?sitekey=${sandbox.captcha.siteKey}&action=checkout`);
        return ((await captcha.json()) as { token: string }).token;
      }),
    );
    const answers = await Promise.all(
      gateways.map((gateway, at) =>
        postGraphQL<{ checkout: { orderId: string; url: string } }>(gateway.origin, { query, variables: { input, captchaToken: tokens[at] } }, jwt),
      ),
    );
    for (const answer of answers) expect(answer.errors).toBeUndefined();
    const [first, ...others] = answers.map((answer) => answer.data!.checkout);
    for (const other of others) expect(other).toEqual(first);
    // The claim is given up once the order is kept: nothing holds the basket after the checkouts.
    expect((await keysOf(redis.url, `${redis.prefix}checkout:claim:`)).length).toBe(0);
  });

  it('downloads the cleansed file through the second and third gateways with a link the first made, its ticket kept only as a hash', async () => {
    const jwt = (await signIn(gateways[0]!, 'owner@acme.example')).data!.signIn.jwt;
    const file = await postGraphQL<{ bureauFile: { downloadUrl: string } }>(
      gateways[0]!.origin,
      { query: 'query D($a: ID!, $f: ID!) { bureauFile(accountId: $a, fileId: $f) { downloadUrl } }', variables: { a: '103', f: '401' } },
      jwt,
    );
    const link = file.data!.bureauFile.downloadUrl;
    for (const gateway of gateways.slice(1)) {
      const download = await fetch(gateway.origin + link);
      expect(download.status).toBe(200);
      expect((await download.text()).split('\r\n')[0]).toMatch(/^Customer Ref,Name,/);
    }
    const ticket = new URL(link, 'http://portal.test').searchParams.get('ticket')!;
    const kept = await keysOf(redis.url, `${redis.prefix}download:`);
    expect(kept).toHaveLength(1);
    expect(kept[0]).not.toContain(ticket);
  });
});

describe('a write, and the next read through another gateway', () => {
  it('reads a group renamed through one gateway renamed at once through a gateway that reads Redis a third of a second late', async () => {
    const late = await slowLink(redis.url, 300);
    const env = { ...sandboxServices(sandbox), PORT: '0', REDIS_KEY_PREFIX: `${redis.prefix}late:`, REQUEST_CACHE_TIME: '60000' };
    const writer = await startGateway(loadConfig({ ...env, REDIS_URL: redis.url }), { logger: memoryLog().logger, host: '127.0.0.1' });
    const reader = await startGateway(loadConfig({ ...env, REDIS_URL: late.url }), { logger: memoryLog().logger, host: '127.0.0.1' });
    const [writerOrigin, readerOrigin] = [writer, reader].map((gateway) => `http://127.0.0.1:${gateway.port}`) as [string, string];
    try {
      await Promise.all([waitForStatus(`${writerOrigin}/ready`, 200), waitForStatus(`${readerOrigin}/ready`, 200)]);
      const jwt = (await postGraphQL<{ signIn: { jwt: string } }>(writerOrigin, { query: SIGN_IN, variables: { u: 'owner@acme.example', p: 'Passw0rd!' } }))
        .data!.signIn.jwt;
      const MY_GROUPS = '{ myGroups { children { id name } } }';
      const nameThrough = async (origin: string, id: string) =>
        (await postGraphQL<{ myGroups: { children: { id: string; name: string }[] }[] }>(origin, { query: MY_GROUPS }, jwt)).data!.myGroups[0]!.children.find(
          (child) => child.id === id,
        )?.name;
      const listed = await postGraphQL<{ myGroups: { children: { id: string; name: string }[] }[] }>(readerOrigin, { query: MY_GROUPS }, jwt);
      const account = listed.data!.myGroups[0]!.children.find((child) => child.name === 'Acme Web' || child.name === 'Acme Online')!;
      const newName = account.name === 'Acme Web' ? 'Acme Online' : 'Acme Web';
      // Both keep the name as it is.
      expect(await nameThrough(writerOrigin, account.id)).toBe(account.name);
      expect(await nameThrough(readerOrigin, account.id)).toBe(account.name);

      const renamed = await postGraphQL<{ updateGroup: { name: string } }>(
        writerOrigin,
        {
          query: 'mutation R($id: ID!, $input: GroupDetailsInput!) { updateGroup(groupId: $id, input: $input) { name } }',
          variables: { id: account.id, input: { name: newName } },
        },
        jwt,
      );
      expect(renamed.data?.updateGroup.name).toBe(newName);
      // The reader hears of the write 300 ms after Redis sent it; the write answered only once it had.
      expect(await nameThrough(readerOrigin, account.id)).toBe(newName);
    } finally {
      await Promise.all([writer.close(), reader.close()]);
      await late.close();
    }
  });

  it('answers a write whose message a gateway received but never confirmed, once the wait is over, and says so in the log', async () => {
    const prefix = `${redis.prefix}silent:`;
    // A subscriber that drops nothing and confirms nothing, as a hung gateway would.
    const silent = new Redis(redis.url);
    await silent.subscribe(`${prefix}stale`);
    const logged = memoryLog();
    const state = redisState({ url: redis.url, keyPrefix: prefix, logger: logged.logger, heardWaitMs: 100 });
    const dropped: string[][] = [];
    state.onStale((_identity, paths) => dropped.push([...paths]));
    try {
      await expect.poll(() => state.healthy()).toBe(true);
      await state.publishStale('sha256:caller', ['/groups']);
      expect(dropped).toEqual([['/groups']]);
      expect(logged.lines).toContain(
        "1 of 2 gateways did not confirm a write within 100 ms: they may answer its caller's old reads until their request cache lets them go",
      );
    } finally {
      await state.close();
      silent.disconnect();
    }
  });
});

describe('a gateway whose Redis goes away', () => {
  it('keeps serving and stays ready, naming Redis, keeps no cached answers, and recovers when Redis is back', async () => {
    const own = new OwnRedis(await freePort());
    await own.start();
    const logged = memoryLog();
    const gateway = await startGateway(
      loadConfig({ ...sandboxServices(sandbox), PORT: '0', REDIS_URL: own.url, REDIS_KEY_PREFIX: 'portal-test-outage:', READY_CHECK_INTERVAL: '100' }),
      { logger: logged.logger, host: '127.0.0.1' },
    );
    const origin = `http://127.0.0.1:${gateway.port}`;
    const calls = () => logged.lines.filter((line) => line.startsWith('upstream userServer GET /user ')).length;
    try {
      await waitForStatus(`${origin}/ready`, 200);
      await own.stop();
      // Still ready: this Redis is every gateway's, and all of them lose it at once (docs/operations.md).
      expect(await readyStatusOnceItSays(origin, { status: 'ready', degraded: ['redis'] })).toBe(200);

      // Sign-in (its throttle counting in this process meanwhile) and reads still work...
      const jwt = (await postGraphQL<{ signIn: { jwt: string } }>(origin, { query: SIGN_IN, variables: { u: 'owner@acme.example', p: 'Passw0rd!' } })).data!
        .signIn.jwt;
      const before = calls();
      for (let read = 0; read < 3; read++)
        expect((await postGraphQL<{ me: { email: string } }>(origin, { query: '{ me { email } }' }, jwt)).data?.me.email).toBe('owner@acme.example');
      // ...but without keeping answers: another gateway's write could not be heard.
      expect(calls() - before).toBe(3);
      expect(logged.lines.some((line) => line.startsWith('Redis is away'))).toBe(true);

      await own.start();
      expect(await readyStatusOnceItSays(origin, { status: 'ready' })).toBe(200);
      expect(logged.lines).toContain('Redis answers again: shared state restored');
      const after = calls();
      for (let read = 0; read < 3; read++) await postGraphQL(origin, { query: '{ me { email } }' }, jwt);
      expect(calls() - after).toBe(1);
    } finally {
      await gateway.close();
      await own.stop();
    }
  });
});

describe('a gateway whose Redis stops answering with its connections open', () => {
  it('notices within its heartbeat, names Redis on /ready, still signs people in, and recovers once Redis answers', async () => {
    const own = new OwnRedis(await freePort());
    await own.start();
    const logged = memoryLog();
    const gateway = await startGateway(
      loadConfig({ ...sandboxServices(sandbox), PORT: '0', REDIS_URL: own.url, REDIS_KEY_PREFIX: 'portal-test-hung:', READY_CHECK_INTERVAL: '100' }),
      { logger: logged.logger, host: '127.0.0.1' },
    );
    const origin = `http://127.0.0.1:${gateway.port}`;
    try {
      await waitForStatus(`${origin}/ready`, 200);
      // Paused, not stopped: the sockets stay open and no command is ever answered. Without a
      // heartbeat the gateway went on saying ready, and each sign-in waited out a second per command.
      own.pause();
      // Still ready: this Redis is every gateway's, and all of them lose it at once (docs/operations.md).
      expect(await readyStatusOnceItSays(origin, { status: 'ready', degraded: ['redis'] })).toBe(200);
      expect(logged.lines.some((line) => line.startsWith('Redis is away (Command timed out)'))).toBe(true);
      const signedIn = await postGraphQL<{ signIn: { jwt: string } }>(origin, { query: SIGN_IN, variables: { u: 'owner@acme.example', p: 'Passw0rd!' } });
      expect(signedIn.data?.signIn.jwt).toBeTruthy();

      own.resume();
      expect(await readyStatusOnceItSays(origin, { status: 'ready' })).toBe(200);
      expect(logged.lines).toContain('Redis answers again: shared state restored');
    } finally {
      own.resume();
      await gateway.close();
      await own.stop();
    }
  });
});

/** The n-th of some persisted queries, each its own text. */
const query = (n: number) => `query Q${n} { __typename }`;

describe('persisted queries in Redis', () => {
  it('keeps only the newest of more than the bound, registered through two gateways, each registered through one found through the other', async () => {
    const prefix = `${redis.prefix}bound:`;
    const [first, second] = [1, 2].map(() => redisState({ url: redis.url, keyPrefix: prefix, logger: memoryLog().logger, mostPersistedQueries: 3 }));
    const third = redisState({ url: redis.url, keyPrefix: prefix, logger: memoryLog().logger, mostPersistedQueries: 3 });
    const index = new Redis(redis.url);
    try {
      for (const state of [first!, second!, third]) await expect.poll(() => state.healthy()).toBe(true);
      // In turn through the two, as a balancer would send them.
      for (let n = 1; n <= 5; n++) await (n % 2 ? first! : second!).persistedQueries.set(`apq:${n}`, query(n), { ttl: 86_400 });

      expect((await keysOf(redis.url, `${prefix}pq:`)).sort()).toEqual([3, 4, 5].map((n) => `${prefix}pq:apq:${n}`));
      expect(await index.zrange(`${prefix}pq-index`, 0, '-1')).toEqual([3, 4, 5].map((n) => `${prefix}pq:apq:${n}`));
      // A gateway that has seen none of them finds the newest three in Redis, the oldest two not at all.
      for (const n of [3, 4, 5]) expect(await third.persistedQueries.get(`apq:${n}`)).toBe(query(n));
      for (const n of [1, 2]) expect(await third.persistedQueries.get(`apq:${n}`)).toBeUndefined();
      // Registered through the first, found through the second.
      expect(await second!.persistedQueries.get('apq:5')).toBe(query(5));
      // The index goes when its newest query does.
      expect(await index.pttl(`${prefix}pq-index`)).toBeGreaterThan(86_000_000);
      expect(await index.pttl(`${prefix}pq-index`)).toBeLessThanOrEqual(86_400_000);
    } finally {
      await Promise.all([first!.close(), second!.close(), third.close()]);
      index.disconnect();
    }
  });

  it('drops the expired from the index, so they count against no bound', async () => {
    const prefix = `${redis.prefix}expired:`;
    const state = redisState({ url: redis.url, keyPrefix: prefix, logger: memoryLog().logger, mostPersistedQueries: 3 });
    const index = new Redis(redis.url);
    try {
      await expect.poll(() => state.healthy()).toBe(true);
      await state.persistedQueries.set('apq:1', query(1), { ttl: 1 });
      await state.persistedQueries.set('apq:2', query(2), { ttl: 1 });
      await new Promise((resolve) => setTimeout(resolve, 1_100));
      await state.persistedQueries.set('apq:3', query(3), { ttl: 86_400 });
      expect(await index.zrange(`${prefix}pq-index`, 0, '-1')).toEqual([`${prefix}pq:apq:3`]);
    } finally {
      await state.close();
      index.disconnect();
    }
  });

  it('keeps a text over the bound neither in this process nor in Redis', async () => {
    const prefix = `${redis.prefix}long:`;
    const state = redisState({ url: redis.url, keyPrefix: prefix, logger: memoryLog().logger });
    try {
      await expect.poll(() => state.healthy()).toBe(true);
      // Counted in UTF-8 bytes, as Redis keeps it: fewer characters than the bound, three times as many bytes.
      for (const text of [`query Long { __typename }\n#${'A'.repeat(LONGEST_PERSISTED_QUERY)}`, `query Euros { __typename }\n#${'€'.repeat(4_000)}`]) {
        await state.persistedQueries.set('apq:long', text, { ttl: 86_400 });
        expect(await state.persistedQueries.get('apq:long')).toBeUndefined();
      }
      expect(await keysOf(redis.url, prefix)).toEqual([]);
    } finally {
      await state.close();
    }
  });
});

describe('a gateway whose REDIS_URL names a database', () => {
  it('keeps its keys in that database, not in database 0', async () => {
    const prefix = `${redis.prefix}database:`;
    const state = redisState({ url: `${redis.url}/1`, keyPrefix: prefix, logger: memoryLog().logger });
    try {
      await expect.poll(() => state.healthy()).toBe(true);
      await state.persistedQueries.set('apq:1', query(1), { ttl: 60 });
      await state.pendingCheckouts.set('basket', 'order', { ttl: 60 });
      expect((await keysOf(`${redis.url}/1`, prefix)).sort()).toEqual([`${prefix}checkout:basket`, `${prefix}pq-index`, `${prefix}pq:apq:1`]);
      expect(await keysOf(redis.url, prefix)).toEqual([]);
    } finally {
      await state.close();
      await removeKeys(`${redis.url}/1`, prefix);
    }
  });

  it('is not ready, and keeps nothing in database 0, while Redis refuses that database', async () => {
    const prefix = `${redis.prefix}no-database:`;
    const logged = memoryLog();
    // Redis has 16 databases unless told otherwise.
    const gateway = await startGateway(
      loadConfig({ ...sandboxServices(sandbox), PORT: '0', REDIS_URL: `${redis.url}/99`, REDIS_KEY_PREFIX: prefix, READY_CHECK_INTERVAL: '100' }),
      { logger: logged.logger, host: '127.0.0.1' },
    );
    const origin = `http://127.0.0.1:${gateway.port}`;
    try {
      await expect
        .poll(() => logged.lines)
        .toContain(
          'Redis refuses database 99 of REDIS_URL (ERR DB index is out of range): no shared state until it has that database, rather than use another',
        );
      expect(await readyStatusOnceItSays(origin, { status: 'not ready', waitingFor: ['redis'] })).toBe(503);
      // What would have gone to Redis: throttle counts, a persisted query.
      await postGraphQL(origin, { query: SIGN_IN, variables: { u: 'solo@solo.example', p: 'wrong' } });
      const persisted = { persistedQuery: { version: 1, sha256Hash: createHash('sha256').update(query(1)).digest('hex') } };
      expect((await postGraphQL(origin, { query: query(1), extensions: persisted })).data).toEqual({ __typename: 'Query' });
      // A few reconnections later: still refused, never ready, and nothing written anywhere Redis would take it.
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      expect((await fetch(`${origin}/ready`)).status).toBe(503);
      expect(logged.lines).not.toContain('Shared state in Redis');
      expect(logged.lines.filter((line) => line.startsWith('Redis refuses database 99'))).toHaveLength(1);
      expect(await (await fetch(`${origin}/metrics`)).text()).toMatch(/^portal_shared_state_up 0$/m);
      expect(await keysOf(redis.url, prefix)).toEqual([]);
    } finally {
      await gateway.close();
    }
  });
});
