import { clickForecast, type ClickForecastValue } from '../reporting/forecast';
import type { UpstreamAccountPlan } from './types';

/** A subscription's figures as every screen and caller of the portal gets them (docs/subscription-figures.md). */
export interface ClickFigures extends ClickForecastValue {
  /** The clicks of the period: the plan's allowance plus every bundle's clicks. */
  clickLimit: number;
  /** What has gone of them: clickLimit less the clicks left, never below 0. */
  usedClicks: number;
}

/**
 * The one place a subscription's clicks and dates are worked out, from what the account manager
 * says of it (`GET /account/plans`): home, reporting, Administration → Services and partner
 * administration all show these, so "19,583 of 23,000" and its run-out date read the same on each.
 * The run-out is the day the clicks left are used up at the recent daily average, whether that
 * comes before the end of the period or after it (clickForecast).
 */
export function clickFigures(plan: UpstreamAccountPlan, nowSeconds: number = Math.floor(Date.now() / 1000)): ClickFigures {
  const clickLimit = plan.subscription.clicks + (plan.bundles ?? []).reduce((sum, bundle) => sum + bundle.clicks, 0);
  const forecast = clickForecast(
    { remainClicks: plan.remainClicks, averageClicks: plan.averageClicks, endDate: plan.endDate, estimatedRenewalDate: plan.subscription.estimatedRenewalDate },
    nowSeconds,
  );
  return { ...forecast, clickLimit, usedClicks: Math.max(0, clickLimit - forecast.remainClicks) };
}
