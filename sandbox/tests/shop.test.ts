import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningSandbox } from '../src';
import { captchaToken, manualClock, signIn, startTestSandbox } from './support';

interface PlanBody {
  planId: number;
  plan: string;
  service: string;
  kind: string;
  territory: string;
  currency: string;
  pricing: { clicks: number; price: number }[];
  displayOrder: number;
}
interface AccountPlanBody {
  planId: number;
  remainClicks: number;
  endDate: number;
  bundles: { planId: number; clicks: number; price: number }[];
  subscription: { clicks: number; autoRenew: boolean; renewalClicks: number; renewalPrice: number };
}

const ACME_LTD = 103 - 1;
const ACME_MAIN = 103;
const ACME_WEB = 104;
const KOALA_MAIN = 113;
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
const paidUrl = 'http://portal.test/portal/shop/thankyou?from=shop';

describe('the shop: plans on sale, checkout and the payment page', () => {
  const clock = manualClock();
  let sandbox: RunningSandbox;
  let owner: string;
  const am = () => request(sandbox.urls.accountManager);

  beforeAll(async () => {
    sandbox = await startTestSandbox({ now: clock.now });
    owner = (await signIn(sandbox, 'owner@acme.example')).jwt;
  });
  afterAll(() => sandbox.close());

  async function checkout(jwt: string, basket: unknown[], changes: Record<string, unknown> = {}, organisationId: number = ACME_LTD) {
    const token = await captchaToken(sandbox, 'checkout');
    return am()
      .post('/shop/checkout')
      .query({ organisationId, token })
      .set('Authorization', `Bearer ${jwt}`)
      .send({ ...billing, backUrl, paidUrl, basket, ...changes });
  }

  async function accountPlans(accountId: number): Promise<AccountPlanBody[]> {
    const response = await am().get('/account/plans').query({ accountId }).set('Authorization', `Bearer ${owner}`);
    expect(response.status).toBe(200);
    return response.body as AccountPlanBody[];
  }

  /** The payment page's path and the order id from a checkout's answer. */
  function pageOf(response: request.Response): { path: string; orderId: number } {
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    const { url, orderId } = response.body as { url: string; orderId: number };
    expect(url.startsWith(`${sandbox.urls.accountManager}/pay/`)).toBe(true);
    return { path: new URL(url).pathname, orderId };
  }

  const pay = (path: string, card: Record<string, string>) =>
    am()
      .post(path)
      .type('form')
      .send({ name: 'Alice Owner', expiry: '12/30', cvc: '123', ...card });

  it('offers the uk plans and bundles in shop order, priced in bands, to a uk user', async () => {
    const response = await am().get('/plans').set('Authorization', `Bearer ${owner}`);
    expect(response.status).toBe(200);
    const plans = response.body as PlanBody[];
    expect(new Set(plans.map((plan) => plan.service))).toEqual(new Set(['address', 'bankcode', 'email', 'name']));
    expect(plans.every((plan) => plan.territory === 'uk' && plan.currency === 'GBP')).toBe(true);
    expect(plans.map((plan) => plan.displayOrder)).toEqual([...plans.map((plan) => plan.displayOrder)].sort((a, b) => a - b));
    expect(plans.find((plan) => plan.planId === 1)?.pricing).toEqual([
      { clicks: 5000, price: 150 },
      { clicks: 10000, price: 270 },
      { clicks: 25000, price: 600 },
    ]);
    expect(plans.some((plan) => plan.kind === 'bundle')).toBe(true);
  });

  it('offers australia no payment validation, in A$, and filters by service', async () => {
    const koala = (await signIn(sandbox, 'koala@koala.example')).jwt;
    const all = (await am().get('/plans').set('Authorization', `Bearer ${koala}`)).body as PlanBody[];
    expect(all.length).toBeGreaterThan(0);
    expect(all.every((plan) => plan.currency === 'AUD' && plan.service !== 'bankcode')).toBe(true);
    const email = (await am().get('/plans').query({ service: 'email', territory: 'uk' }).set('Authorization', `Bearer ${koala}`)).body as PlanBody[];
    expect(email.map((plan) => plan.plan)).toEqual(['Email Validation 2,000', 'Email Validation 10,000']);
    expect((await am().get('/plans').query({ service: 'fax' }).set('Authorization', `Bearer ${koala}`)).body).toEqual({
      msg: 'service must be address, bankcode, email or name',
    });
    expect((await am().get('/plans')).status).toBe(401);
  });

  it('refuses an empty basket, a bad captcha, a non-owner and items that cannot be bought', async () => {
    expect((await checkout(owner, [])).body).toEqual({ msg: 'No items in basket' });
    const noCaptcha = await am()
      .post('/shop/checkout')
      .query({ organisationId: ACME_LTD, token: 'forged' })
      .set('Authorization', `Bearer ${owner}`)
      .send({ ...billing, backUrl, paidUrl, basket: [] });
    expect([noCaptcha.status, noCaptcha.body]).toEqual([400, { msg: 'Captcha verification failed' }]);
    const loginToken = await captchaToken(sandbox, 'login');
    expect(
      (await am().post('/shop/checkout').query({ organisationId: ACME_LTD, token: loginToken }).set('Authorization', `Bearer ${owner}`).send({})).body,
    ).toEqual({
      msg: 'Captcha verification failed',
    });

    const member = (await signIn(sandbox, 'member@acme.example')).jwt;
    const refused = await checkout(member, [{ accountId: ACME_MAIN, planId: 1, quantity: 5000 }]);
    expect([refused.status, refused.body]).toEqual([403, { msg: 'Not allowed to buy for that account' }]);
    const staff = (await signIn(sandbox, 'admin@provider.example')).jwt;
    expect((await checkout(staff, [{ accountId: ACME_MAIN, planId: 1, quantity: 5000 }])).status).toBe(403);

    expect((await checkout(owner, [{ accountId: ACME_MAIN, planId: 1, quantity: 4000 }])).body).toEqual({
      msg: 'Address Lookup 5,000: quantity must be a whole number of clicks from 5000 to 1000000',
    });
    expect((await checkout(owner, [{ accountId: ACME_MAIN, planId: 21, quantity: 5000 }])).body).toEqual({
      msg: 'Address Lookup 5,000 is not on sale to this account',
    });
    expect((await checkout(owner, [{ accountId: KOALA_MAIN, planId: 21, quantity: 5000 }])).status).toBe(403);
    expect((await checkout(owner, [{ accountId: ACME_MAIN, planId: 1, quantity: 5000 }], { backUrl: 'javascript:alert(1)' })).body).toEqual({
      msg: 'backUrl must be an http or https address',
    });
    expect((await checkout(owner, [{ accountId: ACME_MAIN, planId: 1, quantity: 5000 }], { town: '' })).body).toEqual({ msg: 'town is required' });
    expect((await checkout(owner, [{ accountId: ACME_MAIN, planId: 1, quantity: 5000 }], {}, 110)).body).toEqual({
      msg: 'Account 103 is not in organisation 110',
    });
  });

  it('prices the basket itself, and buys nothing until paid', async () => {
    const before = await accountPlans(ACME_WEB);
    const started = await checkout(owner, [
      { accountId: ACME_WEB, planId: 1, quantity: 12000, price: 0.01 },
      { accountId: ACME_WEB, planId: 4, quantity: 1000 },
    ]);
    expect(started.body).toMatchObject({ total: 324 + 40, currency: 'GBP' });
    const { path, orderId } = pageOf(started);

    const page = await am().get(path);
    expect(page.status).toBe(200);
    expect(page.type).toBe('text/html');
    expect(page.text).toContain('<h1>Pay for your order</h1>');
    expect(page.text).toContain('Address Lookup 5,000');
    expect(page.text).toContain('Acme Web');
    expect(page.text).toContain('12,000');
    expect(page.text).toContain('Pay £364.00');

    const order = await am().get('/shop/order').query({ orderId }).set('Authorization', `Bearer ${owner}`);
    expect(order.body).toMatchObject({ orderId, status: 'pending', total: 364, paidAt: null, card: null });
    expect(await accountPlans(ACME_WEB)).toEqual(before);
  });

  it('shows what is wrong with the card in the page, keeping the order unpaid', async () => {
    const { path, orderId } = pageOf(await checkout(owner, [{ accountId: ACME_MAIN, planId: 2, quantity: 20000 }]));
    const wrong = await pay(path, { number: '4242 4242 4242 4241', expiry: '01/20', cvc: '1' });
    expect(wrong.status).toBe(400);
    expect(wrong.text).toContain('Enter a valid card number');
    expect(wrong.text).toContain('This card has expired');
    expect(wrong.text).toContain('Enter the 3-digit security code');
    // The first field in the form with a problem takes the focus; what was typed stays, but never the security code.
    expect(wrong.text).toMatch(/<input [^>]*id="number"[^>]*autofocus>/);
    expect(wrong.text).not.toMatch(/<input [^>]*id="expiry"[^>]*autofocus>/);
    expect(wrong.text).toContain('value="4242 4242 4242 4241"');
    expect(wrong.text).toMatch(/<input [^>]*id="cvc"[^>]*value=""/);
    expect((await am().get('/shop/order').query({ orderId }).set('Authorization', `Bearer ${owner}`)).body).toMatchObject({ status: 'pending' });
  });

  it('returns a declined card to the back address with the reason, buying nothing', async () => {
    const before = await accountPlans(ACME_MAIN);
    const { path, orderId } = pageOf(await checkout(owner, [{ accountId: ACME_MAIN, planId: 2, quantity: 20000 }]));
    const declined = await pay(path, { number: '4000 0000 0000 0002' });
    expect(declined.status).toBe(303);
    const back = new URL(declined.headers.location ?? '');
    expect(`${back.origin}${back.pathname}`).toBe(backUrl);
    expect(Object.fromEntries(back.searchParams)).toEqual({ payment: 'declined', reason: 'Your card was declined.' });
    expect((await am().get('/shop/order').query({ orderId }).set('Authorization', `Bearer ${owner}`)).body).toMatchObject({ status: 'pending' });
    expect(await accountPlans(ACME_MAIN)).toEqual(before);

    const cancelled = await am().get(`${path}/cancel`);
    expect([cancelled.status, cancelled.headers.location]).toEqual([303, `${backUrl}?payment=cancelled`]);
  });

  it('pays once: the held plan gets the clicks, a bundle tops up, and paying again buys nothing more', async () => {
    const before = await accountPlans(ACME_MAIN);
    const address = before.find((plan) => plan.planId === 2);
    if (!address) throw new Error('Acme Main holds Address Lookup 20,000');
    const { path, orderId } = pageOf(
      await checkout(owner, [
        { accountId: ACME_MAIN, planId: 2, quantity: 20000 },
        { accountId: ACME_MAIN, planId: 5, quantity: 10000 },
      ]),
    );

    const paid = await pay(path, { number: '5555 5555 5555 4444' });
    expect(paid.status).toBe(303);
    expect(paid.headers.location).toBe(`http://portal.test/portal/shop/thankyou?from=shop&orderId=${orderId}`);
    const after = (await accountPlans(ACME_MAIN)).find((plan) => plan.planId === 2);
    expect(after?.subscription.clicks).toBe(address.subscription.clicks + 20000);
    expect(after?.remainClicks).toBe(address.remainClicks + 30000);
    expect(after?.bundles[0]).toMatchObject({ planId: 5, clicks: 10000, price: 300 });

    const again = await pay(path, { number: '5555 5555 5555 4444' });
    expect([again.status, again.headers.location]).toEqual([303, paid.headers.location]);
    expect((await am().get(path)).text).toContain('This order has been paid');
    expect((await accountPlans(ACME_MAIN)).find((plan) => plan.planId === 2)?.remainClicks).toBe(address.remainClicks + 30000);

    const order = await am().get('/shop/order').query({ orderId }).set('Authorization', `Bearer ${owner}`);
    expect(order.body).toMatchObject({
      status: 'paid',
      total: 450 + 300,
      currency: 'GBP',
      card: { brand: 'Mastercard', lastFour: '4444' },
      items: [
        { accountId: ACME_MAIN, planId: 2, plan: 'Address Lookup 20,000', service: 'address', kind: 'plan', quantity: 20000, price: 450 },
        { accountId: ACME_MAIN, planId: 5, plan: 'Address Lookup Bundle 10,000', service: 'address', kind: 'bundle', quantity: 10000, price: 300 },
      ],
    });
    expect((order.body as { paidAt: number }).paidAt).toBe(Math.floor(clock.now() / 1000));
  });

  it('leaves a held plan renewing with the clicks chosen for renewal, at their price, after more clicks are bought', async () => {
    const renewal = async () => {
      const plan = (await accountPlans(ACME_MAIN)).find((candidate) => candidate.planId === 2);
      return [plan?.subscription.renewalClicks, plan?.subscription.renewalPrice];
    };
    // Already bought more of in the test before: still the plan's 20,000 at its £450.
    expect(await renewal()).toEqual([20000, 450]);
    const { path } = pageOf(await checkout(owner, [{ accountId: ACME_MAIN, planId: 2, quantity: 25000 }]));
    expect((await pay(path, { number: '4242 4242 4242 4242' })).status).toBe(303);
    // A one-off purchase adds to this period only: the next period renews as it was chosen.
    expect(await renewal()).toEqual([20000, 450]);
  });

  it('makes a plan not held a new subscription from today, and keeps the card when asked', async () => {
    const { path } = pageOf(await checkout(owner, [{ accountId: ACME_WEB, planId: 11, quantity: 2000 }]));
    const paid = await am().post(path).type('form').send({ name: 'Alice Owner', number: '3782 822463 10005', expiry: '11/31', cvc: '1234', save: 'on' });
    expect(paid.status).toBe(303);
    const name = (await accountPlans(ACME_WEB)).find((plan) => plan.planId === 11);
    expect(name).toMatchObject({ remainClicks: 2000, subscription: { clicks: 2000, autoRenew: false } });
    expect(name?.endDate).toBe(Math.floor(clock.now() / 1000) + 365 * 86400);
    const card = await am().get('/payment/details').query({ accountId: ACME_WEB }).set('Authorization', `Bearer ${owner}`);
    expect(card.body).toEqual({ billingEmail: 'accounts@acme.example', lastFour: '0005', brand: 'American Express', expiryMonth: 11, expiryYear: 2031 });
  });

  it("offers the account's saved card on the payment page and pays with it, nothing typed", async () => {
    const { path, orderId } = pageOf(await checkout(owner, [{ accountId: ACME_MAIN, planId: 2, quantity: 20000 }]));
    const page = await am().get(path);
    expect(page.text).toContain('Visa ending 4242, expires 12/2030');
    expect(page.text).toMatch(/Pay £[\d,.]+ with the saved card/);
    expect(page.text).toContain('Total (incl. VAT)');
    const paid = await am().post(path).type('form').send({ method: 'saved' });
    expect([paid.status, paid.headers.location]).toEqual([303, `${paidUrl}&orderId=${orderId}`]);
    const order = await am().get('/shop/order').query({ orderId }).set('Authorization', `Bearer ${owner}`);
    expect(order.body).toMatchObject({ status: 'paid', card: { brand: 'Visa', lastFour: '4242' } });
  });

  it('declines a saved card past its expiry, and offers none to an account that keeps none', async () => {
    const { path } = pageOf(await checkout(owner, [{ accountId: ACME_MAIN, planId: 2, quantity: 20000 }]));
    clock.advanceSeconds(5 * 365 * 86_400);
    try {
      const declined = await am().post(path).type('form').send({ method: 'saved' });
      expect(declined.status).toBe(303);
      expect(Object.fromEntries(new URL(declined.headers.location ?? '').searchParams)).toEqual({ payment: 'declined', reason: 'The saved card has expired.' });
    } finally {
      clock.advanceSeconds(-5 * 365 * 86_400);
    }

    // Acme Web's card (kept by an earlier payment) is removed: it then keeps none.
    await am().delete('/payment').query({ accountId: ACME_WEB }).set('Authorization', `Bearer ${owner}`);
    const solo = pageOf(await checkout(owner, [{ accountId: ACME_WEB, planId: 11, quantity: 2000 }]));
    expect((await am().get(solo.path)).text).not.toContain('with the saved card');
    const refused = await am().post(solo.path).type('form').send({ method: 'saved' });
    expect(refused.status).toBe(400);
    expect(refused.text).toContain('There is no saved card for this order: pay with another card.');
  });

  it('refuses a bundle for a dataset the account holds no plan of, and sells one where it does', async () => {
    const newcomer = (await signIn(sandbox, 'new@new.example')).jwt;
    const refused = await checkout(newcomer, [{ accountId: 115, planId: 4, quantity: 1000 }], {}, 114);
    expect([refused.status, refused.body]).toEqual([400, { msg: 'Buy a UK Addresses (PAF) plan first: a bundle tops one up' }]);
    const koala = (await signIn(sandbox, 'koala@koala.example')).jwt;
    const sold = await checkout(koala, [{ accountId: KOALA_MAIN, planId: 23, quantity: 5000 }], {}, 112);
    expect(sold.body).toMatchObject({ total: 338, currency: 'AUD' });
  });

  it('takes no payment for an order that can no longer be bought, and says why', async () => {
    const { path, orderId } = pageOf(await checkout(owner, [{ accountId: ACME_WEB, planId: 4, quantity: 1000 }]));
    // The plan the bundle would top up is switched off between checkout and payment.
    const address = sandbox.store.subscriptions.find((subscription) => subscription.accountId === ACME_WEB && subscription.service === 'address');
    if (!address) throw new Error('Acme Web holds an address lookup plan');
    address.enabled = false;
    try {
      const refused = await pay(path, { number: '4242424242424242' });
      expect(refused.status).toBe(409);
      expect(refused.text).toContain('This order can no longer be paid: Buy a UK Addresses (PAF) plan first: a bundle tops one up');
      expect((await am().get('/shop/order').query({ orderId }).set('Authorization', `Bearer ${owner}`)).body).toMatchObject({ status: 'pending' });
    } finally {
      address.enabled = true;
    }
  });

  it('shows an order only to its owners, and answers 404 for an unknown one', async () => {
    const { orderId } = pageOf(await checkout(owner, [{ accountId: ACME_MAIN, planId: 9, quantity: 2000 }]));
    const member = (await signIn(sandbox, 'member@acme.example')).jwt;
    expect((await am().get('/shop/order').query({ orderId }).set('Authorization', `Bearer ${member}`)).body).toEqual({ msg: 'Not allowed to read that order' });
    expect((await am().get('/shop/order').query({ orderId: 1 }).set('Authorization', `Bearer ${owner}`)).body).toEqual({ msg: 'Order not found' });
    expect((await am().get('/pay/nothing-here')).status).toBe(404);
  });
});
