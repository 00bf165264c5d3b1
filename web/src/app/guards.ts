import { redirect, type LoaderFunctionArgs } from 'react-router';
import { sessionStore } from '../lib/session/session-store';
import { rememberReturnPoint } from '../lib/session/return-point';
import { withSearch } from '../lib/navigation';

const searchOf = (request: Request) => new URL(request.url).search;

/**
 * Signed-in screens: no token goes to login, an unvalidated user to /validate. The page opened
 * without a token (a bookmark, a link in an e-mail) is noted for whoever signs in next in the tab,
 * who goes there rather than home (lib/session/return-point.ts).
 */
export function requireValidatedSession({ request }: LoaderFunctionArgs) {
  const user = sessionStore.get();
  if (!user) {
    rememberReturnPoint(undefined, new URL(request.url));
    throw redirect(withSearch('/login', searchOf(request)));
  }
  if (!user.validated) throw redirect(withSearch('/validate', searchOf(request)));
  return null;
}

/** /validate skips the account check but still needs a token; a validated user has nothing to do there. */
export function requireUnvalidatedSession({ request }: LoaderFunctionArgs) {
  const user = sessionStore.get();
  if (!user) throw redirect(withSearch('/login', searchOf(request)));
  if (user.validated) throw redirect(withSearch('/home', searchOf(request)));
  return null;
}

/** The landing pages send a signed-in user on to where they belong. */
export function redirectSignedIn({ request }: LoaderFunctionArgs) {
  const user = sessionStore.get();
  if (user) throw redirect(withSearch(user.validated ? '/home' : '/validate', searchOf(request)));
  return null;
}

export function redirectFromRoot({ request }: LoaderFunctionArgs) {
  const user = sessionStore.get();
  return redirect(withSearch(!user ? '/login' : user.validated ? '/home' : '/validate', searchOf(request)));
}
