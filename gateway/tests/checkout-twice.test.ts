import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { graphql, signIn, startSandboxGateway, type SandboxGateway } from './helpers/sandbox-gateway';
import { BILLING } from './helpers/billing';

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

/** A portal on a sandbox of its own, with or without the account manager's read of orders (GET /shop/order). */
function portalWith(options: { showsOrders: boolean }) {
  const state: { portal?: SandboxGateway; owner: string } = { owner: '' };
  beforeAll(async () => {
    state.portal = await startSandboxGateway({ PORTAL_ORIGINS: 'http://portal.test' }, { strict: !options.showsOrders });
    state.owner = (await signIn(state.portal.gateway, 'owner@acme.example')).jwt;
  });
  afterAll(async () => {
    await state.portal?.close();
  });
  const portal = () => state.portal!;

  async function checkout(items: unknown[], billing: Record<string, unknown> = BILLING, jwt = state.owner): Promise<Started> {
    const captcha = await request(portal().sandbox.urls.userServer)
      .get('/captcha/token')
      .query({ sitekey: portal().sandbox.captcha.siteKey, action: 'checkout' });
    const answer = await graphql<{ checkout: Started }>(
      portal().gateway,
      CHECKOUT,
      { input: { organisationId: ACME_LTD, items, billing, backUrl: BACK, paidUrl: PAID }, captchaToken: (captcha.body as { token: string }).token },
      jwt,
    );
    expect(answer.errors).toBeUndefined();
    return answer.data!.checkout;
  }
  return { portal, checkout, owner: () => state.owner };
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
