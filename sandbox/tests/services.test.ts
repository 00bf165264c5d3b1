import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as publicApi from '../src';
import { serviceEnvVars, startSandbox } from '../src';
import type { RunningSandbox, ServiceName } from '../src';
import { basicAuth, signIn, startTestSandbox, userServer } from './support';

const serviceNames = Object.keys(serviceEnvVars) as ServiceName[];

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

describe('the stand-in services', () => {
  let sandbox: RunningSandbox;

  beforeAll(async () => {
    sandbox = await startTestSandbox();
  });
  afterAll(() => sandbox.close());

  it('exports exactly the public API from the package entry', () => {
    // The bureau's test helpers and the address data are there for the gateway's and the browser's
    // address cleanse tests, which build their files from addresses the sandbox holds; the
    // extensions' list and SANDBOX_STRICT's reading for the gateway's contract test and the launcher.
    expect(Object.keys(publicApi).sort()).toEqual([
      'DEMO_PASSWORD',
      'UK_DATASET',
      'addressCatalogue',
      'bureauSuppressionList',
      'bureauTestAddresses',
      'demoSignIns',
      'plantedAddressFile',
      'providerExtensions',
      'resolveSandboxStrict',
      'serviceEnvVars',
      'startSandbox',
    ]);
    expect(publicApi.DEMO_PASSWORD).toBe('Passw0rd!');
  });

  it('names the environment variables of the README table, in its order', () => {
    const readme = readFileSync(new URL('../README.md', import.meta.url), 'utf8');
    const documented = [...readme.matchAll(/^\| [^|]+ \| `([A-Z_]+_URL)` \|$/gm)].map((match) => match[1]);
    expect(Object.values(serviceEnvVars)).toEqual(documented);
  });

  it('runs every service on its own loopback base address, answering /health with its name', async () => {
    expect(new Set(Object.values(sandbox.urls)).size).toBe(serviceNames.length);
    for (const name of serviceNames) {
      expect(sandbox.urls[name]).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
      const response = await request(sandbox.urls[name]).get('/health');
      expect(response.status).toBe(200);
      expect(response.body).toEqual({ status: 'ok', service: name });
    }
  });

  it('answers 404 {"msg":"Not found"} for unknown paths on every service', async () => {
    for (const name of serviceNames) {
      const response = await request(sandbox.urls[name]).post('/no/such/path').send({ a: 1 });
      expect(response.status).toBe(404);
      expect(response.body).toEqual({ msg: 'Not found' });
    }
  });

  it('answers 400 for bodies that are not a JSON object, without a stack trace', async () => {
    const session = await signIn(sandbox, 'new@new.example');
    const malformed = await userServer(sandbox).put('/resetpassword').set('Content-Type', 'application/json').send('{"userId": oops');
    expect(malformed.status).toBe(400);
    expect(malformed.body).toEqual({ msg: 'Malformed JSON body' });
    expect(malformed.text).not.toMatch(/at |node_modules|\.ts/);
    const array = await userServer(sandbox).put('/validate').set('Authorization', `Bearer ${session.jwt}`).send([1, 2]);
    expect(array.body).toEqual({ msg: 'Body must be a JSON object' });
    const tooLarge = await userServer(sandbox)
      .put('/resetpassword')
      .set('Content-Type', 'application/json')
      .send(JSON.stringify({ pad: 'x'.repeat(1_100_000) }));
    expect(tooLarge.status).toBe(413);
    expect(tooLarge.body).toEqual({ msg: 'Body too large' });
  });

  it('keeps changes for the life of the sandbox', async () => {
    const solo = await signIn(sandbox, 'solo@solo.example');
    sandbox.store.setUserLocked(solo.id, true);
    expect((await userServer(sandbox).get('/auth').set('Authorization', basicAuth('solo@solo.example'))).body).toEqual({ msg: 'User is locked' });
    sandbox.store.setUserLocked(solo.id, false);
  });
});

describe('starting and stopping', () => {
  it('listens on the ports it is given and frees them on close', async () => {
    const port = await freePort();
    const sandbox = await startTestSandbox({ ports: { bureau: port } });
    expect(sandbox.urls.bureau).toBe(`http://127.0.0.1:${port}`);
    expect(sandbox.captcha).toEqual({ siteKey: 'sandbox-site-key', scriptUrl: `${sandbox.urls.userServer}/captcha/api.js?render=sandbox-site-key` });
    await sandbox.close();
    await expect(fetch(`${sandbox.urls.bureau}/health`)).rejects.toThrow();
    await sandbox.close();
  });

  it('fails to start, leaving nothing running, when a port is taken', async () => {
    const first = await startTestSandbox();
    const taken = Number(new URL(first.urls.userServer).port);
    await expect(startTestSandbox({ ports: { userServer: taken } })).rejects.toThrow(/EADDRINUSE/);
    await first.close();
  });

  it('reads SANDBOX_TOKEN_TTL and SANDBOX_JWT_SECRET when no option is given, and checks them', async () => {
    const saved = { ttl: process.env.SANDBOX_TOKEN_TTL, secret: process.env.SANDBOX_JWT_SECRET };
    try {
      process.env.SANDBOX_TOKEN_TTL = '120';
      process.env.SANDBOX_JWT_SECRET = 'secret-from-the-environment-0123456789';
      const sandbox = await startSandbox();
      try {
        const session = await signIn(sandbox, 'owner@acme.example');
        const claims = JSON.parse(Buffer.from(session.jwt.split('.')[1] ?? '', 'base64url').toString()) as { iat: number; exp: number };
        expect(claims.exp - claims.iat).toBe(120);
        const { jwtVerify } = await import('jose');
        await expect(jwtVerify(session.jwt, new TextEncoder().encode('secret-from-the-environment-0123456789'))).resolves.toBeDefined();
      } finally {
        await sandbox.close();
      }
      process.env.SANDBOX_TOKEN_TTL = 'soon';
      await expect(startSandbox()).rejects.toThrow('SANDBOX_TOKEN_TTL must be a positive whole number of seconds');
      await expect(startSandbox({ tokenTtlSeconds: 0 })).rejects.toThrow('tokenTtlSeconds must be a positive whole number of seconds');
    } finally {
      for (const [key, value] of [
        ['SANDBOX_TOKEN_TTL', saved.ttl],
        ['SANDBOX_JWT_SECRET', saved.secret],
      ] as const) {
        if (value === undefined) delete process.env[key];
        else process.env[key] = value;
      }
    }
  });
});
