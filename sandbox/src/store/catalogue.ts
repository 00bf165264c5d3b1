import type { Currency, Dataset, Plan, PlanComparison, PlanFilter, PriceBand, ServiceKind, Territory } from '../seed';
import { seedClock } from '../seed/clock';
import { userIds } from '../seed/users';
import type { StoreState } from './state';

/** Who made a record and who last changed it, when (epoch seconds, user ids). */
export interface Audit {
  createdDate: number;
  createdBy: number;
  updatedDate: number;
  updatedBy: number;
}

export interface DatasetSettings {
  dataset: string;
  datasetRef: string;
  service: ServiceKind;
}

/** What staff set on a plan; the rest (service, kind, clicks, price, currency) follows from it. */
export interface PlanSettings {
  plan: string;
  description: string;
  datasetId: number;
  duration: number;
  availableStart: number;
  availableEnd: number;
  calculator: 'annual' | 'bundle';
  pricing: PriceBand[];
  formula: string;
  territory: Territory;
  allowTest: boolean;
  displayOrder: number;
}

const currencyOf: Record<Territory, Currency> = { uk: 'GBP', australia: 'AUD' };

/**
 * The catalogue staff administer: datasets, plans, and each plan's filters and comparison lines.
 * Plans live in the state the shop reads too, so a change here is what the shop offers at once.
 * The seed gives filters and comparison lines no ids, and datasets no audit: both are kept here.
 */
export class Catalogue {
  readonly #filterIds = new WeakMap<PlanFilter, number>();
  readonly #comparisonIds = new WeakMap<PlanComparison, number>();
  readonly #datasetAudit = new Map<number, Audit>();
  #lastFilterId = 0;
  #lastComparisonId = 0;

  constructor(private readonly state: StoreState) {
    for (const plan of state.plans) {
      for (const filter of plan.planFilter) this.#filterIds.set(filter, ++this.#lastFilterId);
      for (const comparison of plan.planComparison) this.#comparisonIds.set(comparison, ++this.#lastComparisonId);
    }
    const seeded = seedClock(state.now()).daysAgo(730);
    for (const dataset of state.datasets) {
      this.#datasetAudit.set(dataset.datasetId, { createdDate: seeded, createdBy: userIds.admin, updatedDate: seeded, updatedBy: userIds.admin });
    }
  }

  // ---- datasets

  datasetsById(): Dataset[] {
    return [...this.state.datasets].sort((a, b) => a.datasetId - b.datasetId);
  }

  dataset(id: number): Dataset | undefined {
    return this.state.datasets.find((dataset) => dataset.datasetId === id);
  }

  datasetByRef(datasetRef: string): Dataset | undefined {
    const ref = datasetRef.toLowerCase();
    return this.state.datasets.find((dataset) => dataset.datasetRef.toLowerCase() === ref);
  }

  datasetAudit(id: number): Audit | undefined {
    return this.#datasetAudit.get(id);
  }

  plansUsing(datasetId: number): Plan[] {
    return this.state.plans.filter((plan) => plan.datasetId === datasetId);
  }

  createDataset(settings: DatasetSettings, byUserId: number): Dataset {
    const dataset: Dataset = { datasetId: this.state.ids.datasets.next(this.state.datasets.map((entry) => entry.datasetId)), ...settings };
    this.state.datasets.push(dataset);
    const now = this.state.nowSeconds();
    this.#datasetAudit.set(dataset.datasetId, { createdDate: now, createdBy: byUserId, updatedDate: now, updatedBy: byUserId });
    return dataset;
  }

  /** Changes the dataset and the copies of its name and reference its plans carry. */
  updateDataset(dataset: Dataset, settings: DatasetSettings, byUserId: number): Dataset {
    Object.assign(dataset, settings);
    for (const plan of this.plansUsing(dataset.datasetId)) Object.assign(plan, { dataset: dataset.dataset, datasetRef: dataset.datasetRef });
    const audit = this.#datasetAudit.get(dataset.datasetId);
    if (audit) Object.assign(audit, { updatedDate: this.state.nowSeconds(), updatedBy: byUserId });
    return dataset;
  }

  removeDataset(id: number): void {
    const index = this.state.datasets.findIndex((dataset) => dataset.datasetId === id);
    if (index >= 0) this.state.datasets.splice(index, 1);
    this.#datasetAudit.delete(id);
  }

  // ---- plans

  plan(id: number): Plan | undefined {
    return this.state.plans.find((plan) => plan.planId === id);
  }

  subscribersOf(planId: number): number {
    return this.state.subscriptions.filter((subscription) => subscription.planId === planId).length;
  }

  createPlan(settings: PlanSettings, dataset: Dataset, byUserId: number): Plan {
    const now = this.state.nowSeconds();
    const plan: Plan = {
      planId: this.state.ids.plans.next(this.state.plans.map((entry) => entry.planId)),
      ...planFields(settings, dataset),
      createdDate: now,
      createdBy: byUserId,
      updatedDate: now,
      updatedBy: byUserId,
      planFilter: [],
      planComparison: [],
    };
    this.state.plans.push(plan);
    return plan;
  }

  updatePlan(plan: Plan, settings: PlanSettings, dataset: Dataset, byUserId: number): Plan {
    return Object.assign(plan, planFields(settings, dataset), this.touched(byUserId));
  }

  removePlan(id: number): void {
    const index = this.state.plans.findIndex((plan) => plan.planId === id);
    if (index >= 0) this.state.plans.splice(index, 1);
  }

  // ---- a plan's filters and comparison lines, kept in display order

  filterId(filter: PlanFilter): number {
    return this.#filterIds.get(filter) ?? 0;
  }

  comparisonId(comparison: PlanComparison): number {
    return this.#comparisonIds.get(comparison) ?? 0;
  }

  findFilter(plan: Plan, filterId: number): PlanFilter | undefined {
    return plan.planFilter.find((filter) => this.filterId(filter) === filterId);
  }

  findComparison(plan: Plan, comparisonId: number): PlanComparison | undefined {
    return plan.planComparison.find((comparison) => this.comparisonId(comparison) === comparisonId);
  }

  addFilter(plan: Plan, filter: PlanFilter, byUserId: number): PlanFilter {
    const added = { ...filter };
    this.#filterIds.set(added, ++this.#lastFilterId);
    plan.planFilter.push(added);
    this.changed(plan, byUserId);
    return added;
  }

  updateFilter(plan: Plan, filter: PlanFilter, change: PlanFilter, byUserId: number): PlanFilter {
    Object.assign(filter, change);
    this.changed(plan, byUserId);
    return filter;
  }

  removeFilter(plan: Plan, filter: PlanFilter, byUserId: number): void {
    plan.planFilter.splice(plan.planFilter.indexOf(filter), 1);
    this.changed(plan, byUserId);
  }

  addComparison(plan: Plan, comparison: PlanComparison, byUserId: number): PlanComparison {
    const added = { ...comparison };
    this.#comparisonIds.set(added, ++this.#lastComparisonId);
    plan.planComparison.push(added);
    this.changed(plan, byUserId);
    return added;
  }

  updateComparison(plan: Plan, comparison: PlanComparison, change: PlanComparison, byUserId: number): PlanComparison {
    Object.assign(comparison, change);
    this.changed(plan, byUserId);
    return comparison;
  }

  removeComparison(plan: Plan, comparison: PlanComparison, byUserId: number): void {
    plan.planComparison.splice(plan.planComparison.indexOf(comparison), 1);
    this.changed(plan, byUserId);
  }

  /** Marks the plan changed, and sorts its filters and comparison lines by display order (stable). */
  private changed(plan: Plan, byUserId: number): void {
    plan.planFilter.sort((a, b) => a.displayOrder - b.displayOrder);
    plan.planComparison.sort((a, b) => a.displayOrder - b.displayOrder);
    Object.assign(plan, this.touched(byUserId));
  }

  private touched(byUserId: number): Pick<Plan, 'updatedDate' | 'updatedBy'> {
    return { updatedDate: this.state.nowSeconds(), updatedBy: byUserId };
  }
}

/** The plan's own fields from what staff set: tiers fewest clicks first, the first one the plan's clicks and price. */
function planFields(settings: PlanSettings, dataset: Dataset) {
  const pricing = [...settings.pricing].sort((a, b) => a.clicks - b.clicks).map((band) => ({ ...band }));
  const first = pricing[0] ?? { clicks: 0, price: 0 };
  return {
    ...settings,
    pricing,
    service: dataset.service,
    kind: settings.calculator === 'bundle' ? ('bundle' as const) : ('plan' as const),
    dataset: dataset.dataset,
    datasetRef: dataset.datasetRef,
    clicks: first.clicks,
    price: first.price,
    currency: currencyOf[settings.territory],
  };
}
