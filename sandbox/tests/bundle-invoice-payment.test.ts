import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningSandbox } from '../src';
import { captchaToken, manualClock, signIn, startTestSandbox } from './support';

const ACME_LTD = 102;
const ACME_MAIN = 103;
const KOALA_PTY = 112;
const KOALA_MAIN = 113;
const billing = {
  company: 'Acme Ltd',
  name: 'Alice Owner',
  email: 'accounts@acme.example',
  address1: '1 High Street',
  town: 'London',
  postcode: 'N1 1AA',
  country: 'UK',
};

interface PlanBody {
  planId: number;
  remainClicks: number;
  bundles: { bundleId: number; planId: number }[];
}

describe("a bundle's invoice: how it was paid and the tax its price holds", () => {
  const clock = manualClock();
  let sandbox: RunningSandbox;
  let owner: string;
  let koala: string;
  const am = () => request(sandbox.urls.accountManager);

  beforeAll(async () => {
    sandbox = await startTestSandbox({ now: clock.now });
    owner = (await signIn(sandbox, 'owner@acme.example')).jwt;
    koala = (await signIn(sandbox, 'koala@koala.example')).jwt;
  });
  afterAll(() => sandbox.close());

  const plansOf = async (jwt: string, accountId: number) =>
    (await am().get('/account/plans').query({ accountId }).set('Authorization', `Bearer ${jwt}`)).body as PlanBody[];

  /** The newest bundle on the account, bought just now. */
  const newestBundle = async (jwt: string, accountId: number) =>
    Math.max(...(await plansOf(jwt, accountId)).flatMap((plan) => plan.bundles.map((bundle) => bundle.bundleId)));

  async function invoiceText(jwt: string, bundleId: number): Promise<string> {
    const link = await am()
      .get('/bundles/invoice')
      .query({ bundleId, backUrl: 'http://portal.test/portal/administration/services' })
      .set('Authorization', `Bearer ${jwt}`);
    expect(link.status).toBe(200);
    return (await request((link.body as { url: string }).url).get('')).text;
  }

  /** Buys the basket as `jwt` and pays on the payment page with the form given. */
  async function buy(jwt: string, organisationId: number, basket: unknown[], form: Record<string, string>): Promise<void> {
    const token = await captchaToken(sandbox, 'checkout');
    const started = await am()
      .post('/shop/checkout')
      .query({ organisationId, token })
      .set('Authorization', `Bearer ${jwt}`)
      .send({ ...billing, backUrl: 'http://portal.test/portal/shop/basket', paidUrl: 'http://portal.test/portal/shop/thankyou', basket });
    expect(started.status, JSON.stringify(started.body)).toBe(200);
    const paid = await am()
      .post(new URL((started.body as { url: string }).url).pathname)
      .type('form')
      .send(form);
    expect(paid.status).toBe(303);
  }

  it('says a bundle staff added was paid on account, with the VAT in its price', async () => {
    const text = await invoiceText(owner, 701);
    expect(text).toContain('<p>Click bundle, paid on account.</p>');
    expect(text).toContain('<dt>Amount</dt><dd>£40.00 incl. VAT</dd>');
    expect(text).toContain('<dt>Includes VAT at 20%</dt><dd>£6.67</dd>');
    expect(text).toContain('<dt>Paid</dt><dd>On account</dd>');
  });

  it('names the saved card a bundle bought in the shop was paid with', async () => {
    await buy(owner, ACME_LTD, [{ accountId: ACME_MAIN, planId: 5, quantity: 10000 }], { method: 'saved' });
    const text = await invoiceText(owner, await newestBundle(owner, ACME_MAIN));
    expect(text).toContain('<p>Click bundle, paid with the Visa card ending 4242.</p>');
    expect(text).not.toContain('paid on account');
    expect(text).toContain('<dt>Amount</dt><dd>£300.00 incl. VAT</dd>');
    expect(text).toContain('<dt>Includes VAT at 20%</dt><dd>£50.00</dd>');
    expect(text).toContain('<dt>Paid</dt><dd>With the Visa card ending 4242</dd>');
  });

  it('names the card typed on the payment page, and GST at 10% in A$ in australia', async () => {
    await buy(koala, KOALA_PTY, [{ accountId: KOALA_MAIN, planId: 23, quantity: 5000 }], {
      name: 'Kim Koala',
      number: '5555 5555 5555 4444',
      expiry: '08/30',
      cvc: '123',
    });
    const text = await invoiceText(koala, await newestBundle(koala, KOALA_MAIN));
    expect(text).toContain('<p>Click bundle, paid with the Mastercard card ending 4444.</p>');
    expect(text).toContain('<dt>Amount</dt><dd>A$338.00 incl. GST</dd>');
    // 338 × 10 / 110 = 30.727…
    expect(text).toContain('<dt>Includes GST at 10%</dt><dd>A$30.73</dd>');
    expect(text).not.toContain('VAT');
  });

  it('names the saved card an automatic top-up was bought with', async () => {
    const bank = (await plansOf(owner, ACME_MAIN)).find((plan) => plan.planId === 7);
    if (!bank) throw new Error('Acme Main holds Payment Validation 2,000');
    const share = Math.min(90, Math.floor(((bank.remainClicks + 1) * 100) / 2000) + 1);
    const on = await am()
      .put('/payment/subscription')
      .query({ accountId: ACME_MAIN, planId: 7, clicks: 2000, topUpPercent: share })
      .set('Authorization', `Bearer ${owner}`);
    expect(on.status).toBe(200);
    sandbox.store.countClicks(ACME_MAIN, 'bankcode');
    const topUp = (await plansOf(owner, ACME_MAIN)).find((plan) => plan.planId === 7)?.bundles[0];
    if (!topUp) throw new Error('the top-up was bought');
    const text = await invoiceText(owner, topUp.bundleId);
    expect(text).toContain('<p>Click bundle, paid with the Visa card ending 4242.</p>');
    expect(text).toContain('<dt>Amount</dt><dd>£90.00 incl. VAT</dd>');
  });
});
