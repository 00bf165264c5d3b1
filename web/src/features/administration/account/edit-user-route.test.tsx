import { afterEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { sessionStore } from '../../../lib/session/session-store';
import type { SessionUser } from '../../../lib/session/session-user';
import { fakeGateway, type FakeRequest } from '../../../test/fake-gateway';
import { renderRoute } from '../../../test/render-route';
import { sessionUser } from '../../../test/session-user';
import { setting } from '../../../components/user-permissions/test-support';
import * as route from './edit-user-route';

// Administration → Account → Edit User on Acme Main: which of a user's permissions the page asks
// for and offers, by who is editing whom.

const groupUser = (userId: string, email: string, personalName: string, held: { inherited: boolean; heldInGroupName: string }) => ({
  __typename: 'GroupUser',
  id: `103:${userId}`,
  userId,
  email,
  personalName,
  accessLevel: held.inherited ? 'owner' : 'member',
  locked: false,
  activity: null,
  ...held,
});

/** Priya Partner, an owner of Northwind Partners: her access to Acme Main is held in the partner above. */
const priya = groupUser('3', 'partner@northwind.example', 'Priya Partner', { inherited: true, heldInGroupName: 'Northwind Partners' });
/** Mia Member, a member of Acme Main itself. */
const mia = groupUser('2', 'member@acme.example', 'Mia Member', { inherited: false, heldInGroupName: 'Acme Main' });

const permissions = [
  setting('1', 'Data administration', false, { refId: 'DATA_ADMIN', admin: true }),
  setting('20', 'Marketing', false, {}, [setting('22', 'Offers from partners', false)]),
  setting('41', 'Usage statistics', false),
  setting('50', 'Service reports', false, { isNotification: false }),
];

/** Opens the page on `user`, signed in with `roles`; the gateway answers the user's permissions whoever asks. */
async function editUser(user: typeof priya, roles: SessionUser['roles'] = ['account']) {
  sessionStore.signIn(sessionUser({ id: '1', roles }));
  const gateway = fakeGateway(({ operationName, variables }: FakeRequest) => {
    if (operationName === 'EditGroupUser') {
      const group = { __typename: 'Group', id: '103', name: 'Acme Main', type: 'account' };
      return { data: { groupAdministration: { __typename: 'GroupAdministration', id: '103', group, user } } };
    }
    if (operationName === 'UserPermissions') return { data: { user: { __typename: 'User', id: variables.userId, permissions } } };
    throw new Error(`Not expected: ${operationName}`);
  });
  await renderRoute(route, { client: gateway.client, path: `/administration/account/edituser/${user.userId}`, params: { userId: user.userId }, roles });
  await screen.findByTestId('edited-user-name');
  return gateway;
}

const permissionsCard = () => within(document.getElementById('edit-user-permissions') ?? document.body);

// The first render builds MUI's styles, which a busy machine does slowly.
describe('Edit User: the permissions card', { timeout: 120_000 }, () => {
  afterEach(() => sessionStore.signOut());

  it('does not ask an owner for the permissions of a user whose access is held above, and says where they are changed', async () => {
    const gateway = await editUser(priya);
    expect(permissionsCard().getByTestId('permissions-held-above').textContent).toBe(
      'Their permissions cannot be changed here: their access comes from Northwind Partners, so they are changed there.',
    );
    expect(gateway.of('UserPermissions')).toEqual([]);
    expect(screen.queryByText(/Failed to load/)).toBeNull();
    expect(screen.queryAllByRole('switch')).toEqual([]);
  });

  it("offers an owner the permissions they grant a user of the account, never the user's privacy settings", async () => {
    const gateway = await editUser(mia);
    const card = permissionsCard();
    expect(await card.findByRole('group', { name: 'Other permissions' })).toBeTruthy();
    expect(card.getByRole('switch', { name: 'Service reports' })).toHaveProperty('disabled', false);
    expect(card.getByRole('switch', { name: 'DATA_ADMIN' })).toHaveProperty('disabled', true);
    expect(card.queryByRole('group', { name: 'Marketing' })).toBeNull();
    expect(card.queryByRole('switch', { name: 'Offers from partners' })).toBeNull();
    expect(card.queryByRole('switch', { name: 'Usage statistics' })).toBeNull();
    expect(gateway.of('UserPermissions').map((request) => request.variables)).toEqual([{ userId: '2' }]);
  });

  it.each([
    ['a user of the account', mia],
    ['a user whose access is held above', priya],
  ])('offers staff every permission of %s, privacy settings too, for support', async (_case, user) => {
    await editUser(user, ['admin']);
    const card = permissionsCard();
    expect(await card.findByRole('switch', { name: 'Offers from partners' })).toHaveProperty('disabled', false);
    expect(card.getByRole('switch', { name: 'DATA_ADMIN' })).toHaveProperty('disabled', false);
    expect(card.getByRole('switch', { name: 'Service reports' })).toBeTruthy();
    expect(screen.queryByTestId('permissions-held-above')).toBeNull();
  });
});
