import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { dialogStore } from '../../components/dialogs/dialog-store';
import { sessionStore } from '../../lib/session/session-store';
import { fakeGateway, renderWithClient } from '../../components/user-permissions/test-support';
import { DELETE_OTHERS_REFUSAL, DeleteUserSection } from './delete-user-section';

const member = { id: '2', name: 'member@acme.example' };

/** Answers the confirmation the section asks for, once it is open. */
async function answerConfirmation(confirmed: boolean) {
  await waitFor(() => expect(dialogStore.list()).toHaveLength(1));
  const [dialog] = dialogStore.list();
  expect(dialog).toMatchObject({ kind: 'question', title: 'Delete user', confirmLabel: 'Delete' });
  dialogStore.close(dialog!.id, confirmed);
}

afterEach(() => sessionStore.signOut());

describe('Delete user', { timeout: 120_000 }, () => {
  it('sends nothing when the confirmation is cancelled', async () => {
    const gateway = fakeGateway(() => ({ data: { deleteUser: true } }));
    renderWithClient(<DeleteUserSection user={member} own={false} />, gateway.client);
    await userEvent.click(screen.getByRole('button', { name: 'Delete user' }));
    await answerConfirmation(false);
    await waitFor(() => expect(dialogStore.list()).toHaveLength(0));
    expect(gateway.requests).toHaveLength(0);
  });

  it('deletes another user once confirmed', async () => {
    const gateway = fakeGateway(() => ({ data: { deleteUser: true } }));
    renderWithClient(<DeleteUserSection user={member} own={false} />, gateway.client);
    await userEvent.click(screen.getByRole('button', { name: 'Delete user' }));
    await answerConfirmation(true);
    await waitFor(() => expect(gateway.of('DeleteUser').map((request) => request.variables)).toEqual([{ id: '2' }]));
  });

  it('signs a person out once their own user is deleted', async () => {
    sessionStore.signIn({ jwt: 'j', id: '2', userName: member.name, recycleDate: 4_102_444_800, roles: ['account'], territory: 'uk', validated: true });
    const gateway = fakeGateway(() => ({ data: { deleteUser: true } }));
    renderWithClient(<DeleteUserSection user={member} own />, gateway.client);
    await userEvent.click(screen.getByRole('button', { name: 'Delete user' }));
    await answerConfirmation(true);
    await waitFor(() => expect(sessionStore.get()).toBeNull());
  });

  it("shows the service's refusal to delete the only owner of a group in place", async () => {
    const msg = 'The user is the only owner of Solo Traders; give it another owner first';
    const gateway = fakeGateway(() => ({ errors: [{ message: msg, extensions: { code: 'CONFLICT', action: 'delete the user', msg, upstreamStatus: 409 } }] }));
    renderWithClient(<DeleteUserSection user={member} own={false} />, gateway.client);
    await userEvent.click(screen.getByRole('button', { name: 'Delete user' }));
    await answerConfirmation(true);
    expect((await screen.findByRole('alert')).textContent).toBe(`Failed to delete the user: ${msg}`);
  });
});

describe('Delete user, not for the caller', { timeout: 120_000 }, () => {
  it('is greyed out with the reason shown, and asks nothing', async () => {
    const gateway = fakeGateway(() => ({ data: { deleteUser: true } }));
    renderWithClient(<DeleteUserSection user={member} own={false} unavailableReason={DELETE_OTHERS_REFUSAL} />, gateway.client);
    const button = screen.getByRole('button', { name: 'Delete user' });
    expect(button).toHaveProperty('disabled', true);
    expect(screen.getByText('Only admin and super staff may delete another user.').id).toBe(button.getAttribute('aria-describedby'));
    await userEvent.click(button).catch(() => undefined);
    expect(dialogStore.list()).toHaveLength(0);
    expect(gateway.requests).toHaveLength(0);
  });
});
