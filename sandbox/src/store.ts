import { randomInt } from 'node:crypto';
import { createSeed } from './seed';
import { DAY_SECONDS } from './seed/clock';
import type {
  ApiToken,
  BureauFile,
  Dataset,
  GroupRecord,
  Lead,
  Maf,
  Membership,
  OutboxMessage,
  Plan,
  PostalAddress,
  ServiceKind,
  SeedData,
  Subscription,
  SubscriptionUsage,
  Territory,
  TokenUsage,
  UserRecord,
} from './seed';

export interface GroupAccess {
  isOwner: boolean;
  isMember: boolean;
  isManager: boolean;
}

export interface Registration {
  email: string;
  passwordHash: string;
  personalName: string;
  companyName: string;
  country: string;
  territory: Territory;
  charityNumber?: string;
}

/** How long an activation code for a new password stays usable. */
export const RESET_CODE_LIFETIME_SECONDS = 3600;

const STAFF_ROLES = new Set(['admin', 'super', 'sales']);
const NO_ACCESS: GroupAccess = { isOwner: false, isMember: false, isManager: false };

function sixDigitCode(): string {
  return randomInt(0, 1_000_000).toString().padStart(6, '0');
}

function addressWithCountry(country: string): PostalAddress {
  return { address1: '', address2: '', address3: '', address4: '', town: '', county: '', postcode: '', country };
}

function byId<T extends { id: number }>(a: T, b: T): number {
  return a.id - b.id;
}

/**
 * Everything the stand-in services know, created fresh from the seed for each sandbox so that
 * tests never see each other's changes.
 */
export type ClickCount = { counted: true; subscriptionId: number } | { counted: false; reason: 'noSubscription' };

export class SandboxStore {
  readonly users = new Map<number, UserRecord>();
  readonly groups = new Map<number, GroupRecord>();
  readonly memberships: Membership[];
  readonly datasets: Dataset[];
  readonly plans: Plan[];
  readonly subscriptions: Subscription[];
  readonly subscriptionUsage: SubscriptionUsage[];
  readonly tokens: ApiToken[];
  readonly tokenUsage: TokenUsage[];
  readonly mafs: Maf[];
  readonly bureauFiles: BureauFile[];
  readonly leads: Lead[];
  readonly outbox: OutboxMessage[];
  private readonly validationCodes = new Map<number, string>();
  private readonly resetCodes = new Map<number, { code: string; expiresAt: number }>();

  constructor(
    seed: SeedData,
    private readonly now: () => number = Date.now,
  ) {
    for (const user of seed.users) this.users.set(user.id, user);
    for (const group of seed.groups) this.groups.set(group.id, group);
    this.memberships = seed.memberships;
    this.datasets = seed.datasets;
    this.plans = seed.plans;
    this.subscriptions = seed.subscriptions;
    this.subscriptionUsage = seed.subscriptionUsage;
    this.tokens = seed.tokens;
    this.tokenUsage = seed.tokenUsage;
    this.mafs = seed.mafs;
    this.bureauFiles = seed.bureauFiles;
    this.leads = seed.leads;
    this.outbox = seed.outbox;
    for (const pending of seed.pendingValidationCodes) this.validationCodes.set(pending.userId, pending.code);
  }

  static create(now: () => number = Date.now): SandboxStore {
    return new SandboxStore(createSeed(now()), now);
  }

  private nowSeconds(): number {
    return Math.floor(this.now() / 1000);
  }

  // ---- users

  getUser(id: number): UserRecord | undefined {
    return this.users.get(id);
  }

  findUserByName(name: string): UserRecord | undefined {
    const wanted = name.trim().toLowerCase();
    for (const user of this.users.values()) if (user.name.toLowerCase() === wanted) return user;
    return undefined;
  }

  isStaff(user: UserRecord): boolean {
    return user.roles.some((role) => STAFF_ROLES.has(role));
  }

  setUserLocked(userId: number, locked: boolean, byUserId: number | null = null): boolean {
    const user = this.users.get(userId);
    if (!user) return false;
    user.locked = locked;
    this.touchUser(user, byUserId);
    return true;
  }

  setPasswordHash(userId: number, passwordHash: string): void {
    const user = this.users.get(userId);
    if (!user) return;
    user.passwordHash = passwordHash;
    this.touchUser(user, userId);
  }

  recordActivity(userId: number): void {
    const user = this.users.get(userId);
    if (user) user.activity = this.nowSeconds();
  }

  removeUser(userId: number): boolean {
    if (!this.users.delete(userId)) return false;
    for (let i = this.memberships.length - 1; i >= 0; i--) {
      if (this.memberships[i]?.userId === userId) this.memberships.splice(i, 1);
    }
    this.validationCodes.delete(userId);
    this.resetCodes.delete(userId);
    return true;
  }

  private touchUser(user: UserRecord, byUserId: number | null): void {
    user.updateTimestamp = this.nowSeconds();
    user.updateUserId = byUserId;
  }

  // ---- groups and who may see them

  getGroup(id: number): GroupRecord | undefined {
    return this.groups.get(id);
  }

  childrenOf(groupId: number): GroupRecord[] {
    return [...this.groups.values()].filter((group) => group.parentId === groupId).sort(byId);
  }

  /** The group and everything above it, nearest first. */
  private selfAndAncestors(groupId: number): GroupRecord[] {
    const chain: GroupRecord[] = [];
    const seen = new Set<number>();
    let group = this.groups.get(groupId);
    while (group && !seen.has(group.id)) {
      chain.push(group);
      seen.add(group.id);
      group = group.parentId === null ? undefined : this.groups.get(group.parentId);
    }
    return chain;
  }

  /** What the user holds in the group, directly or through any group above it. */
  accessTo(userId: number, groupId: number): GroupAccess {
    const chain = new Set(this.selfAndAncestors(groupId).map((group) => group.id));
    const access = { ...NO_ACCESS };
    for (const membership of this.memberships) {
      if (membership.userId !== userId || !chain.has(membership.groupId)) continue;
      if (membership.accessLevel === 'owner' || membership.accessLevel === 'sudoowner') access.isOwner = true;
      else if (membership.accessLevel === 'member') access.isMember = true;
      else access.isManager = true;
    }
    return access;
  }

  private holdsAny(access: GroupAccess): boolean {
    return access.isOwner || access.isMember || access.isManager;
  }

  canSeeGroup(user: UserRecord, groupId: number): boolean {
    if (!this.groups.has(groupId)) return false;
    return this.isStaff(user) || this.holdsAny(this.accessTo(user.id, groupId));
  }

  visibleGroups(user: UserRecord): GroupRecord[] {
    return [...this.groups.values()].filter((group) => this.canSeeGroup(user, group.id)).sort(byId);
  }

  /** The first account, by id, that the user owns or is a member of. */
  defaultAccountId(user: UserRecord): number | undefined {
    const accounts = [...this.groups.values()].filter((group) => group.type === 'account').sort(byId);
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
    if (this.groups.get(accountId)?.type !== 'account') return false;
    if (this.isStaff(user)) return true;
    const access = this.accessTo(user.id, accountId);
    return access.isOwner || (rule === 'holder' && access.isMember);
  }

  /** Themselves, anyone in a group the caller owns, and (staff) anyone. */
  canReadUser(caller: UserRecord, targetId: number): boolean {
    if (caller.id === targetId || this.isStaff(caller)) return true;
    return this.memberships.some((membership) => membership.userId === targetId && this.accessTo(caller.id, membership.groupId).isOwner);
  }

  // ---- codes sent by e-mail

  outboxFor(email: string): OutboxMessage[] {
    const wanted = email.trim().toLowerCase();
    return this.outbox.filter((message) => message.email.toLowerCase() === wanted);
  }

  /** A new code replaces any earlier one, as only the latest e-mail should work. */
  issueValidationCode(user: UserRecord): string {
    const code = sixDigitCode();
    this.validationCodes.set(user.id, code);
    this.outbox.push({ email: user.email, kind: 'validation', code, sentAt: this.nowSeconds() });
    return code;
  }

  /** Validates the user when the code is the pending one. */
  confirmValidationCode(userId: number, code: string): boolean {
    const user = this.users.get(userId);
    if (!user || this.validationCodes.get(userId) !== code) return false;
    this.validationCodes.delete(userId);
    user.validated = true;
    this.touchUser(user, userId);
    return true;
  }

  issueResetCode(user: UserRecord): string {
    const code = sixDigitCode();
    this.resetCodes.set(user.id, { code, expiresAt: this.nowSeconds() + RESET_CODE_LIFETIME_SECONDS });
    this.outbox.push({ email: user.email, kind: 'resetpassword', code, sentAt: this.nowSeconds() });
    return code;
  }

  isResetCodeValid(userId: number, code: string): boolean {
    const pending = this.resetCodes.get(userId);
    return pending !== undefined && pending.code === code && pending.expiresAt > this.nowSeconds();
  }

  consumeResetCode(userId: number): void {
    this.resetCodes.delete(userId);
  }

  // ---- registration

  /** A new unvalidated user owning an organisation named after the company, with one account `Main`. */
  /**
   * Counts clicks against the account's enabled subscription to a service, on today's usage row,
   * so reporting and the plans' remaining clicks see them at once. Every application service
   * calls this for each chargeable call.
   */
  countClicks(accountId: number, service: ServiceKind, clicks = 1): ClickCount {
    const nowSeconds = Math.floor(this.now() / 1000);
    const subscription = this.subscriptions.find(
      (candidate) => candidate.accountId === accountId && candidate.service === service && candidate.enabled && candidate.endDate > nowSeconds,
    );
    if (!subscription) return { counted: false, reason: 'noSubscription' };
    const today = Math.floor(nowSeconds / DAY_SECONDS) * DAY_SECONDS;
    const row = this.subscriptionUsage.find((usage) => usage.subscriptionId === subscription.subscriptionId && usage.date === today);
    if (row) row.clicks += clicks;
    else this.subscriptionUsage.push({ subscriptionId: subscription.subscriptionId, accountId, planId: subscription.planId, date: today, clicks });
    return { counted: true, subscriptionId: subscription.subscriptionId };
  }

  register(registration: Registration): UserRecord {
    const at = this.nowSeconds();
    const userId = Math.max(0, ...this.users.keys()) + 1;
    const address: PostalAddress = { address1: '', address2: '', address3: '', address4: '', town: '', county: '', postcode: '', country: registration.country };
    const user: UserRecord = {
      id: userId,
      name: registration.email,
      email: registration.email,
      passwordHash: registration.passwordHash,
      personalName: registration.personalName,
      companyName: registration.companyName,
      ...address,
      territory: registration.territory,
      roles: ['account'],
      validated: false,
      locked: false,
      activity: at,
      createTimestamp: at,
      updateTimestamp: at,
      creationUserId: userId,
      updateUserId: userId,
    };
    this.users.set(userId, user);
    const organisation = this.addGroup({
      parentId: null,
      name: registration.companyName,
      type: 'organisation',
      territory: registration.territory,
      address,
      byUserId: userId,
      ...(registration.charityNumber ? { charity: { number: registration.charityNumber, status: 'pending' as const } } : {}),
    });
    this.addGroup({ parentId: organisation.id, name: 'Main', type: 'account', territory: registration.territory, address, byUserId: userId });
    this.memberships.push({ userId, groupId: organisation.id, accessLevel: 'owner' });
    this.issueValidationCode(user);
    return user;
  }

  // ---- creating groups

  /**
   * An organisation named `name` owned by `owner`, holding one account with an empty name (the
   * portal names it later). It takes the owner's territory, and `country` or else the owner's.
   */
  createOrganisationFor(owner: UserRecord, input: { name: string; country?: string; byUserId: number }): { organisation: GroupRecord; account: GroupRecord } {
    const address = addressWithCountry(input.country ?? owner.country);
    const organisation = this.addGroup({ parentId: null, name: input.name, type: 'organisation', territory: owner.territory, address, byUserId: input.byUserId });
    const account = this.addGroup({ parentId: organisation.id, name: '', type: 'account', territory: owner.territory, address, byUserId: input.byUserId });
    this.memberships.push({ userId: owner.id, groupId: organisation.id, accessLevel: 'owner' });
    return { organisation, account };
  }

  /**
   * A group of `type` directly below `parent`, in the parent's territory and with `country` or
   * else the parent's. Access to it comes through the parent, so no membership is added.
   */
  createGroupUnder(parent: GroupRecord, input: { type: GroupRecord['type']; name: string; country?: string; byUserId: number }): GroupRecord {
    return this.addGroup({
      parentId: parent.id,
      name: input.name,
      type: input.type,
      territory: parent.territory,
      address: addressWithCountry(input.country ?? parent.country),
      byUserId: input.byUserId,
    });
  }

  private addGroup(input: {
    parentId: number | null;
    name: string;
    type: GroupRecord['type'];
    territory: Territory;
    address: PostalAddress;
    byUserId: number;
    charity?: GroupRecord['charity'];
  }): GroupRecord {
    const at = this.nowSeconds();
    const group: GroupRecord = {
      id: Math.max(0, ...this.groups.keys()) + 1,
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
    this.groups.set(group.id, group);
    return group;
  }
}
