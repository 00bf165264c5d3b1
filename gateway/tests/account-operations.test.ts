import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { graphql, startSandboxGateway, type SandboxGateway, signIn as signInAs } from './helpers/sandbox-gateway';
import { refusals, shownByPortal } from './helpers/portal-words';

const PASSWORD = 'Passw0rd!';
const ONE_YEAR = 31_536_000;

interface GroupNode {
  id: string;
  name: string;
  type: string;
  territory: string;
  isOwner: boolean;
  children: GroupNode[];
}

interface Plan {
  service: string;
  plan: string;
  planId: number;
  currency: string;
  endDate: string;
  remainClicks: number;
  bundles: { bundleId: string; price: number }[];
  subscription: { clicks: number; price: number; estimatedRenewalDate: string | null };
}

const MY_GROUPS = '{ myGroups { id name type territory isOwner children { id name type territory isOwner children { id name } } } }';
const CREATE_GROUP = 'mutation C($input: NewGroupInput!) { createGroup(input: $input) { id accountId } }';
const EXPORT =
  'mutation E($userName: String!, $password: String!, $accountId: ID!) { exportApiToken(userName: $userName, password: $password, accountId: $accountId) }';
const ACCOUNT_PLANS = /* GraphQL */ `
  query P($accountId: ID!) {
    accountPlans(accountId: $accountId) {
      service
      plan
      planId
      currency
      endDate
      remainClicks
      bundles {
        bundleId
        price
      }
      subscription {
        clicks
        price
        estimatedRenewalDate
      }
    }
  }
`;

let portal: SandboxGateway;

beforeAll(async () => {
  portal = await startSandboxGateway();
});

afterAll(async () => {
  await portal?.close();
});

const signIn = (userName: string) => signInAs(portal.gateway, userName);

async function myGroups(jwt: string): Promise<GroupNode[]> {
  const res = await graphql<{ myGroups: GroupNode[] }>(portal.gateway, MY_GROUPS, {}, jwt);
  expect(res.errors).toBeUndefined();
  return res.data!.myGroups;
}

const upstreamCalls = (prefix: string) => portal.log.filter((line) => line.startsWith(prefix)).length;

function claimsOf(jwt: string): Record<string, unknown> {
  return JSON.parse(Buffer.from(jwt.split('.')[1] ?? '', 'base64url').toString('utf8')) as Record<string, unknown>;
}

describe('myGroups', () => {
  it("names the parent of a member's account, though the member may not see the parent itself", async () => {
    const member = await signIn('member@acme.example');
    const res = await graphql<{ myGroups: { name: string; parentName: string | null; parent: { name: string } | null }[] }>(
      portal.gateway,
      '{ myGroups { name parentName parent { name } } }',
      {},
      member.jwt,
    );
    expect(res.errors).toBeUndefined();
    expect(res.data!.myGroups).toEqual([{ name: 'Acme Main', parentName: 'Acme Ltd', parent: null }]);
  });

  it('gives no parent name at the top of the tree', async () => {
    const solo = await signIn('solo@solo.example');
    const res = await graphql<{ myGroups: { name: string; parentName: string | null; children: { parentName: string | null }[] }[] }>(
      portal.gateway,
      '{ myGroups { name parentName children { parentName } } }',
      {},
      solo.jwt,
    );
    expect(res.data!.myGroups).toEqual([{ name: 'Solo Traders', parentName: null, children: [{ parentName: 'Solo Traders' }] }]);
  });
});

describe('createGroup', () => {
  it('creates an organisation for the signed-in user, which myGroups shows at once with its unnamed account', async () => {
    const solo = await signIn('solo@solo.example');
    // Read first, so a cached answer would show if the mutation did not make it stale.
    expect((await myGroups(solo.jwt)).map((group) => group.name)).toEqual(['Solo Traders']);

    const res = await graphql<{ createGroup: { id: string; accountId: string | null } }>(
      portal.gateway,
      CREATE_GROUP,
      { input: { userId: solo.id, type: 'organisation', name: 'Solo Two' } },
      solo.jwt,
    );
    expect(res.errors).toBeUndefined();
    const { id, accountId } = res.data!.createGroup;
    expect(id).toMatch(/^\d+$/);
    expect(accountId).toMatch(/^\d+$/);

    const groups = await myGroups(solo.jwt);
    expect(groups.map((group) => group.name)).toEqual(['Solo Traders', 'Solo Two']);
    const created = groups[1]!;
    expect(created).toMatchObject({ id, type: 'organisation', territory: 'uk', isOwner: true });
    expect(created.children).toEqual([{ id: accountId, name: '', type: 'account', territory: 'uk', isOwner: true, children: [] }]);
  });

  it('creates an account in an organisation the caller owns', async () => {
    const owner = await signIn('owner@acme.example');
    const acmeLtd = (await myGroups(owner.jwt))[0]!;
    const res = await graphql<{ createGroup: { id: string; accountId: string | null } }>(
      portal.gateway,
      CREATE_GROUP,
      { input: { groupId: acmeLtd.id, type: 'account', name: 'Acme Shop' } },
      owner.jwt,
    );
    expect(res.errors).toBeUndefined();
    expect(res.data!.createGroup.accountId).toBeNull();
    const [after] = await myGroups(owner.jwt);
    expect(after!.children.map((child) => child.name)).toEqual(['Acme Main', 'Acme Web', 'Acme Shop']);
  });

  it('refuses a name a group beside it has, trimmed and in any case, before making anything; and a rename likewise', async () => {
    const owner = await signIn('owner@acme.example');
    const acmeLtd = (await myGroups(owner.jwt))[0]!;
    const acmeWeb = acmeLtd.children.find((child) => child.name === 'Acme Web')!;
    const posts = upstreamCalls('upstream userServer POST /groups ');
    for (const name of ['Acme Web', '  acme WEB ']) {
      const res = await graphql(portal.gateway, CREATE_GROUP, { input: { groupId: acmeLtd.id, type: 'account', name } }, owner.jwt);
      expect(res.data).toBeNull();
      expect(res.errors).toMatchObject([
        { message: 'Acme Ltd already holds a group named "Acme Web": choose another name.', extensions: { code: 'BAD_USER_INPUT', argument: 'input.name' } },
      ]);
    }
    // Staff are held to it too.
    const sales = await signIn('sales@provider.example');
    const bySales = await graphql(portal.gateway, CREATE_GROUP, { input: { groupId: acmeLtd.id, type: 'account', name: 'ACME MAIN' } }, sales.jwt);
    expect(bySales.errors).toMatchObject([{ extensions: { code: 'BAD_USER_INPUT', argument: 'input.name' } }]);
    expect(upstreamCalls('upstream userServer POST /groups ')).toBe(posts);

    const RENAME = 'mutation U($groupId: ID!, $input: GroupDetailsInput!) { updateGroup(groupId: $groupId, input: $input) { id name } }';
    const puts = upstreamCalls('upstream userServer PUT /groups ');
    const renamed = await graphql(portal.gateway, RENAME, { groupId: acmeWeb.id, input: { name: 'acme main' } }, owner.jwt);
    expect(renamed.errors).toMatchObject([
      { message: 'Acme Ltd already holds a group named "Acme Main": choose another name.', extensions: { code: 'BAD_USER_INPUT', argument: 'input.name' } },
    ]);
    expect(upstreamCalls('upstream userServer PUT /groups ')).toBe(puts);
    // Its own name is no sibling's.
    const kept = await graphql<{ updateGroup: { name: string } }>(portal.gateway, RENAME, { groupId: acmeWeb.id, input: { name: ' Acme Web ' } }, owner.jwt);
    expect(kept.errors).toBeUndefined();
    expect(kept.data!.updateGroup.name).toBe('Acme Web');
    expect(upstreamCalls('upstream userServer PUT /groups ')).toBe(puts + 1);
    const [after] = await myGroups(owner.jwt);
    expect(after!.children.map((child) => child.name).filter((name) => /^acme (web|main)$/i.test(name))).toEqual(['Acme Main', 'Acme Web']);
  });

  it.each([
    ['empty', '', 'name may not be empty.'],
    ['blank', '   ', 'name may not be empty.'],
    ['of zero-width spaces and a word joiner', ' \u200b\u2060\u200b ', 'name may not be empty.'],
    ['over 200 characters', 'x'.repeat(201), 'name must be at most 200 characters.'],
    ['with a left-to-right override', 'Acme \u202dWeb', 'This has an invisible control character (U+202D, left-to-right override): remove it.'],
  ])('refuses a name %s with the words and code a rename gets, naming input.name, before asking any service', async (_case, name, message) => {
    const owner = await signIn('owner@acme.example');
    const acmeLtd = (await myGroups(owner.jwt))[0]!;
    const acmeWeb = acmeLtd.children.find((child) => child.name === 'Acme Web')!;
    const RENAME = 'mutation U($groupId: ID!, $input: GroupDetailsInput!) { updateGroup(groupId: $groupId, input: $input) { id name } }';
    const renamed = await graphql(portal.gateway, RENAME, { groupId: acmeWeb.id, input: { name } }, owner.jwt);
    expect(renamed.errors).toMatchObject([{ message, extensions: { code: 'BAD_USER_INPUT', argument: 'input.name' } }]);
    const before = upstreamCalls('upstream ');
    for (const input of [
      { groupId: acmeLtd.id, type: 'account', name },
      { userId: '1', type: 'organisation', name },
    ]) {
      const res = await graphql(portal.gateway, CREATE_GROUP, { input }, owner.jwt);
      expect(res.data).toBeNull();
      expect(res.errors).toMatchObject([{ message, extensions: { code: 'BAD_USER_INPUT', argument: 'input.name' } }]);
      expect(res.errors![0]!.extensions.action).toBeUndefined();
    }
    expect(upstreamCalls('upstream ')).toBe(before);
  });

  it("answers without ids with the product's message", async () => {
    const owner = await signIn('owner@acme.example');
    const res = await graphql(portal.gateway, CREATE_GROUP, { input: { type: 'organisation', name: 'Nowhere' } }, owner.jwt);
    expect(res.data).toBeNull();
    expect(res.errors![0]!.message).toBe('No user or group id provided');
    expect(res.errors![0]!.extensions).toMatchObject({ code: 'BAD_REQUEST', action: 'create the group', msg: 'No user or group id provided' });
  });

  it('refuses a member with FORBIDDEN before asking the user server to create anything', async () => {
    const member = await signIn('member@acme.example');
    const acmeMain = (await myGroups(member.jwt))[0]!;
    const posts = upstreamCalls('upstream userServer POST /groups ');
    const res = await graphql(portal.gateway, CREATE_GROUP, { input: { groupId: acmeMain.id, type: 'account', name: 'Sneaky' } }, member.jwt);
    expect(res.errors![0]!.message).toBe(`Cannot create the group: Only an owner of group ${acmeMain.id} or staff may do this`);
    expect(res.errors![0]!.extensions).toMatchObject({ code: 'FORBIDDEN', action: 'create the group', upstreamStatus: null, reason: 'NOT_OWNER' });
    expect(shownByPortal(res.errors![0]!.extensions)).toBe(refusals.owner);
    expect(upstreamCalls('upstream userServer POST /groups ')).toBe(posts);
  });

  it('refuses a group the caller cannot see, and lets staff create anywhere', async () => {
    const owner = await signIn('owner@acme.example');
    const koala = await signIn('koala@koala.example');
    const koalaPty = (await myGroups(koala.jwt))[0]!;
    const refused = await graphql(portal.gateway, CREATE_GROUP, { input: { groupId: koalaPty.id, type: 'account', name: 'Mine' } }, owner.jwt);
    expect(refused.errors![0]!.extensions).toMatchObject({ code: 'FORBIDDEN' });
    expect(shownByPortal(refused.errors![0]!.extensions)).toBe(refusals.owner);

    const sales = await signIn('sales@provider.example');
    const made = await graphql(portal.gateway, CREATE_GROUP, { input: { groupId: koalaPty.id, type: 'account', name: 'Koala Shop' } }, sales.jwt);
    expect(made.errors).toBeUndefined();
    // Staff see every group; the write made their own cached reads stale (other callers' keep theirs until they expire).
    const after = (await myGroups(sales.jwt)).find((group) => group.id === koalaPty.id);
    expect(after!.children.map((child) => [child.name, child.territory])).toEqual([
      ['Koala Main', 'australia'],
      ['Koala Shop', 'australia'],
    ]);
  });

  it('refuses an id that is not a number with BAD_USER_INPUT', async () => {
    const owner = await signIn('owner@acme.example');
    const res = await graphql(portal.gateway, CREATE_GROUP, { input: { groupId: 'acme', type: 'account', name: 'X' } }, owner.jwt);
    expect(res.errors![0]!.extensions).toMatchObject({ code: 'BAD_USER_INPUT', argument: 'input.groupId' });
    expect(res.errors![0]!.message).toBe('input.groupId must be a positive whole number id, not "acme".');
  });
});

describe('exportApiToken', () => {
  it('returns a JWT for the account that expires about a year from now', async () => {
    const before = upstreamCalls('upstream userServer GET /auth ');
    const res = await graphql<{ exportApiToken: string }>(portal.gateway, EXPORT, { userName: 'owner@acme.example', password: PASSWORD, accountId: '104' });
    expect(res.errors).toBeUndefined();
    const token = res.data!.exportApiToken;
    expect(token.split('.')).toHaveLength(3);
    const claims = claimsOf(token);
    const now = Math.floor(Date.now() / 1000);
    expect(claims).toMatchObject({ userName: 'owner@acme.example', accId: 104 });
    expect(claims.exp as number).toBeGreaterThanOrEqual(now + ONE_YEAR - 60);
    expect(claims.exp as number).toBeLessThanOrEqual(now + ONE_YEAR + 60);
    expect((claims.exp as number) - (claims.iat as number)).toBe(ONE_YEAR);

    // Never cached: a second export reaches the user server again.
    await graphql(portal.gateway, EXPORT, { userName: 'owner@acme.example', password: PASSWORD, accountId: '104' });
    expect(upstreamCalls('upstream userServer GET /auth ')).toBe(before + 2);
    expect(portal.log.some((line) => line.includes(PASSWORD) || line.includes(token))).toBe(false);
  });

  it("fails a wrong password with BAD_REQUEST and the server's reason", async () => {
    const res = await graphql(portal.gateway, EXPORT, { userName: 'owner@acme.example', password: 'wrong-password1', accountId: '103' });
    expect(res.data).toBeNull();
    expect(res.errors![0]!.message).toBe('Invalid user name or password');
    expect(res.errors![0]!.extensions).toMatchObject({
      code: 'BAD_REQUEST',
      action: 'export the API token',
      upstreamStatus: 400,
      msg: 'Invalid user name or password',
    });
  });

  it('refuses an account the user does not hold instead of returning a token for another', async () => {
    const res = await graphql(portal.gateway, EXPORT, { userName: 'member@acme.example', password: PASSWORD, accountId: '104' });
    expect(res.data).toBeNull();
    expect(res.errors![0]!.extensions).toMatchObject({ code: 'FORBIDDEN', action: 'export the API token', msg: 'Account not available to this user' });
    const member = await graphql<{ exportApiToken: string }>(portal.gateway, EXPORT, { userName: 'member@acme.example', password: PASSWORD, accountId: '103' });
    expect(claimsOf(member.data!.exportApiToken)).toMatchObject({ accId: 103 });
  });
});

describe('accountPlans', () => {
  it("gives Acme Main's three subscriptions in GBP with prices, dates as ISO strings", async () => {
    const owner = await signIn('owner@acme.example');
    const res = await graphql<{ accountPlans: Plan[] }>(portal.gateway, ACCOUNT_PLANS, { accountId: '103' }, owner.jwt);
    expect(res.errors).toBeUndefined();
    const plans = res.data!.accountPlans;
    expect(plans.map((plan) => [plan.service, plan.currency, plan.subscription.price])).toEqual([
      ['address', 'GBP', 450],
      ['email', 'GBP', 60],
      ['bankcode', 'GBP', 90],
    ]);
    expect(plans[0]).toMatchObject({ plan: 'Address Lookup 20,000', planId: 2, bundles: [{ bundleId: '701', price: 40 }] });
    // The plan id is a number.
    for (const plan of plans) expect(typeof plan.planId).toBe('number');
    for (const plan of plans) {
      expect(plan.endDate).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.000Z$/);
      expect(plan.subscription.estimatedRenewalDate).toBe(plan.endDate);
      expect(plan.remainClicks).toBeGreaterThan(0);
    }
  });

  it("gives Koala Main's two subscriptions in AUD", async () => {
    const koala = await signIn('koala@koala.example');
    const koalaMain = (await myGroups(koala.jwt))[0]!.children.find((child) => child.name === 'Koala Main')!;
    const res = await graphql<{ accountPlans: Plan[] }>(portal.gateway, ACCOUNT_PLANS, { accountId: koalaMain.id }, koala.jwt);
    expect(res.errors).toBeUndefined();
    expect(res.data!.accountPlans.map((plan) => [plan.service, plan.currency, plan.subscription.price])).toEqual([
      ['address', 'AUD', 280],
      ['email', 'AUD', 110],
    ]);
  });

  it('lets staff read any account', async () => {
    const admin = await signIn('admin@provider.example');
    const res = await graphql<{ accountPlans: Plan[] }>(portal.gateway, ACCOUNT_PLANS, { accountId: '104' }, admin.jwt);
    expect(res.data!.accountPlans).toHaveLength(3);
  });

  it("refuses a member an account that is not theirs with FORBIDDEN and the guard's text, even after its owner read it", async () => {
    const [owner, member] = await Promise.all([signIn('owner@acme.example'), signIn('member@acme.example')]);
    const ownerAnswer = await graphql<{ accountPlans: Plan[] }>(portal.gateway, ACCOUNT_PLANS, { accountId: '104' }, owner.jwt);
    expect(ownerAnswer.data!.accountPlans).toHaveLength(3);

    const calls = upstreamCalls('upstream accountManager GET /account/plans ');
    const res = await graphql(portal.gateway, ACCOUNT_PLANS, { accountId: '104' }, member.jwt);
    expect(res.data).toBeNull();
    expect(res.errors![0]!.message).toBe('Cannot load the account plans: Account 104 is not one you own or belong to');
    expect(res.errors![0]!.extensions).toEqual({
      code: 'FORBIDDEN',
      action: 'load the account plans',
      upstreamStatus: null,
      msg: 'Account 104 is not one you own or belong to',
      reason: 'NOT_GROUP_USER',
    });
    expect(shownByPortal(res.errors![0]!.extensions)).toBe(refusals.owner);
    // Refused by the gateway: the account manager was never asked.
    expect(upstreamCalls('upstream accountManager GET /account/plans ')).toBe(calls);
  });

  it('keeps each caller their own cached answer', async () => {
    // Callers who have not read Acme Main here before (a token signed in the same second is the same token).
    const [partner, member] = await Promise.all([signIn('partner@northwind.example'), signIn('member@acme.example')]);
    const calls = () => upstreamCalls('upstream accountManager GET /account/plans ');
    const before = calls();
    const answers = await Promise.all(
      [partner, member, partner, member].map((session) => graphql<{ accountPlans: Plan[] }>(portal.gateway, ACCOUNT_PLANS, { accountId: '103' }, session.jwt)),
    );
    for (const answer of answers) expect(answer.data!.accountPlans.map((plan) => plan.currency)).toEqual(['GBP', 'GBP', 'GBP']);
    // One call per caller: the repeat of each is shared, and neither gets the other's entry.
    expect(calls()).toBe(before + 2);
    expect(portal.log.every((line) => !line.includes(partner.jwt) && !line.includes(member.jwt))).toBe(true);
  });

  it('signs out a forged token with UNAUTHENTICATED', async () => {
    const owner = await signIn('owner@acme.example');
    const [header, payload, signature] = owner.jwt.split('.');
    const forged = `${header}.${payload}.${signature!.startsWith('A') ? 'B' : 'A'}${signature!.slice(1)}`;
    const res = await graphql(portal.gateway, ACCOUNT_PLANS, { accountId: '103' }, forged);
    expect(res.errors![0]!.extensions).toMatchObject({ code: 'UNAUTHENTICATED' });
  });
});
