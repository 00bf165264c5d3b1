import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningSandbox } from '../src';
import { groupIdByName, groupsOf, signIn, startTestSandbox, userServer } from './support';
import type { GroupBody } from './support';

describe('POST /groups', () => {
  let sandbox: RunningSandbox;

  beforeAll(async () => {
    sandbox = await startTestSandbox();
  });
  afterAll(() => sandbox.close());

  async function post(userName: string, body: unknown) {
    const session = await signIn(sandbox, userName);
    return userServer(sandbox)
      .post('/groups')
      .set('Authorization', `Bearer ${session.jwt}`)
      .send(body as object);
  }

  it('refuses a body with neither userId nor groupId with the product text', async () => {
    const response = await post('owner@acme.example', { type: 'organisation', name: 'Nowhere' });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ msg: 'No user or group id provided' });
  });

  it('checks the bearer token before the body', async () => {
    const response = await userServer(sandbox).post('/groups').send({ type: 'organisation', name: 'Nobody' });
    expect(response.status).toBe(401);
    expect(response.body).toEqual({ msg: 'Authentication Failure' });
  });

  it('creates for the caller an organisation they own with a nested account whose name is empty', async () => {
    const solo = await signIn(sandbox, 'solo@solo.example');
    const response = await userServer(sandbox)
      .post('/groups')
      .set('Authorization', `Bearer ${solo.jwt}`)
      .send({ userId: solo.id, type: 'organisation', name: 'Solo Two', country: 'Ireland' });
    expect(response.status).toBe(201);
    const { id, accountId } = response.body as { id: number; accountId: number };
    expect(Object.keys(response.body as object).sort()).toEqual(['accountId', 'id']);
    expect(accountId).toBeGreaterThan(id);

    const groups = await groupsOf(sandbox, solo.jwt);
    const organisation = groups.find((group) => group.id === id);
    const account = groups.find((group) => group.id === accountId);
    expect(organisation).toMatchObject({ name: 'Solo Two', type: 'organisation', parentId: null, territory: 'uk', isOwner: true });
    expect(account).toMatchObject({ name: '', type: 'account', parentId: id, territory: 'uk', isOwner: true, isMember: false });
    expect((organisation as GroupBody & { country: string }).country).toBe('Ireland');
  });

  it("gives the organisation the user's territory, and accepts the ids as digits", async () => {
    const koala = await signIn(sandbox, 'koala@koala.example');
    const response = await userServer(sandbox)
      .post('/groups')
      .set('Authorization', `Bearer ${koala.jwt}`)
      .send({ userId: String(koala.id), type: 'organisation', name: 'Wombat Pty' });
    expect(response.status).toBe(201);
    const groups = await groupsOf(sandbox, koala.jwt);
    expect(groups.find((group) => group.id === (response.body as { id: number }).id)).toMatchObject({ territory: 'australia' });
  });

  it('lets staff create an organisation for another user, who then owns it', async () => {
    const newcomer = await signIn(sandbox, 'new@new.example');
    const response = await post('admin@provider.example', { userId: newcomer.id, type: 'organisation', name: 'New Two' });
    expect(response.status).toBe(201);
    const groups = await groupsOf(sandbox, newcomer.jwt);
    expect(groups.find((group) => group.id === (response.body as { id: number }).id)).toMatchObject({ name: 'New Two', isOwner: true });
  });

  it('refuses to create for another user, an unknown user, or an account under a user', async () => {
    const koala = await signIn(sandbox, 'koala@koala.example');
    const other = await post('solo@solo.example', { userId: koala.id, type: 'organisation', name: 'Stolen' });
    expect(other.status).toBe(403);
    expect(other.body).toEqual({ msg: 'Not allowed to create groups for that user' });
    const unknown = await post('admin@provider.example', { userId: 999, type: 'organisation', name: 'Ghost' });
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ msg: 'User not found' });
    const account = await post('koala@koala.example', { userId: koala.id, type: 'account', name: 'Loose' });
    expect(account.status).toBe(400);
    expect(account.body).toEqual({ msg: 'type must be organisation when userId is given' });
  });

  it('creates an account under an organisation the caller owns, inheriting its territory', async () => {
    const koalaPty = await groupIdByName(sandbox, 'Koala Pty');
    const koala = await signIn(sandbox, 'koala@koala.example');
    const response = await userServer(sandbox)
      .post('/groups')
      .set('Authorization', `Bearer ${koala.jwt}`)
      .send({ groupId: koalaPty, type: 'account', name: 'Koala Web' });
    expect(response.status).toBe(201);
    expect(Object.keys(response.body as object)).toEqual(['id']);
    const group = await userServer(sandbox).get('/group').query({ id: koalaPty }).set('Authorization', `Bearer ${koala.jwt}`);
    expect((group.body as GroupBody).children?.map((child) => [child.name, child.territory, child.isOwner])).toEqual([
      ['Koala Main', 'australia', true],
      ['Koala Web', 'australia', true],
    ]);
  });

  it('creates an organisation or an account under a partner the caller owns', async () => {
    const northwind = await groupIdByName(sandbox, 'Northwind Partners');
    const organisation = await post('partner@northwind.example', { groupId: northwind, type: 'organisation', name: 'Northwind Client' });
    expect(organisation.status).toBe(201);
    const account = await post('partner@northwind.example', { groupId: northwind, type: 'account', name: 'Northwind Direct' });
    expect(account.status).toBe(201);
    const groups = await groupsOf(sandbox, (await signIn(sandbox, 'partner@northwind.example')).jwt);
    expect(groups.filter((group) => group.parentId === northwind).map((group) => [group.name, group.type])).toEqual([
      ['Acme Ltd', 'organisation'],
      ['Bright Charity', 'organisation'],
      ['Northwind Client', 'organisation'],
      ['Northwind Direct', 'account'],
    ]);
  });

  it('lets staff create under any group', async () => {
    const soloTraders = await groupIdByName(sandbox, 'Solo Traders');
    const response = await post('sales@provider.example', { groupId: soloTraders, type: 'account', name: 'Solo Shop' });
    expect(response.status).toBe(201);
  });

  it('refuses a member, a group above what the caller holds, and an unknown group', async () => {
    const acmeMain = await groupIdByName(sandbox, 'Acme Main');
    const acmeLtd = await groupIdByName(sandbox, 'Acme Ltd');
    const northwind = await groupIdByName(sandbox, 'Northwind Partners');
    const member = await post('member@acme.example', { groupId: acmeLtd, type: 'account', name: 'Sneaky' });
    expect(member.status).toBe(403);
    expect(member.body).toEqual({ msg: 'Not allowed to create groups in that group' });
    expect((await post('member@acme.example', { groupId: acmeMain, type: 'account', name: 'Sneaky' })).status).toBe(403);
    expect((await post('owner@acme.example', { groupId: northwind, type: 'organisation', name: 'Upwards' })).status).toBe(403);
    const unknown = await post('owner@acme.example', { groupId: 999, type: 'account', name: 'Ghost' });
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ msg: 'Group not found' });
  });

  it('refuses groups that cannot go where they are asked for', async () => {
    const acmeLtd = await groupIdByName(sandbox, 'Acme Ltd');
    const acmeMain = await groupIdByName(sandbox, 'Acme Main');
    const orgInOrg = await post('owner@acme.example', { groupId: acmeLtd, type: 'organisation', name: 'Nested' });
    expect(orgInOrg.status).toBe(400);
    expect(orgInOrg.body).toEqual({ msg: 'An organisation cannot be created under an organisation' });
    const inAccount = await post('owner@acme.example', { groupId: acmeMain, type: 'account', name: 'Nested' });
    expect(inAccount.body).toEqual({ msg: 'An account cannot be created under an account' });
  });

  it('checks the fields', async () => {
    const acmeLtd = await groupIdByName(sandbox, 'Acme Ltd');
    const cases: [object, string][] = [
      [{ groupId: acmeLtd, type: 'partner', name: 'P' }, 'type must be organisation or account'],
      [{ groupId: acmeLtd, name: 'P' }, 'type must be organisation or account'],
      [{ groupId: acmeLtd, type: 'account' }, 'name is required'],
      [{ groupId: acmeLtd, type: 'account', name: '   ' }, 'name is required'],
      [{ groupId: -3, type: 'account', name: 'P' }, 'groupId must be a positive whole number'],
      [{ userId: 'me', type: 'organisation', name: 'P' }, 'userId must be a positive whole number'],
      [{ userId: 1, groupId: acmeLtd, type: 'account', name: 'P' }, 'Give userId or groupId, not both'],
      [{ groupId: acmeLtd, type: 'account', name: 'P', country: 7 }, 'country must be text'],
    ];
    for (const [body, msg] of cases) {
      const response = await post('owner@acme.example', body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(response.body).toEqual({ msg });
    }
  });

  it('gives new groups the next free ids', async () => {
    const solo = await signIn(sandbox, 'solo@solo.example');
    const before = Math.max(...sandbox.store.groups.keys());
    const response = await userServer(sandbox)
      .post('/groups')
      .set('Authorization', `Bearer ${solo.jwt}`)
      .send({ userId: solo.id, type: 'organisation', name: 'Solo Three' });
    expect(response.body).toEqual({ id: before + 1, accountId: before + 2 });
  });
});
