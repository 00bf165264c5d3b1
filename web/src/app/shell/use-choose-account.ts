import { useCallback } from 'react';
import { useMutation } from '@apollo/client/react';
import { ReauthenticateMutation } from '../../lib/session/session-documents';
import { useFailure } from '../../components/failure/use-failure';
import { sessionStore } from '../../lib/session/session-store';
import type { Selection } from '../access/types';
import { selectionStore } from './selection-store';

/**
 * Applies a choice of partner, organisation and account: kept per level, and the session
 * re-authenticated for the account when the user owns it, or without an account otherwise.
 */
export function useChooseAccount() {
  const [reauthenticate] = useMutation(ReauthenticateMutation);
  // Whoever switches (the change-account dialog, a new account) has no place for this failure: the dialog says it.
  const { report } = useFailure('switch account');
  return useCallback(
    async (selection: Selection) => {
      const owned = selection.account?.isOwner ? selection.account.id : null;
      let data;
      try {
        ({ data } = await reauthenticate({ variables: { accountId: owned } }));
      } catch (error) {
        report(error);
        throw error;
      }
      selectionStore.remember(selection);
      if (data) sessionStore.signIn(data.reauthenticate);
    },
    [reauthenticate, report],
  );
}
