import { afterEach, describe, expect, it } from 'vitest';
import { useEffect } from 'react';
import { useApolloClient } from '@apollo/client/react';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { dialogStore } from '../../components/dialogs/dialog-store';
import type { FakeRequest } from '../../features/applications/test-support';
import { ShellQuery } from './shell-documents';
import { renderFrame, sessionUser, shellGroup, type ShellNode } from './frame-test-support';

afterEach(() => {
  dialogStore.closeAll();
  localStorage.clear();
});

const inviteeLtd: ShellNode = { id: '40', name: 'Invitee Ltd', type: 'account', isOwner: true };
const acmeMain: ShellNode = { id: '30', name: 'Acme Main', type: 'account', isMember: true };

/** What a route loader does as the page opens: asks for the groups, sharing a request in flight. */
function LoaderLike() {
  const client = useApolloClient();
  useEffect(() => {
    void client.query({ query: ShellQuery });
  }, [client]);
  return <p>Home screen</p>;
}

describe('joining through an invitation', () => {
  it('offers the joined account in Change Account, though a screen asked for the groups as the page opened and they were slow to come', async () => {
    let joined = false;
    let answerFirstRead: (() => void) | undefined;
    const groupsRead = new Promise<void>((resolve) => (answerFirstRead = resolve));
    let reads = 0;
    const answer = async ({ operationName }: FakeRequest) => {
      if (operationName === 'Shell') {
        reads += 1;
        // A read answers with the groups as they were when it was asked for, however late.
        const before = !joined;
        if (reads === 1) await groupsRead;
        return { data: { myGroups: (before ? [inviteeLtd] : [inviteeLtd, acmeMain]).map(shellGroup) } };
      }
      if (operationName === 'AcceptInvitation') {
        joined = true;
        return { data: { acceptInvitation: { __typename: 'Group', id: '30', name: 'Acme Main', type: 'account', isOwner: false, isMember: true } } };
      }
      return { data: null };
    };
    const gateway = renderFrame(sessionUser({ accountId: '40' }), answer, <LoaderLike />, '?invitation=good-token');
    // The first read (the frame's, shared by the screen's) comes back only after a while.
    await waitFor(() => expect(reads).toBe(1));
    answerFirstRead?.();

    await waitFor(() => expect(dialogStore.list().map((d) => d.title)).toEqual(['Invitation accepted']));
    dialogStore.closeAll();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Change Account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change Account' });
    expect(within(dialog).getByRole('button', { name: /Acme Main/ })).toBeTruthy();
    expect(gateway.of('AcceptInvitation')).toHaveLength(1);
  });
});
