import type { AutomaticRenewal, HeldPlan, PaymentUser, PricedBasketItem, ShopOrder, ShopPlan } from '../generated/resolvers';
import type { UpstreamAccountPlan } from '../plans/types';
import { MAX_SHOP_CLICKS, minimumClicks } from './pricing';
import type { UpstreamOrder, UpstreamPaymentUser, UpstreamRenewingPlan, UpstreamShopPlan } from './types';

/**
 * Why a bundle cannot be bought: it tops up a plan of its dataset, which the account must hold. A
 * free trial is no such plan: its clicks are the trial's, and buying a plan replaces it
 * (docs/first-run.md), so the shop says to buy a plan first, as the account manager would at payment.
 */
export function bundleUnavailable(plan: Pick<UpstreamShopPlan, 'kind' | 'dataset' | 'datasetRef'>, held: readonly UpstreamAccountPlan[]): string | null {
  if (plan.kind !== 'bundle') return null;
  const topsUp = held.some((subscription) => subscription.datasetRef === plan.datasetRef && subscription.status === 'active' && !subscription.trial);
  return topsUp ? null : `Buy a ${plan.dataset} plan first: a bundle tops one up`;
}

function heldPlan(subscription: UpstreamAccountPlan | undefined): HeldPlan | null {
  if (!subscription) return null;
  return { endDate: subscription.endDate ?? 0, status: subscription.status, remainClicks: subscription.remainClicks, trial: subscription.trial === true };
}

export function toShopPlan(plan: UpstreamShopPlan, held: readonly UpstreamAccountPlan[]): ShopPlan {
  const pricing = [...plan.pricing].sort((a, b) => a.clicks - b.clicks);
  return {
    planId: String(plan.planId),
    plan: plan.plan,
    description: plan.description ?? '',
    service: plan.service,
    kind: plan.kind,
    datasetId: String(plan.datasetId),
    dataset: plan.dataset,
    datasetRef: plan.datasetRef,
    duration: plan.duration,
    clicks: plan.clicks,
    price: plan.price,
    minimumClicks: minimumClicks(plan.pricing) ?? plan.clicks,
    maximumClicks: MAX_SHOP_CLICKS,
    currency: plan.currency,
    pricing,
    allowTest: plan.allowTest,
    displayOrder: plan.displayOrder,
    filters: [...(plan.planFilter ?? [])].sort((a, b) => a.displayOrder - b.displayOrder),
    comparisons: [...(plan.planComparison ?? [])].sort((a, b) => a.displayOrder - b.displayOrder),
    // A bundle is never "held": its clicks go onto the plan it tops up.
    held: plan.kind === 'plan' ? heldPlan(held.find((subscription) => subscription.planId === plan.planId)) : null,
    unavailableReason: bundleUnavailable(plan, held),
  };
}

export function toOrder(order: UpstreamOrder): ShopOrder {
  return {
    orderId: String(order.orderId),
    status: order.status,
    items: order.items.map((item): PricedBasketItem => ({
      accountId: String(item.accountId),
      planId: String(item.planId),
      plan: item.plan,
      service: item.service,
      kind: item.kind,
      clicks: item.quantity,
      // Bought already: the plan's bands may have changed since, so no minimum is claimed.
      minimumClicks: null,
      price: item.price,
    })),
    total: order.total,
    currency: order.currency,
    paidAt: order.paidAt || null,
    cardBrand: order.card?.brand ?? null,
    cardLastFour: order.card?.lastFour ?? null,
  };
}

export function toPaymentUser(user: UpstreamPaymentUser): PaymentUser {
  return { userId: String(user.userId), name: user.name, personalName: user.personalName || null };
}

const DAY_SECONDS = 86_400;

/**
 * When the remaining clicks would fall below the top-up share at the recent average daily use:
 * whole days from today's UTC midnight, as the service counts its expiry estimate; today when they
 * already have. Null when nothing is being used, or when the period ends first.
 */
export function topUpExpectedDate(plan: UpstreamRenewingPlan, share: number, nowSeconds: number): number | null {
  const threshold = Math.ceil((plan.subscription.clicks * share) / 100);
  const today = Math.floor(nowSeconds / DAY_SECONDS) * DAY_SECONDS;
  if (plan.remainClicks < threshold) return today;
  if (plan.averageClicks <= 0) return null;
  // Clicks go below the threshold on the day the (remain - threshold + 1)th click above it is used.
  const expected = today + Math.ceil((plan.remainClicks - threshold + 1) / plan.averageClicks) * DAY_SECONDS;
  return plan.endDate && expected >= plan.endDate ? null : expected;
}

export function toAutomaticRenewal(plan: UpstreamRenewingPlan, nowSeconds: number = Math.floor(Date.now() / 1000)): AutomaticRenewal {
  const { subscription } = plan;
  const on = subscription.autoRenew ?? Boolean(subscription.estimatedRenewalDate);
  const share = on && subscription.topUpPercent ? subscription.topUpPercent : null;
  return {
    planId: String(plan.planId),
    plan: plan.plan,
    service: plan.service,
    on,
    clicks: subscription.renewalClicks ?? subscription.clicks,
    price: subscription.renewalPrice ?? subscription.price,
    currency: plan.currency,
    endDate: plan.endDate ?? 0,
    estimatedRenewalDate: on && subscription.estimatedRenewalDate ? subscription.estimatedRenewalDate : null,
    topUpPercent: share,
    topUpExpectedDate: share === null ? null : topUpExpectedDate(plan, share, nowSeconds),
  };
}
