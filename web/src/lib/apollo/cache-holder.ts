import type { ApolloClient } from '@apollo/client';
import { sessionStore } from '../session/session-store';
import { samePerson, type SessionUser } from '../session/session-user';
import { createStore, useStore, type ReadableStore } from '../store';

// One Apollo cache serves whoever is signed in on the page, so whenever that becomes another person
// what it holds for the previous one goes: at Log Out or a lost session, and just as much when the
// session moves straight from one user to another (a page brought back from the back/forward cache,
// or asleep, catching up on a sign-out and someone else's sign-in at once; another tab signing in
// as someone else). Apollo clears asynchronously (it first gives up the requests in flight, whose
// answers are the previous person's), so this says whose data the cache may still hold, and the
// signed-in frame shows nothing for the new person until that is them.

const holders = new WeakMap<ApolloClient, ReadableStore<SessionUser | null>>();

/** Whose data `client`'s cache may hold, kept to the signed-in person from the first call on. */
export function cacheHolder(client: ApolloClient): ReadableStore<SessionUser | null> {
  let holder = holders.get(client);
  if (!holder) {
    holder = followSession(client);
    holders.set(client, holder);
  }
  return holder;
}

/** Whether `client`'s cache may hold data of no one but `user`. */
export function useCacheHeldFor(client: ApolloClient, user: SessionUser): boolean {
  return useStore(cacheHolder(client), (holder) => samePerson(holder, user));
}

function followSession(client: ApolloClient): ReadableStore<SessionUser | null> {
  const holder = createStore(sessionStore.get());
  let target = holder.get();
  let latest = 0;
  let clearing = false;
  sessionStore.subscribe(() => {
    const now = sessionStore.get();
    if (samePerson(now, target)) return; // a renewal or Change Account: still theirs
    target = now;
    const change = ++latest;
    // Signed out and cleared already: nobody's data is there to drop.
    if (!clearing && holder.get() === null) {
      holder.set(now);
      return;
    }
    clearing = true;
    void client
      .clearStore()
      .catch(() => undefined)
      .then(() => {
        if (change !== latest) return; // the session changed again meanwhile: the later clear settles it
        clearing = false;
        holder.set(target);
      });
  });
  return holder;
}
