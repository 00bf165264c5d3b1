import { Router } from 'express';
import type { Request } from 'express';
import { parseBasicAuth } from '../../auth/basic';
import { requireBearer, sessionOf } from '../../auth/bearer';
import { verifyPassword } from '../../auth/password';
import type { SandboxContext } from '../../context';
import { HttpError } from '../../http/errors';
import { idQueryParam, queryParam } from '../../http/params';
import type { UserRecord } from '../../seed';
import { sessionUserView } from './views';
import type { SessionUserView } from './views';

/** The longest life an exported API token may ask for: one year. */
export const MAX_TOKEN_SECONDS = 31_536_000;

function secondsParam(req: Request, name: string): number | undefined {
  const value = idQueryParam(req, name);
  if (value !== undefined && value > MAX_TOKEN_SECONDS) throw new HttpError(400, `${name} must be at most ${MAX_TOKEN_SECONDS} seconds`);
  return value;
}

/** A failed sign-in answers 400 when the caller asks for it with `auth-error: 400`. */
export function signInFailureStatus(req: Request): 400 | 401 {
  return req.headers['auth-error'] === '400' ? 400 : 401;
}

async function issueSession(
  ctx: SandboxContext,
  user: UserRecord,
  accountId: number | undefined,
  times: { lifetime?: number; recycle?: number; checkedAt?: number } = {},
): Promise<SessionUserView> {
  const lifetime = times.lifetime ?? ctx.tokens.ttlSeconds;
  const token = await ctx.tokens.issue(user, { accountId, lifetimeSeconds: lifetime, checkedAt: times.checkedAt });
  return sessionUserView(user, token, token.iat + (times.recycle ?? Math.floor(lifetime / 2)), accountId);
}

export function sessionRoutes(ctx: SandboxContext): Router {
  const router = Router();
  const { store } = ctx;

  router.get('/auth', async (req, res) => {
    const captchaToken = queryParam(req, 'token');
    if (captchaToken && !ctx.captcha.verify(captchaToken, 'login')) throw new HttpError(400, 'Captcha verification failed');
    const lifetime = secondsParam(req, 'expiryTime');
    const recycle = secondsParam(req, 'recycleTime');
    if (recycle !== undefined && recycle > (lifetime ?? ctx.tokens.ttlSeconds)) throw new HttpError(400, 'recycleTime must not exceed expiryTime');
    const requestedAccount = idQueryParam(req, 'accId');

    const credentials = parseBasicAuth(req.headers.authorization);
    const user = credentials ? store.findUserByName(credentials.userName) : undefined;
    // Taken as the password is read: should it be changed while this is checked, the session is
    // one from before the change, and ended with the others.
    const checkedAt = ctx.tokens.instant();
    const passwordOk = credentials && user ? await verifyPassword(credentials.password, user.passwordHash) : false;
    if (!user || !passwordOk) throw new HttpError(signInFailureStatus(req), 'Invalid user name or password');
    if (user.locked) throw new HttpError(signInFailureStatus(req), 'User is locked');

    const accountId = requestedAccount !== undefined && store.mayActFor(user, requestedAccount, 'holder') ? requestedAccount : store.defaultAccountId(user);
    store.recordActivity(user.id);
    res.json(await issueSession(ctx, user, accountId, { lifetime, recycle, checkedAt }));
  });

  router.get('/reauth', requireBearer(ctx), async (req, res) => {
    const { user } = sessionOf(req);
    const accountId = idQueryParam(req, 'accId');
    if (accountId !== undefined && !store.mayActFor(user, accountId, 'owner')) throw new HttpError(403, 'Account not available to this user');
    store.recordActivity(user.id);
    res.json(await issueSession(ctx, user, accountId));
  });

  return router;
}
