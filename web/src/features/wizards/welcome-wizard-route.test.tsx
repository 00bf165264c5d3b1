import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { acmeMain, fakeGateway, type FakeRequest } from '../../test/render-screen';
import { renderRoute } from '../../test/render-route';
import * as route from './welcome-wizard-route';

interface Invitation {
  id: string;
  email: string;
  accessLevel: 'member' | 'owner';
}

/**
 * Acme Ltd with its details filled in and Acme Main named, so the wizard opens on Invite colleagues;
 * the invitations are those of the group each was sent to.
 */
function acmeService(waiting: Record<string, Invitation[]> = {}) {
  const invitations = new Map<string, Invitation[]>(Object.entries(waiting));
  const invitationsOf = (groupId: string) => invitations.get(groupId) ?? [];
  const administration = (groupId: string, group: Record<string, unknown>) => ({
    __typename: 'GroupAdministration',
    id: groupId,
    group: { __typename: 'Group', id: groupId, ...group },
    // Acme's owner, who holds access in the organisation and so in its account.
    users: { __typename: 'GroupUserPage', totalCount: 1 },
    invitations: invitationsOf(groupId).map((invitation) => ({ __typename: 'GroupInvitation', ...invitation })),
  });
  const gateway = fakeGateway((request: FakeRequest) => {
    switch (request.operationName) {
      case 'WelcomeWizard': {
        const { organisationId, accountId } = request.variables as { organisationId: string; accountId: string };
        return {
          data: {
            organisation: administration(organisationId, {
              name: 'Acme Ltd',
              address1: '1 High Street',
              address2: null,
              town: 'London',
              county: null,
              postcode: 'EC1A 1BB',
              country: 'United Kingdom',
            }),
            account: administration(accountId, { name: 'Acme Main' }),
            accountPlans: [],
          },
        };
      }
      case 'WelcomeInvite': {
        const { groupId, input } = request.variables as { groupId: string; input: { email: string; accessLevel: 'member' | 'owner' } };
        const invitation = { id: `${groupId}:${input.email}`, email: input.email, accessLevel: input.accessLevel };
        invitations.set(groupId, [...invitationsOf(groupId), invitation]);
        return { data: { inviteGroupUser: { __typename: 'GroupInvitation', ...invitation } } };
      }
      default:
        return { errors: [{ message: `unexpected ${request.operationName}` }] };
    }
  });
  return { ...gateway, invitationsOf };
}

describe('the welcome wizard', () => {
  it('invites colleagues to the account, where Administration → Account manages them, and lists its invitations', async () => {
    const service = acmeService();
    await renderRoute(route, { client: service.client, current: acmeMain(), path: '/welcomewizard' });
    const user = userEvent.setup();

    expect(await screen.findByRole('heading', { level: 2, name: 'Invite colleagues' })).toBeTruthy();
    await user.type(screen.getByLabelText('E-mail address'), 'colleague@acme.example');
    await user.click(screen.getByRole('button', { name: 'Invite' }));

    const sent = await screen.findByRole('list', { name: 'Invitations sent' });
    expect(within(sent).getByText('colleague@acme.example')).toBeTruthy();
    expect(service.of('WelcomeInvite').map((request) => request.variables.groupId)).toEqual(['103']);
    expect(service.invitationsOf('103').map((invitation) => invitation.email)).toEqual(['colleague@acme.example']);
    expect(service.invitationsOf('102')).toEqual([]);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Continue' })).toBeTruthy());
  });

  it("counts the account's invitations as colleagues asked, and opens on the step after", async () => {
    const service = acmeService({ '103': [{ id: '103:colleague@acme.example', email: 'colleague@acme.example', accessLevel: 'member' }] });
    await renderRoute(route, { client: service.client, current: acmeMain(), path: '/welcomewizard' });

    expect(await screen.findByRole('heading', { level: 2, name: 'Your services' })).toBeTruthy();
  });
});
