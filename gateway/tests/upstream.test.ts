import { GraphQLError } from 'graphql';
import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { serviceNames, type ServiceName } from '../src/upstream/service-names';
import type { UpstreamCall } from '../src/upstream/service';
import { unreadAnswer } from '../src/upstream/shape';
import { Upstream } from '../src/upstream/upstream';
import { UserServerClient } from '../src/users/user-server-client';
import { sendJson, startLocalServer, type LocalServer } from './helpers/local-server';
import { memoryLog } from './helpers/memory-log';

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  await Promise.all(cleanups.splice(0).map((cleanup) => cleanup()));
});

async function serve(handler: Parameters<typeof startLocalServer>[0]): Promise<LocalServer> {
  const server = await startLocalServer(handler);
  cleanups.push(server.close);
  return server;
}

function upstreamAt(baseUrl: string, options: { timeoutMs?: number; log?: string[] } = {}): Upstream {
  const services = Object.fromEntries(serviceNames.map((name) => [name, baseUrl])) as Record<ServiceName, string>;
  const upstream = new Upstream({
    services,
    timeoutMs: options.timeoutMs ?? 5_000,
    cacheTimeMs: 10_000,
    logger: memoryLog(options.log).logger,
  });
  cleanups.push(() => upstream.close());
  return upstream;
}

const getUser: UpstreamCall = { action: 'load the user', method: 'GET', path: '/user', query: { id: 5 }, auth: { kind: 'bearer' }, answer: unreadAnswer };

async function failure(promise: Promise<unknown>): Promise<GraphQLError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof GraphQLError) return error;
    throw error;
  }
  throw new Error('expected the call to fail');
}

describe('upstream calls over HTTP', () => {
  it('gives up when the service does not answer in time', async () => {
    const server = await serve(() => {
      /* never answers */
    });
    const client = upstreamAt(server.url, { timeoutMs: 200 }).service('userServer').forCaller('Bearer a.b.c');

    const started = Date.now();
    const error = await failure(client.request(getUser));
    expect(Date.now() - started).toBeLessThan(3_000);
    expect(error.message).toBe('The user server did not answer in time');
    expect(error.extensions).toEqual({ code: 'UPSTREAM_TIMEOUT', action: 'load the user', upstreamStatus: null, msg: null });
  });

  it('gives up when the body stops arriving', async () => {
    const server = await serve((_request, res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.write('{"id":'); // and nothing more
    });
    const client = upstreamAt(server.url, { timeoutMs: 200 }).service('userServer').forCaller(undefined);
    expect((await failure(client.request(getUser))).extensions.code).toBe('UPSTREAM_TIMEOUT');
  });

  it('reports a service nobody listens on as unavailable', async () => {
    const server = await serve(() => undefined);
    const url = server.url;
    await server.close();
    const error = await failure(upstreamAt(url).service('bureau').forCaller(undefined).request(getUser));
    expect(error.message).toBe('The bureau server could not be reached');
    expect(error.extensions.code).toBe('UPSTREAM_UNAVAILABLE');
  });

  it("passes on the server's msg and status", async () => {
    const server = await serve((_request, res) => sendJson(res, 403, { msg: 'Not allowed to read that user' }));
    const error = await failure(upstreamAt(server.url).service('userServer').forCaller('Bearer t').request(getUser));
    expect(error.message).toBe('Not allowed to read that user');
    expect(error.extensions).toEqual({
      code: 'FORBIDDEN',
      action: 'load the user',
      upstreamStatus: 403,
      msg: 'Not allowed to read that user',
    });
  });

  it('survives an HTML error page', async () => {
    const server = await serve((_request, res) => res.writeHead(502, { 'content-type': 'text/html' }).end('<h1>Bad gateway</h1>'));
    const error = await failure(upstreamAt(server.url).service('userServer').forCaller(undefined).request(getUser));
    expect(error.extensions).toMatchObject({ code: 'UPSTREAM_ERROR', upstreamStatus: 502, msg: null });
  });

  it('sends JSON, the query string without undefined parameters, and the base path', async () => {
    const server = await serve((_request, res) => sendJson(res, 200, { ok: true }));
    const client = upstreamAt(`${server.url}/api/v1/`).service('userServer').forCaller('Bearer my.jwt.token');
    const data = await client.request({
      action: 'save',
      method: 'PUT',
      path: '/users',
      query: { id: 5, missing: undefined, empty: null, flag: false },
      body: { name: 'Ann' },
      auth: { kind: 'bearer' },
      answer: z.object({ ok: z.boolean() }),
    });

    expect(data).toEqual({ ok: true });
    expect(server.seen[0]).toMatchObject({ method: 'PUT', url: '/api/v1/users?flag=false&id=5', body: '{"name":"Ann"}' });
    expect(server.seen[0]!.headers).toMatchObject({ authorization: 'Bearer my.jwt.token', 'content-type': 'application/json' });
  });

  it('authenticates each call as its mode says', async () => {
    const server = await serve((_request, res) => sendJson(res, 200, {}));
    const client = upstreamAt(server.url).service('userServer').forCaller('Bearer caller.token');
    const call = { action: 'x', method: 'GET', path: '/auth', cache: false, answer: unreadAnswer } as const;

    await client.request({ ...call, auth: { kind: 'basic', userName: 'ann@x.example', password: 'pässword' } });
    await client.request({ ...call, auth: { kind: 'none', authError400: true } });
    await client.request({ ...call, auth: { kind: 'none' } });

    const [basic, reset, none] = server.seen.map((request) => request.headers);
    expect(basic!.authorization).toBe(`Basic ${Buffer.from('ann@x.example:pässword').toString('base64')}`);
    expect(basic!['auth-error']).toBe('400');
    expect(reset!.authorization).toBeUndefined();
    expect(reset!['auth-error']).toBe('400');
    expect(none!.authorization).toBeUndefined();
    expect(none!['auth-error']).toBeUndefined();
  });

  it('makes one upstream call for identical reads in flight, per caller', async () => {
    const server = await serve((request, res) => {
      setTimeout(() => sendJson(res, 200, { for: request.headers.authorization }), 50);
    });
    const service = upstreamAt(server.url).service('userServer');
    const ann = service.forCaller('Bearer ann');
    const bob = service.forCaller('Bearer bob');

    const results = await Promise.all([ann.request(getUser), ann.request(getUser), bob.request(getUser)]);
    expect(results).toEqual([{ for: 'Bearer ann' }, { for: 'Bearer ann' }, { for: 'Bearer bob' }]);
    expect(server.seen).toHaveLength(2);
  });

  it("makes a write invalidate the writer's cached reads of the paths it names", async () => {
    let version = 1;
    const server = await serve((request, res) => {
      if (request.method === 'PUT') version += 1;
      sendJson(res, 200, { version });
    });
    const service = upstreamAt(server.url).service('userServer');
    const ann = service.forCaller('Bearer ann');
    const bob = service.forCaller('Bearer bob');

    expect(await ann.request(getUser)).toEqual({ version: 1 });
    expect(await bob.request(getUser)).toEqual({ version: 1 });
    await ann.request({
      action: 'save',
      method: 'PUT',
      path: '/users',
      query: { id: 5 },
      auth: { kind: 'bearer' },
      invalidates: ['/user'],
      answer: unreadAnswer,
    });

    expect(await ann.request(getUser)).toEqual({ version: 2 });
    // Bob's copy is his own; only his own writes (or time) refresh it.
    expect(await bob.request(getUser)).toEqual({ version: 1 });
  });

  it('never caches sign-in calls or calls that opt out', async () => {
    const server = await serve((_request, res) => sendJson(res, 200, {}));
    const client = upstreamAt(server.url).service('userServer').forCaller(undefined);
    const signIn: UpstreamCall = {
      action: 'sign in',
      method: 'GET',
      path: '/auth',
      auth: { kind: 'basic', userName: 'a', password: 'b' },
      answer: unreadAnswer,
    };
    await client.request(signIn);
    await client.request(signIn);
    await client.request({ ...getUser, cache: false });
    await client.request({ ...getUser, cache: false });
    expect(server.seen).toHaveLength(4);
  });

  it('hands failures back as data to calls that skip the common error handling', async () => {
    const server = await serve((_request, res) => sendJson(res, 404, { msg: 'No such address' }));
    const client = upstreamAt(server.url).service('addressLookup').forCaller(undefined);
    const outcome = await client.request({ ...getUser, skipErrorHandling: true });
    expect(outcome.ok).toBe(false);
    if (!outcome.ok) expect(outcome.error).toMatchObject({ status: 404, msg: 'No such address', action: 'load the user' });

    const okServer = await serve((_request, res) => sendJson(res, 200, [1, 2]));
    const okClient = upstreamAt(okServer.url).service('addressLookup').forCaller(undefined);
    expect(await okClient.request({ ...getUser, skipErrorHandling: true })).toEqual({ ok: true, status: 200, data: [1, 2] });
  });

  it('logs one line per call without query strings or credentials', async () => {
    const server = await serve((_request, res) => sendJson(res, 401, { msg: 'Authentication Failure' }));
    const log: string[] = [];
    const client = upstreamAt(server.url, { log }).service('userServer').forCaller('Bearer secret.jwt.value');
    await failure(
      client.request({
        action: 'sign in',
        method: 'GET',
        path: '/auth',
        query: { token: 'captcha-secret' },
        auth: { kind: 'basic', userName: 'ann', password: 'hunter2' },
        answer: unreadAnswer,
      }),
    );

    expect(log).toHaveLength(1);
    expect(log[0]).toMatch(/^upstream userServer GET \/auth 401 \d+ms$/);
    for (const secret of ['captcha-secret', 'hunter2', 'secret.jwt.value', 'Basic', '?']) expect(log[0]).not.toContain(secret);
  });
});

describe('answers checked against their declared shape', () => {
  const listGroups: UpstreamCall = {
    action: 'load your groups',
    method: 'GET',
    path: '/groups',
    auth: { kind: 'bearer' },
    answer: z.array(z.object({ id: z.number(), name: z.string() })),
  };

  it('turns an answer of the wrong shape into a failure naming the call, logged once without its values', async () => {
    const server = await serve((_request, res) => sendJson(res, 200, [{ id: 'secret-id-value', name: 'Acme' }]));
    const log: string[] = [];
    const error = await failure(upstreamAt(server.url, { log }).service('userServer').forCaller('Bearer t').request(listGroups));
    expect(error.message).toBe('The user server answered GET /groups in an unexpected shape');
    expect(error.extensions).toEqual({ code: 'UPSTREAM_ERROR', action: 'load your groups', upstreamStatus: 200, msg: null });
    expect(log).toHaveLength(1);
    expect(log[0]).toMatch(/^upstream userServer GET \/groups 200 malformed \(0\.id: [^)]*number[^)]*\) \d+ms$/);
    expect(log[0]).not.toContain('secret-id-value');
  });

  it('hands the typed failure back as data to calls that skip the common error handling', async () => {
    const server = await serve((_request, res) => sendJson(res, 200, { groups: [] }));
    const outcome = await upstreamAt(server.url)
      .service('autocomplete')
      .forCaller(undefined)
      .request({ ...listGroups, skipErrorHandling: true });
    expect(outcome.ok).toBe(false);
    if (!outcome.ok)
      expect(outcome.error).toMatchObject({
        failure: 'malformed',
        status: 200,
        call: 'GET /groups',
        message: 'The autocomplete server answered GET /groups in an unexpected shape',
      });
  });

  it("checks answers against each client's own declaration: a group without its flags", async () => {
    const server = await serve((_request, res) => sendJson(res, 200, [{ id: 103, parentId: 102, name: 'Acme Main', type: 'account', territory: 'uk' }]));
    const userServer = new UserServerClient(upstreamAt(server.url).service('userServer').forCaller('Bearer t'));
    const error = await failure(userServer.getGroups());
    expect(error.message).toBe('The user server answered GET /groups in an unexpected shape');
    expect(error.extensions.code).toBe('UPSTREAM_ERROR');
  });

  it('gives what the shape parses to, frozen all the way down, with left-out fields as null', async () => {
    const group = {
      id: 103,
      parentId: 102,
      name: 'Acme Main',
      type: 'account',
      subtype: '',
      territory: 'uk',
      pendingOwnership: false,
      isMember: true,
      isOwner: false,
      isManager: false,
    };
    const server = await serve((_request, res) => sendJson(res, 200, { ...group, children: [{ ...group, id: 104, parentId: 103 }] }));
    const userServer = new UserServerClient(upstreamAt(server.url).service('userServer').forCaller('Bearer t'));
    const answer = await userServer.getGroup('103');
    expect(answer).toMatchObject({ id: 103, town: null, createTimestamp: null, children: [{ id: 104, town: null }] });
    expect(Object.isFrozen(answer)).toBe(true);
    expect(Object.isFrozen(answer.children?.[0])).toBe(true);
  });

  it('keeps a cached answer per shape, so one read as two shapes is asked for twice', async () => {
    const server = await serve((_request, res) => sendJson(res, 200, [{ id: 1, name: 'Acme' }]));
    const client = upstreamAt(server.url).service('userServer').forCaller('Bearer t');
    const ids = await client.request({ ...listGroups, answer: z.array(z.object({ id: z.number() })) });
    const named = await client.request(listGroups);
    expect(ids).toEqual([{ id: 1 }]);
    expect(named).toEqual([{ id: 1, name: 'Acme' }]);
    expect(server.seen).toHaveLength(2);
    await client.request(listGroups);
    expect(server.seen).toHaveLength(2);
  });
});
