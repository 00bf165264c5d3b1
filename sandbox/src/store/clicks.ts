import type { ServiceKind, Subscription, SubscriptionUsage } from '../seed';
import { DAY_SECONDS } from '../seed/clock';
import type { StoreIds, StoreState } from './state';

export type ClickCount = { counted: true; subscriptionId: number } | { counted: false; reason: 'noSubscription' | 'trialUsedUp' };

const serviceWords: Record<ServiceKind, string> = {
  address: 'address lookup',
  email: 'e-mail validation',
  bankcode: 'payment validation',
  name: 'name validation',
};

/** What a service answers when it counted no click: no subscription, or a trial whose clicks are all used. */
export function uncountedMessage(service: ServiceKind, reason: 'noSubscription' | 'trialUsedUp'): string {
  if (reason === 'trialUsedUp') return `This account's ${serviceWords[service]} trial has used all its clicks: buy a plan to go on`;
  return `This account has no ${serviceWords[service]} subscription`;
}

/**
 * Counts clicks against the account's enabled subscription to a service, on today's usage row,
 * so reporting and the plans' remaining clicks see them at once. Every application service
 * calls this for each chargeable call, and answers `uncountedMessage` when nothing was counted.
 */
export function countClicks(state: StoreState, accountId: number, service: ServiceKind, clicks: number): ClickCount {
  const nowSeconds = state.nowSeconds();
  const subscription = state.subscriptions.find(
    (candidate) => candidate.accountId === accountId && candidate.service === service && candidate.enabled && candidate.endDate > nowSeconds,
  );
  if (!subscription) return { counted: false, reason: 'noSubscription' };
  // A trial gives its clicks and no more; a paid plan goes on counting past its allowance.
  if (subscription.trial && trialClicksUsed(state, subscription) + clicks > subscription.clicks) return { counted: false, reason: 'trialUsedUp' };
  const today = Math.floor(nowSeconds / DAY_SECONDS) * DAY_SECONDS;
  const row = state.subscriptionUsage.find((usage) => usage.subscriptionId === subscription.subscriptionId && usage.date === today);
  if (row) row.clicks += clicks;
  else state.subscriptionUsage.push({ subscriptionId: subscription.subscriptionId, accountId, planId: subscription.planId, date: today, clicks });
  return { counted: true, subscriptionId: subscription.subscriptionId };
}

/**
 * The id for a new subscription, from the subscriptions' sequence: never one given before, and above
 * every one usage was counted on, so an ended trial's clicks are never taken for the new subscription's.
 */
export function nextSubscriptionId(held: { ids: StoreIds; subscriptions: readonly Subscription[]; subscriptionUsage: readonly SubscriptionUsage[] }): number {
  return held.ids.subscriptions.next(
    held.subscriptions.map((subscription) => subscription.subscriptionId),
    held.subscriptionUsage.map((day) => day.subscriptionId),
  );
}

/** The clicks a trial has used since it started (its first day in full, as usage is kept by day). */
export function trialClicksUsed(state: StoreState, subscription: Subscription): number {
  return state.subscriptionUsage.reduce(
    (sum, day) =>
      day.subscriptionId === subscription.subscriptionId && day.date >= Math.floor(subscription.startDate / DAY_SECONDS) * DAY_SECONDS ? sum + day.clicks : sum,
    0,
  );
}
