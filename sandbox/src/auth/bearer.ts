import type { Request, RequestHandler } from 'express';
import type { SandboxContext } from '../context';
import { HttpError } from '../http/errors';
import type { UserRecord } from '../seed';
import type { SessionClaims } from './jwt';

export interface Session {
  user: UserRecord;
  claims: SessionClaims;
}

const sessions = new WeakMap<Request, Session>();

export const AUTHENTICATION_FAILURE = 'Authentication Failure';

/**
 * Lets a request through only with a genuine, unexpired token of a user who exists and is not
 * locked, issued since the user's password was last changed or reset and since their last lock
 * (auth/session-starts.ts).
 */
export function requireBearer(ctx: SandboxContext): RequestHandler {
  return async (req, _res, next) => {
    const match = /^Bearer\s+(\S+)\s*$/i.exec(req.headers.authorization ?? '');
    const claims = match?.[1] ? await ctx.tokens.verify(match[1]) : null;
    const user = claims ? ctx.store.getUser(Number(claims.sub)) : undefined;
    if (!claims || !user || user.locked) throw new HttpError(401, AUTHENTICATION_FAILURE);
    sessions.set(req, { user, claims });
    next();
  };
}

/** For the API-key check (auth/api-key.ts), which lets a request through as the token's owner. */
export function attachSession(req: Request, session: Session): void {
  sessions.set(req, session);
}

export function sessionOf(req: Request): Session {
  const session = sessions.get(req);
  if (!session) throw new Error('sessionOf called on a route without requireBearer');
  return session;
}
