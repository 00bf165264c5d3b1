import type { ServiceClient } from '../upstream/service';
import { unreadAnswer } from '../upstream/shape';
import {
  upstreamCataloguePlan,
  upstreamCataloguePlans,
  upstreamDataset,
  upstreamDatasets,
  upstreamPlanComparison,
  upstreamPlanComparisons,
  upstreamPlanFilter,
  upstreamPlanFilters,
  type UpstreamCataloguePlan,
  type UpstreamComparisonSettings,
  type UpstreamDataset,
  type UpstreamDatasetSettings,
  type UpstreamFilterSettings,
  type UpstreamPlanComparison,
  type UpstreamPlanFilter,
  type UpstreamPlanSettings,
} from './types';

/** Every catalogue write makes these reads stale, the shop's GET /plans among them. */
const CATALOGUE_READS = ['/plans', '/filters', '/comparison', '/datasets'] as const;

/**
 * The account manager's catalogue calls as staff make them: plans, their filters and comparison
 * lines, datasets. One client serves one GraphQL request. Its reads skip the shared request cache,
 * which is kept per caller: one member of staff would otherwise go on seeing a catalogue another
 * has just changed. Each read is made once per request instead (every plan's dataset comes from the
 * one list), and asked again after a write.
 */
export class CatalogueClient {
  #plans: Promise<UpstreamCataloguePlan[]> | undefined;
  #datasets: Promise<UpstreamDataset[]> | undefined;
  readonly #filters = new Map<number, Promise<UpstreamPlanFilter[]>>();
  readonly #comparisons = new Map<number, Promise<UpstreamPlanComparison[]>>();

  constructor(private readonly http: ServiceClient) {}

  /** Every plan of every territory, on sale or not: GET /plans asked for no territory, as staff. */
  getPlans(): Promise<UpstreamCataloguePlan[]> {
    this.#plans ??= this.http.request({
      action: 'load the plans',
      method: 'GET',
      path: '/plans',
      answer: upstreamCataloguePlans,
      auth: { kind: 'bearer' },
      cache: false,
    });
    return this.#plans;
  }

  /** A plan's filters with their ids (GET /plans gives them without). */
  getFilters(planId: number): Promise<UpstreamPlanFilter[]> {
    let filters = this.#filters.get(planId);
    if (!filters) {
      filters = this.http.request({
        action: 'load the filters',
        method: 'GET',
        path: '/filters',
        query: { planId: String(planId) },
        answer: upstreamPlanFilters,
        auth: { kind: 'bearer' },
        cache: false,
      });
      this.#filters.set(planId, filters);
    }
    return filters;
  }

  /** A plan's comparison lines with their ids. */
  getComparisons(planId: number): Promise<UpstreamPlanComparison[]> {
    let comparisons = this.#comparisons.get(planId);
    if (!comparisons) {
      comparisons = this.http.request({
        action: 'load the comparison lines',
        method: 'GET',
        path: '/comparison',
        query: { planId: String(planId) },
        answer: upstreamPlanComparisons,
        auth: { kind: 'bearer' },
        cache: false,
      });
      this.#comparisons.set(planId, comparisons);
    }
    return comparisons;
  }

  createPlan(settings: UpstreamPlanSettings): Promise<UpstreamCataloguePlan> {
    return this.#writing(
      this.http.request({
        action: 'create the plan',
        method: 'POST',
        path: '/plans',
        body: settings,
        answer: upstreamCataloguePlan,
        auth: { kind: 'bearer' },
        invalidates: CATALOGUE_READS,
      }),
    );
  }

  updatePlan(planId: string, settings: UpstreamPlanSettings): Promise<UpstreamCataloguePlan> {
    return this.#writing(
      this.http.request({
        action: 'change the plan',
        method: 'PUT',
        path: '/plans',
        query: { planId },
        body: settings,
        answer: upstreamCataloguePlan,
        auth: { kind: 'bearer' },
        invalidates: CATALOGUE_READS,
      }),
    );
  }

  deletePlan(planId: string): Promise<unknown> {
    return this.#writing(
      this.http.request({
        action: 'delete the plan',
        method: 'DELETE',
        path: '/plans',
        query: { planId },
        answer: unreadAnswer,
        auth: { kind: 'bearer' },
        invalidates: CATALOGUE_READS,
      }),
    );
  }

  createFilter(planId: string, settings: UpstreamFilterSettings): Promise<UpstreamPlanFilter> {
    return this.#writing(
      this.http.request({
        action: 'add the filter',
        method: 'POST',
        path: '/filters',
        query: { planId },
        body: settings,
        answer: upstreamPlanFilter,
        auth: { kind: 'bearer' },
        invalidates: CATALOGUE_READS,
      }),
    );
  }

  updateFilter(filterId: string, settings: UpstreamFilterSettings, action = 'change the filter'): Promise<UpstreamPlanFilter> {
    return this.#writing(
      this.http.request({
        action,
        method: 'PUT',
        path: '/filters',
        query: { filterId },
        body: settings,
        answer: upstreamPlanFilter,
        auth: { kind: 'bearer' },
        invalidates: CATALOGUE_READS,
      }),
    );
  }

  deleteFilter(filterId: string): Promise<unknown> {
    return this.#writing(
      this.http.request({
        action: 'remove the filter',
        method: 'DELETE',
        path: '/filters',
        query: { filterId },
        answer: unreadAnswer,
        auth: { kind: 'bearer' },
        invalidates: CATALOGUE_READS,
      }),
    );
  }

  createComparison(planId: string, settings: UpstreamComparisonSettings): Promise<UpstreamPlanComparison> {
    return this.#writing(
      this.http.request({
        action: 'add the comparison line',
        method: 'POST',
        path: '/comparison',
        query: { planId },
        body: settings,
        answer: upstreamPlanComparison,
        auth: { kind: 'bearer' },
        invalidates: CATALOGUE_READS,
      }),
    );
  }

  updateComparison(comparisonId: string, settings: UpstreamComparisonSettings, action = 'change the comparison line'): Promise<UpstreamPlanComparison> {
    return this.#writing(
      this.http.request({
        action,
        method: 'PUT',
        path: '/comparison',
        query: { comparisonId },
        body: settings,
        answer: upstreamPlanComparison,
        auth: { kind: 'bearer' },
        invalidates: CATALOGUE_READS,
      }),
    );
  }

  deleteComparison(comparisonId: string): Promise<unknown> {
    return this.#writing(
      this.http.request({
        action: 'remove the comparison line',
        method: 'DELETE',
        path: '/comparison',
        query: { comparisonId },
        answer: unreadAnswer,
        auth: { kind: 'bearer' },
        invalidates: CATALOGUE_READS,
      }),
    );
  }

  getDatasets(): Promise<UpstreamDataset[]> {
    this.#datasets ??= this.http.request({
      action: 'load the datasets',
      method: 'GET',
      path: '/datasets',
      answer: upstreamDatasets,
      auth: { kind: 'bearer' },
      cache: false,
    });
    return this.#datasets;
  }

  /** Forgets this request's reads once `write` is over, whether it succeeded or not. */
  async #writing<T>(write: Promise<T>): Promise<T> {
    try {
      return await write;
    } finally {
      this.#plans = undefined;
      this.#datasets = undefined;
      this.#filters.clear();
      this.#comparisons.clear();
    }
  }

  createDataset(settings: UpstreamDatasetSettings): Promise<UpstreamDataset> {
    return this.#writing(
      this.http.request({
        action: 'create the dataset',
        method: 'POST',
        path: '/datasets',
        body: settings,
        answer: upstreamDataset,
        auth: { kind: 'bearer' },
        invalidates: CATALOGUE_READS,
      }),
    );
  }

  updateDataset(datasetId: string, settings: UpstreamDatasetSettings): Promise<UpstreamDataset> {
    return this.#writing(
      this.http.request({
        action: 'change the dataset',
        method: 'PUT',
        path: '/datasets',
        query: { datasetId },
        body: settings,
        answer: upstreamDataset,
        auth: { kind: 'bearer' },
        invalidates: CATALOGUE_READS,
      }),
    );
  }

  deleteDataset(datasetId: string): Promise<unknown> {
    return this.#writing(
      this.http.request({
        action: 'delete the dataset',
        method: 'DELETE',
        path: '/datasets',
        query: { datasetId },
        answer: unreadAnswer,
        auth: { kind: 'bearer' },
        invalidates: CATALOGUE_READS,
      }),
    );
  }
}
