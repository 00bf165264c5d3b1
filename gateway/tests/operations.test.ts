import { createServer, request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startSandbox, type RunningSandbox } from '@portal/sandbox';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';
import { addressList } from '../src/operations/address-list';
import { startGateway, type RunningGateway } from '../src/serve';
import { readyStatusOnceItSays, sandboxServices, waitForStatus } from './helpers/gateway-processes';
import { memoryLog, type MemoryLog } from './helpers/memory-log';
import { freePort } from './helpers/redis';
import { startLocalServer, sendJson } from './helpers/local-server';
import { startRelay } from './helpers/relay';

// The operations endpoints and what they report, through a listening gateway in front of the
// sandbox, as a balancer, Prometheus or an operator reaches them.

let sandbox: RunningSandbox;
let running: RunningGateway;
let log: MemoryLog;
let origin: string;
const started: RunningGateway[] = [];

/** A gateway listening on a free loopback port, with `settings` added to the sandbox's addresses. */
async function gatewayWith(settings: Record<string, string>, logger = memoryLog()): Promise<RunningGateway> {
  const gateway = await startGateway(loadConfig({ ...sandboxServices(sandbox), PORT: '0', ...settings }), { logger: logger.logger, host: '127.0.0.1' });
  started.push(gateway);
  return gateway;
}

beforeAll(async () => {
  sandbox = await startSandbox();
  log = memoryLog();
  running = await gatewayWith({ READY_CHECK_INTERVAL: '200' }, log);
  origin = `http://127.0.0.1:${running.port}`;
});

afterAll(async () => {
  await Promise.all(started.map((gateway) => gateway.close()));
  await sandbox?.close();
});

const SIGN_IN = 'mutation SignIn($u: String!, $p: String!) { signIn(userName: $u, password: $p) { jwt } }';

async function post(body: unknown, headers: Record<string, string> = {}): Promise<Response> {
  return fetch(`${origin}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });
}

async function metricsText(): Promise<string> {
  const res = await fetch(`${origin}/metrics`);
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
  return res.text();
}

/** The value of one series in the exposition text, 0 where it is absent. */
function series(text: string, name: string, labels: Record<string, string> = {}): number {
  const wanted = Object.entries(labels).map(([key, value]) => `${key}="${value}"`);
  for (const line of text.split('\n')) {
    if (!line.startsWith(`${name}{`) && !line.startsWith(`${name} `)) continue;
    if (wanted.every((label) => line.includes(label))) return Number(line.slice(line.lastIndexOf(' ') + 1));
  }
  return 0;
}

/**
 * What the gateway logged since line `from`, but what its background health checks of the services
 * say: a check that took longer than its limit on a busy machine logs that a service went quiet and
 * came back, whatever the probes did.
 */
function linesBesideHealthChecks(from: number): Record<string, unknown>[] {
  return log.entries.slice(from).filter((entry) => !/^\w+ (answers|does not answer) its health check/.test(String(entry.msg)));
}

describe('/health', () => {
  it('answers 200 while the process serves, to anyone, any number of times, without a log line', async () => {
    const before = log.entries.length;
    const answers = await Promise.all(Array.from({ length: 50 }, () => fetch(`${origin}/health`)));
    expect(answers.map((res) => res.status)).toEqual(Array(50).fill(200));
    expect(await answers[0]!.json()).toEqual({ status: 'ok' });
    expect(linesBesideHealthChecks(before)).toEqual([]);
  });
});

describe('/ready', () => {
  it('answers 200 once GraphQL has started and every service answered its health check, without a log line', async () => {
    await waitForStatus(`${origin}/ready`, 200);
    const before = log.entries.length;
    const res = await fetch(`${origin}/ready`);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: 'ready' });
    expect(linesBesideHealthChecks(before)).toEqual([]);
  });

  it('is ready without a service that does not answer, naming it, since every gateway would be without it at once', async () => {
    const down = await freePort();
    const gateway = await gatewayWith({ BUREAU_URL: `http://127.0.0.1:${down}`, READY_CHECK_INTERVAL: '100' });
    expect(await readyStatusOnceItSays(`http://127.0.0.1:${gateway.port}`, { status: 'ready', degraded: ['bureau'] })).toBe(200);
    // The metrics name it too, with no request needed to find out.
    const text = await (await fetch(`http://127.0.0.1:${gateway.port}/metrics`)).text();
    expect(text).toMatch(/^portal_upstream_up\{service="bureau"\} 0$/m);
    expect(text).toMatch(/^portal_upstream_up\{service="autocomplete"\} 1$/m);

    // Something that listens there and answers its health check (404 counts: it answered).
    const bureau = await startLocalServer((_request, response) => sendJson(response, 404, { msg: 'Not found' }));
    try {
      const relayed = await gatewayWith({ BUREAU_URL: bureau.url, READY_CHECK_INTERVAL: '100' });
      expect(await readyStatusOnceItSays(`http://127.0.0.1:${relayed.port}`, { status: 'ready' })).toBe(200);
      expect(bureau.seen.some((seen) => seen.method === 'GET' && seen.url === '/health')).toBe(true);
    } finally {
      await bureau.close();
    }
  });

  it('leaves each service a connection from its health check, which the first call after start goes on', async () => {
    // A stand-in in front of the autocomplete service that notes on which connection each request
    // came, and keeps an idle one open long enough that no machine is too slow for this test.
    const arrived: { url: string; connection: unknown }[] = [];
    const autocomplete = createServer((req, res) => {
      arrived.push({ url: req.url ?? '', connection: req.socket });
      const forwarded = httpRequest(
        `${sandbox.urls.autocomplete}${req.url ?? '/'}`,
        { method: req.method, headers: { authorization: req.headers.authorization ?? '' } },
        (answer) => {
          res.writeHead(answer.statusCode ?? 502, { 'content-type': answer.headers['content-type'] ?? 'application/json' });
          answer.pipe(res);
        },
      );
      forwarded.end();
    });
    autocomplete.keepAliveTimeout = 600_000;
    await new Promise<void>((resolve) => autocomplete.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = autocomplete.address() as { port: number };
      const gateway = await gatewayWith({ AUTOCOMPLETE_URL: `http://127.0.0.1:${port}`, READY_CHECK_INTERVAL: '600000' });
      // Ready with every service answering: the first round's checks are over and each left its connection.
      expect(await readyStatusOnceItSays(`http://127.0.0.1:${gateway.port}`, { status: 'ready' })).toBe(200);
      // Signed in on this gateway (it goes to the user server, not to the stand-in), so that the
      // shared gateway's counts, which the /metrics test reads, stay its own.
      const signedIn = (await (
        await fetch(`http://127.0.0.1:${gateway.port}/graphql`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ query: SIGN_IN, variables: { u: 'owner@acme.example', p: 'Passw0rd!' } }),
        })
      ).json()) as { data: { signIn: { jwt: string } } };
      const answer = await fetch(`http://127.0.0.1:${gateway.port}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${signedIn.data.signIn.jwt}` },
        body: JSON.stringify({ query: 'query Datasets($accountId: ID!) { addressDatasets(accountId: $accountId) { ref } }', variables: { accountId: '103' } }),
      });
      expect(((await answer.json()) as { data: { addressDatasets: unknown[] } }).data.addressDatasets.length).toBeGreaterThan(0);
      expect(arrived.map(({ url }) => url.split('?')[0])).toEqual(['/health', '/autoc/json']);
      expect(arrived[1]?.connection).toBe(arrived[0]?.connection);
    } finally {
      await new Promise<void>((resolve) => {
        autocomplete.close(() => resolve());
        autocomplete.closeAllConnections();
      });
    }
  });

  it('answers 503 naming redis while the configured Redis has not answered since the start', async () => {
    const nothing = await freePort();
    const gateway = await gatewayWith({ REDIS_URL: `redis://127.0.0.1:${nothing}`, REDIS_KEY_PREFIX: 'portal-test-unreachable:', READY_CHECK_INTERVAL: '100' });
    expect(await readyStatusOnceItSays(`http://127.0.0.1:${gateway.port}`, { status: 'not ready', waitingFor: ['redis'] })).toBe(503);
    // The process still serves.
    expect((await fetch(`http://127.0.0.1:${gateway.port}/health`)).status).toBe(200);
  });

  it('answers 503 at once while draining', async () => {
    const gateway = await gatewayWith({});
    await waitForStatus(`http://127.0.0.1:${gateway.port}/ready`, 200);
    gateway.gateway.drain();
    const res = await fetch(`http://127.0.0.1:${gateway.port}/ready`);
    expect(res.status).toBe(503);
    expect(await res.json()).toEqual({ status: 'not ready', waitingFor: ['draining'] });
  });
});

describe('/metrics', () => {
  it('counts requests, operations, upstream calls, cache look-ups, refusals and open streams, with Node’s own metrics', async () => {
    const signedIn = (await (await post({ query: SIGN_IN, variables: { u: 'owner@acme.example', p: 'Passw0rd!' }, operationName: 'SignIn' })).json()) as {
      data: { signIn: { jwt: string } };
    };
    const auth = { authorization: `Bearer ${signedIn.data.signIn.jwt}` };
    // The same read twice at once, then again: a miss, a shared call in flight, then a hit.
    await Promise.all([post({ query: 'query Me { me { email } }' }, auth), post({ query: 'query Me { me { email } }' }, auth)]);
    await post({ query: 'query Me { me { email } }' }, auth);
    // A document deeper than the limit, and six wrong passwords.
    await post({ query: `{ myGroups { ${'children { '.repeat(9)}id${' }'.repeat(9)} } }` }, auth);
    for (let attempt = 0; attempt < 6; attempt++) await post({ query: SIGN_IN, variables: { u: 'member@acme.example', p: 'wrong' } });

    const text = await metricsText();
    expect(series(text, 'portal_http_requests_total', { route: '/graphql', method: 'POST', status: '200' })).toBeGreaterThanOrEqual(10);
    expect(series(text, 'portal_http_request_duration_seconds_count', { route: '/graphql' })).toBeGreaterThanOrEqual(10);
    expect(series(text, 'portal_graphql_operations_total', { operation: 'SignIn', type: 'mutation', outcome: 'ok' })).toBe(1);
    expect(series(text, 'portal_graphql_operations_total', { operation: 'Me', type: 'query', outcome: 'ok' })).toBe(3);
    expect(series(text, 'portal_graphql_operations_total', { outcome: 'refused' })).toBe(1);
    expect(series(text, 'portal_graphql_operation_duration_seconds_count', { operation: 'Me' })).toBe(3);
    expect(series(text, 'portal_upstream_requests_total', { service: 'userServer', method: 'GET', status: '200' })).toBeGreaterThanOrEqual(2);
    expect(series(text, 'portal_upstream_request_duration_seconds_bucket', { service: 'userServer', method: 'GET', le: '+Inf' })).toBeGreaterThanOrEqual(2);
    expect(series(text, 'portal_request_cache_lookups_total', { result: 'miss' })).toBeGreaterThanOrEqual(1);
    expect(series(text, 'portal_request_cache_lookups_total', { result: 'shared' })).toBeGreaterThanOrEqual(1);
    expect(series(text, 'portal_request_cache_lookups_total', { result: 'hit' })).toBeGreaterThanOrEqual(1);
    expect(series(text, 'portal_refusals_total', { reason: 'query_limit' })).toBe(1);
    expect(series(text, 'portal_refusals_total', { reason: 'throttle' })).toBe(1);
    expect(text).toContain('portal_progress_streams_open 0');
    expect(series(text, 'process_cpu_seconds_total')).toBeGreaterThan(0);
    expect(text).toContain('nodejs_eventloop_lag_seconds');
  });

  it('labels by route template and operation name, never a raw path, id, query string or token', async () => {
    await fetch(`${origin}/address-cleanse/download?accountId=103&fileId=7&ticket=secret-ticket-value`);
    await fetch(`${origin}/portal/assets/app-1234.js?v=secret`);
    await fetch(`${origin}/no/such/path/4711`);
    await post({ query: '{ __typename }', operationName: 'x'.repeat(200) });
    const text = await metricsText();
    expect(series(text, 'portal_http_requests_total', { route: '/address-cleanse/download' })).toBe(1);
    expect(series(text, 'portal_http_requests_total', { route: 'other', status: '404' })).toBe(1);
    for (const leak of ['secret', 'fileId', '?', 'x'.repeat(65)]) expect(text).not.toContain(leak);
    // The path's id in no label; a sample's value may hold the digits (an event loop lag of 0.0547119...).
    expect(text).not.toMatch(/="[^"]*4711[^"]*"/);
  });

  it('answers only loopback by default, and only what METRICS_ALLOW names when set', async () => {
    // A connection that does not come from a loopback address (here a Unix socket: no address at all).
    const dir = mkdtempSync(join(tmpdir(), 'portal-metrics-'));
    const server = createServer(running.gateway.app);
    try {
      const socketPath = join(dir, 'gateway.sock');
      await new Promise<void>((resolve) => server.listen(socketPath, resolve));
      const answer = await new Promise<{ status: number; body: string }>((resolve, reject) => {
        httpRequest({ socketPath, path: '/metrics' }, (res) => {
          let body = '';
          res.on('data', (chunk: Buffer) => (body += chunk.toString()));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
        })
          .on('error', reject)
          .end();
      });
      expect(answer.status).toBe(403);
      expect(answer.body).not.toContain('portal_');
    } finally {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      rmSync(dir, { recursive: true, force: true });
    }
    const widened = await gatewayWith({ METRICS_ALLOW: '10.0.0.0/8' });
    const refused = await fetch(`http://127.0.0.1:${widened.port}/metrics`);
    expect(refused.status).toBe(403);
    expect(await refused.text()).not.toContain('portal_');

    const allowLoopback = addressList(['loopback']);
    for (const address of ['127.0.0.1', '127.8.9.10', '::1', '::ffff:127.0.0.1']) expect(allowLoopback(address), address).toBe(true);
    for (const address of ['10.1.2.3', '192.168.0.7', '203.0.113.9', '::ffff:10.1.2.3', 'fd00::2', undefined])
      expect(allowLoopback(address), address).toBe(false);
    const allowSubnet = addressList(['10.0.0.0/8', '2001:db8::/32']);
    expect(allowSubnet('10.200.0.1')).toBe(true);
    expect(allowSubnet('::ffff:10.200.0.1')).toBe(true);
    expect(allowSubnet('2001:db8::7')).toBe(true);
    expect(allowSubnet('127.0.0.1')).toBe(false);
  });
});

describe('request ids', () => {
  it('returns the caller’s X-Request-Id, sends it to the services and writes it on every log line of the request', async () => {
    const seen: IncomingHttpHeaders[] = [];
    const users = await startRelay(sandbox.urls.userServer, (req) => {
      if (req.url?.startsWith('/user?')) seen.push(req.headers);
    });
    try {
      const own = memoryLog();
      const gateway = await gatewayWith({ USER_SERVER_URL: users.url }, own);
      const signedIn = (await (await post({ query: SIGN_IN, variables: { u: 'owner@acme.example', p: 'Passw0rd!' } })).json()) as {
        data: { signIn: { jwt: string } };
      };
      const res = await fetch(`http://127.0.0.1:${gateway.port}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${signedIn.data.signIn.jwt}`, 'x-request-id': 'lb-7f3a9c' },
        body: JSON.stringify({ query: 'query Me { me { email } }' }),
      });
      expect(((await res.json()) as { data: { me: { email: string } } }).data.me.email).toBe('owner@acme.example');
      expect(res.headers.get('x-request-id')).toBe('lb-7f3a9c');
      expect(seen.map((headers) => headers['x-request-id'])).toEqual(['lb-7f3a9c']);
      const lines = own.entries.filter((entry) => entry.reqId === 'lb-7f3a9c');
      expect(lines.map((entry) => entry.msg)).toEqual([
        expect.stringMatching(/^upstream userServer GET \/user 200 \d+ms$/),
        expect.stringMatching(/^POST \/graphql 200 \d+ms$/),
      ]);
      expect(lines[1]).toMatchObject({ route: '/graphql', status: 200, operation: 'Me', method: 'POST' });
      expect(lines[0]).toMatchObject({ service: 'userServer', status: 200, method: 'GET', path: '/user' });
      for (const line of lines) expect(typeof line.ms).toBe('number');
    } finally {
      await users.close();
    }
  });

  it('makes a new id where the caller sent none, or one unfit for a header and a log line', async () => {
    const fresh = await fetch(`${origin}/portal/config.js`);
    const unfit = await fetch(`${origin}/portal/config.js`, { headers: { 'x-request-id': 'a b"c'.repeat(50) } });
    for (const res of [fresh, unfit]) expect(res.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    expect(fresh.headers.get('x-request-id')).not.toBe(unfit.headers.get('x-request-id'));
  });
});
