import { DAY_SECONDS } from '../../seed/clock';
import type { Bundle, Currency, Plan, ServiceKind, Subscription, SubscriptionUsage, Territory } from '../../seed';
import { trialName } from '../../store/trials';

/** The days over which recent use is counted, and the period before them it is compared with. */
export const USAGE_PERIOD_DAYS = 30;

export const currencyOfTerritory: Record<Territory, Currency> = { uk: 'GBP', australia: 'AUD' };

export type SubscriptionStatus = 'active' | 'expired' | 'disabled';

export interface BundleView {
  bundleId: number;
  planId: number;
  plan: string;
  clicks: number;
  price: number;
  purchaseDate: number;
  startDate: number;
  endDate: number;
}

/** A subscription summary, with the currency of the plan's territory. */
export interface AccountPlanView {
  service: ServiceKind;
  plan: string;
  planId: number;
  datasetRef: string;
  endDate: number;
  estimatedExpiryDate: number;
  remainClicks: number;
  averageClicks: number;
  clicksConsumedInPeriod: number;
  clickConsumptionChange: number;
  status: SubscriptionStatus;
  deprecated: boolean;
  deprecatedByPlan: string | null;
  deprecatedByPlanId: number | null;
  currency: Currency;
  /**
   * A free trial (a sandbox addition: the provider's summary names no such field): its clicks are
   * the trial's, its price 0, it never renews, and `plan` names it a trial while `planId` is the
   * plan it tries, which buying replaces it with.
   */
  trial: boolean;
  bundles: BundleView[];
  /**
   * The period's allowance and price, when it renews, and what an automatic renewal buys: its
   * clicks (the allowance unless the customer chose others) and their price.
   */
  subscription: {
    clicks: number;
    price: number;
    estimatedRenewalDate: number;
    autoRenew: boolean;
    renewalClicks: number;
    renewalPrice: number;
    /** Automatic top-up's share of the allowance, in percent; 0 when off. */
    topUpPercent: number;
  };
}

const oneDecimal = (value: number) => Math.round(value * 10) / 10;

/**
 * One subscription as the account manager reports it at `nowSeconds`. `usage` holds its daily
 * clicks (any order); `plans` names the plans of its bundles.
 */
export function accountPlanView(
  subscription: Subscription,
  plan: Plan,
  usage: readonly SubscriptionUsage[],
  plans: ReadonlyMap<number, Plan>,
  nowSeconds: number,
): AccountPlanView {
  const today = Math.floor(nowSeconds / DAY_SECONDS) * DAY_SECONDS;
  const periodStart = today - (USAGE_PERIOD_DAYS - 1) * DAY_SECONDS;
  const previousStart = periodStart - USAGE_PERIOD_DAYS * DAY_SECONDS;
  const clicksBetween = (from: number, to: number) => usage.reduce((sum, day) => (day.date >= from && day.date < to ? sum + day.clicks : sum), 0);

  const inPeriod = clicksBetween(periodStart, today + DAY_SECONDS);
  const inPrevious = clicksBetween(previousStart, periodStart);
  const averageClicks = oneDecimal(inPeriod / USAGE_PERIOD_DAYS);
  const allowance = subscription.clicks + subscription.bundles.reduce((sum, bundle) => sum + bundle.clicks, 0);
  // Usage is kept by day, so the day the subscription started counts in full (it may have started at noon).
  const startDay = Math.floor(subscription.startDate / DAY_SECONDS) * DAY_SECONDS;
  const remainClicks = Math.max(0, allowance - clicksBetween(startDay, today + DAY_SECONDS));
  // When the clicks left are used up at the recent rate, before the period's end or after it; 0 (none) when nothing is used.
  const runsOutAt = averageClicks > 0 ? today + Math.ceil(remainClicks / averageClicks) * DAY_SECONDS : 0;
  const status: SubscriptionStatus = !subscription.enabled ? 'disabled' : subscription.endDate <= nowSeconds ? 'expired' : 'active';

  return {
    service: subscription.service,
    plan: subscription.trial ? trialName(subscription.service) : plan.plan,
    planId: plan.planId,
    datasetRef: plan.datasetRef,
    endDate: subscription.endDate,
    estimatedExpiryDate: runsOutAt,
    remainClicks,
    averageClicks,
    clicksConsumedInPeriod: inPeriod,
    clickConsumptionChange: inPrevious === 0 ? 0 : oneDecimal(((inPeriod - inPrevious) / inPrevious) * 100),
    status,
    deprecated: plan.availableEnd > 0 && plan.availableEnd <= nowSeconds,
    // The sandbox's plans name no successor.
    deprecatedByPlan: null,
    deprecatedByPlanId: null,
    currency: currencyOfTerritory[plan.territory],
    trial: subscription.trial ?? false,
    bundles: [...subscription.bundles].sort((a, b) => b.bundleId - a.bundleId).map((bundle) => bundleView(bundle, plans)),
    subscription: {
      clicks: subscription.clicks,
      price: subscription.price,
      estimatedRenewalDate: subscription.enabled && subscription.autoRenew ? subscription.endDate : 0,
      autoRenew: subscription.autoRenew,
      renewalClicks: subscription.renewalClicks ?? subscription.clicks,
      renewalPrice: subscription.renewalPrice ?? subscription.price,
      topUpPercent: subscription.topUpPercent ?? 0,
    },
  };
}

function bundleView(bundle: Bundle, plans: ReadonlyMap<number, Plan>): BundleView {
  return {
    bundleId: bundle.bundleId,
    planId: bundle.planId,
    plan: plans.get(bundle.planId)?.plan ?? '',
    clicks: bundle.clicks,
    price: bundle.price,
    purchaseDate: bundle.purchaseDate,
    startDate: bundle.startDate,
    endDate: bundle.endDate,
  };
}

/** A bundle as the bundle calls answer it: where it sits, and in which currency its price is. */
export interface HeldBundleView extends BundleView {
  accountId: number;
  service: ServiceKind;
  currency: Currency;
}

export function heldBundleView(held: { bundle: Bundle; subscription: Subscription }, plan: Plan | undefined): HeldBundleView {
  const plans = new Map(plan ? [[plan.planId, plan]] : []);
  return {
    ...bundleView(held.bundle, plans),
    accountId: held.subscription.accountId,
    service: held.subscription.service,
    currency: held.subscription.currency,
  };
}
