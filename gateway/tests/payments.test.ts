import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { graphql, signIn, startSandboxGateway, type SandboxGateway } from './helpers/sandbox-gateway';
import { refusals, shownByPortal } from './helpers/portal-words';

const ACME_MAIN = '103';
const ACME_WEB = '104';

const DETAILS = 'query D($accountId: ID!) { paymentDetails(accountId: $accountId) { billingEmail lastFour brand expiryMonth expiryYear } }';
const REPLACE = 'mutation R($accountId: ID!, $backUrl: String!) { replacePaymentDetails(accountId: $accountId, backUrl: $backUrl) { checkoutUrl } }';
const REMOVE = 'mutation X($accountId: ID!) { removePaymentDetails(accountId: $accountId) }';
const USERS = 'query U($accountId: ID!) { paymentUsers(accountId: $accountId) { userId name personalName } }';
const ADD_USER = 'mutation A($accountId: ID!, $userId: ID!) { addPaymentUser(accountId: $accountId, userId: $userId) { userId name } }';
const REMOVE_USER = 'mutation B($accountId: ID!, $userId: ID!) { removePaymentUser(accountId: $accountId, userId: $userId) { userId name } }';
const RENEWAL_FIELDS = 'planId plan service on clicks price currency endDate estimatedRenewalDate topUpPercent topUpExpectedDate';
const RENEWALS = `query N($accountId: ID!) { automaticRenewals(accountId: $accountId) { ${RENEWAL_FIELDS} } }`;
const SET_RENEWAL = `mutation S($accountId: ID!, $planId: ID!, $clicks: Int!, $topUpPercent: Int) {
  setAutomaticRenewal(accountId: $accountId, planId: $planId, clicks: $clicks, topUpPercent: $topUpPercent) { ${RENEWAL_FIELDS} } }`;
const STOP_RENEWAL = `mutation T($accountId: ID!, $planId: ID!) { stopAutomaticRenewal(accountId: $accountId, planId: $planId) { ${RENEWAL_FIELDS} } }`;

interface Renewal {
  planId: string;
  plan: string;
  service: string;
  on: boolean;
  clicks: number;
  price: number;
  currency: string;
  endDate: string;
  estimatedRenewalDate: string | null;
  topUpPercent: number | null;
  topUpExpectedDate: string | null;
}
type Failure = { message: string; extensions: Record<string, unknown> }[] | undefined;

let portal: SandboxGateway;
let owner: string;
let member: string;
let staff: string;

beforeAll(async () => {
  // The return addresses below are pages of this portal (PORTAL_ORIGINS): the gateway refuses any other (return-addresses.test.ts).
  portal = await startSandboxGateway({ PORTAL_ORIGINS: 'http://portal.test' });
  [owner, member, staff] = (
    await Promise.all(['owner@acme.example', 'member@acme.example', 'super@provider.example'].map((name) => signIn(portal.gateway, name)))
  ).map((session) => session.jwt);
});
afterAll(async () => {
  await portal.close();
});

function expectRefused(errors: Failure, code: string, msg: string) {
  expect(errors?.[0]?.extensions).toMatchObject({ code });
  expect(shownByPortal(errors?.[0]?.extensions)).toBe(msg);
}

/** Every payment call with the arguments that would work for the owner of Acme Main. */
const everyCall: [string, string, Record<string, unknown>][] = [
  ['paymentDetails', DETAILS, { accountId: ACME_MAIN }],
  ['replacePaymentDetails', REPLACE, { accountId: ACME_MAIN, backUrl: 'http://portal.test/portal/shop' }],
  ['removePaymentDetails', REMOVE, { accountId: ACME_MAIN }],
  ['paymentUsers', USERS, { accountId: ACME_MAIN }],
  ['addPaymentUser', ADD_USER, { accountId: ACME_MAIN, userId: '2' }],
  ['removePaymentUser', REMOVE_USER, { accountId: ACME_MAIN, userId: '1' }],
  ['automaticRenewals', RENEWALS, { accountId: ACME_MAIN }],
  ['setAutomaticRenewal', SET_RENEWAL, { accountId: ACME_MAIN, planId: '9', clicks: 2000 }],
  ['stopAutomaticRenewal', STOP_RENEWAL, { accountId: ACME_MAIN, planId: '9' }],
];

describe('who may use the payment calls', () => {
  it.each(everyCall)('%s refuses a member and staff who do not own the account, before asking the service', async (_name, query, variables) => {
    for (const jwt of [member, staff]) {
      const before = portal.log.length;
      const res = await graphql(portal.gateway, query, variables, jwt);
      expectRefused(res.errors, 'FORBIDDEN', refusals.owner);
      expect(portal.log.slice(before).filter((line) => line.startsWith('upstream accountManager'))).toEqual([]);
    }
  });

  it.each(everyCall)("%s refuses the owner of a referrer partner's account with the partner type refusal", async (_name, query, variables) => {
    const referrer = (await signIn(portal.gateway, 'referrer@referral.example')).jwt;
    const res = await graphql(portal.gateway, query, { ...variables, accountId: '109' }, referrer);
    expectRefused(res.errors, 'FORBIDDEN', refusals.referrer);
  });

  it.each(everyCall)('%s asks for a session', async (_name, query, variables) => {
    const res = await graphql(portal.gateway, query, variables);
    expect(res.errors?.[0]?.extensions.code).toBe('UNAUTHENTICATED');
  });
});

describe('the saved card', () => {
  it('reads the saved card, and none for an account without one', async () => {
    const res = await graphql<{ paymentDetails: unknown }>(portal.gateway, DETAILS, { accountId: ACME_MAIN }, owner);
    expect(res.data?.paymentDetails).toEqual({ billingEmail: 'accounts@acme.example', lastFour: '4242', brand: 'Visa', expiryMonth: 12, expiryYear: 2030 });
    const none = await graphql<{ paymentDetails: unknown }>(portal.gateway, DETAILS, { accountId: ACME_WEB }, owner);
    expect(none).toEqual({ data: { paymentDetails: null } });
  });

  it('replaces the card through the page the provider hands out, and shows the new one at once', async () => {
    await graphql(portal.gateway, DETAILS, { accountId: ACME_MAIN }, owner);
    const res = await graphql<{ replacePaymentDetails: { checkoutUrl: string } }>(
      portal.gateway,
      REPLACE,
      { accountId: ACME_MAIN, backUrl: 'http://portal.test/portal/shop' },
      owner,
    );
    const page = new URL(res.data?.replacePaymentDetails.checkoutUrl ?? '');
    expect(page.origin).toBe(portal.sandbox.urls.accountManager);
    const saved = await request(page.origin)
      .post(page.pathname)
      .type('form')
      .send({ name: 'Alice Owner', number: '5555 5555 5555 4444', expiry: '08/29', cvc: '123' });
    expect(saved.headers.location).toBe('http://portal.test/portal/shop?card=saved');
    const details = await graphql<{ paymentDetails: unknown }>(portal.gateway, DETAILS, { accountId: ACME_MAIN }, owner);
    expect(details.data?.paymentDetails).toEqual({
      billingEmail: 'accounts@acme.example',
      lastFour: '4444',
      brand: 'Mastercard',
      expiryMonth: 8,
      expiryYear: 2029,
    });
  });

  it('refuses a back address that is not a page of the portal', async () => {
    const res = await graphql(portal.gateway, REPLACE, { accountId: ACME_MAIN, backUrl: 'javascript:alert(1)' }, owner);
    expect(res.errors).toMatchObject([{ extensions: { code: 'BAD_USER_INPUT', argument: 'backUrl' } }]);
  });

  it('removes the card, and says so when there is none', async () => {
    expect((await graphql(portal.gateway, REMOVE, { accountId: ACME_MAIN }, owner)).data).toEqual({ removePaymentDetails: true });
    expect((await graphql(portal.gateway, DETAILS, { accountId: ACME_MAIN }, owner)).data).toEqual({ paymentDetails: null });
    const again = await graphql(portal.gateway, REMOVE, { accountId: ACME_MAIN }, owner);
    expectRefused(again.errors, 'NOT_FOUND', 'No saved payment details');
  });
});

describe('payment users', () => {
  it('lists, adds and removes the users who may pay', async () => {
    const listed = await graphql<{ paymentUsers: { userId: string; name: string }[] }>(portal.gateway, USERS, { accountId: ACME_MAIN }, owner);
    expect(listed.data?.paymentUsers.map((user) => [user.userId, user.name])).toEqual([['1', 'owner@acme.example']]);
    const added = await graphql<{ addPaymentUser: { userId: string }[] }>(portal.gateway, ADD_USER, { accountId: ACME_MAIN, userId: '2' }, owner);
    expect(added.data?.addPaymentUser.map((user) => user.userId)).toEqual(['1', '2']);
    expect((await graphql<{ paymentUsers: unknown[] }>(portal.gateway, USERS, { accountId: ACME_MAIN }, owner)).data?.paymentUsers).toHaveLength(2);
    const removed = await graphql<{ removePaymentUser: { userId: string }[] }>(portal.gateway, REMOVE_USER, { accountId: ACME_MAIN, userId: '2' }, owner);
    expect(removed.data?.removePaymentUser.map((user) => user.userId)).toEqual(['1']);
  });

  it('refuses a user who does not use the account as one who does not exist, before asking the service', async () => {
    const res = await graphql(portal.gateway, ADD_USER, { accountId: ACME_MAIN, userId: '5' }, owner);
    expectRefused(res.errors, 'FORBIDDEN', 'That user does not belong to this account');
    const nobody = await graphql(portal.gateway, ADD_USER, { accountId: ACME_MAIN, userId: '987654' }, owner);
    expect(nobody.errors?.[0]?.extensions).toEqual(res.errors?.[0]?.extensions);
    expect((await graphql(portal.gateway, ADD_USER, { accountId: ACME_MAIN, userId: 'five' }, owner)).errors?.[0]?.extensions.code).toBe('BAD_USER_INPUT');
  });
});

describe('automatic renewals', () => {
  it('lists each subscription renewing with its clicks, price and renewal date', async () => {
    const res = await graphql<{ automaticRenewals: Renewal[] }>(portal.gateway, RENEWALS, { accountId: ACME_MAIN }, owner);
    const renewals = res.data?.automaticRenewals ?? [];
    expect(renewals.map((renewal) => [renewal.plan, renewal.on, renewal.clicks, renewal.price, renewal.currency])).toEqual([
      ['Address Lookup 20,000', true, 20000, 450, 'GBP'],
      ['Email Validation 2,000', true, 2000, 60, 'GBP'],
      ['Payment Validation 2,000', true, 2000, 90, 'GBP'],
    ]);
    for (const renewal of renewals) expect(renewal.estimatedRenewalDate).toBe(renewal.endDate);
  });

  it('switches one off and on again with other clicks, priced from the plan, and the change shows at once', async () => {
    await graphql(portal.gateway, RENEWALS, { accountId: ACME_MAIN }, owner);
    const off = await graphql<{ stopAutomaticRenewal: Renewal }>(portal.gateway, STOP_RENEWAL, { accountId: ACME_MAIN, planId: '9' }, owner);
    expect(off.data?.stopAutomaticRenewal).toMatchObject({ planId: '9', on: false, estimatedRenewalDate: null });
    const listed = await graphql<{ automaticRenewals: Renewal[] }>(portal.gateway, RENEWALS, { accountId: ACME_MAIN }, owner);
    expect(listed.data?.automaticRenewals.find((renewal) => renewal.planId === '9')?.on).toBe(false);

    const on = await graphql<{ setAutomaticRenewal: Renewal }>(portal.gateway, SET_RENEWAL, { accountId: ACME_MAIN, planId: '9', clicks: 4000 }, owner);
    expect(on.data?.setAutomaticRenewal).toMatchObject({ planId: '9', on: true, clicks: 4000, price: 108 });
    expect(on.data?.setAutomaticRenewal.estimatedRenewalDate).toBe(on.data?.setAutomaticRenewal.endDate);
  });

  it('switches automatic top-up on with a share, says when it is expected, and off with the renewal', async () => {
    const on = await graphql<{ setAutomaticRenewal: Renewal }>(
      portal.gateway,
      SET_RENEWAL,
      { accountId: ACME_MAIN, planId: '7', clicks: 2000, topUpPercent: 85 },
      owner,
    );
    const renewal = on.data?.setAutomaticRenewal;
    expect(renewal).toMatchObject({ planId: '7', on: true, topUpPercent: 85 });
    // Acme Main's payment validation is in use with close to 85% of its 2,000 clicks left: a top-up comes within its period.
    const expected = Date.parse(renewal?.topUpExpectedDate ?? '');
    expect(expected).toBeGreaterThan(Date.now() - 86_400_000);
    expect(expected).toBeLessThan(Date.parse(renewal?.endDate ?? ''));

    const kept = await graphql<{ setAutomaticRenewal: Renewal }>(portal.gateway, SET_RENEWAL, { accountId: ACME_MAIN, planId: '7', clicks: 2000 }, owner);
    expect(kept.data?.setAutomaticRenewal.topUpPercent).toBe(85);
    const refused = await graphql(portal.gateway, SET_RENEWAL, { accountId: ACME_MAIN, planId: '7', clicks: 2000, topUpPercent: 95 }, owner);
    expect(refused.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', argument: 'topUpPercent' });

    const off = await graphql<{ stopAutomaticRenewal: Renewal }>(portal.gateway, STOP_RENEWAL, { accountId: ACME_MAIN, planId: '7' }, owner);
    expect(off.data?.stopAutomaticRenewal).toMatchObject({ on: false, topUpPercent: null, topUpExpectedDate: null });
  });

  it('refuses clicks outside the plan, and a plan the account does not hold', async () => {
    expectRefused(
      (await graphql(portal.gateway, SET_RENEWAL, { accountId: ACME_MAIN, planId: '9', clicks: 10 }, owner)).errors,
      'BAD_REQUEST',
      'clicks: quantity must be a whole number of clicks from 2000 to 1000000',
    );
    expect((await graphql(portal.gateway, SET_RENEWAL, { accountId: ACME_MAIN, planId: '9', clicks: 0 }, owner)).errors?.[0]?.extensions.code).toBe(
      'BAD_USER_INPUT',
    );
    expectRefused((await graphql(portal.gateway, STOP_RENEWAL, { accountId: ACME_MAIN, planId: '11' }, owner)).errors, 'NOT_FOUND', 'Subscription not found');
  });
});
