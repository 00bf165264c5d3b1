import type { Request, RequestHandler } from 'express';
import type { SandboxContext } from '../context';
import { HttpError } from '../http/errors';
import { idQueryParam } from '../http/params';
import type { ApiToken } from '../seed';
import { clientIpv4, ipInRange } from '../store/ip-range';
import { API_KEY_PREFIX } from '../store/tokens';
import { serviceNamed, type LookupService } from '../store/user-services';
import { AUTHENTICATION_FAILURE, attachSession, requireBearer } from './bearer';

// The look-up services accept an API token's key (`Authorization: Bearer sbx_...`) as well as a
// session JWT, as the real ones do for integrators, and hold the key to the token's settings: the
// portal's lock, expiry, IP range, referrer and service switches change what a program gets.

export const UNKNOWN_KEY = 'Unknown API key';
export const TOKEN_LOCKED = 'The token is locked';

function day(seconds: number): string {
  return new Date(seconds * 1000).toISOString().slice(0, 10);
}

/** The referrer's origin, or '' when the request names none (or an unreadable one). */
function referrerOrigin(req: Request): string {
  const header = req.get('referer') ?? '';
  try {
    return header === '' ? '' : new URL(header).origin;
  } catch {
    return '';
  }
}

/** Why the token may not make this call, or undefined when it may. */
function refusal(ctx: SandboxContext, token: ApiToken, req: Request, service: LookupService): { status: number; msg: string } | undefined {
  const nowSeconds = Math.floor(ctx.now() / 1000);
  if (token.locked) return { status: 403, msg: TOKEN_LOCKED };
  if (token.expiry > 0 && token.expiry <= nowSeconds) return { status: 403, msg: `The token expired on ${day(token.expiry)}` };
  const address = clientIpv4(req.socket.remoteAddress);
  if (!ipInRange(address, token.ipRange)) return { status: 403, msg: `Requests from ${address} are outside the token's IP range ${token.ipRange}` };
  const origin = referrerOrigin(req);
  if (token.referrer !== '' && origin !== token.referrer) {
    return {
      status: 403,
      msg:
        origin === ''
          ? `The token only accepts requests referred by ${token.referrer}`
          : `The referrer ${origin} is not the token's referrer ${token.referrer}`,
    };
  }
  const entry = serviceNamed(service);
  if (!ctx.store.userServices.enabled({ kind: 'token', tokenId: token.id }, entry.serviceId))
    return { status: 403, msg: `This token may not use ${entry.name}` };
  const accountId = idQueryParam(req, 'accId');
  if (accountId !== undefined && accountId !== token.parentId) return { status: 403, msg: 'The token is for another account' };
  return undefined;
}

/**
 * A session JWT as `requireBearer` checks it, or an API key: the call then runs as the token's
 * owner acting for the token's account, and, with `countClicks`, each call answered without an
 * error counts a click on the token's usage.
 */
export function requireBearerOrKey(ctx: SandboxContext, service: LookupService, options: { countClicks: boolean } = { countClicks: true }): RequestHandler {
  const bearer = requireBearer(ctx);
  return (req, res, next) => {
    const match = /^Bearer\s+(\S+)\s*$/i.exec(req.headers.authorization ?? '');
    const key = match?.[1];
    if (!key?.startsWith(API_KEY_PREFIX)) return bearer(req, res, next);
    const { store } = ctx;
    const token = store.apiTokens.findByKey(key);
    if (!token) throw new HttpError(401, UNKNOWN_KEY);
    const refused = refusal(ctx, token, req, service);
    if (refused) throw new HttpError(refused.status, refused.msg);
    const owner = store.getUser(token.creationUserId);
    if (!owner || owner.locked) throw new HttpError(401, AUTHENTICATION_FAILURE);
    const nowSeconds = Math.floor(ctx.now() / 1000);
    attachSession(req, {
      user: owner,
      claims: {
        sub: String(owner.id),
        userName: owner.name,
        roles: owner.roles,
        territory: owner.territory,
        validated: owner.validated,
        accId: token.parentId,
        iat: nowSeconds,
        exp: token.expiry > 0 ? token.expiry : nowSeconds + 3600,
      },
    });
    if (options.countClicks) {
      res.on('finish', () => {
        if (res.statusCode < 400) store.apiTokens.countClick(token);
      });
    }
    next();
  };
}
