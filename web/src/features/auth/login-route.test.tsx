import { describe, expect, it } from 'vitest';
import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { Observable } from 'rxjs';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Component } from './login-route';

interface GatewayError {
  message: string;
  extensions: Record<string, unknown>;
}

/** A client whose every sign-in fails with `error`, as the gateway answers it; `asked` counts them. */
function failingGateway(error: GatewayError) {
  const asked: string[] = [];
  const link = new ApolloLink(
    (operation) =>
      new Observable((observer) => {
        asked.push(operation.operationName ?? '');
        observer.next({ data: null, errors: [error] });
        observer.complete();
      }),
  );
  return { client: new ApolloClient({ link, cache: new InMemoryCache() }), asked };
}

async function signInWith(error: GatewayError) {
  const user = userEvent.setup();
  const gateway = failingGateway(error);
  render(
    <ApolloProvider client={gateway.client}>
      <MemoryRouter initialEntries={['/login']}>
        <Routes>
          <Route path="/login" element={<Component />} />
          <Route path="*" element={<p>Left the login page</p>} />
        </Routes>
      </MemoryRouter>
    </ApolloProvider>,
  );
  await user.type(screen.getByRole('textbox', { name: 'User name' }), 'owner@acme.example');
  await user.type(screen.getByLabelText(/^Password/), 'Guess1234');
  await user.click(screen.getByRole('button', { name: 'Log In' }));
  return { alert: await screen.findByRole('alert'), asked: gateway.asked };
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
