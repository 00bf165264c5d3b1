import { selectionKeys, storageKeys } from '../storage-keys';

// A session can end without the person asking: the gateway answers 401, a renewal fails, another
// tab signs out. They are sent to the login page with whatever they were doing still on the screen
// a moment before, so signing in again takes them back to that page, acting for the account they
// had chosen, rather than home (take-return-point.ts). Only they are taken back: someone else
// signing in on the tab goes home as usual, and the page's route guard still decides what the
// returning user may see there. Kept in session storage: the tab's own, gone with it, and never
// read by another tab's sign-in. This half rides with every page, as the session store does; the
// half that reads it loads with the sign-in.
//
// A page of the portal opened while nobody is signed in (a bookmark, a link in an e-mail) is
// noted the same way when the route guard sends the visitor to login, with no user, since none is
// known yet: whoever signs in next in the tab goes there, for a while (take-return-point.ts).

export interface ReturnPoint {
  /** Whose session ended; none for a page opened signed out, which is for whoever signs in next. */
  userId?: string;
  /** When it was noted (Date.now()): a page opened signed out is kept for a while only. */
  at: number;
  /** The page as the address bar read it, `/portal/...?...`. */
  href: string;
  /** The partner, organisation and account chosen, by their storage key (only a lost session's are put back). */
  selection: Record<string, string | null>;
}

/**
 * Notes, as the session of `userId` ends, the page the tab shows and whom they were acting for; or,
 * with no `userId`, the page opened with nobody signed in, for whoever signs in next in the tab.
 */
export function rememberReturnPoint(userId: string | undefined, { pathname, search }: Pick<Location, 'pathname' | 'search'>) {
  const selection: ReturnPoint['selection'] = {};
  for (const key of selectionKeys) selection[key] = localStorage.getItem(key);
  const point: ReturnPoint = { userId, href: pathname + search, selection, at: Date.now() };
  try {
    sessionStorage.setItem(storageKeys.returnPoint, JSON.stringify(point));
  } catch {
    // Storage refused (a private window): they sign in to home, as before.
  }
}
