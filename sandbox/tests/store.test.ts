import { describe, expect, it } from 'vitest';
import { SandboxStore } from '../src/store';

/** Access levels the seed does not use, checked on the store directly. */
describe('SandboxStore access rules', () => {
  const fresh = () => {
    const store = SandboxStore.create(() => Date.UTC(2026, 2, 18));
    const id = (name: string) => [...store.groups.values()].find((group) => group.name === name)?.id ?? 0;
    const user = (name: string) => {
      const found = store.findUserByName(name);
      if (!found) throw new Error(name);
      return found;
    };
    return { store, id, user };
  };

  it('lets a sudoowner count as an owner, down the tree', () => {
    const { store, id, user } = fresh();
    store.memberships.push({ userId: user('solo@solo.example').id, groupId: id('Koala Pty'), accessLevel: 'sudoowner' });
    expect(store.accessTo(user('solo@solo.example').id, id('Koala Main'))).toEqual({ isOwner: true, isMember: false, isManager: false });
    expect(store.mayActFor(user('solo@solo.example'), id('Koala Main'), 'owner')).toBe(true);
  });

  it('lets a partner manager see and manage the groups below, without acting for their accounts', () => {
    const { store, id, user } = fresh();
    const solo = user('solo@solo.example');
    store.memberships.push({ userId: solo.id, groupId: id('Northwind Partners'), accessLevel: 'manager' });
    expect(store.accessTo(solo.id, id('Bright Main'))).toEqual({ isOwner: false, isMember: false, isManager: true });
    expect(store.canSeeGroup(solo, id('Bright Main'))).toBe(true);
    expect(store.mayActFor(solo, id('Bright Main'), 'holder')).toBe(false);
    expect(store.defaultAccountId(solo)).toBe(id('Solo Main'));
  });

  it('gives staff sight of every group but no access of their own', () => {
    const { store, id, user } = fresh();
    const admin = user('admin@provider.example');
    expect(store.visibleGroups(admin)).toHaveLength(store.groups.size);
    expect(store.accessTo(admin.id, id('Acme Main'))).toEqual({ isOwner: false, isMember: false, isManager: false });
    expect(store.defaultAccountId(admin)).toBeUndefined();
    expect(store.mayActFor(admin, id('Acme Ltd'), 'owner')).toBe(false);
  });

  it('forgets the memberships of a removed user', () => {
    const { store, user } = fresh();
    const owner = user('owner@acme.example');
    expect(store.removeUser(owner.id)).toBe(true);
    expect(store.memberships.some((membership) => membership.userId === owner.id)).toBe(false);
    expect(store.removeUser(owner.id)).toBe(false);
  });
});
