import type { AccessLevel, GroupRecord, Membership, UserRecord } from '../seed';
import type { StoreState } from './state';
import type { Users } from './users';

/** A user holding access in a group: directly, or through a group above it. */
export interface GroupUserEntry {
  user: UserRecord;
  accessLevel: AccessLevel;
  /** The group the access is held in: the group itself, or one above it. */
  heldIn: GroupRecord;
}

export interface GroupUserFilter {
  /** Only users whose access is held in the group itself, not above it. */
  excludeParents?: boolean;
  accessLevel?: AccessLevel;
}

/** Levels that run the group: an owner, or a sudoowner acting as one. */
const isOwnerLevel = (level: AccessLevel) => level === 'owner' || level === 'sudoowner';

/** The domain the sandbox gives users it adds in bulk; nobody can sign in as them. */
export const BULK_USER_DOMAIN = 'bulk.example';

/**
 * Who holds access in a group and at which level, and the changes an owner makes to that: a
 * user's level, removing them, adding one (an accepted invitation). Access held in a group above
 * is listed but changed only where it is held.
 */
export class GroupUsers {
  constructor(
    private readonly state: StoreState,
    private readonly users: Users,
  ) {}

  /**
   * The group's users, nearest holding first: a user with access both in the group and above it is
   * listed once, with the access held nearest (the one this group can change).
   */
  list(groupId: number, filter: GroupUserFilter = {}): GroupUserEntry[] {
    const chain = this.chain(groupId);
    const nearness = new Map(chain.map((group, index) => [group.id, index]));
    const nearest = new Map<number, Membership>();
    for (const membership of this.state.memberships) {
      const near = nearness.get(membership.groupId);
      if (near === undefined || (filter.excludeParents && near > 0)) continue;
      const held = nearest.get(membership.userId);
      if (!held || near < (nearness.get(held.groupId) ?? Infinity)) nearest.set(membership.userId, membership);
    }
    const entries: GroupUserEntry[] = [];
    for (const membership of nearest.values()) {
      if (filter.accessLevel && membership.accessLevel !== filter.accessLevel) continue;
      const user = this.users.get(membership.userId);
      const heldIn = this.state.groups.get(membership.groupId);
      if (user && heldIn) entries.push({ user, accessLevel: membership.accessLevel, heldIn });
    }
    return entries.sort((a, b) => a.user.id - b.user.id);
  }

  /** The user's entry in the group's list, if they hold access there. */
  entry(groupId: number, userId: number): GroupUserEntry | undefined {
    return this.list(groupId).find((entry) => entry.user.id === userId);
  }

  /**
   * Access held above the group that already gives what `accessLevel` would: an owner's access
   * covers every level, any other only its own. Inviting someone to what they hold already would
   * add nothing, and the invitation would be accepted into a duplicate membership.
   */
  coveredAbove(groupId: number, userId: number, accessLevel: AccessLevel): GroupUserEntry | undefined {
    for (const group of this.chain(groupId).slice(1)) {
      const membership = this.state.memberships.find((held) => held.groupId === group.id && held.userId === userId);
      if (!membership || (!isOwnerLevel(membership.accessLevel) && membership.accessLevel !== accessLevel)) continue;
      const user = this.users.get(userId);
      if (user) return { user, accessLevel: membership.accessLevel, heldIn: group };
    }
    return undefined;
  }

  /** The access held in the group itself (not above it). */
  direct(groupId: number, userId: number): Membership | undefined {
    return this.state.memberships.find((membership) => membership.groupId === groupId && membership.userId === userId);
  }

  /**
   * Whether the group would still have an owner (owner or sudoowner, held in it or in a group above)
   * were `userId`'s access in the group itself taken away or lowered: always, unless that access
   * is an owner's.
   */
  keepsAnOwnerWithout(groupId: number, userId: number): boolean {
    const held = this.direct(groupId, userId);
    if (!held || !isOwnerLevel(held.accessLevel)) return true;
    const chain = new Set(this.chain(groupId).map((group) => group.id));
    return this.state.memberships.some((membership) => membership.userId !== userId && chain.has(membership.groupId) && isOwnerLevel(membership.accessLevel));
  }

  /** Changes the level held in the group itself; false when the user holds none there. */
  setAccessLevel(groupId: number, userId: number, accessLevel: AccessLevel): boolean {
    const membership = this.direct(groupId, userId);
    if (!membership) return false;
    membership.accessLevel = accessLevel;
    this.touch(groupId);
    return true;
  }

  /** Gives the user access held in the group itself, or changes the level they hold there. */
  grant(groupId: number, userId: number, accessLevel: AccessLevel): void {
    if (!this.setAccessLevel(groupId, userId, accessLevel)) {
      this.state.memberships.push({ userId, groupId, accessLevel });
      this.touch(groupId);
    }
  }

  /** Removes the access held in the group itself; false when there was none. */
  remove(groupId: number, userId: number): boolean {
    const memberships = this.state.memberships;
    const index = memberships.findIndex((membership) => membership.groupId === groupId && membership.userId === userId);
    if (index < 0) return false;
    memberships.splice(index, 1);
    this.touch(groupId);
    return true;
  }

  /** Drops every access held in the group (the group is being deleted). */
  removeAllFrom(groupId: number): void {
    const memberships = this.state.memberships;
    for (let i = memberships.length - 1; i >= 0; i--) {
      if (memberships[i]?.groupId === groupId) memberships.splice(i, 1);
    }
  }

  /**
   * Adds `count` members to the group, each a user of their own who cannot sign in: for measuring
   * how a long list of users behaves. Answers how many the group then has in all.
   */
  addBulkMembers(groupId: number, count: number): number {
    const at = this.state.nowSeconds();
    const group = this.state.groups.get(groupId);
    for (let n = 0; n < count; n++) {
      // The first steps over any user put into the store without the sequence; the rest follow it.
      const id = n === 0 ? this.users.nextId() : this.state.ids.users.next();
      const email = `user${id}@${BULK_USER_DOMAIN}`;
      this.users.add({
        id,
        name: email,
        email,
        // No password hashes to this, so nobody signs in as a bulk user.
        passwordHash: '!',
        personalName: `Bulk User ${id}`,
        companyName: group?.name ?? '',
        address1: '',
        address2: '',
        address3: '',
        address4: '',
        town: '',
        county: '',
        postcode: '',
        country: group?.country ?? 'United Kingdom',
        territory: group?.territory ?? 'uk',
        roles: ['account'],
        validated: true,
        locked: false,
        // Spread over the last 30 days, so sorting by activity means something.
        activity: at - ((id * 7919) % (30 * 86_400)),
        createTimestamp: at,
        updateTimestamp: at,
        creationUserId: null,
        updateUserId: null,
      });
      this.state.memberships.push({ userId: id, groupId, accessLevel: 'member' });
    }
    return this.list(groupId).length;
  }

  /** The group and every group above it, nearest first. */
  chain(groupId: number): GroupRecord[] {
    const chain: GroupRecord[] = [];
    const seen = new Set<number>();
    let group = this.state.groups.get(groupId);
    while (group && !seen.has(group.id)) {
      chain.push(group);
      seen.add(group.id);
      group = group.parentId === null ? undefined : this.state.groups.get(group.parentId);
    }
    return chain;
  }

  /** Something happened in the group. */
  private touch(groupId: number): void {
    const group = this.state.groups.get(groupId);
    if (group) group.activityTimestamp = this.state.nowSeconds();
  }
}
