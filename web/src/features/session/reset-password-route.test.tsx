import { afterEach, describe, expect, it } from 'vitest';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GatewayRequestContext } from '../../lib/gateway-request';
import { fakeGatewayRequest } from '../../test/fake-gateway-request';
import { Component } from './reset-password-route';

/** The gateway of these tests: it sends codes and takes any of them. */
const gateway = fakeGatewayRequest(({ operationName }) =>
  operationName === 'RequestPasswordReset' ? { data: { requestPasswordReset: true } } : { data: { resetPassword: true } },
);

/**
 * The reset password page as the browser opens it at the address and history entry it is on: a
 * reload is the page opened again, the tab's history entry kept.
 */
function openPage() {
  const router = createBrowserRouter([
    { path: '/resetpassword', loader: () => null, hydrateFallbackElement: <p>Opening</p>, element: <Component /> },
    { path: '/login', element: <p>The login page</p> },
  ]);
  render(
    <GatewayRequestContext value={gateway.request}>
      <RouterProvider router={router} />
    </GatewayRequestContext>,
  );
  return router;
}

function reload() {
  cleanup();
  return openPage();
}

afterEach(() => {
  gateway.calls.length = 0;
  window.history.replaceState(null, '', '/');
});

/** Asks for a code for `userName` and waits for the step that takes it. */
async function askForCode(userName: string) {
  const user = userEvent.setup();
  const address = await screen.findByRole('textbox', { name: 'E-mail address' });
  await user.clear(address);
  await user.type(address, userName);
  await user.click(screen.getByRole('button', { name: 'Send activation code' }));
  await screen.findByRole('textbox', { name: 'Activation code' });
}

// The first render of a form builds MUI's styles, which a busy machine does slowly.
describe('resetting a forgotten password', { timeout: 20_000 }, () => {
  it('is still at the code after a reload, for the address the code was sent to, asking nothing again', async () => {
    window.history.replaceState(null, '', '/resetpassword?token=abc');
    openPage();
    await askForCode('koala@koala.example');

    const router = reload();
    expect(await screen.findByText('We sent an activation code to koala@koala.example. Enter it with your new password.')).toBeTruthy();
    expect(gateway.calls.map((call) => call.operationName)).toEqual(['RequestPasswordReset']);
    // Nothing of the reset in the address, which every page keeps as the person moves on.
    expect(router.state.location.search).toBe('?token=abc');

    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: 'Activation code' }), '654321');
    await user.type(screen.getByLabelText(/^New password/), 'NewPassw0rd');
    await user.type(screen.getByLabelText(/^Confirm new password/), 'NewPassw0rd');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    await screen.findByText('Your password has been changed. You can now log in with it.');
    expect(gateway.calls.at(-1)?.variables).toEqual({ userName: 'koala@koala.example', activationCode: '654321', password: 'NewPassw0rd' });
  });

  it('goes back to ask for a new code with the address filled in, when the person asks', async () => {
    window.history.replaceState(null, '', '/resetpassword');
    openPage();
    await askForCode('koala@koala.example');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Ask for a new code' }));
    const address = await screen.findByRole('textbox', { name: 'E-mail address' });
    expect(address).toHaveProperty('value', 'koala@koala.example');
    expect(gateway.calls).toHaveLength(1);

    // A reload there stays there: a new code is asked for only with Send activation code.
    reload();
    expect(await screen.findByRole('textbox', { name: 'E-mail address' })).toHaveProperty('value', 'koala@koala.example');
    await askForCode('owner@acme.example');
    expect(screen.getByText('We sent an activation code to owner@acme.example. Enter it with your new password.')).toBeTruthy();
  });

  it('starts again at the address after the password has been changed, the code being spent', async () => {
    window.history.replaceState(null, '', '/resetpassword');
    openPage();
    await askForCode('koala@koala.example');
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: 'Activation code' }), '654321');
    await user.type(screen.getByLabelText(/^New password/), 'NewPassw0rd');
    await user.type(screen.getByLabelText(/^Confirm new password/), 'NewPassw0rd');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    await screen.findByText('Your password has been changed. You can now log in with it.');
    // The success stays on the page while the history entry is rewritten under it.
    await act(async () => {});
    expect(screen.getByText('Your password has been changed. You can now log in with it.')).toBeTruthy();

    reload();
    expect(await screen.findByRole('textbox', { name: 'E-mail address' })).toHaveProperty('value', 'koala@koala.example');
  });

  it('leaves for the login page with the query it was opened with', async () => {
    window.history.replaceState(null, '', '/resetpassword?token=abc');
    const router = openPage();
    await askForCode('koala@koala.example');
    await userEvent.setup().click(screen.getByRole('link', { name: 'Back to log in' }));
    await screen.findByText('The login page');
    expect(router.state.location.pathname + router.state.location.search).toBe('/login?token=abc');
  });
});
