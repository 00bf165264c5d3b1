import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningSandbox } from '../src';
import { verifyPassword } from '../src/auth/password';
import { DEMO_PASSWORD } from '../src';
import { manualClock, startTestSandbox } from './support';

const DAY = 86_400;

/** The demo group tree: name, parent, type, subtype, territory. */
const tree: [string, string | null, string, string, string][] = [
  ['Northwind Partners', null, 'partner', '', 'uk'],
  ['Acme Ltd', 'Northwind Partners', 'organisation', 'corporate', 'uk'],
  ['Acme Main', 'Acme Ltd', 'account', '', 'uk'],
  ['Acme Web', 'Acme Ltd', 'account', '', 'uk'],
  ['Bright Charity', 'Northwind Partners', 'organisation', '', 'uk'],
  ['Bright Main', 'Bright Charity', 'account', '', 'uk'],
  ['Referral Co', null, 'partner', 'referrer', 'uk'],
  ['Refco Client', 'Referral Co', 'organisation', '', 'uk'],
  ['Refco Main', 'Refco Client', 'account', '', 'uk'],
  ['Solo Traders', null, 'organisation', '', 'uk'],
  ['Solo Main', 'Solo Traders', 'account', '', 'uk'],
  ['Koala Pty', null, 'organisation', '', 'australia'],
  ['Koala Main', 'Koala Pty', 'account', '', 'australia'],
  ['New Co', null, 'organisation', '', 'uk'],
  ['New Main', 'New Co', 'account', '', 'uk'],
];

describe('the seeded demo data', () => {
  const clock = manualClock(Date.UTC(2026, 2, 18, 9, 30));
  const today = Date.UTC(2026, 2, 18) / 1000;
  let sandbox: RunningSandbox;

  beforeAll(async () => {
    sandbox = await startTestSandbox({ now: clock.now });
  });
  afterAll(() => sandbox.close());

  const store = () => sandbox.store;
  const group = (name: string) => {
    const found = [...store().groups.values()].find((candidate) => candidate.name === name);
    if (!found) throw new Error(`No group ${name}`);
    return found;
  };
  const user = (name: string) => {
    const found = store().findUserByName(name);
    if (!found) throw new Error(`No user ${name}`);
    return found;
  };

  it('holds every group of the tree with its parent, type, subtype and territory', () => {
    expect(store().groups.size).toBeGreaterThanOrEqual(tree.length);
    for (const [name, parent, type, subtype, territory] of tree) {
      expect(group(name), name).toMatchObject({ type, subtype, territory, parentId: parent === null ? null : group(parent).id });
    }
    expect(group('Bright Charity').charity).toEqual({ number: expect.any(String), status: 'valid' });
  });

  it('holds the memberships of the sign-in table, and none for staff', () => {
    const holds = (userName: string) =>
      store()
        .memberships.filter((membership) => membership.userId === user(userName).id)
        .map(({ groupId, accessLevel }) => [store().getGroup(groupId)?.name, accessLevel]);
    expect(holds('owner@acme.example')).toEqual([['Acme Ltd', 'owner']]);
    expect(holds('member@acme.example')).toEqual([['Acme Main', 'member']]);
    expect(holds('partner@northwind.example')).toEqual([['Northwind Partners', 'owner']]);
    expect(holds('referrer@referral.example')).toEqual([['Referral Co', 'owner']]);
    expect(holds('solo@solo.example')).toEqual([['Solo Traders', 'owner']]);
    expect(holds('koala@koala.example')).toEqual([['Koala Pty', 'owner']]);
    expect(holds('new@new.example')).toEqual([['New Co', 'owner']]);
    for (const staff of ['admin@provider.example', 'super@provider.example', 'sales@provider.example']) expect(holds(staff)).toEqual([]);
    expect(user('koala@koala.example').territory).toBe('australia');
    expect(user('new@new.example').validated).toBe(false);
  });

  it('stores passwords as scrypt hashes, never in plain text', async () => {
    for (const record of store().users.values()) {
      expect(record.passwordHash).toMatch(/^scrypt\$/);
      expect(record.passwordHash).not.toContain(DEMO_PASSWORD);
      expect(await verifyPassword(DEMO_PASSWORD, record.passwordHash)).toBe(true);
    }
  });

  it('subscribes each account to its services, priced in the currency of its territory', () => {
    const services = (account: string) =>
      store()
        .subscriptions.filter((subscription) => subscription.accountId === group(account).id)
        .map((subscription) => subscription.service)
        .sort();
    for (const account of ['Acme Main', 'Acme Web', 'Solo Main', 'Bright Main', 'Refco Main'])
      expect(services(account), account).toEqual(['address', 'bankcode', 'email']);
    expect(services('Koala Main')).toEqual(['address', 'email']);
    for (const subscription of store().subscriptions) {
      const plan = store().plans.find((candidate) => candidate.planId === subscription.planId);
      const territory = store().getGroup(subscription.accountId)?.territory;
      expect(plan?.territory).toBe(territory);
      expect(subscription.currency).toBe(territory === 'uk' ? 'GBP' : 'AUD');
    }
  });

  it('holds 90 days of daily clicks, ending today, for every subscription and every token', () => {
    const lastNinetyDays = Array.from({ length: 90 }, (_, index) => today - (89 - index) * DAY);
    for (const subscription of store().subscriptions) {
      const rows = store().subscriptionUsage.filter((row) => row.subscriptionId === subscription.subscriptionId);
      expect(rows.map((row) => row.date)).toEqual(lastNinetyDays);
      expect(rows.every((row) => Number.isInteger(row.clicks) && row.clicks >= 0 && row.accountId === subscription.accountId)).toBe(true);
      expect(rows.filter((row) => row.clicks > 0).length).toBeGreaterThan(45);
    }
    for (const token of store().tokens) {
      const rows = store().tokenUsage.filter((row) => row.tokenId === token.id);
      expect(rows.map((row) => row.date)).toEqual(lastNinetyDays);
      expect(rows.some((row) => row.clicks > 0)).toBe(true);
    }
  });

  it('generates the same history for the same day on every start', async () => {
    const again = await startTestSandbox({ now: clock.now });
    try {
      expect(again.store.subscriptionUsage).toEqual(store().subscriptionUsage);
      expect(again.store.tokenUsage).toEqual(store().tokenUsage);
    } finally {
      await again.close();
    }
  });

  it('keeps the clicks of a calendar day when the sandbox starts a day later', async () => {
    const later = await startTestSandbox({ now: () => clock.now() + DAY * 1000 });
    try {
      const yesterdayStart = store().subscriptionUsage.filter((row) => row.date > today - 89 * DAY);
      const overlap = later.store.subscriptionUsage.filter((row) => row.date <= today);
      expect(overlap).toEqual(yesterdayStart);
      expect(later.store.subscriptionUsage.some((row) => row.date === today + DAY)).toBe(true);
    } finally {
      await later.close();
    }
  });

  it('holds the API tokens: website and a locked crm for Acme Main, one for Koala Main', () => {
    const tokens = (account: string) =>
      store()
        .tokens.filter((token) => token.parentId === group(account).id)
        .map(({ tag, locked }) => ({ tag, locked }));
    expect(tokens('Acme Main')).toEqual([
      { tag: 'website', locked: false },
      { tag: 'crm', locked: true },
    ]);
    expect(tokens('Koala Main')).toHaveLength(1);
  });

  it('holds the finished cleanse file customers-2026.csv for Acme Main with test and full results', () => {
    const file = store().bureauFiles.find((candidate) => candidate.name === 'customers-2026.csv');
    expect(file).toMatchObject({ accountId: group('Acme Main').id, status: 'finished' });
    expect(Object.keys(file?.testResults ?? {})).toEqual(expect.arrayContaining(['codingStats', 'outputGroupStats', 'recordCount', 'suppressionStats']));
    expect(Object.keys(file?.fullResults ?? {})).toEqual(
      expect.arrayContaining([
        'addressUpdateStats',
        'codingStats',
        'dedupeStats',
        'inputRecordCount',
        'outputGroupStats',
        'outputRecordCount',
        'suppressionFlaggedStats',
        'suppressionRemovedStats',
      ]),
    );
    // Its figures add up as a run's do: coding, match levels and record fates each to the records.
    const sum = (lines: readonly { count: number }[] | undefined) => (lines ?? []).reduce((total, line) => total + line.count, 0);
    for (const results of [file?.testResults, file?.fullResults]) {
      const records = results && 'recordCount' in results ? results.recordCount : results?.inputRecordCount;
      expect(sum(results?.codingStats)).toBe(records);
      expect(sum(results?.matchLevelStats)).toBe(records);
      expect(sum(results?.recordFates)).toBe(records);
    }
    const written = sum(file?.fullResults?.recordFates.filter((line) => line.file === 'cleansed'));
    expect(written).toBe(file?.fullResults?.outputRecordCount);
    expect(sum(file?.fullResults?.outputGroupStats)).toBe(written);
  });

  it('holds three leads for Northwind Partners in different states', () => {
    const leads = store().leads.filter((lead) => lead.parentId === group('Northwind Partners').id);
    expect(leads).toHaveLength(3);
    expect(new Set(leads.map((lead) => lead.status)).size).toBe(3);
    for (const lead of leads)
      expect(lead).toMatchObject({
        id: expect.any(Number),
        companyName: expect.any(String),
        contactName: expect.any(String),
        services: expect.any(Array),
        openDate: expect.any(Number),
        closeDate: expect.any(Number),
      });
  });

  it('offers, per territory, address lookup plans and bundles, email and name validation, and payment validation in the uk', () => {
    const offer = (territory: string) =>
      new Set(
        store()
          .plans.filter((plan) => plan.territory === territory)
          .map((plan) => `${plan.service}:${plan.kind}:${plan.currency}`),
      );
    expect([...offer('uk')].sort()).toEqual(['address:bundle:GBP', 'address:plan:GBP', 'bankcode:plan:GBP', 'email:plan:GBP', 'name:plan:GBP']);
    expect([...offer('australia')].sort()).toEqual(['address:bundle:AUD', 'address:plan:AUD', 'email:plan:AUD', 'name:plan:AUD']);
  });

  it('gives each sandbox its own copy of the data', async () => {
    const other = await startTestSandbox();
    try {
      other.store.setUserLocked(user('owner@acme.example').id, true);
      other.store.removeUser(user('solo@solo.example').id);
      expect(user('owner@acme.example').locked).toBe(false);
      expect(store().findUserByName('solo@solo.example')).toBeDefined();
    } finally {
      await other.close();
    }
  });
});
