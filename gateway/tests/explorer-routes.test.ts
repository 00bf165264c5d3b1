import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import { buildSchema } from 'graphql';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGateway, type Gateway } from '../src/server';
import { testConfig } from './helpers/config';
import { silentLogger } from './helpers/memory-log';

// What integrators fetch besides GraphQL: the schema file and the explorer's page and files.

const committedSchema = readFileSync(new URL('../../schema.graphql', import.meta.url), 'utf8');
const browserAccept = 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8';

// A large file of the explorer's build, with the brotli copy the build writes beside it (web/precompressed-assets.ts).
const editor = Array.from({ length: 300 }, (_, i) => `export const token${i} = "keyword ${i}";`).join('\n');
const editorCopy = brotliCompressSync(editor);

let dist: string;
let gateway: Gateway;
let unbuilt: Gateway;

beforeAll(() => {
  dist = mkdtempSync(join(tmpdir(), 'portal-dist-'));
  mkdirSync(join(dist, 'explorer', 'assets'), { recursive: true });
  writeFileSync(join(dist, 'index.html'), '<!doctype html><title>Portal</title>');
  writeFileSync(join(dist, 'explorer', 'explorer.html'), '<!doctype html><title>GraphQL Explorer</title>');
  writeFileSync(join(dist, 'explorer', 'assets', 'explorer-1234.js'), 'console.log("explorer")');
  writeFileSync(join(dist, 'explorer', 'assets', 'editor-5678.js'), editor);
  writeFileSync(join(dist, 'explorer', 'assets', 'editor-5678.js.br'), editorCopy);
  // Nothing listens on port 9: these requests never reach a service.
  const config = testConfig('http://127.0.0.1:9', { captcha: { siteKey: 'key', scriptUrl: 'https://captcha.example/api.js' } });
  gateway = createGateway(config, { webDist: dist, logger: silentLogger });
  unbuilt = createGateway(config, { webDist: join(dist, 'missing'), logger: silentLogger });
});

afterAll(async () => {
  await Promise.all([gateway.stop(), unbuilt.stop()]);
  rmSync(dist, { recursive: true, force: true });
});

describe('GET /graphql/schema.graphql', () => {
  it('answers the printed schema, the same text as the committed schema.graphql (run npm run codegen when this fails)', async () => {
    const res = await request(gateway.app).get('/graphql/schema.graphql').expect(200);
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(res.text).toBe(committedSchema);
    const schema = buildSchema(res.text);
    expect(schema.getQueryType()?.getFields().me?.description).toBe("The signed-in user's own record.");
    expect(schema.getType('DateTime')?.description).toMatch(/^An instant in time/);
  });

  it('is revalidated, and answers 304 while unchanged', async () => {
    const first = await request(gateway.app).get('/graphql/schema.graphql').expect(200);
    expect(first.headers['cache-control']).toBe('no-cache');
    await request(gateway.app).get('/graphql/schema.graphql').set('if-none-match', first.headers.etag!).expect(304);
  });
});

describe('the explorer at /graphql', () => {
  it('is the page a browser gets, under a policy of its own that allows only this origin', async () => {
    const res = await request(gateway.app).get('/graphql').set('accept', browserAccept).expect(200);
    expect(res.text).toContain('<title>GraphQL Explorer</title>');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers.vary).toMatch(/Accept/);
    expect(res.headers['content-security-policy']).toBe(
      "default-src 'none'; script-src 'self'; worker-src 'self'; style-src 'self' 'unsafe-inline'; font-src 'self' data:; img-src 'self' data:; connect-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'",
    );
    expect(res.headers['x-frame-options']).toBe('DENY');
  });

  it('leaves the rest of the site its own policy', async () => {
    const portal = await request(gateway.app).get('/portal/').expect(200);
    expect(portal.headers['content-security-policy']).toContain("script-src 'self' 'wasm-unsafe-eval' https://captcha.example");
    const schemaFile = await request(gateway.app).get('/graphql/schema.graphql').expect(200);
    expect(schemaFile.headers['content-security-policy']).toBe(portal.headers['content-security-policy']);
  });

  it('leaves GraphQL requests to GraphQL: JSON clients, and GETs with a query', async () => {
    const json = await request(gateway.app)
      .get('/graphql')
      .query({ query: '{ __typename }' })
      .set({ accept: browserAccept, 'apollo-require-preflight': 'true' })
      .expect(200);
    expect(json.body).toEqual({ data: { __typename: 'Query' } });
    const curl = await request(gateway.app).get('/graphql').set('accept', '*/*').set('apollo-require-preflight', 'true');
    expect(curl.status).toBe(400);
    expect(curl.text).not.toContain('GraphQL Explorer');
    const posted = await request(gateway.app).post('/graphql').set('accept', browserAccept).send({ query: '{ __typename }' }).expect(200);
    expect(posted.body).toEqual({ data: { __typename: 'Query' } });
  });

  it("serves the explorer's hashed files for a year, and a missing one as 404", async () => {
    const res = await request(gateway.app).get('/graphql/assets/explorer-1234.js').expect(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    await request(gateway.app).get('/graphql/assets/explorer-0000.js').expect(404);
  });

  it("sends the build's brotli copy of an explorer file as it is to a browser that takes brotli", async () => {
    const res = await request(gateway.app).get('/graphql/assets/editor-5678.js').set('accept-encoding', 'gzip, br').expect(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(Number(res.headers['content-length'])).toBe(editorCopy.length);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('is not served a second time under /portal', async () => {
    await request(gateway.app).get('/portal/explorer/explorer.html').expect(404);
  });

  it('says so when the web app is not built', async () => {
    const res = await request(unbuilt.app).get('/graphql').set('accept', browserAccept).expect(503);
    expect(res.text).toBe('The GraphQL explorer is not built yet: run `npm run build`.');
  });
});
