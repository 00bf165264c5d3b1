import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { graphql, signIn, startSandboxGateway, type SandboxGateway } from './helpers/sandbox-gateway';
import { refusals, shownByPortal } from './helpers/portal-words';

// Referrer partners lack applications, the shop, partner leads and administration
// (docs/routes-and-access.md). The route guard refuses those screens, to anyone, while a referrer
// partner is above the account; through /graphql the same calls on Referral Co's client (Refco
// Client, Refco Main) are refused too, before any service is asked to change or count anything.
// The partner's own administration and reporting stay open to the referrer, and nobody else is
// touched.

const NORTHWIND = '101';
const ACME_MAIN = '103';
const REFERRAL_CO = '107';
const REFCO_CLIENT = '108';
const REFCO_MAIN = '109';

type Failure = { message: string; extensions: Record<string, unknown> };
interface Answer<T = Record<string, unknown>> {
  data?: T | null;
  errors?: Failure[];
}

let portal: SandboxGateway;
const jwts = new Map<string, string>();
/** The accounts clicks were counted on since the file began, one entry a count. */
const counted: number[] = [];

beforeAll(async () => {
  portal = await startSandboxGateway({ PORTAL_ORIGINS: 'http://localhost:4000' });
  portal.sandbox.store.onClicksCounted((subscription) => counted.push(subscription.accountId));
  for (const userName of ['referrer@referral.example', 'owner@acme.example', 'partner@northwind.example', 'admin@provider.example']) {
    jwts.set(userName, (await signIn(portal.gateway, userName)).jwt);
  }
});

afterAll(async () => {
  await portal?.close();
});

const as = <T = Record<string, unknown>>(userName: string, query: string, variables: Record<string, unknown> = {}): Promise<Answer<T>> =>
  graphql<T>(portal.gateway, query, variables, jwts.get(userName), { host: 'localhost:4000' });
const store = () => portal.sandbox.store;

/** The upstream calls `run` made, but reading groups, which is how the rule itself is checked. */
async function callsBesidesGroupReads(run: () => Promise<unknown>): Promise<string[]> {
  const before = portal.log.length;
  await run();
  return portal.log.slice(before).filter((line) => line.startsWith('upstream ') && !/^upstream userServer GET \/groups? /.test(line));
}

function expectReferrerRefusal(res: Answer, action: string) {
  expect(res.data ?? null).toBeNull();
  expect(res.errors?.[0]?.extensions).toMatchObject({ code: 'FORBIDDEN', reason: 'REFERRER_PARTNER', action, upstreamStatus: null });
  expect(shownByPortal(res.errors?.[0]?.extensions)).toBe(refusals.referrer);
}

const USERS = 'query A($groupId: ID!) { groupAdministration(groupId: $groupId) { group { id name } users { users { email accessLevel } } } }';
const CAN_DELETE = 'query C($accountId: ID!) { canDeleteAccount(accountId: $accountId) { canDelete } }';
const INVITE = 'mutation I($groupId: ID!, $input: InvitationInput!) { inviteGroupUser(groupId: $groupId, input: $input) { email accessLevel } }';
const WITHDRAW = 'mutation W($groupId: ID!, $email: String!) { withdrawInvitation(groupId: $groupId, email: $email) }';
const SET_LEVEL =
  'mutation L($groupId: ID!, $userId: ID!, $level: AccessLevel!) { setGroupUserAccessLevel(groupId: $groupId, userId: $userId, accessLevel: $level) { accessLevel } }';
const REMOVE = 'mutation R($groupId: ID!, $userId: ID!) { removeGroupUser(groupId: $groupId, userId: $userId) }';
const UPDATE = 'mutation G($groupId: ID!, $input: GroupDetailsInput!) { updateGroup(groupId: $groupId, input: $input) { id name } }';
const DELETE = 'mutation D($groupId: ID!) { deleteGroup(groupId: $groupId) }';
const CORPORATE = 'mutation E($groupId: ID!) { enableCorporate(groupId: $groupId) { id subtype } }';
const TOKENS = 'query T($accountId: ID!) { apiTokens(accountId: $accountId) { id tag } }';
const CREATE_TOKEN = 'mutation T($input: NewApiTokenInput!) { createApiToken(input: $input) { id key } }';
const TRY_TOKEN = 'mutation Y($accountId: ID!, $id: ID!) { tryApiToken(accountId: $accountId, id: $id) { status } }';
const BULK = 'mutation B($groupId: ID!, $input: ApiTokenBulkInput!) { changeApiTokensInBulk(groupId: $groupId, input: $input) { id } }';
const SERVICES = 'query S($groupId: ID!) { groupServiceAccess(groupId: $groupId) { groupId users { userId } } }';
const SET_SERVICE =
  'mutation S($groupId: ID!, $userId: ID!, $serviceId: ID!, $enabled: Boolean!) { setServiceAccess(groupId: $groupId, userId: $userId, serviceId: $serviceId, enabled: $enabled) { enabled } }';
const BUNDLE =
  'mutation N($organisationId: ID!, $accountId: ID!, $input: NewBundleInput!) { createBundle(organisationId: $organisationId, accountId: $accountId, input: $input) { accountId } }';
const CLEANSE_ADMINISTRATION = 'query P($accountId: ID!) { addressCleanseAdministration(accountId: $accountId) { canChangePrices } }';
const DATASETS = 'query D($accountId: ID!) { addressDatasets(accountId: $accountId) { ref } }';
const SUGGEST =
  'query S($accountId: ID!) { addressSuggestions(accountId: $accountId, dataset: "uk-paf", text: "Downing") { suggestions { id } failure { code } } }';
const ADDRESS = `query A($accountId: ID!) { address(accountId: $accountId, dataset: "uk-paf", id: "1", configuration: { outputFields: 4,
  labelFormat: FixedPostcode, townFormat: Lowercase, reserveOrgLine: Never, includeCounty: Always }) { address { id } failure { code } } }`;
const EMAILS = 'query E($accountId: ID!) { emailValidation(accountId: $accountId, emails: ["someone@acme.example"]) { email status } }';
const BANK = 'query B($accountId: ID!) { bankAccountValidation(accountId: $accountId, sortCode: "089999", accountNumber: "66374958") { valid } }';
const FILES = 'query F($accountId: ID!) { bureauFiles(accountId: $accountId) { id } }';
const CREATE_FILE = `mutation F($accountId: ID!) { createBureauFile(accountId: $accountId, input: { name: "clients.csv", fileServerId: "1", testFileServerId: "2",
  delimiter: ",", hasHeader: true, useQuotes: true }) { id } }`;

/** Each kind of call the guard refuses under a referrer, with its action and variables for Referral Co's client. */
const refusedCalls: [string, string, string, Record<string, unknown>][] = [
  ["the client account's users", USERS, 'load the account', { groupId: REFCO_MAIN }],
  ["the client organisation's users", USERS, 'load the account', { groupId: REFCO_CLIENT }],
  ['whether the account may be deleted', CAN_DELETE, 'check whether the account may be deleted', { accountId: REFCO_MAIN }],
  ['an invitation to the account', INVITE, 'send the invitation', { groupId: REFCO_MAIN, input: { email: 'friend@elsewhere.example', accessLevel: 'owner' } }],
  ["a change of a user's access level", SET_LEVEL, "change the user's access level", { groupId: REFCO_CLIENT, userId: '1', level: 'member' }],
  ['removing a user', REMOVE, 'remove the user from the group', { groupId: REFCO_CLIENT, userId: '1' }],
  ['renaming the organisation', UPDATE, 'update the group', { groupId: REFCO_CLIENT, input: { name: 'Renamed by referrer' } }],
  ['deleting the account', DELETE, 'delete the group', { groupId: REFCO_MAIN }],
  ['the corporate status', CORPORATE, 'enable the corporate status', { groupId: REFCO_CLIENT }],
  ["the account's API tokens", TOKENS, 'load the tokens', { accountId: REFCO_MAIN }],
  ['a new API token', CREATE_TOKEN, 'create the token', { input: { accountId: REFCO_MAIN, tag: 'mine', password: 'Passw0rd!' } }],
  ['trying an API token', TRY_TOKEN, 'try the token', { accountId: REFCO_MAIN, id: '1' }],
  ["the organisation's tokens all at once", BULK, 'change the tokens', { groupId: REFCO_CLIENT, input: { locked: true } }],
  ['the services each user may use', SERVICES, 'load the services allowed', { groupId: REFCO_MAIN }],
  ['switching a service', SET_SERVICE, 'stop the service', { groupId: REFCO_MAIN, userId: '1', serviceId: '1', enabled: false }],
  ['address cleanse administration', CLEANSE_ADMINISTRATION, 'load the address cleanse prices', { accountId: REFCO_MAIN }],
  ['the address datasets', DATASETS, 'load the address datasets', { accountId: REFCO_MAIN }],
  ['address suggestions', SUGGEST, 'suggest addresses', { accountId: REFCO_MAIN }],
  ['an address look-up', ADDRESS, 'look up the address', { accountId: REFCO_MAIN }],
  ['e-mail validation', EMAILS, 'validate e-mail addresses', { accountId: REFCO_MAIN }],
  ['payment (bank) validation', BANK, 'validate the bank account', { accountId: REFCO_MAIN }],
  ['the address files', FILES, 'load the address files', { accountId: REFCO_MAIN }],
  ['recording an address file', CREATE_FILE, 'record the uploaded file', { accountId: REFCO_MAIN }],
];

describe("a referrer partner's clients", () => {
  it.each(refusedCalls)('refuses the referrer %s with the partner type refusal, asking no service', async (_kind, query, action, variables) => {
    const before = counted.length;
    let res: Answer = {};
    const calls = await callsBesidesGroupReads(async () => (res = await as('referrer@referral.example', query, variables)));
    expectReferrerRefusal(res, action);
    expect(calls).toEqual([]);
    expect(counted.slice(before)).toEqual([]);
  });

  it('leaves the groups, their invitations, tokens and files as they were', () => {
    expect(store().getGroup(Number(REFCO_CLIENT))).toMatchObject({ name: 'Refco Client' });
    expect(store().getGroup(Number(REFCO_MAIN))).toMatchObject({ name: 'Refco Main' });
    expect(store().outboxFor('friend@elsewhere.example')).toEqual([]);
    expect(store().tokens.filter((token) => token.parentId === Number(REFCO_MAIN))).toEqual([]);
    expect(store().bureauFiles.filter((file) => file.accountId === Number(REFCO_MAIN))).toEqual([]);
    expect(counted).not.toContain(Number(REFCO_MAIN));
  });

  it("refuses the referrer's address cleanse uploads before the file server is asked", async () => {
    const begun = await request(portal.gateway.app)
      .post('/address-cleanse/upload/begin')
      .query({ accountId: REFCO_MAIN, filePrefix: 'clients.csv' })
      .set('authorization', `Bearer ${jwts.get('referrer@referral.example')}`);
    expect(begun.status).toBe(403);
    expect(begun.body).toMatchObject({ code: 'FORBIDDEN', reason: 'REFERRER_PARTNER' });
  });

  it('refuses staff too, as the guard does: the screens are not for that partner type', async () => {
    expectReferrerRefusal(await as('admin@provider.example', USERS, { groupId: REFCO_MAIN }), 'load the account');
    expectReferrerRefusal(await as('admin@provider.example', CLEANSE_ADMINISTRATION, { accountId: REFCO_MAIN }), 'load the address cleanse prices');
    expectReferrerRefusal(await as('admin@provider.example', EMAILS, { accountId: REFCO_MAIN }), 'validate e-mail addresses');
    const bundle = await as('admin@provider.example', BUNDLE, { organisationId: REFCO_CLIENT, accountId: REFCO_MAIN, input: { planId: '4' } });
    expectReferrerRefusal(bundle, 'add the bundle');
  });

  it('says which partner and what referrers lack, for whoever made the call', async () => {
    const res = await as('referrer@referral.example', EMAILS, { accountId: REFCO_MAIN });
    expect(res.errors?.[0]?.message).toBe('Cannot validate e-mail addresses: Account 109 is under referrer partner 107, and referrers have no applications');
    const users = await as('referrer@referral.example', USERS, { groupId: REFCO_CLIENT });
    expect(users.errors?.[0]?.message).toBe(
      'Cannot load the account: Organisation 108 is under referrer partner 107, and referrers have no account administration',
    );
  });
});

describe('what referrers keep', () => {
  it('lets the referrer administer their own partner: its users, invitations and details', async () => {
    const users = await as<{ groupAdministration: { group: { name: string }; users: { users: { email: string }[] } } }>('referrer@referral.example', USERS, {
      groupId: REFERRAL_CO,
    });
    expect(users.errors).toBeUndefined();
    expect(users.data?.groupAdministration.users.users.map((user) => user.email)).toContain('referrer@referral.example');

    const invited = await as('referrer@referral.example', INVITE, {
      groupId: REFERRAL_CO,
      input: { email: 'colleague@referral.example', accessLevel: 'manager' },
    });
    expect(invited).toEqual({ data: { inviteGroupUser: { email: 'colleague@referral.example', accessLevel: 'manager' } } });
    expect(store().outboxFor('colleague@referral.example')).toHaveLength(1);
    expect(await as('referrer@referral.example', WITHDRAW, { groupId: REFERRAL_CO, email: 'colleague@referral.example' })).toEqual({
      data: { withdrawInvitation: true },
    });

    try {
      const renamed = await as('referrer@referral.example', UPDATE, { groupId: REFERRAL_CO, input: { name: 'Referral Company' } });
      expect(renamed).toEqual({ data: { updateGroup: { id: REFERRAL_CO, name: 'Referral Company' } } });
    } finally {
      await as('referrer@referral.example', UPDATE, { groupId: REFERRAL_CO, input: { name: 'Referral Co' } });
    }
    expect(store().getGroup(Number(REFERRAL_CO))).toMatchObject({ name: 'Referral Co' });
  });

  it("lets the referrer read their client's reports and plans, and the partner's accounts", async () => {
    const from = new Date(Date.now() - 30 * 86_400_000).toISOString();
    const to = new Date().toISOString();
    const report = await as<{ usageReport: { accountId: string } }>(
      'referrer@referral.example',
      'query R($accountId: ID!, $from: DateTime!, $to: DateTime!) { usageReport(accountId: $accountId, from: $from, to: $to) { accountId } }',
      { accountId: REFCO_MAIN, from, to },
    );
    expect(report.errors).toBeUndefined();
    expect(report.data?.usageReport.accountId).toBe(REFCO_MAIN);
    const figures = await as('referrer@referral.example', 'query F($accountId: ID!) { bureauStats(accountId: $accountId) { mafId } }', {
      accountId: REFCO_MAIN,
    });
    expect(figures.errors).toBeUndefined();
    const forecasts = await as('referrer@referral.example', 'query C($accountId: ID!) { clickForecasts(accountId: $accountId) { subscription { service } } }', {
      accountId: REFCO_MAIN,
    });
    expect(forecasts.errors).toBeUndefined();
    const plans = await as<{ accountPlans: { service: string }[] }>(
      'referrer@referral.example',
      'query P($accountId: ID!) { accountPlans(accountId: $accountId) { service } }',
      {
        accountId: REFCO_MAIN,
      },
    );
    expect(plans.data?.accountPlans.length).toBeGreaterThan(0);
    const accounts = await as<{ partnerAccounts: { accountName: string }[] }>(
      'referrer@referral.example',
      'query A($partnerId: ID!) { partnerAccounts(partnerId: $partnerId) { accountName } }',
      { partnerId: REFERRAL_CO },
    );
    expect(accounts.data?.partnerAccounts.map((line) => line.accountName)).toContain('Refco Main');
  });
});

describe('everyone else', () => {
  it('lets the owner of an organisation under an ordinary partner run and use their account as before', async () => {
    const owner = 'owner@acme.example';
    expect((await as(owner, USERS, { groupId: ACME_MAIN })).errors).toBeUndefined();
    expect((await as(owner, TOKENS, { accountId: ACME_MAIN })).errors).toBeUndefined();
    expect((await as(owner, SERVICES, { groupId: ACME_MAIN })).errors).toBeUndefined();
    expect((await as(owner, FILES, { accountId: ACME_MAIN })).errors).toBeUndefined();
    expect((await as(owner, CLEANSE_ADMINISTRATION, { accountId: ACME_MAIN })).errors).toBeUndefined();
    expect((await as(owner, SUGGEST, { accountId: ACME_MAIN })).errors).toBeUndefined();
    const before = counted.length;
    const emails = await as<{ emailValidation: { status: string }[] }>(owner, EMAILS, { accountId: ACME_MAIN });
    expect(emails.errors).toBeUndefined();
    expect(emails.data?.emailValidation).toHaveLength(1);
    expect((await as<{ bankAccountValidation: { valid: boolean } }>(owner, BANK, { accountId: ACME_MAIN })).data?.bankAccountValidation.valid).toBe(true);
    expect(counted.slice(before)).toEqual([Number(ACME_MAIN), Number(ACME_MAIN)]);
  });

  it('lets the owner of an ordinary partner and staff administer the accounts below it', async () => {
    expect((await as('partner@northwind.example', USERS, { groupId: ACME_MAIN })).errors).toBeUndefined();
    expect((await as('partner@northwind.example', USERS, { groupId: NORTHWIND })).errors).toBeUndefined();
    expect((await as('admin@provider.example', USERS, { groupId: ACME_MAIN })).errors).toBeUndefined();
    expect((await as('admin@provider.example', CLEANSE_ADMINISTRATION, { accountId: ACME_MAIN })).errors).toBeUndefined();
  });

  it('still refuses the referrer, as before, a partner that is not theirs, without naming its type', async () => {
    const res = await as('referrer@referral.example', USERS, { groupId: NORTHWIND });
    expect(res.errors?.[0]?.extensions).toMatchObject({ code: 'FORBIDDEN', reason: 'NOT_OWNER' });
  });
});
