import { randomUUID } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';
import type { Role, Territory, UserRecord } from '../seed';

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

export interface IssuedToken {
  jwt: string;
  iat: number;
  exp: number;
}

function isClaims(payload: Record<string, unknown>): payload is Record<string, unknown> & SessionClaims {
  return (
    typeof payload.sub === 'string' &&
    /^\d+$/.test(payload.sub) &&
    typeof payload.userName === 'string' &&
    Array.isArray(payload.roles) &&
    typeof payload.iat === 'number' &&
    typeof payload.exp === 'number' &&
    (payload.accId === undefined || typeof payload.accId === 'number')
  );
}

/** Signs and checks session tokens (HS256) against the sandbox clock. */
export class TokenIssuer {
  private readonly key: Uint8Array;

  constructor(
    secret: string,
    readonly ttlSeconds: number,
    private readonly now: () => number,
  ) {
    this.key = new TextEncoder().encode(secret);
  }

  async issue(user: UserRecord, options: { accountId?: number; lifetimeSeconds?: number } = {}): Promise<IssuedToken> {
    const iat = Math.floor(this.now() / 1000);
    const exp = iat + (options.lifetimeSeconds ?? this.ttlSeconds);
    const claims = {
      userName: user.name,
      roles: user.roles,
      territory: user.territory,
      validated: user.validated,
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

  /** The claims of a genuine, unexpired token; null for anything else. */
  async verify(jwt: string): Promise<SessionClaims | null> {
    try {
      const { payload } = await jwtVerify(jwt, this.key, { algorithms: ['HS256'], currentDate: new Date(this.now()) });
      return isClaims(payload) ? payload : null;
    } catch {
      return null;
    }
  }
}
