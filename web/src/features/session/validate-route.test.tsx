import { afterEach, describe, expect, it } from 'vitest';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GatewayRequestContext } from '../../lib/gateway-request';
import { sessionStore } from '../../lib/session/session-store';
import { storageKeys } from '../../lib/storage-keys';
import { fakeGatewayRequest, type FakeGatewayCall, type FakeGatewayAnswer } from '../../test/fake-gateway-request';
import { sessionUser } from '../../test/session-user';
import { codeDigits } from './use-account-validation';
import { Component } from './validate-route';

const unvalidated = sessionUser({ id: '16', userName: 'new@new.example', validated: false, jwt: 'new.unvalidated.jwt' });
const validated = { ...unvalidated, validated: true, jwt: 'new.validated.jwt' };

/** /validate for a signed-in, unvalidated user, in front of a gateway that answers with `answer`. */
function renderValidate(answer: (call: FakeGatewayCall) => FakeGatewayAnswer) {
  sessionStore.signIn(unvalidated);
  const gateway = fakeGatewayRequest(answer);
  const router = createMemoryRouter(
    [
      { path: '/validate', element: <Component /> },
      { path: '/home', element: <p>Home</p> },
    ],
    { initialEntries: ['/validate'] },
  );
  render(
    <GatewayRequestContext value={gateway.request}>
      <RouterProvider router={router} />
    </GatewayRequestContext>,
  );
  return { ...gateway, router };
}

afterEach(() => {
  sessionStore.signOut();
  sessionStorage.clear();
});

describe('codeDigits', () => {
  it.each([
    ['389918', '389918'],
    [' 389918', '389918'],
    ['389918 ', '389918'],
    ['389 918', '389918'],
    ['Your code: 389-918', '389918'],
    ['3899181', '389918'],
    ['abc', ''],
  ])('takes %j as %j', (typed, digits) => {
    expect(codeDigits(typed)).toBe(digits);
  });
});

// The first render of a form builds MUI's styles, which a busy machine does slowly.
describe('/validate', { timeout: 20_000 }, () => {
  it.each([' 389918', '389 918'])('takes a code pasted as %j whole, and validates with it', async (pasted) => {
    const gateway = renderValidate(() => ({ data: { validateUser: validated } }));
    const field = screen.getByRole('textbox', { name: 'Validation code' });
    await userEvent.click(field);
    await userEvent.paste(pasted);
    expect(field).toHaveProperty('value', '389918');
    await userEvent.click(screen.getByRole('button', { name: 'Validate' }));
    expect(await screen.findByText('Home')).toBeTruthy();
    expect(gateway.calls.map((call) => [call.operationName, call.variables])).toEqual([['ValidateUser', { code: '389918' }]]);
  });

  it('sends on a user who validated in another tab, without a code', async () => {
    const gateway = renderValidate(() => ({ errors: [{ message: 'not asked' }] }));
    await screen.findByRole('textbox', { name: 'Validation code' });
    // What the other tab leaves in the storage both share, and the event this tab hears of it by.
    act(() => {
      localStorage.setItem(storageKeys.authDetails, JSON.stringify(validated));
      window.dispatchEvent(new StorageEvent('storage', { key: storageKeys.authDetails }));
    });
    expect(await screen.findByText('Home')).toBeTruthy();
    expect(gateway.calls).toEqual([]);
  });

  it('asks, back at the front, whether the user validated elsewhere, and sends them on when they did', async () => {
    let elsewhere = false;
    const gateway = renderValidate(() => ({ data: { reauthenticate: elsewhere ? validated : { ...unvalidated, jwt: 'new.renewed.jwt' } } }));
    await screen.findByRole('textbox', { name: 'Validation code' });

    fireEvent.focus(window);
    await waitFor(() => expect(gateway.calls.map((call) => call.operationName)).toEqual(['Reauthenticate']));
    expect(gateway.calls[0]!.variables).toEqual({ accountId: null });
    expect(screen.queryByText('Home')).toBeNull();

    elsewhere = true;
    // Each time the tab comes to the front it asks again (once at a time).
    await waitFor(() => {
      fireEvent.focus(window);
      expect(screen.getByText('Home')).toBeTruthy();
    });
    expect(sessionStore.get()).toMatchObject({ validated: true, jwt: 'new.validated.jwt' });
  });
});
