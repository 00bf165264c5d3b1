import type { GroupRecord, PostalAddress, Territory, UserRecord } from '../seed';
import type { StoreState } from './state';
import type { Users } from './users';

export interface GroupAccess {
  isOwner: boolean;
  isMember: boolean;
  isManager: boolean;
}

/** What creating a group needs; a charity only for a registration that names one. */
export interface NewGroup {
  parentId: number | null;
  name: string;
  type: GroupRecord['type'];
  territory: Territory;
  address: PostalAddress;
  byUserId: number;
  charity?: GroupRecord['charity'];
}

const NO_ACCESS: GroupAccess = { isOwner: false, isMember: false, isManager: false };

export function addressWithCountry(country: string): PostalAddress {
  return { address1: '', address2: '', address3: '', address4: '', town: '', county: '', postcode: '', country };
}

function byId<T extends { id: number }>(a: T, b: T): number {
  return a.id - b.id;
}

/** The groups (partners, organisations, accounts), who may see or act for them, and creating them. */
export class Groups {
  constructor(
    private readonly state: StoreState,
    private readonly users: Users,
  ) {}

  get(id: number): GroupRecord | undefined {
    return this.state.groups.get(id);
  }

  childrenOf(groupId: number): GroupRecord[] {
    return [...this.state.groups.values()].filter((group) => group.parentId === groupId).sort(byId);
  }

  /** What the user holds in the group, directly or through any group above it. */
  accessTo(userId: number, groupId: number): GroupAccess {
    const chain = new Set(this.selfAndAncestors(groupId).map((group) => group.id));
    const access = { ...NO_ACCESS };
    for (const membership of this.state.memberships) {
      if (membership.userId !== userId || !chain.has(membership.groupId)) continue;
      if (membership.accessLevel === 'owner' || membership.accessLevel === 'sudoowner') access.isOwner = true;
      else if (membership.accessLevel === 'member') access.isMember = true;
      else access.isManager = true;
    }
    return access;
  }

  canSee(user: UserRecord, groupId: number): boolean {
    if (!this.state.groups.has(groupId)) return false;
    return this.users.isStaff(user) || holdsAny(this.accessTo(user.id, groupId));
  }

  visibleTo(user: UserRecord): GroupRecord[] {
    return [...this.state.groups.values()].filter((group) => this.canSee(user, group.id)).sort(byId);
  }

  /** The first account, by id, that the user owns or is a member of. */
  defaultAccountId(user: UserRecord): number | undefined {
    const accounts = [...this.state.groups.values()].filter((group) => group.type === 'account').sort(byId);
    return accounts.find((account) => {
      const access = this.accessTo(user.id, account.id);
      return access.isOwner || access.isMember;
    })?.id;
  }

  /**
   * Whether a session of the user may act for the account. `owner` is the rule for choosing an
   * account on re-authentication; `holder` also lets members act, as sign-in does by default.
   */
  mayActFor(user: UserRecord, accountId: number, rule: 'owner' | 'holder'): boolean {
    if (this.state.groups.get(accountId)?.type !== 'account') return false;
    if (this.users.isStaff(user)) return true;
    const access = this.accessTo(user.id, accountId);
    return access.isOwner || (rule === 'holder' && access.isMember);
  }

  /** Themselves, anyone in a group the caller owns, and (staff) anyone. */
  canReadUser(caller: UserRecord, targetId: number): boolean {
    if (caller.id === targetId || this.users.isStaff(caller)) return true;
    return this.state.memberships.some((membership) => membership.userId === targetId && this.accessTo(caller.id, membership.groupId).isOwner);
  }

  /**
   * An organisation named `name` owned by `owner`, holding one account with an empty name (the
   * portal names it later). It takes the owner's territory, and `country` or else the owner's.
   */
  createOrganisationFor(owner: UserRecord, input: { name: string; country?: string; byUserId: number }): { organisation: GroupRecord; account: GroupRecord } {
    const address = addressWithCountry(input.country ?? owner.country);
    const organisation = this.add({ parentId: null, name: input.name, type: 'organisation', territory: owner.territory, address, byUserId: input.byUserId });
    const account = this.add({ parentId: organisation.id, name: '', type: 'account', territory: owner.territory, address, byUserId: input.byUserId });
    this.state.memberships.push({ userId: owner.id, groupId: organisation.id, accessLevel: 'owner' });
    return { organisation, account };
  }

  /**
   * A group of `type` directly below `parent`, in the parent's territory and with `country` or
   * else the parent's. Access to it comes through the parent, so no membership is added.
   */
  createUnder(parent: GroupRecord, input: { type: GroupRecord['type']; name: string; country?: string; byUserId: number }): GroupRecord {
    return this.add({
      parentId: parent.id,
      name: input.name,
      type: input.type,
      territory: parent.territory,
      address: addressWithCountry(input.country ?? parent.country),
      byUserId: input.byUserId,
    });
  }

  /** A new group, with the next id of the groups' sequence (never a deleted group's); its memberships are the caller's to add. */
  add(input: NewGroup): GroupRecord {
    const at = this.state.nowSeconds();
    const group: GroupRecord = {
      id: this.state.ids.groups.next(this.state.groups.keys()),
      parentId: input.parentId,
      name: input.name,
      type: input.type,
      subtype: '',
      ...input.address,
      territory: input.territory,
      pendingOwnership: false,
      ...(input.charity ? { charity: input.charity } : {}),
      creationUserId: input.byUserId,
      updateUserId: input.byUserId,
      activityTimestamp: at,
      createTimestamp: at,
      updateTimestamp: at,
    };
    this.state.groups.set(group.id, group);
    return group;
  }

  /** The group and everything above it, nearest first. */
  private selfAndAncestors(groupId: number): GroupRecord[] {
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
}

function holdsAny(access: GroupAccess): boolean {
  return access.isOwner || access.isMember || access.isManager;
}
