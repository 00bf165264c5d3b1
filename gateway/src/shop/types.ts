import { z } from 'zod';
import { upstreamAccountPlan, upstreamCurrency, upstreamService } from '../plans/types';
import { orNull } from '../upstream/shape';

// The account manager's shop and payment shapes (sandbox/README.md, "Shop and payment"), checked
// on every answer. Ids are numbers, timestamps epoch seconds, money plain numbers in `currency`.

export const upstreamPriceBand = z.object({ clicks: z.number(), price: z.number() });
export type UpstreamPriceBand = z.output<typeof upstreamPriceBand>;

/** A plan as `GET /plans` answers it: a plan, with its service, kind, quantity and currency. */
export const upstreamShopPlan = z.object({
  planId: z.number(),
  plan: z.string(),
  description: orNull(z.string()),
  service: upstreamService,
  kind: z.enum(['plan', 'bundle']),
  datasetId: z.number(),
  dataset: z.string(),
  datasetRef: z.string(),
  duration: z.number(),
  clicks: z.number(),
  price: z.number(),
  currency: upstreamCurrency,
  territory: z.string(),
  allowTest: z.boolean(),
  displayOrder: z.number(),
  pricing: z.array(upstreamPriceBand),
  planFilter: orNull(z.array(z.object({ description: z.string(), category: z.string(), displayOrder: z.number() }))),
  planComparison: orNull(z.array(z.object({ description: z.string(), displayOrder: z.number() }))),
});
export type UpstreamShopPlan = z.output<typeof upstreamShopPlan>;
export const upstreamShopPlans = z.array(upstreamShopPlan);

/** `POST /shop/checkout`: the payment page of the pending order made. */
export const upstreamCheckout = z.object({ url: z.string(), orderId: z.number() });

export const upstreamOrder = z.object({
  orderId: z.number(),
  organisationId: z.number(),
  status: z.enum(['pending', 'paid']),
  items: z.array(
    z.object({
      accountId: z.number(),
      planId: z.number(),
      plan: z.string(),
      service: upstreamService,
      kind: z.enum(['plan', 'bundle']),
      quantity: z.number(),
      price: z.number(),
    }),
  ),
  total: z.number(),
  currency: upstreamCurrency,
  paidAt: orNull(z.number()),
  card: orNull(z.object({ brand: z.string(), lastFour: z.string() })),
});
export type UpstreamOrder = z.output<typeof upstreamOrder>;

/** `GET /payment/details`: the saved card, or null. */
export const upstreamSavedPayment = orNull(
  z.object({ billingEmail: z.string(), lastFour: z.string(), brand: z.string(), expiryMonth: z.number(), expiryYear: z.number() }),
);

export const upstreamPaymentUsers = z.array(z.object({ userId: z.number(), name: z.string(), personalName: orNull(z.string()) }));
export type UpstreamPaymentUser = z.output<typeof upstreamPaymentUsers>[number];

export const upstreamPaymentPage = z.object({ checkoutUrl: z.string() });
export const upstreamDeleted = z.unknown();

/**
 * A subscription summary as the payment calls and `GET /account/plans` answer it, with what an
 * automatic renewal buys; a service that leaves the renewal fields out renews with the period's own.
 */
export const upstreamRenewingPlan = upstreamAccountPlan.extend({
  subscription: z.object({
    clicks: z.number(),
    price: z.number(),
    estimatedRenewalDate: orNull(z.number()),
    autoRenew: z.boolean().optional(),
    renewalClicks: z.number().optional(),
    renewalPrice: z.number().optional(),
    /** Automatic top-up's share of the allowance, in percent; 0 or absent when off. */
    topUpPercent: z.number().optional(),
  }),
});
export type UpstreamRenewingPlan = z.output<typeof upstreamRenewingPlan>;
export const upstreamRenewingPlans = z.array(upstreamRenewingPlan);
