import { Router } from 'express';
import { requireBearer, sessionOf } from '../../auth/bearer';
import type { SandboxContext } from '../../context';
import { HttpError } from '../../http/errors';
import { browserUrl } from '../../http/public-url';
import { idQueryParam, queryParam, requiredIdQueryParam } from '../../http/params';
import { shopOf } from '../../store/shop';
import { priceClicks } from './pricing';
import { requireAccountOwner, returnAddress } from './shop-access';
import { accountPlanView } from './views';

const REFUSAL = 'Not allowed to manage payments for that account';

/**
 * Payment: the account's saved card (`/payment/details`, replaced through the page
 * `/payment/generate` answers, removed by `DELETE /payment`), the users who may pay with it
 * (`/payment/users`, `/payment/user`) and each subscription's automatic renewal
 * (`/payment/subscription`). Owners of the account only.
 */
export function paymentRoutes(ctx: SandboxContext): Router {
  const router = Router();
  const { store } = ctx;
  const shop = shopOf(store, ctx.now);

  function ownedAccount(req: Parameters<typeof sessionOf>[0]): number {
    const { user } = sessionOf(req);
    const accountId = requiredIdQueryParam(req, 'accountId');
    requireAccountOwner(store, user, accountId, REFUSAL);
    return accountId;
  }

  function paymentUsersView(accountId: number) {
    return (shop.paymentUsers.get(accountId) ?? []).flatMap((userId) => {
      const user = store.getUser(userId);
      return user ? [{ userId: user.id, name: user.name, personalName: user.personalName }] : [];
    });
  }

  router.get('/payment/details', requireBearer(ctx), (req, res) => {
    const accountId = ownedAccount(req);
    const card = shop.savedCards.get(accountId);
    res.json(card ? { ...card } : null);
  });

  router.delete('/payment', requireBearer(ctx), (req, res) => {
    const accountId = ownedAccount(req);
    if (!shop.savedCards.delete(accountId)) throw new HttpError(404, 'No saved payment details');
    res.json({ deleted: true });
  });

  router.get('/payment/generate', requireBearer(ctx), (req, res) => {
    const { user } = sessionOf(req);
    const accountId = ownedAccount(req);
    const backUrl = queryParam(req, 'backUrl');
    const page = shop.newCardPage(accountId, user.id, backUrl ? returnAddress(backUrl, 'backUrl') : null);
    res.json({ checkoutUrl: browserUrl(req, `/card/${page.ref}`) });
  });

  router.get('/payment/users', requireBearer(ctx), (req, res) => {
    res.json(paymentUsersView(ownedAccount(req)));
  });

  router.put('/payment/user', requireBearer(ctx), (req, res) => {
    const accountId = ownedAccount(req);
    const userId = requiredIdQueryParam(req, 'userId');
    if (!store.getUser(userId)) throw new HttpError(404, 'User not found');
    const access = store.accessTo(userId, accountId);
    if (!access.isOwner && !access.isMember) throw new HttpError(400, 'That user does not use this account');
    const users = shop.paymentUsers.get(accountId) ?? [];
    if (!users.includes(userId)) shop.paymentUsers.set(accountId, [...users, userId]);
    res.json(paymentUsersView(accountId));
  });

  router.delete('/payment/user', requireBearer(ctx), (req, res) => {
    const accountId = ownedAccount(req);
    const userId = requiredIdQueryParam(req, 'userId');
    const users = shop.paymentUsers.get(accountId) ?? [];
    if (!users.includes(userId)) throw new HttpError(404, 'That user may not pay for this account');
    shop.paymentUsers.set(
      accountId,
      users.filter((id) => id !== userId),
    );
    res.json(paymentUsersView(accountId));
  });

  /** The account's subscription to the plan, as `GET /account/plans` shows it once changed. */
  function subscriptionOf(accountId: number, planId: number) {
    const subscription = store.subscriptions.find((candidate) => candidate.accountId === accountId && candidate.planId === planId);
    const plan = store.plans.find((candidate) => candidate.planId === planId);
    if (!subscription || !plan) throw new HttpError(404, 'Subscription not found');
    const view = () => {
      const usage = store.subscriptionUsage.filter((day) => day.subscriptionId === subscription.subscriptionId);
      return accountPlanView(subscription, plan, usage, new Map(store.plans.map((candidate) => [candidate.planId, candidate])), Math.floor(ctx.now() / 1000));
    };
    return { subscription, plan, view };
  }

  router.put('/payment/subscription', requireBearer(ctx), (req, res) => {
    const accountId = ownedAccount(req);
    const { subscription, plan, view } = subscriptionOf(accountId, requiredIdQueryParam(req, 'planId'));
    if (subscription.trial) throw new HttpError(400, 'A free trial does not renew: buy the plan in the shop');
    const clicks = idQueryParam(req, 'clicks') ?? subscription.renewalClicks ?? subscription.clicks;
    const quote = priceClicks(plan.pricing, clicks);
    if (!quote.ok) throw new HttpError(400, `clicks: ${quote.reason}`);
    const topUpPercent = queryParam(req, 'topUpPercent');
    if (topUpPercent !== undefined && (!/^\d{1,2}$/.test(topUpPercent) || Number(topUpPercent) > 90))
      throw new HttpError(400, 'topUpPercent must be a whole number from 0 to 90');
    subscription.autoRenew = true;
    subscription.renewalClicks = clicks;
    subscription.renewalPrice = quote.price;
    if (topUpPercent !== undefined) subscription.topUpPercent = Number(topUpPercent);
    res.json(view());
  });

  router.delete('/payment/subscription', requireBearer(ctx), (req, res) => {
    const accountId = ownedAccount(req);
    const { subscription, view } = subscriptionOf(accountId, requiredIdQueryParam(req, 'planId'));
    // A top-up is a renewal bought early: it stops with the renewals.
    subscription.autoRenew = false;
    subscription.topUpPercent = 0;
    res.json(view());
  });

  return router;
}
