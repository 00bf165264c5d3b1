import { request as httpRequest } from 'node:http';
import { startSandbox, type RunningSandbox } from '@portal/sandbox';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { postGraphQL, readyStatusOnceItSays, sandboxServices, startGatewayProcess, waitForStatus, type GatewayProcess } from './helpers/gateway-processes';
import { answersPing, freePort, OwnRedis } from './helpers/redis';
import { signal, startRelay, type Relay } from './helpers/relay';

// A deployment stops a gateway with SIGTERM: what is in flight is answered, nothing new is taken,
// and the process exits 0. The gateway runs as production runs it, in a process of its own.

const ACME_MAIN = '103';
let sandbox: RunningSandbox;
let owner: string;
const cleanups: (() => Promise<void>)[] = [];

beforeAll(async () => {
  sandbox = await startSandbox();
});

afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

afterAll(async () => {
  await sandbox?.close();
});

async function gatewayWith(replace: Parameters<typeof sandboxServices>[1], env: Record<string, string> = {}): Promise<GatewayProcess> {
  const gateway = await startGatewayProcess({ ...sandboxServices(sandbox, replace), SHUTDOWN_TIMEOUT: '60000', ...env });
  cleanups.push(() => gateway.kill());
  await waitForStatus(`${gateway.origin}/ready`, 200);
  owner ??= (
    await postGraphQL<{ signIn: { jwt: string } }>(gateway.origin, {
      query: 'mutation { signIn(userName: "owner@acme.example", password: "Passw0rd!") { jwt } }',
    })
  ).data!.signIn.jwt;
  return gateway;
}

/** A GraphQL request on a connection of its own (no agent keeps one), with its answer's status, Connection header and body. */
function onNewConnection(origin: string, query: string, jwt: string): Promise<{ status: number; connection: string | undefined; body: string }> {
  const { port } = new URL(origin);
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      {
        host: '127.0.0.1',
        port,
        method: 'POST',
        path: '/graphql',
        agent: false,
        headers: { authorization: `Bearer ${jwt}`, 'content-type': 'application/json' },
      },
      (res) => {
        let body = '';
        res.on('data', (data: Buffer) => (body += data.toString()));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, connection: res.headers.connection, body }));
      },
    );
    req.on('error', reject);
    req.end(JSON.stringify({ query }));
  });
}

async function relayed(target: string, before: Parameters<typeof startRelay>[1]): Promise<Relay> {
  const relay = await startRelay(target, before);
  cleanups.push(() => relay.close());
  return relay;
}

/** Resolves once the gateway has logged that it is draining. */
async function draining(gateway: GatewayProcess): Promise<void> {
  while (!gateway.output().includes('"msg":"draining')) await new Promise((resolve) => setTimeout(resolve, 20));
}

describe('SIGTERM drains the gateway', () => {
  it('answers a slow request in flight, takes no new connection meanwhile, then exits 0', async () => {
    const reached = signal();
    const release = signal();
    const users = await relayed(sandbox.urls.userServer, async (req) => {
      if (req.url?.startsWith('/user?')) {
        reached.resolve();
        await release.promise;
      }
    });
    const gateway = await gatewayWith({ userServer: users.url });

    const answer = postGraphQL<{ me: { email: string } }>(gateway.origin, { query: '{ me { email } }' }, owner);
    await reached.promise;
    gateway.child.kill('SIGTERM');
    await draining(gateway);
    await expect(fetch(`${gateway.origin}/health`)).rejects.toThrow();

    release.resolve();
    expect((await answer).data?.me.email).toBe('owner@acme.example');
    expect(await gateway.exited).toBe(0);
  });

  it('answers an upload chunk whose bytes are still arriving, then exits 0', async () => {
    const chunkBegan = signal();
    const files = await relayed(sandbox.urls.fileServerUk, (req) => {
      if (req.url?.startsWith('/upload/chunk')) chunkBegan.resolve();
    });
    const gateway = await gatewayWith({ fileServerUk: files.url });
    const begun = await fetch(`${gateway.origin}/address-cleanse/upload/begin?accountId=${ACME_MAIN}&filePrefix=drain.csv`, {
      method: 'POST',
      headers: { authorization: `Bearer ${owner}` },
    });
    const { fileId } = (await begun.json()) as { fileId: string };

    const chunk = Buffer.from('Name,Address 1,Town,Postcode\n'.repeat(20_000));
    const half = Math.floor(chunk.length / 2);
    const { port } = new URL(gateway.origin);
    const upload = httpRequest({
      host: '127.0.0.1',
      port,
      method: 'POST',
      path: `/address-cleanse/upload/chunk?accountId=${ACME_MAIN}&fileId=${encodeURIComponent(fileId)}&idx=0`,
      headers: { authorization: `Bearer ${owner}`, 'content-type': 'application/octet-stream', 'content-length': String(chunk.length) },
    });
    const answered = new Promise<{ status: number; body: string }>((resolve, reject) => {
      upload.on('response', (res) => {
        let body = '';
        res.on('data', (data: Buffer) => (body += data.toString()));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
      });
      upload.on('error', reject);
    });
    upload.write(chunk.subarray(0, half));
    await chunkBegan.promise;
    gateway.child.kill('SIGTERM');
    await draining(gateway);

    upload.end(chunk.subarray(half));
    const { status, body } = await answered;
    expect(status, body).toBe(200);
    expect(JSON.parse(body)).toMatchObject({ size: chunk.length });
    expect(await gateway.exited).toBe(0);
  });

  it('with SHUTDOWN_DELAY, answers new connections while /ready says 503, each told to close, until the delay is over', async () => {
    // Far longer than the test: a second signal ends it, as it ends any drain.
    const gateway = await gatewayWith({}, { SHUTDOWN_DELAY: '600000' });
    gateway.child.kill('SIGTERM');
    while (!gateway.output().includes('taking new connections for 600000 ms more')) await new Promise((resolve) => setTimeout(resolve, 20));

    expect((await fetch(`${gateway.origin}/ready`)).status).toBe(503);
    const answer = await onNewConnection(gateway.origin, '{ me { email } }', owner);
    expect(answer).toMatchObject({ status: 200, connection: 'close' });
    expect(JSON.parse(answer.body)).toEqual({ data: { me: { email: 'owner@acme.example' } } });

    gateway.child.kill('SIGTERM');
    expect(await gateway.exited).toBe(1);
  });

  it('with a short SHUTDOWN_DELAY, stops taking connections once it is over and exits 0', async () => {
    const gateway = await gatewayWith({}, { SHUTDOWN_DELAY: '50' });
    gateway.child.kill('SIGTERM');
    expect(await gateway.exited).toBe(0);
    const lines = gateway.output().trim().split('\n');
    expect(lines.some((line) => line.includes('"msg":"taking new connections for 50 ms more (SHUTDOWN_DELAY)"'))).toBe(true);
    expect(lines.at(-1)).toContain('"msg":"stopped"');
    await expect(fetch(`${gateway.origin}/health`)).rejects.toThrow();
  });

  it('cuts off a request still running at SHUTDOWN_TIMEOUT, with its call to a service that never answers, and exits 0', async () => {
    const reached = signal();
    // Holds /user for ever: only cutting the call off ends it.
    const users = await relayed(sandbox.urls.userServer, async (req) => {
      if (req.url?.startsWith('/user?')) {
        reached.resolve();
        await new Promise(() => undefined);
      }
    });
    // The call's own timeout is far beyond the test's: the exit must not wait for it.
    const gateway = await gatewayWith({ userServer: users.url }, { SHUTDOWN_TIMEOUT: '200', UPSTREAM_TIMEOUT: '600000' });

    const answer = postGraphQL(gateway.origin, { query: '{ me { email } }' }, owner).then(
      () => 'answered',
      () => 'cut off',
    );
    await reached.promise;
    gateway.child.kill('SIGTERM');
    expect(await gateway.exited).toBe(0);
    expect(await answer).toBe('cut off');
    expect(gateway.output()).toContain('shutdown deadline reached: cutting off 1 requests');
    // Logged as cut off (499), not with the answer GraphQL made once its call failed.
    expect(gateway.output()).toMatch(/"status":499,[^\n]*"msg":"POST \/graphql 499/);
    // The cut-off call's line among them, and "stopped" the last.
    const lines = gateway.output().trim().split('\n');
    expect(lines.some((line) => line.includes('"msg":"upstream userServer GET /user unavailable'))).toBe(true);
    expect(lines.at(-1)).toContain('"msg":"stopped"');
  });
});

describe('SIGTERM while Redis is away', () => {
  /** A gateway on a Redis of its own, stopped with SIGTERM once `away` has taken that Redis away (and left it so). */
  async function stoppedDuringOutage(away: (redis: OwnRedis) => Promise<void> | void): Promise<GatewayProcess> {
    const redis = new OwnRedis(await freePort());
    await redis.start();
    cleanups.push(async () => {
      redis.resume();
      // One stopped already is not stopped again.
      if (await answersPing(redis.port)) await redis.stop();
    });
    const gateway = await gatewayWith({}, { REDIS_URL: redis.url, REDIS_KEY_PREFIX: 'portal-test-drain:', READY_CHECK_INTERVAL: '100' });
    await away(redis);
    expect(await readyStatusOnceItSays(gateway.origin, { status: 'ready', degraded: ['redis'] })).toBe(200);
    gateway.child.kill('SIGTERM');
    expect(await gateway.exited).toBe(0);
    // Gone while Redis still is: the exit did not wait for it to come back.
    expect(await answersPing(redis.port)).toBe(false);
    return gateway;
  }

  it('exits 0 without waiting for a Redis that has stopped', async () => {
    const gateway = await stoppedDuringOutage((redis) => redis.stop());
    expect(gateway.output().trim().split('\n').at(-1)).toContain('"msg":"stopped"');
  });

  it('exits 0 without waiting for a Redis that no longer answers on its open connections', async () => {
    const gateway = await stoppedDuringOutage((redis) => redis.pause());
    expect(gateway.output().trim().split('\n').at(-1)).toContain('"msg":"stopped"');
  });
});
