import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningSandbox } from '../src';
import { manualClock, signIn, startTestSandbox } from './support';

const ACME_LTD = 102;
const ACME_MAIN = 103;
const SOLO_TRADERS = 110;
const ADDRESS_BUNDLE_1K = 4;
const ADDRESS_BUNDLE_10K = 5;
const UK_ADDRESS_5K = 1;
const UK_ADDRESS_20K = 2;
const DAY = 86_400;

interface BundleBody {
  bundleId: number;
  planId: number;
  plan: string;
  clicks: number;
  price: number;
  purchaseDate: number;
  startDate: number;
  endDate: number;
  accountId: number;
  service: string;
  currency: string;
}

interface PlanBody {
  service: string;
  remainClicks: number;
  bundles: { bundleId: number; clicks: number; startDate: number }[];
}

describe('click bundles on the account manager', () => {
  const clock = manualClock();
  let sandbox: RunningSandbox;
  const jwts = new Map<string, string>();

  beforeAll(async () => {
    sandbox = await startTestSandbox({ now: clock.now });
    for (const userName of ['sales@provider.example', 'admin@provider.example', 'owner@acme.example', 'member@acme.example', 'solo@solo.example']) {
      jwts.set(userName, (await signIn(sandbox, userName)).jwt);
    }
  });
  afterAll(() => sandbox.close());

  const as = (userName: string) => `Bearer ${jwts.get(userName) ?? ''}`;
  const manager = () => request(sandbox.urls.accountManager);
  const add = (userName: string, query: Record<string, number>, body: Record<string, unknown>) =>
    manager().post('/bundles').query(query).set('Authorization', as(userName)).send(body);
  const addressPlan = async (userName = 'owner@acme.example') => {
    const response = await manager().get('/account/plans').query({ accountId: ACME_MAIN }).set('Authorization', as(userName));
    return (response.body as PlanBody[]).find((plan) => plan.service === 'address');
  };
  const now = () => Math.floor(clock.now() / 1000);

  it('lets sales add a bundle to Acme Main, which then leads its address plan and adds its clicks', async () => {
    const before = await addressPlan();
    const response = await add('sales@provider.example', { organisationId: ACME_LTD, accountId: ACME_MAIN }, { planId: ADDRESS_BUNDLE_10K });
    expect(response.status).toBe(201);
    const bundle = response.body as BundleBody;
    expect(bundle).toMatchObject({
      planId: ADDRESS_BUNDLE_10K,
      plan: 'Address Lookup Bundle 10,000',
      clicks: 10_000,
      price: 300,
      accountId: ACME_MAIN,
      service: 'address',
      currency: 'GBP',
      purchaseDate: now(),
      startDate: now(),
    });
    expect(bundle.bundleId).toBeGreaterThan(701);
    const after = await addressPlan();
    expect(after?.bundles.map((b) => b.bundleId)).toEqual([bundle.bundleId, 701]);
    expect(after?.remainClicks).toBe((before?.remainClicks ?? 0) + 10_000);
  });

  it('takes clicks, price and dates given, and refuses what does not fit', async () => {
    const owner = { organisationId: ACME_LTD, accountId: ACME_MAIN };
    const given = await add('admin@provider.example', owner, {
      planId: ADDRESS_BUNDLE_1K,
      clicks: 1500,
      price: 55.5,
      startDate: now() + DAY,
      endDate: now() + 90 * DAY,
    });
    expect(given.status).toBe(201);
    expect(given.body).toMatchObject({ clicks: 1500, price: 55.5, startDate: now() + DAY, endDate: now() + 90 * DAY });

    const tailored = await add('sales@provider.example', owner, { planId: UK_ADDRESS_20K, clicks: 750, price: 20 });
    expect(tailored.status).toBe(201);
    expect(tailored.body).toMatchObject({ planId: UK_ADDRESS_20K, plan: 'Address Lookup 20,000', clicks: 750, price: 20, service: 'address' });

    const refusals: [Record<string, number>, Record<string, unknown>, number, string][] = [
      [{ organisationId: SOLO_TRADERS, accountId: ACME_MAIN }, { planId: ADDRESS_BUNDLE_1K }, 400, 'The account is not in that organisation'],
      [owner, { planId: 999 }, 400, 'planId must name a click bundle plan or a plan the account holds'],
      [owner, { planId: UK_ADDRESS_5K, clicks: 10, price: 1 }, 400, 'The account has no subscription the bundle could top up'],
      [owner, { planId: UK_ADDRESS_20K }, 400, 'clicks and price are required for a bundle on a subscription plan'],
      [owner, {}, 400, 'planId is required'],
      [owner, { planId: ADDRESS_BUNDLE_1K, clicks: 0 }, 400, 'clicks must be a whole number above zero'],
      [owner, { planId: ADDRESS_BUNDLE_1K, endDate: now() - DAY }, 400, 'endDate must be after startDate'],
      [{ organisationId: ACME_LTD, accountId: 999 }, { planId: ADDRESS_BUNDLE_1K }, 404, 'Account not found'],
    ];
    for (const [query, body, status, msg] of refusals) {
      const response = await add('admin@provider.example', query, body);
      expect([response.status, (response.body as { msg: string }).msg]).toEqual([status, msg]);
    }
  });

  it('refuses a price or clicks out of bounds, or no finite number, on add and change, and keeps nothing', async () => {
    const owner = { organisationId: ACME_LTD, accountId: ACME_MAIN };
    const before = await addressPlan();
    // As JSON carries them: 1e999 reads as Infinity.
    const bodies: [string, string][] = [
      ['{"clicks":100,"price":1e308}', 'price must be at most 10000000'],
      ['{"clicks":100,"price":1e21}', 'price must be at most 10000000'],
      ['{"clicks":100,"price":10000000.01}', 'price must be at most 10000000'],
      ['{"clicks":100,"price":1e999}', 'price must be a number'],
      ['{"clicks":100,"price":-1}', 'price must not be negative'],
      ['{"clicks":100,"price":"NaN"}', 'price must be a number'],
      ['{"clicks":1000000001,"price":10}', 'clicks must be at most 1000000000'],
      ['{"clicks":2147483648,"price":10}', 'clicks must be at most 1000000000'],
      ['{"clicks":1e999,"price":10}', 'clicks must be a number'],
    ];
    for (const [body, msg] of bodies) {
      const added = await manager()
        .post('/bundles')
        .query(owner)
        .set('Authorization', as('admin@provider.example'))
        .type('json')
        .send(`{"planId":${UK_ADDRESS_20K},${body.slice(1)}`);
      expect([body, added.status, (added.body as { msg: string }).msg]).toEqual([body, 400, msg]);
      const changed = await manager().put('/bundles').query({ bundleId: 701 }).set('Authorization', as('admin@provider.example')).type('json').send(body);
      expect([body, changed.status, (changed.body as { msg: string }).msg]).toEqual([body, 400, msg]);
    }
    expect(await addressPlan()).toEqual(before);
  });

  it('takes a bundle of 1,000,000,000 clicks at 10,000,000', async () => {
    const added = await add('admin@provider.example', { organisationId: ACME_LTD, accountId: ACME_MAIN }, { planId: UK_ADDRESS_20K, clicks: 1e9, price: 1e7 });
    expect(added.status).toBe(201);
    expect(added.body).toMatchObject({ clicks: 1e9, price: 1e7 });
    await manager()
      .delete('/bundles')
      .query({ bundleId: (added.body as BundleBody).bundleId })
      .set('Authorization', as('admin@provider.example'));
  });

  it('refuses owners, members and customers: bundles are changed by staff', async () => {
    for (const userName of ['owner@acme.example', 'member@acme.example', 'solo@solo.example']) {
      const response = await add(userName, { organisationId: ACME_LTD, accountId: ACME_MAIN }, { planId: ADDRESS_BUNDLE_1K });
      expect(response.status).toBe(403);
      expect((response.body as { msg: string }).msg).toBe('Only the provider’s staff may change bundles');
    }
    const edit = await manager().put('/bundles').query({ bundleId: 701 }).set('Authorization', as('owner@acme.example')).send({ clicks: 5 });
    expect(edit.status).toBe(403);
    const removal = await manager().delete('/bundles').query({ bundleId: 701 }).set('Authorization', as('owner@acme.example'));
    expect(removal.status).toBe(403);
  });

  it('edits a bundle, dropping a start date of zero or less', async () => {
    const created = (await add('sales@provider.example', { organisationId: ACME_LTD, accountId: ACME_MAIN }, { planId: ADDRESS_BUNDLE_1K })).body as BundleBody;
    const put = (body: Record<string, unknown>) =>
      manager().put('/bundles').query({ bundleId: created.bundleId }).set('Authorization', as('sales@provider.example')).send(body);

    const zero = await put({ clicks: 2000, startDate: 0 });
    expect(zero.status).toBe(200);
    expect(zero.body).toMatchObject({ bundleId: created.bundleId, clicks: 2000, startDate: created.startDate });
    const negative = await put({ price: 12, startDate: -5 });
    expect(negative.body).toMatchObject({ price: 12, startDate: created.startDate });
    const moved = await put({ startDate: created.startDate + DAY });
    expect(moved.body).toMatchObject({ startDate: created.startDate + DAY });
    expect((await put({ endDate: created.startDate })).status).toBe(400);

    const missing = await manager().put('/bundles').query({ bundleId: 9999 }).set('Authorization', as('sales@provider.example')).send({ clicks: 1 });
    expect([missing.status, (missing.body as { msg: string }).msg]).toEqual([404, 'Bundle not found']);
  });

  it('deletes a bundle, which leaves the account plans', async () => {
    const created = (await add('sales@provider.example', { organisationId: ACME_LTD, accountId: ACME_MAIN }, { planId: ADDRESS_BUNDLE_1K })).body as BundleBody;
    const removal = await manager().delete('/bundles').query({ bundleId: created.bundleId }).set('Authorization', as('sales@provider.example'));
    expect(removal.status).toBe(204);
    expect((await addressPlan())?.bundles.map((b) => b.bundleId)).not.toContain(created.bundleId);
    const again = await manager().delete('/bundles').query({ bundleId: created.bundleId }).set('Authorization', as('sales@provider.example'));
    expect(again.status).toBe(404);
  });

  it('gives the owner an invoice link that opens a real page with a way back', async () => {
    const link = await manager()
      .get('/bundles/invoice')
      .query({ bundleId: 701, backUrl: 'http://localhost:4000/portal/administration/services' })
      .set('Authorization', as('owner@acme.example'));
    expect(link.status).toBe(200);
    const { url } = link.body as { url: string };
    expect(url.startsWith(sandbox.urls.accountManager)).toBe(true);

    const page = await request(url).get('');
    expect(page.status).toBe(200);
    expect(page.type).toBe('text/html');
    expect(page.text).toContain('<h1>Invoice INV-B701</h1>');
    expect(page.text).toContain('Address Lookup Bundle 1,000');
    expect(page.text).toContain('£40.00');
    expect(page.text).toContain('<dd>Acme Main</dd>');
    expect(page.text).toContain('<a href="http://localhost:4000/portal/administration/services">Back to the portal</a>');
  });

  it('refuses an invoice to a member, a script as back address, and an unknown reference', async () => {
    const member = await manager()
      .get('/bundles/invoice')
      .query({ bundleId: 701, backUrl: 'http://localhost/' })
      .set('Authorization', as('member@acme.example'));
    expect(member.status).toBe(403);
    const script = await manager()
      .get('/bundles/invoice')
      .query({ bundleId: 701, backUrl: 'javascript:alert(1)' })
      .set('Authorization', as('owner@acme.example'));
    expect([script.status, (script.body as { msg: string }).msg]).toEqual([400, 'backUrl must be a web address']);
    const unknown = await manager().get('/bundles/invoice/not-a-reference');
    expect(unknown.status).toBe(404);
  });
});
