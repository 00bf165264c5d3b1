import type { Dataset, Plan } from '../../seed';
import type { Audit, Catalogue } from '../../store/catalogue';

/** A dataset as GET /datasets answers it, with how many plans use it and who made and changed it. */
export function datasetView(dataset: Dataset, audit: Audit | undefined, planCount: number) {
  return {
    datasetId: dataset.datasetId,
    dataset: dataset.dataset,
    datasetRef: dataset.datasetRef,
    service: dataset.service,
    planCount,
    createdDate: audit?.createdDate ?? null,
    createdBy: audit?.createdBy ?? null,
    updatedDate: audit?.updatedDate ?? null,
    updatedBy: audit?.updatedBy ?? null,
  };
}

/** A plan as the staff calls answer it: the Plan, its filters and comparison lines with their ids, and its subscriber count. */
export function cataloguePlanView(plan: Plan, catalogue: Catalogue) {
  return {
    planId: plan.planId,
    plan: plan.plan,
    description: plan.description,
    service: plan.service,
    kind: plan.kind,
    datasetId: plan.datasetId,
    dataset: plan.dataset,
    datasetRef: plan.datasetRef,
    duration: plan.duration,
    clicks: plan.clicks,
    price: plan.price,
    currency: plan.currency,
    availableStart: plan.availableStart,
    availableEnd: plan.availableEnd,
    calculator: plan.calculator,
    pricing: plan.pricing.map((band) => ({ clicks: band.clicks, price: band.price })),
    formula: plan.formula,
    createdDate: plan.createdDate,
    createdBy: plan.createdBy,
    updatedDate: plan.updatedDate,
    updatedBy: plan.updatedBy,
    territory: plan.territory,
    allowTest: plan.allowTest,
    displayOrder: plan.displayOrder,
    planFilter: plan.planFilter.map((filter) => ({ filterId: catalogue.filterId(filter), ...filter })),
    planComparison: plan.planComparison.map((comparison) => ({ comparisonId: catalogue.comparisonId(comparison), ...comparison })),
    subscriberCount: catalogue.subscribersOf(plan.planId),
  };
}
