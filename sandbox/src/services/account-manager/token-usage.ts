import { Router } from 'express';
import type { Request } from 'express';
import { requireBearer, sessionOf } from '../../auth/bearer';
import type { SandboxContext } from '../../context';
import { HttpError } from '../../http/errors';
import { queryParam, requiredIdQueryParam, requiredQueryParam } from '../../http/params';
import type { ApiToken } from '../../seed';
import { DAY_SECONDS } from '../../seed/clock';
import type { SandboxStore } from '../../store';

// Token usage (tokenId, tokenTag, accountTokensUsage): GET /account/tokens/usage for
// one token by tag, GET /account/tokens/allusage for every token of the account. Each period from
// fromDate to toDate is listed, days or months without use with 0 clicks, so a chart needs no gaps filled.

type Period = 'daily' | 'monthly';
/** The longest range one request may ask for. */
const MAX_DAYS = 731;

interface UsageRange {
  period: Period;
  starts: number[];
}

function secondsParam(req: Request, name: string): number {
  const raw = requiredQueryParam(req, name);
  if (!/^\d{1,12}$/.test(raw)) throw new HttpError(400, `${name} must be a date in epoch seconds`);
  return Number(raw);
}

function monthStart(seconds: number, addMonths = 0): number {
  const date = new Date(seconds * 1000);
  return Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + addMonths, 1) / 1000;
}

/** The periods asked for; monthly periods are widened to month bounds (docs/texts-and-constants.md). */
function usageRange(req: Request): UsageRange {
  const period = queryParam(req, 'period') ?? 'daily';
  if (period !== 'daily' && period !== 'monthly') throw new HttpError(400, 'period must be daily or monthly');
  const fromDate = secondsParam(req, 'fromDate');
  const toDate = secondsParam(req, 'toDate');
  if (toDate < fromDate) throw new HttpError(400, 'toDate must not be before fromDate');
  if (toDate - fromDate > MAX_DAYS * DAY_SECONDS) throw new HttpError(400, `Ask for at most ${MAX_DAYS} days at a time`);
  const starts: number[] = [];
  if (period === 'daily') {
    for (let day = Math.floor(fromDate / DAY_SECONDS) * DAY_SECONDS; day <= toDate; day += DAY_SECONDS) starts.push(day);
  } else {
    for (let month = monthStart(fromDate); month <= toDate; month = monthStart(month, 1)) starts.push(month);
  }
  return { period, starts };
}

function usageOf(store: SandboxStore, token: ApiToken, range: UsageRange) {
  const first = range.starts[0] ?? 0;
  const last = range.starts[range.starts.length - 1] ?? 0;
  const end = range.period === 'daily' ? last + DAY_SECONDS - 1 : monthStart(last, 1) - 1;
  const days = store.apiTokens.usage(token.id, first, end);
  const periodOf = (date: number) => (range.period === 'daily' ? date : monthStart(date));
  const clicks = new Map<number, number>();
  for (const day of days) clicks.set(periodOf(day.date), (clicks.get(periodOf(day.date)) ?? 0) + day.clicks);
  return {
    tokenId: token.id,
    tokenTag: token.tag,
    accountTokensUsage: range.starts.map((period) => ({ period, clicks: clicks.get(period) ?? 0 })),
  };
}

function accountIdFor(ctx: SandboxContext, req: Request): number {
  const accountId = requiredIdQueryParam(req, 'accountId');
  if (ctx.store.getGroup(accountId)?.type !== 'account') throw new HttpError(404, 'Account not found');
  if (!ctx.store.mayActFor(sessionOf(req).user, accountId, 'owner')) throw new HttpError(403, "Not allowed to read that account's tokens");
  return accountId;
}

export function tokenUsageRoutes(ctx: SandboxContext): Router {
  const router = Router();
  const { store } = ctx;

  router.get('/account/tokens/usage', requireBearer(ctx), (req, res) => {
    const accountId = accountIdFor(ctx, req);
    const tag = requiredQueryParam(req, 'tokenTag');
    const token = store.apiTokens.ofAccount(accountId).find((candidate) => candidate.tag === tag);
    if (!token) throw new HttpError(404, 'Token not found');
    res.json(usageOf(store, token, usageRange(req)));
  });

  router.get('/account/tokens/allusage', requireBearer(ctx), (req, res) => {
    const accountId = accountIdFor(ctx, req);
    const range = usageRange(req);
    res.json(store.apiTokens.ofAccount(accountId).map((token) => usageOf(store, token, range)));
  });

  return router;
}
