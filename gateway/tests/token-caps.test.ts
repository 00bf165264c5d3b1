import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { serviceEnvVars, startSandbox, type RunningSandbox } from '@portal/sandbox';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadConfig } from '../src/config';
import { createGateway, type Gateway } from '../src/server';
import { memoryLog } from './helpers/memory-log';
import { graphql, signIn, startSandboxGateway, type SandboxGateway } from './helpers/sandbox-gateway';

// A key's daily caps, the record of its refused calls and the owners' alerts (schema/tokens.graphql),
// through /graphql against the sandbox; and the screen's reads where the user server lacks the
// provider's extensions for the record and the alert setting.

const ACME_MAIN = '103';
const ACME_LTD = '102';
const ACME_WEB = '104';
const WEBSITE = '301';
const CAPS = 'id tag ipRange referrer expiry dailyCap dailyCapPerAddress';
const REFUSALS = 'tokenId available from total byReason { reason count } latest { at clientAddress referrer service reason message }';

interface Capped {
  id: string;
  tag: string;
  ipRange: string;
  referrer: string;
  expiry: string | null;
  dailyCap: number | null;
  dailyCapPerAddress: number | null;
}

interface Refusals {
  tokenId: string;
  available: boolean;
  from: string | null;
  total: number;
  byReason: { reason: string; count: number }[];
  latest: { at: string; clientAddress: string; referrer: string; service: string; reason: string; message: string }[];
}

type Response<T> = Awaited<ReturnType<typeof graphql<T>>>;
const codeOf = (response: Response<unknown>) => response.errors?.[0]?.extensions.code;

/** The operations of the tokens screen, for one gateway and its signed-in users. */
function operations(gateway: () => Gateway, jwts: Record<string, string>) {
  const as = (user: string) => jwts[user] ?? '';
  return {
    tokens: (user: string) =>
      graphql<{ apiTokens: Capped[] }>(gateway(), `query T($a: ID!) { apiTokens(accountId: $a) { ${CAPS} } }`, { a: ACME_MAIN }, as(user)),
    create: (user: string, input: Record<string, unknown>, accountId = ACME_MAIN) =>
      graphql<{ createApiToken: Capped }>(
        gateway(),
        `mutation C($i: NewApiTokenInput!) { createApiToken(input: $i) { ${CAPS} } }`,
        { i: { accountId, password: 'Passw0rd!', ...input } },
        as(user),
      ),
    remove: (user: string, id: string, accountId = ACME_MAIN) =>
      graphql<{ deleteApiToken: string }>(
        gateway(),
        `
          mutation D($a: ID!, $id: ID!) {
            deleteApiToken(accountId: $a, id: $id)
          }
        `,
        { a: accountId, id },
        as(user),
      ),
    update: (user: string, id: string, input: Record<string, unknown>) =>
      graphql<{ updateApiToken: Capped }>(
        gateway(),
        `mutation U($a: ID!, $id: ID!, $i: ApiTokenSettingsInput!) { updateApiToken(accountId: $a, id: $id, input: $i) { ${CAPS} } }`,
        { a: ACME_MAIN, id, i: input },
        as(user),
      ),
    bulk: (user: string, input: Record<string, unknown>, groupId = ACME_MAIN) =>
      graphql<{ changeApiTokensInBulk: Capped[] }>(
        gateway(),
        `mutation B($g: ID!, $i: ApiTokenBulkInput!) { changeApiTokensInBulk(groupId: $g, input: $i) { ${CAPS} } }`,
        { g: groupId, i: input },
        as(user),
      ),
    tryIt: (user: string, id = WEBSITE) =>
      graphql<{ tryApiToken: { ok: boolean; status: number; message: string } }>(
        gateway(),
        `
          mutation Try($a: ID!, $id: ID!) {
            tryApiToken(accountId: $a, id: $id) {
              ok
              status
              message
            }
          }
        `,
        { a: ACME_MAIN, id },
        as(user),
      ),
    refusals: (user: string, id = WEBSITE, accountId = ACME_MAIN) =>
      graphql<{ apiTokenRefusals: Refusals }>(
        gateway(),
        `query R($a: ID!, $id: ID!) { apiTokenRefusals(accountId: $a, id: $id) { ${REFUSALS} } }`,
        { a: accountId, id },
        as(user),
      ),
    alertSettings: (user: string) =>
      graphql<{ apiTokenAlertSettings: { accountId: string; available: boolean; refusalThreshold: number | null } }>(
        gateway(),
        `
          query A($a: ID!) {
            apiTokenAlertSettings(accountId: $a) {
              accountId
              available
              refusalThreshold
            }
          }
        `,
        { a: ACME_MAIN },
        as(user),
      ),
    setThreshold: (user: string, threshold: number | null) =>
      graphql<{ setApiTokenAlertThreshold: { available: boolean; refusalThreshold: number | null } }>(
        gateway(),
        `
          mutation S($a: ID!, $t: Int) {
            setApiTokenAlertThreshold(accountId: $a, refusalThreshold: $t) {
              available
              refusalThreshold
            }
          }
        `,
        { a: ACME_MAIN, t: threshold },
        as(user),
      ),
  };
}

async function alertsTo(sandbox: RunningSandbox, email: string): Promise<{ reason: string; subject: string; text: string; link: string }[]> {
  const messages = (await (await fetch(`${sandbox.urls.userServer}/sandbox/outbox?email=${encodeURIComponent(email)}`)).json()) as {
    kind: string;
    reason: string;
    subject: string;
    text: string;
    link: string;
  }[];
  return messages.filter((message) => message.kind === 'tokenalert');
}

describe('daily caps, refused calls and alert settings through /graphql', () => {
  let portal: SandboxGateway;
  const jwts: Record<string, string> = {};
  const op = operations(() => portal.gateway, jwts);
  beforeAll(async () => {
    // The record and the alerts are provider extensions: this sandbox has them.
    portal = await startSandboxGateway({}, { strict: false });
    for (const user of ['owner@acme.example', 'member@acme.example', 'koala@koala.example', 'sales@provider.example'])
      jwts[user] = (await signIn(portal.gateway, user)).jwt;
  });
  afterAll(async () => {
    await portal?.close();
  });

  it('creates a token with its caps, keeps them while its other settings change, and clears one given as null', async () => {
    const made = await op.create('owner@acme.example', { tag: 'capped', dailyCap: 500, dailyCapPerAddress: 50 });
    expect(made.errors).toBeUndefined();
    const id = made.data?.createApiToken.id ?? '';
    expect(made.data?.createApiToken).toMatchObject({ dailyCap: 500, dailyCapPerAddress: 50 });

    const edited = await op.update('owner@acme.example', id, { tag: 'capped', ipRange: '203.0.113.0/24', referrer: 'https://shop.acme.example' });
    expect(edited.errors).toBeUndefined();
    expect(edited.data?.updateApiToken).toMatchObject({ ipRange: '203.0.113.0/24', dailyCap: 500, dailyCapPerAddress: 50 });

    const cleared = await op.update('owner@acme.example', id, { tag: 'capped', ipRange: '', referrer: '', dailyCap: 900, dailyCapPerAddress: null });
    expect(cleared.data?.updateApiToken).toMatchObject({ dailyCap: 900, dailyCapPerAddress: null });
    expect((await op.tokens('owner@acme.example')).data?.apiTokens.find((token) => token.id === id)).toMatchObject({ dailyCap: 900, dailyCapPerAddress: null });
  });

  it('refuses a per-address cap over the daily cap, on create and on update (against the cap the token keeps), with no token made or changed', async () => {
    const logged = portal.log.length;
    const refusedNew = await op.create('owner@acme.example', { tag: 'upside-down', dailyCap: 2, dailyCapPerAddress: 5 });
    expect(refusedNew.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', argument: 'input.dailyCapPerAddress' });
    expect(refusedNew.errors?.[0]?.message).toBe('dailyCapPerAddress must not be more than the daily cap (2).');
    expect((await op.tokens('owner@acme.example')).data?.apiTokens.some((token) => token.tag === 'upside-down')).toBe(false);

    const made = await op.create('owner@acme.example', { tag: 'in-order', dailyCap: 2, dailyCapPerAddress: 2 });
    expect(made.errors).toBeUndefined();
    const id = made.data?.createApiToken.id ?? '';
    // Only the per-address cap given: the daily cap of 2 the token keeps still holds.
    const refusedEdit = await op.update('owner@acme.example', id, { tag: 'in-order', ipRange: '', referrer: '', dailyCapPerAddress: 5 });
    expect(refusedEdit.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', argument: 'input.dailyCapPerAddress' });
    const refusedBoth = await op.update('owner@acme.example', id, { tag: 'in-order', ipRange: '', referrer: '', dailyCap: 3, dailyCapPerAddress: 4 });
    expect(refusedBoth.errors?.[0]?.message).toBe('dailyCapPerAddress must not be more than the daily cap (3).');
    expect(portal.log.slice(logged).filter((line) => line.includes('PUT /tokens ')).length).toBe(0);
    expect((await op.tokens('owner@acme.example')).data?.apiTokens.find((token) => token.id === id)).toMatchObject({ dailyCap: 2, dailyCapPerAddress: 2 });
  });

  it('refuses a cap outside 1 to 10,000,000 before asking the service, and a member or another account’s owner', async () => {
    const logged = portal.log.length;
    for (const bad of [0, -5, 10_000_001]) {
      const refused = await op.update('owner@acme.example', WEBSITE, { tag: 'website', ipRange: '', referrer: 'https://www.acme.example', dailyCap: bad });
      expect(codeOf(refused)).toBe('BAD_USER_INPUT');
      expect(refused.errors?.[0]?.message).toBe('dailyCap must be a whole number from 1 to 10,000,000.');
    }
    expect(codeOf(await op.create('owner@acme.example', { tag: 'bad-cap', dailyCapPerAddress: 0 }))).toBe('BAD_USER_INPUT');
    expect(codeOf(await op.update('member@acme.example', WEBSITE, { tag: 'website', ipRange: '', referrer: '', dailyCap: 5 }))).toBe('FORBIDDEN');
    expect(codeOf(await op.bulk('koala@koala.example', { dailyCap: 5 }))).toBe('FORBIDDEN');
    expect(portal.log.slice(logged).some((line) => line.includes('PUT /tokens '))).toBe(false);
    // The log does name the call when it is made.
    await op.update('owner@acme.example', WEBSITE, { tag: 'website', ipRange: '', referrer: 'https://www.acme.example' });
    expect(portal.log.slice(logged).some((line) => line.includes('PUT /tokens '))).toBe(true);
  });

  it('sets and clears the caps of every token of the organisation at once', async () => {
    const set = await op.bulk('owner@acme.example', { dailyCap: 800, dailyCapPerAddress: 40 }, ACME_LTD);
    expect(set.errors).toBeUndefined();
    expect(set.data?.changeApiTokensInBulk.every((token) => token.dailyCap === 800 && token.dailyCapPerAddress === 40)).toBe(true);
    const cleared = await op.bulk('owner@acme.example', { noDailyCap: true, noDailyCapPerAddress: true, dailyCap: 5 }, ACME_LTD);
    expect(cleared.data?.changeApiTokensInBulk.map((token) => [token.dailyCap, token.dailyCapPerAddress])).toEqual(
      cleared.data?.changeApiTokensInBulk.map(() => [null, null]),
    );
    expect(codeOf(await op.bulk('owner@acme.example', { dailyCapPerAddress: 0 }))).toBe('BAD_USER_INPUT');
  });

  it('refuses a cap per address given alone that is over the daily cap a token keeps, naming the tokens, with no token changed', async () => {
    const owner = 'owner@acme.example';
    expect((await op.bulk(owner, { noDailyCap: true, noDailyCapPerAddress: true }, ACME_LTD)).errors).toBeUndefined();
    const twoADay = await op.create(owner, { tag: 'two-a-day', dailyCap: 2 });
    const threeADay = await op.create(owner, { tag: 'three-a-day', dailyCap: 3 }, ACME_WEB);
    expect([twoADay.errors, threeADay.errors]).toEqual([undefined, undefined]);
    const logged = portal.log.length;

    const inAccount = await op.bulk(owner, { dailyCapPerAddress: 3 });
    expect(inAccount.errors?.[0]).toMatchObject({
      message: 'dailyCapPerAddress must not be more than the daily cap of the token tagged two-a-day (2).',
      extensions: { code: 'BAD_USER_INPUT', argument: 'input.dailyCapPerAddress' },
    });
    // Across the organisation each token is named with its account, as tags are only unique within one.
    const inOrganisation = await op.bulk(owner, { dailyCapPerAddress: 5, locked: false }, ACME_LTD);
    expect(inOrganisation.errors?.[0]).toMatchObject({
      message: 'dailyCapPerAddress must not be more than the daily caps of the tokens tagged two-a-day in Acme Main (2) and three-a-day in Acme Web (3).',
      extensions: { code: 'BAD_USER_INPUT', argument: 'input.dailyCapPerAddress' },
    });
    expect(portal.log.slice(logged).some((line) => line.includes('PUT /tokens/bulk'))).toBe(false);
    expect((await op.tokens(owner)).data?.apiTokens.find((token) => token.tag === 'two-a-day')).toMatchObject({ dailyCap: 2, dailyCapPerAddress: null });

    // At or under every token's daily cap, it is set on every token; with the daily caps cleared in the same call, any cap goes.
    const fits = await op.bulk(owner, { dailyCapPerAddress: 2 }, ACME_LTD);
    expect(fits.errors).toBeUndefined();
    expect(fits.data?.changeApiTokensInBulk.find((token) => token.tag === 'three-a-day')).toMatchObject({ dailyCap: 3, dailyCapPerAddress: 2 });
    expect(portal.log.slice(logged).some((line) => line.includes('PUT /tokens/bulk'))).toBe(true);
    const uncapped = await op.bulk(owner, { noDailyCap: true, dailyCapPerAddress: 50 }, ACME_LTD);
    expect(uncapped.data?.changeApiTokensInBulk.find((token) => token.tag === 'two-a-day')).toMatchObject({ dailyCap: null, dailyCapPerAddress: 50 });
    // A daily cap the same call says to ignore (noDailyCap) holds the cap per address to nothing.
    const ignored = await op.bulk(owner, { noDailyCap: true, dailyCap: 2, dailyCapPerAddress: 60 }, ACME_LTD);
    expect(ignored.errors).toBeUndefined();
    expect(ignored.data?.changeApiTokensInBulk.find((token) => token.tag === 'three-a-day')).toMatchObject({ dailyCap: null, dailyCapPerAddress: 60 });

    await op.bulk(owner, { noDailyCapPerAddress: true }, ACME_LTD);
    await op.remove(owner, twoADay.data?.createApiToken.id ?? '');
    await op.remove(owner, threeADay.data?.createApiToken.id ?? '', ACME_WEB);
  });

  it("refuses Try it past the key's daily cap, and the record shows the refusal by reason with where it came from", async () => {
    const capped = await op.update('owner@acme.example', WEBSITE, { tag: 'website', ipRange: '', referrer: 'https://www.acme.example', dailyCap: 1 });
    expect(capped.errors).toBeUndefined();
    try {
      expect((await op.tryIt('owner@acme.example')).data?.tryApiToken).toMatchObject({ ok: true, status: 200 });
      expect((await op.tryIt('owner@acme.example')).data?.tryApiToken).toEqual({
        ok: false,
        status: 403,
        message: "The token's daily cap of 1 click is reached",
      });
    } finally {
      await op.update('owner@acme.example', WEBSITE, { tag: 'website', ipRange: '', referrer: 'https://www.acme.example', dailyCap: null });
    }
    const record = await op.refusals('owner@acme.example');
    expect(record.errors).toBeUndefined();
    const refusals = record.data?.apiTokenRefusals;
    expect(refusals).toMatchObject({ tokenId: WEBSITE, available: true, total: 1, byReason: [{ reason: 'DAILY_CAP', count: 1 }] });
    expect(refusals?.latest).toEqual([
      {
        at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/) as unknown,
        clientAddress: '127.0.0.1',
        referrer: 'https://www.acme.example',
        service: 'Address Autocomplete',
        reason: 'DAILY_CAP',
        message: "The token's daily cap of 1 click is reached",
      },
    ]);
    expect(Date.parse(refusals?.from ?? '')).toBeLessThan(Date.now() - 29 * 86_400_000);
  });

  it('gives the record and the alert setting to the owner and staff only', async () => {
    expect(codeOf(await op.refusals('member@acme.example'))).toBe('FORBIDDEN');
    expect(codeOf(await op.refusals('koala@koala.example'))).toBe('FORBIDDEN');
    expect(codeOf(await op.refusals('owner@acme.example', '303'))).toBe('NOT_FOUND');
    expect((await op.refusals('sales@provider.example')).data?.apiTokenRefusals.available).toBe(true);
    expect(codeOf(await op.alertSettings('member@acme.example'))).toBe('FORBIDDEN');
    expect(codeOf(await op.setThreshold('member@acme.example', 5))).toBe('FORBIDDEN');
    expect(codeOf(await op.setThreshold('koala@koala.example', 5))).toBe('FORBIDDEN');
    expect(portal.log.some((line) => / \/tokens\/(refusals|alerts) 403/.test(line))).toBe(false);
    expect(portal.log.some((line) => / \/tokens\/refusals 200/.test(line))).toBe(true);
  });

  it('reads and changes how many refusals within an hour alert the owners', async () => {
    expect((await op.alertSettings('owner@acme.example')).data?.apiTokenAlertSettings).toEqual({ accountId: ACME_MAIN, available: true, refusalThreshold: 10 });
    expect((await op.setThreshold('owner@acme.example', 25)).data?.setApiTokenAlertThreshold).toEqual({ available: true, refusalThreshold: 25 });
    // Read again at once: the change shows through the request cache.
    expect((await op.alertSettings('owner@acme.example')).data?.apiTokenAlertSettings.refusalThreshold).toBe(25);
    expect((await op.setThreshold('owner@acme.example', null)).data?.setApiTokenAlertThreshold.refusalThreshold).toBeNull();
    const bad = await op.setThreshold('owner@acme.example', 1001);
    expect(codeOf(bad)).toBe('BAD_USER_INPUT');
    expect(bad.errors?.[0]?.message).toBe('refusalThreshold must be a whole number from 1 to 1,000, or null for no alerts.');
    await op.setThreshold('owner@acme.example', 10);
  });
});

describe("a cap's alert, once per key, reason and day", () => {
  let portal: SandboxGateway;
  const jwts: Record<string, string> = {};
  const op = operations(() => portal.gateway, jwts);
  beforeEach(async () => {
    // Before the sandbox starts, so that its clock is this one.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-03-18T21:00:00Z'));
    // The record and the alerts are provider extensions: this sandbox has them.
    portal = await startSandboxGateway({}, { strict: false });
    jwts['owner@acme.example'] = (await signIn(portal.gateway, 'owner@acme.example')).jwt;
  });
  afterEach(async () => {
    await portal?.close();
    vi.useRealTimers();
  });

  it('e-mails the owner once the first time Try it is refused by the cap on a day, and again the next day in London', async () => {
    await op.update('owner@acme.example', WEBSITE, { tag: 'website', ipRange: '', referrer: 'https://www.acme.example', dailyCap: 2 });
    const outcomes = [];
    for (let call = 0; call < 5; call += 1) outcomes.push((await op.tryIt('owner@acme.example')).data?.tryApiToken.ok);
    expect(outcomes).toEqual([true, true, false, false, false]);
    const first = await alertsTo(portal.sandbox, 'owner@acme.example');
    expect(first.map((alert) => alert.reason)).toEqual(['dailyCap']);
    expect(first[0]?.text).toContain("the API token website of Acme Main: The token's daily cap of 2 clicks is reached");
    expect(first[0]?.link).toMatch(/\/portal\/administration\/tokens\?account=103&token=301$/);

    // 23:59 in London: the same day, no second alert.
    vi.setSystemTime(new Date('2026-03-18T23:59:00Z'));
    jwts['owner@acme.example'] = (await signIn(portal.gateway, 'owner@acme.example')).jwt;
    expect((await op.tryIt('owner@acme.example')).data?.tryApiToken.ok).toBe(false);
    expect(await alertsTo(portal.sandbox, 'owner@acme.example')).toHaveLength(1);

    // Midnight in London (GMT in March): the count starts again, and so does the alert's day.
    vi.setSystemTime(new Date('2026-03-19T00:00:00Z'));
    jwts['owner@acme.example'] = (await signIn(portal.gateway, 'owner@acme.example')).jwt;
    const nextDay = [];
    for (let call = 0; call < 3; call += 1) nextDay.push((await op.tryIt('owner@acme.example')).data?.tryApiToken.ok);
    expect(nextDay).toEqual([true, true, false]);
    expect((await alertsTo(portal.sandbox, 'owner@acme.example')).map((alert) => alert.reason)).toEqual(['dailyCap', 'dailyCap']);
  });
});

/** A user server that lacks the provider's extensions: those calls answer `status`, every other is the sandbox's. */
async function withoutExtensions(target: string, status: number): Promise<{ url: string; close: () => Promise<void> }> {
  const server: Server = createServer((req, res) => {
    void (async () => {
      if (/^\/tokens\/(refusals|alerts)/.test(req.url ?? '')) {
        res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify({ msg: 'Not found' }));
        return;
      }
      const chunks: Buffer[] = [];
      for await (const chunk of req) chunks.push(chunk as Buffer);
      const headers = Object.fromEntries(Object.entries(req.headers).filter(([name]) => !['host', 'connection', 'content-length'].includes(name))) as Record<
        string,
        string
      >;
      const answer = await fetch(`${target}${req.url ?? '/'}`, {
        method: req.method,
        headers,
        body: chunks.length > 0 ? Buffer.concat(chunks) : undefined,
      });
      res.writeHead(answer.status, { 'content-type': answer.headers.get('content-type') ?? 'application/json' }).end(Buffer.from(await answer.arrayBuffer()));
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

describe.each([404, 405, 501])('a user server that answers the extensions %i', (status) => {
  let sandbox: RunningSandbox;
  let userServer: { url: string; close: () => Promise<void> };
  let gateway: Gateway;
  const jwts: Record<string, string> = {};
  const op = operations(() => gateway, jwts);
  beforeAll(async () => {
    sandbox = await startSandbox({ strict: false });
    userServer = await withoutExtensions(sandbox.urls.userServer, status);
    const env: Record<string, string> = {};
    for (const [name, variable] of Object.entries(serviceEnvVars)) env[variable] = sandbox.urls[name as keyof typeof sandbox.urls];
    env.USER_SERVER_URL = userServer.url;
    gateway = createGateway(loadConfig(env), { logger: memoryLog().logger });
    jwts['owner@acme.example'] = (await signIn(gateway, 'owner@acme.example')).jwt;
  });
  afterAll(async () => {
    await gateway?.stop();
    await userServer?.close();
    await sandbox?.close();
  });

  it('says the record and the alert setting are not available, and the tokens and their caps still work', async () => {
    const record = await op.refusals('owner@acme.example');
    expect(record.errors).toBeUndefined();
    expect(record.data?.apiTokenRefusals).toEqual({ tokenId: WEBSITE, available: false, from: null, total: 0, byReason: [], latest: [] });
    expect((await op.alertSettings('owner@acme.example')).data?.apiTokenAlertSettings).toEqual({
      accountId: ACME_MAIN,
      available: false,
      refusalThreshold: null,
    });
    const capped = await op.update('owner@acme.example', WEBSITE, { tag: 'website', ipRange: '', referrer: 'https://www.acme.example', dailyCap: 7 });
    expect(capped.data?.updateApiToken.dailyCap).toBe(7);
    const threshold = await op.setThreshold('owner@acme.example', 5);
    expect(threshold.errors).toBeUndefined();
    expect(threshold.data?.setApiTokenAlertThreshold).toMatchObject({ available: false, refusalThreshold: null });
  });
});
