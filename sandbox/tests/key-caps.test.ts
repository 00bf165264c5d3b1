import { request as httpRequest } from 'node:http';
import request from 'supertest';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { RunningSandbox } from '../src';
import { AU_DATASET, UK_DATASET } from '../src/addresses/catalogue';
import { permissionIds } from '../src/seed/permissions';
import { tokenIds } from '../src/seed/tokens';
import { signIn, startTestSandbox, userServer } from './support';

// A key's daily caps (kept in the token's properties), the record of the calls the look-up
// services refused it, and the alerts its owners get, against the sandbox's own services.

const ACME_MAIN = 103;
const KOALA_MAIN = 113;
const ACME_REFERRER = 'https://www.acme.example';
const KOALA_REFERRER = 'https://www.koala.example';

interface Alert {
  email: string;
  kind: string;
  subject: string;
  text: string;
  link: string;
  tokenId: number;
  reason: string;
}

interface RefusalsBody {
  tokenId: number;
  total: number;
  counts: { reason: string; count: number }[];
  latest: { at: number; address: string; referrer: string; service: string; reason: string; msg: string }[];
}

async function keyOf(sandbox: RunningSandbox, jwt: string, accountId: number, tag: string): Promise<string> {
  const tokens = (await userServer(sandbox).get('/tokens').query({ parentId: accountId }).set('Authorization', `Bearer ${jwt}`)).body as {
    tag: string;
    key: string;
  }[];
  const key = tokens.find((token) => token.tag === tag)?.key;
  if (!key) throw new Error(`No ${tag} token`);
  return key;
}

function suggest(sandbox: RunningSandbox, key: string, options: { referrer?: string; forwardedFor?: string; dataset?: string } = {}) {
  const call = request(sandbox.urls.autocomplete)
    .get('/autoc/json')
    .query({ dataset: options.dataset ?? UK_DATASET, q: 'High Street' })
    .set('Authorization', `Bearer ${key}`)
    .set('Referer', `${options.referrer ?? ACME_REFERRER}/shop`);
  return options.forwardedFor ? call.set('X-Forwarded-For', options.forwardedFor) : call;
}

/** A look-up sent from `localAddress` (any 127.x.y.z is this machine), so the service sees that address on the connection. */
function suggestFrom(sandbox: RunningSandbox, key: string, localAddress: string): Promise<{ status: number; body: unknown }> {
  const url = new URL(`${sandbox.urls.autocomplete}/autoc/json?dataset=${UK_DATASET}&q=High%20Street`);
  return new Promise((resolve, reject) => {
    const req = httpRequest(url, { localAddress, headers: { authorization: `Bearer ${key}`, referer: `${ACME_REFERRER}/` } }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (text += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: JSON.parse(text) as unknown }));
    });
    req.on('error', reject);
    req.end();
  });
}

async function alertsTo(sandbox: RunningSandbox, email: string): Promise<Alert[]> {
  const messages = (await userServer(sandbox).get('/sandbox/outbox').query({ email })).body as Alert[];
  return messages.filter((message) => message.kind === 'tokenalert');
}

/**
 * A sandbox of the describe block's own with the website key of Acme Main: the sandbox, the owner's
 * session, the key, and a change of the token's settings as its owner.
 */
function websiteSandbox() {
  const held = { sandbox: undefined as RunningSandbox | undefined, owner: '', key: '' };
  beforeAll(async () => {
    held.sandbox = await startTestSandbox();
    held.owner = (await signIn(held.sandbox, 'owner@acme.example')).jwt;
    held.key = await keyOf(held.sandbox, held.owner, ACME_MAIN, 'website');
  });
  afterAll(() => held.sandbox?.close());
  const sandbox = (): RunningSandbox => {
    if (!held.sandbox) throw new Error('The sandbox has not started');
    return held.sandbox;
  };
  return {
    sandbox,
    key: () => held.key,
    owner: () => held.owner,
    set: (body: Record<string, unknown>) =>
      userServer(sandbox()).put('/tokens').query({ id: tokenIds.acmeWebsite }).set('Authorization', `Bearer ${held.owner}`).send(body),
  };
}

describe('daily caps on a key', () => {
  const website = websiteSandbox();

  it('keeps the caps in the properties, as digits, and leaves them when other settings change', async () => {
    const set = await website.set({ properties: { dailyCap: 500, dailyCapPerAddress: '50', note: 'shop' } });
    expect(set.status).toBe(200);
    expect((set.body as { properties: unknown }).properties).toEqual({ dailyCap: '500', dailyCapPerAddress: '50', note: 'shop' });
    const edited = await website.set({ tag: 'website', ipRange: '', referrer: ACME_REFERRER, expiry: 0 });
    expect((edited.body as { properties: unknown }).properties).toEqual({ dailyCap: '500', dailyCapPerAddress: '50', note: 'shop' });
    const cleared = await website.set({ properties: { dailyCapPerAddress: null, note: '' } });
    expect((cleared.body as { properties: unknown }).properties).toEqual({ dailyCap: '500' });
    await website.set({ properties: { dailyCap: null } });
  });

  it('refuses a cap that is not a whole number from 1 to 10000000', async () => {
    for (const bad of [0, -1, 2.5, '12a', 10_000_001, true]) {
      const response = await website.set({ properties: { dailyCap: bad } });
      expect(response.status, String(bad)).toBe(400);
      expect(response.body).toEqual({ msg: 'properties.dailyCap must be a whole number from 1 to 10000000, or null for none' });
    }
    expect((await website.set({ properties: 'dailyCap=3' })).body).toEqual({ msg: 'properties must be an object of names and values' });
  });

  it('answers the calls up to the daily cap, then refuses with the reason, counting no click for the refused call', async () => {
    await website.set({ properties: { dailyCap: 3 } });
    try {
      for (let call = 1; call <= 3; call += 1) expect((await suggest(website.sandbox(), website.key())).status, `call ${call}`).toBe(200);
      const usage = () =>
        website
          .sandbox()
          .store.tokenUsage.filter((row) => row.tokenId === tokenIds.acmeWebsite)
          .reduce((sum, row) => sum + row.clicks, 0);
      const clicks = usage();
      const refused = await suggest(website.sandbox(), website.key());
      expect(refused.status).toBe(403);
      expect(refused.body).toEqual({ msg: "The token's daily cap of 3 clicks is reached" });
      expect(usage()).toBe(clicks);
    } finally {
      await website.set({ properties: { dailyCap: null } });
    }
  });

  it('counts the cap per address by the connection, ignoring X-Forwarded-For from a caller it does not trust', async () => {
    await website.set({ properties: { dailyCapPerAddress: 2 } });
    try {
      expect((await suggestFrom(website.sandbox(), website.key(), '127.0.0.2')).status).toBe(200);
      expect((await suggestFrom(website.sandbox(), website.key(), '127.0.0.2')).status).toBe(200);
      expect(await suggestFrom(website.sandbox(), website.key(), '127.0.0.2')).toEqual({
        status: 403,
        body: { msg: "Requests from 127.0.0.2 reached the token's daily cap of 2 per address" },
      });
      expect((await suggestFrom(website.sandbox(), website.key(), '127.0.0.3')).status).toBe(200);
      // 127.0.0.1 made the calls of the tests above: naming another address does not help it, as it is no trusted proxy.
      expect((await suggest(website.sandbox(), website.key(), { forwardedFor: '198.51.100.99' })).body).toEqual({
        msg: "Requests from 127.0.0.1 reached the token's daily cap of 2 per address",
      });
    } finally {
      await website.set({ properties: { dailyCapPerAddress: null } });
    }
  });

  it('sets and clears the caps of every token of a group at once, each keeping its other properties', async () => {
    await website.set({ properties: { note: 'shop' } });
    const bulk = (body: Record<string, unknown>) =>
      userServer(website.sandbox()).put('/tokens/bulk').query({ groupId: ACME_MAIN }).set('Authorization', `Bearer ${website.owner()}`).send(body);
    const changed = (await bulk({ properties: { dailyCap: 900, dailyCapPerAddress: 30 } })).body as { tag: string; properties: unknown }[];
    expect(changed.map((token) => [token.tag, token.properties])).toEqual([
      ['website', { note: 'shop', dailyCap: '900', dailyCapPerAddress: '30' }],
      ['crm', { dailyCap: '900', dailyCapPerAddress: '30' }],
    ]);
    const cleared = (await bulk({ properties: { dailyCap: null, dailyCapPerAddress: null } })).body as { properties: unknown }[];
    expect(cleared.map((token) => token.properties)).toEqual([{ note: 'shop' }, {}]);
    await website.set({ properties: { note: null } });
  });
});

describe('a click the caps take', () => {
  const website = websiteSandbox();

  it('gives a call that was not answered its click back, and holds calls that count no clicks to no cap', async () => {
    await website.set({ properties: { dailyCap: 1 } });
    try {
      const notAnswered = await request(website.sandbox().urls.addressLookup)
        .get(`/json/${UK_DATASET}`)
        .query({ q: 'no-such-address', accId: ACME_MAIN })
        .set('Authorization', `Bearer ${website.key()}`)
        .set('Referer', ACME_REFERRER);
      expect(notAnswered.body).toEqual({ msg: 'Address not found' });
      expect((await suggest(website.sandbox(), website.key())).status).toBe(200);
      expect((await suggest(website.sandbox(), website.key())).body).toEqual({ msg: "The token's daily cap of 1 click is reached" });
      const countries = await request(website.sandbox().urls.addressLookup)
        .get('/countries/json')
        .set('Authorization', `Bearer ${website.key()}`)
        .set('Referer', ACME_REFERRER);
      expect(countries.status).toBe(200);
    } finally {
      await website.set({ properties: { dailyCap: null } });
    }
  });
});

describe('the caps behind a trusted proxy', () => {
  let sandbox: RunningSandbox;
  let key = '';
  beforeAll(async () => {
    sandbox = await startTestSandbox({ trustedProxies: ['loopback'] });
    const owner = (await signIn(sandbox, 'owner@acme.example')).jwt;
    key = await keyOf(sandbox, owner, ACME_MAIN, 'website');
    await userServer(sandbox)
      .put('/tokens')
      .query({ id: tokenIds.acmeWebsite })
      .set('Authorization', `Bearer ${owner}`)
      .send({ properties: { dailyCapPerAddress: 50 } });
  });
  afterAll(() => sandbox.close());

  it("counts by the client the proxy names, and refuses the 51st call from 198.51.100.7 while 198.51.100.8's are answered", async () => {
    for (let call = 1; call <= 50; call += 1) expect((await suggest(sandbox, key, { forwardedFor: '198.51.100.7' })).status).toBe(200);
    const refused = await suggest(sandbox, key, { forwardedFor: '198.51.100.7' });
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({ msg: "Requests from 198.51.100.7 reached the token's daily cap of 50 per address" });
    expect((await suggest(sandbox, key, { forwardedFor: '198.51.100.8' })).status).toBe(200);
    // A client's own X-Forwarded-For before the proxy's entry is not believed: the proxy's is the last.
    expect((await suggest(sandbox, key, { forwardedFor: '198.51.100.8, 198.51.100.7' })).status).toBe(403);
  });

  it('refuses a setting that would trust every hop, or that names no proxy', async () => {
    await expect(startTestSandbox({ trustedProxies: ['true'] })).rejects.toThrow(/SANDBOX_TRUSTED_PROXIES must be/);
    await expect(startTestSandbox({ trustedProxies: ['not-an-address'] })).rejects.toThrow(/SANDBOX_TRUSTED_PROXIES must be/);
    await expect(startTestSandbox({ trustedProxies: 11 })).rejects.toThrow(/SANDBOX_TRUSTED_PROXIES must be/);
  });
});

describe("a cap's day, in the account's territory", () => {
  let sandbox: RunningSandbox;
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
  });
  afterEach(async () => {
    await sandbox?.close();
    vi.useRealTimers();
  });

  async function capped(userName: string, accountId: number, tokenId: number): Promise<string> {
    const jwt = (await signIn(sandbox, userName)).jwt;
    await userServer(sandbox)
      .put('/tokens')
      .query({ id: tokenId })
      .set('Authorization', `Bearer ${jwt}`)
      .send({ properties: { dailyCap: 1 } });
    return keyOf(sandbox, jwt, accountId, 'website');
  }

  it('restarts at midnight in London for a uk key (23:00 UTC in summer), not at UTC midnight', async () => {
    vi.setSystemTime(new Date('2026-06-10T22:58:00Z'));
    sandbox = await startTestSandbox({ now: () => Date.now() });
    const key = await capped('owner@acme.example', ACME_MAIN, tokenIds.acmeWebsite);
    expect((await suggest(sandbox, key)).status).toBe(200);
    expect((await suggest(sandbox, key)).status).toBe(403);
    vi.setSystemTime(new Date('2026-06-10T22:59:59Z'));
    expect((await suggest(sandbox, key)).status).toBe(403);
    vi.setSystemTime(new Date('2026-06-10T23:00:00Z'));
    expect((await suggest(sandbox, key)).status).toBe(200);
    vi.setSystemTime(new Date('2026-06-11T00:00:00Z'));
    expect((await suggest(sandbox, key)).status).toBe(403);
  });

  it('restarts at midnight in Sydney for an australia key (14:00 UTC in June)', async () => {
    vi.setSystemTime(new Date('2026-06-10T13:59:00Z'));
    sandbox = await startTestSandbox({ now: () => Date.now() });
    const key = await capped('koala@koala.example', KOALA_MAIN, tokenIds.koalaWebsite);
    const koala = () => suggest(sandbox, key, { referrer: KOALA_REFERRER, dataset: AU_DATASET });
    expect((await koala()).status).toBe(200);
    expect((await koala()).status).toBe(403);
    vi.setSystemTime(new Date('2026-06-10T14:00:00Z'));
    expect((await koala()).status).toBe(200);
  });
});

describe('the record of refused calls', () => {
  let sandbox: RunningSandbox;
  const jwts: Record<string, string> = {};
  let key = '';
  beforeAll(async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-03-18T09:30:00Z'));
    sandbox = await startTestSandbox({ now: () => Date.now() });
    for (const user of ['owner@acme.example', 'member@acme.example', 'koala@koala.example', 'sales@provider.example'])
      jwts[user] = (await signIn(sandbox, user)).jwt;
    key = await keyOf(sandbox, jwts['owner@acme.example'] ?? '', ACME_MAIN, 'website');
  });
  afterAll(async () => {
    await sandbox.close();
    vi.useRealTimers();
  });

  const refusals = (user: string, query: Record<string, string | number> = {}) =>
    userServer(sandbox)
      .get('/tokens/refusals')
      .query({ id: tokenIds.acmeWebsite, ...query })
      .set('Authorization', `Bearer ${jwts[user] ?? ''}`);

  it('keeps when, from where, referred by what, to which service and why, newest first, counted by reason', async () => {
    await suggest(sandbox, key, { referrer: 'https://evil.example' });
    vi.setSystemTime(new Date('2026-03-18T09:31:00Z'));
    await suggest(sandbox, key, { referrer: 'https://evil.example' });
    await request(sandbox.urls.autocomplete).get('/autoc/json').query({ dataset: UK_DATASET, q: 'x' }).set('Authorization', `Bearer ${key}`);
    expect((await suggest(sandbox, key)).status).toBe(200);

    const response = await refusals('owner@acme.example');
    expect(response.status).toBe(200);
    const body = response.body as RefusalsBody;
    expect(body.total).toBe(3);
    expect(body.counts).toEqual([{ reason: 'referrer', count: 3 }]);
    expect(body.latest).toHaveLength(3);
    expect(body.latest[0]).toEqual({
      at: Date.parse('2026-03-18T09:31:00Z') / 1000,
      address: '127.0.0.1',
      referrer: '',
      service: 'Address Autocomplete',
      reason: 'referrer',
      msg: 'The token only accepts requests referred by https://www.acme.example',
    });
    expect(body.latest[2]).toMatchObject({
      referrer: 'https://evil.example',
      msg: "The referrer https://evil.example is not the token's referrer https://www.acme.example",
    });
    expect(((await refusals('owner@acme.example', { limit: 1 })).body as RefusalsBody).latest).toHaveLength(1);
    expect((await refusals('owner@acme.example', { limit: 0 })).status).toBe(400);
  });

  it('lets staff read it, and refuses a member and another account’s owner', async () => {
    expect((await refusals('sales@provider.example')).status).toBe(200);
    expect((await refusals('member@acme.example')).body).toEqual({ msg: "Not allowed to manage that account's tokens" });
    expect((await refusals('koala@koala.example')).status).toBe(403);
    expect((await refusals('owner@acme.example', { id: 999_999 })).status).toBe(404);
  });

  it('forgets refusals older than 30 days', async () => {
    vi.setSystemTime(new Date('2026-04-17T09:30:30Z'));
    jwts['owner@acme.example'] = (await signIn(sandbox, 'owner@acme.example')).jwt;
    const body = (await refusals('owner@acme.example')).body as RefusalsBody;
    expect(body.latest.map((call) => call.at)).toEqual([Date.parse('2026-03-18T09:31:00Z') / 1000, Date.parse('2026-03-18T09:31:00Z') / 1000]);
  });
});

describe('alerts to the owners', () => {
  let sandbox: RunningSandbox;
  const jwts: Record<string, string> = {};
  let key = '';
  beforeEach(async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-03-18T09:30:00Z'));
    sandbox = await startTestSandbox({ now: () => Date.now(), portalUrl: 'http://localhost:4000/portal' });
    for (const user of ['owner@acme.example', 'member@acme.example', 'koala@koala.example']) jwts[user] = (await signIn(sandbox, user)).jwt;
    key = await keyOf(sandbox, jwts['owner@acme.example'] ?? '', ACME_MAIN, 'website');
  });
  afterEach(async () => {
    await sandbox.close();
    vi.useRealTimers();
  });

  const setWebsite = (body: Record<string, unknown>) =>
    userServer(sandbox)
      .put('/tokens')
      .query({ id: tokenIds.acmeWebsite })
      .set('Authorization', `Bearer ${jwts['owner@acme.example'] ?? ''}`)
      .send(body);
  const alertSettings = (user: string, method: 'get' | 'put', body?: Record<string, unknown>) => {
    const server = userServer(sandbox);
    const call = server[method]('/tokens/alerts')
      .query({ parentId: ACME_MAIN })
      .set('Authorization', `Bearer ${jwts[user] ?? ''}`);
    return body ? call.send(body) : call;
  };

  it('e-mails the owners once a day when the key reaches its cap, naming the key, the reason and a link to the token', async () => {
    await setWebsite({ properties: { dailyCap: 1 } });
    await suggest(sandbox, key);
    await suggest(sandbox, key);
    await suggest(sandbox, key);

    const alerts = await alertsTo(sandbox, 'owner@acme.example');
    expect(alerts).toHaveLength(1);
    expect(alerts[0]).toMatchObject({
      kind: 'tokenalert',
      tokenId: tokenIds.acmeWebsite,
      reason: 'dailyCap',
      subject: 'API token website reached its daily cap',
      link: 'http://localhost:4000/portal/administration/tokens?account=103&token=301',
    });
    expect(alerts[0]?.text).toContain("the API token website of Acme Main: The token's daily cap of 1 click is reached");
    expect(alerts[0]?.text).toContain('until midnight (Europe/London)');
    // Owning the partner above Acme carries down: Northwind's owner owns the account too.
    expect(await alertsTo(sandbox, 'partner@northwind.example')).toHaveLength(1);
    expect(await alertsTo(sandbox, 'member@acme.example')).toEqual([]);

    // The next day in London, the cap is reached again: a new alert.
    vi.setSystemTime(new Date('2026-03-19T00:00:00Z'));
    await suggest(sandbox, key);
    await suggest(sandbox, key);
    expect(await alertsTo(sandbox, 'owner@acme.example')).toHaveLength(2);
  });

  it('alerts once for each cap reached the same day: the daily cap and the cap per address', async () => {
    await setWebsite({ properties: { dailyCapPerAddress: 1 } });
    await suggest(sandbox, key);
    await suggest(sandbox, key);
    await setWebsite({ properties: { dailyCapPerAddress: null, dailyCap: 1 } });
    await suggest(sandbox, key);
    await suggest(sandbox, key);
    const alerts = await alertsTo(sandbox, 'owner@acme.example');
    expect(alerts.map((alert) => alert.reason)).toEqual(['addressCap', 'dailyCap']);
    expect(alerts[0]?.text).toContain("Requests from 127.0.0.1 reached the token's daily cap of 1 per address");
  });

  it('leaves out an owner who switched the alerts off', async () => {
    const owner = await signIn(sandbox, 'owner@acme.example');
    await userServer(sandbox)
      .put('/userpermissions')
      .query({ userId: owner.id, permissionId: permissionIds.tokenAlerts, enabled: false })
      .set('Authorization', `Bearer ${owner.jwt}`)
      .expect(200);
    await setWebsite({ properties: { dailyCap: 1 } });
    await suggest(sandbox, key);
    await suggest(sandbox, key);
    expect(await alertsTo(sandbox, 'owner@acme.example')).toEqual([]);
    expect(await alertsTo(sandbox, 'partner@northwind.example')).toHaveLength(1);
  });

  it("e-mails when the key's refusals within an hour reach the account's threshold, once a day", async () => {
    expect((await alertSettings('owner@acme.example', 'get')).body).toEqual({ parentId: ACME_MAIN, refusalThreshold: 10 });
    expect((await alertSettings('owner@acme.example', 'put', { refusalThreshold: 3 })).body).toEqual({ parentId: ACME_MAIN, refusalThreshold: 3 });
    await suggest(sandbox, key, { referrer: 'https://evil.example' });
    await suggest(sandbox, key, { referrer: 'https://evil.example' });
    expect(await alertsTo(sandbox, 'owner@acme.example')).toEqual([]);
    // An hour later the first two no longer count: two more are not yet three within an hour.
    vi.setSystemTime(new Date('2026-03-18T10:30:00Z'));
    await suggest(sandbox, key, { referrer: 'https://evil.example' });
    await suggest(sandbox, key, { referrer: 'https://evil.example' });
    expect(await alertsTo(sandbox, 'owner@acme.example')).toEqual([]);
    await suggest(sandbox, key, { referrer: 'https://evil.example' });
    const alerts = await alertsTo(sandbox, 'owner@acme.example');
    expect(alerts.map((alert) => [alert.reason, alert.subject])).toEqual([['refusals', 'API token website: 3 calls refused within an hour']]);
    expect(alerts[0]?.text).toContain("The latest: The referrer https://evil.example is not the token's referrer https://www.acme.example");
    for (let call = 0; call < 5; call += 1) await suggest(sandbox, key, { referrer: 'https://evil.example' });
    expect(await alertsTo(sandbox, 'owner@acme.example')).toHaveLength(1);
  });

  it('sends no refusal alerts when the threshold is off, and checks who may change it and to what', async () => {
    expect((await alertSettings('owner@acme.example', 'put', { refusalThreshold: null })).body).toEqual({ parentId: ACME_MAIN, refusalThreshold: null });
    for (let call = 0; call < 12; call += 1) await suggest(sandbox, key, { referrer: 'https://evil.example' });
    expect(await alertsTo(sandbox, 'owner@acme.example')).toEqual([]);
    for (const bad of [0, 1001, 2.5, '5']) {
      expect((await alertSettings('owner@acme.example', 'put', { refusalThreshold: bad })).body).toEqual({
        msg: 'refusalThreshold must be a whole number from 1 to 1000, or null for no alerts',
      });
    }
    expect((await alertSettings('owner@acme.example', 'put', {})).body).toEqual({ msg: 'refusalThreshold is required' });
    expect((await alertSettings('member@acme.example', 'put', { refusalThreshold: 5 })).status).toBe(403);
    expect((await alertSettings('koala@koala.example', 'get')).status).toBe(403);
  });

  it("links an australia account's alert to the australia portal", async () => {
    const koala = jwts['koala@koala.example'] ?? '';
    await userServer(sandbox)
      .put('/tokens')
      .query({ id: tokenIds.koalaWebsite })
      .set('Authorization', `Bearer ${koala}`)
      .send({ properties: { dailyCap: 1 } });
    const koalaKey = await keyOf(sandbox, koala, KOALA_MAIN, 'website');
    await suggest(sandbox, koalaKey, { referrer: KOALA_REFERRER, dataset: AU_DATASET });
    await suggest(sandbox, koalaKey, { referrer: KOALA_REFERRER, dataset: AU_DATASET });
    const [alert] = await alertsTo(sandbox, 'koala@koala.example');
    expect(alert?.link).toBe('http://au.localhost:4000/portal/administration/tokens?account=113&token=303');
    expect(alert?.text).toContain('until midnight (Australia/Sydney)');
  });
});
