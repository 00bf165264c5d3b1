import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { dialogStore } from '../../../components/dialogs/dialog-store';
import { fakeGateway, refused, renderScreen, type FakeRequest } from '../test/test-support';
import { InvitationAcceptor } from './invitation-acceptor';

function respond({ variables }: FakeRequest) {
  if (variables.token === 'expired-token') return refused('accept the invitation', 'This invitation has expired');
  return { data: { acceptInvitation: { __typename: 'Group', id: '103', name: 'Acme Main', type: 'account', isOwner: false, isMember: true } } };
}

describe('accepting an invitation', () => {
  it('accepts the token the link brought once, takes it out of the address, reloads the groups and says so', async () => {
    const gateway = fakeGateway(respond);
    const onJoined = vi.fn();
    renderScreen(<InvitationAcceptor onJoined={onJoined} />, { client: gateway.client, path: '/home?invitation=good-token&tab=1' });
    await waitFor(() => expect(dialogStore.list().map((d) => d.message)).toEqual(['You have joined Acme Main. Choose it with Change Account.']));
    expect(dialogStore.list()[0]).toMatchObject({ kind: 'info', title: 'Invitation accepted' });
    expect(onJoined).toHaveBeenCalledTimes(1);
    expect(gateway.of('AcceptInvitation').map((r) => r.variables)).toEqual([{ token: 'good-token' }]);
    expect(screen.getByTestId('where').textContent).toBe('/home?tab=1');
    dialogStore.closeAll();
  });

  it("shows the service's refusal of an expired invitation", async () => {
    const onJoined = vi.fn();
    renderScreen(<InvitationAcceptor onJoined={onJoined} />, { client: fakeGateway(respond).client, path: '/home?invitation=expired-token' });
    await waitFor(() => expect(dialogStore.list().map((d) => d.message)).toEqual(['Failed to accept the invitation: This invitation has expired']));
    expect(onJoined).not.toHaveBeenCalled();
    expect(screen.getByTestId('where').textContent).toBe('/home');
    dialogStore.closeAll();
  });

  it('does nothing without an invitation in the address', () => {
    const gateway = fakeGateway(respond);
    renderScreen(<InvitationAcceptor onJoined={() => undefined} />, { client: gateway.client, path: '/home' });
    expect(gateway.requests).toEqual([]);
  });
});
