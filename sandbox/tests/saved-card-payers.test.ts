import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningSandbox } from '../src';
import { captchaToken, manualClock, signIn, startTestSandbox } from './support';

const ACME_LTD = 102;
const ACME_MAIN = 103;
const SOLO_TRADERS = 110;
const SOLO_MAIN = 111;
const KOALA_PTY = 112;
const KOALA_MAIN = 113;
const OWNER = 1;
const PARTNER = 3;
const SOLO = 5;
const KOALA = 6;
const billing = {
  company: 'Acme Ltd',
  name: 'Alice Owner',
  email: 'accounts@acme.example',
  address1: '1 High Street',
  town: 'London',
  postcode: 'N1 1AA',
  country: 'United Kingdom',
};
const backUrl = 'http://portal.test/portal/shop/basket';
const paidUrl = 'http://portal.test/portal/shop/thankyou';

describe('who may pay with the saved card', () => {
  const clock = manualClock();
  let sandbox: RunningSandbox;
  const jwts: Record<string, string> = {};
  const am = () => request(sandbox.urls.accountManager);
  const as = (who: string) => ({
    get: (path: string, query: Record<string, unknown>) => am().get(path).query(query).set('Authorization', `Bearer ${jwts[who]}`),
    put: (path: string, query: Record<string, unknown>) => am().put(path).query(query).set('Authorization', `Bearer ${jwts[who]}`),
    delete: (path: string, query: Record<string, unknown>) => am().delete(path).query(query).set('Authorization', `Bearer ${jwts[who]}`),
  });

  beforeAll(async () => {
    sandbox = await startTestSandbox({ now: clock.now });
    for (const name of ['owner@acme.example', 'partner@northwind.example', 'solo@solo.example', 'koala@koala.example'])
      jwts[name.split('@')[0]!] = (await signIn(sandbox, name)).jwt;
  });
  afterAll(() => sandbox.close());

  /** The payment page's path after `who` checks out the basket for the organisation. */
  async function checkout(who: string, organisationId: number, basket: unknown[]): Promise<string> {
    const token = await captchaToken(sandbox, 'checkout');
    const started = await am()
      .post('/shop/checkout')
      .query({ organisationId, token })
      .set('Authorization', `Bearer ${jwts[who]}`)
      .send({ ...billing, backUrl, paidUrl, basket });
    expect(started.status, JSON.stringify(started.body)).toBe(200);
    return new URL((started.body as { url: string }).url).pathname;
  }

  const payers = async (who: string, accountId: number) =>
    ((await as(who).get('/payment/users', { accountId })).body as { userId: number }[]).map((user) => user.userId);

  /** Saves a card for the account through the page GET /payment/generate hands out, as `who`. */
  async function saveCard(who: string, accountId: number): Promise<void> {
    const { checkoutUrl } = (await as(who).get('/payment/generate', { accountId })).body as { checkoutUrl: string };
    const saved = await am()
      .post(new URL(checkoutUrl).pathname)
      .type('form')
      .send({ name: 'Card Holder', number: '4242424242424242', expiry: '01/31', cvc: '123' });
    expect(saved.status).toBe(200);
  }

  it('offers the saved card only to a payer on the list: an owner taken off it pays with another card', async () => {
    const bundle = [{ accountId: ACME_MAIN, planId: 5, quantity: 10000 }];
    const offered = await checkout('owner', ACME_LTD, bundle);
    expect((await am().get(offered)).text).toContain('with the saved card');

    expect((await as('owner').delete('/payment/user', { accountId: ACME_MAIN, userId: OWNER })).body).toEqual([]);
    const refused = await checkout('owner', ACME_LTD, bundle);
    expect((await am().get(refused)).text).not.toContain('with the saved card');
    const tried = await am().post(refused).type('form').send({ method: 'saved' });
    expect(tried.status).toBe(400);
    expect(tried.text).toContain('You are not on the list of who may pay with this account’s saved card: pay with another card.');
    // The page asked for when the owner was still on the list pays with the card no more either.
    expect((await am().post(offered).type('form').send({ method: 'saved' })).status).toBe(400);
    await as('owner').put('/payment/user', { accountId: ACME_MAIN, userId: OWNER });
  });

  it('does not let a partner above the account pay with its card until they are put on the list', async () => {
    const path = await checkout('partner', ACME_LTD, [{ accountId: ACME_MAIN, planId: 5, quantity: 10000 }]);
    expect((await am().get(path)).text).not.toContain('with the saved card');
    expect((await am().post(path).type('form').send({ method: 'saved' })).status).toBe(400);

    expect(await payers('owner', ACME_MAIN)).toEqual([OWNER]);
    await as('owner').put('/payment/user', { accountId: ACME_MAIN, userId: PARTNER });
    const paid = await am().post(path).type('form').send({ method: 'saved' });
    expect(paid.status).toBe(303);
    expect(paid.headers.location).toMatch(/^http:\/\/portal\.test\/portal\/shop\/thankyou\?orderId=\d+$/);
  });

  it('puts the owner who saves the first card on the list, so that by default the owner pays', async () => {
    expect(await payers('solo', SOLO_MAIN)).toEqual([]);
    await saveCard('solo', SOLO_MAIN);
    expect(await payers('solo', SOLO_MAIN)).toEqual([SOLO]);
    const path = await checkout('solo', SOLO_TRADERS, [{ accountId: SOLO_MAIN, planId: 5, quantity: 10000 }]);
    expect((await am().get(path)).text).toContain('Visa ending 4242');
    expect((await am().post(path).type('form').send({ method: 'saved' })).status).toBe(303);

    // A list the owner chose is theirs: a card saved again leaves it as it is.
    await as('solo').delete('/payment/user', { accountId: SOLO_MAIN, userId: SOLO });
    await as('solo').put('/payment/user', { accountId: SOLO_MAIN, userId: SOLO });
    await saveCard('solo', SOLO_MAIN);
    expect(await payers('solo', SOLO_MAIN)).toEqual([SOLO]);
  });

  it('puts the owner who keeps the card they paid with on the list', async () => {
    expect(await payers('koala', KOALA_MAIN)).toEqual([]);
    const path = await checkout('koala', KOALA_PTY, [{ accountId: KOALA_MAIN, planId: 23, quantity: 5000 }]);
    const paid = await am().post(path).type('form').send({ name: 'Kim Koala', number: '5555 5555 5555 4444', expiry: '08/30', cvc: '123', save: 'on' });
    expect(paid.status).toBe(303);
    expect(await payers('koala', KOALA_MAIN)).toEqual([KOALA]);
  });
});
