import type { Plan, ServiceKind, Subscription, UserRecord } from '../seed';
import { DAY_SECONDS } from '../seed/clock';
import { nextSubscriptionId } from './clicks';
import type { Groups } from './groups';
import type { StoreState } from './state';

/** The clicks of each service a new organisation may try, and for how long. */
export const TRIAL_CLICKS = 100;
export const TRIAL_DAYS = 30;

/** The services a trial is given for, where the territory's shop sells them (australia has no payment validation). */
const TRIAL_SERVICES: readonly ServiceKind[] = ['address', 'email', 'bankcode'];

const INTERNATIONAL_DATASET_REF = 'INTL';

const trialNames: Record<ServiceKind, string> = {
  address: 'Address Lookup trial',
  email: 'Email Validation trial',
  bankcode: 'Payment Validation trial',
  name: 'Name Validation trial',
};

/** What the account manager calls a trial of the service. */
export function trialName(service: ServiceKind): string {
  return trialNames[service];
}

/**
 * Free trials, as the provider's account manager gives them: once the owner of a newly registered
 * organisation has proved their e-mail address, each account they created gets a trial of the
 * look-up, e-mail and bank services (TRIAL_CLICKS clicks for TRIAL_DAYS days) on the entry plan the
 * territory's shop sells for it. An account that holds or held a subscription gets none, and no
 * account gets them twice.
 */
export class Trials {
  readonly #given = new Set<number>();

  constructor(
    private readonly state: StoreState,
    private readonly groups: Groups,
  ) {}

  /** Starts the trials of every account the user created and owns; answers the subscriptions made. */
  startFor(user: UserRecord): Subscription[] {
    const accounts = [...this.state.groups.values()].filter(
      (group) => group.type === 'account' && group.creationUserId === user.id && this.groups.accessTo(user.id, group.id).isOwner,
    );
    return accounts.flatMap((account) => this.#start(account.id, account.territory));
  }

  #start(accountId: number, territory: string): Subscription[] {
    if (this.#given.has(accountId) || this.state.subscriptions.some((subscription) => subscription.accountId === accountId)) return [];
    this.#given.add(accountId);
    const now = this.state.nowSeconds();
    const made: Subscription[] = [];
    for (const service of TRIAL_SERVICES) {
      const plan = this.#entryPlan(service, territory, now);
      if (!plan) continue;
      const subscription: Subscription = {
        subscriptionId: nextSubscriptionId(this.state),
        accountId,
        planId: plan.planId,
        service,
        startDate: now,
        endDate: now + TRIAL_DAYS * DAY_SECONDS,
        clicks: TRIAL_CLICKS,
        price: 0,
        currency: plan.currency,
        enabled: true,
        autoRenew: false,
        trial: true,
        bundles: [],
      };
      this.state.subscriptions.push(subscription);
      made.push(subscription);
    }
    return made;
  }

  /**
   * The plan of the service with the fewest clicks on sale in the territory, what buying after the
   * trial starts from; for address lookup one of the territory's own addresses, not the
   * international dataset's.
   */
  #entryPlan(service: ServiceKind, territory: string, now: number): Plan | undefined {
    return this.state.plans
      .filter(
        (plan) =>
          plan.service === service &&
          plan.kind === 'plan' &&
          plan.datasetRef !== INTERNATIONAL_DATASET_REF &&
          plan.territory === territory &&
          plan.availableStart <= now &&
          (plan.availableEnd === 0 || plan.availableEnd > now),
      )
      .sort((a, b) => a.clicks - b.clicks || a.planId - b.planId)[0];
  }
}
