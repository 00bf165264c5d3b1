import { Router } from 'express';
import type { Request } from 'express';
import { requireBearer, sessionOf } from '../../auth/bearer';
import type { SandboxContext } from '../../context';
import { HttpError } from '../../http/errors';
import { queryParam, requiredIdQueryParam } from '../../http/params';
import type { Subscription } from '../../seed';
import { bureauStateOf } from '../bureau/state';
import { chargesOf } from './charges';
import { usageByCountry } from './usage-countries';
import { usageByPeriod, usageWindowOf } from './usage-window';

// Reporting's calls: a plan's usage by day or month, its usage by country, and
// the account's charges. Like the rest of reporting, for the account's owner and staff.

function optionalSeconds(req: Request, name: string): number | undefined {
  const raw = queryParam(req, name);
  if (raw === undefined || raw === '') return undefined;
  if (!/^\d{1,12}$/.test(raw)) throw new HttpError(400, `${name} must be a date in epoch seconds`);
  return Number(raw);
}

export function usageReportRoutes(ctx: SandboxContext): Router {
  const router = Router();
  const { store } = ctx;

  const accountIdFor = (req: Request): number => {
    const accountId = requiredIdQueryParam(req, 'accountId');
    if (store.getGroup(accountId)?.type !== 'account') throw new HttpError(404, 'Account not found');
    if (!store.mayActFor(sessionOf(req).user, accountId, 'owner')) throw new HttpError(403, "Not allowed to read that account's usage");
    return accountId;
  };

  const subscriptionFor = (req: Request, accountId: number): Subscription => {
    const planId = requiredIdQueryParam(req, 'planId');
    const subscription = store.subscriptions.find((candidate) => candidate.accountId === accountId && candidate.planId === planId);
    if (!subscription) throw new HttpError(404, 'The account has no subscription to that plan');
    return subscription;
  };

  const daysOf = (subscription: Subscription) => store.subscriptionUsage.filter((day) => day.subscriptionId === subscription.subscriptionId);

  router.get('/account/plans/usage', requireBearer(ctx), (req, res) => {
    const accountId = accountIdFor(req);
    const subscription = subscriptionFor(req, accountId);
    res.json(usageByPeriod(daysOf(subscription), usageWindowOf(req, true)));
  });

  router.get('/account/plans/usage/countries', requireBearer(ctx), (req, res) => {
    const accountId = accountIdFor(req);
    const subscription = subscriptionFor(req, accountId);
    const window = usageWindowOf(req, false);
    const plan = store.plans.find((candidate) => candidate.planId === subscription.planId);
    if (!plan) throw new Error(`Subscription ${subscription.subscriptionId} names unknown plan ${subscription.planId}`);
    const days = daysOf(subscription).filter((day) => day.date >= window.from && day.date <= window.to);
    res.json(usageByCountry(plan, days));
  });

  router.get('/charges', requireBearer(ctx), (req, res) => {
    const accountId = accountIdFor(req);
    const plans = new Map(store.plans.map((plan) => [plan.planId, plan]));
    const subscriptions = store.subscriptions.filter((subscription) => subscription.accountId === accountId);
    const jobCharges = bureauStateOf(ctx).jobCharges.filter((charge) => charge.accId === accountId);
    res.json(chargesOf(subscriptions, plans, jobCharges, optionalSeconds(req, 'fromDate'), optionalSeconds(req, 'toDate')));
  });

  return router;
}
