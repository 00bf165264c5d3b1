import { checkoutDetailsKey, signedInKeys, storageKeys } from '../storage-keys';
import { readSessionUser, type SessionUser } from './session-user';

type Listener = () => void;
const listeners = new Set<Listener>();

function read(): SessionUser | null {
  const raw = localStorage.getItem(storageKeys.authDetails);
  if (!raw) return null;
  try {
    return readSessionUser(JSON.parse(raw));
  } catch {
    return null;
  }
}

let current: SessionUser | null = read();

function emit() {
  for (const listener of listeners) listener();
}

// Another tab signing in or out changes this one too.
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === storageKeys.authDetails || event.key === null) {
      current = read();
      emit();
    }
  });
}

export const sessionStore = {
  get(): SessionUser | null {
    return current;
  },
  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  signIn(user: SessionUser) {
    current = user;
    localStorage.setItem(storageKeys.authDetails, JSON.stringify(user));
    emit();
  },
  /** Forgets the user and the partner, organisation and account they had chosen. */
  signOut() {
    for (const key of signedInKeys) localStorage.removeItem(key);
    // Billing details typed at checkout are the person's own: the next one to sign in here starts afresh.
    for (const key of Object.keys(sessionStorage)) if (key.startsWith(checkoutDetailsKey(''))) sessionStorage.removeItem(key);
    current = null;
    emit();
  },
};
