import { checkoutDetailsKeys, draftKeys, signedInKeys, storageKeys } from '../storage-keys';
import { createStore } from '../store';
import { rememberReturnPoint } from './return-point';
import { readSessionUser, samePerson, type SessionUser } from './session-user';

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

const forgetInTab = (keys: readonly string[]) => {
  for (const key of keys) sessionStorage.removeItem(key);
};

/** Forgets the user and the partner, organisation and account they had chosen. */
function forgetSession() {
  for (const key of signedInKeys) localStorage.removeItem(key);
  // Billing details typed at checkout are the person's own: the next one to sign in here starts afresh.
  forgetInTab(checkoutDetailsKeys(Object.keys(sessionStorage)));
  current.set(null);
}

export const sessionStore = {
  get: current.get,
  subscribe: current.subscribe,
  signIn(user: SessionUser) {
    localStorage.setItem(storageKeys.authDetails, JSON.stringify(user));
    // What someone else left unsent in this tab is theirs: the person signing in now is another.
    forgetInTab(draftKeys(Object.keys(sessionStorage), user.id));
    current.set(user);
  },
  /**
   * Log Out, as the person asked: the session, the choices, what they typed and never sent, and
   * any page noted for the next sign-in, which goes home.
   */
  signOut() {
    forgetInTab(draftKeys(Object.keys(sessionStorage)));
    sessionStorage.removeItem(storageKeys.returnPoint);
    forgetSession();
  },
  /**
   * The session ended without the person asking (a 401, a failed renewal): the same, except that
   * where they were is noted for their next sign-in in this tab (lib/session/return-point.ts) and
   * what they typed is kept for them. Nothing once the session is gone already.
   */
  expire() {
    const user = current.get();
    if (!user) return;
    rememberReturnPoint(user.id, window.location);
    forgetSession();
  },
};

/**
 * Follows the session another page of the portal left in the storage both share. Signed out
 * there, this page was not left by choice here: it is noted to come back to, as after a 401. The
 * other page has cleared the storage; this one only follows, writing nothing there that the other
 * may have rewritten. Someone else signed in there (the sign-out in between caught up on at once,
 * or missed): this tab's own storage is then cleared as their sign-in here would have, of what the
 * previous person typed and never sent and of their billing details.
 */
function followStoredSession() {
  const user = read();
  const was = current.get();
  if (user?.jwt === was?.jwt) return;
  if (!user && was) rememberReturnPoint(was.id, window.location);
  if (user && was && !samePerson(user, was)) {
    forgetInTab(draftKeys(Object.keys(sessionStorage), user.id));
    forgetInTab(checkoutDetailsKeys(Object.keys(sessionStorage)));
  }
  current.set(user);
}

if (typeof window !== 'undefined') {
  // Another tab signing in or out changes this one too.
  window.addEventListener('storage', (event) => {
    if (event.key === storageKeys.authDetails || event.key === null) followStoredSession();
  });
  // A page the browser brings back from its back/forward cache (Back after Log Out on a page loaded
  // since) was asleep when the session changed. Chromium hands it the storage events it missed once
  // it wakes; a browser that does not would show the screen and the data of a user signed out since,
  // until its next call was refused.
  window.addEventListener('pageshow', (event) => {
    if (event.persisted) followStoredSession();
  });
}
