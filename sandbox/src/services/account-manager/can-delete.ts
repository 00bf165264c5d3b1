import { Router } from 'express';
import { requireBearer, sessionOf } from '../../auth/bearer';
import type { SandboxContext } from '../../context';
import { HttpError } from '../../http/errors';
import { requiredIdQueryParam } from '../../http/params';

/**
 * GET /account/candelete (accountId): whether the account may be deleted, and why not. An account
 * still paying for a service, or whose API tokens systems still use, must be wound down first.
 */
export function canDeleteRoutes(ctx: SandboxContext): Router {
  const router = Router();
  const { store } = ctx;

  router.get('/account/candelete', requireBearer(ctx), (req, res) => {
    const { user } = sessionOf(req);
    const accountId = requiredIdQueryParam(req, 'accountId');
    if (store.getGroup(accountId)?.type !== 'account') throw new HttpError(404, 'Account not found');
    if (!store.mayActFor(user, accountId, 'owner')) throw new HttpError(403, 'Not allowed to read that account');
    const now = Math.floor(ctx.now() / 1000);
    // A free trial is nothing to wind down: it ends by itself and was never paid for.
    const running = store.subscriptions.some(
      (subscription) => subscription.accountId === accountId && !subscription.trial && subscription.enabled && subscription.endDate > now,
    );
    if (running) {
      res.json({ canDelete: false, msg: 'This account has subscriptions that have not ended yet' });
      return;
    }
    const tokens = store.tokens.some((token) => token.parentId === accountId && !token.locked);
    if (tokens) {
      res.json({ canDelete: false, msg: 'This account has API tokens in use: lock or delete them first' });
      return;
    }
    res.json({ canDelete: true, msg: null });
  });

  return router;
}
