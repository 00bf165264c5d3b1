import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { graphql, signIn, startSandboxGateway, type SandboxGateway } from './helpers/sandbox-gateway';

const REFUSAL = 'Only admin and super users may administer datasets and plans';

const PLAN_FIELDS = `id name description dataset { id name datasetRef } service duration availableStart availableEnd calculator
  pricing { clicks price } formula territory currency allowTest displayOrder
  filters { id description category displayOrder } comparisons { id description displayOrder } subscriptionCount
  createdDate createdBy { id name } updatedDate updatedBy { id name }`;
const PLANS = `query { cataloguePlans { id name territory displayOrder } }`;
const PLAN = `query P($id: ID!) { cataloguePlan(id: $id) { ${PLAN_FIELDS} } }`;
const CREATE_PLAN = `mutation C($input: CataloguePlanInput!) { createPlan(input: $input) { ${PLAN_FIELDS} } }`;
const UPDATE_PLAN = `mutation U($id: ID!, $input: CataloguePlanInput!) { updatePlan(id: $id, input: $input) { ${PLAN_FIELDS} } }`;
const DELETE_PLAN = `mutation D($id: ID!) { deletePlan(id: $id) }`;
const ADD_FILTER = `mutation F($planId: ID!, $input: CataloguePlanFilterInput!) { createPlanFilter(planId: $planId, input: $input) { id filters { id description category displayOrder } } }`;
const UPDATE_FILTER = `mutation F($planId: ID!, $filterId: ID!, $input: CataloguePlanFilterInput!) { updatePlanFilter(planId: $planId, filterId: $filterId, input: $input) { filters { id description displayOrder } } }`;
const DELETE_FILTER = `mutation F($planId: ID!, $filterId: ID!) { deletePlanFilter(planId: $planId, filterId: $filterId) { filters { id } } }`;
const REORDER_FILTERS = `mutation F($planId: ID!, $ids: [ID!]!) { reorderPlanFilters(planId: $planId, filterIds: $ids) { filters { id description displayOrder } } }`;
const ADD_COMPARISON = `mutation C($planId: ID!, $input: CataloguePlanComparisonInput!) { createPlanComparison(planId: $planId, input: $input) { comparisons { id description displayOrder } } }`;
const UPDATE_COMPARISON = `mutation C($planId: ID!, $id: ID!, $input: CataloguePlanComparisonInput!) { updatePlanComparison(planId: $planId, comparisonId: $id, input: $input) { comparisons { id description displayOrder } } }`;
const DELETE_COMPARISON = `mutation C($planId: ID!, $id: ID!) { deletePlanComparison(planId: $planId, comparisonId: $id) { comparisons { id } } }`;
const REORDER_COMPARISONS = `mutation C($planId: ID!, $ids: [ID!]!) { reorderPlanComparisons(planId: $planId, comparisonIds: $ids) { comparisons { id description displayOrder } } }`;
const DATASETS = `query { datasets { id name datasetRef service planCount createdDate createdBy { name } updatedBy { name } } }`;
const DATASET = `query D($id: ID!) { dataset(id: $id) { id name datasetRef } }`;
const CREATE_DATASET = `mutation D($input: DatasetInput!) { createDataset(input: $input) { id name datasetRef service planCount createdBy { name } } }`;
const UPDATE_DATASET = `mutation D($id: ID!, $input: DatasetInput!) { updateDataset(id: $id, input: $input) { id name datasetRef } }`;
const DELETE_DATASET = `mutation D($id: ID!) { deleteDataset(id: $id) }`;
const ACCOUNT_PLANS = `query A($accountId: ID!) { accountPlans(accountId: $accountId) { planId plan } }`;

interface PlanResult {
  id: string;
  name: string;
  filters: { id: string; description: string; category: string; displayOrder: number }[];
  comparisons: { id: string; description: string; displayOrder: number }[];
  [field: string]: unknown;
}

const planInput = () => ({
  name: 'Address Lookup Growth',
  description: 'Two tiers for growing shops',
  datasetId: '1',
  duration: 365,
  availableStart: new Date(Date.now() - 86_400_000).toISOString(),
  availableEnd: null,
  calculator: 'annual',
  pricing: [
    { clicks: 8_000, price: 199 },
    { clicks: 30_000, price: 599.99 },
  ],
  formula: '',
  territory: 'uk',
  allowTest: true,
  displayOrder: 4,
});

let portal: SandboxGateway;
const jwts = new Map<string, string>();

beforeAll(async () => {
  portal = await startSandboxGateway();
  for (const name of ['admin@provider.example', 'super@provider.example', 'sales@provider.example', 'owner@acme.example', 'partner@northwind.example']) {
    jwts.set(name, (await signIn(portal.gateway, name)).jwt);
  }
});

afterAll(async () => {
  await portal?.close();
});

const as = <T>(who: string | undefined, query: string, variables: Record<string, unknown> = {}) =>
  graphql<T>(portal.gateway, query, variables, who ? jwts.get(who) : undefined);

function expectRefused(res: { errors?: { extensions: Record<string, unknown> }[] }, code: string, msg: string, action?: string) {
  expect(res.errors, JSON.stringify(res)).toHaveLength(1);
  expect(res.errors?.[0]?.extensions).toMatchObject({ code, msg, ...(action ? { action } : {}) });
}

describe('plans through /graphql', () => {
  it('lists every plan of both territories for admin and super', async () => {
    for (const who of ['admin@provider.example', 'super@provider.example']) {
      const res = await as<{ cataloguePlans: { territory: string }[] }>(who, PLANS);
      expect(res.errors).toBeUndefined();
      expect(new Set(res.data?.cataloguePlans.map((plan) => plan.territory))).toEqual(new Set(['uk', 'australia']));
    }
    const one = await as<{ cataloguePlan: PlanResult }>('admin@provider.example', PLAN, { id: '1' });
    expect(one.data?.cataloguePlan).toMatchObject({
      name: 'Address Lookup 5,000',
      dataset: { id: '1', name: 'UK Addresses (PAF)', datasetRef: 'PAF' },
      currency: 'GBP',
      calculator: 'annual',
      filters: [{ description: 'Address Lookup', category: 'Service', displayOrder: 1 }],
      createdBy: { name: 'admin@provider.example' },
    });
    expect((one.data?.cataloguePlan.subscriptionCount as number) > 0).toBe(true);
    expect((await as<{ cataloguePlan: null }>('admin@provider.example', PLAN, { id: '999' })).data?.cataloguePlan).toBeNull();
  });

  it('creates a plan with two price tiers, changes it, and deletes it', async () => {
    const created = await as<{ createPlan: PlanResult }>('admin@provider.example', CREATE_PLAN, { input: planInput() });
    expect(created.errors).toBeUndefined();
    const plan = created.data!.createPlan;
    expect(plan).toMatchObject({
      name: 'Address Lookup Growth',
      dataset: { id: '1', datasetRef: 'PAF' },
      service: 'address',
      availableEnd: null,
      pricing: [
        { clicks: 8_000, price: 199 },
        { clicks: 30_000, price: 599.99 },
      ],
      currency: 'GBP',
      subscriptionCount: 0,
      createdBy: { name: 'admin@provider.example' },
      updatedBy: { name: 'admin@provider.example' },
    });

    const updated = await as<{ updatePlan: PlanResult }>('super@provider.example', UPDATE_PLAN, {
      id: plan.id,
      input: { ...planInput(), name: 'Address Lookup Growth Plus', territory: 'australia', datasetId: '3' },
    });
    expect(updated.data?.updatePlan).toMatchObject({
      name: 'Address Lookup Growth Plus',
      currency: 'AUD',
      dataset: { datasetRef: 'GNAF' },
      createdBy: { name: 'admin@provider.example' },
      updatedBy: { name: 'super@provider.example' },
    });
    const listed = await as<{ cataloguePlans: { id: string; name: string }[] }>('admin@provider.example', PLANS);
    expect(listed.data?.cataloguePlans.find((entry) => entry.id === plan.id)?.name).toBe('Address Lookup Growth Plus');

    expect((await as<{ deletePlan: boolean }>('admin@provider.example', DELETE_PLAN, { id: plan.id })).data?.deletePlan).toBe(true);
    expectRefused(await as('admin@provider.example', DELETE_PLAN, { id: plan.id }), 'NOT_FOUND', 'Plan not found', 'delete the plan');
  });

  it("passes on the service's reasons: a held plan, an unknown dataset", async () => {
    // What the service refuses in the input itself the gateway refuses first (below); these need the service's records.
    const unknownDataset = await as('admin@provider.example', CREATE_PLAN, { input: { ...planInput(), datasetId: '99' } });
    expectRefused(unknownDataset, 'NOT_FOUND', 'Dataset not found', 'create the plan');
    // Worded as the gateway's own refusals are, for a program's log.
    expect(unknownDataset.errors?.[0]?.message).toBe('Cannot create the plan: Dataset not found');
    const held = await as('admin@provider.example', DELETE_PLAN, { id: '1' });
    expect(held.errors?.[0]?.extensions).toMatchObject({ code: 'CONFLICT', action: 'delete the plan' });
    expect((await as('admin@provider.example', PLAN, { id: 'one' })).errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', argument: 'id' });
  });

  it.each([
    ['empty', ''],
    ['blank', '   '],
  ])('refuses a plan name left %s with BAD_USER_INPUT naming input.name, before asking the service, on create and change', async (_case, name) => {
    const calls = () => portal.log.filter((line) => line.startsWith('upstream ')).length;
    const before = calls();
    const created = await as('admin@provider.example', CREATE_PLAN, { input: { ...planInput(), name } });
    expect(created.errors?.[0]).toMatchObject({
      message: 'name must not be empty: give the plan a name.',
      extensions: { code: 'BAD_USER_INPUT', argument: 'input.name' },
    });
    const updated = await as('admin@provider.example', UPDATE_PLAN, { id: '1', input: { ...planInput(), name } });
    expect(updated.errors?.[0]).toMatchObject({ message: 'name must not be empty: give the plan a name.', extensions: { argument: 'input.name' } });
    expect(calls()).toBe(before);
    const plans = await as<{ cataloguePlans: { id: string; name: string }[] }>('admin@provider.example', PLANS);
    expect(plans.data?.cataloguePlans.filter((plan) => plan.name.trim() === '')).toEqual([]);
  });

  it('refuses a plan name over 200 characters, and sends a name trimmed', async () => {
    const long = await as('admin@provider.example', CREATE_PLAN, { input: { ...planInput(), name: 'x'.repeat(201) } });
    expect(long.errors?.[0]).toMatchObject({ message: 'name must be at most 200 characters.', extensions: { code: 'BAD_USER_INPUT', argument: 'input.name' } });
    const made = await as<{ createPlan: PlanResult }>('admin@provider.example', CREATE_PLAN, { input: { ...planInput(), name: '  Trimmed Plan  ' } });
    expect(made.data?.createPlan.name).toBe('Trimmed Plan');
    await as('admin@provider.example', DELETE_PLAN, { id: made.data?.createPlan.id });
  });

  it.each([
    [0.001, 'price must have at most 2 decimal places (such as 39.99): 0.001 has more.'],
    [599.999, 'price must have at most 2 decimal places (such as 39.99): 599.999 has more.'],
    [1e-9, 'price must have at most 2 decimal places (such as 39.99): 1e-9 has more.'],
    [-1, 'price must be 0 or more.'],
    [99_999_999.99, 'price must be at most 10,000,000, not 99999999.99.'],
    [10_000_000.01, 'price must be at most 10,000,000, not 10000000.01.'],
  ])('refuses a price tier of %s, as a bundle price is refused, naming the tier, before asking the service, on create and change', async (price, message) => {
    const calls = () => portal.log.filter((line) => line.startsWith('upstream ')).length;
    const pricing = [
      { clicks: 8_000, price: 199 },
      { clicks: 30_000, price },
    ];
    const planBefore = (await as<{ cataloguePlan: PlanResult }>('admin@provider.example', PLAN, { id: '1' })).data?.cataloguePlan;
    const before = calls();
    const created = await as('admin@provider.example', CREATE_PLAN, { input: { ...planInput(), name: 'Fractional', pricing } });
    expect(created.data).toBeNull();
    expect(created.errors?.[0]).toMatchObject({ message, extensions: { code: 'BAD_USER_INPUT', argument: 'input.pricing[1].price' } });
    expect(created.errors?.[0]?.extensions.action).toBeUndefined();
    const updated = await as('admin@provider.example', UPDATE_PLAN, { id: '1', input: { ...planInput(), pricing } });
    expect(updated.errors?.[0]).toMatchObject({ message, extensions: { code: 'BAD_USER_INPUT', argument: 'input.pricing[1].price' } });
    expect(calls()).toBe(before);
    const plans = await as<{ cataloguePlans: { name: string }[] }>('admin@provider.example', PLANS);
    expect(plans.data?.cataloguePlans.map((plan) => plan.name)).not.toContain('Fractional');
    expect((await as<{ cataloguePlan: PlanResult }>('admin@provider.example', PLAN, { id: '1' })).data?.cataloguePlan).toEqual(planBefore);
  });

  it.each([
    ['no tier', [], 'input.pricing', 'pricing must hold from 1 to 20 price tiers, not 0.'],
    [
      '21 tiers',
      Array.from({ length: 21 }, (_, index) => ({ clicks: (index + 1) * 1_000, price: 10 })),
      'input.pricing',
      'pricing must hold from 1 to 20 price tiers, not 21.',
    ],
    ['a tier of 0 clicks', [{ clicks: 0, price: 10 }], 'input.pricing[0].clicks', 'clicks must be a whole number of at least 1, not 0.'],
    ['a tier of 2147483647 clicks', [{ clicks: 2_147_483_647, price: 10 }], 'input.pricing[0].clicks', 'clicks must be at most 1,000,000,000, not 2147483647.'],
    [
      'a second tier of 1000000001 clicks',
      [
        { clicks: 8_000, price: 199 },
        { clicks: 1_000_000_001, price: 150 },
      ],
      'input.pricing[1].clicks',
      'clicks must be at most 1,000,000,000, not 1000000001.',
    ],
    [
      'two tiers of the same clicks',
      [
        { clicks: 8_000, price: 199 },
        { clicks: 8_000, price: 150 },
      ],
      'input.pricing[1].clicks',
      'clicks 8000 is in another tier already: give each tier its own.',
    ],
  ])('refuses %s with BAD_USER_INPUT naming it, before asking the service, on create and change', async (_case, pricing, argument, message) => {
    const calls = () => portal.log.filter((line) => line.startsWith('upstream ')).length;
    const before = calls();
    const created = await as('admin@provider.example', CREATE_PLAN, { input: { ...planInput(), name: 'Tiers', pricing } });
    expect(created.errors?.[0]).toMatchObject({ message, extensions: { code: 'BAD_USER_INPUT', argument } });
    const updated = await as('admin@provider.example', UPDATE_PLAN, { id: '1', input: { ...planInput(), pricing } });
    expect(updated.errors?.[0]).toMatchObject({ message, extensions: { code: 'BAD_USER_INPUT', argument } });
    expect(calls()).toBe(before);
  });

  const dayAgo = new Date(Date.now() - 86_400_000).toISOString();
  it.each([
    ['an annual plan of 0 days', { duration: 0 }, 'input.duration', 'duration must be a whole number from 1 to 3650, not 0.'],
    ['an annual plan of 3651 days', { duration: 3651 }, 'input.duration', 'duration must be a whole number from 1 to 3650, not 3651.'],
    ['a bundle with a duration', { calculator: 'bundle', duration: 30 }, 'input.duration', "A bundle's duration must be 0, not 30."],
    ['a start before 1970', { availableStart: '1969-12-31T00:00:00Z' }, 'input.availableStart', 'availableStart must be 1970-01-01 or later.'],
    ['an end before the start', { availableEnd: '2020-01-01T00:00:00Z' }, 'input.availableEnd', 'availableEnd must be after availableStart.'],
    ['an end at the start', { availableStart: dayAgo, availableEnd: dayAgo }, 'input.availableEnd', 'availableEnd must be after availableStart.'],
    ['a description over 2000 characters', { description: 'd'.repeat(2001) }, 'input.description', 'description must be at most 2000 characters.'],
    ['a formula over 500 characters', { formula: 'f'.repeat(501) }, 'input.formula', 'formula must be at most 500 characters.'],
    ['a display order of 0', { displayOrder: 0 }, 'input.displayOrder', 'displayOrder must be a whole number from 1 to 100000, not 0.'],
    ['a display order over 100000', { displayOrder: 100_001 }, 'input.displayOrder', 'displayOrder must be a whole number from 1 to 100000, not 100001.'],
  ])('refuses %s with BAD_USER_INPUT naming it, before asking the service, on create and change', async (_case, given, argument, message) => {
    const calls = () => portal.log.filter((line) => line.startsWith('upstream ')).length;
    const planBefore = (await as<{ cataloguePlan: PlanResult }>('admin@provider.example', PLAN, { id: '1' })).data?.cataloguePlan;
    const before = calls();
    const created = await as('admin@provider.example', CREATE_PLAN, { input: { ...planInput(), name: 'Out of bounds', ...given } });
    expect(created.data).toBeNull();
    expect(created.errors?.[0]).toMatchObject({ message, extensions: { code: 'BAD_USER_INPUT', argument } });
    const updated = await as('admin@provider.example', UPDATE_PLAN, { id: '1', input: { ...planInput(), ...given } });
    expect(updated.errors?.[0]).toMatchObject({ message, extensions: { code: 'BAD_USER_INPUT', argument } });
    expect(calls()).toBe(before);
    expect((await as<{ cataloguePlan: PlanResult }>('admin@provider.example', PLAN, { id: '1' })).data?.cataloguePlan).toEqual(planBefore);
  });

  it('takes a plan at the limits the service sets, and a bundle of duration 0', async () => {
    for (const given of [
      {
        duration: 3650,
        displayOrder: 100_000,
        description: 'd'.repeat(2000),
        formula: 'f'.repeat(500),
        availableEnd: new Date(Date.now() + 86_400_000).toISOString(),
      },
      { calculator: 'bundle', duration: 0 },
    ]) {
      const made = await as<{ createPlan: PlanResult }>('admin@provider.example', CREATE_PLAN, { input: { ...planInput(), name: 'At the limits', ...given } });
      expect(made.errors, JSON.stringify(given)).toBeUndefined();
      expect(made.data?.createPlan).toMatchObject({ duration: given.duration });
      await as('admin@provider.example', DELETE_PLAN, { id: made.data?.createPlan.id });
    }
  });

  it('takes tier prices of whole pennies as they are, up to 1,000,000,000 clicks for 10,000,000', async () => {
    const pricing = [
      { clicks: 1_000, price: 0 },
      { clicks: 8_000, price: 0.1 },
      { clicks: 30_000, price: 599.99 },
      { clicks: 1_000_000_000, price: 10_000_000 },
    ];
    const made = await as<{ createPlan: PlanResult }>('admin@provider.example', CREATE_PLAN, { input: { ...planInput(), name: 'Pennies', pricing } });
    expect(made.errors).toBeUndefined();
    expect(made.data?.createPlan.pricing).toEqual(pricing);
    await as('admin@provider.example', DELETE_PLAN, { id: made.data?.createPlan.id });
  });

  it.each(['', '   ', 'P A F', 'PAF/2', 'X'.repeat(21)])(
    'refuses a dataset reference of %j with BAD_USER_INPUT naming input.datasetRef, before asking the service, on create and change',
    async (datasetRef) => {
      const calls = () => portal.log.filter((line) => line.startsWith('upstream ')).length;
      const message = 'datasetRef must be 1 to 20 letters, digits, - or _ (such as PAF).';
      const before = calls();
      const created = await as('admin@provider.example', CREATE_DATASET, { input: { name: 'Refs', datasetRef, service: 'address' } });
      expect(created.errors?.[0]).toMatchObject({ message, extensions: { code: 'BAD_USER_INPUT', argument: 'input.datasetRef' } });
      const updated = await as('admin@provider.example', UPDATE_DATASET, { id: '1', input: { name: 'UK Addresses (PAF)', datasetRef, service: 'address' } });
      expect(updated.errors?.[0]).toMatchObject({ message, extensions: { code: 'BAD_USER_INPUT', argument: 'input.datasetRef' } });
      expect(calls()).toBe(before);
    },
  );

  it('counts a dataset or plan name of invisible characters as blank, and refuses a control character in one, before asking the service', async () => {
    const calls = () => portal.log.filter((line) => line.startsWith('upstream ')).length;
    const before = calls();
    const blank = await as('admin@provider.example', CREATE_DATASET, { input: { name: '\u200b\u0000\ufeff', datasetRef: 'BLANK', service: 'address' } });
    expect(blank.errors?.[0]).toMatchObject({
      message: 'name must not be empty: give the dataset a name.',
      extensions: { code: 'BAD_USER_INPUT', argument: 'input.name' },
    });
    const overridden = await as('admin@provider.example', UPDATE_DATASET, { id: '1', input: { name: 'UK \u202eFAP', datasetRef: 'PAF', service: 'address' } });
    expect(overridden.errors?.[0]).toMatchObject({
      message: 'This has an invisible control character (U+202E, right-to-left override): remove it.',
      extensions: { code: 'BAD_USER_INPUT', argument: 'input.name' },
    });
    const plan = await as('admin@provider.example', CREATE_PLAN, { input: { ...planInput(), name: 'Gold\u0000' } });
    expect(plan.errors?.[0]).toMatchObject({
      message: 'This has an invisible control character (U+0000, null character): remove it.',
      extensions: { code: 'BAD_USER_INPUT', argument: 'input.name' },
    });
    expect(calls()).toBe(before);
  });

  it("answers a reference another dataset has, in any case, with the service's CONFLICT, as the schema says", async () => {
    const created = await as('admin@provider.example', CREATE_DATASET, { input: { name: 'Test ds', datasetRef: 'paf', service: 'address' } });
    expect(created.errors?.[0]?.extensions).toMatchObject({
      code: 'CONFLICT',
      action: 'create the dataset',
      msg: 'A dataset with reference PAF already exists',
    });
    const updated = await as('admin@provider.example', UPDATE_DATASET, { id: '2', input: { name: 'International', datasetRef: 'PAF', service: 'address' } });
    expect(updated.errors?.[0]?.extensions).toMatchObject({ code: 'CONFLICT', msg: 'A dataset with reference PAF already exists' });
    const described = await as<{ __type: { inputFields: { name: string; description: string }[] } }>(
      'admin@provider.example',
      'query { __type(name: "DatasetInput") { inputFields { name description } } }',
    );
    const datasetRef = described.data?.__type.inputFields.find((field) => field.name === 'datasetRef')?.description;
    expect(datasetRef).toContain('code `CONFLICT`');
    expect(datasetRef).toContain('A dataset with reference PAF already exists');
  });

  it("refuses a blank dataset name naming input.name, not the service's own field", async () => {
    const created = await as('admin@provider.example', CREATE_DATASET, { input: { name: ' ', datasetRef: 'BLANK', service: 'address' } });
    expect(created.errors?.[0]).toMatchObject({
      message: 'name must not be empty: give the dataset a name.',
      extensions: { code: 'BAD_USER_INPUT', argument: 'input.name' },
    });
    const updated = await as('admin@provider.example', UPDATE_DATASET, { id: '1', input: { name: '', datasetRef: 'PAF', service: 'address' } });
    expect(updated.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', argument: 'input.name' });
  });

  it('a plan staff change is what accounts holding it are shown at once', async () => {
    // Acme Web (104) holds plan 1; its owner reads the plan's name through the account's subscriptions.
    const plan = (await as<{ cataloguePlan: PlanResult & Record<string, unknown> }>('admin@provider.example', PLAN, { id: '1' })).data!.cataloguePlan;
    const input = {
      name: plan.name,
      description: plan.description,
      datasetId: (plan.dataset as { id: string }).id,
      duration: plan.duration,
      availableStart: plan.availableStart,
      availableEnd: plan.availableEnd,
      calculator: plan.calculator,
      pricing: plan.pricing,
      formula: plan.formula,
      territory: plan.territory,
      allowTest: plan.allowTest,
      displayOrder: plan.displayOrder,
    };
    const planName = async () => {
      const res = await as<{ accountPlans: { planId: number; plan: string }[] }>('owner@acme.example', ACCOUNT_PLANS, { accountId: '104' });
      return res.data?.accountPlans.find((entry) => entry.planId === 1)?.plan;
    };
    expect(await planName()).toBe('Address Lookup 5,000');
    try {
      const renamed = await as('admin@provider.example', UPDATE_PLAN, { id: '1', input: { ...input, name: 'Address Lookup 5,000 (renamed)' } });
      expect(renamed.errors).toBeUndefined();
      // A new session: the owner's cached answer from a moment ago is theirs for REQUEST_CACHE_TIME.
      jwts.set('owner@acme.example', (await signIn(portal.gateway, 'owner@acme.example')).jwt);
      expect(await planName()).toBe('Address Lookup 5,000 (renamed)');
    } finally {
      await as('admin@provider.example', UPDATE_PLAN, { id: '1', input });
    }
  });
});

describe('the shop offers what staff put in the catalogue', () => {
  const SHOP = `query S($accountId: ID!) { shopPlans(accountId: $accountId, service: address) { planId plan clicks price currency pricing { clicks price } filters { description category } } }`;

  it("shows owner@acme.example a plan admin created with two price tiers and a filter, at its first tier's price", async () => {
    const created = await as<{ createPlan: PlanResult }>('admin@provider.example', CREATE_PLAN, {
      input: { ...planInput(), name: 'Address Lookup Shopfront' },
    });
    expect(created.errors).toBeUndefined();
    const planId = created.data!.createPlan.id;
    try {
      const filtered = await as('admin@provider.example', ADD_FILTER, { planId, input: { description: 'Small business', category: 'Size', displayOrder: 1 } });
      expect(filtered.errors).toBeUndefined();
      const owner = await signIn(portal.gateway, 'owner@acme.example');
      const shop = await graphql<{ shopPlans: { planId: string; plan: string; [field: string]: unknown }[] }>(
        portal.gateway,
        SHOP,
        { accountId: '103' },
        owner.jwt,
      );
      expect(shop.errors).toBeUndefined();
      expect(shop.data?.shopPlans.find((plan) => plan.planId === planId)).toMatchObject({
        plan: 'Address Lookup Shopfront',
        clicks: 8_000,
        price: 199,
        currency: 'GBP',
        pricing: [
          { clicks: 8_000, price: 199 },
          { clicks: 30_000, price: 599.99 },
        ],
        filters: [{ description: 'Small business', category: 'Size' }],
      });
    } finally {
      await as('admin@provider.example', DELETE_PLAN, { id: planId });
    }
  });
});

describe("a plan's filters and comparison lines through /graphql", () => {
  it('adds filters, changes one, reorders them and removes one', async () => {
    const planId = '2';
    const first = await as<{ createPlanFilter: PlanResult }>('admin@provider.example', ADD_FILTER, {
      planId,
      input: { description: 'Small business', category: 'Size', displayOrder: 2 },
    });
    expect(first.errors).toBeUndefined();
    const filters = first.data!.createPlanFilter.filters;
    expect(filters.map((filter) => filter.description)).toEqual(['Address Lookup', 'Small business']);
    const [service, size] = filters as [PlanResult['filters'][number], PlanResult['filters'][number]];

    const changed = await as<{ updatePlanFilter: PlanResult }>('super@provider.example', UPDATE_FILTER, {
      planId,
      filterId: size.id,
      input: { description: 'Small firms', category: 'Size', displayOrder: 2 },
    });
    expect(changed.data?.updatePlanFilter.filters.map((filter) => filter.description)).toEqual(['Address Lookup', 'Small firms']);

    const reordered = await as<{ reorderPlanFilters: PlanResult }>('admin@provider.example', REORDER_FILTERS, { planId, ids: [size.id, service.id] });
    expect(reordered.data?.reorderPlanFilters.filters).toEqual([
      { id: size.id, description: 'Small firms', displayOrder: 1 },
      { id: service.id, description: 'Address Lookup', displayOrder: 2 },
    ]);
    const partial = await as('admin@provider.example', REORDER_FILTERS, { planId, ids: [size.id] });
    expect(partial.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', argument: 'filterIds' });
    expect(partial.errors?.[0]?.message).toBe('The new order must name every filter of the plan once');

    // A filter of another plan is not this plan's to change.
    const elsewhere = await as('admin@provider.example', UPDATE_FILTER, {
      planId: '3',
      filterId: size.id,
      input: { description: 'X', category: 'Y', displayOrder: 1 },
    });
    expectRefused(elsewhere, 'NOT_FOUND', 'Filter not found', 'change the filter');

    const removed = await as<{ deletePlanFilter: PlanResult }>('admin@provider.example', DELETE_FILTER, { planId, filterId: size.id });
    expect(removed.data?.deletePlanFilter.filters).toEqual([{ id: service.id }]);
  });

  it('adds, changes, reorders and removes comparison lines', async () => {
    const planId = '9';
    const added = await as<{ createPlanComparison: PlanResult }>('super@provider.example', ADD_COMPARISON, {
      planId,
      input: { description: 'Bulk upload of lists', displayOrder: 2 },
    });
    expect(added.errors).toBeUndefined();
    const [checks, bulk] = added.data!.createPlanComparison.comparisons as [PlanResult['comparisons'][number], PlanResult['comparisons'][number]];
    expect([checks.description, bulk.description]).toEqual(['Syntax, domain and mailbox checks', 'Bulk upload of lists']);

    const changed = await as<{ updatePlanComparison: PlanResult }>('super@provider.example', UPDATE_COMPARISON, {
      planId,
      id: bulk.id,
      input: { description: 'Bulk lists', displayOrder: 2 },
    });
    expect(changed.data?.updatePlanComparison.comparisons[1]).toEqual({ id: bulk.id, description: 'Bulk lists', displayOrder: 2 });
    const reordered = await as<{ reorderPlanComparisons: PlanResult }>('super@provider.example', REORDER_COMPARISONS, { planId, ids: [bulk.id, checks.id] });
    expect(reordered.data?.reorderPlanComparisons.comparisons.map((line) => line.id)).toEqual([bulk.id, checks.id]);
    const twice = await as('super@provider.example', REORDER_COMPARISONS, { planId, ids: [bulk.id, bulk.id] });
    expect(twice.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', argument: 'comparisonIds' });
    const removed = await as<{ deletePlanComparison: PlanResult }>('super@provider.example', DELETE_COMPARISON, { planId, id: bulk.id });
    expect(removed.data?.deletePlanComparison.comparisons).toEqual([{ id: checks.id }]);
  });
});

describe("what the service refuses in a plan's filters and comparison lines", () => {
  const filter = { description: 'Small business', category: 'Size', displayOrder: 1 };
  const comparison = { description: 'Bulk upload of lists', displayOrder: 1 };
  it.each([
    ['a blank filter description', ADD_FILTER, UPDATE_FILTER, { ...filter, description: ' ' }, 'input.description', 'description must not be empty.'],
    [
      'a filter description over 200 characters',
      ADD_FILTER,
      UPDATE_FILTER,
      { ...filter, description: 'd'.repeat(201) },
      'input.description',
      'description must be at most 200 characters.',
    ],
    ['an empty category', ADD_FILTER, UPDATE_FILTER, { ...filter, category: '' }, 'input.category', 'category must not be empty.'],
    [
      'a category over 100 characters',
      ADD_FILTER,
      UPDATE_FILTER,
      { ...filter, category: 'c'.repeat(101) },
      'input.category',
      'category must be at most 100 characters.',
    ],
    [
      'a filter display order of 0',
      ADD_FILTER,
      UPDATE_FILTER,
      { ...filter, displayOrder: 0 },
      'input.displayOrder',
      'displayOrder must be a whole number from 1 to 100000, not 0.',
    ],
    ['a blank comparison line', ADD_COMPARISON, UPDATE_COMPARISON, { ...comparison, description: '' }, 'input.description', 'description must not be empty.'],
    [
      'a comparison line over 200 characters',
      ADD_COMPARISON,
      UPDATE_COMPARISON,
      { ...comparison, description: 'd'.repeat(201) },
      'input.description',
      'description must be at most 200 characters.',
    ],
    [
      'a comparison display order over 100000',
      ADD_COMPARISON,
      UPDATE_COMPARISON,
      { ...comparison, displayOrder: 100_001 },
      'input.displayOrder',
      'displayOrder must be a whole number from 1 to 100000, not 100001.',
    ],
  ])('refuses %s with BAD_USER_INPUT naming it, before asking the service, on adding and changing', async (_case, add, update, input, argument, message) => {
    const calls = () => portal.log.filter((line) => line.startsWith('upstream ')).length;
    const planBefore = (await as<{ cataloguePlan: PlanResult }>('admin@provider.example', PLAN, { id: '1' })).data?.cataloguePlan;
    const before = calls();
    const added = await as('admin@provider.example', add, { planId: '1', input });
    expect(added.data).toBeNull();
    expect(added.errors?.[0]).toMatchObject({ message, extensions: { code: 'BAD_USER_INPUT', argument } });
    const changed = await as('admin@provider.example', update, { planId: '1', filterId: '1', id: '1', input });
    expect(changed.errors?.[0]).toMatchObject({ message, extensions: { code: 'BAD_USER_INPUT', argument } });
    expect(calls()).toBe(before);
    expect((await as<{ cataloguePlan: PlanResult }>('admin@provider.example', PLAN, { id: '1' })).data?.cataloguePlan).toEqual(planBefore);
  });

  it('sends a filter and a comparison line trimmed, as the service keeps them', async () => {
    const added = await as<{ createPlanFilter: PlanResult }>('admin@provider.example', ADD_FILTER, {
      planId: '3',
      input: { description: ' Trimmed ', category: ` ${'c'.repeat(100)} `, displayOrder: 100_000 },
    });
    expect(added.errors).toBeUndefined();
    const made = added.data!.createPlanFilter.filters.find((entry) => entry.displayOrder === 100_000);
    expect(made).toMatchObject({ description: 'Trimmed', category: 'c'.repeat(100) });
    await as('admin@provider.example', DELETE_FILTER, { planId: '3', filterId: made?.id });
  });
});

describe('datasets through /graphql', () => {
  it('lists, creates, renames and deletes datasets, keeping one plans use', async () => {
    const list = await as<{ datasets: { datasetRef: string; planCount: number; createdBy: { name: string } | null }[] }>('admin@provider.example', DATASETS);
    expect(list.data?.datasets.map((dataset) => dataset.datasetRef)).toEqual(['PAF', 'INTL', 'GNAF', 'EMAIL', 'BANK', 'NAME']);
    expect(list.data?.datasets[0]?.createdBy).toEqual({ name: 'admin@provider.example' });

    const created = await as<{ createDataset: { id: string } }>('super@provider.example', CREATE_DATASET, {
      input: { name: 'Irish Addresses', datasetRef: 'ECAD', service: 'address' },
    });
    expect(created.data?.createDataset).toMatchObject({
      name: 'Irish Addresses',
      datasetRef: 'ECAD',
      service: 'address',
      planCount: 0,
      createdBy: { name: 'super@provider.example' },
    });
    const id = created.data!.createDataset.id;
    expect((await as<{ dataset: { name: string } }>('admin@provider.example', DATASET, { id })).data?.dataset.name).toBe('Irish Addresses');

    const renamed = await as<{ updateDataset: { name: string } }>('admin@provider.example', UPDATE_DATASET, {
      id,
      input: { name: 'Eircode Addresses', datasetRef: 'ECAD', service: 'address' },
    });
    expect(renamed.data?.updateDataset.name).toBe('Eircode Addresses');
    const duplicate = await as('admin@provider.example', CREATE_DATASET, { input: { name: 'Again', datasetRef: 'ecad', service: 'address' } });
    expectRefused(duplicate, 'CONFLICT', 'A dataset with reference ECAD already exists', 'create the dataset');
    const used = await as('admin@provider.example', DELETE_DATASET, { id: '1' });
    expect(used.errors?.[0]?.extensions).toMatchObject({ code: 'CONFLICT', action: 'delete the dataset' });

    expect((await as<{ deleteDataset: boolean }>('admin@provider.example', DELETE_DATASET, { id })).data?.deleteDataset).toBe(true);
    expect((await as<{ dataset: null }>('admin@provider.example', DATASET, { id })).data?.dataset).toBeNull();
  });
});

describe('who may administer the catalogue', () => {
  const calls: [string, string, Record<string, unknown>, string][] = [
    ['cataloguePlans', PLANS, {}, 'load the plans'],
    ['cataloguePlan', PLAN, { id: '1' }, 'load the plan'],
    ['createPlan', CREATE_PLAN, { input: planInput() }, 'create the plan'],
    ['updatePlan', UPDATE_PLAN, { id: '1', input: planInput() }, 'change the plan'],
    ['deletePlan', DELETE_PLAN, { id: '1' }, 'delete the plan'],
    ['createPlanFilter', ADD_FILTER, { planId: '1', input: { description: 'A', category: 'B', displayOrder: 1 } }, 'add the filter'],
    ['updatePlanFilter', UPDATE_FILTER, { planId: '1', filterId: '1', input: { description: 'A', category: 'B', displayOrder: 1 } }, 'change the filter'],
    ['deletePlanFilter', DELETE_FILTER, { planId: '1', filterId: '1' }, 'remove the filter'],
    ['reorderPlanFilters', REORDER_FILTERS, { planId: '1', ids: ['1'] }, 'reorder the filters'],
    ['createPlanComparison', ADD_COMPARISON, { planId: '1', input: { description: 'A', displayOrder: 1 } }, 'add the comparison line'],
    ['updatePlanComparison', UPDATE_COMPARISON, { planId: '1', id: '1', input: { description: 'A', displayOrder: 1 } }, 'change the comparison line'],
    ['deletePlanComparison', DELETE_COMPARISON, { planId: '1', id: '1' }, 'remove the comparison line'],
    ['reorderPlanComparisons', REORDER_COMPARISONS, { planId: '1', ids: ['1'] }, 'reorder the comparison lines'],
    ['datasets', DATASETS, {}, 'load the datasets'],
    ['dataset', DATASET, { id: '1' }, 'load the dataset'],
    ['createDataset', CREATE_DATASET, { input: { name: 'A', datasetRef: 'A', service: 'name' } }, 'create the dataset'],
    ['updateDataset', UPDATE_DATASET, { id: '6', input: { name: 'A', datasetRef: 'NAME', service: 'name' } }, 'change the dataset'],
    ['deleteDataset', DELETE_DATASET, { id: '6' }, 'delete the dataset'],
  ];

  it('refuses sales FORBIDDEN, not BAD_USER_INPUT, for a plan, filter or comparison line the service would refuse', async () => {
    for (const [query, variables, action] of [
      [CREATE_PLAN, { input: { ...planInput(), duration: 0 } }, 'create the plan'],
      [UPDATE_PLAN, { id: '1', input: { ...planInput(), availableEnd: '2020-01-01T00:00:00Z' } }, 'change the plan'],
      [ADD_FILTER, { planId: '1', input: { description: ' ', category: 'B', displayOrder: 1 } }, 'add the filter'],
      [UPDATE_COMPARISON, { planId: '1', id: '1', input: { description: 'A', displayOrder: 0 } }, 'change the comparison line'],
    ] as const) {
      expectRefused(await as('sales@provider.example', query, variables), 'FORBIDDEN', REFUSAL, action);
    }
  });

  it.each(calls)('refuses sales and customers %s before asking the service', async (_name, query, variables, action) => {
    const before = portal.log.filter((line) => line.startsWith('upstream accountManager')).length;
    for (const who of ['sales@provider.example', 'owner@acme.example', 'partner@northwind.example']) {
      expectRefused(await as(who, query, variables), 'FORBIDDEN', REFUSAL, action);
    }
    expect(portal.log.filter((line) => line.startsWith('upstream accountManager')).length).toBe(before);
    // Signed out: the service's 401, which tells the web app to sign the person out.
    expect((await as(undefined, query, variables)).errors?.[0]?.extensions.code).toBe('UNAUTHENTICATED');
  });
});
