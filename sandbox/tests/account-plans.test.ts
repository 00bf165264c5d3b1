import { SignJWT } from 'jose';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningSandbox } from '../src';
import { groupIdByName, manualClock, signIn, startTestSandbox } from './support';

interface AccountPlanBody {
  service: string;
  plan: string;
  planId: number;
  datasetRef: string;
  endDate: number;
  estimatedExpiryDate: number;
  remainClicks: number;
  averageClicks: number;
  clicksConsumedInPeriod: number;
  clickConsumptionChange: number;
  status: string;
  deprecated: boolean;
  deprecatedByPlan: string | null;
  deprecatedByPlanId: number | null;
  currency: string;
  bundles: { bundleId: number; planId: number; plan: string; clicks: number; price: number; purchaseDate: number; startDate: number; endDate: number }[];
  subscription: { clicks: number; price: number; estimatedRenewalDate: number };
}

describe('GET /account/plans', () => {
  const clock = manualClock();
  let sandbox: RunningSandbox;

  beforeAll(async () => {
    sandbox = await startTestSandbox({ now: clock.now });
  });
  afterAll(() => sandbox.close());

  async function plansOf(userName: string, accountId: number | string) {
    const session = await signIn(sandbox, userName);
    return request(sandbox.urls.accountManager).get('/account/plans').query({ accountId }).set('Authorization', `Bearer ${session.jwt}`);
  }

  it('gives the owner of Acme Main its three subscriptions in GBP, with prices', async () => {
    const acmeMain = await groupIdByName(sandbox, 'Acme Main');
    expect(acmeMain).toBe(103);
    const response = await plansOf('owner@acme.example', acmeMain);
    expect(response.status).toBe(200);
    const plans = response.body as AccountPlanBody[];
    expect(plans.map((plan) => [plan.service, plan.plan, plan.datasetRef, plan.currency, plan.subscription.price])).toEqual([
      ['address', 'Address Lookup 20,000', 'PAF', 'GBP', 450],
      ['email', 'Email Validation 2,000', 'EMAIL', 'GBP', 60],
      ['bankcode', 'Payment Validation 2,000', 'BANK', 'GBP', 90],
    ]);
    const now = Math.floor(clock.now() / 1000);
    for (const plan of plans) {
      expect(plan).toMatchObject({ status: 'active', deprecated: false, deprecatedByPlan: null, deprecatedByPlanId: null });
      expect(plan.endDate).toBeGreaterThan(now);
      expect(plan.subscription.estimatedRenewalDate).toBe(plan.endDate);
      expect(plan.clicksConsumedInPeriod).toBeGreaterThan(0);
      expect(plan.averageClicks).toBeCloseTo(plan.clicksConsumedInPeriod / 30, 1);
      expect(plan.remainClicks).toBeGreaterThan(0);
      expect(plan.remainClicks).toBeLessThan(plan.subscription.clicks + plan.bundles.reduce((sum, bundle) => sum + bundle.clicks, 0));
      // The run-out at the recent rate, whether it comes before the end of the period or after it.
      const today = Math.floor(now / 86_400) * 86_400;
      expect(plan.estimatedExpiryDate).toBe(today + Math.ceil(plan.remainClicks / plan.averageClicks) * 86_400);
    }
    expect(plans[0]!.bundles).toEqual([expect.objectContaining({ bundleId: 701, plan: 'Address Lookup Bundle 1,000', clicks: 1000, price: 40 })]);
    expect(plans[0]!.subscription.clicks).toBe(20_000);
  });

  it('sorts bundles by bundleId, newest first', async () => {
    const acmeMain = await groupIdByName(sandbox, 'Acme Main');
    const subscription = sandbox.store.subscriptions.find((candidate) => candidate.accountId === acmeMain && candidate.service === 'address')!;
    const first = subscription.bundles[0]!;
    subscription.bundles.push({ ...first, bundleId: 699 }, { ...first, bundleId: 702 });
    try {
      const response = await plansOf('owner@acme.example', acmeMain);
      expect((response.body as AccountPlanBody[])[0]!.bundles.map((bundle) => bundle.bundleId)).toEqual([702, 701, 699]);
    } finally {
      subscription.bundles.splice(1);
    }
  });

  it('gives the owner of Koala Main its two subscriptions in AUD', async () => {
    const response = await plansOf('koala@koala.example', await groupIdByName(sandbox, 'Koala Main'));
    expect(response.status).toBe(200);
    const plans = response.body as AccountPlanBody[];
    expect(plans.map((plan) => [plan.service, plan.currency, plan.subscription.price])).toEqual([
      ['address', 'AUD', 280],
      ['email', 'AUD', 110],
    ]);
  });

  it('lets a member read their account, a partner owner the accounts below, and staff any account', async () => {
    const acmeMain = await groupIdByName(sandbox, 'Acme Main');
    for (const userName of ['member@acme.example', 'partner@northwind.example', 'sales@provider.example']) {
      const response = await plansOf(userName, acmeMain);
      expect(response.status, userName).toBe(200);
      expect((response.body as AccountPlanBody[]).length).toBe(3);
    }
  });

  it('refuses a member an account they do not belong to, and anyone else', async () => {
    const acmeWeb = await groupIdByName(sandbox, 'Acme Web');
    expect(acmeWeb).toBe(104);
    const member = await plansOf('member@acme.example', acmeWeb);
    expect(member.status).toBe(403);
    expect(member.body).toEqual({ msg: 'Not allowed to read that account' });
    expect((await plansOf('koala@koala.example', acmeWeb)).status).toBe(403);
  });

  it('answers 404 for an unknown account or a group that is not one, and checks the id', async () => {
    const notFound = await plansOf('admin@provider.example', 999);
    expect(notFound.status).toBe(404);
    expect(notFound.body).toEqual({ msg: 'Account not found' });
    expect((await plansOf('owner@acme.example', await groupIdByName(sandbox, 'Acme Ltd'))).status).toBe(404);
    const bad = await plansOf('owner@acme.example', 'abc');
    expect(bad.status).toBe(400);
    expect(bad.body).toEqual({ msg: 'accountId must be a positive whole number' });
    const session = await signIn(sandbox, 'owner@acme.example');
    const missing = await request(sandbox.urls.accountManager).get('/account/plans').set('Authorization', `Bearer ${session.jwt}`);
    expect(missing.body).toEqual({ msg: 'accountId is required' });
  });

  it('answers an account without subscriptions with an empty list', async () => {
    const response = await plansOf('new@new.example', await groupIdByName(sandbox, 'New Main'));
    expect(response.status).toBe(200);
    expect(response.body).toEqual([]);
  });

  it('verifies the bearer token as the user server does', async () => {
    const acmeMain = await groupIdByName(sandbox, 'Acme Main');
    const owner = await signIn(sandbox, 'owner@acme.example');
    const [header, payload, signature] = owner.jwt.split('.');
    const forged = `${header}.${payload}.${signature!.startsWith('A') ? 'B' : 'A'}${signature!.slice(1)}`;
    const now = Math.floor(clock.now() / 1000);
    const otherSecret = await new SignJWT({ userName: 'owner@acme.example', roles: ['super'], territory: 'uk', validated: true })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(String(owner.id))
      .setIssuedAt(now)
      .setExpirationTime(now + 60)
      .sign(new TextEncoder().encode('another-secret-0123456789abcdef'));
    for (const authorization of [`Bearer ${forged}`, `Bearer ${otherSecret}`, 'Bearer ', undefined]) {
      let call = request(sandbox.urls.accountManager).get('/account/plans').query({ accountId: acmeMain });
      if (authorization) call = call.set('Authorization', authorization);
      const response = await call;
      expect(response.status).toBe(401);
      expect(response.body).toEqual({ msg: 'Authentication Failure' });
    }
  });

  it('refuses a token once it expires, or once its user is locked', async () => {
    const solo = await signIn(sandbox, 'solo@solo.example');
    const soloMain = await groupIdByName(sandbox, 'Solo Main');
    const call = () => request(sandbox.urls.accountManager).get('/account/plans').query({ accountId: soloMain }).set('Authorization', `Bearer ${solo.jwt}`);
    expect((await call()).status).toBe(200);
    sandbox.store.setUserLocked(solo.id, true);
    expect((await call()).status).toBe(401);
    sandbox.store.setUserLocked(solo.id, false);
    clock.advanceSeconds(3600);
    expect((await call()).status).toBe(401);
  });
});
