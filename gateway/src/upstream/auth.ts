/**
 * How a call authenticates: with the caller's bearer token, with a user name and password, or not
 * at all. `auth-error: 400` asks the service to answer a failed sign-in with 400 instead of 401,
 * so a wrong password is an ordinary error rather than a sign-out.
 */
export type AuthMode = { kind: 'bearer' } | { kind: 'basic'; userName: string; password: string } | { kind: 'none'; authError400?: boolean };

/** The caller's Authorization value when it is a bearer token; anything else is not forwarded. */
export function bearerOf(authorization: string | undefined): string | undefined {
  return authorization && /^bearer\s+\S/i.test(authorization) ? authorization : undefined;
}

/** The headers `auth` adds to a call made for a caller who sent `callerAuthorization`. */
export function authHeaders(auth: AuthMode, callerAuthorization: string | undefined): Record<string, string> {
  switch (auth.kind) {
    case 'bearer': {
      const bearer = bearerOf(callerAuthorization);
      return bearer ? { authorization: bearer } : {};
    }
    case 'basic': {
      const credentials = Buffer.from(`${auth.userName}:${auth.password}`, 'utf8').toString('base64');
      return { authorization: `Basic ${credentials}`, 'auth-error': '400' };
    }
    case 'none':
      return auth.authError400 ? { 'auth-error': '400' } : {};
  }
}
