import { useEffect } from 'react';
import { useSession } from '../lib/session/use-session';
import { sessionStore } from '../lib/session/session-store';
import { refreshDelayMs } from '../lib/session/refresh-timing';
import { ReauthenticateMutation } from '../lib/session/session-documents';
import { portalRequest } from './portal-client';

/**
 * Keeps the session alive: re-authenticates at half the time left before the recycle date,
 * keeping the chosen account. A refresh that fails ends the session as a 401 does, noting the page
 * to come back to (sessionStore.expire). It runs on /validate too, outside the signed-in frame, so
 * it sends its request without Apollo Client.
 */
export function SessionKeeper() {
  const user = useSession();
  const jwt = user?.jwt;
  const recycleDate = user?.recycleDate;
  const accountId = user?.accountId;

  useEffect(() => {
    if (!jwt || recycleDate === undefined) return;
    // The answer counts only for the session that asked: one that comes after Log Out (or another
    // sign-in) would otherwise sign the person back in, or note a page for the next sign-in.
    const stillAsked = () => sessionStore.get()?.jwt === jwt;
    const timer = window.setTimeout(
      async () => {
        try {
          const data = await portalRequest(ReauthenticateMutation, { accountId: accountId ?? null });
          if (stillAsked()) sessionStore.signIn(data.reauthenticate);
        } catch {
          if (stillAsked()) sessionStore.expire();
        }
      },
      refreshDelayMs(recycleDate, Date.now()),
    );
    return () => window.clearTimeout(timer);
  }, [jwt, recycleDate, accountId]);

  return null;
}
