import { Router } from 'express';
import { requireBearer, sessionOf } from '../../auth/bearer';
import type { SandboxContext } from '../../context';
import { DAY_SECONDS } from '../../seed/clock';
import type { GroupRecord } from '../../seed';
import type { SandboxStore } from '../../store';
import { HttpError } from '../../http/errors';
import { requiredIdQueryParam } from '../../http/params';
import { accountPlanView } from './views';

/** Every account below the group, at any depth, by id. */
function accountsBelow(store: SandboxStore, groupId: number): GroupRecord[] {
  const found: GroupRecord[] = [];
  for (const child of store.childrenOf(groupId)) {
    if (child.type === 'account') found.push(child);
    found.push(...accountsBelow(store, child.id));
  }
  return found.sort((a, b) => a.id - b.id);
}

/**
 * GET /partner/accountinfo (partnerId): one line per subscription of every account below the
 * partner (its partner account info), for the partner's owners and staff.
 */
export function partnerAccountRoutes(ctx: SandboxContext): Router {
  const router = Router();
  const { store } = ctx;

  router.get('/partner/accountinfo', requireBearer(ctx), (req, res) => {
    const { user } = sessionOf(req);
    const partner = store.getGroup(requiredIdQueryParam(req, 'partnerId'));
    if (partner?.type !== 'partner') throw new HttpError(404, 'Partner not found');
    if (!store.isStaff(user) && !store.accessTo(user.id, partner.id).isOwner) throw new HttpError(403, "Not allowed to read that partner's accounts");

    const nowSeconds = Math.floor(ctx.now() / 1000);
    const today = Math.floor(nowSeconds / DAY_SECONDS) * DAY_SECONDS;
    const plans = new Map(store.plans.map((plan) => [plan.planId, plan]));
    const lines = accountsBelow(store, partner.id).flatMap((account) => {
      // An account directly below the partner has the partner as its organisation.
      const organisation = (account.parentId !== null ? store.getGroup(account.parentId) : undefined) ?? partner;
      return store.subscriptions
        .filter((subscription) => subscription.accountId === account.id)
        .sort((a, b) => a.subscriptionId - b.subscriptionId)
        .flatMap((subscription) => {
          const plan = plans.get(subscription.planId);
          if (!plan) return [];
          const usage = store.subscriptionUsage.filter((day) => day.subscriptionId === subscription.subscriptionId);
          const summary = accountPlanView(subscription, plan, usage, plans, nowSeconds);
          const clickLimit = subscription.clicks + subscription.bundles.reduce((sum, bundle) => sum + bundle.clicks, 0);
          // Usage is kept by day, so the day the subscription started counts in full.
          const startDay = Math.floor(subscription.startDate / DAY_SECONDS) * DAY_SECONDS;
          const usedClicks = usage.reduce((sum, day) => (day.date >= startDay && day.date < today + DAY_SECONDS ? sum + day.clicks : sum), 0);
          return [
            {
              // A sandbox addition: which subscription the line is, as GET /account/plans names it.
              planId: plan.planId,
              organisationId: organisation.id,
              organisationName: organisation.name,
              accountId: account.id,
              accountName: account.name,
              planName: summary.plan,
              datasetType: plan.datasetRef,
              clickLimit,
              usedClicks,
              remainingClicks: summary.remainClicks,
              startDate: subscription.startDate,
              endDate: subscription.endDate,
              estimatedExpiryDate: summary.estimatedExpiryDate,
            },
          ];
        });
    });
    res.json(lines);
  });

  return router;
}
