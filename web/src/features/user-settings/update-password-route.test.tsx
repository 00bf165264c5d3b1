import { afterEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeGateway, renderWithClient, type FakeAnswer } from '../../components/user-permissions/test-support';
import { sessionStore } from '../../lib/session/session-store';
import { storageKeys } from '../../lib/storage-keys';
import { sessionUser } from '../../test/session-user';
import { Component } from './update-password-route';

const met = () =>
  within(screen.getByTestId('password-rule'))
    .getAllByRole('listitem')
    .map((item) => `${item.textContent?.replace(/ \((met|not met yet)\)$/, '')}: ${item.dataset.met}`);

// The first render builds MUI's styles, which a busy machine does slowly.
describe('Update Password', { timeout: 120_000 }, () => {
  it('shows the password rule before anything is sent, ticking each part as it is met', async () => {
    const gateway = fakeGateway(() => ({ data: { changePassword: true } }));
    renderWithClient(<Component />, gateway.client);
    expect(met()).toEqual(['At least 8 characters: false', 'A letter: false', 'A digit: false']);
    await userEvent.type(screen.getByLabelText('New password'), 'abcdefgh');
    expect(met()).toEqual(['At least 8 characters: true', 'A letter: true', 'A digit: false']);
    await userEvent.type(screen.getByLabelText('Current password'), 'Passw0rd!');
    await userEvent.type(screen.getByLabelText('Confirm new password'), 'abcdefgh');
    await userEvent.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('Include a digit')).toBeTruthy();
    expect(gateway.requests).toHaveLength(0);
  });

  it('takes a letter of any alphabet, and shows and holds to the 200 characters the user server takes at most', async () => {
    const gateway = fakeGateway(() => ({ data: { changePassword: true } }));
    renderWithClient(<Component />, gateway.client);
    await userEvent.type(screen.getByLabelText('New password'), 'Пароль2024');
    expect(met()).toEqual(['At least 8 characters: true', 'A letter: true', 'A digit: true']);

    const tooLong = 'a1'.repeat(101);
    await userEvent.clear(screen.getByLabelText('New password'));
    await userEvent.click(screen.getByLabelText('New password'));
    await userEvent.paste(tooLong);
    expect(met()).toEqual(['At least 8 characters: true', 'At most 200 characters: false', 'A letter: true', 'A digit: true']);
    await userEvent.type(screen.getByLabelText('Current password'), 'Passw0rd!');
    await userEvent.click(screen.getByLabelText('Confirm new password'));
    await userEvent.paste(tooLong);
    await userEvent.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('At most 200 characters', { selector: 'p' })).toBeTruthy();
    expect(screen.getByLabelText('Current password').getAttribute('aria-invalid')).toBe('false');
    expect(gateway.requests).toHaveLength(0);
  });

  it('checks the confirmation before sending, then changes the password and says so', async () => {
    const gateway = fakeGateway(() => ({ data: { changePassword: true } }));
    renderWithClient(<Component />, gateway.client);
    await userEvent.type(screen.getByLabelText('Current password'), 'Passw0rd!');
    await userEvent.type(screen.getByLabelText('New password'), 'N3w-password');
    await userEvent.type(screen.getByLabelText('Confirm new password'), 'N3w-passwort');
    await userEvent.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('The passwords do not match')).toBeTruthy();
    expect(gateway.requests).toHaveLength(0);

    await userEvent.clear(screen.getByLabelText('Confirm new password'));
    await userEvent.type(screen.getByLabelText('Confirm new password'), 'N3w-password');
    await userEvent.click(screen.getByRole('button', { name: 'Change password' }));
    expect((await screen.findByRole('status')).textContent).toBe('Your password has been changed. Use it the next time you log in.');
    expect(gateway.of('ChangePassword').map((request) => request.variables)).toEqual([{ currentPassword: 'Passw0rd!', newPassword: 'N3w-password' }]);
    expect(screen.getByLabelText('Current password')).toHaveProperty('value', '');
  });

  const refusedWith = (code: string, msg: string) =>
    fakeGateway(() => ({ errors: [{ message: msg, extensions: { code, action: 'change your password', msg, upstreamStatus: 400 } }] }));

  const sendPasswords = async (current: string) => {
    await userEvent.type(screen.getByLabelText('Current password'), current);
    await userEvent.type(screen.getByLabelText('New password'), 'N3w-password');
    await userEvent.type(screen.getByLabelText('Confirm new password'), 'N3w-password');
    await userEvent.click(screen.getByRole('button', { name: 'Change password' }));
  };

  it('says under the current password that it is not correct, not the sign-in words, and empties it', async () => {
    // What the gateway answers when the service refuses the current password (its sign-in words).
    const gateway = refusedWith('BAD_REQUEST', 'Invalid user name or password');
    renderWithClient(<Component />, gateway.client);
    await sendPasswords('Wrong-one-1');
    const current = screen.getByLabelText('Current password');
    expect(await screen.findByText('The current password is not correct.')).toBeTruthy();
    expect(current.getAttribute('aria-invalid')).toBe('true');
    expect(current).toHaveProperty('value', '');
    expect(document.activeElement).toBe(current);
    expect(screen.queryByText(/Invalid user name or password/)).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
    // The new password stays, so only the current one is typed again.
    expect(screen.getByLabelText('New password')).toHaveProperty('value', 'N3w-password');

    await userEvent.type(current, 'Passw0rd!');
    expect(screen.queryByText('The current password is not correct.')).toBeNull();
  });

  it('tells a locked user they are locked, not that the current password they typed right is wrong', async () => {
    // The service refuses a locked user only once the password is right.
    const gateway = refusedWith('BAD_REQUEST', 'User is locked');
    renderWithClient(<Component />, gateway.client);
    await sendPasswords('Passw0rd!');
    expect((await screen.findByRole('alert')).textContent).toBe('Failed to change your password: User is locked');
    expect(screen.queryByText('The current password is not correct.')).toBeNull();
    expect(screen.getByLabelText('Current password').getAttribute('aria-invalid')).toBe('false');
  });

  it('says no more than the service did when it refuses the new password: the current one is kept, not called wrong', async () => {
    const gateway = refusedWith('BAD_REQUEST', 'newPassword must be at most 200 characters');
    renderWithClient(<Component />, gateway.client);
    await sendPasswords('Passw0rd!');
    expect((await screen.findByRole('alert')).textContent).toBe('Failed to change your password: newPassword must be at most 200 characters');
    expect(screen.queryByText('The current password is not correct.')).toBeNull();
    expect(screen.getByLabelText('Current password')).toHaveProperty('value', 'Passw0rd!');
  });

  it("shows the gateway's refusal of the new password under it", async () => {
    const msg = 'newPassword must be at most 200 characters.';
    const gateway = fakeGateway(() => ({ errors: [{ message: msg, extensions: { code: 'BAD_USER_INPUT', argument: 'newPassword' } }] }));
    renderWithClient(<Component />, gateway.client);
    await sendPasswords('Passw0rd!');
    expect(await screen.findByText(msg)).toBeTruthy();
    expect(screen.getByLabelText('New password').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByLabelText('Current password').getAttribute('aria-invalid')).toBe('false');
  });

  it("keeps any other refusal in the form's message, as before", async () => {
    const gateway = refusedWith('TOO_MANY_ATTEMPTS', 'Too many attempts: try again in 60 seconds');
    renderWithClient(<Component />, gateway.client);
    await sendPasswords('Wrong-one-1');
    expect((await screen.findByRole('alert')).textContent).toBe('Failed to change your password: Too many attempts: try again in 60 seconds');
    expect(screen.getByLabelText('Current password').getAttribute('aria-invalid')).toBe('false');
  });

  describe('signing in again', () => {
    // The change ends every session of the user, this page's too (docs/flows.md).
    const before = sessionUser({ jwt: 'ended.by.change', accountId: '103' });
    const after = { ...sessionUser({ jwt: 'signed.in.again', accountId: '103' }), __typename: 'SessionUser' };
    afterEach(() => sessionStore.signOut());

    /** A gateway that changes the password, and answers the sign-in after it with `signIn`. */
    const changingGateway = (signIn: FakeAnswer) =>
      fakeGateway((request) => (request.operationName === 'SignInAgain' ? signIn : { data: { changePassword: true } }));

    it('signs the person in again with the new password once it is changed, keeping the account they had chosen', async () => {
      sessionStore.signIn(before);
      localStorage.setItem(storageKeys.lastAccountId, '104');
      const gateway = changingGateway({ data: { signIn: after } });
      renderWithClient(<Component />, gateway.client);
      await sendPasswords('Passw0rd!');
      expect((await screen.findByRole('status')).textContent).toBe('Your password has been changed. Use it the next time you log in.');
      expect(gateway.requests.map((request) => request.operationName)).toEqual(['ChangePassword', 'SignInAgain']);
      expect(gateway.of('SignInAgain')[0]?.variables).toEqual({ userName: 'owner@acme.example', password: 'N3w-password', captchaToken: null });
      expect(sessionStore.get()?.jwt).toBe('signed.in.again');
      expect(localStorage.getItem(storageKeys.lastAccountId)).toBe('104');
    });

    it('still says the password is changed when signing in again fails, and leaves the ended session to its next refusal', async () => {
      sessionStore.signIn(before);
      const refused = 'Too many attempts: try again in 60 seconds';
      const gateway = changingGateway({ errors: [{ message: refused, extensions: { code: 'TOO_MANY_ATTEMPTS', action: 'sign in', msg: refused } }] });
      renderWithClient(<Component />, gateway.client);
      await sendPasswords('Passw0rd!');
      expect((await screen.findByRole('status')).textContent).toBe('Your password has been changed. Use it the next time you log in.');
      expect(gateway.of('SignInAgain')).toHaveLength(1);
      expect(screen.queryByRole('alert')).toBeNull();
      expect(screen.getByLabelText('Current password')).toHaveProperty('value', '');
      expect(sessionStore.get()?.jwt).toBe('ended.by.change');
    });
  });
});
