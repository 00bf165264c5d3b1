import type {
  ApiToken,
  BureauFile,
  Dataset,
  GroupRecord,
  Lead,
  Maf,
  Membership,
  OutboxMessage,
  Permission,
  Plan,
  SeedData,
  Subscription,
  SubscriptionUsage,
  TokenUsage,
  UserRecord,
} from '../seed';
import { IdSequence } from './id-sequence';

/** The sequences of the records several parts of the store create (the others keep their own). */
export interface StoreIds {
  users: IdSequence;
  groups: IdSequence;
  tokens: IdSequence;
  /** Subscriptions, also above every id usage was counted on (an ended trial's clicks stay in the usage). */
  subscriptions: IdSequence;
  /** Click bundles, whether staff add them or the shop sells them. */
  bundles: IdSequence;
  datasets: IdSequence;
  plans: IdSequence;
  leads: IdSequence;
}

/**
 * The records every part of the store reads and changes, taken from the seed, and the sandbox's
 * clock. The parts share this one object so that, say, removing a user also drops the memberships
 * the groups part reads.
 */
export class StoreState {
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
  readonly permissions: Permission[];
  /** Each user's permission settings that differ from the default: user id, then permission id. */
  readonly userPermissions = new Map<number, Map<number, boolean>>();
  /** Where each kind's ids go on from: above the demo data, and never back (store/id-sequence.ts). */
  readonly ids: StoreIds;

  constructor(
    seed: SeedData,
    readonly now: () => number,
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
    this.permissions = seed.permissions;
    for (const setting of seed.userPermissions) {
      const settings = this.userPermissions.get(setting.userId) ?? new Map<number, boolean>();
      settings.set(setting.permissionId, setting.enabled);
      this.userPermissions.set(setting.userId, settings);
    }
    const subscriptionIds = [...this.subscriptions.map((held) => held.subscriptionId), ...this.subscriptionUsage.map((day) => day.subscriptionId)];
    const bundleIds = this.subscriptions.flatMap((held) => held.bundles.map((bundle) => bundle.bundleId));
    const datasetIds = this.datasets.map((dataset) => dataset.datasetId);
    const planIds = this.plans.map((plan) => plan.planId);
    this.ids = {
      users: new IdSequence(0, this.users.keys()),
      groups: new IdSequence(0, this.groups.keys()),
      tokens: new IdSequence(300, idsOf(this.tokens)),
      subscriptions: new IdSequence(500, subscriptionIds),
      bundles: new IdSequence(700, bundleIds),
      datasets: new IdSequence(0, datasetIds),
      plans: new IdSequence(0, planIds),
      leads: new IdSequence(0, idsOf(this.leads)),
    };
  }

  nowSeconds(): number {
    return Math.floor(this.now() / 1000);
  }
}

function idsOf(records: readonly { id: number }[]): number[] {
  return records.map((record) => record.id);
}
