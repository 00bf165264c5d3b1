import { useCallback, useMemo, type ReactNode } from 'react';
import { FrameActionsContext, type FrameActions } from '../../lib/frame-actions';
import { firstAccountPath, pathTo, selectionOf } from '../access/group-tree';
import { useShell } from './shell-context';
import { useChooseAccount } from './use-choose-account';

/**
 * After creating a group: reload the groups, then make the new group (the first account at or
 * below it) the current organisation and account, as spec section 4 asks of creation.
 */
export function useShowGroup(): (groupId: string) => Promise<void> {
  const { refetchGroups } = useShell();
  const chooseAccount = useChooseAccount();
  return useCallback(
    async (groupId: string) => {
      const tree = await refetchGroups();
      const path = pathTo(tree, groupId);
      if (path) await chooseAccount(selectionOf(firstAccountPath(path) ?? path));
    },
    [refetchGroups, chooseAccount],
  );
}

/** Hands the screens what they may ask of the frame (lib/frame-actions). */
export function FrameActionsProvider({ children }: { children: ReactNode }) {
  const showGroup = useShowGroup();
  const actions = useMemo<FrameActions>(() => ({ showGroup }), [showGroup]);
  return <FrameActionsContext.Provider value={actions}>{children}</FrameActionsContext.Provider>;
}
