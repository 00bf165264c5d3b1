import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { graphql, startSandboxGateway, type SandboxGateway, signIn } from './helpers/sandbox-gateway';

// A newly registered organisation's free trials, read and used through /graphql against the sandbox.

const REGISTER = 'mutation R($input: RegistrationInput!, $captchaToken: String!) { register(input: $input, captchaToken: $captchaToken) { userId } }';
const VALIDATE = 'mutation V($code: String!) { validateUser(code: $code) { jwt validated accountId } }';
const PLANS = /* GraphQL */ `
  query P($accountId: ID!) {
    accountPlans(accountId: $accountId) {
      service
      plan
      trial
      status
      remainClicks
      clickLimit
      subscription {
        clicks
        price
        estimatedRenewalDate
      }
    }
  }
`;
const ADDRESS = /* GraphQL */ `
  query A($accountId: ID!, $id: ID!) {
    address(
      accountId: $accountId
      dataset: "uk-paf"
      id: $id
      configuration: { outputFields: 7, labelFormat: FixedTown, townFormat: Uppercase, reserveOrgLine: AsRequired, includeCounty: AsRequired }
    ) {
      address {
        id
      }
      failure {
        code
        message
      }
    }
  }
`;
const EMAIL = 'query E($accountId: ID!, $emails: [String!]!) { emailValidation(accountId: $accountId, emails: $emails) { status failure { code message } } }';
const BANK = 'query B($accountId: ID!) { bankAccountValidation(accountId: $accountId, sortCode: "089999", accountNumber: "66374958") { status } }';

interface Plan {
  service: string;
  plan: string;
  trial: boolean;
  status: string;
  remainClicks: number;
  clickLimit: number;
  subscription: { clicks: number; price: number; estimatedRenewalDate: string | null };
}

let portal: SandboxGateway;

beforeAll(async () => {
  // The shop's return addresses are pages of this portal (return-addresses.test.ts).
  portal = await startSandboxGateway({ PORTAL_ORIGINS: 'http://portal.test' });
});
afterAll(async () => {
  await portal?.close();
});

async function captchaToken(action: string): Promise<string> {
  const res = await fetch(`${portal.sandbox.urls.userServer}/captcha/token?sitekey=${portal.sandbox.captcha.siteKey}&action=${action}`);
  return ((await res.json()) as { token: string }).token;
}

/** Registers a customer through the gateway and validates them with the code from their outbox; answers their validated session. */
async function newCustomer(email: string): Promise<{ jwt: string; accountId: string }> {
  const input = { email, password: 'Secret123', personalName: 'Fay Fresh', companyName: 'Fresh Ltd', country: 'United Kingdom', territory: 'uk' };
  const registered = await graphql(portal.gateway, REGISTER, { input, captchaToken: await captchaToken('signup') });
  expect(registered.errors).toBeUndefined();
  const unvalidated = await signIn(portal.gateway, email, 'Secret123');
  const code = portal.sandbox.store.outboxFor(email).at(-1)?.code;
  const validated = await graphql<{ validateUser: { jwt: string; validated: boolean; accountId: string } }>(
    portal.gateway,
    VALIDATE,
    { code },
    unvalidated.jwt,
  );
  expect(validated.errors).toBeUndefined();
  expect(validated.data!.validateUser.validated).toBe(true);
  return { jwt: validated.data!.validateUser.jwt, accountId: validated.data!.validateUser.accountId };
}

const plansOf = async (accountId: string, jwt: string) => {
  const res = await graphql<{ accountPlans: Plan[] }>(portal.gateway, PLANS, { accountId }, jwt);
  expect(res.errors).toBeUndefined();
  return res.data!.accountPlans;
};

describe('free trials through the gateway', () => {
  it('shows a validated new customer a trial of each service, free and not renewing, and a paying customer none', async () => {
    const { jwt, accountId } = await newCustomer('trial-gateway@fresh.example');
    const trial = { trial: true, status: 'active', remainClicks: 100, clickLimit: 100, subscription: { clicks: 100, price: 0, estimatedRenewalDate: null } };
    expect(await plansOf(accountId, jwt)).toEqual([
      { service: 'address', plan: 'Address Lookup trial', ...trial },
      { service: 'email', plan: 'Email Validation trial', ...trial },
      { service: 'bankcode', plan: 'Payment Validation trial', ...trial },
    ]);
    const acme = await signIn(portal.gateway, 'owner@acme.example');
    expect((await plansOf('103', acme.jwt)).every((plan) => !plan.trial)).toBe(true);
  });

  it('lets the trial retrieve an address, validate an e-mail address and a bank account, each taking one of its clicks', async () => {
    const { jwt, accountId } = await newCustomer('trial-uses@fresh.example');
    const address = await graphql<{ address: { address: { id: string } | null; failure: unknown } }>(
      portal.gateway,
      ADDRESS,
      { accountId, id: 'uk-00001' },
      jwt,
    );
    expect(address.data?.address).toEqual({ address: { id: 'uk-00001' }, failure: null });
    const email = await graphql<{ emailValidation: { status: string; failure: unknown }[] }>(
      portal.gateway,
      EMAIL,
      { accountId, emails: ['jane@gmail.com'] },
      jwt,
    );
    expect(email.data?.emailValidation).toEqual([{ status: 'valid', failure: null }]);
    const bank = await graphql<{ bankAccountValidation: { status: string } }>(portal.gateway, BANK, { accountId }, jwt);
    expect(bank.data?.bankAccountValidation).toEqual({ status: 'valid' });
    expect((await plansOf(accountId, jwt)).map((plan) => [plan.service, plan.remainClicks])).toEqual([
      ['address', 99],
      ['email', 99],
      ['bankcode', 99],
    ]);
  });

  it('says the trial is used up, as a failure of the kind a missing subscription is, once its clicks are gone', async () => {
    const { jwt, accountId } = await newCustomer('trial-used@fresh.example');
    portal.sandbox.store.countClicks(Number(accountId), 'address', 100);
    const res = await graphql<{ address: { address: unknown; failure: { code: string; message: string } | null } }>(
      portal.gateway,
      ADDRESS,
      { accountId, id: 'uk-00001' },
      jwt,
    );
    expect(res.data?.address).toEqual({
      address: null,
      failure: { code: 'NO_SUBSCRIPTION', message: "This account's address lookup trial has used all its clicks: buy a plan to go on" },
    });
  });

  it("refuses another customer the new account's trials", async () => {
    const { accountId } = await newCustomer('trial-private@fresh.example');
    const solo = await signIn(portal.gateway, 'solo@solo.example');
    const res = await graphql(portal.gateway, PLANS, { accountId }, solo.jwt);
    expect(res.data).toBeNull();
    expect(res.errors?.[0]?.extensions).toMatchObject({ code: 'FORBIDDEN' });
  });
});

describe('the shop of an account on its free trials', () => {
  const SHOP_PLANS = `query S($accountId: ID!) { shopPlans(accountId: $accountId, service: address) {
    plan held { status remainClicks trial } unavailableReason } }`;
  const QUOTE = `query Q($items: [BasketItemInput!]!) { basketQuote(items: $items) {
    items { planId } unavailable { planId plan reason } total } }`;
  const ORGANISATION = 'query O($id: ID!) { groupStatus(groupId: $id) { parent { id } } }';
  const CHECKOUT = 'mutation C($input: CheckoutInput!, $captchaToken: String!) { checkout(input: $input, captchaToken: $captchaToken) { orderId } }';
  const BUY_A_PLAN_FIRST = 'Buy a UK Addresses (PAF) plan first: a bundle tops one up';
  const ADDRESS_BUNDLE_1000 = '4';

  it('says a plan held as a trial is a trial, and refuses a bundle for it up front, in the words the shop uses for no plan at all', async () => {
    const { jwt, accountId } = await newCustomer('trial-shop@fresh.example');
    const offer = await graphql<{ shopPlans: { plan: string; held: unknown; unavailableReason: string | null }[] }>(
      portal.gateway,
      SHOP_PLANS,
      { accountId },
      jwt,
    );
    const plans = new Map(offer.data?.shopPlans.map((plan) => [plan.plan, plan]));
    expect(plans.get('Address Lookup 5,000')).toEqual({
      plan: 'Address Lookup 5,000',
      held: { status: 'active', remainClicks: 100, trial: true },
      unavailableReason: null,
    });
    expect(plans.get('Address Lookup Bundle 1,000')?.unavailableReason).toBe(BUY_A_PLAN_FIRST);

    // A bundle in the basket already (put there before, or by a program) is set apart rather than priced.
    const bundle = { accountId, planId: ADDRESS_BUNDLE_1000, clicks: 1000 };
    const quote = await graphql(portal.gateway, QUOTE, { items: [bundle] }, jwt);
    expect(quote.data).toEqual({
      basketQuote: { items: [], unavailable: [{ planId: ADDRESS_BUNDLE_1000, plan: 'Address Lookup Bundle 1,000', reason: BUY_A_PLAN_FIRST }], total: 0 },
    });

    // Checkout refuses it before asking the account manager for an order, not on the way to payment.
    const organisationId = (await graphql<{ groupStatus: { parent: { id: string } } }>(portal.gateway, ORGANISATION, { id: accountId }, jwt)).data?.groupStatus
      .parent.id;
    const orders = () => portal.log.filter((line) => /^upstream \S+ POST \S*checkout/.test(line)).length;
    const before = orders();
    const input = {
      organisationId,
      items: [bundle],
      billing: {
        company: 'Fresh Ltd',
        name: 'Fay Fresh',
        email: 'trial-shop@fresh.example',
        address1: '1 New Street',
        town: 'Leeds',
        postcode: 'LS1 1AA',
        country: 'United Kingdom',
      },
      backUrl: 'http://portal.test/portal/shop/basket',
      paidUrl: 'http://portal.test/portal/shop/thankyou',
    };
    const refused = await graphql(portal.gateway, CHECKOUT, { input, captchaToken: await captchaToken('checkout') }, jwt);
    expect(refused.errors).toMatchObject([
      { message: `Cannot check out: ${BUY_A_PLAN_FIRST}`, extensions: { code: 'BAD_USER_INPUT', argument: 'input.items[0].planId' } },
    ]);
    expect(orders()).toBe(before);
  });
});
