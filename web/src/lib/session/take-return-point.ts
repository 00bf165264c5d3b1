import { selectionKeys, storageKeys } from '../storage-keys';
import type { ReturnPoint } from './return-point';
import { returnPathOf } from './return-path';

/**
 * Read once, as `userId` signs in through the login form: the route to go back to after a session
 * that ended without them asking (return-point.ts), with their choice of account put back; or null
 * (nothing noted, noted for someone else, or not a page of the portal). Either way the note is
 * gone, so a later sign-in goes home.
 */
export function takeReturnPoint(userId: string): string | null {
  const stored = sessionStorage.getItem(storageKeys.returnPoint);
  sessionStorage.removeItem(storageKeys.returnPoint);
  let point: Partial<ReturnPoint> | null;
  try {
    point = JSON.parse(stored ?? 'null') as Partial<ReturnPoint> | null;
  } catch {
    return null;
  }
  const path = point?.userId === userId ? returnPathOf(point.href) : null;
  if (!path) return null;
  for (const key of selectionKeys) {
    const id = point?.selection?.[key];
    if (typeof id === 'string') localStorage.setItem(key, id);
  }
  return path;
}
