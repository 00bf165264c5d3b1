import { storageKeys } from '../lib/storage-keys';
import { readSessionUser, type SessionUser } from '../lib/session/session-user';

/**
 * The portal's session in this browser, read where the portal keeps it (local storage, under the
 * auth-details key), fresh on every call: the portal renews it in its own tabs and clears it on
 * sign-out. Null when nobody is signed in.
 */
export function currentSession(storage: Storage = localStorage): SessionUser | null {
  const raw = storage.getItem(storageKeys.authDetails);
  if (!raw) return null;
  try {
    return readSessionUser(JSON.parse(raw));
  } catch {
    return null;
  }
}

/**
 * The account the examples are for: the one chosen in the portal in this browser, else the one the
 * session acts for; null for someone who has not used the portal here.
 */
export function exampleAccountId(session: SessionUser | null, storage: Storage = localStorage): string | null {
  if (!session) return null;
  return storage.getItem(storageKeys.currentAccount) ?? session.accountId ?? null;
}

/**
 * A fetch that sends the signed-in portal user's token, so the explorer acts as them without their
 * token ever being shown, stored by the explorer, or put in a URL. An Authorization header the
 * person wrote in the Headers editor wins: that is how anyone else (or someone trying another
 * token) calls.
 */
export function sessionFetch(session: () => SessionUser | null = currentSession, send: typeof fetch = fetch): typeof fetch {
  return (input, init) => {
    const headers = new Headers(init?.headers);
    const user = session();
    if (user && !headers.has('authorization')) headers.set('authorization', `Bearer ${user.jwt}`);
    return send(input, { ...init, headers });
  };
}
