import type { AccountPlan, PlanBundle } from '../generated/resolvers';
import { graphqlId } from '../ids';
import { clickFigures } from './click-figures';
import type { UpstreamAccountPlan, UpstreamBundle } from './types';

// What a subscription and its bundles read as in the schema, for every domain that shows them
// (plans, bundles, reporting).

/** Epoch seconds, with 0 and null (the services' "none") as null. */
function date(seconds: number | null | undefined): number | null {
  return seconds ? seconds : null;
}

export function toBundle(bundle: UpstreamBundle): PlanBundle {
  return {
    bundleId: String(bundle.bundleId),
    planId: String(bundle.planId),
    plan: bundle.plan ?? '',
    clicks: bundle.clicks,
    price: bundle.price,
    purchaseDate: date(bundle.purchaseDate),
    startDate: date(bundle.startDate),
    endDate: date(bundle.endDate),
  };
}

export function toAccountPlan(plan: UpstreamAccountPlan): AccountPlan {
  const figures = clickFigures(plan);
  return {
    service: plan.service,
    plan: plan.plan,
    planId: plan.planId,
    datasetRef: plan.datasetRef,
    // The end date is always a date, epoch zero where the service has none.
    endDate: plan.endDate ?? 0,
    // Worked out here, not taken from the service, so that it means the same on every screen.
    estimatedExpiryDate: figures.runOutDate,
    remainClicks: figures.remainClicks,
    clickLimit: figures.clickLimit,
    averageClicks: plan.averageClicks,
    clicksConsumedInPeriod: plan.clicksConsumedInPeriod,
    clickConsumptionChange: plan.clickConsumptionChange,
    status: plan.status,
    deprecated: plan.deprecated,
    deprecatedByPlan: plan.deprecatedByPlan || null,
    deprecatedByPlanId: graphqlId(plan.deprecatedByPlanId),
    currency: plan.currency,
    trial: plan.trial ?? false,
    // Bundles are listed newest first (by id), whatever order the service keeps.
    bundles: [...(plan.bundles ?? [])].sort((a, b) => b.bundleId - a.bundleId).map(toBundle),
    subscription: {
      clicks: plan.subscription.clicks,
      price: plan.subscription.price,
      estimatedRenewalDate: date(plan.subscription.estimatedRenewalDate),
    },
  };
}
