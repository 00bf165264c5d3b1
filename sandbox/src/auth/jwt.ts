import { randomUUID } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';
import type { Role, Territory, UserRecord } from '../seed';
import { SessionStarts } from './session-starts';

export interface SessionClaims {
  sub: string;
  userName: string;
  roles: Role[];
  territory: Territory;
  validated: boolean;
  accId?: number;
  iat: number;
  exp: number;
}

/** The claims of a token this issuer signed: with the instant it was issued, finer than `iat`. */
export interface IssuedClaims extends SessionClaims {
  /** The instant of issue (TokenIssuer.instant), which orders the token against password changes and locks. */
  iatUs: number;
}

export interface IssuedToken {
  jwt: string;
  iat: number;
  exp: number;
}

function isClaims(payload: Record<string, unknown>): payload is Record<string, unknown> & IssuedClaims {
  return (
    typeof payload.sub === 'string' &&
    /^\d+$/.test(payload.sub) &&
    typeof payload.userName === 'string' &&
    Array.isArray(payload.roles) &&
    typeof payload.iat === 'number' &&
    typeof payload.exp === 'number' &&
    typeof payload.iatUs === 'number' &&
    (payload.accId === undefined || typeof payload.accId === 'number')
  );
}

/**
 * Signs and checks session tokens (HS256) against the sandbox clock, and keeps from when each
 * user's sessions count (session-starts.ts): a token issued before its user's password was last
 * changed or reset, or before their last lock, is refused like an expired one.
 */
export class TokenIssuer {
  private readonly key: Uint8Array;
  readonly #starts = new SessionStarts();
  #lastInstant = 0;

  constructor(
    secret: string,
    readonly ttlSeconds: number,
    private readonly now: () => number,
  ) {
    this.key = new TextEncoder().encode(secret);
  }

  /**
   * A new instant, in microseconds of the sandbox clock and after every one given before: `iat` is
   * whole seconds, and even the clock's milliseconds may hold a sign-in, a password change and the
   * next sign-in (a test's clock stands still), which must still come one after another.
   */
  instant(): number {
    this.#lastInstant = Math.max(Math.floor(this.now() * 1000), this.#lastInstant + 1);
    return this.#lastInstant;
  }

  /** Ends every session of the user issued until now: their tokens are refused from now on, and so is renewing them. */
  endSessions(userId: number): void {
    this.#starts.endAt(userId, this.instant());
  }

  /**
   * `checkedAt`: the instant the credentials were checked, when that was before this call. A
   * sign-in that checked the old password just before a change is then issued before it, and ended.
   */
  async issue(user: UserRecord, options: { accountId?: number; lifetimeSeconds?: number; checkedAt?: number } = {}): Promise<IssuedToken> {
    const iatUs = options.checkedAt ?? this.instant();
    const iat = Math.floor(this.now() / 1000);
    const exp = iat + (options.lifetimeSeconds ?? this.ttlSeconds);
    const claims = {
      userName: user.name,
      roles: user.roles,
      territory: user.territory,
      validated: user.validated,
      iatUs,
      ...(options.accountId === undefined ? {} : { accId: options.accountId }),
    };
    const jwt = await new SignJWT(claims)
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(String(user.id))
      .setIssuedAt(iat)
      .setExpirationTime(exp)
      // Two sign-ins in the same second are two sessions, as with the real service: without an id
      // of its own, the second token would be the first one again, sharing its cached answers.
      .setJti(randomUUID())
      .sign(this.key);
    return { jwt, iat, exp };
  }

  /** The claims of a genuine, unexpired token whose session has not been ended; null for anything else. */
  async verify(jwt: string): Promise<IssuedClaims | null> {
    try {
      const { payload } = await jwtVerify(jwt, this.key, { algorithms: ['HS256'], currentDate: new Date(this.now()) });
      if (!isClaims(payload)) return null;
      return this.#starts.counts(Number(payload.sub), payload.iatUs) ? payload : null;
    } catch {
      return null;
    }
  }
}
