import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { graphql, signIn, startSandboxGateway, type SandboxGateway } from './helpers/sandbox-gateway';
import { BILLING } from './helpers/billing';
import { changePlan } from './helpers/catalogue-plan';

// A basket holding a plan that has gone off sale since it was put there (an admin ended its sale on
// Datasets & Plans): the basket is still priced, that line named and set apart, and checkout refuses
// it by its place in the basket, before any order is made (docs/api-errors.md).

const SOLO_TRADERS = '110';
const SOLO_MAIN = '111';
const EMAIL_2000 = '9';
const NAME_2000 = '11';
const PAYMENT_2000 = '7';

const QUOTE = `query Q($items: [BasketItemInput!]!) { basketQuote(items: $items) {
  items { accountId planId plan clicks price } unavailable { accountId planId clicks plan reason } total currency } }`;
const CHECKOUT = `mutation C($input: CheckoutInput!, $captchaToken: String!) { checkout(input: $input, captchaToken: $captchaToken) { orderId } }`;

interface Quote {
  items: { accountId: string; planId: string; plan: string; clicks: number; price: number }[];
  unavailable: { accountId: string; planId: string; clicks: number; plan: string | null; reason: string }[];
  total: number;
  currency: string;
}

let portal: SandboxGateway;
let solo: string;

beforeAll(async () => {
  // No request cache, so that the shop reads a plan as an admin has just changed it (with the cache, 10 s later).
  portal = await startSandboxGateway({ PORTAL_ORIGINS: 'http://portal.test', REQUEST_CACHE_TIME: '0' });
  solo = (await signIn(portal.gateway, 'solo@solo.example')).jwt;
  // Ended a minute ago: no longer on sale.
  const ended = new Date(Date.now() - 60_000).toISOString();
  await changePlan(portal, NAME_2000, { availableEnd: ended });
  await changePlan(portal, PAYMENT_2000, { availableEnd: ended });
});
afterAll(async () => {
  await portal.close();
});

const line = (planId: string, clicks = 2000) => ({ accountId: SOLO_MAIN, planId, clicks });
const quote = async (items: unknown[]) => {
  const res = await graphql<{ basketQuote: Quote }>(portal.gateway, QUOTE, { items }, solo);
  expect(res.errors).toBeUndefined();
  return res.data!.basketQuote;
};

describe('a basket with a plan no longer on sale', () => {
  it('prices the other lines, and sets that one apart with why it cannot be bought, named where the account holds the plan', async () => {
    expect(await quote([line(NAME_2000), line(EMAIL_2000), line(PAYMENT_2000, 4000)])).toEqual({
      items: [{ accountId: SOLO_MAIN, planId: EMAIL_2000, plan: 'Email Validation 2,000', clicks: 2000, price: 60 }],
      unavailable: [
        // Nothing of the account's names it: the basket page names it from what it knows.
        { accountId: SOLO_MAIN, planId: NAME_2000, clicks: 2000, plan: null, reason: 'Not on sale to this account' },
        // Solo Main holds Payment Validation 2,000: its subscription names it.
        { accountId: SOLO_MAIN, planId: PAYMENT_2000, clicks: 4000, plan: 'Payment Validation 2,000', reason: 'Not on sale to this account' },
      ],
      total: 60,
      currency: 'GBP',
    });
  });

  it("answers a basket of such lines alone, with nothing to pay, in the account's currency", async () => {
    expect(await quote([line(NAME_2000)])).toEqual({
      items: [],
      unavailable: [{ accountId: SOLO_MAIN, planId: NAME_2000, clicks: 2000, plan: null, reason: 'Not on sale to this account' }],
      total: 0,
      currency: 'GBP',
    });
  });

  it('is refused at checkout, naming the line by its place in the basket and its plan, and no order is made', async () => {
    const orders = () => portal.log.filter((entry) => /^upstream \S+ POST \S*checkout/.test(entry)).length;
    const before = orders();
    const token = await request(portal.sandbox.urls.userServer).get('/captcha/token').query({ sitekey: portal.sandbox.captcha.siteKey, action: 'checkout' });
    const checkout = async (items: unknown[]) =>
      graphql(
        portal.gateway,
        CHECKOUT,
        {
          input: {
            organisationId: SOLO_TRADERS,
            items,
            billing: BILLING,
            backUrl: 'http://portal.test/portal/shop/basket',
            paidUrl: 'http://portal.test/portal/shop/thankyou',
          },
          captchaToken: (token.body as { token: string }).token,
        },
        solo,
      );
    expect((await checkout([line(EMAIL_2000), line(NAME_2000)])).errors).toMatchObject([
      {
        message: 'Cannot check out: Plan 11 is not on sale to account 111',
        extensions: { code: 'BAD_USER_INPUT', action: 'check out', argument: 'input.items[1].planId' },
      },
    ]);
    expect((await checkout([line(PAYMENT_2000), line(EMAIL_2000)])).errors).toMatchObject([
      { message: 'Cannot check out: Payment Validation 2,000 is not on sale to account 111', extensions: { argument: 'input.items[0].planId' } },
    ]);
    expect(orders()).toBe(before);
  });
});
