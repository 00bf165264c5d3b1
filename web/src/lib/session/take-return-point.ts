import { selectionKeys, storageKeys } from '../storage-keys';
import type { ReturnPoint } from './return-point';
import { returnPathOf } from './return-path';

/**
 * How long a page opened signed out (a bookmark, a link in an e-mail) waits for a sign-in: 30
 * minutes. Signing in right after opening it takes a minute, or a few more to reset a forgotten
 * password by e-mail; a tab left on the login page longer than that (over lunch, overnight) is
 * no longer on its way to that page, and the next person to sign in there goes home.
 */
export const openedPageLifetimeMs = 30 * 60_000;

/**
 * Read once, as `userId` signs in (the login form; for an unvalidated user, the validation code
 * that completes the sign-in): the route to go back to after a session that ended without them
 * asking (return-point.ts), with their choice of account put back, or to the page opened signed
 * out in the last 30 minutes, acting for whomever they act for on any sign-in; or null (nothing
 * noted, noted for someone else, noted too long ago, or not a page of the portal). Either way the
 * note is gone, so a later sign-in goes home.
 */
export function takeReturnPoint(userId: string, now = Date.now()): string | null {
  const stored = sessionStorage.getItem(storageKeys.returnPoint);
  sessionStorage.removeItem(storageKeys.returnPoint);
  let point: Partial<ReturnPoint> | null;
  try {
    point = JSON.parse(stored ?? 'null') as Partial<ReturnPoint> | null;
  } catch {
    return null;
  }
  if (!point) return null;
  const own = point.userId === userId;
  const opened = point.userId === undefined && typeof point.at === 'number' && point.at <= now && now - point.at < openedPageLifetimeMs;
  const path = own || opened ? returnPathOf(point.href) : null;
  if (!path) return null;
  // Only the person's own lost session chose an account; a page opened signed out chose none.
  if (own) {
    for (const key of selectionKeys) {
      const id = point.selection?.[key];
      if (typeof id === 'string') localStorage.setItem(key, id);
    }
  }
  return path;
}
