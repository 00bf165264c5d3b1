import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningSandbox } from '../src';
import { groupIds, planIds } from '../src/seed';
import { signIn, startTestSandbox } from './support';

interface PlanBody {
  planId: number;
  plan: string;
  service: string;
  kind: string;
  clicks: number;
  price: number;
  currency: string;
  pricing: { clicks: number; price: number }[];
  planFilter: { filterId: number; description: string; category: string; displayOrder: number }[];
  planComparison: { comparisonId: number; description: string; displayOrder: number }[];
  createdBy: number;
  updatedBy: number;
  subscriberCount: number;
  [field: string]: unknown;
}

const DAY = 86_400;

describe('the catalogue staff administer: /plans, /filters, /comparison, /datasets; and /partner/accountinfo', () => {
  let sandbox: RunningSandbox;
  const jwts = new Map<string, string>();
  const ids = new Map<string, number>();

  beforeAll(async () => {
    sandbox = await startTestSandbox();
    for (const name of [
      'admin@provider.example',
      'super@provider.example',
      'sales@provider.example',
      'owner@acme.example',
      'partner@northwind.example',
      'referrer@referral.example',
    ]) {
      const session = await signIn(sandbox, name);
      jwts.set(name, session.jwt);
      ids.set(name, session.id);
    }
  });
  afterAll(() => sandbox.close());

  const call = (method: 'get' | 'post' | 'put' | 'delete', path: string, who: string, query: Record<string, number | string> = {}, body?: object) => {
    const server = request(sandbox.urls.accountManager);
    const req = server[method](path)
      .query(query)
      .set('Authorization', `Bearer ${jwts.get(who) ?? ''}`);
    return body === undefined ? req : req.send(body);
  };
  const now = () => Math.floor(Date.now() / 1000);
  const planBody = () => ({
    plan: 'Address Lookup Starter',
    description: 'Two tiers for small shops',
    datasetId: 1,
    duration: 365,
    availableStart: now() - DAY,
    availableEnd: 0,
    calculator: 'annual',
    pricing: [
      { clicks: 10_000, price: 250 },
      { clicks: 2_500, price: 79.5 },
    ],
    formula: '',
    territory: 'uk',
    allowTest: true,
    displayOrder: 2,
  });

  it('creates a plan that the shop offers at once, at its first tier, and changes and deletes it', async () => {
    const created = await call('post', '/plans', 'admin@provider.example', {}, planBody());
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const plan = created.body as PlanBody;
    expect(plan).toMatchObject({
      plan: 'Address Lookup Starter',
      service: 'address',
      kind: 'plan',
      dataset: 'UK Addresses (PAF)',
      datasetRef: 'PAF',
      clicks: 2_500,
      price: 79.5,
      currency: 'GBP',
      pricing: [
        { clicks: 2_500, price: 79.5 },
        { clicks: 10_000, price: 250 },
      ],
      planFilter: [],
      createdBy: ids.get('admin@provider.example'),
      subscriberCount: 0,
    });

    const offered = async () => {
      const shop = await call('get', '/plans', 'owner@acme.example', { territory: 'uk', service: 'address' });
      expect(shop.status).toBe(200);
      return (shop.body as PlanBody[]).find((entry) => entry.planId === plan.planId);
    };
    expect(await offered()).toMatchObject({ plan: 'Address Lookup Starter', price: 79.5 });

    const changed = await call(
      'put',
      '/plans',
      'super@provider.example',
      { planId: plan.planId },
      { ...planBody(), plan: 'Address Lookup Small', pricing: [{ clicks: 2_500, price: 69 }] },
    );
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    expect(changed.body).toMatchObject({
      plan: 'Address Lookup Small',
      price: 69,
      updatedBy: ids.get('super@provider.example'),
      createdBy: ids.get('admin@provider.example'),
    });
    expect(await offered()).toMatchObject({ plan: 'Address Lookup Small', price: 69 });

    // Taken off sale: the shop no longer offers it; staff still see it.
    await call(
      'put',
      '/plans',
      'admin@provider.example',
      { planId: plan.planId },
      { ...planBody(), availableStart: now() - 2 * DAY, availableEnd: now() - DAY },
    );
    expect(await offered()).toBeUndefined();
    const all = (await call('get', '/plans', 'admin@provider.example')).body as PlanBody[];
    expect(all.map((entry) => entry.planId)).toContain(plan.planId);
    // Asking for a territory is the shop's question, staff's too; customers never see what is off sale.
    expect(((await call('get', '/plans', 'admin@provider.example', { territory: 'uk' })).body as PlanBody[]).map((entry) => entry.planId)).not.toContain(
      plan.planId,
    );
    expect(((await call('get', '/plans', 'owner@acme.example')).body as PlanBody[]).map((entry) => entry.planId)).not.toContain(plan.planId);

    expect((await call('delete', '/plans', 'admin@provider.example', { planId: plan.planId })).status).toBe(204);
    expect((await call('delete', '/plans', 'admin@provider.example', { planId: plan.planId })).body).toEqual({ msg: 'Plan not found' });
  });

  it('refuses to delete a plan that subscriptions hold, or move it to another service or territory', async () => {
    const response = await call('delete', '/plans', 'admin@provider.example', { planId: planIds.ukAddress5k });
    expect(response.status).toBe(409);
    expect(response.body).toMatchObject({ msg: expect.stringMatching(/^The plan is held by \d+ subscriptions?$/) as unknown });
    const service = await call('put', '/plans', 'admin@provider.example', { planId: planIds.ukAddress5k }, { ...planBody(), datasetId: 4 });
    expect(service.status).toBe(409);
    expect(service.body).toEqual({ msg: 'A plan that subscriptions hold cannot move to a dataset of another service' });
    const territory = await call('put', '/plans', 'admin@provider.example', { planId: planIds.ukAddress5k }, { ...planBody(), territory: 'australia' });
    expect(territory.body).toEqual({ msg: 'A plan that subscriptions hold cannot move to another territory' });
  });

  it.each([
    [{ plan: '' }, 'plan is required'],
    [{ datasetId: 99 }, 'Dataset not found'],
    [{ duration: 0 }, 'duration must be a whole number from 1 to 3650'],
    [{ calculator: 'bundle' }, "A bundle's duration must be 0"],
    [{ calculator: 'monthly' }, 'calculator must be annual or bundle'],
    [{ pricing: [] }, 'At least one price tier is required'],
    [{ pricing: [{ clicks: 0, price: 1 }] }, 'Each price tier needs clicks from 1 to 1000000000 and a price from 0 to 10000000, in whole pennies'],
    [{ pricing: [{ clicks: 10, price: 1.234 }] }, 'Each price tier needs clicks from 1 to 1000000000 and a price from 0 to 10000000, in whole pennies'],
    [{ pricing: [{ clicks: 1_000_000_001, price: 1 }] }, 'Each price tier needs clicks from 1 to 1000000000 and a price from 0 to 10000000, in whole pennies'],
    [{ pricing: [{ clicks: 10, price: 10_000_000.01 }] }, 'Each price tier needs clicks from 1 to 1000000000 and a price from 0 to 10000000, in whole pennies'],
    [
      {
        pricing: [
          { clicks: 10, price: 1 },
          { clicks: 10, price: 2 },
        ],
      },
      'Each price tier must have different clicks',
    ],
    [{ availableStart: 2_000, availableEnd: 1_000 }, 'availableEnd must be after availableStart'],
    [{ territory: 'france' }, 'territory must be uk or australia'],
    [{ displayOrder: 0 }, 'displayOrder must be a whole number from 1 to 100000'],
  ])('refuses a plan with %j: %s', async (change, msg) => {
    const response = await call('post', '/plans', 'admin@provider.example', {}, { ...planBody(), ...change });
    expect(response.body).toEqual({ msg });
    expect(response.status).toBe(msg === 'Dataset not found' ? 404 : 400);
  });

  it('keeps plans to admin and super: sales and customers are refused', async () => {
    for (const who of ['sales@provider.example', 'owner@acme.example']) {
      for (const response of [
        await call('post', '/plans', who, {}, planBody()),
        await call('put', '/plans', who, { planId: planIds.ukAddress5k }, planBody()),
        await call('delete', '/plans', who, { planId: planIds.ukAddress5k }),
        await call('post', '/filters', who, { planId: planIds.ukAddress5k }, { description: 'X', category: 'Y', displayOrder: 1 }),
        await call('post', '/comparison', who, { planId: planIds.ukAddress5k }, { description: 'X', displayOrder: 1 }),
        await call('post', '/datasets', who, {}, { dataset: 'X', datasetRef: 'X', service: 'name' }),
      ]) {
        expect(response.status).toBe(403);
        expect(response.body).toEqual({ msg: 'Only admin and super users may administer datasets and plans' });
      }
    }
  });

  it("adds, changes, reorders and removes a plan's filters, keeping them in display order", async () => {
    const planId = planIds.ukAddress20k;
    const before = (await call('get', '/filters', 'admin@provider.example', { planId })).body as PlanBody['planFilter'];
    expect(before).toEqual([{ filterId: expect.any(Number) as unknown, description: 'Address Lookup', category: 'Service', displayOrder: 1 }]);

    const added = await call('post', '/filters', 'admin@provider.example', { planId }, { description: 'Small business', category: 'Size', displayOrder: 2 });
    expect(added.status).toBe(201);
    const filter = added.body as PlanBody['planFilter'][number];
    expect(filter).toMatchObject({ description: 'Small business', category: 'Size', displayOrder: 2 });

    const moved = await call(
      'put',
      '/filters',
      'admin@provider.example',
      { filterId: filter.filterId },
      { description: 'Small business', category: 'Size', displayOrder: 0 },
    );
    expect(moved.body).toEqual({ msg: 'displayOrder must be a whole number from 1 to 100000' });
    await call('put', '/filters', 'admin@provider.example', { filterId: filter.filterId }, { description: 'Small firms', category: 'Size', displayOrder: 1 });
    await call('put', '/filters', 'admin@provider.example', { filterId: before[0]?.filterId ?? 0 }, { ...before[0], displayOrder: 2 });
    const after = (await call('get', '/filters', 'admin@provider.example', { planId })).body as PlanBody['planFilter'];
    expect(after.map((entry) => [entry.description, entry.displayOrder])).toEqual([
      ['Small firms', 1],
      ['Address Lookup', 2],
    ]);
    // The shop reads the same plan.
    const shop = (await call('get', '/plans', 'owner@acme.example', { territory: 'uk' })).body as { planId: number; planFilter?: unknown; filters?: unknown }[];
    expect(JSON.stringify(shop.find((entry) => entry.planId === planId))).toContain('Small firms');

    expect((await call('post', '/filters', 'admin@provider.example', { planId }, { description: '', category: 'Size', displayOrder: 1 })).body).toEqual({
      msg: 'description is required',
    });
    expect((await call('post', '/filters', 'admin@provider.example', { planId }, { description: 'A', category: ' ', displayOrder: 1 })).body).toEqual({
      msg: 'category is required',
    });
    expect((await call('delete', '/filters', 'admin@provider.example', { filterId: filter.filterId })).status).toBe(204);
    const gone = await call('delete', '/filters', 'admin@provider.example', { filterId: filter.filterId });
    expect(gone.status).toBe(404);
    expect(gone.body).toEqual({ msg: 'Filter not found' });
    expect((await call('get', '/filters', 'admin@provider.example', { planId: 999 })).body).toEqual({ msg: 'Plan not found' });
  });

  it("adds, changes and removes a plan's comparison lines", async () => {
    const planId = planIds.ukEmail2k;
    const added = await call('post', '/comparison', 'super@provider.example', { planId }, { description: 'Bulk upload of lists', displayOrder: 1 });
    expect(added.status).toBe(201);
    const line = added.body as PlanBody['planComparison'][number];
    const list = (await call('get', '/comparison', 'super@provider.example', { planId })).body as PlanBody['planComparison'];
    expect(list.map((entry) => entry.description)).toEqual(['Syntax, domain and mailbox checks', 'Bulk upload of lists']);
    const changed = await call(
      'put',
      '/comparison',
      'super@provider.example',
      { comparisonId: line.comparisonId },
      { description: 'Bulk lists', displayOrder: 3 },
    );
    expect(changed.body).toEqual({ comparisonId: line.comparisonId, description: 'Bulk lists', displayOrder: 3 });
    expect((await call('delete', '/comparison', 'super@provider.example', { comparisonId: line.comparisonId })).status).toBe(204);
    expect((await call('delete', '/comparison', 'super@provider.example', { comparisonId: line.comparisonId })).body).toEqual({ msg: 'Comparison not found' });
  });

  it('creates, renames (with its plans) and deletes datasets, refusing a reference in use and a dataset plans use', async () => {
    const list = (await call('get', '/datasets', 'owner@acme.example')).body as { datasetId: number; datasetRef: string; planCount: number }[];
    expect(list.map((entry) => entry.datasetRef)).toEqual(['PAF', 'INTL', 'GNAF', 'EMAIL', 'BANK', 'NAME']);
    expect(list[0]?.planCount).toBeGreaterThan(0);

    const created = await call('post', '/datasets', 'admin@provider.example', {}, { dataset: 'Irish Addresses', datasetRef: 'ECAD', service: 'address' });
    expect(created.status).toBe(201);
    const dataset = created.body as { datasetId: number };
    expect(created.body).toMatchObject({
      dataset: 'Irish Addresses',
      datasetRef: 'ECAD',
      service: 'address',
      planCount: 0,
      createdBy: ids.get('admin@provider.example'),
    });

    const duplicate = await call('post', '/datasets', 'admin@provider.example', {}, { dataset: 'Again', datasetRef: 'paf', service: 'address' });
    expect(duplicate.status).toBe(409);
    expect(duplicate.body).toEqual({ msg: 'A dataset with reference PAF already exists' });
    expect((await call('post', '/datasets', 'admin@provider.example', {}, { dataset: 'X', datasetRef: 'A B', service: 'address' })).body).toEqual({
      msg: 'datasetRef must be letters, digits, - or _',
    });
    expect((await call('post', '/datasets', 'admin@provider.example', {}, { dataset: 'X', datasetRef: 'XY', service: 'fax' })).body).toEqual({
      msg: 'service must be address, bankcode, email or name',
    });

    const renamed = await call('put', '/datasets', 'super@provider.example', { datasetId: 6 }, { dataset: 'Name Checks', datasetRef: 'NAME', service: 'name' });
    expect(renamed.status).toBe(200);
    const plans = (await call('get', '/plans', 'admin@provider.example')).body as PlanBody[];
    expect(plans.filter((plan) => plan.datasetId === 6).every((plan) => plan.dataset === 'Name Checks')).toBe(true);
    const serviceChange = await call(
      'put',
      '/datasets',
      'super@provider.example',
      { datasetId: 6 },
      { dataset: 'Name Checks', datasetRef: 'NAME', service: 'email' },
    );
    expect(serviceChange.body).toEqual({ msg: 'The service of a dataset that plans use cannot change' });

    const inUse = await call('delete', '/datasets', 'admin@provider.example', { datasetId: 1 });
    expect(inUse.status).toBe(409);
    expect(inUse.body).toMatchObject({ msg: expect.stringMatching(/^The dataset is used by \d+ plans$/) as unknown });
    expect((await call('delete', '/datasets', 'admin@provider.example', { datasetId: dataset.datasetId })).status).toBe(204);
    expect((await call('delete', '/datasets', 'admin@provider.example', { datasetId: dataset.datasetId })).body).toEqual({ msg: 'Dataset not found' });
  });

  it("answers a partner's accounts with their plans and clicks, for its owner and staff only", async () => {
    const response = await call('get', '/partner/accountinfo', 'partner@northwind.example', { partnerId: groupIds.northwindPartners });
    expect(response.status).toBe(200);
    const lines = response.body as {
      planId: number;
      accountName: string;
      organisationName: string;
      clickLimit: number;
      usedClicks: number;
      remainingClicks: number;
      estimatedExpiryDate: number;
      endDate: number;
    }[];
    expect(new Set(lines.map((line) => line.accountName))).toEqual(new Set(['Acme Main', 'Acme Web', 'Bright Main']));
    expect(lines.find((line) => line.accountName === 'Acme Main')).toMatchObject({
      organisationName: 'Acme Ltd',
      planName: expect.any(String) as unknown,
      datasetType: 'PAF',
    });
    const acmeMainPlans = (await call('get', '/account/plans', 'owner@acme.example', { accountId: groupIds.acmeMain })).body as {
      planId: number;
      remainClicks: number;
      estimatedExpiryDate: number;
    }[];
    for (const line of lines) {
      expect(line.remainingClicks).toBe(Math.max(0, line.clickLimit - line.usedClicks));
      if (line.accountName !== 'Acme Main') continue;
      const plan = acmeMainPlans.find((candidate) => candidate.planId === line.planId);
      expect(plan).toMatchObject({ remainClicks: line.remainingClicks, estimatedExpiryDate: line.estimatedExpiryDate });
    }
    expect((await call('get', '/partner/accountinfo', 'admin@provider.example', { partnerId: groupIds.northwindPartners })).status).toBe(200);
    // Referrers keep partner administration.
    const referrer = await call('get', '/partner/accountinfo', 'referrer@referral.example', { partnerId: groupIds.referralCo });
    expect((referrer.body as { accountName: string }[]).map((line) => line.accountName)).toContain('Refco Main');
    const owner = await call('get', '/partner/accountinfo', 'owner@acme.example', { partnerId: groupIds.northwindPartners });
    expect(owner.status).toBe(403);
    expect(owner.body).toEqual({ msg: "Not allowed to read that partner's accounts" });
    expect((await call('get', '/partner/accountinfo', 'admin@provider.example', { partnerId: groupIds.acmeLtd })).body).toEqual({ msg: 'Partner not found' });
  });
});
