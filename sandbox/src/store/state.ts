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
  SeedData,
  Subscription,
  SubscriptionUsage,
  TokenUsage,
  UserRecord,
} from '../seed';

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
  }

  nowSeconds(): number {
    return Math.floor(this.now() / 1000);
  }
}
