import { useEffect } from 'react';
import { groupChoice } from '../../lib/group-choice';
import { firstAccountPath, pathTo, selectionOf } from '../access/group-tree';
import { useShell } from './shell-context';
import { useChooseAccount } from './use-choose-account';

/**
 * Lets screens act for a group by its id (lib/group-choice): the group with everything above it,
 * and the first account below it where it is no account itself, applied as Change Account applies
 * a choice. The change-account dialog runs this, so it works wherever the dialog can.
 */
export function useGroupChoiceHandler() {
  const { tree } = useShell();
  const chooseAccount = useChooseAccount();
  useEffect(
    () =>
      groupChoice.handleWith(async (groupId) => {
        const path = pathTo(tree, groupId);
        if (!path) return false;
        await chooseAccount(selectionOf(firstAccountPath(path) ?? path));
        return true;
      }),
    [tree, chooseAccount],
  );
}
