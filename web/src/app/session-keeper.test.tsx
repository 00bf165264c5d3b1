import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, render } from '@testing-library/react';
import { sessionStore } from '../lib/session/session-store';
import { sessionUser } from '../test/session-user';

/** The re-authentication the keeper sends, answered when the test says. */
const renewal = vi.hoisted(() => ({ settle: (_: () => unknown) => {}, sent: 0 }));
vi.mock('./portal-client', () => ({
  portalRequest: () => {
    renewal.sent++;
    return new Promise((resolve, reject) => {
      renewal.settle = (answer) => {
        try {
          resolve(answer());
        } catch (error) {
          reject(error as Error);
        }
      };
    });
  },
}));

const { SessionKeeper } = await import('./session-keeper');

afterEach(() => {
  sessionStore.signOut();
  sessionStorage.clear();
  renewal.sent = 0;
});

/** Signed in with a session already past its recycle date, so the keeper renews it at once. */
async function renewalUnderWay() {
  sessionStore.signIn(sessionUser({ recycleDate: 0, jwt: 'old.jwt.x' }));
  render(<SessionKeeper />);
  await vi.waitFor(() => expect(renewal.sent).toBe(1));
}

describe('the session keeper', () => {
  it('keeps the session it renewed', async () => {
    await renewalUnderWay();
    await act(async () => renewal.settle(() => ({ reauthenticate: sessionUser({ jwt: 'new.jwt.x' }) })));
    expect(sessionStore.get()?.jwt).toBe('new.jwt.x');
  });

  it('does not sign back in someone who logged out while the renewal was under way', async () => {
    await renewalUnderWay();
    act(() => sessionStore.signOut());
    await act(async () => renewal.settle(() => ({ reauthenticate: sessionUser({ jwt: 'new.jwt.x' }) })));
    expect(sessionStore.get()).toBeNull();
  });

  it('does not end the session of someone who signed in after them when that renewal fails', async () => {
    await renewalUnderWay();
    act(() => {
      sessionStore.signOut();
      sessionStore.signIn(sessionUser({ id: '8', userName: 'member@acme.example', jwt: 'other.jwt.x' }));
    });
    await act(async () =>
      renewal.settle(() => {
        throw new Error('Unauthorised');
      }),
    );
    expect(sessionStore.get()?.userName).toBe('member@acme.example');
  });
});
