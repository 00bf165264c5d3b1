import type { SeedClock } from './clock';
import { groupIds } from './groups';
import { planIds } from './plans';
import type { Plan, Subscription } from './types';

const ukAccounts = [groupIds.acmeMain, groupIds.acmeWeb, groupIds.soloMain, groupIds.brightMain, groupIds.refcoMain];

/** Which plans each account subscribes to; Koala Main has no payment validation (australia). */
const holdings: { accountId: number; planId: number }[] = [
  ...ukAccounts.flatMap((accountId) => [
    { accountId, planId: accountId === groupIds.acmeMain ? planIds.ukAddress20k : planIds.ukAddress5k },
    { accountId, planId: planIds.ukEmail2k },
    { accountId, planId: planIds.ukPayment2k },
  ]),
  { accountId: groupIds.koalaMain, planId: planIds.auAddress5k },
  { accountId: groupIds.koalaMain, planId: planIds.auEmail2k },
];

export function seedSubscriptions(clock: SeedClock, plans: Plan[]): Subscription[] {
  return holdings.map((holding, index) => {
    const plan = plans.find((candidate) => candidate.planId === holding.planId);
    if (!plan) throw new Error(`Subscription names unknown plan ${holding.planId}`);
    const startDate = clock.daysAgo(200 - index * 5);
    return {
      subscriptionId: 501 + index,
      accountId: holding.accountId,
      planId: plan.planId,
      service: plan.service,
      startDate,
      endDate: startDate + plan.duration * 86_400,
      clicks: plan.clicks,
      price: plan.price,
      currency: plan.currency,
      enabled: true,
      autoRenew: true,
      bundles: [],
    };
  });
}

/** Acme Main topped up its address lookups once, so bundle screens have a row to show. */
export function addDemoBundles(clock: SeedClock, subscriptions: Subscription[], plans: Plan[]): void {
  const bundlePlan = plans.find((plan) => plan.planId === planIds.ukAddressBundle1k);
  const target = subscriptions.find((subscription) => subscription.accountId === groupIds.acmeMain && subscription.service === 'address');
  if (!bundlePlan || !target) throw new Error('The demo bundle needs Acme Main and the 1,000 click bundle');
  target.bundles.push({
    bundleId: 701,
    planId: bundlePlan.planId,
    clicks: bundlePlan.clicks,
    price: bundlePlan.price,
    purchaseDate: clock.daysAgo(40),
    startDate: clock.daysAgo(40),
    endDate: target.endDate,
  });
}
