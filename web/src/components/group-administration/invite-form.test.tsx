import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { sessionStore } from '../../lib/session/session-store';
import { sessionUser } from '../../test/session-user';
import { fakeGateway, refused, renderScreen, type FakeRequest } from '../../test/render-screen';
import { InviteForm } from './invite-form';

const invitation = (variables: Record<string, unknown>) => {
  const input = variables.input as { email: string; accessLevel: string; takeOwnership: boolean };
  return {
    __typename: 'GroupInvitation',
    id: `103:${input.email}`,
    email: input.email,
    accessLevel: input.accessLevel,
    takeOwnership: input.takeOwnership,
    sentAt: null,
    expires: null,
  };
};

/** The group's waiting invitations: one to Spaced@Example.com, an owner's, lapsing on 30 Nov 2026. */
const waitingInvitations = {
  data: {
    groupAdministration: {
      __typename: 'GroupAdministration',
      id: '103',
      invitations: [
        {
          __typename: 'GroupInvitation',
          id: '103:Spaced@Example.com',
          email: 'Spaced@Example.com',
          accessLevel: 'owner',
          takeOwnership: false,
          sentAt: '2026-11-28T09:00:00.000Z',
          expires: '2026-11-30T09:00:00.000Z',
        },
      ],
    },
  },
};

function respond({ operationName, variables }: FakeRequest) {
  if (operationName === 'InviteFormWaiting') return waitingInvitations;
  const input = variables.input as { email: string };
  if (input.email === 'member@acme.example') return refused('send the invitation', 'That user already belongs to this group', 'CONFLICT');
  return { data: { inviteGroupUser: invitation(variables) } };
}

const email = () => screen.getByRole('textbox', { name: 'E-mail address' });
const days = () => screen.getByRole<HTMLInputElement>('textbox', { name: 'Days' });
const hours = () => screen.getByRole<HTMLInputElement>('textbox', { name: 'Hours' });

describe('Invite User', () => {
  it('offers a day and a member by default, asking in days and hours, and sends the seconds the service takes', async () => {
    const gateway = fakeGateway(respond);
    const user = userEvent.setup();
    renderScreen(<InviteForm group={{ id: '103', type: 'account' }} returnTo="/administration/account" />, {
      client: gateway.client,
      path: '/administration/account/invite',
    });
    expect([days().value, hours().value]).toEqual(['1', '0']);
    expect(screen.getByRole('group', { name: 'Expires after' })).toBeTruthy();
    expect(screen.getByTestId('invite-expiry-help').textContent).toMatch(
      /^The invitation lapses 1 day after it is sent: on \d{1,2} \w{3,4} \d{4}, \d{2}:\d{2} if sent now\.$/,
    );
    expect(screen.queryByText(/seconds/)).toBeNull();
    await user.type(email(), 'new.colleague@fresh.example');
    await user.click(screen.getByRole('button', { name: 'Send invitation' }));
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/administration/account'));
    expect(gateway.of('InviteGroupUser')[0]?.variables).toEqual({
      groupId: '103',
      input: {
        email: 'new.colleague@fresh.example',
        accessLevel: 'member',
        expirySeconds: 86400,
        takeOwnership: false,
        acceptUrl: `${window.location.origin}/portal/register`,
      },
    });
  });

  it('says when the address typed already has an invitation waiting, which sending this one replaces', async () => {
    const gateway = fakeGateway(respond);
    const user = userEvent.setup();
    renderScreen(<InviteForm group={{ id: '103', type: 'account' }} returnTo="/administration/account" />, { client: gateway.client });
    await user.type(email(), 'spaced@example.co');
    expect(screen.queryByTestId('invite-waiting')).toBeNull();
    await user.type(email(), 'm');
    const warning = await screen.findByTestId('invite-waiting');
    expect(warning.textContent).toMatch(
      /^An invitation to this address is already waiting \(Owner, expires 30 Nov 2026, \d{2}:\d{2}\)\. Sending this one replaces it: the link in the earlier e-mail stops working\.$/,
    );
    await user.clear(email());
    await user.type(email(), 'someone.else@example.com');
    expect(screen.queryByTestId('invite-waiting')).toBeNull();
  });

  it('makes the invitee an owner when they are to take ownership', async () => {
    const gateway = fakeGateway(respond);
    const user = userEvent.setup();
    renderScreen(<InviteForm group={{ id: '103', type: 'account' }} returnTo="/administration/account" />, { client: gateway.client });
    await user.type(email(), 'heir@fresh.example');
    await user.click(screen.getByRole('checkbox', { name: 'Take ownership' }));
    expect(screen.getByRole('combobox', { name: 'Access level' }).textContent).toBe('Owner');
    await user.click(screen.getByRole('button', { name: 'Send invitation' }));
    await waitFor(() => expect(gateway.of('InviteGroupUser')).toHaveLength(1));
    expect(gateway.of('InviteGroupUser')[0]?.variables.input).toMatchObject({ accessLevel: 'owner', takeOwnership: true });
  });

  it('sends 2 days and 6 hours as 194,400 seconds', async () => {
    const gateway = fakeGateway(respond);
    const user = userEvent.setup();
    renderScreen(<InviteForm group={{ id: '103', type: 'account' }} returnTo="/administration/account" />, { client: gateway.client });
    await user.type(email(), 'later@fresh.example');
    await user.clear(days());
    await user.type(days(), '2');
    await user.clear(hours());
    await user.type(hours(), '6');
    expect(screen.getByTestId('invite-expiry-help').textContent).toMatch(/^The invitation lapses 2 days and 6 hours after it is sent/);
    await user.click(screen.getByRole('button', { name: 'Send invitation' }));
    await waitFor(() => expect(gateway.of('InviteGroupUser')).toHaveLength(1));
    expect(gateway.of('InviteGroupUser')[0]?.variables.input).toMatchObject({ expirySeconds: 194_400 });
  });

  it('checks the address and the expiry before sending', async () => {
    const gateway = fakeGateway(respond);
    const user = userEvent.setup();
    renderScreen(<InviteForm group={{ id: '103', type: 'account' }} returnTo="/administration/account" />, { client: gateway.client });
    await user.type(email(), 'not an address');
    await user.clear(days());
    await user.type(days(), '0');
    await user.click(screen.getByRole('button', { name: 'Send invitation' }));
    await screen.findByText('Enter a valid e-mail address');
    expect(screen.getByTestId('invite-expiry-help').textContent).toBe('An invitation lasts at least an hour');
    await user.clear(hours());
    await user.type(hours(), '30');
    await user.click(screen.getByRole('button', { name: 'Send invitation' }));
    await waitFor(() => expect(screen.getByTestId('invite-expiry-help').textContent).toBe('Enter whole hours, 0 to 23'));
    expect(gateway.of('InviteGroupUser')).toHaveLength(0);
  });

  it("shows the service's refusal above the form", async () => {
    const gateway = fakeGateway(respond);
    const user = userEvent.setup();
    renderScreen(<InviteForm group={{ id: '103', type: 'account' }} returnTo="/administration/account" />, {
      client: gateway.client,
      path: '/administration/account/invite',
    });
    await user.type(email(), 'member@acme.example');
    await user.click(screen.getByRole('button', { name: 'Send invitation' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Failed to send the invitation: That user already belongs to this group');
    expect(screen.getByTestId('where').textContent).toBe('/administration/account/invite');
  });

  it("shows the gateway's refusal of the address under it, not above the form", async () => {
    const message = 'email must be a valid e-mail address.';
    // As the gateway names a field of InvitationInput: by its path in the input (docs/api-errors.md).
    const gateway = fakeGateway(({ operationName }) =>
      operationName === 'InviteFormWaiting' ? waitingInvitations : { errors: [{ message, extensions: { code: 'BAD_USER_INPUT', argument: 'input.email' } }] },
    );
    const user = userEvent.setup();
    renderScreen(<InviteForm group={{ id: '103', type: 'account' }} returnTo="/administration/account" />, {
      client: gateway.client,
      path: '/administration/account/invite',
    });
    await user.type(email(), 'joiner@fresh.example');
    await user.click(screen.getByRole('button', { name: 'Send invitation' }));
    await waitFor(() => expect(document.getElementById(email().getAttribute('aria-describedby') ?? '')?.textContent).toBe(message));
    expect(email().getAttribute('aria-invalid')).toBe('true');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(gateway.of('InviteGroupUser')).toHaveLength(1);
    expect(screen.getByTestId('where').textContent).toBe('/administration/account/invite');
  });

  it('offers the manager level only in a partner', async () => {
    const user = userEvent.setup();
    const { unmount } = renderScreen(<InviteForm group={{ id: '103', type: 'account' }} returnTo="/administration/account" />, {
      client: fakeGateway(respond).client,
    });
    await user.click(screen.getByRole('combobox', { name: 'Access level' }));
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['Owner', 'Sudo owner', 'Member']);
    unmount();
    renderScreen(<InviteForm group={{ id: '101', type: 'partner' }} returnTo="/administration/account" />, { client: fakeGateway(respond).client });
    await user.click(screen.getByRole('combobox', { name: 'Access level' }));
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['Owner', 'Sudo owner', 'Manager', 'Member']);
  });
});

describe('Invite User, when the session ends mid-form', () => {
  afterEach(() => sessionStore.signOut());
  const partner = { id: '101', type: 'partner' } as const;
  const openInvite = (group: { id: string; type: 'account' | 'partner' } = partner) =>
    renderScreen(<InviteForm group={group} returnTo="/partner/administration" />, {
      client: fakeGateway(respond).client,
      path: '/partner/administration/invite',
    });

  async function fill(user: ReturnType<typeof userEvent.setup>) {
    await user.type(email(), 'new.colleague@fresh.example');
    await user.clear(days());
    await user.type(days(), '7');
    await user.click(screen.getByRole('checkbox', { name: 'Take ownership' }));
  }

  it('opens again with what was typed, as a lost session and signing in again do', async () => {
    sessionStore.signIn(sessionUser());
    const user = userEvent.setup();
    const view = openInvite();
    await fill(user);
    // Send invitation refused as unauthenticated: the session ends, the login page replaces the form.
    sessionStore.expire();
    view.unmount();
    sessionStore.signIn(sessionUser());
    openInvite();
    expect(email()).toHaveProperty('value', 'new.colleague@fresh.example');
    expect([days().value, hours().value]).toEqual(['7', '0']);
    expect(screen.getByRole<HTMLInputElement>('checkbox', { name: 'Take ownership' }).checked).toBe(true);
    expect(screen.getByRole('combobox', { name: 'Access level' }).textContent).toBe('Owner');
    expect(screen.getByTestId('invite-expiry-help').textContent).toMatch(/^The invitation lapses 7 days after it is sent/);
  });

  it("keeps nothing once the invitation is sent or cancelled, and fills no other group's form", async () => {
    sessionStore.signIn(sessionUser());
    const user = userEvent.setup();
    let view = openInvite();
    await fill(user);
    view.unmount();
    view = openInvite({ id: '103', type: 'account' });
    expect(email()).toHaveProperty('value', '');
    view.unmount();

    openInvite();
    await user.click(screen.getByRole('button', { name: 'Send invitation' }));
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/partner/administration'));
    expect(Object.keys(sessionStorage).filter((key) => key.startsWith('draft:'))).toEqual([]);
    cleanup();

    view = openInvite();
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    view.unmount();
    expect(Object.keys(sessionStorage).filter((key) => key.startsWith('draft:'))).toEqual([]);
    openInvite();
    expect(email()).toHaveProperty('value', '');
  });

  it("shows nobody another user's draft", async () => {
    sessionStore.signIn(sessionUser({ id: '8', userName: 'member@acme.example' }));
    const user = userEvent.setup();
    const view = openInvite();
    await fill(user);
    view.unmount();
    sessionStore.expire();
    sessionStore.signIn(sessionUser());
    openInvite();
    expect(email()).toHaveProperty('value', '');
    expect(days().value).toBe('1');
  });
});
