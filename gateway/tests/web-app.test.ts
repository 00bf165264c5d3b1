import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGateway, type Gateway } from '../src/server';
import { testConfig } from './helpers/config';
import { silentLogger } from './helpers/memory-log';

// Nothing listens there: these tests never reach a service.
const nowhere = 'http://127.0.0.1:9';

let dist: string;
let gateway: Gateway;
let unbuilt: Gateway;

beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'portal-dist-'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'index.html'), '<!doctype html><title>Portal</title>');
  writeFileSync(join(dist, 'assets', 'app-1234.js'), 'console.log("app")');
  writeFileSync(join(dist, 'robots.txt'), 'User-agent: *');
  const config = testConfig(nowhere, {
    supportEmail: 'help@provider.example',
    captcha: { siteKey: 'key</script><script>alert(1)', scriptUrl: 'https://captcha.example/api.js' },
    logWebVitals: true,
  });
  gateway = createGateway(config, { webDist: dist, logger: silentLogger });
  unbuilt = createGateway(config, { webDist: join(dist, 'missing'), logger: silentLogger });
});

afterAll(async () => {
  await Promise.all([gateway.stop(), unbuilt.stop()]);
  rmSync(dist, { recursive: true, force: true });
});

describe('the web app under /portal', () => {
  it('serves the settings the web app starts with as a script nobody caches', async () => {
    const res = await request(gateway.app).get('/portal/config.js').expect(200);
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.text).toBe(
      'window.portalConfig = {"supportEmail":"help@provider.example","captchaSiteKey":"key\\u003c/script>\\u003cscript>alert(1)","captchaScriptUrl":"https://captcha.example/api.js","logWebVitals":true};\n',
    );
    const window: { portalConfig?: unknown } = {};
    new Function('window', res.text)(window);
    expect(window.portalConfig).toEqual({
      supportEmail: 'help@provider.example',
      captchaSiteKey: 'key</script><script>alert(1)',
      captchaScriptUrl: 'https://captcha.example/api.js',
      logWebVitals: true,
    });
  });

  it('serves index.html at /portal/ and for any client route', async () => {
    for (const path of ['/portal/', '/portal/account/settings', '/portal/no/such/page']) {
      const res = await request(gateway.app).get(path).expect(200);
      expect(res.text).toContain('<title>Portal</title>');
      expect(res.headers['cache-control']).toBe('no-store');
    }
  });

  it('sends /portal to /portal/', async () => {
    const res = await request(gateway.app).get('/portal').expect(301);
    expect(res.headers.location).toBe('/portal/');
  });

  it('caches hashed assets for long, and answers 404 for a missing one', async () => {
    const res = await request(gateway.app).get('/portal/assets/app-1234.js').expect(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const missing = await request(gateway.app).get('/portal/assets/app-0000.js').expect(404);
    expect(missing.text).toBe('Not found');
  });

  it('serves other files as they are', async () => {
    const res = await request(gateway.app).get('/portal/robots.txt').expect(200);
    expect(res.text).toBe('User-agent: *');
  });

  it('says how to build the web app when it is not built', async () => {
    const res = await request(unbuilt.app).get('/portal/').expect(503);
    expect(res.text).toBe('The web app is not built yet: run `npm run build`.');
    await request(unbuilt.app).get('/portal/config.js').expect(200);
  });

  it('redirects / to the portal', async () => {
    const res = await request(gateway.app).get('/').expect(302);
    expect(res.headers.location).toBe('/portal/');
  });
});

describe('the GraphQL endpoint', () => {
  it('answers introspection', async () => {
    const res = await request(gateway.app).post('/graphql').send({ query: '{ __type(name: "Group") { fields { name } } }' }).expect(200);
    expect(res.body.data.__type.fields.map((f: { name: string }) => f.name)).toContain('children');
  });

  it('keeps CSRF prevention: a simple GET without a preflight header is refused', async () => {
    await request(gateway.app).get('/graphql').query({ query: '{ __typename }' }).expect(400);
    await request(gateway.app).get('/graphql').query({ query: '{ __typename }' }).set('apollo-require-preflight', 'true').expect(200);
  });

  /** The refusal of a body /graphql cannot read, in the GraphQL error shape. */
  const unreadable = (message: string) => ({ errors: [{ message, extensions: { code: 'BAD_REQUEST' } }] });
  const notGraphql = unreadable('The request body is not a GraphQL request: send one JSON object with a query, in UTF-8.');

  it('refuses a batch (an array of operations) whole, as the message for an unreadable body asks for one object', async () => {
    const res = await request(gateway.app)
      .post('/graphql')
      .send([{ query: '{ __typename }' }, { query: '{ __typename }' }])
      .expect(400);
    expect(res.body).toEqual({ errors: [{ message: 'Operation batching disabled.', extensions: { code: 'BAD_REQUEST' } }] });
  });

  it('answers a malformed body without a stack trace, in the GraphQL error shape', async () => {
    const res = await request(gateway.app).post('/graphql').set('content-type', 'application/json').send('{"query": ').expect(400);
    expect(res.text).not.toMatch(/at .*\.(js|ts):\d+/);
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(res.body).toEqual(notGraphql);
  });

  it('answers a body Express reads and refuses (a character set it does not take) in the same shape', async () => {
    const res = await request(gateway.app).post('/graphql').set('content-type', 'application/json; charset=latin1').send('{"query":"{ __typename }"}');
    expect(res.status).toBe(415);
    expect(res.body).toEqual(notGraphql);
  });

  describe('a body whose bytes are not UTF-8', () => {
    /** A request with `jos` and then `ending` in a variable: é in UTF-8 (C3 A9), or in Latin-1 (E9), a byte UTF-8 has no character for. */
    const bodyWith = (ending: Buffer) =>
      Buffer.concat([Buffer.from('{"query":"query($e: String!) { __type(name: $e) { name } }","variables":{"e":"jos'), ending, Buffer.from('"}}')]);
    const utf8 = bodyWith(Buffer.from('é'));
    const latin1 = bodyWith(Buffer.from([0xe9]));
    /** Posts the bytes as they are: superagent writes a Buffer sent as JSON out as JSON (`{"type":"Buffer","data":[...]}`). */
    const post = (headers: Record<string, string>, bytes: Buffer) =>
      request(gateway.app)
        .post('/graphql')
        .set(headers)
        .serialize((same: Buffer) => same as unknown as string)
        .send(bytes);

    it('is refused with 400 on the route that reads plain JSON, not read with U+FFFD for its bad byte', async () => {
      const headers = { 'content-type': 'application/json' };
      expect((await post(headers, utf8).expect(200)).body).toEqual({ data: { __type: null } });
      const res = await post(headers, latin1).expect(400);
      expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(res.body).toEqual(notGraphql);
    });

    it('is refused with 400 when Express reads it (a compressed body, sent with a UTF-8 charset)', async () => {
      const headers = { 'content-type': 'application/json; charset=utf-8', 'content-encoding': 'gzip' };
      expect((await post(headers, gzipSync(utf8)).expect(200)).body).toEqual({ data: { __type: null } });
      const res = await post(headers, gzipSync(latin1)).expect(400);
      expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(res.body).toEqual(notGraphql);
    });
  });

  it('refuses a body over 1 MB with 413, and takes JSON sent with a UTF-8 charset', async () => {
    const big = JSON.stringify({ query: `{ __typename }${' '.repeat(1024 * 1024)}` });
    const refused = await request(gateway.app).post('/graphql').set('content-type', 'application/json').send(big).expect(413);
    expect(refused.body).toEqual(unreadable('The request body is over 1 MB.'));
    const res = await request(gateway.app)
      .post('/graphql')
      .set('content-type', 'application/json; charset=UTF-8')
      .send('{"query":"{ __typename }"}')
      .expect(200);
    expect(res.body).toEqual({ data: { __typename: 'Query' } });
    expect(res.headers.vary).toBe('Accept-Encoding');
  });

  it('answers JSON that is not an object with 400, as every other malformed body', async () => {
    const res = await request(gateway.app).post('/graphql').set('content-type', 'application/json').send('"{ __typename }"').expect(400);
    expect(res.body).toEqual(notGraphql);
  });

  it('reports an unreachable service in the GraphQL error shape', async () => {
    const res = await request(gateway.app).post('/graphql').send({ query: 'mutation { requestPasswordReset(userName: "ann@x.example") }' }).expect(200);
    expect(res.body.errors[0]).toMatchObject({
      message: 'The user server could not be reached',
      extensions: { code: 'UPSTREAM_UNAVAILABLE', action: 'request a password reset', upstreamStatus: null, msg: null },
    });
    expect(res.body.errors[0].extensions).not.toHaveProperty('stacktrace');
  });

  it('refuses an id that is not numeric before calling anything', async () => {
    const res = await request(gateway.app).post('/graphql').send({ query: '{ user(id: "../admin") { id } }' }).expect(200);
    expect(res.body.errors[0].extensions.code).toBe('BAD_USER_INPUT');
  });

  it('asks for a session when `me` has no bearer token', async () => {
    const res = await request(gateway.app).post('/graphql').send({ query: '{ me { id } }' }).expect(200);
    expect(res.body.errors[0]).toMatchObject({
      message: 'Cannot load your details: No portal token was sent (Authorization: Bearer <token>)',
      extensions: { code: 'UNAUTHENTICATED' },
    });
  });
});
