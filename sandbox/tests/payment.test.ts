import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningSandbox } from '../src';
import { manualClock, signIn, startTestSandbox } from './support';

const ACME_MAIN = 103;
const ACME_WEB = 104;

describe('payment: saved card, payment users and automatic renewals', () => {
  const clock = manualClock();
  let sandbox: RunningSandbox;
  let owner: string;
  let member: string;
  let staff: string;
  const am = () => request(sandbox.urls.accountManager);
  const as = (jwt: string) => ({
    get: (path: string, query: Record<string, unknown>) => am().get(path).query(query).set('Authorization', `Bearer ${jwt}`),
    put: (path: string, query: Record<string, unknown>) => am().put(path).query(query).set('Authorization', `Bearer ${jwt}`),
    delete: (path: string, query: Record<string, unknown>) => am().delete(path).query(query).set('Authorization', `Bearer ${jwt}`),
  });

  beforeAll(async () => {
    sandbox = await startTestSandbox({ now: clock.now });
    owner = (await signIn(sandbox, 'owner@acme.example')).jwt;
    member = (await signIn(sandbox, 'member@acme.example')).jwt;
    staff = (await signIn(sandbox, 'super@provider.example')).jwt;
  });
  afterAll(() => sandbox.close());

  it('gives the owner the saved card, null where there is none, and refuses everyone else', async () => {
    expect((await as(owner).get('/payment/details', { accountId: ACME_MAIN })).body).toEqual({
      billingEmail: 'accounts@acme.example',
      lastFour: '4242',
      brand: 'Visa',
      expiryMonth: 12,
      expiryYear: 2030,
    });
    const none = await as(owner).get('/payment/details', { accountId: ACME_WEB });
    expect([none.status, none.body]).toEqual([200, null]);
    for (const jwt of [member, staff]) {
      const refused = await as(jwt).get('/payment/details', { accountId: ACME_MAIN });
      expect([refused.status, refused.body]).toEqual([403, { msg: 'Not allowed to manage payments for that account' }]);
    }
    expect((await as(owner).get('/payment/details', { accountId: 102 })).body).toEqual({ msg: 'Account not found' });
    expect((await as(owner).get('/payment/details', {})).body).toEqual({ msg: 'accountId is required' });
    expect((await am().get('/payment/details').query({ accountId: ACME_MAIN })).status).toBe(401);
  });

  it('replaces the card through the page GET /payment/generate hands out, once', async () => {
    const generated = await as(owner).get('/payment/generate', { accountId: ACME_MAIN, backUrl: 'http://portal.test/portal/shop?tab=card' });
    expect(generated.status).toBe(200);
    const { checkoutUrl } = generated.body as { checkoutUrl: string };
    expect(checkoutUrl.startsWith(`${sandbox.urls.accountManager}/card/`)).toBe(true);
    const path = new URL(checkoutUrl).pathname;

    const page = await am().get(path);
    expect(page.text).toContain('<h1>Save a card</h1>');
    expect(page.text).toContain('Acme Main');

    const wrong = await am().post(path).type('form').send({ name: 'Alice', number: '1234 5678', expiry: '12/30', cvc: '123' });
    expect([wrong.status, wrong.text.includes('Enter a valid card number')]).toEqual([400, true]);
    const declined = await am().post(path).type('form').send({ name: 'Alice', number: '4000000000009995', expiry: '12/30', cvc: '123' });
    expect(declined.headers.location).toBe('http://portal.test/portal/shop?tab=card&card=declined&reason=Your+card+has+insufficient+funds.');

    const saved = await am().post(path).type('form').send({ name: 'Alice', number: '5555555555554444', expiry: '07/29', cvc: '321' });
    expect([saved.status, saved.headers.location]).toEqual([303, 'http://portal.test/portal/shop?tab=card&card=saved']);
    expect((await as(owner).get('/payment/details', { accountId: ACME_MAIN })).body).toEqual({
      billingEmail: 'accounts@acme.example',
      lastFour: '4444',
      brand: 'Mastercard',
      expiryMonth: 7,
      expiryYear: 2029,
    });
    // The page is used up: posting it again changes nothing.
    await am().post(path).type('form').send({ name: 'Alice', number: '4242424242424242', expiry: '01/31', cvc: '123' });
    expect((await as(owner).get('/payment/details', { accountId: ACME_MAIN })).body).toMatchObject({ lastFour: '4444' });

    const cancelled = await am().get(
      `${new URL((await as(owner).get('/payment/generate', { accountId: ACME_MAIN, backUrl: 'http://portal.test/x' })).body.checkoutUrl as string).pathname}/cancel`,
    );
    expect(cancelled.headers.location).toBe('http://portal.test/x?card=cancelled');
    expect((await as(member).get('/payment/generate', { accountId: ACME_MAIN })).status).toBe(403);
    expect((await as(owner).get('/payment/generate', { accountId: ACME_MAIN, backUrl: 'ftp://x' })).body).toEqual({
      msg: 'backUrl must be an http or https address',
    });
  });

  it('saves a first card with the owner e-mail when there is no billing e-mail yet', async () => {
    const { checkoutUrl } = (await as(owner).get('/payment/generate', { accountId: ACME_WEB })).body as { checkoutUrl: string };
    const saved = await am().post(new URL(checkoutUrl).pathname).type('form').send({ name: 'Alice', number: '4242424242424242', expiry: '01/31', cvc: '123' });
    expect(saved.status).toBe(200);
    expect(saved.text).toContain('This card has been saved');
    expect((await as(owner).get('/payment/details', { accountId: ACME_WEB })).body).toMatchObject({ billingEmail: 'owner@acme.example', lastFour: '4242' });
  });

  it('removes the saved card', async () => {
    expect((await as(member).delete('/payment', { accountId: ACME_WEB })).status).toBe(403);
    expect((await as(owner).delete('/payment', { accountId: ACME_WEB })).body).toEqual({ deleted: true });
    expect((await as(owner).get('/payment/details', { accountId: ACME_WEB })).body).toBeNull();
    expect((await as(owner).delete('/payment', { accountId: ACME_WEB })).body).toEqual({ msg: 'No saved payment details' });
  });

  it('lists, adds and removes the users who may pay', async () => {
    expect((await as(owner).get('/payment/users', { accountId: ACME_MAIN })).body).toEqual([
      { userId: 1, name: 'owner@acme.example', personalName: expect.any(String) as string },
    ]);
    const added = await as(owner).put('/payment/user', { accountId: ACME_MAIN, userId: 2 });
    expect((added.body as { userId: number }[]).map((user) => user.userId)).toEqual([1, 2]);
    expect((await as(owner).put('/payment/user', { accountId: ACME_MAIN, userId: 2 })).body).toHaveLength(2);
    expect((await as(owner).put('/payment/user', { accountId: ACME_MAIN, userId: 5 })).body).toEqual({ msg: 'That user does not use this account' });
    expect((await as(owner).put('/payment/user', { accountId: ACME_MAIN, userId: 999 })).body).toEqual({ msg: 'User not found' });
    expect((await as(member).put('/payment/user', { accountId: ACME_MAIN, userId: 2 })).status).toBe(403);
    expect((await as(member).get('/payment/users', { accountId: ACME_MAIN })).status).toBe(403);
    const removed = await as(owner).delete('/payment/user', { accountId: ACME_MAIN, userId: 2 });
    expect((removed.body as { userId: number }[]).map((user) => user.userId)).toEqual([1]);
    expect((await as(owner).delete('/payment/user', { accountId: ACME_MAIN, userId: 2 })).body).toEqual({ msg: 'That user may not pay for this account' });
  });

  it('switches automatic renewal off and on with chosen clicks, priced from the plan', async () => {
    const off = await as(owner).delete('/payment/subscription', { accountId: ACME_MAIN, planId: 9, clicks: 2000 });
    expect(off.status).toBe(200);
    expect(off.body).toMatchObject({ planId: 9, subscription: { estimatedRenewalDate: 0, autoRenew: false, renewalClicks: 2000, renewalPrice: 60 } });

    const on = await as(owner).put('/payment/subscription', { accountId: ACME_MAIN, planId: 9, clicks: 4000 });
    const body = on.body as { endDate: number; subscription: Record<string, unknown> };
    expect(body.subscription).toMatchObject({ clicks: 2000, autoRenew: true, renewalClicks: 4000, renewalPrice: 108, estimatedRenewalDate: body.endDate });

    const plans = (await as(owner).get('/account/plans', { accountId: ACME_MAIN })).body as { planId: number; subscription: Record<string, unknown> }[];
    expect(plans.find((plan) => plan.planId === 9)?.subscription).toMatchObject({ autoRenew: true, renewalClicks: 4000, renewalPrice: 108 });

    expect((await as(owner).put('/payment/subscription', { accountId: ACME_MAIN, planId: 9, clicks: 10 })).body).toEqual({
      msg: 'clicks: quantity must be a whole number of clicks from 2000 to 1000000',
    });
    expect((await as(owner).put('/payment/subscription', { accountId: ACME_MAIN, planId: 11, clicks: 2000 })).body).toEqual({ msg: 'Subscription not found' });
    expect((await as(member).put('/payment/subscription', { accountId: ACME_MAIN, planId: 9, clicks: 2000 })).status).toBe(403);
    expect((await as(staff).delete('/payment/subscription', { accountId: ACME_MAIN, planId: 9 })).status).toBe(403);
  });

  it('tops up a subscription early once its clicks fall below the chosen share, paid with the saved card, once', async () => {
    type Plan = { planId: number; remainClicks: number; bundles: { planId: number; clicks: number; price: number }[]; subscription: Record<string, unknown> };
    const plansOf = async (accountId: number) => (await as(owner).get('/account/plans', { accountId })).body as Plan[];
    const bank = (await plansOf(ACME_MAIN)).find((plan) => plan.planId === 7);
    if (!bank) throw new Error('Acme Main holds Payment Validation 2,000');
    // A share that puts the threshold just above what is left, so the next click crosses it.
    const share = Math.min(90, Math.floor(((bank.remainClicks + 1) * 100) / 2000) + 1);
    expect((bank.remainClicks * 100) / 2000).toBeLessThan(share);

    const on = await as(owner).put('/payment/subscription', { accountId: ACME_MAIN, planId: 7, clicks: 4000, topUpPercent: share });
    expect((on.body as Plan).subscription).toMatchObject({ autoRenew: true, topUpPercent: share, renewalClicks: 4000, renewalPrice: 162 });
    expect(sandbox.store.countClicks(ACME_MAIN, 'bankcode').counted).toBe(true);
    const after = (await plansOf(ACME_MAIN)).find((plan) => plan.planId === 7);
    expect(after?.bundles[0]).toMatchObject({ planId: 7, clicks: 4000, price: 162 });
    expect(after?.remainClicks).toBe(bank.remainClicks - 1 + 4000);
    // Now above the share again: the next click buys nothing more.
    sandbox.store.countClicks(ACME_MAIN, 'bankcode');
    expect((await plansOf(ACME_MAIN)).find((plan) => plan.planId === 7)?.bundles).toHaveLength(1);

    expect((await as(owner).put('/payment/subscription', { accountId: ACME_MAIN, planId: 7, topUpPercent: 95 })).body).toEqual({
      msg: 'topUpPercent must be a whole number from 0 to 90',
    });
    const off = await as(owner).delete('/payment/subscription', { accountId: ACME_MAIN, planId: 7 });
    expect((off.body as Plan).subscription).toMatchObject({ autoRenew: false, topUpPercent: 0 });
  });

  it('buys no top-up for an account without a saved card', async () => {
    const before = ((await as(owner).get('/account/plans', { accountId: ACME_WEB })).body as { planId: number; bundles: unknown[] }[]).find(
      (plan) => plan.planId === 7,
    );
    await as(owner).put('/payment/subscription', { accountId: ACME_WEB, planId: 7, clicks: 2000, topUpPercent: 90 });
    sandbox.store.countClicks(ACME_WEB, 'bankcode');
    const after = ((await as(owner).get('/account/plans', { accountId: ACME_WEB })).body as { planId: number; bundles: unknown[] }[]).find(
      (plan) => plan.planId === 7,
    );
    expect(after?.bundles).toEqual(before?.bundles);
  });
});
