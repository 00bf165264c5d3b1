import { describe, expect, it } from 'vitest';
import { MemoryRouter, Route, Routes } from 'react-router';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GatewayRequestContext } from '../../lib/gateway-request';
import { fakeGatewayRequest, type FakeGatewayAnswer } from '../../test/fake-gateway-request';
import { Component } from './login-route';

interface GatewayError {
  message: string;
  extensions: Record<string, unknown>;
}

/** The login page in front of a gateway that answers every request with `answer`. */
function renderLogin(answer: () => FakeGatewayAnswer) {
  const gateway = fakeGatewayRequest(answer);
  render(
    <GatewayRequestContext value={gateway.request}>
      <MemoryRouter initialEntries={['/login']}>
        <Routes>
          <Route path="/login" element={<Component />} />
          <Route path="*" element={<p>Left the login page</p>} />
        </Routes>
      </MemoryRouter>
    </GatewayRequestContext>,
  );
  return gateway;
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
    const { alert, asked } = await signInWith({ message: msg, extensions: { code: 'TOO_MANY_ATTEMPTS', action: 'sign in', upstreamStatus: null, msg, retryAfterSeconds: 900 } });
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
});
