import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningSandbox } from '../src';
import { tokenIds } from '../src/seed/tokens';
import { basicAuth, signIn, startTestSandbox, userServer } from './support';

interface TokenBody {
  id: number;
  parentId: number;
  tag: string;
  key: string;
  locked: boolean;
  ipRange: string;
  referrer: string;
  expiry: number;
  userName: string;
  lastUsed: number;
}

const ACME_MAIN = 103;
const ACME_LTD = 102;

describe('API tokens on the user server', () => {
  let sandbox: RunningSandbox;
  const jwts: Record<string, string> = {};
  beforeAll(async () => {
    sandbox = await startTestSandbox();
    for (const user of ['owner@acme.example', 'member@acme.example', 'solo@solo.example', 'sales@provider.example'])
      jwts[user] = (await signIn(sandbox, user)).jwt;
  });
  afterAll(() => sandbox.close());

  const as = (user: string) => `Bearer ${jwts[user] ?? ''}`;
  const list = (user: string, parentId = ACME_MAIN) => userServer(sandbox).get('/tokens').query({ parentId }).set('Authorization', as(user));
  const create = (user: string, body: Record<string, unknown>, password?: string) =>
    userServer(sandbox).post('/tokens/password').set('Authorization', basicAuth(user, password)).set('auth-error', '400').send(body);

  it('lists the account tags website and crm, crm locked, with keys and the day each was last used', async () => {
    const response = await list('owner@acme.example');
    expect(response.status).toBe(200);
    const tokens = response.body as TokenBody[];
    expect(tokens.map((token) => [token.tag, token.locked])).toEqual([
      ['website', false],
      ['crm', true],
    ]);
    expect(tokens[0]?.key).toMatch(/^sbx_[0-9a-f]{32}$/);
    expect(tokens[0]?.lastUsed).toBeGreaterThan(0);
  });

  it('refuses the tokens to a member, another organisation and a missing account, and lets staff read them', async () => {
    expect((await list('member@acme.example')).status).toBe(403);
    expect((await list('solo@solo.example')).status).toBe(403);
    expect((await list('owner@acme.example', 999_999)).status).toBe(404);
    expect((await list('sales@provider.example')).status).toBe(200);
  });

  it('creates a token only with the right password, answering 400 for a wrong one as the auth-error header asks', async () => {
    const wrong = await create('owner@acme.example', { parentId: ACME_MAIN, tag: 'nope' }, 'wrong-password');
    expect(wrong.status).toBe(400);
    expect(wrong.body).toEqual({ msg: 'Invalid user name or password' });

    const made = await create('owner@acme.example', {
      parentId: ACME_MAIN,
      tag: 'billing',
      ipRange: '198.51.100.0/24',
      referrer: 'https://billing.acme.example/pay',
    });
    expect(made.status).toBe(201);
    const token = made.body as TokenBody;
    expect(token).toMatchObject({
      tag: 'billing',
      ipRange: '198.51.100.0/24',
      referrer: 'https://billing.acme.example',
      locked: false,
      expiry: 0,
      lastUsed: 0,
    });
    expect(token.userName).toBe('owner@acme.example');
    expect(((await list('owner@acme.example')).body as TokenBody[]).map((listed) => listed.tag)).toContain('billing');

    const sameTagOtherCase = await create('owner@acme.example', { parentId: ACME_MAIN, tag: 'Billing' });
    expect(sameTagOtherCase.status).toBe(409);
    expect(sameTagOtherCase.body).toEqual({ msg: 'The account already has a token tagged billing' });
    expect((await create('member@acme.example', { parentId: ACME_MAIN, tag: 'mine' })).status).toBe(403);
    const badRange = await create('owner@acme.example', { parentId: ACME_MAIN, tag: 'x', ipRange: '10.0.0.0/40' });
    expect(badRange.body).toEqual({ msg: 'ipRange must be an IPv4 address or a CIDR range such as 203.0.113.0/24' });
    expect((await create('owner@acme.example', { parentId: ACME_MAIN, tag: '' })).body).toEqual({ msg: 'tag is required' });
  });

  it('edits the tag, IP range, referrer and expiry, and refuses a date in the past', async () => {
    const token = (await create('owner@acme.example', { parentId: ACME_MAIN, tag: 'edit-me' })).body as TokenBody;
    const edit = (body: Record<string, unknown>, user = 'owner@acme.example') =>
      userServer(sandbox).put('/tokens').query({ id: token.id }).set('Authorization', as(user)).send(body);
    const expiry = Math.floor(Date.now() / 1000) + 86_400 * 30;
    const edited = await edit({ tag: 'edited', ipRange: '10.0.0.0/8', referrer: 'https://shop.acme.example', expiry });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ tag: 'edited', ipRange: '10.0.0.0/8', referrer: 'https://shop.acme.example', expiry });
    expect((await edit({ ipRange: '', referrer: '', expiry: 0 })).body).toMatchObject({ ipRange: '', referrer: '', expiry: 0 });
    expect((await edit({ expiry: 1000 })).body).toEqual({ msg: 'expiry must be in the future' });
    // No browser sends such an origin: kept, it would refuse every call from the site meant.
    expect((await edit({ referrer: 'https://*.acme.example' })).body).toEqual({ msg: 'referrer must be a web address such as https://www.example.com' });
    expect((await edit({ referrer: 'https://bücher.example/shop' })).body).toMatchObject({ referrer: 'https://xn--bcher-kva.example' });
    expect((await edit({ tag: 'WEBSITE' })).body).toEqual({ msg: 'The account already has a token tagged website' });
    expect((await edit({})).status).toBe(400);
    expect((await edit({ tag: 'x' }, 'member@acme.example')).status).toBe(403);
  });

  it('locks and unlocks a token, and deletes one', async () => {
    const token = (await create('owner@acme.example', { parentId: ACME_MAIN, tag: 'short-lived' })).body as TokenBody;
    const lock = (value: string) => userServer(sandbox).put('/tokens/lock').query({ id: token.id, lock: value }).set('Authorization', as('owner@acme.example'));
    expect((await lock('true')).body).toMatchObject({ id: token.id, locked: true });
    expect((await lock('false')).body).toMatchObject({ id: token.id, locked: false });
    expect((await userServer(sandbox).put('/tokens/lock').query({ id: token.id }).set('Authorization', as('owner@acme.example'))).status).toBe(400);

    expect((await userServer(sandbox).delete('/tokens').query({ id: token.id }).set('Authorization', as('member@acme.example'))).status).toBe(403);
    const deleted = await userServer(sandbox).delete('/tokens').query({ id: token.id }).set('Authorization', as('owner@acme.example'));
    expect(deleted.body).toEqual({ deleted: true, id: token.id });
    expect((await userServer(sandbox).delete('/tokens').query({ id: token.id }).set('Authorization', as('owner@acme.example'))).status).toBe(404);
  });

  it('changes every token of the organisation in bulk, but not their tags', async () => {
    const bulk = (body: Record<string, unknown>, user = 'owner@acme.example') =>
      userServer(sandbox).put('/tokens/bulk').query({ groupId: ACME_LTD }).set('Authorization', as(user)).send(body);
    const changed = await bulk({ referrer: 'https://www.acme.example' });
    expect(changed.status).toBe(200);
    const tokens = changed.body as TokenBody[];
    expect(tokens.length).toBeGreaterThanOrEqual(2);
    expect(tokens.every((token) => token.referrer === 'https://www.acme.example')).toBe(true);
    expect((await bulk({ tag: 'same' })).body).toEqual({ msg: 'tag cannot be changed in bulk' });
    expect((await bulk({ locked: 'yes' })).status).toBe(400);
    expect((await bulk({ locked: true }, 'member@acme.example')).status).toBe(403);
  });
});

describe('token usage on the account manager', () => {
  let sandbox: RunningSandbox;
  let owner = '';
  beforeAll(async () => {
    sandbox = await startTestSandbox();
    owner = (await signIn(sandbox, 'owner@acme.example')).jwt;
  });
  afterAll(() => sandbox.close());

  const today = Math.floor(Date.now() / 86_400_000) * 86_400;
  const usage = (path: string, query: Record<string, string | number>, jwt = owner) =>
    request(sandbox.urls.accountManager).get(path).query(query).set('Authorization', `Bearer ${jwt}`);

  it("reads one token's last 30 days, day by day, with the crm token silent since it was locked", async () => {
    const range = { accountId: ACME_MAIN, period: 'daily', fromDate: today - 29 * 86_400, toDate: today };
    const website = await usage('/account/tokens/usage', { ...range, tokenTag: 'website' });
    expect(website.status).toBe(200);
    const body = website.body as { tokenId: number; tokenTag: string; accountTokensUsage: { period: number; clicks: number }[] };
    expect(body.tokenId).toBe(tokenIds.acmeWebsite);
    expect(body.accountTokensUsage).toHaveLength(30);
    expect(body.accountTokensUsage.some((day) => day.clicks > 0)).toBe(true);

    const all = (await usage('/account/tokens/allusage', range)).body as (typeof body)[];
    const crm = all.find((token) => token.tokenTag === 'crm');
    expect(crm?.accountTokensUsage.slice(-7).every((day) => day.clicks === 0)).toBe(true);
  });

  it('widens monthly periods to month bounds, and refuses a member and an unknown tag', async () => {
    const monthly = await usage('/account/tokens/usage', {
      accountId: ACME_MAIN,
      tokenTag: 'website',
      period: 'monthly',
      fromDate: today - 40 * 86_400,
      toDate: today,
    });
    const periods = (monthly.body as { accountTokensUsage: { period: number }[] }).accountTokensUsage.map((row) => new Date(row.period * 1000).getUTCDate());
    expect(periods.every((dayOfMonth) => dayOfMonth === 1)).toBe(true);
    const member = (await signIn(sandbox, 'member@acme.example')).jwt;
    expect((await usage('/account/tokens/allusage', { accountId: ACME_MAIN, fromDate: today, toDate: today }, member)).status).toBe(403);
    expect((await usage('/account/tokens/usage', { accountId: ACME_MAIN, tokenTag: 'nope', fromDate: today, toDate: today })).status).toBe(404);
  });
});
