import { z } from 'zod';
import { orNull } from '../upstream/shape';

// The account manager's JSON shapes (sandbox/README.md, "Account manager"), declared so that the
// request layer checks each answer against them; the types are what the checks give. Ids are
// numbers, timestamps epoch seconds, money plain numbers in `currency`. Answers are frozen once checked.

export const upstreamCurrency = z.enum(['GBP', 'AUD']);
export type UpstreamCurrency = z.output<typeof upstreamCurrency>;

export const upstreamService = z.enum(['address', 'bankcode', 'email', 'name']);
export type UpstreamService = z.output<typeof upstreamService>;

export const upstreamBundle = z.object({
  bundleId: z.number(),
  planId: z.number(),
  plan: z.string().nullish(),
  clicks: z.number(),
  price: z.number(),
  purchaseDate: orNull(z.number()),
  startDate: orNull(z.number()),
  endDate: orNull(z.number()),
});
export type UpstreamBundle = z.output<typeof upstreamBundle>;

/** One subscription of an account: its subscription summary, plus its currency. */
export const upstreamAccountPlan = z.object({
  service: upstreamService,
  plan: z.string(),
  planId: z.number(),
  datasetRef: z.string(),
  /** 0 or null when the service has none. */
  endDate: orNull(z.number()),
  estimatedExpiryDate: z.number().nullish(),
  remainClicks: z.number(),
  averageClicks: z.number(),
  clicksConsumedInPeriod: z.number(),
  clickConsumptionChange: z.number(),
  status: z.string(),
  deprecated: z.boolean(),
  deprecatedByPlan: orNull(z.string()),
  deprecatedByPlanId: orNull(z.number()),
  currency: upstreamCurrency,
  /** A free trial; an addition of the sandbox's, so absent from a service that has none. */
  trial: z.boolean().nullish(),
  bundles: orNull(z.array(upstreamBundle)),
  subscription: z.object({
    clicks: z.number(),
    price: z.number(),
    /** 0 or null when the subscription will not renew by itself. */
    estimatedRenewalDate: orNull(z.number()),
  }),
});
export type UpstreamAccountPlan = z.output<typeof upstreamAccountPlan>;

/** `GET /account/plans`: every subscription of the account. */
export const upstreamAccountPlans = z.array(upstreamAccountPlan);

// ---- Account administration (schema/group-users.graphql)

/** `GET /account/candelete`: whether the account may be deleted, and why not. */
export const upstreamAccountDeletion = z.object({ canDelete: z.boolean(), msg: orNull(z.string()) });
export type UpstreamAccountDeletion = z.output<typeof upstreamAccountDeletion>;
