import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, render } from '@testing-library/react';
import { sessionStore } from '../lib/session/session-store';
import { serverClock } from '../lib/session/server-clock';
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

describe('the session keeper, whatever the browser’s clock says', () => {
  const serverStart = Date.UTC(2026, 10, 21, 9, 0, 0);
  const minute = 60_000;

  afterEach(() => {
    vi.useRealTimers();
  });

  /** A token the server issued at `iat` (epoch seconds); its signature is not read. */
  const tokenIssuedAt = (iat: number) => `eyJhbGciOiJIUzI1NiJ9.${btoa(JSON.stringify({ sub: '7', iat })).replace(/=+$/, '')}.c2ln`;

  /** The session the server answers `minutesIn` minutes after the start: issued then, to recycle 30 minutes later, as the gateway's are. */
  const answerAt = (minutesIn: number) => {
    const iat = serverStart / 1000 + minutesIn * 60;
    return sessionUser({ jwt: tokenIssuedAt(iat), recycleDate: iat + 1800 });
  };

  /** The browser's clock `aheadMs` ahead of the server's (behind: negative), standing still until the test moves it. */
  const clockAhead = (aheadMs: number) => vi.useFakeTimers({ now: serverStart + aheadMs, toFake: ['setTimeout', 'clearTimeout', 'Date'] });

  /** Answers the renewal under way with the session the server gives `minutesIn` minutes after the start. */
  const renewedAt = (minutesIn: number) => act(async () => renewal.settle(() => ({ reauthenticate: answerAt(minutesIn) })));

  it.each([
    ['an hour fast', 60 * minute],
    ['31 minutes fast', 31 * minute],
    ['right', 0],
    ['an hour slow', -60 * minute],
  ])('renews at half the time left by the server’s clock, each time, with the browser’s clock %s', async (_clock, aheadMs) => {
    clockAhead(aheadMs);
    const signedIn = answerAt(0);
    serverClock.noteSessionAnswer(signedIn.jwt); // as signing in does, when its answer arrives
    sessionStore.signIn(signedIn);
    render(<SessionKeeper />);

    await vi.advanceTimersByTimeAsync(15 * minute - 1_000);
    expect(renewal.sent).toBe(0);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(renewal.sent).toBe(1);

    await renewedAt(15);
    await vi.advanceTimersByTimeAsync(15 * minute - 1_000);
    expect(renewal.sent).toBe(1);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(renewal.sent).toBe(2);
  });

  it('renews a session read from storage with the clock an hour fast once at once, then by the server’s clock', async () => {
    // A page opened anew: nothing has shown it the server's time yet.
    vi.resetModules();
    const fresh = {
      ...(await import('./session-keeper')),
      ...(await import('../lib/session/session-store')),
    };
    clockAhead(60 * minute);
    fresh.sessionStore.signIn(answerAt(-5));
    render(<fresh.SessionKeeper />);

    await vi.advanceTimersByTimeAsync(0);
    expect(renewal.sent).toBe(1);
    await act(async () => renewal.settle(() => ({ reauthenticate: answerAt(0) })));
    await vi.advanceTimersByTimeAsync(15 * minute - 1_000);
    expect(renewal.sent).toBe(1);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(renewal.sent).toBe(2);
    act(() => fresh.sessionStore.signOut());
  });

  it('renews no sooner than 30 seconds after its last renewal, however past due each new session looks', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    sessionStore.signIn(sessionUser({ recycleDate: 0, jwt: 'old.jwt.x' }));
    render(<SessionKeeper />);
    await vi.advanceTimersByTimeAsync(0);
    expect(renewal.sent).toBe(1);

    await act(async () => renewal.settle(() => ({ reauthenticate: sessionUser({ recycleDate: 0, jwt: 'new.jwt.x' }) })));
    await vi.advanceTimersByTimeAsync(29_999);
    expect(renewal.sent).toBe(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(renewal.sent).toBe(2);
  });
});
