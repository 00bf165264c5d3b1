import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningSandbox } from '../src';
import { groupIds } from '../src/seed';
import { signIn, startTestSandbox, userServer } from './support';

describe('PUT /migrate/orgToPartner and /migrate/removeFromPartner', () => {
  let sandbox: RunningSandbox;

  beforeAll(async () => {
    sandbox = await startTestSandbox();
  });
  afterAll(() => sandbox.close());

  async function put(userName: string, path: string, groupId: number, body?: object) {
    const session = await signIn(sandbox, userName);
    const call = userServer(sandbox).put(path).query({ groupId }).set('Authorization', `Bearer ${session.jwt}`);
    return body ? call.send(body) : call;
  }
  const group = (id: number) => sandbox.store.getGroup(id)!;

  it('refuses everyone but staff, changing nothing', async () => {
    for (const userName of ['solo@solo.example', 'partner@northwind.example']) {
      const migrate = await put(userName, '/migrate/orgToPartner', groupIds.soloTraders, { partnerType: 'reseller' });
      expect(migrate.status).toBe(403);
      expect(migrate.body).toEqual({ msg: 'Only staff may migrate groups' });
      expect((await put(userName, '/migrate/removeFromPartner', groupIds.acmeLtd)).status).toBe(403);
    }
    expect(group(groupIds.soloTraders).type).toBe('organisation');
    expect(group(groupIds.acmeLtd).parentId).toBe(groupIds.northwindPartners);
  });

  it('turns an organisation into a referrer partner at the top of the tree, keeping its accounts and owner', async () => {
    const migrated = await put('admin@provider.example', '/migrate/orgToPartner', groupIds.soloTraders, { partnerType: 'referrer' });
    expect(migrated.status).toBe(200);
    expect(migrated.body).toMatchObject({ id: groupIds.soloTraders, type: 'partner', subtype: 'referrer', parentId: null });
    expect(sandbox.store.childrenOf(groupIds.soloTraders).map((child) => child.name)).toEqual(['Solo Main']);
    expect(sandbox.store.accessTo(5, groupIds.soloTraders).isOwner).toBe(true);
  });

  it('makes a reseller partner of an organisation inside a partner, which leaves it and its charity status', async () => {
    const migrated = await put('super@provider.example', '/migrate/orgToPartner', groupIds.brightCharity, { partnerType: 'reseller' });
    expect(migrated.body).toMatchObject({ type: 'partner', subtype: '', parentId: null, parentName: null });
    expect(migrated.body).not.toHaveProperty('charity');
  });

  it('refuses a group that is not an organisation, and a partner type it does not know', async () => {
    expect((await put('admin@provider.example', '/migrate/orgToPartner', groupIds.acmeMain, { partnerType: 'reseller' })).body).toEqual({
      msg: 'Only organisations can be migrated to a partner',
    });
    expect((await put('admin@provider.example', '/migrate/orgToPartner', groupIds.koalaPty, { partnerType: 'agent' })).body).toEqual({
      msg: 'partnerType must be reseller or referrer',
    });
    expect(group(groupIds.koalaPty).type).toBe('organisation');
  });

  it('moves an organisation out of its partner to the top of the tree, with its accounts', async () => {
    const removed = await put('sales@provider.example', '/migrate/removeFromPartner', groupIds.acmeLtd);
    expect(removed.status).toBe(200);
    expect(removed.body).toMatchObject({ id: groupIds.acmeLtd, parentId: null, type: 'organisation' });
    expect(sandbox.store.accessTo(3, groupIds.acmeMain).isOwner).toBe(false);
    expect(sandbox.store.accessTo(1, groupIds.acmeMain).isOwner).toBe(true);
  });

  it('refuses a group that is not directly below a partner', async () => {
    const refused = await put('admin@provider.example', '/migrate/removeFromPartner', groupIds.refcoMain);
    expect(refused.status).toBe(400);
    expect(refused.body).toEqual({ msg: 'Only an organisation or account directly below a partner can be removed from it' });
    expect((await put('admin@provider.example', '/migrate/removeFromPartner', groupIds.referralCo)).status).toBe(400);
  });
});
