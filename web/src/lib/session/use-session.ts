import { useStore } from '../store';
import { sessionStore } from './session-store';
import type { SessionUser } from './session-user';

export function useSession(): SessionUser | null {
  return useStore(sessionStore);
}
