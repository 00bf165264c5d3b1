import { useSyncExternalStore } from 'react';
import { sessionStore } from './session-store';
import type { SessionUser } from './session-user';

export function useSession(): SessionUser | null {
  return useSyncExternalStore(sessionStore.subscribe, sessionStore.get, sessionStore.get);
}
