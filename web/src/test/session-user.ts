import type { SessionUser } from '../lib/session/session-user';

/** A signed-in owner of Acme, as the sign-in answers and the session store keeps it; `overrides` change any part. */
export function sessionUser(overrides: Partial<SessionUser> = {}): SessionUser {
  return {
    jwt: 'a.b.c',
    id: '7',
    userName: 'owner@acme.example',
    recycleDate: 4_000_000_000,
    roles: ['account'],
    territory: 'uk',
    validated: true,
    accountId: null,
    ...overrides,
  };
}
