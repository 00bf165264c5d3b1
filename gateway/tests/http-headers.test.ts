import { once } from 'node:events';
import fs from 'node:fs';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, request as httpRequest, type IncomingHttpHeaders, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, constants, gunzipSync, gzipSync } from 'node:zlib';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { contentSecurityPolicy } from '../src/http/security-headers';
import { createGateway, type Gateway } from '../src/server';
import { testConfig } from './helpers/config';
import { silentLogger } from './helpers/memory-log';

// Nothing listens there: these tests never reach a service.
const nowhere = 'http://127.0.0.1:9';

// A script well over the compression threshold, shaped like a bundle (repetitive, compressible).
const bundle = Array.from({ length: 400 }, (_, i) => `export const value${i} = "portal module ${i}";`).join('\n');
// Another, with the copies the web build writes beside it (web/precompressed-assets.ts): compressed at
// the highest levels, so their bytes are not what compressing it on the fly gives.
const built = Array.from({ length: 400 }, (_, i) => `export function route${i}() { return "screen ${i}"; }`).join('\n');
const builtCopies = {
  br: brotliCompressSync(built, { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY } }),
  gz: gzipSync(built, { level: constants.Z_BEST_COMPRESSION }),
};

let dist: string;
let gateway: Gateway;

beforeAll(() => {
  dist = mkdtempSync(join(tmpdir(), 'portal-headers-'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'index.html'), '<!doctype html><title>Portal</title>');
  writeFileSync(join(dist, 'assets', 'index-AbC123.js'), bundle);
  writeFileSync(join(dist, 'assets', 'route-DeF456.js'), built);
  writeFileSync(join(dist, 'assets', 'route-DeF456.js.br'), builtCopies.br);
  writeFileSync(join(dist, 'assets', 'route-DeF456.js.gz'), builtCopies.gz);
  const config = testConfig(nowhere, { captcha: { siteKey: 'key', scriptUrl: 'https://captcha.example:8443/recaptcha/api.js' } });
  gateway = createGateway(config, { webDist: dist, logger: silentLogger });
});

afterAll(async () => {
  await gateway.stop();
  rmSync(dist, { recursive: true, force: true });
});

/** The policy's directives by name, each with its sources. */
function directives(policy: string | undefined): Map<string, string[]> {
  const parsed = new Map<string, string[]>();
  for (const part of (policy ?? '').split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/);
    if (name) parsed.set(name, sources);
  }
  return parsed;
}

describe('security headers', () => {
  const answers = () => ({
    portal: request(gateway.app).get('/portal/'),
    asset: request(gateway.app).get('/portal/assets/index-AbC123.js'),
    graphql: request(gateway.app).post('/graphql').send({ query: '{ __typename }' }),
  });

  it.each(['portal', 'asset', 'graphql'] as const)('%s: only the portal and the captcha origin, never framed, no sniffing, no referrer', async (which) => {
    const res = await answers()[which];
    expect(res.status).toBe(200);
    const csp = directives(res.headers['content-security-policy']);
    expect(csp.get('default-src')).toEqual(["'self'"]);
    expect(csp.get('script-src')).toEqual(["'self'", "'wasm-unsafe-eval'", 'https://captcha.example:8443']);
    expect(csp.get('connect-src')).toEqual(["'self'", 'https://captcha.example:8443']);
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
    expect(csp.get('object-src')).toEqual(["'none'"]);
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('no-referrer');
    expect(res.headers['x-powered-by']).toBeUndefined();
    // Served over plain http here: no HSTS, no upgrading of requests.
    expect(res.headers['strict-transport-security']).toBeUndefined();
    expect(csp.has('upgrade-insecure-requests')).toBe(false);
  });

  it('allows no script source but the portal itself where no captcha is configured', () => {
    const csp = contentSecurityPolicy(null, false);
    expect(csp['script-src']).toEqual(["'self'", "'wasm-unsafe-eval'"]);
    expect(csp['frame-src']).toEqual(["'none'"]);
  });

  it('upgrades requests where the portal is served over https', () => {
    expect(contentSecurityPolicy(null, true)).toHaveProperty('upgrade-insecure-requests', []);
  });
});

/** GETs a path with node:http, keeping the body as the bytes sent (supertest would decode it); `method` and `headers` as given. */
async function rawGet(
  path: string,
  acceptEncoding: string,
  { method = 'GET', headers = {} }: { method?: string; headers?: Record<string, string> } = {},
): Promise<{ status: number; headers: IncomingHttpHeaders; body: Buffer }> {
  const server = createServer(gateway.app).listen(0, '127.0.0.1');
  await once(server, 'listening');
  try {
    const { port } = server.address() as AddressInfo;
    const res = await new Promise<IncomingMessage>((resolve, reject) =>
      httpRequest({ host: '127.0.0.1', port, path, method, headers: { 'accept-encoding': acceptEncoding, ...headers } }, resolve)
        .on('error', reject)
        .end(),
    );
    const chunks: Buffer[] = [];
    for await (const chunk of res) chunks.push(chunk as Buffer);
    return { status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) };
  } finally {
    server.close();
  }
}

describe('caching and compression', () => {
  it('sends a hashed asset brotli-compressed, cached for a year as immutable', async () => {
    const res = await rawGet('/portal/assets/index-AbC123.js', 'br, gzip');
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.body.length).toBeLessThan(bundle.length / 4);
    expect(brotliDecompressSync(res.body).toString()).toBe(bundle);
  });

  it('falls back to gzip for a client without brotli', async () => {
    const res = await rawGet('/portal/assets/index-AbC123.js', 'gzip');
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(res.body).toString()).toBe(bundle);
  });

  it("sends the build's own compressed copy of an asset as it is, to each client the one it takes", async () => {
    const brotli = await rawGet('/portal/assets/route-DeF456.js', 'gzip, deflate, br, zstd');
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.body.equals(builtCopies.br)).toBe(true);
    const gzip = await rawGet('/portal/assets/route-DeF456.js', 'gzip, deflate');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.body.equals(builtCopies.gz)).toBe(true);
    const plain = await rawGet('/portal/assets/route-DeF456.js', 'identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(built);
    for (const res of [brotli, gzip, plain]) {
      expect(res.headers['content-type']?.toLowerCase()).toBe('text/javascript; charset=utf-8');
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(res.headers.vary).toBe('Accept-Encoding');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
    }
    // Three representations: a cache in between must never answer one with another.
    expect(new Set([brotli, gzip, plain].map((res) => res.headers.etag)).size).toBe(3);
    expect(Number(brotli.headers['content-length'])).toBe(builtCopies.br.length);
  });

  it("takes the client's preferences, and brotli where it takes both alike", async () => {
    const sent = async (acceptEncoding: string) => (await rawGet('/portal/assets/route-DeF456.js', acceptEncoding)).headers['content-encoding'];
    expect(await sent('gzip;q=1, br;q=0.1')).toBe('gzip');
    expect(await sent('br;q=0, *')).toBe('gzip');
    expect(await sent('BR, GZIP')).toBe('br');
    expect(await sent('*')).toBe('br');
    expect(await sent('br;q=0, gzip;q=0')).toBeUndefined();
  });

  it("sends the copies of a build made after the gateway started, and a file's copy never by its own name", async () => {
    const later = `${built}\nexport const built = "later";`;
    writeFileSync(join(dist, 'assets', 'later-GhI789.js'), later);
    const copy = brotliCompressSync(later, { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY } });
    writeFileSync(join(dist, 'assets', 'later-GhI789.js.br'), copy);
    const res = await rawGet('/portal/assets/later-GhI789.js', 'br');
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.body.equals(copy)).toBe(true);
    for (const path of ['/portal/assets/later-GhI789.js.br', '/portal/assets/route-DeF456.js.gz']) {
      const byName = await rawGet(path, 'br, gzip');
      expect(byName.status).toBe(404);
      expect(byName.body.toString()).toBe('Not found');
    }
  });

  it("sends the file itself, with none of the copy's headers, where the copy goes between being found and being opened", async () => {
    const racing = `${built}\nexport const racing = true;`;
    writeFileSync(join(dist, 'assets', 'race-JkL012.js'), racing);
    writeFileSync(join(dist, 'assets', 'race-JkL012.js.br'), brotliCompressSync(racing));
    const plainTag = (await rawGet('/portal/assets/race-JkL012.js', 'identity')).headers.etag;
    const open = fs.createReadStream;
    // A build emptying the folder at that moment: the copy is gone as send opens it.
    const opening = vi.spyOn(fs, 'createReadStream').mockImplementation((path, options) => {
      if (String(path).endsWith('.br')) rmSync(path);
      return open(path, options);
    });
    try {
      const res = await rawGet('/portal/assets/race-JkL012.js', 'br', { headers: { range: 'bytes=0-9' } });
      expect(opening).toHaveBeenCalled();
      expect(res.status).toBe(206);
      expect(res.headers.etag).toBe(plainTag);
      expect(res.headers['content-encoding']).toBeUndefined();
      expect(res.body.toString()).toBe(racing.slice(0, 10));
    } finally {
      opening.mockRestore();
    }
  });

  it('never sends a copy by its own name, however the name is written', async () => {
    for (const path of ['/portal/assets/route-DeF456.js%2Ebr', '/portal/assets/route-DeF456.js.B%52', '/portal/assets/route-DeF456.js%2egz']) {
      const byName = await rawGet(path, 'br, gzip');
      expect(byName.status).toBe(404);
    }
  });

  it('answers a missing file, a range it cannot give and a HEAD plainly, with no encoding on a refusal', async () => {
    const missing = await rawGet('/portal/assets/gone-000000.js', 'br');
    expect(missing.status).toBe(404);
    expect(missing.headers['content-encoding']).toBeUndefined();
    expect(missing.body.toString()).toBe('Not found');
    const plainTag = (await rawGet('/portal/assets/route-DeF456.js', 'identity')).headers.etag;
    for (const [acceptEncoding, length] of [
      ['br', builtCopies.br.length],
      ['identity', built.length],
    ] as const) {
      const range = await rawGet('/portal/assets/route-DeF456.js', acceptEncoding, { headers: { range: 'bytes=99999999-' } });
      expect(range.status).toBe(416);
      expect(range.headers['content-encoding']).toBeUndefined();
      expect(range.headers['content-range']).toBe(`bytes */${length}`);
      // Not the file: neither kept for a year nor taken as the file by its validators.
      expect(range.headers['cache-control']).toBe('no-store');
      expect(range.headers.etag).not.toBe(plainTag);
      expect(range.headers['last-modified']).toBeUndefined();
      expect(range.body.toString()).toBe('Bad request');
    }
    const head = await rawGet('/portal/assets/route-DeF456.js', 'br', { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.headers['content-encoding']).toBe('br');
    expect(Number(head.headers['content-length'])).toBe(builtCopies.br.length);
    expect(head.body.length).toBe(0);
  });

  it('never lets index.html be cached', async () => {
    for (const path of ['/portal/', '/portal/index.html', '/portal/home']) {
      const res = await request(gateway.app).get(path).expect(200);
      expect(res.headers['cache-control']).toBe('no-store');
    }
  });

  it('compresses a large GraphQL answer, not a small one', async () => {
    const large = await request(gateway.app)
      .post('/graphql')
      .set('accept-encoding', 'gzip')
      .send({ query: '{ __schema { types { name description fields { name description } } } }' });
    expect(large.status).toBe(200);
    expect(large.headers['content-encoding']).toBe('gzip');
    const small = await request(gateway.app).post('/graphql').set('accept-encoding', 'gzip').send({ query: '{ __typename }' });
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.body).toEqual({ data: { __typename: 'Query' } });
  });
});
