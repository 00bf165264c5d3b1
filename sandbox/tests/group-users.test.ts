import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningSandbox } from '../src';
import { groupIds, userIds } from '../src/seed';
import { basicAuth, captchaToken, groupsOf, manualClock, outbox, signIn, startTestSandbox, userServer } from './support';

// A group's users and what its owners do with them: invitations, access levels, locks.

interface Line {
  pending: boolean;
  userId: number | null;
  email: string;
  accessLevel: string;
  groupName: string;
  inherited: boolean;
  locked: boolean;
  expiry: number | null;
  takeOwnership: boolean;
}

const PASSWORD = 'N3wcomer!';
const clock = manualClock();
let sandbox: RunningSandbox;

beforeAll(async () => {
  sandbox = await startTestSandbox({ now: clock.now });
});
afterAll(() => sandbox.close());

const jwtOf = async (userName: string, password?: string) => (await signIn(sandbox, userName, {}, password)).jwt;
const bearer = (jwt: string) => `Bearer ${jwt}`;

async function groupUsers(jwt: string, query: Record<string, string | number> = {}) {
  return userServer(sandbox)
    .get('/groupusers')
    .query({ groupId: groupIds.acmeMain, ...query })
    .set('Authorization', bearer(jwt));
}

async function lines(jwt: string, query: Record<string, string | number> = {}): Promise<Line[]> {
  const response = await groupUsers(jwt, query);
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body as Line[];
}

async function invite(jwt: string, email: string, query: Record<string, string> = {}, body: object = {}) {
  return userServer(sandbox)
    .post('/groupusers')
    .query({ groupId: groupIds.acmeMain, email, ...query })
    .set('Authorization', bearer(jwt))
    .send(body);
}

async function register(email: string) {
  const token = await captchaToken(sandbox, 'signup');
  const response = await userServer(sandbox)
    .post('/users')
    .query({ token })
    .send({ email, password: PASSWORD, personalName: 'New Person', companyName: 'Newcomers', country: 'United Kingdom', territory: 'uk' });
  expect(response.status).toBe(201);
  return jwtOf(email, PASSWORD);
}

async function invitationToken(email: string): Promise<{ code: string; link?: string }> {
  const message = (await outbox(sandbox, email)).filter((m) => m.kind === 'invitation').at(-1) as { code: string; link?: string } | undefined;
  if (!message) throw new Error(`No invitation for ${email}`);
  return message;
}

const accept = (jwt: string, token: string) => userServer(sandbox).post('/groupinvite').query({ jwt: token }).set('Authorization', bearer(jwt));

describe('GET /groupusers', () => {
  it("lists Acme Main's member, and the owners whose access comes from Acme Ltd and Northwind Partners", async () => {
    const owner = await jwtOf('owner@acme.example');
    expect(
      (await lines(owner)).map(({ email, accessLevel, groupName, inherited, pending }) => ({ email, accessLevel, groupName, inherited, pending })),
    ).toEqual([
      { email: 'owner@acme.example', accessLevel: 'owner', groupName: 'Acme Ltd', inherited: true, pending: false },
      { email: 'member@acme.example', accessLevel: 'member', groupName: 'Acme Main', inherited: false, pending: false },
      { email: 'partner@northwind.example', accessLevel: 'owner', groupName: 'Northwind Partners', inherited: true, pending: false },
    ]);
  });

  it('leaves out access held above with excludeParents, and filters by access level', async () => {
    const owner = await jwtOf('owner@acme.example');
    expect((await lines(owner, { excludeParents: 'true' })).map((line) => line.email)).toEqual(['member@acme.example']);
    expect((await lines(owner, { accessLevel: 'member' })).map((line) => line.email)).toEqual(['member@acme.example']);
  });

  it('lets staff read any group, and refuses a member and an unknown group', async () => {
    expect((await lines(await jwtOf('sales@provider.example'))).length).toBeGreaterThanOrEqual(2);
    const member = await groupUsers(await jwtOf('member@acme.example'));
    expect(member.status).toBe(403);
    expect(member.body).toEqual({ msg: 'Not allowed to manage the users of that group' });
    const unknown = await groupUsers(await jwtOf('owner@acme.example'), { groupId: 999 });
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ msg: 'Group not found' });
  });
});

describe('invitations', () => {
  it('sends a link with a token, lists the invitation as pending until the invitee accepts it, then lists them', async () => {
    const owner = await jwtOf('owner@acme.example');
    const sent = await invite(owner, 'newbie@fresh.example', { accessLevel: 'member' }, { backUrl: 'http://localhost:4000/portal/register' });
    expect(sent.status, JSON.stringify(sent.body)).toBe(201);
    expect(sent.body).toMatchObject({
      pending: true,
      email: 'newbie@fresh.example',
      accessLevel: 'member',
      expiry: Math.floor(clock.now() / 1000) + 86_400,
      takeOwnership: false,
    });

    const { code, link } = await invitationToken('newbie@fresh.example');
    expect(link).toBe(`http://localhost:4000/portal/register?invitation=${encodeURIComponent(code)}`);
    expect((await lines(owner)).filter((line) => line.pending).map((line) => line.email)).toEqual(['newbie@fresh.example']);

    const newbie = await register('newbie@fresh.example');
    const accepted = await accept(newbie, code);
    expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);
    expect(accepted.body).toMatchObject({ id: groupIds.acmeMain, name: 'Acme Main', isMember: true, accessLevel: 'member' });
    expect((await groupsOf(sandbox, newbie)).map((group) => group.name)).toContain('Acme Main');

    const after = await lines(owner);
    expect(after.filter((line) => line.pending)).toEqual([]);
    expect(after.find((line) => line.email === 'newbie@fresh.example')).toMatchObject({ pending: false, accessLevel: 'member', inherited: false });

    const again = await accept(newbie, code);
    expect(again.status).toBe(400);
    expect(again.body).toEqual({ msg: 'This invitation has already been used' });
  });

  it('refuses a withdrawn invitation, an expired one, a forged one and one sent to someone else', async () => {
    const owner = await jwtOf('owner@acme.example');
    const late = await register('late@fresh.example');

    await invite(owner, 'late@fresh.example');
    const withdrawnToken = (await invitationToken('late@fresh.example')).code;
    const withdrawn = await userServer(sandbox)
      .delete('/groupusers')
      .query({ groupId: groupIds.acmeMain, email: 'late@fresh.example' })
      .set('Authorization', bearer(owner));
    expect(withdrawn.body).toEqual({ withdrawn: true });
    expect((await lines(owner)).some((line) => line.email === 'late@fresh.example')).toBe(false);
    expect((await accept(late, withdrawnToken)).body).toEqual({ msg: 'This invitation has been withdrawn' });

    await invite(owner, 'late@fresh.example', {}, { expiry: 60 });
    const expiring = (await invitationToken('late@fresh.example')).code;
    clock.advanceSeconds(61);
    const expired = await accept(await jwtOf('late@fresh.example', PASSWORD), expiring);
    expect(expired.status).toBe(400);
    expect(expired.body).toEqual({ msg: 'This invitation has expired' });

    const forged = await accept(late, `${expiring.slice(0, -3)}abc`);
    expect(forged.body).toEqual({ msg: 'This invitation is not valid' });

    await invite(owner, 'someone.else@fresh.example');
    const elsewhere = await accept(await jwtOf('late@fresh.example', PASSWORD), (await invitationToken('someone.else@fresh.example')).code);
    expect(elsewhere.status).toBe(403);
    expect(elsewhere.body).toEqual({ msg: 'This invitation was sent to another e-mail address' });
    expect((await groupsOf(sandbox, await jwtOf('late@fresh.example', PASSWORD))).map((group) => group.name)).not.toContain('Acme Main');
  });

  it('marks the group Pending Ownership while an invitation to take it over waits, and makes the invitee an owner', async () => {
    const owner = await jwtOf('owner@acme.example');
    const sent = await invite(owner, 'heir@fresh.example', { accessLevel: 'member' }, { takeOwnership: true });
    expect(sent.body).toMatchObject({ accessLevel: 'owner', takeOwnership: true });
    const acmeMain = (await groupsOf(sandbox, owner)).find((group) => group.id === groupIds.acmeMain);
    expect(acmeMain).toMatchObject({ pendingOwnership: true });

    const heir = await register('heir@fresh.example');
    expect((await accept(heir, (await invitationToken('heir@fresh.example')).code)).body).toMatchObject({ isOwner: true, accessLevel: 'owner' });
    expect((await groupsOf(sandbox, owner)).find((group) => group.id === groupIds.acmeMain)).toMatchObject({ pendingOwnership: false });
  });

  it('refuses to invite for a member, a manager to an account, someone already in the group, and bad fields', async () => {
    const owner = await jwtOf('owner@acme.example');
    const byMember = await invite(await jwtOf('member@acme.example'), 'x@fresh.example');
    expect(byMember.status).toBe(403);
    expect((await invite(owner, 'x@fresh.example', { accessLevel: 'manager' })).body).toEqual({ msg: 'The manager access level is only for partners' });
    expect((await invite(owner, 'member@acme.example')).body).toEqual({ msg: 'That user already belongs to this group' });
    expect((await invite(owner, 'not-an-address')).body).toEqual({ msg: 'email must be a valid e-mail address' });
    expect((await invite(owner, 'x@fresh.example', { accessLevel: 'boss' })).body).toEqual({ msg: 'accessLevel must be owner, sudoowner, member or manager' });
    expect((await invite(owner, 'x@fresh.example', {}, { expiry: 0 })).status).toBe(400);
    expect((await invite(owner, 'x@fresh.example', {}, { backUrl: 'javascript:alert(1)' })).body).toEqual({ msg: 'backUrl must be an http or https address' });
    expect((await outbox(sandbox, 'x@fresh.example')).length).toBe(0);
  });
});

describe('inviting someone who holds access through a group above', () => {
  const inviteTo = (jwt: string, groupId: number, email: string, accessLevel: string) =>
    userServer(sandbox).post('/groupusers').query({ groupId, email, accessLevel }).set('Authorization', bearer(jwt)).send({});

  it('refuses what the access above already gives, naming where it is held, and sends nothing', async () => {
    const owner = await jwtOf('owner@acme.example');
    const before = (await outbox(sandbox, 'owner@acme.example')).length;
    for (const accessLevel of ['member', 'owner']) {
      const refused = await inviteTo(owner, groupIds.acmeWeb, 'owner@acme.example', accessLevel);
      expect(refused.status).toBe(409);
      expect(refused.body).toEqual({ msg: 'That user already has owner access to this group through Acme Ltd' });
    }
    expect((await outbox(sandbox, 'owner@acme.example')).length).toBe(before);
  });

  it('invites a member of the organisation to own one of its accounts, but not to be a member of it again', async () => {
    const owner = await jwtOf('owner@acme.example');
    expect((await inviteTo(owner, groupIds.acmeLtd, 'staffer@fresh.example', 'member')).status).toBe(201);
    const staffer = await register('staffer@fresh.example');
    expect((await accept(staffer, (await invitationToken('staffer@fresh.example')).code)).status).toBe(200);

    expect((await inviteTo(owner, groupIds.acmeWeb, 'staffer@fresh.example', 'member')).body).toEqual({
      msg: 'That user already has member access to this group through Acme Ltd',
    });
    expect((await inviteTo(owner, groupIds.acmeWeb, 'staffer@fresh.example', 'owner')).status).toBe(201);
  });
});

describe('access levels and removing users', () => {
  const access = (jwt: string, method: 'get' | 'put' | 'delete', query: Record<string, string | number>) => {
    const server = userServer(sandbox);
    return server[method]('/groupuseraccess')
      .query({ groupId: groupIds.acmeMain, ...query })
      .set('Authorization', bearer(jwt));
  };

  it("changes the member's level, which changes what they hold, and changes it back", async () => {
    const owner = await jwtOf('owner@acme.example');
    expect((await access(owner, 'get', { userId: userIds.member })).body).toEqual({
      groupId: groupIds.acmeMain,
      userId: userIds.member,
      accessLevel: 'member',
      heldInGroupId: groupIds.acmeMain,
      heldInGroupName: 'Acme Main',
      inherited: false,
    });
    const changed = await access(owner, 'put', { userId: userIds.member, accessLevel: 'sudoowner' });
    expect(changed.body).toMatchObject({ accessLevel: 'sudoowner' });
    expect((await groupsOf(sandbox, await jwtOf('member@acme.example')))[0]).toMatchObject({ name: 'Acme Main', isOwner: true });
    await access(owner, 'put', { userId: userIds.member, accessLevel: 'member' });
    expect((await groupsOf(sandbox, await jwtOf('member@acme.example')))[0]).toMatchObject({ isOwner: false, isMember: true });
  });

  it('refuses a member, the caller themselves, access held above, and a manager outside partners', async () => {
    const owner = await jwtOf('owner@acme.example');
    const member = await jwtOf('member@acme.example');
    const byMember = await access(member, 'put', { userId: userIds.member, accessLevel: 'owner' });
    expect(byMember.status).toBe(403);
    expect(byMember.body).toEqual({ msg: 'Not allowed to manage the users of that group' });
    expect((await access(owner, 'put', { userId: userIds.owner, accessLevel: 'member' })).body).toEqual({ msg: 'You cannot change your own access level' });
    const above = await access(await jwtOf('partner@northwind.example'), 'put', { userId: userIds.owner, accessLevel: 'member' });
    expect(above.body).toEqual({ msg: "That user's access comes from Acme Ltd: change it there" });
    expect((await access(owner, 'put', { userId: userIds.member, accessLevel: 'manager' })).body).toEqual({
      msg: 'The manager access level is only for partners',
    });
    // The member reads their own level; nothing above changed it.
    expect((await access(member, 'get', { userId: userIds.member })).body).toMatchObject({ accessLevel: 'member' });
  });

  it('removes a user from the group, and not access held above nor the caller', async () => {
    const owner = await jwtOf('owner@acme.example');
    await invite(owner, 'leaver@fresh.example');
    const leaver = await register('leaver@fresh.example');
    await accept(leaver, (await invitationToken('leaver@fresh.example')).code);
    const leaverId = (await lines(owner)).find((line) => line.email === 'leaver@fresh.example')?.userId;
    const remove = (jwt: string, userId: number) =>
      userServer(sandbox).delete('/groupusers').query({ groupId: groupIds.acmeMain, userId }).set('Authorization', bearer(jwt));

    expect((await remove(await jwtOf('member@acme.example'), leaverId!)).status).toBe(403);
    expect((await remove(owner, userIds.owner)).body).toEqual({ msg: 'You cannot remove yourself from the group' });
    expect((await remove(await jwtOf('partner@northwind.example'), userIds.owner)).status).toBe(400);
    expect((await remove(owner, leaverId!)).body).toEqual({ removed: true });
    expect((await groupsOf(sandbox, leaver)).map((group) => group.name)).not.toContain('Acme Main');
    expect((await remove(owner, leaverId!)).status).toBe(404);
  });
});

describe('PUT /userlock', () => {
  const lock = (jwt: string, id: number, locked: boolean) => userServer(sandbox).put('/userlock').query({ id, lock: locked }).set('Authorization', bearer(jwt));

  it('locks the member out of sign-in and their session, and lets them back in once unlocked', async () => {
    const owner = await jwtOf('owner@acme.example');
    const memberSession = await jwtOf('member@acme.example');
    expect((await lock(owner, userIds.member, true)).body).toEqual({ id: userIds.member, locked: true });

    const refused = await userServer(sandbox).get('/auth').set('Authorization', basicAuth('member@acme.example')).set('auth-error', '400');
    expect(refused.status).toBe(400);
    expect(refused.body).toEqual({ msg: 'User is locked' });
    expect((await userServer(sandbox).get('/groups').set('Authorization', bearer(memberSession))).status).toBe(401);

    expect((await lock(owner, userIds.member, false)).body).toEqual({ id: userIds.member, locked: false });
    expect((await signIn(sandbox, 'member@acme.example')).userName).toBe('member@acme.example');
  });

  it('refuses a member locking the owner, an owner locking someone outside their groups, and locking oneself', async () => {
    const byMember = await lock(await jwtOf('member@acme.example'), userIds.owner, true);
    expect(byMember.status).toBe(403);
    expect(byMember.body).toEqual({ msg: 'Not allowed to lock that user' });
    expect((await lock(await jwtOf('owner@acme.example'), userIds.solo, true)).status).toBe(403);
    expect((await lock(await jwtOf('owner@acme.example'), userIds.owner, true)).body).toEqual({ msg: 'You cannot lock yourself' });
    expect((await lock(await jwtOf('owner@acme.example'), userIds.admin, true)).status).toBe(403);
    expect((await signIn(sandbox, 'solo@solo.example')).userName).toBe('solo@solo.example');
  });
});

describe('PUT and DELETE /groups', () => {
  const put = (jwt: string, groupId: number, body: object) =>
    userServer(sandbox).put('/groups').query({ groupId }).set('Authorization', bearer(jwt)).send(body);

  it('renames a group and changes its address, which every reader then sees', async () => {
    const owner = await jwtOf('owner@acme.example');
    const changed = await put(owner, groupIds.acmeWeb, { name: 'Acme Online', address2: 'Unit 4', postcode: 'M1 2BB' });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    expect(changed.body).toMatchObject({
      id: groupIds.acmeWeb,
      name: 'Acme Online',
      address1: '1 Acme Way',
      address2: 'Unit 4',
      postcode: 'M1 2BB',
      isOwner: true,
    });
    expect((await groupsOf(sandbox, await jwtOf('partner@northwind.example'))).find((group) => group.id === groupIds.acmeWeb)?.name).toBe('Acme Online');
    expect((await put(owner, groupIds.acmeWeb, { name: 'Acme Web' })).body).toMatchObject({ name: 'Acme Web' });
  });

  it('refuses a member, an empty name and a field that is not text', async () => {
    const byMember = await put(await jwtOf('member@acme.example'), groupIds.acmeMain, { name: 'Mine now' });
    expect(byMember.status).toBe(403);
    expect(byMember.body).toEqual({ msg: 'Not allowed to change that group' });
    const owner = await jwtOf('owner@acme.example');
    expect((await put(owner, groupIds.acmeMain, { name: '  ' })).body).toEqual({ msg: 'name is required' });
    expect((await put(owner, groupIds.acmeMain, { town: 7 })).body).toEqual({ msg: 'town must be text' });
    expect((await groupsOf(sandbox, owner)).find((group) => group.id === groupIds.acmeMain)?.name).toBe('Acme Main');
  });

  it('deletes an account with nothing below it, and refuses a group holding others and a member', async () => {
    const owner = await jwtOf('owner@acme.example');
    const created = await userServer(sandbox)
      .post('/groups')
      .set('Authorization', bearer(owner))
      .send({ groupId: groupIds.acmeLtd, type: 'account', name: 'Acme Spare' });
    const spareId = (created.body as { id: number }).id;
    const remove = (jwt: string, id: number) => userServer(sandbox).delete('/groups').query({ id }).set('Authorization', bearer(jwt));

    expect((await remove(await jwtOf('member@acme.example'), spareId)).status).toBe(403);
    const holding = await remove(owner, groupIds.acmeLtd);
    expect(holding.status).toBe(409);
    expect(holding.body).toEqual({ msg: 'That group still holds other groups: delete them first' });
    expect((await remove(owner, spareId)).body).toEqual({ deleted: true });
    expect((await groupsOf(sandbox, owner)).map((group) => group.id)).not.toContain(spareId);
  });
});

describe('account manager GET /account/candelete', () => {
  const canDelete = (jwt: string, accountId: number) =>
    request(sandbox.urls.accountManager).get('/account/candelete').query({ accountId }).set('Authorization', bearer(jwt));

  it('says an account with running subscriptions may not be deleted, and a new one may', async () => {
    const owner = await jwtOf('owner@acme.example');
    expect((await canDelete(owner, groupIds.acmeMain)).body).toEqual({ canDelete: false, msg: 'This account has subscriptions that have not ended yet' });
    const created = await userServer(sandbox)
      .post('/groups')
      .set('Authorization', bearer(owner))
      .send({ groupId: groupIds.acmeLtd, type: 'account', name: 'Acme Empty' });
    expect((await canDelete(owner, (created.body as { id: number }).id)).body).toEqual({ canDelete: true, msg: null });
  });

  it('refuses a member, and answers 404 for a group that is not an account', async () => {
    const refused = await canDelete(await jwtOf('member@acme.example'), groupIds.acmeMain);
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({ msg: 'Not allowed to read that account' });
    expect((await canDelete(await jwtOf('owner@acme.example'), groupIds.acmeLtd)).status).toBe(404);
  });
});

describe('POST /sandbox/groupusers', () => {
  it('adds thousands of members nobody can sign in as, and the list still answers quickly', async () => {
    const created = await userServer(sandbox).post('/sandbox/groupusers').query({ groupId: groupIds.soloMain, count: 5000 });
    expect(created.status).toBe(201);
    expect(created.body).toEqual({ users: 5001 });
    const solo = await jwtOf('solo@solo.example');
    const listed = await userServer(sandbox).get('/groupusers').query({ groupId: groupIds.soloMain }).set('Authorization', bearer(solo));
    expect((listed.body as Line[]).length).toBe(5001);
    const bulk = (listed.body as Line[]).find((line) => line.email.endsWith('@bulk.example'));
    const refused = await userServer(sandbox).get('/auth').set('Authorization', basicAuth(bulk!.email, 'Passw0rd!'));
    expect(refused.status).toBe(401);
  });
});
