import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { UserPermissionsEditor } from './user-permissions-editor';
import { UserPermissionsPanel } from './user-permissions-panel';
import { fakeGateway, renderWithClient, setting, type FakeSetting } from './test-support';

const settings = [
  setting('1', 'Data administration', false, { refId: 'DATA_ADMIN', admin: true, description: 'Create and change datasets and plans.' }),
  setting('20', 'Marketing', false, {}, [setting('21', 'Product news by e-mail', false, { description: 'About once a month.' })]),
  setting('41', 'Usage statistics', true),
];
const user = { __typename: 'User' as const, id: '1', permissions: settings };

/** The user as the gateway answers setUserPermission: `permissionId` now `enabled`. */
function answered(permissionId: string, enabled: boolean) {
  const flip = (s: FakeSetting): FakeSetting => ({ ...s, enabled: s.permissionId === permissionId ? enabled : s.enabled, children: s.children.map(flip) });
  return { data: { setUserPermission: { ...user, permissions: settings.map(flip) } } };
}

// The first render builds MUI's styles, which a busy machine does slowly.
describe('UserPermissionsEditor', { timeout: 120_000 }, () => {
  it('groups privacy settings under their parent and General, and sends a switch at once', async () => {
    const gateway = fakeGateway((request) =>
      request.operationName === 'UserPermissions' ? { data: { user } } : answered(String(request.variables.permissionId), Boolean(request.variables.enabled)),
    );
    // Through the panel, as a screen shows it: the user read from the cache the change updates.
    renderWithClient(<UserPermissionsPanel userId="1" scope="privacy" />, gateway.client);
    const marketing = await screen.findByRole('group', { name: 'Marketing' });
    expect(within(screen.getByRole('group', { name: 'General' })).getByRole('switch', { name: 'Usage statistics' })).toHaveProperty('checked', true);
    expect(screen.queryByText('DATA_ADMIN')).toBeNull();

    const news = within(marketing).getByRole('switch', { name: 'Product news by e-mail', description: 'About once a month.' });
    await userEvent.click(news);
    expect(await screen.findByText('Product news by e-mail turned on')).toBeTruthy();
    expect(news).toHaveProperty('checked', true);
    expect(news).toHaveProperty('disabled', false);
    expect(gateway.of('SetUserPermission').map((r) => r.variables)).toEqual([{ userId: '1', permissionId: '21', enabled: true }]);
  });

  it("puts a refused switch back and shows the service's reason", async () => {
    const gateway = fakeGateway(() => ({
      errors: [
        { message: 'Not allowed', extensions: { code: 'FORBIDDEN', action: 'change the permission', msg: "Not allowed to change that user's permissions" } },
      ],
    }));
    renderWithClient(<UserPermissionsEditor user={user} scope="privacy" />, gateway.client);
    const statistics = screen.getByRole('switch', { name: 'Usage statistics' });
    await userEvent.click(statistics);
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', "Failed to change the permission: Not allowed to change that user's permissions");
    expect(statistics).toHaveProperty('checked', true);
    expect(statistics).toHaveProperty('disabled', false);
  });

  it('names staff-role permissions by reference, describes them in a tooltip, and lets only staff switch them', async () => {
    const gateway = fakeGateway(() => ({ data: null }));
    const { unmount } = renderWithClient(<UserPermissionsEditor user={user} scope="all" />, gateway.client);
    const staffRoles = screen.getByRole('group', { name: 'Staff roles' });
    const dataAdmin = within(staffRoles).getByRole('switch', { name: 'DATA_ADMIN', description: 'Create and change datasets and plans.' });
    expect(dataAdmin).toHaveProperty('disabled', true);
    unmount();
    renderWithClient(<UserPermissionsEditor user={user} scope="all" canChangeStaffRoles />, gateway.client);
    expect(within(screen.getByRole('group', { name: 'Staff roles' })).getByRole('switch', { name: 'DATA_ADMIN' })).toHaveProperty('disabled', false);
  });
});
