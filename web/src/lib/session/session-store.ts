import { checkoutDetailsKeys, signedInKeys, storageKeys } from '../storage-keys';
import { createStore } from '../store';
import { readSessionUser, type SessionUser } from './session-user';

function read(): SessionUser | null {
  const raw = localStorage.getItem(storageKeys.authDetails);
  if (!raw) return null;
  try {
    return readSessionUser(JSON.parse(raw));
  } catch {
    return null;
  }
}

const current = createStore<SessionUser | null>(read());

// Another tab signing in or out changes this one too.
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === storageKeys.authDetails || event.key === null) {
      current.set(read());
    }
  });
}

export const sessionStore = {
  get: current.get,
  subscribe: current.subscribe,
  signIn(user: SessionUser) {
    localStorage.setItem(storageKeys.authDetails, JSON.stringify(user));
    current.set(user);
  },
  /** Forgets the user and the partner, organisation and account they had chosen. */
  signOut() {
    for (const key of signedInKeys) localStorage.removeItem(key);
    // Billing details typed at checkout are the person's own: the next one to sign in here starts afresh.
    for (const key of checkoutDetailsKeys(Object.keys(sessionStorage))) sessionStorage.removeItem(key);
    current.set(null);
  },
};
