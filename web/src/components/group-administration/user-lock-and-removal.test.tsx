import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { dialogStore } from '../dialogs/dialog-store';
import { fakeGateway, renderScreen, type FakeRequest } from '../../test/render-screen';
import { OWNER_LOCK_REASON, UserLockAndRemoval } from './user-lock-and-removal';

const martin = { id: '103:2', userId: '2', email: 'member@acme.example', personalName: 'Martin Member', locked: false };

function respond({ operationName, variables }: FakeRequest) {
  if (operationName === 'RemoveGroupUser') return { data: { removeGroupUser: true } };
  return {
    data: {
      setGroupUserLocked: {
        __typename: 'GroupUser',
        ...martin,
        locked: variables.locked,
        accessLevel: 'member',
        inherited: false,
        heldInGroupName: 'Acme Main',
        activity: null,
      },
    },
  };
}

describe("a user's lock and removal", () => {
  it('locks the user at once', async () => {
    const gateway = fakeGateway(respond);
    const user = userEvent.setup();
    renderScreen(
      <UserLockAndRemoval groupId="103" groupName="Acme Main" user={martin} self={false} inherited={false} returnTo="/administration/account" mayLock />,
      {
        client: gateway.client,
      },
    );
    await user.click(screen.getByRole('button', { name: 'Lock user' }));
    await waitFor(() => expect(gateway.of('SetGroupUserLocked').map((r) => r.variables)).toEqual([{ groupId: '103', userId: '2', locked: true }]));
  });

  it('shows an owner no lock button, and says why and what to do instead', () => {
    renderScreen(
      <UserLockAndRemoval
        groupId="103"
        groupName="Acme Main"
        user={martin}
        self={false}
        inherited={false}
        returnTo="/administration/account"
        mayLock={false}
      />,
      { client: fakeGateway(respond).client },
    );
    expect(screen.queryByRole('button', { name: 'Lock user' })).toBeNull();
    expect(screen.getByText(OWNER_LOCK_REASON)).toBeTruthy();
    // The reason says what a lock does: the line for those who may lock is not said twice.
    expect(screen.queryByText('A locked user can no longer log in to the portal, for any account.')).toBeNull();
    expect(screen.getByRole('button', { name: 'Remove from account' })).toHaveProperty('disabled', false);
  });

  it('removes the user only once the owner confirms, then goes back to the account', async () => {
    const gateway = fakeGateway(respond);
    const user = userEvent.setup();
    renderScreen(
      <UserLockAndRemoval groupId="103" groupName="Acme Main" user={martin} self={false} inherited={false} returnTo="/administration/account" mayLock />,
      {
        client: gateway.client,
        path: '/administration/account/edituser/2',
      },
    );
    await user.click(screen.getByRole('button', { name: 'Remove from account' }));
    await waitFor(() => expect(dialogStore.list()).toHaveLength(1));
    expect(dialogStore.list()[0]).toMatchObject({
      kind: 'question',
      title: 'Remove user',
      message: 'Remove Martin Member from Acme Main? They will no longer be able to use it.',
    });
    dialogStore.close(dialogStore.list()[0]!.id, false);
    expect(gateway.of('RemoveGroupUser')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Remove from account' }));
    await waitFor(() => expect(dialogStore.list()).toHaveLength(1));
    dialogStore.close(dialogStore.list()[0]!.id, true);
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/administration/account'));
    expect(gateway.of('RemoveGroupUser').map((r) => r.variables)).toEqual([{ groupId: '103', userId: '2' }]);
  });

  it('offers neither to the owner themselves, and no removal of access held above', () => {
    const { unmount } = renderScreen(
      <UserLockAndRemoval groupId="103" groupName="Acme Main" user={martin} self inherited={false} returnTo="/administration/account" mayLock />,
      {
        client: fakeGateway(respond).client,
      },
    );
    expect(screen.getByRole('button', { name: 'Lock user' })).toHaveProperty('disabled', true);
    expect(screen.getByRole('button', { name: 'Remove from account' })).toHaveProperty('disabled', true);
    unmount();
    renderScreen(<UserLockAndRemoval groupId="103" groupName="Acme Main" user={martin} self={false} inherited returnTo="/administration/account" mayLock />, {
      client: fakeGateway(respond).client,
    });
    expect(screen.getByRole('button', { name: 'Lock user' })).toHaveProperty('disabled', false);
    expect(screen.getByRole('button', { name: 'Remove from account' })).toHaveProperty('disabled', true);
  });
});
