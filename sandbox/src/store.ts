import { createSeed } from './seed';
import type {
  ApiToken,
  Charity,
  BureauFile,
  Dataset,
  GroupRecord,
  Lead,
  Maf,
  Membership,
  OutboxMessage,
  Plan,
  SeedData,
  ServiceKind,
  Subscription,
  SubscriptionUsage,
  TokenUsage,
  UserRecord,
} from './seed';
import { Bundles } from './store/bundles';
import { Catalogue } from './store/catalogue';
import { countClicks, type ClickCount } from './store/clicks';
import { EmailedCodes } from './store/emailed-codes';
import { Groups, type GroupAccess } from './store/groups';
import { GroupEdits } from './store/group-changes';
import { GroupUsers } from './store/group-users';
import { Invitations } from './store/invitations';
import { Leads } from './store/leads';
import { GroupStatus, type PartnerType } from './store/group-status';
import { search, type SearchMatches } from './store/search';
import { UserPermissions } from './store/permissions';
import { register, type Registration } from './store/registration';
import { StoreState, type StoreIds } from './store/state';
import { KeyCaps } from './store/key-caps';
import { TokenAlerts } from './store/token-alerts';
import { TokenRefusals } from './store/token-refusals';
import { Tokens } from './store/tokens';
import { Trials } from './store/trials';
import { UserServices } from './store/user-services';
import { Users, type UserDetails } from './store/users';

/**
 * Everything the stand-in services know, created fresh from the seed for each sandbox so that
 * tests never see each other's changes. The records are open to read; each kind of change is made
 * by the part of `store/` for its domain, and this class only puts them behind one object.
 */
export class SandboxStore {
  readonly users: Map<number, UserRecord>;
  readonly groups: Map<number, GroupRecord>;
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
  /** Click bundles on the accounts' subscriptions, and their invoice pages (store/bundles.ts). */
  readonly bundles: Bundles;
  /** API tokens: settings, locks, keys and the clicks counted on them (store/tokens.ts). */
  readonly apiTokens: Tokens;
  /** Each key's clicks today, held to its daily caps (store/key-caps.ts). */
  readonly keyCaps: KeyCaps;
  /** The calls the look-up services refused each key (store/token-refusals.ts). */
  readonly tokenRefusals = new TokenRefusals();
  /** Alerts about keys to the accounts' owners, and each account's threshold (store/token-alerts.ts). */
  readonly tokenAlerts: TokenAlerts;
  /** Which services each user of a group, and each token, may use (store/user-services.ts). */
  readonly userServices = new UserServices();
  /** The partners' leads and the lead form's options (store/leads.ts). */
  readonly partnerLeads: Leads;
  /** Datasets, plans and their filters and comparison lines as staff change them (store/catalogue.ts). */
  readonly catalogue: Catalogue;
  /** Free trials of the services for newly registered organisations (store/trials.ts). */
  readonly trials: Trials;
  private readonly state: StoreState;
  private readonly clickListeners: ((subscription: Subscription) => void)[] = [];
  private readonly removalListeners: ((group: GroupRecord) => void)[] = [];
  private readonly userDirectory: Users;
  private readonly groupTree: Groups;
  private readonly codes: EmailedCodes;
  private readonly administration: { groupUsers: GroupUsers; invitations: Invitations; groupEdits: GroupEdits };
  private readonly permissionSettings: UserPermissions;
  private readonly groupStatus: GroupStatus;

  constructor(seed: SeedData, now: () => number = Date.now) {
    const state = new StoreState(seed, now);
    this.state = state;
    this.users = state.users;
    this.groups = state.groups;
    this.memberships = state.memberships;
    this.datasets = state.datasets;
    this.plans = state.plans;
    this.subscriptions = state.subscriptions;
    this.subscriptionUsage = state.subscriptionUsage;
    this.tokens = state.tokens;
    this.tokenUsage = state.tokenUsage;
    this.mafs = state.mafs;
    this.bureauFiles = state.bureauFiles;
    this.leads = state.leads;
    this.outbox = state.outbox;
    this.userDirectory = new Users(state);
    this.groupTree = new Groups(state, this.userDirectory);
    this.codes = new EmailedCodes(state, this.userDirectory, seed.pendingValidationCodes);
    const groupUsers = new GroupUsers(state, this.userDirectory);
    const invitations = new Invitations(state);
    this.administration = { groupUsers, invitations, groupEdits: new GroupEdits(state, groupUsers, invitations, (group) => this.forgetGroup(group)) };
    this.permissionSettings = new UserPermissions(state);
    this.groupStatus = new GroupStatus(state);
    this.apiTokens = new Tokens(state);
    this.keyCaps = new KeyCaps(now);
    this.tokenAlerts = new TokenAlerts(state, this.groupTree, this.permissionSettings, this.tokenRefusals);
    this.bundles = new Bundles(state);
    this.partnerLeads = new Leads(state);
    this.catalogue = new Catalogue(state);
    this.trials = new Trials(state, this.groupTree);
  }

  static create(now: () => number = Date.now): SandboxStore {
    return new SandboxStore(createSeed(now()), now);
  }

  /** The id sequences of the records the store creates: no id is ever given twice (store/id-sequence.ts). */
  get ids(): StoreIds {
    return this.state.ids;
  }

  // ---- API tokens (store/tokens.ts and the records kept per token)

  /**
   * Deletes the token and everything kept of it: its service switches, refused calls, alerts sent
   * and today's counts under its caps. Its key then answers 401 Unknown API key. Its clicks stay in
   * the usage history, as the account's subscriptions' do.
   */
  removeToken(token: ApiToken): void {
    this.apiTokens.remove(token);
    this.userServices.forgetToken(token.id);
    this.tokenRefusals.forget(token.id);
    this.tokenAlerts.forgetToken(token.id);
    this.keyCaps.forgetToken(token.id);
  }

  // ---- users (store/users.ts)

  getUser(id: number): UserRecord | undefined {
    return this.userDirectory.get(id);
  }

  findUserByName(name: string): UserRecord | undefined {
    return this.userDirectory.findByName(name);
  }

  isStaff(user: UserRecord): boolean {
    return this.userDirectory.isStaff(user);
  }

  setUserLocked(userId: number, locked: boolean, byUserId: number | null = null): boolean {
    return this.userDirectory.setLocked(userId, locked, byUserId);
  }

  setPasswordHash(userId: number, passwordHash: string): void {
    this.userDirectory.setPasswordHash(userId, passwordHash);
  }

  updateUserDetails(userId: number, details: Partial<UserDetails>, byUserId: number): UserRecord | undefined {
    return this.userDirectory.updateDetails(userId, details, byUserId);
  }

  recordActivity(userId: number): void {
    this.userDirectory.recordActivity(userId);
  }

  /** Removes the user, their memberships and their pending codes. */
  removeUser(userId: number): boolean {
    if (!this.userDirectory.remove(userId)) return false;
    this.codes.forget(userId);
    this.permissionSettings.forget(userId);
    return true;
  }

  // ---- groups and who may see them (store/groups.ts)

  getGroup(id: number): GroupRecord | undefined {
    return this.groupTree.get(id);
  }

  childrenOf(groupId: number): GroupRecord[] {
    return this.groupTree.childrenOf(groupId);
  }

  accessTo(userId: number, groupId: number): GroupAccess {
    return this.groupTree.accessTo(userId, groupId);
  }

  canSeeGroup(user: UserRecord, groupId: number): boolean {
    return this.groupTree.canSee(user, groupId);
  }

  visibleGroups(user: UserRecord): GroupRecord[] {
    return this.groupTree.visibleTo(user);
  }

  defaultAccountId(user: UserRecord): number | undefined {
    return this.groupTree.defaultAccountId(user);
  }

  mayActFor(user: UserRecord, accountId: number, rule: 'owner' | 'holder'): boolean {
    return this.groupTree.mayActFor(user, accountId, rule);
  }

  canReadUser(caller: UserRecord, targetId: number): boolean {
    return this.groupTree.canReadUser(caller, targetId);
  }

  createOrganisationFor(owner: UserRecord, input: { name: string; country?: string; byUserId: number }): { organisation: GroupRecord; account: GroupRecord } {
    return this.groupTree.createOrganisationFor(owner, input);
  }

  createGroupUnder(parent: GroupRecord, input: { type: GroupRecord['type']; name: string; country?: string; byUserId: number }): GroupRecord {
    return this.groupTree.createUnder(parent, input);
  }

  // ---- codes sent by e-mail (store/emailed-codes.ts)

  outboxFor(email: string): OutboxMessage[] {
    return this.codes.outboxFor(email);
  }

  issueValidationCode(user: UserRecord): string {
    return this.codes.issueValidationCode(user);
  }

  /** Validates the user with the pending code; their new organisation's accounts then get their trials. */
  confirmValidationCode(userId: number, code: string): boolean {
    if (!this.codes.confirmValidationCode(userId, code)) return false;
    const user = this.userDirectory.get(userId);
    if (user) this.trials.startFor(user);
    return true;
  }

  issueResetCode(user: UserRecord): string {
    return this.codes.issueResetCode(user);
  }

  isResetCodeValid(userId: number, code: string): boolean {
    return this.codes.isResetCodeValid(userId, code);
  }

  consumeResetCode(userId: number): void {
    this.codes.consumeResetCode(userId);
  }

  // ---- the permissions catalogue and each user's settings (store/permissions.ts)

  get permissions(): UserPermissions {
    return this.permissionSettings;
  }

  // ---- registration (store/registration.ts)

  register(registration: Registration): UserRecord {
    return register({ state: this.state, users: this.userDirectory, groups: this.groupTree, codes: this.codes }, registration);
  }

  // ---- plans, subscriptions and usage (store/clicks.ts)

  /** Told of every subscription clicks were just counted on (the shop's automatic top-up listens). */
  onClicksCounted(listener: (subscription: Subscription) => void): void {
    this.clickListeners.push(listener);
  }

  countClicks(accountId: number, service: ServiceKind, clicks = 1): ClickCount {
    const count = countClicks(this.state, accountId, service, clicks);
    if (count.counted) {
      const subscription = this.state.subscriptions.find((candidate) => candidate.subscriptionId === count.subscriptionId);
      if (subscription) for (const listener of this.clickListeners) listener(subscription);
    }
    return count;
  }

  // ---- corporate, charity and partner status (store/group-status.ts); staff search (store/search.ts)

  setCorporate(group: GroupRecord, on: boolean, byUserId: number): void {
    this.groupStatus.setCorporate(group, on, byUserId);
  }

  setCharity(group: GroupRecord, charity: Charity | undefined, byUserId: number): void {
    this.groupStatus.setCharity(group, charity, byUserId);
  }

  migrateToPartner(group: GroupRecord, partnerType: PartnerType, byUserId: number): void {
    this.groupStatus.migrateToPartner(group, partnerType, byUserId);
  }

  removeFromPartner(group: GroupRecord, byUserId: number): void {
    this.groupStatus.removeFromPartner(group, byUserId);
  }

  search(filter: string): SearchMatches {
    return search(this.state, filter);
  }

  // ---- account administration: a group's users, invitations, editing and deleting groups
  // (store/group-users.ts, store/invitations.ts, store/group-changes.ts)

  get groupUsers(): GroupUsers {
    return this.administration.groupUsers;
  }

  get invitations(): Invitations {
    return this.administration.invitations;
  }

  get groupEdits(): GroupEdits {
    return this.administration.groupEdits;
  }

  /**
   * Told of every group just deleted, to drop what is kept of it beside the store: the shop (saved
   * card, who may pay) and the address cleanse bureau (the account's files) listen.
   */
  onGroupRemoved(listener: (group: GroupRecord) => void): void {
    this.removalListeners.push(listener);
  }

  /**
   * What goes with a deleted group, as the provider's services delete it with the group's record
   * (its memberships and invitations have gone already, store/group-changes.ts):
   * - an account's API tokens, each with what is kept of it (`removeToken`): a locked token does
   *   not stop an account being deleted, and its key must then be unknown, not merely locked;
   * - the account's token alert threshold, and the service switches of the group's users;
   * - a partner's leads;
   * - an account's running free trials: never charged, so nothing of them is billing history;
   * - an account's address cleanse files, uploads and results (the bureau deletes them from the
   *   file server; the store drops the records of any it has not started);
   * - the saved card, who may pay and unused card pages (the shop).
   * Kept, as billing history a real service keeps for its records: paid subscriptions (ended, as
   * GET /account/candelete requires), their bundles, top-ups and invoice pages, the clicks counted
   * per day on subscriptions and tokens, shop orders, cleanse job charges and invoices, and the
   * e-mails sent. None of them can reach a later group: ids are never given twice.
   */
  private forgetGroup(group: GroupRecord): void {
    for (const listener of this.removalListeners) listener(group);
    for (const token of this.apiTokens.ofAccount(group.id)) this.removeToken(token);
    this.tokenAlerts.forgetAccount(group.id);
    this.userServices.forgetGroup(group.id);
    this.partnerLeads.forgetPartner(group.id);
    removeWhere(this.state.subscriptions, (subscription) => subscription.accountId === group.id && subscription.trial === true);
    removeWhere(this.state.bureauFiles, (file) => file.accountId === group.id);
  }
}

/** Removes the records that match, in place. */
function removeWhere<T>(records: T[], matches: (record: T) => boolean): void {
  for (let i = records.length - 1; i >= 0; i--) {
    const record = records[i];
    if (record !== undefined && matches(record)) records.splice(i, 1);
  }
}
