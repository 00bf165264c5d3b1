import { createContext, useContext } from 'react';
import type { AccessContext, GroupView, Selection } from '../access/types';
import type { SessionUser } from '../../lib/session/session-user';

export interface Shell {
  user: SessionUser;
  tree: GroupView[];
  /** null while the groups load: guarded screens show nothing until it is known. */
  selection: Selection | null;
  access: AccessContext;
  /** Asks for the groups again (after a change to them) and gives the new tree. */
  refetchGroups: () => Promise<GroupView[]>;
}

export const ShellContext = createContext<Shell | null>(null);

export function useShell(): Shell {
  const shell = useContext(ShellContext);
  if (!shell) throw new Error('useShell is only for screens inside the signed-in frame');
  return shell;
}
