import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningSandbox } from '../src';
import { captchaToken, manualClock, signIn, startTestSandbox } from './support';

const ACME_MAIN = 103;
const ACME_LTD = 102;
const SOLO_TRADERS = 110;
const SOLO_MAIN = 111;
const ADDRESS_20K = 2;
const EMAIL_2K = 9;
const DAY = 86_400;

interface Point {
  period: number;
  clicks: number;
}

describe('reporting calls of the account manager', () => {
  // 18 March 2026, 09:30 UTC: the 90 days of seeded history start on 19 December 2025.
  const clock = manualClock();
  const today = Math.floor(clock.now() / 1000 / DAY) * DAY;
  let sandbox: RunningSandbox;
  let owner: string;

  beforeAll(async () => {
    sandbox = await startTestSandbox({ now: clock.now });
    owner = (await signIn(sandbox, 'owner@acme.example')).jwt;
  });
  afterAll(() => sandbox.close());

  const get = (path: string, jwt: string, query: Record<string, string | number>) =>
    request(sandbox.urls.accountManager).get(path).query(query).set('Authorization', `Bearer ${jwt}`);

  /** What the store holds for Acme Main's address subscription on the days from `from` to `to` (inclusive). */
  function storedClicks(planId: number, from: number, to: number): number {
    return sandbox.store.subscriptionUsage
      .filter((day) => day.accountId === ACME_MAIN && day.planId === planId && day.date >= from && day.date <= to)
      .reduce((sum, day) => sum + day.clicks, 0);
  }

  it('lists every day of a daily range with the stored clicks, zeros included', async () => {
    const fromDate = today - 9 * DAY + 3600;
    const response = await get('/account/plans/usage', owner, { accountId: ACME_MAIN, planId: ADDRESS_20K, period: 'daily', fromDate, toDate: today + 60 });
    expect(response.status).toBe(200);
    const points = response.body as Point[];
    expect(points.map((point) => point.period)).toEqual(Array.from({ length: 10 }, (_, index) => today - (9 - index) * DAY));
    for (const point of points) expect(point.clicks).toBe(storedClicks(ADDRESS_20K, point.period, point.period));
    expect(points.some((point) => point.clicks > 0)).toBe(true);
  });

  it('widens a monthly range to whole months: from mid-January to early March gives January, February and March in full', async () => {
    const fromDate = Date.UTC(2026, 0, 15) / 1000;
    const toDate = Date.UTC(2026, 2, 2) / 1000;
    const response = await get('/account/plans/usage', owner, { accountId: ACME_MAIN, planId: ADDRESS_20K, period: 'monthly', fromDate, toDate });
    expect(response.status).toBe(200);
    const months = [Date.UTC(2026, 0, 1), Date.UTC(2026, 1, 1), Date.UTC(2026, 2, 1), Date.UTC(2026, 3, 1)].map((ms) => ms / 1000);
    expect(response.body).toEqual([
      { period: months[0], clicks: storedClicks(ADDRESS_20K, months[0]!, months[1]! - 1) },
      { period: months[1], clicks: storedClicks(ADDRESS_20K, months[1]!, months[2]! - 1) },
      { period: months[2], clicks: storedClicks(ADDRESS_20K, months[2]!, months[3]! - 1) },
    ]);
    // The widening counts days before the asked-for start: January 1 to 14 are in.
    expect((response.body as Point[])[0]!.clicks).toBeGreaterThan(storedClicks(ADDRESS_20K, fromDate, months[1]! - 1));
  });

  it("counts today's new clicks at once", async () => {
    const before = (await get('/account/plans/usage', owner, { accountId: ACME_MAIN, planId: EMAIL_2K, fromDate: today, toDate: today })).body as Point[];
    sandbox.store.countClicks(ACME_MAIN, 'email', 5);
    const after = (await get('/account/plans/usage', owner, { accountId: ACME_MAIN, planId: EMAIL_2K, fromDate: today, toDate: today })).body as Point[];
    expect(after[0]!.clicks).toBe(before[0]!.clicks + 5);
  });

  it('splits the address plan by country, adding up to the same clicks; email is all GB', async () => {
    const fromDate = today - 29 * DAY;
    const address = await get('/account/plans/usage/countries', owner, { accountId: ACME_MAIN, planId: ADDRESS_20K, fromDate, toDate: today });
    expect(address.status).toBe(200);
    const countries = address.body as { country: string; clicks: number }[];
    expect(countries[0]?.country).toBe('GB');
    expect(countries.length).toBeGreaterThan(2);
    expect(countries.reduce((sum, row) => sum + row.clicks, 0)).toBe(storedClicks(ADDRESS_20K, fromDate, today));
    expect([...countries].sort((a, b) => b.clicks - a.clicks)).toEqual(countries);

    const email = await get('/account/plans/usage/countries', owner, { accountId: ACME_MAIN, planId: EMAIL_2K, fromDate, toDate: today });
    expect(email.body).toEqual([{ country: 'GB', clicks: storedClicks(EMAIL_2K, fromDate, today) }]);
  });

  it('lists the charges of a window: the demo bundle bought 40 days ago, the address cleanse invoiced 11 days ago, and a subscription period at its start', async () => {
    const recent = await get('/charges', owner, { accountId: ACME_MAIN, fromDate: today - 90 * DAY, toDate: today + DAY });
    expect(recent.status).toBe(200);
    expect(recent.body).toEqual([
      {
        date: today - 40 * DAY,
        kind: 'bundle',
        service: 'address',
        planId: 4,
        plan: 'Address Lookup Bundle 1,000',
        clicks: 1000,
        amount: expect.any(Number),
        currency: 'GBP',
      },
      {
        date: today - 11 * DAY,
        kind: 'addressCleanse',
        fileId: 401,
        fileName: 'customers-2026.csv',
        records: 12_480,
        amount: expect.any(Number),
        currency: 'GBP',
        invoiceNumber: expect.stringMatching(/^[0-9A-F]{8}$/),
        purchaseOrder: '',
      },
    ]);
    const all = (await get('/charges', owner, { accountId: ACME_MAIN })).body as { kind: string; date: number }[];
    expect(all.filter((charge) => charge.kind === 'subscription')).toHaveLength(3);
    expect(all.map((charge) => charge.date)).toEqual([...all.map((charge) => charge.date)].sort((a, b) => a - b));
  });

  it("refuses a member, another account's owner, and bad ranges; staff may read", async () => {
    const member = (await signIn(sandbox, 'member@acme.example')).jwt;
    const solo = (await signIn(sandbox, 'solo@solo.example')).jwt;
    const admin = (await signIn(sandbox, 'admin@provider.example')).jwt;
    const range = { accountId: ACME_MAIN, planId: ADDRESS_20K, fromDate: today - DAY, toDate: today };
    for (const path of ['/account/plans/usage', '/account/plans/usage/countries', '/charges']) {
      expect((await get(path, member, range)).status).toBe(403);
      const refused = await get(path, solo, range);
      expect(refused.status).toBe(403);
      expect(refused.body).toEqual({ msg: "Not allowed to read that account's usage" });
      expect((await get(path, admin, range)).status).toBe(200);
    }
    const backwards = await get('/account/plans/usage', owner, { ...range, fromDate: today, toDate: today - DAY });
    expect(backwards.status).toBe(400);
    expect(backwards.body).toEqual({ msg: 'toDate must not be before fromDate' });
    expect((await get('/account/plans/usage', owner, { ...range, period: 'weekly' })).status).toBe(400);
    expect((await get('/account/plans/usage', owner, { ...range, fromDate: today - 800 * DAY })).status).toBe(400);
    const notHeld = await get('/account/plans/usage', owner, { ...range, planId: 6 });
    expect(notHeld.status).toBe(404);
    expect(notHeld.body).toEqual({ msg: 'The account has no subscription to that plan' });
    expect((await get('/charges', owner, { accountId: 999_999 })).status).toBe(404);
  });

  // Last: it changes Acme Main's charges for the tests above.
  it('shows a bundle bought and paid for in the shop among the charges at once', async () => {
    const token = await captchaToken(sandbox, 'checkout');
    const checkout = await request(sandbox.urls.accountManager)
      .post('/shop/checkout')
      .query({ organisationId: ACME_LTD, token })
      .set('Authorization', `Bearer ${owner}`)
      .send({
        company: 'Acme Ltd',
        name: 'Alice Owner',
        email: 'accounts@acme.example',
        address1: '1 High Street',
        town: 'London',
        postcode: 'N1 1AA',
        country: 'United Kingdom',
        backUrl: 'http://portal.test/portal/shop/basket',
        paidUrl: 'http://portal.test/portal/shop/thankyou?from=shop',
        basket: [{ accountId: ACME_MAIN, planId: 5, quantity: 10000 }],
      });
    expect(checkout.status, JSON.stringify(checkout.body)).toBe(200);
    const paid = await request(sandbox.urls.accountManager)
      .post(new URL((checkout.body as { url: string }).url).pathname)
      .type('form')
      .send({ name: 'Alice Owner', expiry: '12/30', cvc: '123', number: '5555 5555 5555 4444' });
    expect(paid.status).toBe(303);
    const charges = (await get('/charges', owner, { accountId: ACME_MAIN, fromDate: today, toDate: today + DAY })).body as {
      kind: string;
      planId: number;
      clicks: number;
      amount: number;
    }[];
    expect(charges).toEqual([expect.objectContaining({ kind: 'bundle', planId: 5, clicks: 10000, amount: 300, currency: 'GBP' })]);
  });

  it('shows more clicks of a plan the account holds, paid by card, among the charges at once, the period still charged for the clicks it was bought with', async () => {
    const solo = (await signIn(sandbox, 'solo@solo.example')).jwt;
    const before = (await get('/charges', solo, { accountId: SOLO_MAIN })).body as { kind: string; planId: number; clicks: number }[];
    expect(before).toContainEqual(expect.objectContaining({ kind: 'subscription', planId: EMAIL_2K, clicks: 2000 }));
    const token = await captchaToken(sandbox, 'checkout');
    const checkout = await request(sandbox.urls.accountManager)
      .post('/shop/checkout')
      .query({ organisationId: SOLO_TRADERS, token })
      .set('Authorization', `Bearer ${solo}`)
      .send({
        company: 'Solo Traders',
        name: 'Sam Solo',
        email: 'solo@solo.example',
        address1: '3 High Street',
        town: 'York',
        postcode: 'YO1 7HH',
        country: 'United Kingdom',
        backUrl: 'http://portal.test/portal/shop/basket',
        paidUrl: 'http://portal.test/portal/shop/thankyou?from=shop',
        basket: [{ accountId: SOLO_MAIN, planId: EMAIL_2K, quantity: 2500 }],
      });
    expect(checkout.status, JSON.stringify(checkout.body)).toBe(200);
    const paid = await request(sandbox.urls.accountManager)
      .post(new URL((checkout.body as { url: string }).url).pathname)
      .type('form')
      .send({ name: 'Sam Solo', expiry: '12/30', cvc: '123', number: '4242 4242 4242 4242' });
    expect(paid.status).toBe(303);

    const now = Math.floor(clock.now() / 1000);
    const paidToday = await get('/charges', solo, { accountId: SOLO_MAIN, fromDate: today, toDate: today + DAY });
    expect(paidToday.body).toEqual([
      { date: now, kind: 'subscription', service: 'email', planId: EMAIL_2K, plan: 'Email Validation 2,000', clicks: 2500, amount: 75, currency: 'GBP' },
    ]);
    const all = (await get('/charges', solo, { accountId: SOLO_MAIN })).body as unknown[];
    expect(all).toEqual([...before, ...(paidToday.body as unknown[])]);
  });
});
