import { useEffect } from 'react';
import { useMutation } from '@apollo/client/react';
import { useSession } from '../lib/session/use-session';
import { sessionStore } from '../lib/session/session-store';
import { refreshDelayMs } from '../lib/session/refresh-timing';
import { ReauthenticateMutation } from '../lib/session/session-queries';

/**
 * Keeps the session alive: re-authenticates at half the time left before the recycle date,
 * keeping the chosen account. A refresh that fails signs the user out.
 */
export function SessionKeeper() {
  const user = useSession();
  const [reauthenticate] = useMutation(ReauthenticateMutation);
  const jwt = user?.jwt;
  const recycleDate = user?.recycleDate;
  const accountId = user?.accountId;

  useEffect(() => {
    if (!jwt || recycleDate === undefined) return;
    const timer = window.setTimeout(async () => {
      try {
        const { data } = await reauthenticate({ variables: { accountId: accountId ?? null } });
        if (data) sessionStore.signIn(data.reauthenticate);
        else sessionStore.signOut();
      } catch {
        sessionStore.signOut();
      }
    }, refreshDelayMs(recycleDate, Date.now()));
    return () => window.clearTimeout(timer);
  }, [jwt, recycleDate, accountId, reauthenticate]);

  return null;
}
