import type { ServiceKind } from '../seed';
import { DAY_SECONDS } from '../seed/clock';
import type { StoreState } from './state';

export type ClickCount = { counted: true; subscriptionId: number } | { counted: false; reason: 'noSubscription' };

/**
 * Counts clicks against the account's enabled subscription to a service, on today's usage row,
 * so reporting and the plans' remaining clicks see them at once. Every application service
 * calls this for each chargeable call.
 */
export function countClicks(state: StoreState, accountId: number, service: ServiceKind, clicks: number): ClickCount {
  const nowSeconds = state.nowSeconds();
  const subscription = state.subscriptions.find(
    (candidate) => candidate.accountId === accountId && candidate.service === service && candidate.enabled && candidate.endDate > nowSeconds,
  );
  if (!subscription) return { counted: false, reason: 'noSubscription' };
  const today = Math.floor(nowSeconds / DAY_SECONDS) * DAY_SECONDS;
  const row = state.subscriptionUsage.find((usage) => usage.subscriptionId === subscription.subscriptionId && usage.date === today);
  if (row) row.clicks += clicks;
  else state.subscriptionUsage.push({ subscriptionId: subscription.subscriptionId, accountId, planId: subscription.planId, date: today, clicks });
  return { counted: true, subscriptionId: subscription.subscriptionId };
}
