import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { graphql, startSandboxGateway, type SandboxGateway, signIn as signInAs } from './helpers/sandbox-gateway';
import { refusals, shownByPortal } from './helpers/portal-words';

// Account administration through /graphql against the sandbox: every call, and for each a caller
// who may not make it, refused with nothing changed in the sandbox.

const ACME_LTD = '102';
const ACME_MAIN = '103';
const ACME_WEB = '104';
const SOLO_TRADERS = '110';
const SOLO_MAIN = '111';
const SOLO = '5';
const OWNER = '1';
const MEMBER = '2';
const NEW_PASSWORD = 'N3wcomer!';

interface Failure {
  message: string;
  extensions: Record<string, unknown>;
}

interface UsersPage {
  users: { userId: string; email: string; accessLevel: string; inherited: boolean; heldInGroupName: string | null; locked: boolean; activity: string | null }[];
  totalCount: number;
  offset: number;
  limit: number;
}

const ADMINISTRATION = /* GraphQL */ `
  query A($groupId: ID!, $offset: Int, $limit: Int, $orderBy: GroupUserOrder, $filter: String) {
    groupAdministration(groupId: $groupId) {
      group {
        id
        name
        address1
        town
        postcode
        territory
        pendingOwnership
      }
      users(offset: $offset, limit: $limit, orderBy: $orderBy, filter: $filter) {
        users {
          userId
          email
          accessLevel
          inherited
          heldInGroupName
          locked
          activity
        }
        totalCount
        offset
        limit
      }
      invitations {
        email
        accessLevel
        takeOwnership
        expires
      }
    }
  }
`;
const ONE_USER =
  'query U($groupId: ID!, $userId: ID!) { groupAdministration(groupId: $groupId) { user(userId: $userId) { userId email accessLevel locked } } }';
const INVITE =
  'mutation I($groupId: ID!, $input: InvitationInput!) { inviteGroupUser(groupId: $groupId, input: $input) { id email accessLevel takeOwnership sentAt expires } }';
const WITHDRAW = 'mutation W($groupId: ID!, $email: String!) { withdrawInvitation(groupId: $groupId, email: $email) }';
const ACCEPT = 'mutation X($token: String!) { acceptInvitation(token: $token) { id name isMember isOwner } }';
const SET_LEVEL =
  'mutation L($groupId: ID!, $userId: ID!, $level: AccessLevel!) { setGroupUserAccessLevel(groupId: $groupId, userId: $userId, accessLevel: $level) { id userId accessLevel } }';
const SET_LOCK =
  'mutation K($groupId: ID!, $userId: ID!, $locked: Boolean!) { setGroupUserLocked(groupId: $groupId, userId: $userId, locked: $locked) { userId locked } }';
const REMOVE = 'mutation R($groupId: ID!, $userId: ID!) { removeGroupUser(groupId: $groupId, userId: $userId) }';
const UPDATE = 'mutation G($groupId: ID!, $input: GroupDetailsInput!) { updateGroup(groupId: $groupId, input: $input) { id name address2 postcode } }';
const DELETE = 'mutation D($groupId: ID!) { deleteGroup(groupId: $groupId) }';
const CAN_DELETE = 'query C($accountId: ID!) { canDeleteAccount(accountId: $accountId) { canDelete reason } }';
const CREATE_ACCOUNT = 'mutation N($input: NewGroupInput!) { createGroup(input: $input) { id } }';

let portal: SandboxGateway;

beforeAll(async () => {
  portal = await startSandboxGateway();
});

afterAll(async () => {
  await portal?.close();
});

const jwtOf = async (userName: string, password?: string) => (await signInAs(portal.gateway, userName, password)).jwt;
// As the web app at http://localhost:4000/portal/ sends them: an invitation's link must be a page of the portal's origin.
const call = <T>(query: string, variables: Record<string, unknown>, jwt: string) =>
  graphql<T>(portal.gateway, query, variables, jwt, { host: 'localhost:4000' });
const store = () => portal.sandbox.store;
const upstreamCalls = (prefix: string) => portal.log.filter((line) => line.startsWith(prefix)).length;

function expectRefused(res: { data?: unknown; errors?: Failure[] }, code = 'FORBIDDEN', msg: string = refusals.owner) {
  expect(res.data ?? null).toBeNull();
  expect(res.errors?.[0]?.extensions).toMatchObject({ code });
  expect(shownByPortal(res.errors?.[0]?.extensions)).toBe(msg);
}

async function administration(jwt: string, groupId = ACME_MAIN, page: Record<string, unknown> = {}) {
  const res = await call<{
    groupAdministration: {
      group: Record<string, unknown>;
      users: UsersPage;
      invitations: { email: string; accessLevel: string; takeOwnership: boolean; expires: string }[];
    };
  }>(ADMINISTRATION, { groupId, ...page }, jwt);
  expect(res.errors).toBeUndefined();
  return res.data!.groupAdministration;
}

/**
 * A new user straight through the sandbox (its captcha and POST /users), signed in through the
 * gateway and validated with the code e-mailed to them, as the portal has them do before any
 * signed-in page (and so before accepting an invitation): until then they may only validate.
 */
async function newUser(email: string): Promise<string> {
  const base = portal.sandbox.urls.userServer;
  const { token } = (await (await fetch(`${base}/captcha/token?sitekey=sandbox-site-key&action=signup`)).json()) as { token: string };
  const response = await fetch(`${base}/users?token=${encodeURIComponent(token)}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: NEW_PASSWORD, personalName: 'New Person', companyName: 'Newcomers', country: 'United Kingdom', territory: 'uk' }),
  });
  expect(response.status).toBe(201);
  const code = store()
    .outboxFor(email)
    .filter((m) => m.kind === 'validation')
    .at(-1)?.code;
  const validated = await call<{ validateUser: { jwt: string } }>(
    'mutation V($code: String!) { validateUser(code: $code) { jwt } }',
    { code },
    await jwtOf(email, NEW_PASSWORD),
  );
  expect(validated.errors).toBeUndefined();
  return validated.data!.validateUser.jwt;
}

function invitationFor(email: string) {
  const message = store()
    .outboxFor(email)
    .filter((m) => m.kind === 'invitation')
    .at(-1);
  if (!message) throw new Error(`No invitation was sent to ${email}`);
  return message;
}

const pendingIn = (groupId: string) =>
  store()
    .invitations.pendingFor(Number(groupId))
    .map((invitation) => invitation.email);
const levelIn = (groupId: string, userId: string) => store().groupUsers.direct(Number(groupId), Number(userId))?.accessLevel;

describe('groupAdministration', () => {
  it('gives an owner Acme Main with its users: the member, and the owners whose access comes from above', async () => {
    const { group, users, invitations } = await administration(await jwtOf('owner@acme.example'));
    expect(group).toMatchObject({ id: ACME_MAIN, name: 'Acme Main', address1: '1 Acme Way', town: 'Manchester', territory: 'uk', pendingOwnership: false });
    expect(
      users.users.map(({ email, accessLevel, inherited, heldInGroupName, locked }) => ({ email, accessLevel, inherited, heldInGroupName, locked })),
    ).toEqual([
      { email: 'member@acme.example', accessLevel: 'member', inherited: false, heldInGroupName: 'Acme Main', locked: false },
      { email: 'owner@acme.example', accessLevel: 'owner', inherited: true, heldInGroupName: 'Acme Ltd', locked: false },
      { email: 'partner@northwind.example', accessLevel: 'owner', inherited: true, heldInGroupName: 'Northwind Partners', locked: false },
    ]);
    expect(users.users[0]?.activity).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    expect(users).toMatchObject({ totalCount: 3, offset: 0, limit: 25 });
    expect(invitations).toEqual([]);
  });

  it('lets staff administer any group', async () => {
    const { group } = await administration(await jwtOf('sales@provider.example'), SOLO_MAIN);
    expect(group.name).toBe('Solo Main');
  });

  it("refuses a member of the account, and a user of another organisation, in the guard's words", async () => {
    expectRefused(await call(ADMINISTRATION, { groupId: ACME_MAIN }, await jwtOf('member@acme.example')));
    expectRefused(await call(ADMINISTRATION, { groupId: ACME_MAIN }, await jwtOf('solo@solo.example')));
  });

  it('pages, orders and filters 5,000 users from one call to the service', async () => {
    store().groupUsers.addBulkMembers(Number(SOLO_MAIN), 5000);
    const solo = await jwtOf('solo@solo.example');
    const before = upstreamCalls('upstream userServer GET /groupusers');
    const first = await administration(solo, SOLO_MAIN, { limit: 50 });
    expect(first.users).toMatchObject({ totalCount: 5001, offset: 0, limit: 50 });
    expect(first.users.users).toHaveLength(50);
    const emails = first.users.users.map((user) => user.email);
    expect(emails).toEqual([...emails].sort((a, b) => a.localeCompare(b)));

    const later = await administration(solo, SOLO_MAIN, { offset: 4990, limit: 50 });
    expect(later.users.users).toHaveLength(11);
    const byActivity = await administration(solo, SOLO_MAIN, { orderBy: 'activity', limit: 100 });
    const times = byActivity.users.users.map((user) => Date.parse(user.activity ?? ''));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    const found = await administration(solo, SOLO_MAIN, { filter: 'SOLO@' });
    expect(found.users.users.map((user) => user.email)).toEqual(['solo@solo.example']);
    // Every page above came from the one answer, kept by the request cache.
    expect(upstreamCalls('upstream userServer GET /groupusers') - before).toBe(1);
  });

  it('refuses a page larger than 100 users, and an offset before the first', async () => {
    const res = await call(ADMINISTRATION, { groupId: ACME_MAIN, limit: 101 }, await jwtOf('owner@acme.example'));
    expect(res.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', argument: 'limit' });
    const before = await call(ADMINISTRATION, { groupId: ACME_MAIN, offset: -1 }, await jwtOf('owner@acme.example'));
    expect(before.errors?.[0]?.message).toBe('offset must be a whole number from 0 to 2147483647.');
    expect(before.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', argument: 'offset' });
  });

  it('finds one user of the group by id, and nobody outside it', async () => {
    const owner = await jwtOf('owner@acme.example');
    const member = await call<{ groupAdministration: { user: unknown } }>(ONE_USER, { groupId: ACME_MAIN, userId: MEMBER }, owner);
    expect(member.data?.groupAdministration.user).toEqual({ userId: MEMBER, email: 'member@acme.example', accessLevel: 'member', locked: false });
    const solo = await call<{ groupAdministration: { user: unknown } }>(ONE_USER, { groupId: ACME_MAIN, userId: '5' }, owner);
    expect(solo.data?.groupAdministration.user).toBeNull();
  });
});

describe('invitations', () => {
  const acceptUrl = 'http://localhost:4000/portal/register';

  it('sends an invitation whose link opens the portal with its token; it is pending until accepted, and the invitee then holds Acme Main', async () => {
    const owner = await jwtOf('owner@acme.example');
    const sent = await call<{ inviteGroupUser: Record<string, unknown> }>(
      INVITE,
      { groupId: ACME_MAIN, input: { email: 'joiner@fresh.example', acceptUrl } },
      owner,
    );
    expect(sent.errors).toBeUndefined();
    expect(sent.data?.inviteGroupUser).toMatchObject({
      id: `${ACME_MAIN}:joiner@fresh.example`,
      email: 'joiner@fresh.example',
      accessLevel: 'member',
      takeOwnership: false,
    });
    const sentAt = Date.parse(String(sent.data?.inviteGroupUser.sentAt));
    expect(Date.parse(String(sent.data?.inviteGroupUser.expires)) - sentAt).toBe(86_400_000);

    const message = invitationFor('joiner@fresh.example');
    expect(message.link).toBe(`${acceptUrl}?invitation=${encodeURIComponent(message.code)}`);
    expect((await administration(owner)).invitations).toEqual([expect.objectContaining({ email: 'joiner@fresh.example', accessLevel: 'member' })]);

    const joiner = await newUser('joiner@fresh.example');
    const accepted = await call<{ acceptInvitation: Record<string, unknown> }>(ACCEPT, { token: message.code }, joiner);
    expect(accepted.errors).toBeUndefined();
    expect(accepted.data?.acceptInvitation).toEqual({ id: ACME_MAIN, name: 'Acme Main', isMember: true, isOwner: false });
    const groups = await call<{ myGroups: { name: string }[] }>('{ myGroups { name } }', {}, joiner);
    expect(groups.data?.myGroups.map((group) => group.name)).toContain('Acme Main');

    // The owner's own reads are cached for a while (REQUEST_CACHE_TIME); staff read afresh.
    const after = await administration(await jwtOf('admin@provider.example'));
    expect(after.invitations).toEqual([]);
    expect(after.users.users.map((user) => user.email)).toContain('joiner@fresh.example');

    const again = await call(ACCEPT, { token: message.code }, joiner);
    expectRefused(again, 'BAD_REQUEST', 'This invitation has already been used');
  });

  it('refuses a member inviting, with nothing sent', async () => {
    expectRefused(await call(INVITE, { groupId: ACME_MAIN, input: { email: 'sneaky@fresh.example' } }, await jwtOf('member@acme.example')));
    expect(store().outboxFor('sneaky@fresh.example')).toEqual([]);
  });

  it('checks the address and expiry before asking the service, and passes on its refusal of a manager', async () => {
    const owner = await jwtOf('owner@acme.example');
    const badEmail = await call(INVITE, { groupId: ACME_MAIN, input: { email: 'not an address' } }, owner);
    expect(badEmail.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', argument: 'input.email' });
    for (const [email, named] of [
      ['\u202eevil@x.example', 'U+202E, right-to-left override'],
      ['bell\u0007@x.example', 'U+0007'],
    ]) {
      const hidden = await call(INVITE, { groupId: ACME_MAIN, input: { email } }, owner);
      expect(hidden.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', argument: 'input.email' });
      expect(hidden.errors?.[0]?.message).toBe(`This has an invisible control character (${named}): remove it.`);
      expect(store().outboxFor(email)).toEqual([]);
    }
    const badExpiry = await call(INVITE, { groupId: ACME_MAIN, input: { email: 'x@fresh.example', expirySeconds: 10 } }, owner);
    expect(badExpiry.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', argument: 'input.expirySeconds' });
    expect(badExpiry.errors?.[0]?.message).toBe('expirySeconds must be a whole number from 60 to 31536000.');
    const manager = await call(INVITE, { groupId: ACME_MAIN, input: { email: 'x@fresh.example', accessLevel: 'manager' } }, owner);
    expectRefused(manager, 'BAD_REQUEST', 'The manager access level is only for partners');
    expect(store().outboxFor('x@fresh.example')).toEqual([]);
  });

  it.each([
    ['a zero-width space inside', 'a\u200b@x.com', 'U+200B'],
    ['a zero-width non-joiner', 'a\u200c@x.com', 'U+200C'],
    ['a zero-width joiner', 'a\u200d@x.com', 'U+200D'],
    ['a word joiner in the domain', 'a@x\u2060.com', 'U+2060'],
    ['a byte order mark before it', '\ufeffa@x.com', 'U+FEFF'],
    ['a soft hyphen', 'a\u00adb@x.com', 'U+00AD'],
    ['a zero-width space before an existing user', '\u200bowner@acme.example', 'U+200B', 'solo@solo.example', SOLO_MAIN],
  ])(
    'refuses an address with %s, which would show as another, naming the character, with nothing sent or pending',
    async (_case, email, named, inviter = 'owner@acme.example', groupId = ACME_MAIN) => {
      const res = await call(INVITE, { groupId, input: { email } }, await jwtOf(inviter));
      expect(res.data).toBeNull();
      expect(res.errors).toMatchObject([
        { message: `email has an invisible character (${named}): remove it.`, extensions: { code: 'BAD_USER_INPUT', argument: 'input.email' } },
      ]);
      expect(store().outboxFor(email)).toEqual([]);
      const pending = (await administration(await jwtOf('admin@provider.example'), groupId)).invitations;
      expect(pending.map((invitation) => invitation.email)).not.toContain(email);
    },
  );

  it('refuses an address holding U+FFFD, left where a character could not be read, with nothing sent', async () => {
    const email = 'caf\ufffd@x.com';
    const res = await call(INVITE, { groupId: ACME_MAIN, input: { email } }, await jwtOf('owner@acme.example'));
    expect(res.errors).toMatchObject([
      {
        message: 'email has a character that could not be read (U+FFFD): type the address again.',
        extensions: { code: 'BAD_USER_INPUT', argument: 'input.email' },
      },
    ]);
    expect(store().outboxFor(email)).toEqual([]);
  });

  it('still takes an address written beyond ASCII, and one with spaces around it, trimmed', async () => {
    const owner = await jwtOf('owner@acme.example');
    for (const [given, sent] of [
      ['jos\u00e9@fresh.example', 'jos\u00e9@fresh.example'],
      ['  spaced@fresh.example\u00a0', 'spaced@fresh.example'],
    ]) {
      const res = await call<{ inviteGroupUser: { email: string } }>(INVITE, { groupId: ACME_MAIN, input: { email: given } }, owner);
      expect(res.errors).toBeUndefined();
      expect(res.data?.inviteGroupUser.email).toBe(sent);
      expect(await call(WITHDRAW, { groupId: ACME_MAIN, email: sent }, owner)).toMatchObject({ data: { withdrawInvitation: true } });
    }
  });

  it('marks the group Pending Ownership while an invitation to take it over waits', async () => {
    const owner = await jwtOf('owner@acme.example');
    await call(INVITE, { groupId: ACME_WEB, input: { email: 'heir@fresh.example', takeOwnership: true } }, owner);
    expect((await administration(owner, ACME_WEB)).group.pendingOwnership).toBe(true);
    await call(WITHDRAW, { groupId: ACME_WEB, email: 'heir@fresh.example' }, owner);
    expect((await administration(owner, ACME_WEB)).group.pendingOwnership).toBe(false);
  });

  it('withdraws an invitation so its link stops working; a member may not withdraw one', async () => {
    const owner = await jwtOf('owner@acme.example');
    await call(INVITE, { groupId: ACME_MAIN, input: { email: 'maybe@fresh.example' } }, owner);
    expectRefused(await call(WITHDRAW, { groupId: ACME_MAIN, email: 'maybe@fresh.example' }, await jwtOf('member@acme.example')));
    expect(pendingIn(ACME_MAIN)).toContain('maybe@fresh.example');

    const withdrawn = await call<{ withdrawInvitation: boolean }>(WITHDRAW, { groupId: ACME_MAIN, email: 'maybe@fresh.example' }, owner);
    expect(withdrawn.data?.withdrawInvitation).toBe(true);
    expect((await administration(owner)).invitations).toEqual([]);
    const maybe = await newUser('maybe@fresh.example');
    expectRefused(await call(ACCEPT, { token: invitationFor('maybe@fresh.example').code }, maybe), 'BAD_REQUEST', 'This invitation has been withdrawn');
  });

  it('refuses an invitation sent to someone else, and accepting without signing in', async () => {
    const owner = await jwtOf('owner@acme.example');
    await call(INVITE, { groupId: ACME_MAIN, input: { email: 'intended@fresh.example' } }, owner);
    const token = invitationFor('intended@fresh.example').code;
    expectRefused(await call(ACCEPT, { token }, await jwtOf('solo@solo.example')), 'FORBIDDEN', 'This invitation was sent to another e-mail address');
    expect(levelIn(ACME_MAIN, '5')).toBeUndefined();
    const signedOut = await graphql(portal.gateway, ACCEPT, { token });
    expect(signedOut.errors?.[0]?.extensions).toMatchObject({ code: 'UNAUTHENTICATED' });
    expect(pendingIn(ACME_MAIN)).toContain('intended@fresh.example');
  });
});

describe('access levels, locks and removing users', () => {
  it("changes the member's access level, and back", async () => {
    const owner = await jwtOf('owner@acme.example');
    const changed = await call<{ setGroupUserAccessLevel: unknown }>(SET_LEVEL, { groupId: ACME_MAIN, userId: MEMBER, level: 'sudoowner' }, owner);
    expect(changed.data?.setGroupUserAccessLevel).toEqual({ id: `${ACME_MAIN}:${MEMBER}`, userId: MEMBER, accessLevel: 'sudoowner' });
    expect(levelIn(ACME_MAIN, MEMBER)).toBe('sudoowner');
    await call(SET_LEVEL, { groupId: ACME_MAIN, userId: MEMBER, level: 'member' }, owner);
    expect(levelIn(ACME_MAIN, MEMBER)).toBe('member');
  });

  it('refuses a member changing their own level, and passes on the service refusing an owner their own', async () => {
    expectRefused(await call(SET_LEVEL, { groupId: ACME_MAIN, userId: MEMBER, level: 'owner' }, await jwtOf('member@acme.example')));
    expect(levelIn(ACME_MAIN, MEMBER)).toBe('member');
    expectRefused(
      await call(SET_LEVEL, { groupId: ACME_LTD, userId: OWNER, level: 'member' }, await jwtOf('owner@acme.example')),
      'BAD_REQUEST',
      'You cannot change your own access level',
    );
    expect(levelIn(ACME_LTD, OWNER)).toBe('owner');
  });

  it('refuses an owner locking a user of their group, who may belong to other organisations: koala keeps signing in to Koala Pty', async () => {
    const owner = await jwtOf('owner@acme.example');
    const invited = await call(INVITE, { groupId: ACME_WEB, input: { email: 'koala@koala.example' } }, owner);
    expect(invited.errors).toBeUndefined();
    const koalaJwt = await jwtOf('koala@koala.example');
    const joined = await call(ACCEPT, { token: invitationFor('koala@koala.example').code }, koalaJwt);
    expect(joined.errors).toBeUndefined();
    const koala = String(store().findUserByName('koala@koala.example')?.id);
    const before = upstreamCalls('upstream userServer PUT /userlock');
    for (const locked of [true, false]) {
      const refused = await call(SET_LOCK, { groupId: ACME_WEB, userId: koala, locked }, owner);
      expect(refused.errors?.[0]?.extensions).toMatchObject({ code: 'FORBIDDEN', reason: 'ROLE_REQUIRED' });
      expect(refused.errors?.[0]?.extensions?.msg).toMatch(/remove the user from the group instead$/);
    }
    expect(upstreamCalls('upstream userServer PUT /userlock')).toBe(before);
    expect(store().getUser(Number(koala))?.locked).toBe(false);
    expect(await jwtOf('koala@koala.example')).toMatch(/^eyJ/);
    // Removing koala from Acme Web is what an owner does instead.
    expect((await call<{ removeGroupUser: boolean }>(REMOVE, { groupId: ACME_WEB, userId: koala }, owner)).data?.removeGroupUser).toBe(true);
  });

  it('lets admin lock a user out of sign-in, and unlock them', async () => {
    const owner = await jwtOf('admin@provider.example');
    const locked = await call<{ setGroupUserLocked: unknown }>(SET_LOCK, { groupId: ACME_MAIN, userId: MEMBER, locked: true }, owner);
    expect(locked.data?.setGroupUserLocked).toEqual({ userId: MEMBER, locked: true });
    const refused = await graphql(portal.gateway, 'mutation S($u: String!, $p: String!) { signIn(userName: $u, password: $p) { id } }', {
      u: 'member@acme.example',
      p: 'Passw0rd!',
    });
    expect(refused.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_REQUEST', msg: 'User is locked' });

    const unlocked = await call<{ setGroupUserLocked: unknown }>(SET_LOCK, { groupId: ACME_MAIN, userId: MEMBER, locked: false }, owner);
    expect(unlocked.data?.setGroupUserLocked).toEqual({ userId: MEMBER, locked: false });
    expect(await jwtOf('member@acme.example')).toMatch(/^eyJ/);
  });

  it('refuses a member locking the owner, and admin locking someone outside the group named, with nobody locked', async () => {
    expectRefused(await call(SET_LOCK, { groupId: ACME_MAIN, userId: OWNER, locked: true }, await jwtOf('member@acme.example')));
    expect(store().getUser(Number(OWNER))?.locked).toBe(false);
    // Even admin locks through a group only a user of it: the member is not one of Solo Main's.
    expectRefused(
      await call(SET_LOCK, { groupId: SOLO_MAIN, userId: MEMBER, locked: true }, await jwtOf('admin@provider.example')),
      'FORBIDDEN',
      'That user does not belong to this account',
    );
    expect(store().getUser(Number(MEMBER))?.locked).toBe(false);
  });

  it('removes a user from the group; a member may not', async () => {
    const owner = await jwtOf('owner@acme.example');
    await call(INVITE, { groupId: ACME_MAIN, input: { email: 'leaver@fresh.example' } }, owner);
    const leaver = await newUser('leaver@fresh.example');
    const joined = await call<{ acceptInvitation: { id: string } }>(ACCEPT, { token: invitationFor('leaver@fresh.example').code }, leaver);
    expect(joined.errors).toBeUndefined();
    const leaverId = String(store().findUserByName('leaver@fresh.example')?.id);

    expectRefused(await call(REMOVE, { groupId: ACME_MAIN, userId: leaverId }, await jwtOf('member@acme.example')));
    expect(levelIn(ACME_MAIN, leaverId)).toBe('member');

    const removed = await call<{ removeGroupUser: boolean }>(REMOVE, { groupId: ACME_MAIN, userId: leaverId }, owner);
    expect(removed.data?.removeGroupUser).toBe(true);
    expect(levelIn(ACME_MAIN, leaverId)).toBeUndefined();
    expect((await administration(owner)).users.users.map((user) => user.email)).not.toContain('leaver@fresh.example');
  });
});

describe('a user taken out of a group', () => {
  const DATASETS = 'query Q($accountId: ID!) { addressDatasets(accountId: $accountId) { ref } }';

  it('is refused the account at once, though their own read of it a moment before was kept', async () => {
    const owner = await jwtOf('owner@acme.example');
    await call(INVITE, { groupId: ACME_MAIN, input: { email: 'shut.out@fresh.example' } }, owner);
    const leaver = await newUser('shut.out@fresh.example');
    expect((await call(ACCEPT, { token: invitationFor('shut.out@fresh.example').code }, leaver)).errors).toBeUndefined();
    const leaverId = String(store().findUserByName('shut.out@fresh.example')?.id);
    const groupReads = () => upstreamCalls('upstream userServer GET /group ');
    // Read twice: the second answer comes from the gateway's request cache, not the service.
    expect((await call<{ addressDatasets: unknown[] }>(DATASETS, { accountId: ACME_MAIN }, leaver)).data?.addressDatasets.length).toBeGreaterThan(0);
    const afterFirst = groupReads();
    expect(afterFirst).toBeGreaterThan(0);
    expect((await call<{ addressDatasets: unknown[] }>(DATASETS, { accountId: ACME_MAIN }, leaver)).data?.addressDatasets.length).toBeGreaterThan(0);
    expect(groupReads()).toBe(afterFirst);

    // The owner's write drops the kept access check of every caller, not only the owner's own reads.
    expect((await call<{ removeGroupUser: boolean }>(REMOVE, { groupId: ACME_MAIN, userId: leaverId }, owner)).data?.removeGroupUser).toBe(true);
    const refused = await call(DATASETS, { accountId: ACME_MAIN }, leaver);
    expect(refused.data ?? null).toBeNull();
    expect(refused.errors?.[0]?.extensions).toMatchObject({ code: 'FORBIDDEN', reason: 'NOT_GROUP_USER' });
  });
});

describe('a group is never left without an owner', () => {
  // Staff may change anyone's access; as deleteUser refuses to delete a group's only owner, taking
  // that owner out of the group, or lowering them to member, is refused too, with nothing changed.
  const onlyOwner = 'That user is the only owner of Solo Traders; give it another owner first';

  it('refuses staff lowering the only owner of an organisation to member', async () => {
    const admin = await jwtOf('admin@provider.example');
    expectRefused(await call(SET_LEVEL, { groupId: SOLO_TRADERS, userId: SOLO, level: 'member' }, admin), 'CONFLICT', onlyOwner);
    expect(levelIn(SOLO_TRADERS, SOLO)).toBe('owner');
    // Sudo owners run the group as owners do: lowering the only owner to one is allowed.
    const sudo = await call(SET_LEVEL, { groupId: SOLO_TRADERS, userId: SOLO, level: 'sudoowner' }, admin);
    expect(sudo.errors).toBeUndefined();
    expect(levelIn(SOLO_TRADERS, SOLO)).toBe('sudoowner');
    await call(SET_LEVEL, { groupId: SOLO_TRADERS, userId: SOLO, level: 'owner' }, admin);
    expect(levelIn(SOLO_TRADERS, SOLO)).toBe('owner');
  });

  it('refuses staff removing the only owner of an organisation, who still runs it afterwards', async () => {
    const admin = await jwtOf('admin@provider.example');
    expectRefused(await call(REMOVE, { groupId: SOLO_TRADERS, userId: SOLO }, admin), 'CONFLICT', onlyOwner);
    expect(levelIn(SOLO_TRADERS, SOLO)).toBe('owner');
    const solo = await jwtOf('solo@solo.example');
    expect((await administration(solo, SOLO_MAIN)).group.id).toBe(SOLO_MAIN);
  });

  it('lets an owner go once another owns the group, here or above', async () => {
    const admin = await jwtOf('admin@provider.example');
    await call(INVITE, { groupId: SOLO_TRADERS, input: { email: 'second@fresh.example', accessLevel: 'owner' } }, admin);
    const second = await newUser('second@fresh.example');
    const joined = await call(ACCEPT, { token: invitationFor('second@fresh.example').code }, second);
    expect(joined.errors).toBeUndefined();
    const secondId = String(store().findUserByName('second@fresh.example')?.id);

    const lowered = await call(SET_LEVEL, { groupId: SOLO_TRADERS, userId: secondId, level: 'member' }, admin);
    expect(lowered.errors).toBeUndefined();
    const removed = await call<{ removeGroupUser: boolean }>(REMOVE, { groupId: SOLO_TRADERS, userId: secondId }, admin);
    expect(removed.data?.removeGroupUser).toBe(true);
    expect(levelIn(SOLO_TRADERS, secondId)).toBeUndefined();
  });
});

describe('editing and deleting groups', () => {
  it('renames a group and changes its address, and myGroups names it so at once', async () => {
    const owner = await jwtOf('owner@acme.example');
    const before = await call<{ myGroups: { children: { id: string; name: string }[] }[] }>('{ myGroups { children { id name } } }', {}, owner);
    expect(before.data?.myGroups[0]?.children.find((child) => child.id === ACME_WEB)?.name).toBe('Acme Web');
    const updated = await call<{ updateGroup: unknown }>(
      UPDATE,
      { groupId: ACME_WEB, input: { name: 'Acme Online', address2: 'Unit 4', postcode: 'M1 2BB' } },
      owner,
    );
    expect(updated.data?.updateGroup).toEqual({ id: ACME_WEB, name: 'Acme Online', address2: 'Unit 4', postcode: 'M1 2BB' });
    const after = await call<{ myGroups: { children: { id: string; name: string }[] }[] }>('{ myGroups { children { id name } } }', {}, owner);
    expect(after.data?.myGroups[0]?.children.find((child) => child.id === ACME_WEB)?.name).toBe('Acme Online');
    await call(UPDATE, { groupId: ACME_WEB, input: { name: 'Acme Web', address2: '', postcode: 'M1 1AA' } }, owner);
    expect(store().getGroup(Number(ACME_WEB))?.name).toBe('Acme Web');
  });

  it('refuses a member renaming their account, and an empty name', async () => {
    expectRefused(await call(UPDATE, { groupId: ACME_MAIN, input: { name: 'Mine now' } }, await jwtOf('member@acme.example')));
    const empty = await call(UPDATE, { groupId: ACME_MAIN, input: { name: ' ' } }, await jwtOf('owner@acme.example'));
    expect(empty.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', argument: 'input.name' });
    expect(store().getGroup(Number(ACME_MAIN))?.name).toBe('Acme Main');
  });

  it('names a refused address detail by its path in the input, as the edit form reads it, changing nothing', async () => {
    const owner = await jwtOf('owner@acme.example');
    const postcodeBefore = store().getGroup(Number(ACME_MAIN))?.postcode;
    const hidden = await call(UPDATE, { groupId: ACME_MAIN, input: { postcode: 'M1\u202e1AA' } }, owner);
    expect(hidden.errors?.[0]).toMatchObject({
      message: 'This has an invisible control character (U+202E, right-to-left override): remove it.',
      extensions: { code: 'BAD_USER_INPUT', argument: 'input.postcode' },
    });
    const long = await call(UPDATE, { groupId: ACME_MAIN, input: { address1: 'x'.repeat(201) } }, owner);
    expect(long.errors?.[0]).toMatchObject({
      message: 'address1 must be at most 200 characters.',
      extensions: { code: 'BAD_USER_INPUT', argument: 'input.address1' },
    });
    expect(store().getGroup(Number(ACME_MAIN))?.postcode).toBe(postcodeBefore);
  });

  it('tells whether an account may be deleted; a member may not ask', async () => {
    const res = await call<{ canDeleteAccount: unknown }>(CAN_DELETE, { accountId: ACME_MAIN }, await jwtOf('owner@acme.example'));
    expect(res.data?.canDeleteAccount).toEqual({ canDelete: false, reason: 'This account has subscriptions that have not ended yet' });
    expectRefused(await call(CAN_DELETE, { accountId: ACME_MAIN }, await jwtOf('member@acme.example')));
  });

  it('refuses to delete an account the account manager says may not go, and deletes one it allows', async () => {
    const owner = await jwtOf('owner@acme.example');
    const refused = await call(DELETE, { groupId: ACME_MAIN }, owner);
    expectRefused(refused, 'CONFLICT', 'This account has subscriptions that have not ended yet');
    expect(store().getGroup(Number(ACME_MAIN))).toBeDefined();

    const created = await call<{ createGroup: { id: string } }>(CREATE_ACCOUNT, { input: { groupId: ACME_LTD, type: 'account', name: 'Acme Spare' } }, owner);
    const spare = created.data!.createGroup.id;
    expect((await call<{ canDeleteAccount: unknown }>(CAN_DELETE, { accountId: spare }, owner)).data?.canDeleteAccount).toEqual({
      canDelete: true,
      reason: null,
    });
    expectRefused(await call(DELETE, { groupId: spare }, await jwtOf('member@acme.example')));
    expect(store().getGroup(Number(spare))).toBeDefined();

    expect((await call<{ deleteGroup: boolean }>(DELETE, { groupId: spare }, owner)).data?.deleteGroup).toBe(true);
    expect(store().getGroup(Number(spare))).toBeUndefined();
    const groups = await call<{ myGroups: { children: { id: string }[] }[] }>('{ myGroups { children { id } } }', {}, owner);
    expect(groups.data?.myGroups[0]?.children.map((child) => child.id)).not.toContain(spare);
  });
});
