import { afterEach, describe, expect, it } from 'vitest';
import type { LoaderFunctionArgs } from 'react-router';
import { requireValidatedSession } from './guards';
import { sessionStore } from '../lib/session/session-store';
import { takeReturnPoint } from '../lib/session/take-return-point';
import { sessionUser } from '../test/session-user';

afterEach(() => {
  sessionStore.signOut();
  sessionStorage.clear();
});

/** What the guard of the signed-in screens does with `href` opened in the address bar. */
function open(href: string): Response | null {
  const args = { request: new Request(new URL(href, 'http://localhost')), params: {}, context: undefined } as unknown as LoaderFunctionArgs;
  try {
    return requireValidatedSession(args) as null;
  } catch (thrown) {
    return thrown as Response;
  }
}

describe('a signed-in page opened with nobody signed in', () => {
  it('goes to login with its query, noting the page for whoever signs in next in the tab', () => {
    expect(open('/portal/reporting/tokens?x=1')?.headers.get('Location')).toBe('/login?x=1');
    expect(takeReturnPoint('2')).toBe('/reporting/tokens?x=1');
  });

  it('notes nothing for someone signed in, nor for a user who still has to validate', () => {
    sessionStore.signIn(sessionUser({ validated: true }));
    expect(open('/portal/administration/account')).toBeNull();
    sessionStore.signIn(sessionUser({ validated: false }));
    expect(open('/portal/administration/account')?.headers.get('Location')).toBe('/validate');
    expect(takeReturnPoint('7')).toBeNull();
  });
});
