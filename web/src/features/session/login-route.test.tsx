import { afterEach, describe, expect, it } from 'vitest';
import { sessionStore } from '../../lib/session/session-store';
import { serverClock } from '../../lib/session/server-clock';
import { browserAheadMs } from '../../lib/session/refresh-timing';
import { rememberReturnPoint } from '../../lib/session/return-point';
import { storageKeys } from '../../lib/storage-keys';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GatewayRequestContext } from '../../lib/gateway-request';
import { fakeGatewayRequest, type FakeGatewayAnswer } from '../../test/fake-gateway-request';
import { sessionUser } from '../../test/session-user';
import { Component } from './login-route';

interface GatewayError {
  message: string;
  extensions: Record<string, unknown>;
}

/**
 * The login page in front of a gateway that answers every request with `answer`; the page it leaves
 * for loads with `leave`, at once where not given.
 */
function renderLogin(answer: () => FakeGatewayAnswer, leave?: () => Promise<null>) {
  const gateway = fakeGatewayRequest(answer);
  const router = createMemoryRouter(
    [
      { path: '/login', element: <Component /> },
      { path: '/applications/emailvalidation', element: <p>Back on Email Validation</p> },
      { path: '*', loader: leave, element: <p>Left the login page</p> },
    ],
    { initialEntries: ['/login'] },
  );
  render(
    <GatewayRequestContext value={gateway.request}>
      <RouterProvider router={router} />
    </GatewayRequestContext>,
  );
  return { ...gateway, router };
}

const session = sessionUser({ accountId: '30' });

afterEach(() => sessionStorage.clear());

/** Types the demo password for `userName` and logs in. */
async function logIn(userName: string) {
  const user = userEvent.setup();
  await user.type(screen.getByRole('textbox', { name: 'User name' }), userName);
  await user.type(screen.getByLabelText(/^Password/), 'Passw0rd!');
  await user.click(screen.getByRole('button', { name: 'Log In' }));
}

/** Signs in through a gateway where every sign-in fails with `error`; `asked` names the requests made. */
async function signInWith(error: GatewayError) {
  const user = userEvent.setup();
  const gateway = renderLogin(() => ({ data: null, errors: [error] }));
  await user.type(screen.getByRole('textbox', { name: 'User name' }), 'owner@acme.example');
  await user.type(screen.getByLabelText(/^Password/), 'Guess1234');
  await user.click(screen.getByRole('button', { name: 'Log In' }));
  return { alert: await screen.findByRole('alert'), asked: gateway.calls.map((call) => call.operationName) };
}

// The first render of a form builds MUI's styles, which a busy machine does slowly.
describe('the login form', { timeout: 20_000 }, () => {
  it('says when to try again after too many failed attempts, and stays on the form', async () => {
    const msg = 'Too many failed attempts. Try again in 15 minutes.';
    const { alert, asked } = await signInWith({
      message: msg,
      extensions: { code: 'TOO_MANY_ATTEMPTS', action: 'sign in', upstreamStatus: null, msg, retryAfterSeconds: 900 },
    });
    expect(alert.textContent).toBe('Failed to sign in: Too many failed attempts. Try again in 15 minutes.');
    expect(asked).toEqual(['SignIn']);
    expect(screen.queryByText('Left the login page')).toBeNull();
    expect(screen.getByRole('button', { name: 'Log In' })).toHaveProperty('disabled', false);
  });

  it('shows a wrong password the same way, with the reason the server gave', async () => {
    const msg = 'Invalid user name or password';
    const { alert } = await signInWith({ message: msg, extensions: { code: 'BAD_REQUEST', action: 'sign in', upstreamStatus: 400, msg } });
    expect(alert.textContent).toBe('Failed to sign in: Invalid user name or password');
  });

  it('asks for both fields before sending anything, focusing the first one missing, and checks them again as they change', async () => {
    const user = userEvent.setup();
    const gateway = renderLogin(() => ({ errors: [{ message: 'No request was expected' }] }));
    await user.click(screen.getByRole('button', { name: 'Log In' }));
    const userName = screen.getByRole('textbox', { name: 'User name' });
    expect(userName).toHaveProperty('ariaInvalid', 'true');
    expect(screen.getByText('Enter your user name')).toBeTruthy();
    expect(screen.getByText('Enter your password')).toBeTruthy();
    expect(document.activeElement).toBe(userName);
    expect(gateway.calls).toEqual([]);

    await user.type(screen.getByLabelText(/^Password/), 'Guess1234');
    expect(screen.queryByText('Enter your password')).toBeNull();
    await user.type(userName, '   ');
    await user.click(screen.getByRole('button', { name: 'Log In' }));
    expect(screen.getByText('Enter your user name')).toBeTruthy();
    expect(gateway.calls).toEqual([]);
  });

  it('signs in with the user name trimmed, keeps the session and leaves for home', async () => {
    const user = userEvent.setup();
    const gateway = renderLogin(() => ({ data: { signIn: { __typename: 'SessionUser', ...session } } }));
    await user.type(screen.getByRole('textbox', { name: 'User name' }), ' owner@acme.example ');
    await user.type(screen.getByLabelText(/^Password/), 'Passw0rd!');
    await user.click(screen.getByRole('button', { name: 'Log In' }));
    await screen.findByText('Left the login page');
    expect(gateway.calls.map((call) => call.variables)).toEqual([{ userName: 'owner@acme.example', password: 'Passw0rd!', captchaToken: null }]);
    expect(sessionStore.get()).toMatchObject(session);
  });

  it('notes how far the browser’s clock is from the server’s as the session arrives, to time its renewals by', async () => {
    // The server issued the token an hour before the browser's clock says it is now: the clock is an hour fast.
    const issuedAt = Math.floor(Date.now() / 1000) - 3600;
    const token = `eyJhbGciOiJIUzI1NiJ9.${btoa(JSON.stringify({ sub: '7', iat: issuedAt }))}.c2ln`;
    renderLogin(() => ({ data: { signIn: { __typename: 'SessionUser', ...session, jwt: token, recycleDate: issuedAt + 1800 } } }));
    await logIn('owner@acme.example');
    await screen.findByText('Left the login page');
    expect(serverClock.latestAnswer()?.jwt).toBe(token);
    expect(browserAheadMs(serverClock.latestAnswer())).toBeGreaterThanOrEqual(3_600_000);
    expect(browserAheadMs(serverClock.latestAnswer())).toBeLessThan(3_660_000);
  });

  it('keeps Log In busy after signing in until the signed-in page has loaded', async () => {
    const user = userEvent.setup();
    let arrive = () => {};
    const homeLoaded = new Promise<null>((resolve) => (arrive = () => resolve(null)));
    const { router } = renderLogin(
      () => ({ data: { signIn: { __typename: 'SessionUser', ...session } } }),
      () => homeLoaded,
    );
    await user.type(screen.getByRole('textbox', { name: 'User name' }), 'owner@acme.example');
    await user.type(screen.getByLabelText(/^Password/), 'Passw0rd!');
    await user.click(screen.getByRole('button', { name: 'Log In' }));
    await waitFor(() => expect(router.state.navigation.state).toBe('loading'));
    // Signed in and on the way: every update the sign-in made has rendered.
    await act(async () => {});
    expect(screen.getByRole('button', { name: 'Log In' })).toHaveProperty('disabled', true);

    arrive();
    await screen.findByText('Left the login page');
  });

  it('takes a person whose session ended back to the page they were on, acting for the account they had chosen', async () => {
    localStorage.setItem(storageKeys.lastAccountId, '31');
    rememberReturnPoint(session.id, { pathname: '/portal/applications/emailvalidation', search: '?x=1' });
    localStorage.clear();
    const { router } = renderLogin(() => ({ data: { signIn: { __typename: 'SessionUser', ...session } } }));
    await logIn('owner@acme.example');
    await screen.findByText('Back on Email Validation');
    expect(router.state.location.pathname + router.state.location.search).toBe('/applications/emailvalidation?x=1');
    expect(localStorage.getItem(storageKeys.lastAccountId)).toBe('31');
  });

  it('takes someone else signing in on that tab home, not to the page of the one before', async () => {
    rememberReturnPoint('8', { pathname: '/portal/applications/emailvalidation', search: '' });
    const { router } = renderLogin(() => ({ data: { signIn: { __typename: 'SessionUser', ...session } } }));
    await logIn('owner@acme.example');
    await screen.findByText('Left the login page');
    expect(router.state.location.pathname).toBe('/home');
  });

  it('takes whoever signs in to the page opened before signing in, with its query', async () => {
    rememberReturnPoint(undefined, { pathname: '/portal/applications/emailvalidation', search: '?x=1' });
    const { router } = renderLogin(() => ({ data: { signIn: { __typename: 'SessionUser', ...session } } }));
    await logIn('owner@acme.example');
    await screen.findByText('Back on Email Validation');
    expect(router.state.location.pathname + router.state.location.search).toBe('/applications/emailvalidation?x=1');
  });
});
