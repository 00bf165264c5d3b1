import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningSandbox } from '../src';
import { addressCatalogue, UK_DATASET } from '../src/addresses/catalogue';
import { captchaToken, groupIdByName, manualClock, outbox, signIn, startTestSandbox, userServer } from './support';

interface AccountPlanBody {
  service: string;
  plan: string;
  planId: number;
  trial: boolean;
  status: string;
  remainClicks: number;
  endDate: number;
  subscription: { clicks: number; price: number; estimatedRenewalDate: number };
}

const DAY = 86_400;
const NEW_CO = 114;
const NEW_MAIN = 115;
const firstUkAddress = addressCatalogue().addresses(UK_DATASET)[0]!.id;

describe('free trials for a newly registered organisation', () => {
  const clock = manualClock();
  const now = () => Math.floor(clock.now() / 1000);
  let sandbox: RunningSandbox;
  const am = () => request(sandbox.urls.accountManager);

  beforeAll(async () => {
    sandbox = await startTestSandbox({ now: clock.now });
  });
  afterAll(() => sandbox.close());

  /** Registers someone, and answers their session (still unvalidated) and their account. */
  async function register(email: string, territory = 'uk') {
    const token = await captchaToken(sandbox, 'signup');
    const body = { email, password: 'Fr3shStart', personalName: 'Freya Fresh', companyName: `Company of ${email}`, country: 'Somewhere', territory };
    expect((await userServer(sandbox).post('/users').query({ token }).send(body)).status).toBe(201);
    const session = await signIn(sandbox, email, {}, 'Fr3shStart');
    return { jwt: session.jwt, accountId: session.accountId as number };
  }

  async function validate(email: string, jwt: string) {
    const code = (await outbox(sandbox, email)).at(-1)?.code;
    const response = await userServer(sandbox).put('/validate').set('Authorization', `Bearer ${jwt}`).send({ code });
    expect(response.body).toEqual({ validated: true });
  }

  async function plansOf(accountId: number, jwt: string): Promise<AccountPlanBody[]> {
    const response = await am().get('/account/plans').query({ accountId }).set('Authorization', `Bearer ${jwt}`);
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    return response.body as AccountPlanBody[];
  }

  it('gives a uk account 100 clicks of address lookup, e-mail and payment validation for 30 days once its owner validates', async () => {
    const { jwt, accountId } = await register('trial-uk@fresh.example');
    expect(await plansOf(accountId, jwt)).toEqual([]);
    await validate('trial-uk@fresh.example', jwt);

    const plans = await plansOf(accountId, jwt);
    expect(
      plans.map(({ service, plan, planId, trial, status, remainClicks, endDate, subscription }) => ({
        service,
        plan,
        planId,
        trial,
        status,
        remainClicks,
        endDate,
        subscription,
      })),
    ).toEqual([
      {
        service: 'address',
        plan: 'Address Lookup trial',
        planId: 1,
        trial: true,
        status: 'active',
        remainClicks: 100,
        endDate: now() + 30 * DAY,
        subscription: expect.objectContaining({ clicks: 100, price: 0, estimatedRenewalDate: 0 }),
      },
      {
        service: 'email',
        plan: 'Email Validation trial',
        planId: 9,
        trial: true,
        status: 'active',
        remainClicks: 100,
        endDate: now() + 30 * DAY,
        subscription: expect.objectContaining({ clicks: 100, price: 0, estimatedRenewalDate: 0 }),
      },
      {
        service: 'bankcode',
        plan: 'Payment Validation trial',
        planId: 7,
        trial: true,
        status: 'active',
        remainClicks: 100,
        endDate: now() + 30 * DAY,
        subscription: expect.objectContaining({ clicks: 100, price: 0, estimatedRenewalDate: 0 }),
      },
    ]);
    // Someone else may not read them.
    const owner = await signIn(sandbox, 'owner@acme.example');
    expect((await am().get('/account/plans').query({ accountId }).set('Authorization', `Bearer ${owner.jwt}`)).body).toEqual({
      msg: 'Not allowed to read that account',
    });
  });

  it('gives an australia account no payment validation trial, as its shop sells none', async () => {
    const { jwt, accountId } = await register('trial-au@fresh.example', 'australia');
    await validate('trial-au@fresh.example', jwt);
    expect((await plansOf(accountId, jwt)).map(({ plan, planId }) => [plan, planId])).toEqual([
      ['Address Lookup trial', 21],
      ['Email Validation trial', 24],
    ]);
  });

  it('gives the seeded New Co its trials when new@new.example validates with 123456, and never twice', async () => {
    const session = await signIn(sandbox, 'new@new.example');
    expect(await plansOf(NEW_MAIN, session.jwt)).toEqual([]);
    await userServer(sandbox).put('/validate').set('Authorization', `Bearer ${session.jwt}`).send({ code: '123456' });
    expect((await plansOf(NEW_MAIN, session.jwt)).map((plan) => plan.trial)).toEqual([true, true, true]);
    // A second validation (a new code asked for and confirmed) starts nothing more.
    await userServer(sandbox).get('/validate').set('Authorization', `Bearer ${session.jwt}`);
    await validate('new@new.example', session.jwt);
    expect(await plansOf(NEW_MAIN, session.jwt)).toHaveLength(3);
    expect(await groupIdByName(sandbox, 'New Co')).toBe(NEW_CO);
  });

  it('counts a trial click per address retrieved, refuses once the 100 are used, and charges nothing', async () => {
    const { jwt, accountId } = await register('trial-clicks@fresh.example');
    await validate('trial-clicks@fresh.example', jwt);
    const retrieve = () =>
      request(sandbox.urls.addressLookup).get(`/json/${UK_DATASET}`).query({ q: firstUkAddress, accId: accountId }).set('Authorization', `Bearer ${jwt}`);

    expect((await retrieve()).status).toBe(200);
    expect((await plansOf(accountId, jwt)).find((plan) => plan.service === 'address')?.remainClicks).toBe(99);
    sandbox.store.countClicks(accountId, 'address', 99);
    const refused = await retrieve();
    expect([refused.status, refused.body]).toEqual([402, { msg: "This account's address lookup trial has used all its clicks: buy a plan to go on" }]);
    expect((await plansOf(accountId, jwt)).find((plan) => plan.service === 'address')?.remainClicks).toBe(0);

    const charges = await am().get('/charges').query({ accountId }).set('Authorization', `Bearer ${jwt}`);
    expect(charges.body).toEqual([]);
    const canDelete = await am().get('/account/candelete').query({ accountId }).set('Authorization', `Bearer ${jwt}`);
    expect(canDelete.body).toEqual({ canDelete: true, msg: null });
    const renew = await am().put('/payment/subscription').query({ accountId, planId: 1 }).set('Authorization', `Bearer ${jwt}`);
    expect([renew.status, renew.body]).toEqual([400, { msg: 'A free trial does not renew: buy the plan in the shop' }]);
  });

  it('ends the trial when the plan is bought: the plan starts afresh, and only then takes a bundle', async () => {
    const { jwt, accountId } = await register('trial-buys@fresh.example');
    await validate('trial-buys@fresh.example', jwt);
    sandbox.store.countClicks(accountId, 'address', 40);
    const organisationId = sandbox.store.getGroup(accountId)!.parentId!;
    const checkout = async (basket: unknown[]) => {
      const token = await captchaToken(sandbox, 'checkout');
      const billing = {
        company: 'Fresh',
        name: 'Freya Fresh',
        email: 'trial-buys@fresh.example',
        address1: '1 High Street',
        town: 'Bath',
        postcode: 'BA1 1AA',
        country: 'United Kingdom',
      };
      return am()
        .post('/shop/checkout')
        .query({ organisationId, token })
        .set('Authorization', `Bearer ${jwt}`)
        .send({ ...billing, backUrl: 'http://portal.test/portal/shop/basket', paidUrl: 'http://portal.test/portal/shop/thankyou', basket });
    };
    const bundleFirst = await checkout([{ accountId, planId: 4, quantity: 1000 }]);
    expect(bundleFirst.body).toEqual({ msg: 'Buy a UK Addresses (PAF) plan first: a bundle tops one up' });

    const ordered = await checkout([{ accountId, planId: 1, quantity: 5000 }]);
    expect(ordered.status, JSON.stringify(ordered.body)).toBe(200);
    const paid = await am()
      .post(new URL((ordered.body as { url: string }).url).pathname)
      .type('form')
      .send({ name: 'Freya Fresh', number: '4242 4242 4242 4242', expiry: '12/30', cvc: '123' });
    expect(paid.status).toBe(303);

    const address = (await plansOf(accountId, jwt)).filter((plan) => plan.service === 'address');
    expect(address.map(({ plan, trial, remainClicks }) => ({ plan, trial, remainClicks }))).toEqual([
      { plan: 'Address Lookup 5,000', trial: false, remainClicks: 5000 },
    ]);
    expect((await checkout([{ accountId, planId: 4, quantity: 1000 }])).status).toBe(200);
  });
});
