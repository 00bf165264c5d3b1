import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import { sessionStore } from '../../lib/session/session-store';
import type { SessionUser } from '../../lib/session/session-user';
import { acmeMain } from '../../test/acme-main';
import { fakeGateway, type FakeRequest } from '../../test/fake-gateway';
import { renderRoute } from '../../test/render-route';
import { sessionUser } from '../../test/session-user';
import { setting } from '../../components/user-permissions/test-support';
import * as route from './user-settings-route';

// User Settings (/user/{userId}): a user's privacy settings are their own consents, shown to them
// and to staff for support, never to an owner of their account.

const member = {
  __typename: 'User',
  id: '2',
  name: 'member@acme.example',
  email: 'member@acme.example',
  personalName: 'Mia Member',
  companyName: 'Acme Ltd',
  address1: '1 Acme Way',
  address2: null,
  address3: null,
  address4: null,
  town: 'Manchester',
  county: null,
  postcode: 'M1 1AA',
  country: 'United Kingdom',
  territory: 'uk',
  createTimestamp: null,
  updateTimestamp: null,
  permissions: [setting('20', 'Marketing', false, {}, [setting('22', 'Offers from partners', false)]), setting('41', 'Usage statistics', false)],
};

/** The member's settings, opened by the signed-in user `id` with `roles`, acting for Acme Main (as a member when `asMember`). */
async function openMemberSettings({ id, roles = ['account'], asMember = false }: { id: string; roles?: SessionUser['roles']; asMember?: boolean }) {
  sessionStore.signIn(sessionUser({ id, roles }));
  const gateway = fakeGateway(({ operationName }: FakeRequest) => {
    if (operationName === 'UserSettings') return { data: { user: member } };
    if (operationName === 'OwnedGroups') return { data: { myGroups: [] } };
    throw new Error(`Not expected: ${operationName}`);
  });
  await renderRoute(route, { client: gateway.client, current: acmeMain({ member: asMember }), path: '/user/2', params: { userId: '2' }, roles });
  await screen.findByRole('heading', { name: 'Mia Member' });
}

const privacyHeading = () => screen.queryByRole('heading', { name: 'Privacy settings' });

// The first render builds MUI's styles, which a busy machine does slowly.
describe("User Settings: a user's privacy settings", { timeout: 120_000 }, () => {
  afterEach(() => sessionStore.signOut());

  it('are shown to the user themselves, to switch', async () => {
    await openMemberSettings({ id: '2', asMember: true });
    expect(privacyHeading()).toBeTruthy();
    expect(screen.getByRole('switch', { name: 'Offers from partners' })).toHaveProperty('disabled', false);
  });

  it("are not offered to an owner of the user's account", async () => {
    await openMemberSettings({ id: '1' });
    expect(privacyHeading()).toBeNull();
    expect(screen.queryAllByRole('switch')).toEqual([]);
  });

  it('are shown to staff, for support', async () => {
    await openMemberSettings({ id: '9', roles: ['admin'] });
    expect(privacyHeading()).toBeTruthy();
    expect(screen.getByRole('switch', { name: 'Usage statistics' })).toHaveProperty('disabled', false);
  });
});

// Deleting another person is admin and super's, as locking is: sales see Delete user greyed out, and why.
describe("User Settings: deleting another user's record", { timeout: 120_000 }, () => {
  afterEach(() => sessionStore.signOut());

  const deleteButton = () => screen.getByRole('button', { name: 'Delete user' });

  it('is greyed out for sales, saying why', async () => {
    await openMemberSettings({ id: '10', roles: ['sales'] });
    expect(deleteButton()).toHaveProperty('disabled', true);
    expect(deleteButton().getAttribute('aria-describedby')).toBe('delete-user-unavailable');
    expect(document.getElementById('delete-user-unavailable')?.textContent).toBe('Only admin and super staff may delete another user.');
  });

  it('is offered to admin and super', async () => {
    for (const [id, role] of [
      ['8', 'admin'],
      ['9', 'super'],
    ] as const) {
      await openMemberSettings({ id, roles: [role] });
      expect(deleteButton(), role).toHaveProperty('disabled', false);
      expect(screen.queryByText('Only admin and super staff may delete another user.')).toBeNull();
      cleanup();
      sessionStore.signOut();
    }
  });

  it('is offered to the user themselves', async () => {
    await openMemberSettings({ id: '2', asMember: true });
    expect(deleteButton()).toHaveProperty('disabled', false);
  });
});
