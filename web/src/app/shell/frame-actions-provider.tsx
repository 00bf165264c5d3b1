import { useCallback, useMemo, type ReactNode } from 'react';
import { FrameActionsContext, type FrameActions } from '../../lib/frame-actions';
import { firstAccountPath, pathTo, selectionOf } from '../access/group-tree';
import type { GroupView } from '../access/types';
import { useShell } from './shell-context';
import { useChooseAccount } from './use-choose-account';

/** Acts for a group of `tree` (and the first account at or below it); false when the tree lacks it. */
function useChooseIn() {
  const chooseAccount = useChooseAccount();
  return useCallback(
    async (tree: readonly GroupView[], groupId: string) => {
      const path = pathTo(tree, groupId);
      if (!path) return false;
      await chooseAccount(selectionOf(firstAccountPath(path) ?? path));
      return true;
    },
    [chooseAccount],
  );
}

/**
 * After creating a group: reload the groups, then make the new group (the first account at or
 * below it) the current organisation and account, as creation does (docs/flows.md).
 */
export function useShowGroup(): (groupId: string) => Promise<void> {
  const { refetchGroups } = useShell();
  const chooseIn = useChooseIn();
  return useCallback(
    async (groupId: string) => {
      await chooseIn(await refetchGroups(), groupId);
    },
    [refetchGroups, chooseIn],
  );
}

/** Hands the screens what they may ask of the frame (lib/frame-actions). */
export function FrameActionsProvider({ children }: { children: ReactNode }) {
  const { tree } = useShell();
  const chooseIn = useChooseIn();
  const showGroup = useShowGroup();
  const actions = useMemo<FrameActions>(() => ({ chooseGroup: (groupId) => chooseIn(tree, groupId), showGroup }), [tree, chooseIn, showGroup]);
  return <FrameActionsContext.Provider value={actions}>{children}</FrameActionsContext.Provider>;
}
