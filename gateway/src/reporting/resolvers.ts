import { requireGroupUser, requireOwner } from '../access/access';
import { toAccountPlan } from '../plans/mappers';
import type { UpstreamTokenUsage } from '../tokens/token-usage-client';
import type { Charge, ClickForecast, Resolvers, TokenUsageReport, UsagePoint } from '../generated/resolvers';
import { upstreamId } from '../ids';
import { refusal } from '../upstream/failures';
import type { UpstreamApiToken } from '../tokens/types';
import type { UpstreamAccountPlan } from '../plans/types';
import { clickFigures } from '../plans/click-figures';
import { reportWindow, windowPeriods, windowProblem, type ReportWindow } from './report-window';
import type { UpstreamCharge, UpstreamUsagePoint } from './types';

const REPORT_ACTION = 'load the usage report';

const nowSeconds = () => Math.floor(Date.now() / 1000);

/** A DateTime argument as epoch seconds (the scalar parses ISO strings to them). */
function seconds(value: unknown): number {
  if (typeof value !== 'number') throw new TypeError('A DateTime argument did not parse to epoch seconds');
  return value;
}

function toPoints(points: readonly UpstreamUsagePoint[]): UsagePoint[] {
  return points.map((point) => ({ period: point.period, clicks: point.clicks }));
}

/**
 * The clicks of each of the window's periods, in its order, 0 for a period the service left out:
 * so that the list lines up with `ReportWindow.periods` whatever the service listed.
 */
function clicksPerPeriod(points: readonly UpstreamUsagePoint[], window: ReportWindow): number[] {
  const clicks = new Map(points.map((point) => [point.period, point.clicks]));
  return windowPeriods(window).map((period) => clicks.get(period) ?? 0);
}

const total = (points: readonly UpstreamUsagePoint[]) => points.reduce((sum, point) => sum + point.clicks, 0);

function forecastOf(plan: UpstreamAccountPlan): ClickForecast {
  const { dailyAverage, remainClicks, runOutDate, periodEnd, runsOutEarly } = clickFigures(plan, nowSeconds());
  return { dailyAverage, remainClicks, runOutDate, periodEnd, runsOutEarly };
}

function toTokenReport(usage: UpstreamTokenUsage, tokens: readonly UpstreamApiToken[], window: ReportWindow): TokenUsageReport {
  return {
    tokenId: String(usage.tokenId),
    tokenTag: usage.tokenTag,
    locked: tokens.find((token) => token.id === usage.tokenId)?.locked ?? false,
    usage: toPoints(usage.accountTokensUsage),
    clicksPerPeriod: clicksPerPeriod(usage.accountTokensUsage, window),
    totalClicks: total(usage.accountTokensUsage),
  };
}

/**
 * Reporting (owner only, staff let through, as the route table's rows). The report's parts are
 * field resolvers, so a document fetches only what it names, and the parts it names (and each
 * subscription's usage) are requested from the account manager at the same time, not in turn.
 */
/** A charge as the schema gives it: a shop purchase names its plan and clicks, an address cleanse its file, records and invoice. */
export function toCharge(charge: UpstreamCharge): Charge {
  const shared = { date: charge.date, kind: charge.kind, amount: charge.amount, currency: charge.currency };
  if (charge.kind === 'addressCleanse') {
    return {
      ...shared,
      description: charge.fileName,
      records: charge.records,
      fileId: String(charge.fileId),
      invoiceNumber: charge.invoiceNumber,
      purchaseOrder: charge.purchaseOrder || null,
    };
  }
  return { ...shared, description: charge.plan, service: charge.service, planId: charge.planId, plan: charge.plan, clicks: charge.clicks };
}

export const reportingResolvers: Resolvers = {
  Query: {
    usageReport: async (_parent, { accountId, from, to, period }, ctx) => {
      const id = upstreamId(accountId, 'accountId');
      await requireOwner(ctx, id, { allowStaff: true, action: REPORT_ACTION });
      const [fromSeconds, toSeconds] = [seconds(from), seconds(to)];
      const problem = windowProblem(fromSeconds, toSeconds, period ?? 'daily');
      if (problem) throw refusal('BAD_REQUEST', REPORT_ACTION, problem);
      return { accountId: id, window: reportWindow(fromSeconds, toSeconds, period ?? 'daily') };
    },
    clickForecasts: async (_parent, { accountId }, ctx) => {
      const id = upstreamId(accountId, 'accountId');
      await requireGroupUser(ctx, id, { action: 'load the account plans' });
      const plans = await ctx.accountManager.getAccountPlans(id);
      return plans.map((plan) => ({ subscription: toAccountPlan(plan), forecast: forecastOf(plan) }));
    },
  },
  ReportWindow: {
    periods: (window) => windowPeriods(window),
  },
  UsageReport: {
    accountId: (source) => source.accountId,
    window: (source) => source.window,
    subscriptions: async (source, _args, ctx) => (await ctx.accountManager.getAccountPlans(source.accountId)).map((plan) => ({ ...source, plan })),
    tokens: async (source, _args, ctx) => {
      const [usages, tokens] = await Promise.all([ctx.reporting.allTokenUsage(source.accountId, source.window), ctx.apiTokens.getTokens(source.accountId)]);
      return usages.map((usage) => toTokenReport(usage, tokens, source.window));
    },
    token: async (source, { tag }, ctx) => {
      const [usage, tokens] = await Promise.all([ctx.reporting.tokenUsage(source.accountId, tag, source.window), ctx.apiTokens.getTokens(source.accountId)]);
      return toTokenReport(usage, tokens, source.window);
    },
    charges: async (source, _args, ctx) => (await ctx.reporting.charges(source.accountId, source.window)).map(toCharge),
  },
  SubscriptionUsageReport: {
    subscription: (source) => toAccountPlan(source.plan),
    // usage, clicksPerPeriod and totalClicks ask the same question: the request cache shares the one call.
    usage: async (source, _args, ctx) => toPoints(await ctx.reporting.planUsage(source.accountId, source.plan.planId, source.window)),
    clicksPerPeriod: async (source, _args, ctx) =>
      clicksPerPeriod(await ctx.reporting.planUsage(source.accountId, source.plan.planId, source.window), source.window),
    totalClicks: async (source, _args, ctx) => total(await ctx.reporting.planUsage(source.accountId, source.plan.planId, source.window)),
    forecast: (source) => forecastOf(source.plan),
    countries: async (source, _args, ctx) => await ctx.reporting.planUsageByCountry(source.accountId, source.plan.planId, source.window),
  },
};
