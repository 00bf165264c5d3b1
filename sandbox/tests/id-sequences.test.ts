import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningSandbox } from '../src';
import type { UserRecord } from '../src/seed';
import { groupIds } from '../src/seed/groups';
import { userIds } from '../src/seed/users';
import { SandboxStore } from '../src/store';
import { nextSubscriptionId } from '../src/store/clicks';
import { IdSequence } from '../src/store/id-sequence';
import { shopOf } from '../src/store/shop';
import { basicAuth, signIn, startTestSandbox, userServer } from './support';

// Every id the sandbox hands out comes from a sequence per kind that only counts up, as a real
// service's database sequence does: a deleted record's id is never given to the next one made, so a
// link kept in an e-mail or a browser never leads to another customer's record.

const now = Date.UTC(2026, 2, 18, 9, 30);

function freshStore() {
  const store = SandboxStore.create(() => now);
  const user = (name: string): UserRecord => store.findUserByName(name) ?? expect.unreachable(name);
  return { store, owner: user('owner@acme.example'), admin: user('admin@provider.example') };
}

describe('IdSequence', () => {
  it('counts on from the floor or the highest id held, and steps over ids put in without it', () => {
    expect(new IdSequence(300).next()).toBe(301);
    expect(new IdSequence(300, [301, 303], [302]).next()).toBe(304);
    const sequence = new IdSequence(0, [5]);
    expect(sequence.next()).toBe(6);
    expect(sequence.next([6, 40])).toBe(41);
    // Held ids falling away (deletions) never take it back.
    expect(sequence.next([])).toBe(42);
    expect(sequence.last).toBe(42);
  });
});

describe('no id is given twice after a deletion', () => {
  it('tokens: the next token after the newest is deleted takes a new id, in any account', () => {
    const { store, owner } = freshStore();
    const settings = { tag: 'first', ipRange: '', referrer: '', expiry: 0 };
    const first = store.apiTokens.create(groupIds.acmeMain, settings, owner);
    expect(first.id).toBe(304);
    store.removeToken(first);
    const koala = store.findUserByName('koala@koala.example') ?? expect.unreachable();
    const next = store.apiTokens.create(groupIds.koalaMain, { ...settings, tag: 'next' }, koala);
    expect(next.id).toBe(first.id + 1);
  });

  it('groups: the next group after the newest is deleted takes a new id', () => {
    const { store, owner } = freshStore();
    const acmeLtd = store.getGroup(groupIds.acmeLtd) ?? expect.unreachable();
    const made = store.createGroupUnder(acmeLtd, { type: 'account', name: 'Spare', byUserId: owner.id });
    expect(made.id).toBe(116);
    expect(store.groupEdits.remove(made.id)).toBe(true);
    const next = store.createGroupUnder(acmeLtd, { type: 'account', name: 'Spare again', byUserId: owner.id });
    expect(next.id).toBe(117);
    const registered = store.register({
      email: 'late@fresh.example',
      passwordHash: '!',
      personalName: 'Late',
      companyName: 'Late Ltd',
      country: 'United Kingdom',
      territory: 'uk',
    });
    expect(store.visibleGroups(registered).map((group) => group.id)).toEqual([118, 119]);
  });

  it('users: a registration after the newest user was removed takes a new id, as do bulk members', () => {
    const { store } = freshStore();
    const registration = { passwordHash: '!', personalName: 'New', companyName: 'New Ltd', country: 'United Kingdom', territory: 'uk' as const };
    const first = store.register({ ...registration, email: 'first@fresh.example' });
    expect(store.removeUser(first.id)).toBe(true);
    const second = store.register({ ...registration, email: 'second@fresh.example' });
    expect(second.id).toBe(first.id + 1);
    store.removeUser(second.id);
    store.groupUsers.addBulkMembers(groupIds.acmeMain, 2);
    const bulk = store.groupUsers.list(groupIds.acmeMain).filter((entry) => entry.user.email.endsWith('@bulk.example'));
    expect(bulk.map((entry) => entry.user.id)).toEqual([second.id + 1, second.id + 2]);
  });

  it('invitations: one sent after a group and its invitations were deleted takes a new id', async () => {
    const { store, owner } = freshStore();
    const acmeLtd = store.getGroup(groupIds.acmeLtd) ?? expect.unreachable();
    const spare = store.createGroupUnder(acmeLtd, { type: 'account', name: 'Spare', byUserId: owner.id });
    const invite = (groupId: number, email: string) =>
      store.invitations.send({ groupId, email, accessLevel: 'member', takeOwnership: false, expirySeconds: 3600, invitedBy: owner.id });
    const first = await invite(spare.id, 'someone@fresh.example');
    store.groupEdits.remove(spare.id);
    const next = await invite(groupIds.acmeMain, 'someone@fresh.example');
    expect(next.id).toBe(first.id + 1);
    // The deleted group's link names an invitation that is gone, not the new one.
    expect(await store.invitations.read(first.jwt)).toBe('invalid');
    expect(await store.invitations.read(next.jwt)).toMatchObject({ id: next.id, groupId: groupIds.acmeMain });
  });

  it('subscriptions: an ended trial’s id is not given again, and neither is a removed one’s', () => {
    const { store } = freshStore();
    const first = nextSubscriptionId(store);
    const held = store.subscriptions.find((subscription) => subscription.accountId === groupIds.soloMain) ?? expect.unreachable();
    store.subscriptions.push({ ...held, subscriptionId: first, trial: true, bundles: [] });
    store.subscriptions.pop();
    expect(nextSubscriptionId(store)).toBe(first + 1);
  });

  it('bundles: staff’s and the shop’s share one sequence, and a removed bundle’s id is not given again', () => {
    const { store } = freshStore();
    const plan =
      store.plans.find((candidate) => candidate.kind === 'bundle' && candidate.territory === 'uk' && candidate.service === 'address') ?? expect.unreachable();
    const added = store.bundles.add(groupIds.acmeMain, plan.planId, {});
    if (typeof added === 'string') throw new Error(added);
    expect(store.bundles.remove(added.bundle.bundleId)).toBe(true);
    const next = store.bundles.add(groupIds.acmeMain, plan.planId, {});
    if (typeof next === 'string') throw new Error(next);
    expect(next.bundle.bundleId).toBe(added.bundle.bundleId + 1);
  });

  it('datasets and plans: a removed one’s id is not given again', () => {
    const { store, admin } = freshStore();
    const dataset = store.catalogue.createDataset({ dataset: 'Gone', datasetRef: 'GONE', service: 'address' }, admin.id);
    store.catalogue.removeDataset(dataset.datasetId);
    const kept = store.catalogue.createDataset({ dataset: 'Kept', datasetRef: 'KEPT', service: 'address' }, admin.id);
    expect(kept.datasetId).toBe(dataset.datasetId + 1);

    const settings = {
      plan: 'Gone plan',
      description: '',
      datasetId: kept.datasetId,
      duration: 365,
      availableStart: 0,
      availableEnd: 0,
      calculator: 'annual' as const,
      pricing: [{ clicks: 1000, price: 10 }],
      formula: '',
      territory: 'uk' as const,
      allowTest: false,
      displayOrder: 1,
    };
    const plan = store.catalogue.createPlan(settings, kept, admin.id);
    store.catalogue.removePlan(plan.planId);
    expect(store.catalogue.createPlan({ ...settings, plan: 'Kept plan' }, kept, admin.id).planId).toBe(plan.planId + 1);
  });

  it('leads and lead options: a removed one’s id is not given again', () => {
    const { store } = freshStore();
    const seeded = store.partnerLeads.get(603) ?? expect.unreachable();
    const { id: _id, parentId: _parentId, status: _status, openDate: _openDate, ...form } = seeded;
    const lead = store.partnerLeads.create(groupIds.northwindPartners, form);
    expect(lead.id).toBe(604);
    store.partnerLeads.remove(lead.id);
    expect(store.partnerLeads.create(groupIds.northwindPartners, form).id).toBe(605);

    const option = store.partnerLeads.createOption({ requirement: 'Address Lookup', option: 'Gone' });
    store.partnerLeads.removeOption(option.id);
    expect(store.partnerLeads.createOption({ requirement: 'Address Lookup', option: 'Kept' }).id).toBe(option.id + 1);
  });

  it('orders: numbered on from 9001', () => {
    const { store, owner } = freshStore();
    const shop = shopOf(store, () => now);
    const input = {
      organisationId: groupIds.acmeLtd,
      userId: owner.id,
      items: [],
      currency: 'GBP' as const,
      billing: {
        company: 'Acme Ltd',
        name: 'Owner',
        email: 'owner@acme.example',
        address1: '1 High Street',
        town: 'Leeds',
        postcode: 'LS1 1AA',
        country: 'UK',
      },
      backUrl: '',
      paidUrl: '',
    };
    expect([shop.createOrder(input).orderId, shop.createOrder(input).orderId]).toEqual([9001, 9002]);
  });
});

describe('through the services, as the reviewer saw it', () => {
  let sandbox: RunningSandbox;
  let owner = '';
  beforeAll(async () => {
    sandbox = await startTestSandbox();
    owner = (await signIn(sandbox, 'owner@acme.example')).jwt;
  });
  afterAll(() => sandbox.close());

  const bearer = () => `Bearer ${owner}`;
  const createToken = async (tag: string) => {
    const made = await userServer(sandbox)
      .post('/tokens/password')
      .set('Authorization', basicAuth('owner@acme.example'))
      .send({ parentId: groupIds.acmeMain, tag });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    return (made.body as { id: number }).id;
  };
  const createAccount = async (name: string) => {
    const made = await userServer(sandbox).post('/groups').set('Authorization', bearer()).send({ groupId: groupIds.acmeLtd, type: 'account', name });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    return (made.body as { id: number }).id;
  };

  it('gives a new token, then a new account, ids the deleted ones never had', async () => {
    const token = await createToken('deleted-soon');
    expect((await userServer(sandbox).delete('/tokens').query({ id: token }).set('Authorization', bearer())).body).toEqual({ deleted: true, id: token });
    expect(await createToken('made-next')).toBe(token + 1);

    const account = await createAccount('Deleted soon');
    expect((await userServer(sandbox).delete('/groups').query({ id: account }).set('Authorization', bearer())).body).toEqual({ deleted: true });
    expect(await createAccount('Made next')).toBe(account + 1);
    // The deleted account's id leads nowhere.
    expect((await request(sandbox.urls.userServer).get('/group').query({ id: account }).set('Authorization', bearer())).status).toBe(404);
  });

  it('keeps user ids above a user added straight to the store', () => {
    sandbox.store.users.set(5_000, { ...(sandbox.store.getUser(userIds.solo) ?? expect.unreachable()), id: 5_000, name: 'direct@fresh.example' });
    expect(sandbox.store.ids.users.next(sandbox.store.users.keys())).toBe(5_001);
  });
});
