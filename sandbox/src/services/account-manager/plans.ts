import { Router } from 'express';
import { requireBearer, sessionOf } from '../../auth/bearer';
import type { SandboxContext } from '../../context';
import { HttpError } from '../../http/errors';
import { requiredIdQueryParam } from '../../http/params';
import { accountPlanView } from './views';

export function accountPlanRoutes(ctx: SandboxContext): Router {
  const router = Router();
  const { store } = ctx;

  router.get('/account/plans', requireBearer(ctx), (req, res) => {
    const { user } = sessionOf(req);
    const accountId = requiredIdQueryParam(req, 'accountId');
    if (store.getGroup(accountId)?.type !== 'account') throw new HttpError(404, 'Account not found');
    // Owners and members (through any group above), and staff, as for acting for the account.
    if (!store.mayActFor(user, accountId, 'holder')) throw new HttpError(403, 'Not allowed to read that account');

    const plans = new Map(store.plans.map((plan) => [plan.planId, plan]));
    const nowSeconds = Math.floor(ctx.now() / 1000);
    const items = store.subscriptions
      .filter((subscription) => subscription.accountId === accountId)
      .sort((a, b) => a.subscriptionId - b.subscriptionId)
      .map((subscription) => {
        const plan = plans.get(subscription.planId);
        if (!plan) throw new Error(`Subscription ${subscription.subscriptionId} names unknown plan ${subscription.planId}`);
        const usage = store.subscriptionUsage.filter((day) => day.subscriptionId === subscription.subscriptionId);
        return accountPlanView(subscription, plan, usage, plans, nowSeconds);
      });
    res.json(items);
  });

  return router;
}
