import { z } from 'zod';
import { upstreamCurrency, upstreamService, type UpstreamAccountPlan } from '../plans/types';
import type { ReportWindow } from './report-window';

// The account manager's reporting answers (sandbox/README.md, "Account manager"): periods and
// dates in epoch seconds, money in `currency`.

/** `GET /account/plans/usage`: a plan's clicks per day or month (each period's start). */
export const upstreamPlanUsage = z.array(z.object({ period: z.number(), clicks: z.number() }));
export type UpstreamUsagePoint = z.output<typeof upstreamPlanUsage>[number];

/** `GET /account/plans/usage/countries`: a plan's clicks per country (ISO 3166-1 alpha-2). */
export const upstreamCountryUsage = z.array(z.object({ country: z.string(), clicks: z.number() }));
export type UpstreamCountryUsage = z.output<typeof upstreamCountryUsage>[number];

/** `GET /charges`: what the account was charged, in the shop (subscriptions and bundles) and for address cleanses by invoice. */
export const upstreamCharges = z.array(
  z.discriminatedUnion('kind', [
    z.object({
      date: z.number(),
      kind: z.enum(['subscription', 'bundle']),
      service: upstreamService,
      planId: z.number(),
      plan: z.string(),
      clicks: z.number(),
      amount: z.number(),
      currency: upstreamCurrency,
    }),
    z.object({
      date: z.number(),
      kind: z.literal('addressCleanse'),
      fileId: z.number(),
      fileName: z.string(),
      records: z.number(),
      amount: z.number(),
      currency: upstreamCurrency,
      invoiceNumber: z.string(),
      purchaseOrder: z.string(),
    }),
  ]),
);
export type UpstreamCharge = z.output<typeof upstreamCharges>[number];

/** What the report's parts are resolved from: the account and the settled window (codegen mapper). */
export interface UsageReportSource {
  accountId: string;
  window: ReportWindow;
}

/** One subscription of a report: its summary, with the report it belongs to (codegen mapper). */
export interface SubscriptionUsageSource extends UsageReportSource {
  plan: UpstreamAccountPlan;
}
