import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { graphql, signIn, startSandboxGateway, type SandboxGateway } from './helpers/sandbox-gateway';
import { BILLING } from './helpers/billing';
import { changePlan } from './helpers/catalogue-plan';

// The same basket checked out twice (a second tab, or the basket reached again with Back) while its
// first order waits for payment: one order, whose payment page both get (docs/flows.md, "Checking
// out twice"). Once it is paid, the same basket checked out again is a new purchase.

const ACME_LTD = '102';
const ACME_MAIN = '103';
const BACK = 'http://portal.test/portal/shop/basket';
const PAID = 'http://portal.test/portal/shop/thankyou';

const CHECKOUT = `mutation C($input: CheckoutInput!, $captchaToken: String!) { checkout(input: $input, captchaToken: $captchaToken) {
  orderId url quote { items { planId clicks price } total currency } } }`;
const ORDER = 'query O($orderId: ID!) { shopOrder(orderId: $orderId) { orderId status } }';
const CONFIRMATION = 'query C($orderId: ID!) { shopOrderConfirmation(orderId: $orderId) { available order { status } } }';

type Started = { orderId: string; url: string; quote: { total: number } };

/**
 * A portal on a sandbox of its own, with or without the account manager's read of orders (GET /shop/order), and `settings`
 * added to the gateway's environment.
 */
function portalWith(options: { showsOrders: boolean; settings?: Record<string, string> }) {
  const state: { portal?: SandboxGateway; owner: string } = { owner: '' };
  beforeAll(async () => {
    state.portal = await startSandboxGateway({ PORTAL_ORIGINS: 'http://portal.test', ...options.settings }, { strict: !options.showsOrders });
    state.owner = (await signIn(state.portal.gateway, 'owner@acme.example')).jwt;
  });
  afterAll(async () => {
    await state.portal?.close();
  });
  const portal = () => state.portal!;

  /** A captcha token for checkout, as the browser gets one before it checks out. */
  async function captcha(): Promise<string> {
    const answer = await request(portal().sandbox.urls.userServer)
      .get('/captcha/token')
      .query({ sitekey: portal().sandbox.captcha.siteKey, action: 'checkout' });
    return (answer.body as { token: string }).token;
  }

  /** Checks out with a captcha token got beforehand, so that two checkouts can be sent at the same moment. */
  async function checkoutWith(captchaToken: string, items: unknown[], billing: Record<string, unknown> = BILLING, jwt = state.owner): Promise<Started> {
    const answer = await graphql<{ checkout: Started }>(
      portal().gateway,
      CHECKOUT,
      { input: { organisationId: ACME_LTD, items, billing, backUrl: BACK, paidUrl: PAID }, captchaToken },
      jwt,
    );
    expect(answer.errors).toBeUndefined();
    return answer.data!.checkout;
  }

  const checkout = async (items: unknown[], billing: Record<string, unknown> = BILLING, jwt = state.owner) =>
    checkoutWith(await captcha(), items, billing, jwt);
  return { portal, checkout, checkoutWith, captcha, owner: () => state.owner };
}

/** The payment page as a browser reads it, and paid with a card as a browser sends it. */
const paymentPage = (url: string) => request(new URL(url).origin).get(new URL(url).pathname);
const pay = (url: string) =>
  request(new URL(url).origin)
    .post(new URL(url).pathname)
    .type('form')
    .send({ name: 'Alice Owner', number: '4242 4242 4242 4242', expiry: '12/30', cvc: '123' });

describe('checking out a basket twice, where the account manager shows orders', () => {
  const { portal, checkout, owner } = portalWith({ showsOrders: true });

  it('answers the waiting order once, says it is paid once paid, and makes a new order when the basket is bought again', async () => {
    const basket = [{ accountId: ACME_MAIN, planId: '2', clicks: 21000 }];
    const first = await checkout(basket);
    const second = await checkout(basket);
    expect(second).toEqual(first);

    expect((await pay(second.url)).headers.location).toBe(`${PAID}?orderId=${first.orderId}`);
    // The page of the first tab, read again or sent again, cannot take a second payment.
    expect((await paymentPage(first.url)).text).toContain('This order has been paid');
    expect((await pay(first.url)).headers.location).toBe(`${PAID}?orderId=${first.orderId}`);
    expect((await graphql<{ shopOrder: { status: string } }>(portal().gateway, ORDER, { orderId: first.orderId }, owner())).data?.shopOrder.status).toBe(
      'paid',
    );

    // The plan put in the basket again and checked out: a purchase of its own, to pay.
    const again = await checkout(basket);
    expect(again.orderId).not.toBe(first.orderId);
    expect((await paymentPage(again.url)).text).toContain('Pay £');
  });

  it('makes an order of its own for other clicks or other billing details', async () => {
    const first = await checkout([{ accountId: ACME_MAIN, planId: '11', clicks: 2000 }]);
    expect(await checkout([{ accountId: ACME_MAIN, planId: '11', clicks: 2000 }])).toEqual(first);
    const moreClicks = await checkout([{ accountId: ACME_MAIN, planId: '11', clicks: 3000 }]);
    const otherBilling = await checkout([{ accountId: ACME_MAIN, planId: '11', clicks: 2000 }], { ...BILLING, email: 'buyer@acme.example' });
    expect(new Set([first.orderId, moreClicks.orderId, otherBilling.orderId]).size).toBe(3);
  });

  it("never answers one user's waiting order to another, even for the same basket of the same organisation", async () => {
    const basket = [{ accountId: ACME_MAIN, planId: '11', clicks: 4000 }];
    const owners = await checkout(basket);
    // The partner above Acme Ltd owns its accounts too, and may buy for them.
    const partner = (await signIn(portal().gateway, 'partner@northwind.example')).jwt;
    const partners = await checkout(basket, BILLING, partner);
    expect(partners.orderId).not.toBe(owners.orderId);
    expect(partners.url).not.toBe(owners.url);
    // The owner signed in again (another session, the same user) is still answered the waiting order.
    expect(await checkout(basket, BILLING, (await signIn(portal().gateway, 'owner@acme.example')).jwt)).toEqual(owners);
  });
});

describe('checking out a basket twice, where the account manager does not show orders', () => {
  const { portal, checkout, owner } = portalWith({ showsOrders: false });

  it('answers the waiting order, and a new order once the thank-you page has confirmed the payment', async () => {
    const basket = [{ accountId: ACME_MAIN, planId: '2', clicks: 22000 }];
    const first = await checkout(basket);
    expect(await checkout(basket)).toEqual(first);

    expect((await pay(first.url)).headers.location).toBe(`${PAID}?orderId=${first.orderId}`);
    // What the thank-you page asks, where the payment page returned once paid.
    const confirmation = await graphql(portal().gateway, CONFIRMATION, { orderId: first.orderId }, owner());
    expect(confirmation.data).toEqual({ shopOrderConfirmation: { available: false, order: null } });

    const again = await checkout(basket);
    expect(again.orderId).not.toBe(first.orderId);
    expect((await paymentPage(again.url)).text).toContain('Pay £');
  });

  it("keeps a user's waiting order when another user asks the thank-you page's question about it", async () => {
    const basket = [{ accountId: ACME_MAIN, planId: '2', clicks: 23000 }];
    const owners = await checkout(basket);
    // The order id is in the thank-you page's address: another user who learns it asks about it.
    const partner = (await signIn(portal().gateway, 'partner@northwind.example')).jwt;
    const asked = await graphql(portal().gateway, CONFIRMATION, { orderId: owners.orderId }, partner);
    expect(asked.data).toEqual({ shopOrderConfirmation: { available: false, order: null } });

    // The owner's second tab still gets the one order to pay, not a second that could be paid as well.
    expect(await checkout(basket)).toEqual(owners);
  });
});

describe('checking out a basket again once its price has changed', () => {
  // No request cache, so that the shop reads a plan as an admin has just changed it (with the cache, 10 s later).
  const { portal, checkout } = portalWith({ showsOrders: true, settings: { REQUEST_CACHE_TIME: '0' } });
  const EMAIL_2000 = [
    { clicks: 2000, price: 60 },
    { clicks: 4000, price: 108 },
    { clicks: 10000, price: 240 },
  ];

  it('makes an order at the price the basket shows, never answers the waiting one at its old price, nor again later', async () => {
    const basket = [{ accountId: ACME_MAIN, planId: '9', clicks: 2000 }];
    const first = await checkout(basket);
    expect(first.quote).toEqual({ items: [{ planId: '9', clicks: 2000, price: 60 }], total: 60, currency: 'GBP' });

    // The customer cancels on the payment page; meanwhile an admin lowers the plan's first band.
    await changePlan(portal(), '9', { pricing: [{ clicks: 2000, price: 55 }, ...EMAIL_2000.slice(1)] });
    const cheaper = await checkout(basket);
    expect(cheaper.orderId).not.toBe(first.orderId);
    expect(cheaper.quote).toEqual({ items: [{ planId: '9', clicks: 2000, price: 55 }], total: 55, currency: 'GBP' });
    expect((await paymentPage(cheaper.url)).text).toContain('Pay £55.00');
    // The order at the new price is the one waiting now: a second tab gets it.
    expect(await checkout(basket)).toEqual(cheaper);

    // Back at the old price, the first order, forgotten, is not offered again: a new one is made.
    await changePlan(portal(), '9', { pricing: EMAIL_2000 });
    const again = await checkout(basket);
    expect(again.quote.total).toBe(60);
    expect(new Set([first.orderId, cheaper.orderId, again.orderId]).size).toBe(3);
    expect((await paymentPage(again.url)).text).toContain('Pay £60.00');
  });
});

describe('checking out the same basket twice at the same moment', () => {
  const { checkout, checkoutWith, captcha } = portalWith({ showsOrders: true });

  it('makes one order, which both checkouts answer, and a later checkout answers too', async () => {
    const basket = [{ accountId: ACME_MAIN, planId: '11', clicks: 2000 }];
    const tokens = await Promise.all([captcha(), captcha()]);
    // Two tabs, or a double submission, reaching the gateway together.
    const [one, other] = await Promise.all(tokens.map((token) => checkoutWith(token, basket)));
    expect(other).toEqual(one);
    expect(await checkout(basket)).toEqual(one);
  });
});
