import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningSandbox } from '../src';
import { signIn, startTestSandbox, userServer, type SessionUser } from './support';

interface Permission {
  id: number;
  refId: string;
  name: string;
  description: string;
  parentId: number | null;
  admin: boolean;
  isNotification: boolean;
  isService: boolean;
}

interface UserPermission {
  id: number;
  name: string;
  enabled: boolean;
  def: boolean;
  children: UserPermission[];
}

const flatten = (nodes: UserPermission[]): UserPermission[] => nodes.flatMap((node) => [node, ...flatten(node.children)]);

describe('permissions', () => {
  let sandbox: RunningSandbox;
  const sessions: Record<string, SessionUser> = {};
  beforeAll(async () => {
    sandbox = await startTestSandbox();
    for (const name of ['owner@acme.example', 'member@acme.example', 'partner@northwind.example', 'solo@solo.example', 'admin@provider.example']) {
      sessions[name] = await signIn(sandbox, name);
    }
  });
  afterAll(() => sandbox.close());

  const session = (name: string) => {
    const found = sessions[name];
    if (!found) throw new Error(`No session for ${name}`);
    return found;
  };
  const catalogue = async () =>
    (
      await userServer(sandbox)
        .get('/permissions')
        .set('Authorization', `Bearer ${session('member@acme.example').jwt}`)
    ).body as Permission[];
  const byRef = async (refId: string) => {
    const found = (await catalogue()).find((permission) => permission.refId === refId);
    if (!found) throw new Error(`No permission ${refId}`);
    return found;
  };
  const treeOf = (caller: string, userId: number) =>
    userServer(sandbox)
      .get('/userpermissions')
      .query({ userId })
      .set('Authorization', `Bearer ${session(caller).jwt}`);
  const setting = async (userId: number, permissionId: number) =>
    flatten((await treeOf('admin@provider.example', userId)).body as UserPermission[]).find((node) => node.id === permissionId);
  const set = (caller: string, userId: number, permissionId: number, enabled: boolean | string) =>
    userServer(sandbox)
      .put('/userpermissions')
      .query({ userId, permissionId, enabled })
      .set('Authorization', `Bearer ${session(caller).jwt}`);

  it('lists the catalogue to any signed-in user: staff-role permissions, and privacy settings grouped or alone', async () => {
    const permissions = await catalogue();
    expect(Object.keys(permissions[0] ?? {}).sort()).toEqual(['admin', 'description', 'id', 'isNotification', 'isService', 'name', 'parentId', 'refId']);
    const staffRole = permissions.filter((permission) => permission.admin);
    expect(staffRole.map((permission) => permission.refId)).toEqual(expect.arrayContaining(['DATA_ADMIN', 'ACCOUNT_SEARCH']));
    expect(staffRole.every((permission) => permission.description.length > 0 && !permission.isNotification)).toBe(true);
    const privacy = permissions.filter((permission) => permission.isNotification);
    const parents = new Set(privacy.map((permission) => permission.parentId).filter((id) => id !== null));
    expect(parents.size).toBeGreaterThanOrEqual(2);
    expect(privacy.some((permission) => permission.parentId === null && !parents.has(permission.id))).toBe(true);
    expect((await userServer(sandbox).get('/permissions')).status).toBe(401);
  });

  it('offers no privacy setting the product does not honour, and keeps the ids of the others', async () => {
    const permissions = await catalogue();
    // Nothing reads "Share my details with my partner": a partner sees the details whatever it says.
    expect(permissions.map((permission) => permission.refId)).not.toContain('SHARE_WITH_PARTNER');
    expect(permissions.find((permission) => permission.id === 40)).toBeUndefined();
    const idOf = (refId: string) => permissions.find((permission) => permission.refId === refId)?.id;
    expect([idOf('MARKETING_PARTNER_OFFERS'), idOf('NOTIFY_TOKEN_ALERTS'), idOf('USAGE_STATISTICS')]).toEqual([22, 34, 41]);
  });

  it("answers a user's permissions as a tree of the catalogue, with their settings and the defaults", async () => {
    const owner = session('owner@acme.example');
    const response = await treeOf('owner@acme.example', owner.id);
    expect(response.status).toBe(200);
    const tree = response.body as UserPermission[];
    const marketing = tree.find((node) => node.name === 'Marketing');
    expect(marketing?.children.map((child) => child.name)).toEqual(['Product news by e-mail', 'Offers from partners', 'Customer surveys']);
    // The seed turns product news on for the owner, against its default.
    expect(marketing?.children[0]).toMatchObject({ enabled: true, def: false, children: [] });
    expect(flatten(tree)).toHaveLength((await catalogue()).length);
    expect(flatten(tree).find((node) => node.name === 'Data administration')).toMatchObject({ enabled: false, def: false });
  });

  it("lets the user, owners of the user's groups and staff read the permissions, and nobody else", async () => {
    const member = session('member@acme.example').id;
    for (const caller of ['member@acme.example', 'owner@acme.example', 'partner@northwind.example', 'admin@provider.example']) {
      expect((await treeOf(caller, member)).status, caller).toBe(200);
    }
    const refused = await treeOf('solo@solo.example', member);
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({ msg: "Not allowed to read that user's permissions" });
    expect((await treeOf('member@acme.example', session('owner@acme.example').id)).status).toBe(403);
    expect((await treeOf('admin@provider.example', 99_999)).status).toBe(404);
  });

  it('lets a user change their own privacy settings and answers the new tree', async () => {
    const solo = session('solo@solo.example').id;
    const surveys = await byRef('MARKETING_SURVEYS');
    const response = await set('solo@solo.example', solo, surveys.id, true);
    expect(response.status).toBe(200);
    expect(flatten(response.body as UserPermission[]).find((node) => node.id === surveys.id)).toMatchObject({ enabled: true, def: false });
    await set('solo@solo.example', solo, surveys.id, false);
    expect(await setting(solo, surveys.id)).toMatchObject({ enabled: false });
  });

  it("keeps a user's privacy settings to the user and staff: not even an owner of the user's group, nor one of a partner above", async () => {
    const member = session('member@acme.example').id;
    const renewal = await byRef('NOTIFY_RENEWAL');
    const offers = await byRef('MARKETING_PARTNER_OFFERS');
    for (const [caller, permission, enabled] of [
      ['owner@acme.example', renewal, false],
      ['owner@acme.example', offers, true],
      ['partner@northwind.example', offers, true],
    ] as const) {
      const refused = await set(caller, member, permission.id, enabled);
      expect(refused.status, `${caller} setting ${permission.refId}`).toBe(403);
      expect(refused.body).toEqual({ msg: 'Only the user themselves or staff may change their privacy settings' });
    }
    expect(await setting(member, renewal.id)).toMatchObject({ enabled: true, def: true });
    expect(await setting(member, offers.id)).toMatchObject({ enabled: false, def: false });

    expect((await set('admin@provider.example', member, renewal.id, false)).status).toBe(200);
    expect(await setting(member, renewal.id)).toMatchObject({ enabled: false });
    expect((await set('admin@provider.example', member, renewal.id, true)).status).toBe(200);
    expect(await setting(member, renewal.id)).toMatchObject({ enabled: true });
  });

  it('keeps staff-role permissions to staff, and everyone else away from users not theirs, changing nothing', async () => {
    const member = session('member@acme.example').id;
    const owner = session('owner@acme.example').id;
    const search = await byRef('ACCOUNT_SEARCH');
    const surveys = await byRef('MARKETING_SURVEYS');
    const ownerRefused = await set('owner@acme.example', member, search.id, true);
    expect(ownerRefused.status).toBe(403);
    expect(ownerRefused.body).toEqual({ msg: 'Only staff may change staff-role permissions' });
    expect((await set('owner@acme.example', owner, search.id, true)).status).toBe(403);
    expect(await setting(member, search.id)).toMatchObject({ enabled: false });
    expect(await setting(owner, search.id)).toMatchObject({ enabled: false });

    const strangerRefused = await set('solo@solo.example', member, surveys.id, true);
    expect(strangerRefused.status).toBe(403);
    expect(strangerRefused.body).toEqual({ msg: "Not allowed to change that user's permissions" });
    expect((await set('member@acme.example', owner, surveys.id, true)).status).toBe(403);
    expect(await setting(member, surveys.id)).toMatchObject({ enabled: false });
    expect(await setting(owner, surveys.id)).toMatchObject({ enabled: false });

    expect((await set('admin@provider.example', member, search.id, true)).status).toBe(200);
    expect(await setting(member, search.id)).toMatchObject({ enabled: true });
  });

  it('checks the user, the permission and the flag', async () => {
    const solo = session('solo@solo.example').id;
    expect((await set('admin@provider.example', 99_999, 21, true)).body).toEqual({ msg: 'User not found' });
    expect((await set('admin@provider.example', solo, 99_999, true)).body).toEqual({ msg: 'Permission not found' });
    expect((await set('admin@provider.example', solo, 21, 'yes')).body).toEqual({ msg: 'enabled must be true or false' });
    const missing = await userServer(sandbox)
      .put('/userpermissions')
      .query({ userId: solo, permissionId: 21 })
      .set('Authorization', `Bearer ${session('solo@solo.example').jwt}`);
    expect(missing.body).toEqual({ msg: 'enabled is required' });
  });

  it("forgets a deleted user's settings", async () => {
    const member = session('member@acme.example').id;
    await userServer(sandbox)
      .delete('/users')
      .query({ id: member })
      .set('Authorization', `Bearer ${session('member@acme.example').jwt}`);
    expect(sandbox.store.getUser(member)).toBeUndefined();
    expect((await treeOf('admin@provider.example', member)).status).toBe(404);
  });
});
