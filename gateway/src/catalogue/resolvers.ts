import { forbidden, requireSession } from '../access/access';
import type { GatewayContext } from '../context';
import type { CataloguePlanInput, Resolvers } from '../generated/resolvers';
import { upstreamId } from '../ids';
import { isAtMostCharacters, isBlankText, refuseControlCharacters } from '../input-checks';
import { hasErrorCode, refusal, requestError, wordedAsRefusal } from '../upstream/failures';
import type { UpstreamService } from '../plans/types';
import type { UpstreamUser } from '../users/user-server-types';
import {
  checkedAvailability,
  checkedComparison,
  checkedDescription,
  checkedDisplayOrder,
  checkedDuration,
  checkedFilter,
  checkedFormula,
  checkedPricing,
} from './plan-checks';
import type { UpstreamCataloguePlan, UpstreamDataset, UpstreamPlanComparison, UpstreamPlanFilter, UpstreamPlanSettings } from './types';

const CATALOGUE_REFUSAL = 'Only admin and super users may administer datasets and plans';

/** Data administration is for admin and super (docs/routes-and-access.md); a signed-out caller is refused as such. */
function requireCatalogueStaff(ctx: GatewayContext, action: string): void {
  requireSession(ctx, action);
  if (!ctx.caller.roles.some((role) => role === 'admin' || role === 'super')) throw forbidden(action, CATALOGUE_REFUSAL);
}

/** The user who made or changed a record; null where there is none, or they are gone. */
async function auditUser(ctx: GatewayContext, userId: number | null): Promise<UpstreamUser | null> {
  if (!userId) return null;
  try {
    return await ctx.loaders.users.load(String(userId));
  } catch (error) {
    if (hasErrorCode(error, 'NOT_FOUND', 'FORBIDDEN')) return null;
    throw error;
  }
}

/** The longest plan or dataset name the account manager keeps, as the schema says. */
const MAX_NAME_LENGTH = 200;

/**
 * A plan's or dataset's name, trimmed; BAD_USER_INPUT naming `input.name` for a blank (nothing
 * visible) or long one, or one holding a control character,
 * before the service is asked: the account manager calls the field `plan` or `dataset`, and its
 * "plan is required" named a field the caller's input does not have.
 */
function checkedName(name: string, what: 'plan' | 'dataset'): string {
  const trimmed = name.trim();
  if (isBlankText(trimmed)) throw requestError('BAD_USER_INPUT', `name must not be empty: give the ${what} a name.`, { argument: 'input.name' });
  if (!isAtMostCharacters(trimmed, MAX_NAME_LENGTH))
    throw requestError('BAD_USER_INPUT', `name must be at most ${MAX_NAME_LENGTH} characters.`, { argument: 'input.name' });
  refuseControlCharacters(trimmed, 'input.name');
  return trimmed;
}

/** A dataset's reference as the schema and the dataset form state it: 1 to 20 letters, digits, - and _. */
const DATASET_REF = /^[A-Za-z0-9_-]{1,20}$/;

/**
 * A dataset's reference, trimmed; BAD_USER_INPUT naming `input.datasetRef` for one the schema's
 * rule refuses, before the service is asked, which answered BAD_REQUEST in its own words.
 */
function checkedDatasetRef(datasetRef: string): string {
  const trimmed = datasetRef.trim();
  if (!DATASET_REF.test(trimmed)) {
    throw requestError('BAD_USER_INPUT', 'datasetRef must be 1 to 20 letters, digits, - or _ (such as PAF).', { argument: 'input.datasetRef' });
  }
  return trimmed;
}

function toPlanSettings(input: CataloguePlanInput): UpstreamPlanSettings {
  return {
    plan: checkedName(input.name, 'plan'),
    description: checkedDescription(input.description),
    datasetId: Number(upstreamId(input.datasetId, 'input.datasetId')),
    duration: checkedDuration(input.duration, input.calculator),
    // DateTime arrives as epoch seconds (gateway/src/date-time.ts).
    ...checkedAvailability(input.availableStart as number, input.availableEnd as number | null | undefined),
    calculator: input.calculator,
    pricing: checkedPricing(input.pricing),
    formula: checkedFormula(input.formula),
    territory: input.territory,
    allowTest: input.allowTest,
    displayOrder: checkedDisplayOrder(input.displayOrder),
  };
}

/** The plan as it now stands, read again after a change to its filters or comparison lines. */
async function planNow(ctx: GatewayContext, planId: string, action: string): Promise<UpstreamCataloguePlan> {
  const plan = (await ctx.catalogue.getPlans()).find((candidate) => String(candidate.planId) === planId);
  if (!plan) throw refusal('NOT_FOUND', action, 'Plan not found');
  return plan;
}

/** The plan's filters with their ids; NOT_FOUND when there is no such plan. */
async function filtersOf(ctx: GatewayContext, planId: string, action: string): Promise<UpstreamPlanFilter[]> {
  const plan = await planNow(ctx, planId, action);
  return ctx.catalogue.getFilters(plan.planId);
}

/** The plan's comparison lines with their ids; NOT_FOUND when there is no such plan. */
async function comparisonsOf(ctx: GatewayContext, planId: string, action: string): Promise<UpstreamPlanComparison[]> {
  const plan = await planNow(ctx, planId, action);
  return ctx.catalogue.getComparisons(plan.planId);
}

const NO_AUDIT = { createdDate: null, createdBy: null, updatedDate: null, updatedBy: null } as const;

function datasetOf(ctx: GatewayContext, plan: UpstreamCataloguePlan): Promise<UpstreamDataset | undefined> {
  return ctx.catalogue.getDatasets().then((datasets) => datasets.find((dataset) => dataset.datasetId === plan.datasetId));
}

/** The plan's service: its own where the account manager gives it, else its dataset's. */
async function serviceOf(ctx: GatewayContext, plan: UpstreamCataloguePlan): Promise<UpstreamService> {
  const service = plan.service ?? (await datasetOf(ctx, plan))?.service;
  if (!service) throw refusal('UPSTREAM_ERROR', 'load the plans', `The account manager names neither the service of plan ${plan.planId} nor its dataset`);
  return service;
}

/** The ids of `ids` as the service's digits, checked to name every one of `current` exactly once. */
function newOrder(ids: readonly string[], current: readonly number[], argument: string, what: string): string[] {
  const order = ids.map((id) => upstreamId(id, argument));
  const same = order.length === current.length && new Set(order).size === order.length && current.every((id) => order.includes(String(id)));
  if (!same) throw requestError('BAD_USER_INPUT', `The new order must name every ${what} of the plan once`, { argument });
  return order;
}

export const catalogueResolvers: Resolvers = {
  Query: {
    datasets: async (_parent, _args, ctx) => {
      requireCatalogueStaff(ctx, 'load the datasets');
      return ctx.catalogue.getDatasets();
    },
    dataset: async (_parent, { id }, ctx) => {
      const datasetId = upstreamId(id, 'id');
      requireCatalogueStaff(ctx, 'load the dataset');
      return (await ctx.catalogue.getDatasets()).find((dataset) => String(dataset.datasetId) === datasetId) ?? null;
    },
    cataloguePlans: async (_parent, _args, ctx) => {
      requireCatalogueStaff(ctx, 'load the plans');
      return ctx.catalogue.getPlans();
    },
    cataloguePlan: async (_parent, { id }, ctx) => {
      const planId = upstreamId(id, 'id');
      requireCatalogueStaff(ctx, 'load the plan');
      return (await ctx.catalogue.getPlans()).find((plan) => String(plan.planId) === planId) ?? null;
    },
  },

  Mutation: {
    createDataset: async (_parent, { input }, ctx) => {
      requireCatalogueStaff(ctx, 'create the dataset');
      return ctx.catalogue.createDataset({
        dataset: checkedName(input.name, 'dataset'),
        datasetRef: checkedDatasetRef(input.datasetRef),
        service: input.service,
      });
    },
    updateDataset: async (_parent, { id, input }, ctx) => {
      const datasetId = upstreamId(id, 'id');
      requireCatalogueStaff(ctx, 'change the dataset');
      return ctx.catalogue.updateDataset(datasetId, {
        dataset: checkedName(input.name, 'dataset'),
        datasetRef: checkedDatasetRef(input.datasetRef),
        service: input.service,
      });
    },
    deleteDataset: async (_parent, { id }, ctx) => {
      const datasetId = upstreamId(id, 'id');
      requireCatalogueStaff(ctx, 'delete the dataset');
      await ctx.catalogue.deleteDataset(datasetId);
      return true;
    },

    createPlan: async (_parent, { input }, ctx) => {
      requireCatalogueStaff(ctx, 'create the plan');
      // An unknown dataset is the service's 404 "Dataset not found".
      return wordedAsRefusal(ctx.catalogue.createPlan(toPlanSettings(input)));
    },
    updatePlan: async (_parent, { id, input }, ctx) => {
      const planId = upstreamId(id, 'id');
      requireCatalogueStaff(ctx, 'change the plan');
      return wordedAsRefusal(ctx.catalogue.updatePlan(planId, toPlanSettings(input)));
    },
    deletePlan: async (_parent, { id }, ctx) => {
      const planId = upstreamId(id, 'id');
      requireCatalogueStaff(ctx, 'delete the plan');
      await ctx.catalogue.deletePlan(planId);
      return true;
    },

    createPlanFilter: async (_parent, { planId, input }, ctx) => {
      const id = upstreamId(planId, 'planId');
      requireCatalogueStaff(ctx, 'add the filter');
      await ctx.catalogue.createFilter(id, checkedFilter(input));
      return planNow(ctx, id, 'add the filter');
    },
    updatePlanFilter: async (_parent, { planId, filterId, input }, ctx) => {
      const id = upstreamId(planId, 'planId');
      const filter = upstreamId(filterId, 'filterId');
      const action = 'change the filter';
      requireCatalogueStaff(ctx, action);
      const settings = checkedFilter(input);
      // The service finds a filter by its own id; it must be this plan's.
      if (!(await filtersOf(ctx, id, action)).some((entry) => String(entry.filterId) === filter)) throw refusal('NOT_FOUND', action, 'Filter not found');
      await ctx.catalogue.updateFilter(filter, settings);
      return planNow(ctx, id, action);
    },
    deletePlanFilter: async (_parent, { planId, filterId }, ctx) => {
      const id = upstreamId(planId, 'planId');
      const filter = upstreamId(filterId, 'filterId');
      const action = 'remove the filter';
      requireCatalogueStaff(ctx, action);
      if (!(await filtersOf(ctx, id, action)).some((entry) => String(entry.filterId) === filter)) throw refusal('NOT_FOUND', action, 'Filter not found');
      await ctx.catalogue.deleteFilter(filter);
      return planNow(ctx, id, action);
    },
    reorderPlanFilters: async (_parent, { planId, filterIds }, ctx) => {
      const id = upstreamId(planId, 'planId');
      const action = 'reorder the filters';
      requireCatalogueStaff(ctx, action);
      const filters = await filtersOf(ctx, id, action);
      const order = newOrder(
        filterIds,
        filters.map((filter) => filter.filterId),
        'filterIds',
        'filter',
      );
      // One call per filter that moves, in turn: the service keeps the plan's filters sorted.
      for (const [index, filterId] of order.entries()) {
        const filter = filters.find((entry) => String(entry.filterId) === filterId);
        if (filter && filter.displayOrder !== index + 1) {
          await ctx.catalogue.updateFilter(filterId, { description: filter.description, category: filter.category, displayOrder: index + 1 }, action);
        }
      }
      return planNow(ctx, id, action);
    },

    createPlanComparison: async (_parent, { planId, input }, ctx) => {
      const id = upstreamId(planId, 'planId');
      requireCatalogueStaff(ctx, 'add the comparison line');
      await ctx.catalogue.createComparison(id, checkedComparison(input));
      return planNow(ctx, id, 'add the comparison line');
    },
    updatePlanComparison: async (_parent, { planId, comparisonId, input }, ctx) => {
      const id = upstreamId(planId, 'planId');
      const comparison = upstreamId(comparisonId, 'comparisonId');
      const action = 'change the comparison line';
      requireCatalogueStaff(ctx, action);
      const settings = checkedComparison(input);
      if (!(await comparisonsOf(ctx, id, action)).some((entry) => String(entry.comparisonId) === comparison)) {
        throw refusal('NOT_FOUND', action, 'Comparison not found');
      }
      await ctx.catalogue.updateComparison(comparison, settings);
      return planNow(ctx, id, action);
    },
    deletePlanComparison: async (_parent, { planId, comparisonId }, ctx) => {
      const id = upstreamId(planId, 'planId');
      const comparison = upstreamId(comparisonId, 'comparisonId');
      const action = 'remove the comparison line';
      requireCatalogueStaff(ctx, action);
      if (!(await comparisonsOf(ctx, id, action)).some((entry) => String(entry.comparisonId) === comparison)) {
        throw refusal('NOT_FOUND', action, 'Comparison not found');
      }
      await ctx.catalogue.deleteComparison(comparison);
      return planNow(ctx, id, action);
    },
    reorderPlanComparisons: async (_parent, { planId, comparisonIds }, ctx) => {
      const id = upstreamId(planId, 'planId');
      const action = 'reorder the comparison lines';
      requireCatalogueStaff(ctx, action);
      const comparisons = await comparisonsOf(ctx, id, action);
      const order = newOrder(
        comparisonIds,
        comparisons.map((comparison) => comparison.comparisonId),
        'comparisonIds',
        'comparison line',
      );
      for (const [index, comparisonId] of order.entries()) {
        const comparison = comparisons.find((entry) => String(entry.comparisonId) === comparisonId);
        if (comparison && comparison.displayOrder !== index + 1) {
          await ctx.catalogue.updateComparison(comparisonId, { description: comparison.description, displayOrder: index + 1 }, action);
        }
      }
      return planNow(ctx, id, action);
    },
  },

  Dataset: {
    id: (dataset) => String(dataset.datasetId),
    name: (dataset) => dataset.dataset,
    planCount: async (dataset, _args, ctx) => (await ctx.catalogue.getPlans()).filter((plan) => plan.datasetId === dataset.datasetId).length,
    createdDate: (dataset) => dataset.createdDate || null,
    updatedDate: (dataset) => dataset.updatedDate || null,
    createdBy: (dataset, _args, ctx) => auditUser(ctx, dataset.createdBy),
    updatedBy: (dataset, _args, ctx) => auditUser(ctx, dataset.updatedBy),
  },

  CataloguePlan: {
    id: (plan) => String(plan.planId),
    name: (plan) => plan.plan,
    description: (plan) => plan.description ?? '',
    formula: (plan) => plan.formula ?? '',
    // The plan carries its dataset's name and reference; the rest comes from the datasets (one cached call).
    dataset: async (plan, _args, ctx): Promise<UpstreamDataset> => {
      const found = await datasetOf(ctx, plan);
      return found ?? { datasetId: plan.datasetId, dataset: plan.dataset, datasetRef: plan.datasetRef, service: await serviceOf(ctx, plan), ...NO_AUDIT };
    },
    availableEnd: (plan) => plan.availableEnd || null,
    pricing: (plan) => [...plan.pricing].sort((a, b) => a.clicks - b.clicks),
    service: (plan, _args, ctx) => serviceOf(ctx, plan),
    // Each territory sells in one currency (docs/upstream-contract.md).
    currency: (plan) => plan.currency ?? (plan.territory === 'australia' ? 'AUD' : 'GBP'),
    filters: async (plan, _args, ctx) =>
      [...(await ctx.catalogue.getFilters(plan.planId))]
        .sort((a, b) => a.displayOrder - b.displayOrder)
        .map((filter) => ({ id: String(filter.filterId), description: filter.description, category: filter.category, displayOrder: filter.displayOrder })),
    comparisons: async (plan, _args, ctx) =>
      [...(await ctx.catalogue.getComparisons(plan.planId))]
        .sort((a, b) => a.displayOrder - b.displayOrder)
        .map((comparison) => ({ id: String(comparison.comparisonId), description: comparison.description, displayOrder: comparison.displayOrder })),
    subscriberCount: (plan) => plan.subscriberCount ?? 0,
    subscriptionCount: (plan) => plan.subscriberCount,
    createdDate: (plan) => plan.createdDate || null,
    updatedDate: (plan) => plan.updatedDate || null,
    createdBy: (plan, _args, ctx) => auditUser(ctx, plan.createdBy),
    updatedBy: (plan, _args, ctx) => auditUser(ctx, plan.updatedBy),
  },
};
