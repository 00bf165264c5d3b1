import { Router } from 'express';
import { requireBearer, sessionOf } from '../../auth/bearer';
import type { SandboxContext } from '../../context';
import { HttpError } from '../../http/errors';
import { jsonBody, queryParam, requiredIdQueryParam } from '../../http/params';
import { MAX_REFUSAL_THRESHOLD, MIN_REFUSAL_THRESHOLD } from '../../store/token-alerts';
import { accountFor, tokenFor } from './tokens';

// What the portal shows an owner about their keys beyond the token itself: the calls the look-up
// services refused a key (GET /tokens/refusals), and how many refusals within an hour alert the
// account's owners (GET and PUT /tokens/alerts). Neither is among the user server's calls the
// portal was specified against: they are this provider's extensions, and the portal does without
// them where a service lacks them (docs/api-token-caps.md). Owners of the account and staff.

const DEFAULT_LIMIT = 50;
const MAX_LIMIT = 200;

function limitParam(text: string | undefined): number {
  if (text === undefined || text === '') return DEFAULT_LIMIT;
  if (!/^\d{1,3}$/.test(text) || Number(text) < 1 || Number(text) > MAX_LIMIT) throw new HttpError(400, `limit must be a whole number from 1 to ${MAX_LIMIT}`);
  return Number(text);
}

function thresholdField(value: unknown): number | null {
  if (value === null) return null;
  if (typeof value !== 'number' || !Number.isInteger(value) || value < MIN_REFUSAL_THRESHOLD || value > MAX_REFUSAL_THRESHOLD) {
    throw new HttpError(400, `refusalThreshold must be a whole number from ${MIN_REFUSAL_THRESHOLD} to ${MAX_REFUSAL_THRESHOLD}, or null for no alerts`);
  }
  return value;
}

export function tokenWatchRoutes(ctx: SandboxContext): Router {
  const router = Router();
  const { store } = ctx;

  router.get('/tokens/refusals', requireBearer(ctx), (req, res) => {
    const token = tokenFor(store, req);
    const limit = limitParam(queryParam(req, 'limit'));
    const summary = store.tokenRefusals.summary(token.id, Math.floor(ctx.now() / 1000), limit);
    res.json({ tokenId: token.id, ...summary });
  });

  router.get('/tokens/alerts', requireBearer(ctx), (req, res) => {
    const account = accountFor(store, sessionOf(req).user, requiredIdQueryParam(req, 'parentId'));
    res.json({ parentId: account.id, refusalThreshold: store.tokenAlerts.thresholdOf(account.id) });
  });

  router.put('/tokens/alerts', requireBearer(ctx), (req, res) => {
    const account = accountFor(store, sessionOf(req).user, requiredIdQueryParam(req, 'parentId'));
    const body = jsonBody(req);
    if (!('refusalThreshold' in body)) throw new HttpError(400, 'refusalThreshold is required');
    store.tokenAlerts.setThreshold(account.id, thresholdField(body.refusalThreshold));
    res.json({ parentId: account.id, refusalThreshold: store.tokenAlerts.thresholdOf(account.id) });
  });

  return router;
}
