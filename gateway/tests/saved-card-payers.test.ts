import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { graphql, signIn, startSandboxGateway, type SandboxGateway } from './helpers/sandbox-gateway';
import { BILLING } from './helpers/billing';

const ACME_LTD = '102';
const ACME_MAIN = '103';
const SOLO_MAIN = '111';
const KOALA_PTY = '112';
const KOALA_MAIN = '113';
const BACK = 'http://portal.test/portal/shop/basket';
const PAID = 'http://portal.test/portal/shop/thankyou';

const CHECKOUT = 'mutation C($input: CheckoutInput!, $captchaToken: String!) { checkout(input: $input, captchaToken: $captchaToken) { orderId url } }';
const ORDER = 'query O($orderId: ID!) { shopOrder(orderId: $orderId) { status cardBrand cardLastFour } }';
const USERS = 'query U($accountId: ID!) { paymentUsers(accountId: $accountId) { userId } }';
const ADD_USER = 'mutation A($accountId: ID!, $userId: ID!) { addPaymentUser(accountId: $accountId, userId: $userId) { userId } }';
const REMOVE_USER = 'mutation B($accountId: ID!, $userId: ID!) { removePaymentUser(accountId: $accountId, userId: $userId) { userId } }';
const REPLACE = 'mutation R($accountId: ID!, $backUrl: String!) { replacePaymentDetails(accountId: $accountId, backUrl: $backUrl) { checkoutUrl } }';
const ACCOUNT_PLANS = 'query P($accountId: ID!) { accountPlans(accountId: $accountId) { bundles { bundleId } } }';
const INVOICE = 'query I($bundleId: ID!, $backUrl: String!) { bundleInvoice(bundleId: $bundleId, backUrl: $backUrl) }';

let portal: SandboxGateway;
const jwts: Record<string, string> = {};

beforeAll(async () => {
  // Orders are read with GET /shop/order, a provider extension this sandbox has.
  portal = await startSandboxGateway({ PORTAL_ORIGINS: 'http://portal.test' }, { strict: false });
  for (const name of ['owner@acme.example', 'partner@northwind.example', 'solo@solo.example', 'koala@koala.example'])
    jwts[name.split('@')[0]!] = (await signIn(portal.gateway, name)).jwt;
});
afterAll(async () => {
  await portal.close();
});

async function captcha(): Promise<string> {
  const response = await request(portal.sandbox.urls.userServer).get('/captcha/token').query({ sitekey: portal.sandbox.captcha.siteKey, action: 'checkout' });
  return (response.body as { token: string }).token;
}

/** Checks out the basket as `who` and answers the payment page's address and the order. */
async function checkout(who: string, organisationId: string, items: unknown[]): Promise<{ page: URL; orderId: string }> {
  const res = await graphql<{ checkout: { orderId: string; url: string } }>(
    portal.gateway,
    CHECKOUT,
    { input: { organisationId, items, billing: BILLING, backUrl: BACK, paidUrl: PAID }, captchaToken: await captcha() },
    jwts[who],
  );
  expect(res.errors).toBeUndefined();
  return { page: new URL(res.data!.checkout.url), orderId: res.data!.checkout.orderId };
}

const payWithSavedCard = (page: URL) => request(page.origin).post(page.pathname).type('form').send({ method: 'saved' });
const pageText = async (page: URL) => (await request(page.origin).get(page.pathname)).text;
const payers = async (who: string, accountId: string) =>
  (await graphql<{ paymentUsers: { userId: string }[] }>(portal.gateway, USERS, { accountId }, jwts[who])).data?.paymentUsers.map((user) => user.userId);

describe('Who may pay decides who pays with the saved card', () => {
  it('offers the saved card to the owner on the list, and no longer once they are taken off it', async () => {
    const bundle = [{ accountId: ACME_MAIN, planId: '5', clicks: 10000 }];
    expect(await payers('owner', ACME_MAIN)).toEqual(['1']);
    expect(await pageText((await checkout('owner', ACME_LTD, bundle)).page)).toContain('Pay £300.00 with the saved card');

    await graphql(portal.gateway, REMOVE_USER, { accountId: ACME_MAIN, userId: '1' }, jwts.owner);
    const { page, orderId } = await checkout('owner', ACME_LTD, bundle);
    expect(await pageText(page)).not.toContain('with the saved card');
    expect((await payWithSavedCard(page)).status).toBe(400);
    const order = await graphql<{ shopOrder: { status: string } }>(portal.gateway, ORDER, { orderId }, jwts.owner);
    expect(order.data?.shopOrder.status).toBe('pending');
    await graphql(portal.gateway, ADD_USER, { accountId: ACME_MAIN, userId: '1' }, jwts.owner);
  });

  it("does not let a partner above the account, who is not on its list, pay with the account's card", async () => {
    const { page, orderId } = await checkout('partner', ACME_LTD, [{ accountId: ACME_MAIN, planId: '5', clicks: 10000 }]);
    expect(await pageText(page)).not.toContain('with the saved card');
    expect((await payWithSavedCard(page)).status).toBe(400);
    const order = await graphql<{ shopOrder: { status: string; cardLastFour: string | null } }>(portal.gateway, ORDER, { orderId }, jwts.partner);
    expect(order.data?.shopOrder).toMatchObject({ status: 'pending', cardLastFour: null });
  });

  it('puts the owner who saves the first card on the list, so that the owner pays by default', async () => {
    // Solo Main keeps no card and nobody may pay for it yet. (Not asked here first: the gateway keeps
    // the list for its cache time, and the card page changes it out of the gateway's sight.)
    const res = await graphql<{ replacePaymentDetails: { checkoutUrl: string } }>(
      portal.gateway,
      REPLACE,
      { accountId: SOLO_MAIN, backUrl: 'http://portal.test/portal/shop' },
      jwts.solo,
    );
    const card = new URL(res.data!.replacePaymentDetails.checkoutUrl);
    const saved = await request(card.origin)
      .post(card.pathname)
      .type('form')
      .send({ name: 'Sam Solo', number: '4242424242424242', expiry: '01/31', cvc: '123' });
    expect(saved.status).toBe(303);
    expect(await payers('solo', SOLO_MAIN)).toEqual(['5']);
  });
});

describe("a card-paid bundle's invoice", () => {
  it('names the card it was paid with and the GST its price holds', async () => {
    const { page } = await checkout('koala', KOALA_PTY, [{ accountId: KOALA_MAIN, planId: '23', clicks: 5000 }]);
    const paid = await request(page.origin)
      .post(page.pathname)
      .type('form')
      .send({ name: 'Kim Koala', number: '5555 5555 5555 4444', expiry: '08/30', cvc: '123' });
    expect(paid.status).toBe(303);
    const plans = await graphql<{ accountPlans: { bundles: { bundleId: string }[] }[] }>(portal.gateway, ACCOUNT_PLANS, { accountId: KOALA_MAIN }, jwts.koala);
    const bundleId = Math.max(...(plans.data?.accountPlans ?? []).flatMap((plan) => plan.bundles.map((bundle) => Number(bundle.bundleId))));
    const invoice = await graphql<{ bundleInvoice: string }>(
      portal.gateway,
      INVOICE,
      { bundleId: String(bundleId), backUrl: 'http://portal.test/portal/administration/services' },
      jwts.koala,
    );
    expect(invoice.errors).toBeUndefined();
    const html = await (await fetch(invoice.data!.bundleInvoice)).text();
    expect(html).toContain('Click bundle, paid with the Mastercard card ending 4444.');
    expect(html).not.toContain('paid on account');
    expect(html).toContain('<dt>Amount</dt><dd>A$338.00 incl. GST</dd>');
    expect(html).toContain('<dt>Includes GST at 10%</dt><dd>A$30.73</dd>');
  });
});
