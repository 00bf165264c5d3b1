import type { Request, RequestHandler, Response } from 'express';
import type { SandboxContext } from '../context';
import { clientAddress } from '../http/client-address';
import { HttpError } from '../http/errors';
import { idQueryParam } from '../http/params';
import type { ApiToken } from '../seed';
import { ipInRange } from '../store/ip-range';
import type { CapReservation } from '../store/key-caps';
import type { RefusalReason } from '../store/token-refusals';
import { API_KEY_PREFIX } from '../store/tokens';
import { serviceNamed, type LookupService } from '../store/user-services';
import { AUTHENTICATION_FAILURE, attachSession, requireBearer } from './bearer';

// The look-up services accept an API token's key (`Authorization: Bearer sbx_...`) as well as a
// session JWT, as the real ones do for integrators, and hold the key to the token's settings: the
// portal's lock, expiry, IP range, referrer, service switches and daily caps change what a program
// gets. Every call refused for one of them is recorded for the token, and may alert its owners.

export const UNKNOWN_KEY = 'Unknown API key';
export const TOKEN_LOCKED = 'The token is locked';

interface Refusal {
  reason: RefusalReason;
  msg: string;
}

/** What the services saw of a key's call. */
interface KeyCall {
  address: string;
  /** The Referer's origin; '' for none or an unreadable one. */
  referrer: string;
  service: LookupService;
}

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

/** Why the token's settings forbid this call, or undefined when they allow it. */
function settingsRefusal(ctx: SandboxContext, token: ApiToken, req: Request, call: KeyCall): Refusal | undefined {
  const nowSeconds = Math.floor(ctx.now() / 1000);
  if (token.locked) return { reason: 'locked', msg: TOKEN_LOCKED };
  if (token.expiry > 0 && token.expiry <= nowSeconds) return { reason: 'expired', msg: `The token expired on ${day(token.expiry)}` };
  if (!ipInRange(call.address, token.ipRange))
    return { reason: 'ipRange', msg: `Requests from ${call.address} are outside the token's IP range ${token.ipRange}` };
  if (token.referrer !== '' && call.referrer !== token.referrer) {
    return {
      reason: 'referrer',
      msg:
        call.referrer === ''
          ? `The token only accepts requests referred by ${token.referrer}`
          : `The referrer ${call.referrer} is not the token's referrer ${token.referrer}`,
    };
  }
  const entry = serviceNamed(call.service);
  if (!ctx.store.userServices.enabled({ kind: 'token', tokenId: token.id }, entry.serviceId))
    return { reason: 'service', msg: `This token may not use ${entry.name}` };
  const accountId = idQueryParam(req, 'accId');
  if (accountId !== undefined && accountId !== token.parentId) return { reason: 'account', msg: 'The token is for another account' };
  return undefined;
}

/** Records the refused call for the token, lets the alerts see it, and answers 403 with the reason. */
function refuse(ctx: SandboxContext, token: ApiToken, call: KeyCall, refusal: Refusal): never {
  const { store } = ctx;
  store.tokenRefusals.record(token.id, {
    at: Math.floor(ctx.now() / 1000),
    address: call.address,
    referrer: call.referrer,
    service: serviceNamed(call.service).name,
    reason: refusal.reason,
    msg: refusal.msg,
  });
  store.tokenAlerts.afterRefusal(token, refusal);
  throw new HttpError(403, refusal.msg);
}

/** Counts the call's click once it is answered without an error; otherwise gives back what the caps took. */
function settleClick(ctx: SandboxContext, token: ApiToken, res: Response, reservation: CapReservation): void {
  let settled = false;
  res.on('finish', () => {
    settled = true;
    if (res.statusCode < 400) ctx.store.apiTokens.countClick(token);
    else reservation.release();
  });
  res.on('close', () => {
    if (!settled) reservation.release();
  });
}

/**
 * A session JWT as `requireBearer` checks it, or an API key: the call then runs as the token's
 * owner acting for the token's account, and, with `countClicks`, it is held to the token's daily
 * caps and, answered without an error, counts a click on the token's usage. Calls that count no
 * clicks (the list of countries, polling a started validation) are not held to the caps.
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
    const call: KeyCall = { address: clientAddress(req), referrer: referrerOrigin(req), service };
    const refused = settingsRefusal(ctx, token, req, call);
    if (refused) refuse(ctx, token, call, refused);
    const owner = store.getUser(token.creationUserId);
    if (!owner || owner.locked) throw new HttpError(401, AUTHENTICATION_FAILURE);
    if (options.countClicks) {
      const territory = store.getGroup(token.parentId)?.territory ?? 'uk';
      const reservation = store.keyCaps.reserve(token, territory, call.address);
      if ('reason' in reservation) refuse(ctx, token, call, reservation);
      settleClick(ctx, token, res, reservation);
    }
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
    next();
  };
}
