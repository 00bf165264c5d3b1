import { useEffect, useRef } from 'react';
import { useSession } from '../lib/session/use-session';
import { sessionStore } from '../lib/session/session-store';
import { browserAheadMs, issuedAtSeconds, refreshDelayMs } from '../lib/session/refresh-timing';
import { serverClock } from '../lib/session/server-clock';
import { ReauthenticateMutation } from '../lib/session/session-documents';
import { portalRequest } from './portal-client';

/**
 * Keeps the session alive: re-authenticates at half the time left before the recycle date, by the
 * server's clock (lib/session/server-clock.ts), keeping the chosen account, and never sooner than
 * 30 seconds after its last renewal (lib/session/refresh-timing.ts). A refresh that fails ends the
 * session as a 401 does, noting the page to come back to (sessionStore.expire), so a failed one is
 * never tried again. It runs on /validate too, outside the signed-in frame, so it sends its request
 * without Apollo Client.
 */
export function SessionKeeper() {
  const user = useSession();
  const jwt = user?.jwt;
  const recycleDate = user?.recycleDate;
  const accountId = user?.accountId;
  // When this page last sent a renewal, by the browser's clock: the floor under the next one.
  const lastRenewal = useRef<number | null>(null);

  useEffect(() => {
    if (!jwt || recycleDate === undefined) return;
    // The answer counts only for the session that asked: one that comes after Log Out (or another
    // sign-in) would otherwise sign the person back in, or note a page for the next sign-in.
    const stillAsked = () => sessionStore.get()?.jwt === jwt;
    const delay = refreshDelayMs(recycleDate, Date.now(), {
      issuedAtSeconds: issuedAtSeconds(jwt),
      browserAheadMs: browserAheadMs(serverClock.latestAnswer()),
      lastRenewalMs: lastRenewal.current,
    });
    const timer = window.setTimeout(async () => {
      lastRenewal.current = Date.now();
      try {
        const data = await portalRequest(ReauthenticateMutation, { accountId: accountId ?? null });
        serverClock.noteSessionAnswer(data.reauthenticate.jwt);
        if (stillAsked()) sessionStore.signIn(data.reauthenticate);
      } catch {
        if (stillAsked()) sessionStore.expire();
      }
    }, delay);
    return () => window.clearTimeout(timer);
  }, [jwt, recycleDate, accountId]);

  return null;
}
