import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningSandbox } from '../src';
import { groupIdByName, groupsOf, signIn, startTestSandbox, userServer } from './support';
import type { GroupBody } from './support';

describe('GET /groups and GET /group', () => {
  let sandbox: RunningSandbox;

  beforeAll(async () => {
    sandbox = await startTestSandbox();
  });
  afterAll(() => sandbox.close());

  const flags = ({ name, isOwner, isMember, isManager }: GroupBody) => ({ name, isOwner, isMember, isManager });

  async function getGroup(userName: string, query: Record<string, string | number>) {
    const session = await signIn(sandbox, userName);
    return userServer(sandbox).get('/group').query(query).set('Authorization', `Bearer ${session.jwt}`);
  }

  it('shows an organisation owner the organisation and both its accounts, owned, sorted by id', async () => {
    const groups = await groupsOf(sandbox, (await signIn(sandbox, 'owner@acme.example')).jwt);
    expect(groups.map(flags)).toEqual([
      { name: 'Acme Ltd', isOwner: true, isMember: false, isManager: false },
      { name: 'Acme Main', isOwner: true, isMember: false, isManager: false },
      { name: 'Acme Web', isOwner: true, isMember: false, isManager: false },
    ]);
    const [acmeLtd, acmeMain, acmeWeb] = groups;
    expect(acmeLtd).toMatchObject({ type: 'organisation', subtype: 'corporate', territory: 'uk' });
    expect(acmeMain).toMatchObject({ type: 'account', parentId: acmeLtd?.id });
    expect(acmeWeb).toMatchObject({ type: 'account', parentId: acmeLtd?.id });
    expect(groups.map((group) => group.id)).toEqual([...groups.map((group) => group.id)].sort((a, b) => a - b));
    expect(acmeLtd).not.toHaveProperty('children');
  });

  it('shows a member only the account they belong to, as a member and not an owner', async () => {
    const groups = await groupsOf(sandbox, (await signIn(sandbox, 'member@acme.example')).jwt);
    expect(groups.map(flags)).toEqual([{ name: 'Acme Main', isOwner: false, isMember: true, isManager: false }]);
  });

  it("names each group's parent, also where the caller may not see the parent itself", async () => {
    const [acmeMain] = await groupsOf(sandbox, (await signIn(sandbox, 'member@acme.example')).jwt);
    expect(acmeMain).toMatchObject({ name: 'Acme Main', parentName: 'Acme Ltd' });
    const [acmeLtd] = await groupsOf(sandbox, (await signIn(sandbox, 'owner@acme.example')).jwt);
    expect(acmeLtd).toMatchObject({ name: 'Acme Ltd', parentName: 'Northwind Partners' });
    const [solo] = await groupsOf(sandbox, (await signIn(sandbox, 'solo@solo.example')).jwt);
    expect(solo).toMatchObject({ name: 'Solo Traders', parentName: null });
  });

  it('shows a partner owner everything below the partner', async () => {
    const groups = await groupsOf(sandbox, (await signIn(sandbox, 'partner@northwind.example')).jwt);
    expect(groups.map((group) => group.name)).toEqual(['Northwind Partners', 'Acme Ltd', 'Acme Main', 'Acme Web', 'Bright Charity', 'Bright Main']);
    expect(groups.every((group) => group.isOwner)).toBe(true);
  });

  it('shows staff every group of the tree, with the flags false', async () => {
    for (const staff of ['admin@provider.example', 'super@provider.example', 'sales@provider.example']) {
      const groups = await groupsOf(sandbox, (await signIn(sandbox, staff)).jwt);
      expect(groups.map((group) => group.name)).toEqual([
        'Northwind Partners',
        'Acme Ltd',
        'Acme Main',
        'Acme Web',
        'Bright Charity',
        'Bright Main',
        'Referral Co',
        'Refco Client',
        'Refco Main',
        'Solo Traders',
        'Solo Main',
        'Koala Pty',
        'Koala Main',
        'New Co',
        'New Main',
      ]);
      expect(groups.some((group) => group.isOwner || group.isMember || group.isManager)).toBe(false);
    }
  });

  it('answers the whole subtree with recurse=true, children sorted by id', async () => {
    const northwind = await groupIdByName(sandbox, 'Northwind Partners');
    const response = await getGroup('partner@northwind.example', { id: northwind, recurse: 'true', returnInvalid: 'false' });
    expect(response.status).toBe(200);
    const names = (group: GroupBody): unknown => ({ name: group.name, children: group.children?.map(names) });
    expect(names(response.body as GroupBody)).toEqual({
      name: 'Northwind Partners',
      children: [
        {
          name: 'Acme Ltd',
          children: [
            { name: 'Acme Main', children: [] },
            { name: 'Acme Web', children: [] },
          ],
        },
        { name: 'Bright Charity', children: [{ name: 'Bright Main', children: [] }] },
      ],
    });
    expect(response.body).toMatchObject({ type: 'partner', subtype: '', parentId: null, isOwner: true });
  });

  it('answers only the direct children, without theirs, otherwise', async () => {
    const northwind = await groupIdByName(sandbox, 'Northwind Partners');
    const response = await getGroup('partner@northwind.example', { id: northwind });
    const body = response.body as GroupBody;
    expect(body.children?.map((child) => child.name)).toEqual(['Acme Ltd', 'Bright Charity']);
    expect(body.children?.some((child) => 'children' in child)).toBe(false);
  });

  it('carries the charity status of Bright Charity and the referrer subtype of Referral Co', async () => {
    const bright = await getGroup('partner@northwind.example', { id: await groupIdByName(sandbox, 'Bright Charity') });
    expect(bright.body).toMatchObject({ type: 'organisation', subtype: '', charity: { number: expect.any(String), status: 'valid' } });
    const referral = await getGroup('referrer@referral.example', { id: await groupIdByName(sandbox, 'Referral Co'), recurse: 'true' });
    expect(referral.body).toMatchObject({ type: 'partner', subtype: 'referrer', children: [{ name: 'Refco Client', children: [{ name: 'Refco Main' }] }] });
  });

  it('refuses a group the caller may not see with 403, and an unknown one with 404', async () => {
    const forbidden = await getGroup('member@acme.example', { id: await groupIdByName(sandbox, 'Acme Ltd') });
    expect(forbidden.status).toBe(403);
    expect(forbidden.body).toEqual({ msg: 'Not allowed to read that group' });
    const unknown = await getGroup('admin@provider.example', { id: 999_999 });
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ msg: 'Group not found' });
    expect((await getGroup('admin@provider.example', { id: 'acme' })).status).toBe(400);
    expect((await getGroup('admin@provider.example', { id: 101, recurse: 'maybe' })).body).toEqual({ msg: 'recurse must be true or false' });
  });
});
