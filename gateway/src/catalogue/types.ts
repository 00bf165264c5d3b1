import { z } from 'zod';
import { upstreamCurrency, upstreamService } from '../plans/types';
import { orNull } from '../upstream/shape';

// The account manager's catalogue as staff read it: GET /plans (every plan, when no territory is
// asked for), GET /filters and GET /comparison (a plan's, with their ids), GET /datasets. Times are
// epoch seconds, 0 for none. What no screen needs, or what the gateway can work out itself (a
// plan's currency from its territory, its service from its dataset, a dataset's plan count from
// the plans), may be left out; fields the services add are ignored (docs/upstream-contract.md).

export const upstreamPlanFilter = z.object({ filterId: z.number(), description: z.string(), category: z.string(), displayOrder: z.number() });
export type UpstreamPlanFilter = z.output<typeof upstreamPlanFilter>;
export const upstreamPlanFilters = z.array(upstreamPlanFilter);

export const upstreamPlanComparison = z.object({ comparisonId: z.number(), description: z.string(), displayOrder: z.number() });
export type UpstreamPlanComparison = z.output<typeof upstreamPlanComparison>;
export const upstreamPlanComparisons = z.array(upstreamPlanComparison);

export const upstreamCataloguePlan = z.object({
  planId: z.number(),
  plan: z.string(),
  description: orNull(z.string()),
  service: orNull(upstreamService),
  datasetId: z.number(),
  dataset: z.string(),
  datasetRef: z.string(),
  duration: z.number(),
  currency: orNull(upstreamCurrency),
  availableStart: z.number(),
  availableEnd: orNull(z.number()),
  calculator: z.enum(['annual', 'bundle']),
  pricing: z.array(z.object({ clicks: z.number(), price: z.number() })),
  formula: orNull(z.string()),
  createdDate: orNull(z.number()),
  createdBy: orNull(z.number()),
  updatedDate: orNull(z.number()),
  updatedBy: orNull(z.number()),
  territory: z.enum(['uk', 'australia']),
  allowTest: z.boolean(),
  displayOrder: z.number(),
  /** Not a field of the specified Plan: a service that sends it saves staff a refused delete. */
  subscriberCount: orNull(z.number()),
});
export type UpstreamCataloguePlan = z.output<typeof upstreamCataloguePlan>;
export const upstreamCataloguePlans = z.array(upstreamCataloguePlan);

export const upstreamDataset = z.object({
  datasetId: z.number(),
  dataset: z.string(),
  datasetRef: z.string(),
  service: upstreamService,
  createdDate: orNull(z.number()),
  createdBy: orNull(z.number()),
  updatedDate: orNull(z.number()),
  updatedBy: orNull(z.number()),
});
export type UpstreamDataset = z.output<typeof upstreamDataset>;
export const upstreamDatasets = z.array(upstreamDataset);

/** The body of POST and PUT /plans. */
export interface UpstreamPlanSettings {
  plan: string;
  description: string;
  datasetId: number;
  duration: number;
  availableStart: number;
  /** 0 to keep the plan on sale. */
  availableEnd: number;
  calculator: 'annual' | 'bundle';
  pricing: { clicks: number; price: number }[];
  formula: string;
  territory: 'uk' | 'australia';
  allowTest: boolean;
  displayOrder: number;
}

export interface UpstreamFilterSettings {
  description: string;
  category: string;
  displayOrder: number;
}

export interface UpstreamComparisonSettings {
  description: string;
  displayOrder: number;
}

export interface UpstreamDatasetSettings {
  dataset: string;
  datasetRef: string;
  service: z.output<typeof upstreamService>;
}
