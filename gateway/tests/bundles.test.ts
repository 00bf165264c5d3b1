import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { graphql, signIn as signInAs, startSandboxGateway, type SandboxGateway } from './helpers/sandbox-gateway';
import { refusals, shownByPortal } from './helpers/portal-words';

const ACME_LTD = '102';
const ACME_MAIN = '103';
const ADDRESS_20K = '2';
const ADDRESS_BUNDLE_1K = '4';

const CREATE = /* GraphQL */ `
  mutation Create($organisationId: ID!, $accountId: ID!, $input: NewBundleInput!) {
    createBundle(organisationId: $organisationId, accountId: $accountId, input: $input) {
      accountId
      service
      currency
      bundle {
        bundleId
        planId
        plan
        clicks
        price
        startDate
        endDate
      }
    }
  }
`;
const UPDATE = /* GraphQL */ `
  mutation Update($bundleId: ID!, $input: BundleChangesInput!) {
    updateBundle(bundleId: $bundleId, input: $input) {
      bundle {
        bundleId
        clicks
        price
        startDate
        endDate
      }
    }
  }
`;
const DELETE = 'mutation Delete($bundleId: ID!) { deleteBundle(bundleId: $bundleId) }';
const PLANS = 'query Plans($accountId: ID!) { accountPlans(accountId: $accountId) { service bundles { bundleId clicks } } }';
const PLAN_FIGURES = 'query PlanFigures($accountId: ID!) { accountPlans(accountId: $accountId) { remainClicks clickLimit bundles { clicks price } } }';
const INVOICE = 'query Invoice($bundleId: ID!, $backUrl: String!) { bundleInvoice(bundleId: $bundleId, backUrl: $backUrl) }';

interface Created {
  accountId: string;
  service: string;
  currency: string;
  bundle: { bundleId: string; planId: string; plan: string; clicks: number; price: number; startDate: string; endDate: string };
}

let portal: SandboxGateway;
const jwts = new Map<string, string>();

beforeAll(async () => {
  // The return addresses below is a page of this portal (PORTAL_ORIGINS): the gateway refuses any other (return-addresses.test.ts).
  portal = await startSandboxGateway({ PORTAL_ORIGINS: 'http://localhost:4000' });
  for (const userName of ['sales@provider.example', 'admin@provider.example', 'super@provider.example', 'owner@acme.example', 'member@acme.example']) {
    jwts.set(userName, (await signInAs(portal.gateway, userName)).jwt);
  }
});

afterAll(async () => {
  await portal?.close();
});

const as = (userName: string) => jwts.get(userName) ?? '';
const create = (userName: string, input: Record<string, unknown>, accountId = ACME_MAIN) =>
  graphql<{ createBundle: Created }>(portal.gateway, CREATE, { organisationId: ACME_LTD, accountId, input }, as(userName));
const bundlesOfAcmeMain = async (userName = 'owner@acme.example') => {
  const res = await graphql<{ accountPlans: { service: string; bundles: { bundleId: string; clicks: number }[] }[] }>(
    portal.gateway,
    PLANS,
    { accountId: ACME_MAIN },
    as(userName),
  );
  return res.data?.accountPlans.find((plan) => plan.service === 'address')?.bundles ?? [];
};
const upstreamCalls = (prefix: string) => portal.log.filter((line) => line.startsWith(prefix)).length;

describe('click bundles through the gateway', () => {
  it('lets sales add a bundle, which the owner then sees first among the plan’s bundles', async () => {
    const res = await create('sales@provider.example', { planId: ADDRESS_BUNDLE_1K });
    expect(res.errors).toBeUndefined();
    const created = res.data?.createBundle;
    expect(created).toMatchObject({ accountId: ACME_MAIN, service: 'address', currency: 'GBP' });
    expect(created?.bundle).toMatchObject({ planId: ADDRESS_BUNDLE_1K, plan: 'Address Lookup Bundle 1,000', clicks: 1000, price: 40 });
    const bundles = await bundlesOfAcmeMain();
    expect(bundles[0]).toEqual({ bundleId: created?.bundle.bundleId, clicks: 1000 });
  });

  it('adds a tailored bundle on a subscription plan with clicks, price and dates', async () => {
    const res = await create('admin@provider.example', {
      planId: ADDRESS_20K,
      clicks: 2500,
      price: 75.5,
      startDate: '2030-01-01T00:00:00Z',
      endDate: '2030-06-30T00:00:00Z',
    });
    expect(res.errors).toBeUndefined();
    expect(res.data?.createBundle.bundle).toMatchObject({
      plan: 'Address Lookup 20,000',
      clicks: 2500,
      price: 75.5,
      startDate: '2030-01-01T00:00:00.000Z',
      endDate: '2030-06-30T00:00:00.000Z',
    });
  });

  it('edits a bundle, dropping a start date at or before the epoch, and deletes it', async () => {
    const created = (await create('super@provider.example', { planId: ADDRESS_BUNDLE_1K })).data?.createBundle.bundle;
    const bundleId = created?.bundleId ?? '';
    const update = (input: Record<string, unknown>) =>
      graphql<{ updateBundle: { bundle: Created['bundle'] } }>(portal.gateway, UPDATE, { bundleId, input }, as('sales@provider.example'));

    const edited = await update({ clicks: 1200, price: 45, startDate: '1970-01-01T00:00:00Z' });
    expect(edited.errors).toBeUndefined();
    expect(edited.data?.updateBundle.bundle).toMatchObject({ bundleId, clicks: 1200, price: 45, startDate: created?.startDate });
    // Read as the caller who changed it: the gateway drops that caller's cached plans on a change
    // (another caller's stay for the request cache time, as the request cache allows).
    expect((await bundlesOfAcmeMain('sales@provider.example')).find((bundle) => bundle.bundleId === bundleId)?.clicks).toBe(1200);

    const removed = await graphql<{ deleteBundle: string }>(portal.gateway, DELETE, { bundleId }, as('sales@provider.example'));
    expect(removed.data?.deleteBundle).toBe(bundleId);
    expect((await bundlesOfAcmeMain('sales@provider.example')).map((bundle) => bundle.bundleId)).not.toContain(bundleId);
  });

  it('passes on the service’s refusals with its words', async () => {
    const wrongOrganisation = await graphql(
      portal.gateway,
      CREATE,
      { organisationId: '110', accountId: ACME_MAIN, input: { planId: ADDRESS_BUNDLE_1K } },
      as('sales@provider.example'),
    );
    expect(wrongOrganisation.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_REQUEST',
      action: 'add the bundle',
      msg: 'The account is not in that organisation',
    });
    const missing = await graphql(portal.gateway, UPDATE, { bundleId: '9999', input: { clicks: 5 } }, as('sales@provider.example'));
    expect(missing.errors?.[0]?.extensions).toMatchObject({ code: 'NOT_FOUND', action: 'change the bundle', msg: 'Bundle not found' });
  });

  it('refuses a bundle that ends before it starts, or has no clicks, before asking the service', async () => {
    const before = upstreamCalls('upstream accountManager POST /bundles');
    const backwards = await create('sales@provider.example', { planId: ADDRESS_BUNDLE_1K, startDate: '2030-02-01T00:00:00Z', endDate: '2030-01-01T00:00:00Z' });
    expect(backwards.errors?.[0]).toMatchObject({
      message: 'endDate must be after startDate.',
      extensions: { code: 'BAD_USER_INPUT', argument: 'input.endDate' },
    });
    const none = await create('sales@provider.example', { planId: ADDRESS_BUNDLE_1K, clicks: 0 });
    expect(none.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', argument: 'input.clicks' });
    expect(upstreamCalls('upstream accountManager POST /bundles')).toBe(before);
  });

  it("names the date a change sent when it would fall the wrong side of the bundle's other date", async () => {
    const created = (await create('sales@provider.example', { planId: ADDRESS_BUNDLE_1K, startDate: '2030-01-01T00:00:00Z', endDate: '2030-06-30T00:00:00Z' }))
      .data?.createBundle.bundle;
    const bundleId = created?.bundleId ?? '';
    const update = (input: Record<string, unknown>) =>
      graphql<{ updateBundle: { bundle: Created['bundle'] } }>(portal.gateway, UPDATE, { bundleId, input }, as('sales@provider.example'));

    // Only a start date, after the bundle's end: the caller sent no end date to be "after" anything.
    expect((await update({ startDate: '2030-07-01T00:00:00Z' })).errors?.[0]).toMatchObject({
      message: "Cannot change the bundle: startDate must be before the bundle's end date",
      extensions: {
        code: 'BAD_REQUEST',
        action: 'change the bundle',
        msg: "startDate must be before the bundle's end date",
        argument: 'input.startDate',
        upstreamStatus: 400,
      },
    });
    expect((await update({ endDate: '2029-12-01T00:00:00Z' })).errors?.[0]).toMatchObject({
      message: "Cannot change the bundle: endDate must be after the bundle's start date",
      extensions: { code: 'BAD_REQUEST', msg: "endDate must be after the bundle's start date", argument: 'input.endDate' },
    });
    // Nothing changed: the next change answers the bundle with its dates as they were.
    expect((await update({ clicks: 1000 })).data?.updateBundle.bundle).toMatchObject({
      startDate: '2030-01-01T00:00:00.000Z',
      endDate: '2030-06-30T00:00:00.000Z',
    });
    await graphql(portal.gateway, DELETE, { bundleId }, as('sales@provider.example'));
  });

  it.each([0.001, 39.999, 0.005, 1e-7])('refuses a price of %s, with more than 2 decimal places, on add and change, and saves nothing', async (price) => {
    const message = `price must have at most 2 decimal places (such as 39.99): ${price} has more.`;
    const bundlesBefore = await bundlesOfAcmeMain('sales@provider.example');
    const before = upstreamCalls('upstream accountManager POST /bundles') + upstreamCalls('upstream accountManager PUT /bundles');
    const added = await create('sales@provider.example', { planId: ADDRESS_20K, clicks: 100, price });
    expect(added.data).toBeNull();
    expect(added.errors?.[0]).toMatchObject({ message, extensions: { code: 'BAD_USER_INPUT', argument: 'input.price' } });
    const changed = await graphql(portal.gateway, UPDATE, { bundleId: '701', input: { price } }, as('sales@provider.example'));
    expect(changed.errors?.[0]).toMatchObject({ message, extensions: { code: 'BAD_USER_INPUT', argument: 'input.price' } });
    expect(upstreamCalls('upstream accountManager POST /bundles') + upstreamCalls('upstream accountManager PUT /bundles')).toBe(before);
    expect(await bundlesOfAcmeMain('sales@provider.example')).toEqual(bundlesBefore);
  });

  it.each([0, 0.01, 0.1, 39.99, 599.99, 1000])('takes a price of %s as it is', async (price) => {
    const added = await create('sales@provider.example', { planId: ADDRESS_20K, clicks: 100, price });
    expect(added.errors).toBeUndefined();
    expect(added.data?.createBundle.bundle.price).toBe(price);
    await graphql(portal.gateway, DELETE, { bundleId: added.data?.createBundle.bundle.bundleId }, as('sales@provider.example'));
  });

  it.each([
    ['a price of 1e308', { clicks: 100, price: 1e308 }, 'input.price', 'price must be at most 10,000,000, not 1e+308.'],
    ['a price of 1e21', { clicks: 100, price: 1e21 }, 'input.price', 'price must be at most 10,000,000, not 1e+21.'],
    ['a price a penny over 10,000,000', { clicks: 100, price: 10_000_000.01 }, 'input.price', 'price must be at most 10,000,000, not 10000000.01.'],
    ['a price below 0', { clicks: 100, price: -1 }, 'input.price', 'price must be 0 or more.'],
    ['a click over 1,000,000,000', { clicks: 1_000_000_001, price: 10 }, 'input.clicks', 'clicks must be at most 1,000,000,000, not 1000000001.'],
    ["GraphQL's largest Int of clicks", { clicks: 2_147_483_647, price: 10 }, 'input.clicks', 'clicks must be at most 1,000,000,000, not 2147483647.'],
  ])('refuses a bundle of %s on add and change, before asking the service, and the account’s plans stay readable', async (_name, input, argument, message) => {
    const before = upstreamCalls('upstream accountManager POST /bundles') + upstreamCalls('upstream accountManager PUT /bundles');
    const added = await create('admin@provider.example', { planId: ADDRESS_20K, ...input });
    expect(added.data).toBeNull();
    expect(added.errors?.[0]).toMatchObject({ message, extensions: { code: 'BAD_USER_INPUT', argument } });
    const changed = await graphql(portal.gateway, UPDATE, { bundleId: '701', input }, as('admin@provider.example'));
    expect(changed.errors?.[0]).toMatchObject({ message, extensions: { code: 'BAD_USER_INPUT', argument } });
    expect(upstreamCalls('upstream accountManager POST /bundles') + upstreamCalls('upstream accountManager PUT /bundles')).toBe(before);
    // The owner's plans still read, with no bundle of that price or clicks: one kept pushed the period's clicks past an Int.
    const plans = await graphql<{ accountPlans: { remainClicks: number; bundles: { clicks: number; price: number }[] }[] }>(
      portal.gateway,
      PLAN_FIGURES,
      { accountId: ACME_MAIN },
      as('owner@acme.example'),
    );
    expect(plans.errors).toBeUndefined();
    const bundles = plans.data?.accountPlans.flatMap((plan) => plan.bundles) ?? [];
    expect(bundles.filter((bundle) => bundle.clicks === input.clicks && bundle.price === input.price)).toEqual([]);
  });

  it('takes a bundle of 1,000,000,000 clicks and a price of 10,000,000', async () => {
    const added = await create('admin@provider.example', { planId: ADDRESS_20K, clicks: 1_000_000_000, price: 10_000_000 });
    expect(added.errors).toBeUndefined();
    expect(added.data?.createBundle.bundle).toMatchObject({ clicks: 1_000_000_000, price: 10_000_000 });
    await graphql(portal.gateway, DELETE, { bundleId: added.data?.createBundle.bundle.bundleId }, as('admin@provider.example'));
  });

  it('refuses owners and members every bundle change, before asking the service', async () => {
    const before = upstreamCalls('upstream accountManager');
    for (const userName of ['owner@acme.example', 'member@acme.example']) {
      const added = await create(userName, { planId: ADDRESS_BUNDLE_1K });
      expect(added.errors?.[0]?.extensions).toMatchObject({ code: 'FORBIDDEN', action: 'add the bundle' });
      expect(shownByPortal(added.errors?.[0]?.extensions)).toBe(refusals.owner);
      const edited = await graphql(portal.gateway, UPDATE, { bundleId: '701', input: { clicks: 5 } }, as(userName));
      expect(edited.errors?.[0]?.extensions).toMatchObject({ code: 'FORBIDDEN', action: 'change the bundle' });
      const removed = await graphql(portal.gateway, DELETE, { bundleId: '701' }, as(userName));
      expect(removed.errors?.[0]?.extensions).toMatchObject({ code: 'FORBIDDEN', action: 'delete the bundle' });
    }
    expect(upstreamCalls('upstream accountManager')).toBe(before);
  });

  it('gives the owner the invoice page’s address, and refuses a member', async () => {
    const backUrl = 'http://localhost:4000/portal/administration/services';
    const owner = await graphql<{ bundleInvoice: string }>(portal.gateway, INVOICE, { bundleId: '701', backUrl }, as('owner@acme.example'));
    expect(owner.errors).toBeUndefined();
    const page = await fetch(owner.data?.bundleInvoice ?? '');
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('Invoice INV-B701');
    expect(html).toContain(`href="${backUrl}"`);

    const member = await graphql(portal.gateway, INVOICE, { bundleId: '701', backUrl }, as('member@acme.example'));
    expect(member.errors?.[0]?.extensions).toMatchObject({ code: 'FORBIDDEN', action: 'open the invoice' });
    const script = await graphql(portal.gateway, INVOICE, { bundleId: '701', backUrl: 'javascript:alert(1)' }, as('owner@acme.example'));
    expect(script.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', argument: 'backUrl' });
  });
});
