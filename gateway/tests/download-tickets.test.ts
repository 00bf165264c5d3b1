import request from 'supertest';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { graphql, signIn, startSandboxGateway, type SandboxGateway } from './helpers/sandbox-gateway';
import { postGraphQL, readyStatusOnceItSays, sandboxServices, waitForStatus } from './helpers/gateway-processes';
import { freePort, OwnRedis } from './helpers/redis';
import { loadConfig } from '../src/config';
import { startGateway } from '../src/serve';
import { memoryLog } from './helpers/memory-log';

// The address cleanse download link carries a download ticket, not the session's token: a link
// passed on, kept in the browser's history or written in a proxy's log is worth one file for five
// minutes, not the whole session for an hour.

const ACME_MAIN = '103';
// Acme Main's finished file (the sandbox's seed).
const FINISHED = '401';
const LINK = 'query D($a: ID!, $f: ID!) { bureauFile(accountId: $a, fileId: $f) { downloadUrl } }';

let portal: SandboxGateway;

beforeAll(async () => {
  portal = await startSandboxGateway();
});

afterAll(async () => {
  await portal?.close();
});

afterEach(() => {
  vi.useRealTimers();
});

async function linkFor(jwt: string, fileId = FINISHED): Promise<string> {
  const answer = await graphql<{ bureauFile: { downloadUrl: string } }>(portal.gateway, LINK, { a: ACME_MAIN, f: fileId }, jwt);
  return answer.data!.bureauFile.downloadUrl;
}

const get = (url: string) => request(portal.gateway.app).get(url);

describe('a download link', () => {
  it('carries a ticket of 256 random bits and no session token, and downloads the cleansed file with it', async () => {
    const owner = await signIn(portal.gateway, 'owner@acme.example');
    const link = await linkFor(owner.jwt);
    expect(link).not.toContain(owner.jwt);
    expect(link).not.toContain('jwt=');
    const ticket = new URL(link, 'http://portal.test').searchParams.get('ticket') ?? '';
    expect(ticket).toMatch(/^[\w-]{43}$/);
    // Each reading of the file makes a new one.
    expect(new URL(await linkFor(owner.jwt), 'http://portal.test').searchParams.get('ticket')).not.toBe(ticket);

    const download = await get(link);
    expect(download.status).toBe(200);
    expect(download.headers['content-disposition']).toContain('customers-2026-cleansed.csv');
    expect(download.text.split('\r\n')[0]).toMatch(/^Customer Ref,Name,/);
    // A browser resuming the download, or a download manager asking twice, within the five minutes.
    expect((await get(link)).status).toBe(200);
  });

  it("refuses the session's token in place of a ticket, as links carried it before", async () => {
    const owner = await signIn(portal.gateway, 'owner@acme.example');
    const old = await get('/address-cleanse/download').query({ accountId: ACME_MAIN, fileId: FINISHED, jwt: owner.jwt, downloadName: 'x.csv' });
    expect(old.status).toBe(401);
    expect(old.body).toEqual({ code: 'UNAUTHENTICATED', msg: 'This download link has no download ticket: download the file from its page in the portal' });
    const asTicket = await get('/address-cleanse/download').query({ accountId: ACME_MAIN, fileId: FINISHED, ticket: owner.jwt });
    expect(asTicket.status).toBe(401);
    const madeUp = await get('/address-cleanse/download').query({ accountId: ACME_MAIN, fileId: FINISHED, ticket: 'A'.repeat(43) });
    expect(madeUp.body).toEqual({ code: 'UNAUTHENTICATED', msg: 'This download link is not valid: download the file again from its page in the portal' });
  });

  it('is refused once its five minutes are over', async () => {
    const owner = await signIn(portal.gateway, 'owner@acme.example');
    const link = await linkFor(owner.jwt);
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 5 * 60_000 + 1_000 });
    const late = await get(link);
    expect(late.status).toBe(401);
    expect(late.body).toEqual({
      code: 'UNAUTHENTICATED',
      msg: 'This download link has expired (links work for 5 minutes): download the file again from its page in the portal',
    });
  });

  it('is refused for another file, or the other part of its own', async () => {
    const owner = await signIn(portal.gateway, 'owner@acme.example');
    const link = new URL(await linkFor(owner.jwt), 'http://portal.test');
    const refusal = { code: 'FORBIDDEN', msg: 'This download link is for another file: download this file from its own page in the portal' };
    link.searchParams.set('fileId', '402');
    expect((await get(link.pathname + link.search)).body).toEqual(refusal);
    link.searchParams.set('fileId', FINISHED);
    link.searchParams.set('part', 'duplicates');
    const duplicates = await get(link.pathname + link.search);
    expect(duplicates.status).toBe(403);
    expect(duplicates.body).toEqual(refusal);
    link.searchParams.delete('part');
    link.searchParams.set('accountId', '113');
    expect((await get(link.pathname + link.search)).body).toEqual(refusal);
  });

  it('saves under the name it was made with: a link changed to another name is refused', async () => {
    const owner = await signIn(portal.gateway, 'owner@acme.example');
    const link = new URL(await linkFor(owner.jwt), 'http://portal.test');
    const refusal = { code: 'FORBIDDEN', msg: 'This download link is for another file: download this file from its own page in the portal' };
    // A right-to-left override makes "\u202Evsc.exe" show as "exe.csv"; a path reaches out of the downloads folder.
    for (const name of ['\u202Evsc.exe', '../../etc/passwd', 'customers-2026-cleansed.exe']) {
      link.searchParams.set('downloadName', name);
      const changed = await get(link.pathname + link.search);
      expect(changed.status).toBe(403);
      expect(changed.body).toEqual(refusal);
    }
    // Without a name, the link saves under the one it was made with.
    link.searchParams.delete('downloadName');
    const plain = await get(link.pathname + link.search);
    expect(plain.status).toBe(200);
    expect(plain.headers['content-disposition']).toBe(`attachment; filename="customers-2026-cleansed.csv"; filename*=UTF-8''customers-2026-cleansed.csv`);
  });

  it('saves a file recorded with a control character or a path in its name under a name without them', async () => {
    const owner = await signIn(portal.gateway, 'owner@acme.example');
    // Recorded at the bureau itself, as a file could be before the portal held names to the free-text rule.
    const rename = (name: string) =>
      request(portal.sandbox.urls.bureau)
        .put('/files')
        .query({ accountId: ACME_MAIN, fileId: FINISHED })
        .set('authorization', `Bearer ${owner.jwt}`)
        .send({ name });
    expect((await rename('..\\..\\win/\u202Evsc.exe')).status).toBe(200);
    try {
      const download = await get(await linkFor(owner.jwt));
      expect(download.status).toBe(200);
      expect(download.headers['content-disposition']).toBe(`attachment; filename=".._.._win__vsc-cleansed.exe"; filename*=UTF-8''.._.._win__vsc-cleansed.exe`);
    } finally {
      await rename('customers-2026.csv');
    }
  });

  it('is refused to another caller who shows who they are, and is not made for a caller not allowed the file', async () => {
    const owner = await signIn(portal.gateway, 'owner@acme.example');
    const solo = await signIn(portal.gateway, 'solo@solo.example');
    const link = await linkFor(owner.jwt);
    const other = await get(link).set('authorization', `Bearer ${solo.jwt}`);
    expect(other.status).toBe(403);
    expect(other.body).toEqual({ code: 'FORBIDDEN', msg: 'This download link was made for another user: download the file from its page in the portal' });
    // The owner's own program, showing the owner's session, downloads with it.
    expect((await get(link).set('authorization', `Bearer ${owner.jwt}`)).status).toBe(200);
    // No link for someone not allowed the file: the access check runs when it would be made.
    const refused = await graphql<{ bureauFile: { downloadUrl: string } | null }>(portal.gateway, LINK, { a: ACME_MAIN, f: FINISHED }, solo.jwt);
    expect(refused.errors?.[0]?.extensions.code).toBe('FORBIDDEN');
    expect(refused.data?.bureauFile ?? null).toBeNull();
  });

  it('is not in the log', async () => {
    const owner = await signIn(portal.gateway, 'owner@acme.example');
    const link = await linkFor(owner.jwt);
    const ticket = new URL(link, 'http://portal.test').searchParams.get('ticket') ?? '';
    expect(ticket).toMatch(/^[\w-]{43}$/);
    expect((await get(link)).status).toBe(200);
    const log = portal.logged.raw.join('\n');
    expect(log).toContain('GET /address-cleanse/download');
    expect(log).not.toContain(ticket);
    expect(log).not.toMatch(/ticket=/);
  });
});

describe('a download link while Redis is away', () => {
  it('works through the gateway that made it, and is answered "try again" (503) where it cannot be checked', async () => {
    const own = new OwnRedis(await freePort());
    await own.start();
    const env = {
      ...sandboxServices(portal.sandbox),
      PORT: '0',
      REDIS_URL: own.url,
      REDIS_KEY_PREFIX: 'portal-test-tickets-away:',
      READY_CHECK_INTERVAL: '100',
    };
    // Two gateways behind the balancer, sharing that Redis.
    const [maker, other] = await Promise.all([1, 2].map(() => startGateway(loadConfig(env), { logger: memoryLog().logger, host: '127.0.0.1' })));
    const [makerOrigin, otherOrigin] = [maker!, other!].map((gateway) => `http://127.0.0.1:${gateway.port}`) as [string, string];
    let away = false;
    try {
      await Promise.all([waitForStatus(`${makerOrigin}/ready`, 200), waitForStatus(`${otherOrigin}/ready`, 200)]);
      const signedIn = await postGraphQL<{ signIn: { jwt: string } }>(makerOrigin, {
        query: 'mutation S($u: String!, $p: String!) { signIn(userName: $u, password: $p) { jwt } }',
        variables: { u: 'owner@acme.example', p: 'Passw0rd!' },
      });
      const jwt = signedIn.data!.signIn.jwt;
      const linkThrough = async (origin: string) =>
        (await postGraphQL<{ bureauFile: { downloadUrl: string } }>(origin, { query: LINK, variables: { a: ACME_MAIN, f: FINISHED } }, jwt)).data!.bureauFile
          .downloadUrl;
      const madeBefore = await linkThrough(makerOrigin);

      await own.stop();
      away = true;
      for (const origin of [makerOrigin, otherOrigin]) expect(await readyStatusOnceItSays(origin, { status: 'ready', degraded: ['redis'] })).toBe(200);

      // The gateway that made a link honours it, made before Redis went away or since.
      for (const link of [madeBefore, await linkThrough(makerOrigin)]) {
        const download = await fetch(makerOrigin + link);
        expect(download.status).toBe(200);
        expect((await download.text()).split('\r\n')[0]).toMatch(/^Customer Ref,Name,/);
      }
      // Another gateway cannot tell a good link from a bad one: not "not valid", but try again,
      // which the balancer does, its last try on another gateway (deploy/haproxy.cfg, retry-on 503).
      const unchecked = {
        code: 'UPSTREAM_UNAVAILABLE',
        msg: 'This download link could not be checked just now: try it again in a minute',
      };
      for (const url of [
        otherOrigin + madeBefore,
        `${makerOrigin}/address-cleanse/download?accountId=${ACME_MAIN}&fileId=${FINISHED}&ticket=${'A'.repeat(43)}`,
      ]) {
        const refused = await fetch(url);
        expect(refused.status).toBe(503);
        expect(refused.headers.get('retry-after')).toBe('60');
        expect(await refused.json()).toEqual(unchecked);
      }

      const madeWhileAway = await linkThrough(makerOrigin);
      // Redis is back, without what it held: the gateway that made the links still honours them,
      // and writes them to Redis again, so that the other gateway honours them too.
      await own.start();
      away = false;
      expect(await readyStatusOnceItSays(makerOrigin, { status: 'ready' })).toBe(200);
      expect((await fetch(makerOrigin + madeBefore)).status).toBe(200);
      for (const link of [madeBefore, madeWhileAway]) await waitForStatus(otherOrigin + link, 200);
    } finally {
      // Closing a gateway waits for Redis to answer its QUIT, so Redis is back first.
      if (away) await own.start();
      await Promise.all([maker!.close(), other!.close()]);
      await own.stop();
    }
  });
});
