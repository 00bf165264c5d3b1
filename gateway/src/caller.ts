import { LRUCache } from 'lru-cache';
import { bearerOf } from './upstream/auth';
import { identityOf } from './upstream/identity';

/** Who is asking, as far as the gateway can tell without verifying anything. */
export interface Caller {
  /** The raw Authorization header, forwarded to the services. */
  authorization: string | undefined;
  /** A hash of the Authorization value, for cache keys. */
  identity: string;
  /** The `sub` claim of the bearer token, if it has one. */
  userId: string | undefined;
  /** The `accId` claim: the account the session acts for. */
  accountId: string | undefined;
  /** The `roles` claim (the string entries of it); empty when the token has none. */
  roles: readonly string[];
  /**
   * The `validated` claim: false for a session whose user has not yet entered the validation code
   * e-mailed to them, who may only validate (access/validated-session.ts); undefined where the
   * token has no such claim (no token, or not a session token).
   */
  validated: boolean | undefined;
}

/**
 * Callers seen lately, by Authorization value: a signed-in user sends the same token with every
 * request, so its claims are decoded and its hash taken once, not once a request. Bounded, so a
 * stream of distinct tokens costs at most this many entries.
 */
const knownCallers = new LRUCache<string, Caller>({ max: 2_000 });
const anonymous: Caller = Object.freeze({
  authorization: undefined,
  identity: identityOf(undefined),
  userId: undefined,
  accountId: undefined,
  roles: [],
  validated: undefined,
});

/** Who sent `authorization`; the same (frozen) object for the same value. */
export function callerFrom(authorization: string | undefined): Caller {
  if (authorization === undefined) return anonymous;
  let caller = knownCallers.get(authorization);
  if (!caller) {
    caller = readCaller(authorization);
    knownCallers.set(authorization, caller);
  }
  return caller;
}

function readCaller(authorization: string): Caller {
  const claims = decodeJwtClaims(bearerOf(authorization)?.replace(/^bearer\s+/i, ''));
  return Object.freeze({
    authorization,
    identity: identityOf(authorization),
    userId: claimId(claims?.sub),
    accountId: claimId(claims?.accId),
    roles: Object.freeze(claimRoles(claims?.roles)),
    validated: typeof claims?.validated === 'boolean' ? claims.validated : undefined,
  });
}

/**
 * Why the Authorization a caller sent names no user, in words for them (docs/api-errors.md,
 * UNAUTHENTICATED): none sent, one in another scheme than Bearer (Basic, or a bare token), or a
 * bearer token that is no portal token the gateway can read. Each says what to send instead.
 */
export function noUserWords(authorization: string | undefined): string {
  if (authorization === undefined || authorization.trim() === '') return 'No portal token was sent (Authorization: Bearer <token>)';
  if (!bearerOf(authorization))
    return 'The Authorization header could not be read: send the portal token as Authorization: Bearer <token>, or sign in again for one';
  return 'The portal token sent could not be read: sign in again for a new one';
}

/**
 * What a service's refusal of a session (401) means for the caller who sent `authorization`: a
 * token that names a user was read, so the service found it expired or not its own (a changed
 * character breaks its signature); otherwise, why none was read.
 */
export function refusedSessionWords(authorization: string | undefined): string {
  if (callerFrom(authorization).userId) return 'The portal token has expired or was refused: sign in again for a new one';
  return noUserWords(authorization);
}

/**
 * The claims of a JWT, decoded but NOT verified: the services verify every token they get, so the
 * gateway only reads which user a token names in order to ask for that user, and which roles it
 * claims (and whether its user has validated) in order to refuse early what the services would
 * refuse anyway, or what the portal allows no one (src/access). A forged claim gains nothing: the
 * call it lets through is still refused by the service, which finds the token's signature wrong.
 */
export function decodeJwtClaims(token: string | undefined): Record<string, unknown> | undefined {
  const payload = token?.split('.')[1];
  if (!payload) return undefined;
  try {
    const claims: unknown = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
    return typeof claims === 'object' && claims !== null && !Array.isArray(claims) ? (claims as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}

function claimRoles(value: unknown): readonly string[] {
  return Array.isArray(value) ? value.filter((role): role is string => typeof role === 'string') : [];
}

function claimId(value: unknown): string | undefined {
  if (typeof value === 'number' && Number.isSafeInteger(value) && value >= 0) return String(value);
  if (typeof value === 'string' && /^\d+$/.test(value)) return value;
  return undefined;
}
