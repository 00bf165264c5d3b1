import { afterEach, describe, expect, it, vi } from 'vitest';
import { rememberReturnPoint } from './return-point';
import { takeReturnPoint } from './take-return-point';
import { storageKeys } from '../storage-keys';

afterEach(() => sessionStorage.clear());

/** What the tab holds for user 1 when their session ended on `href`, acting for `accountId`. */
function lostOn(href: string, accountId = '12') {
  localStorage.setItem(storageKeys.lastOrganisationId, '10');
  localStorage.setItem(storageKeys.lastAccountId, accountId);
  const url = new URL(href, 'http://localhost');
  rememberReturnPoint('1', { pathname: url.pathname, search: url.search });
  localStorage.clear(); // as the session's end does
}

describe('the page a lost session returns to', () => {
  it('takes its user back to the page, with its query and the account they were acting for', () => {
    lostOn('/portal/applications/emailvalidation?x=1');
    expect(takeReturnPoint('1')).toBe('/applications/emailvalidation?x=1');
    expect(localStorage.getItem(storageKeys.lastOrganisationId)).toBe('10');
    expect(localStorage.getItem(storageKeys.lastAccountId)).toBe('12');
    expect(localStorage.getItem(storageKeys.lastPartnerId)).toBeNull();
  });

  it('is taken once: the sign-in after next goes home', () => {
    lostOn('/portal/reporting/summary');
    expect(takeReturnPoint('1')).toBe('/reporting/summary');
    expect(takeReturnPoint('1')).toBeNull();
  });

  it('sends someone else home, not to the page or account of the one before, and forgets it', () => {
    lostOn('/portal/user/1');
    expect(takeReturnPoint('2')).toBeNull();
    expect(localStorage.getItem(storageKeys.lastAccountId)).toBeNull();
    expect(takeReturnPoint('1')).toBeNull();
  });

  it('goes nowhere outside the portal, whatever was put in the tab', () => {
    sessionStorage.setItem(storageKeys.returnPoint, JSON.stringify({ userId: '1', href: '//evil.example/portal/home', selection: {} }));
    expect(takeReturnPoint('1')).toBeNull();
    sessionStorage.setItem(storageKeys.returnPoint, '{not json');
    expect(takeReturnPoint('1')).toBeNull();
    sessionStorage.setItem(storageKeys.returnPoint, JSON.stringify({ userId: '1', href: '/portal/home', selection: { [storageKeys.lastAccountId]: 7 } }));
    expect(takeReturnPoint('1')).toBe('/home');
    expect(localStorage.getItem(storageKeys.lastAccountId)).toBeNull();
  });

  it('does not put back a choice of account a page opened signed out could not have made', () => {
    localStorage.setItem(storageKeys.lastAccountId, '12');
    rememberReturnPoint(undefined, { pathname: '/portal/reporting/tokens', search: '' });
    localStorage.clear();
    expect(takeReturnPoint('1')).toBe('/reporting/tokens');
    expect(localStorage.getItem(storageKeys.lastAccountId)).toBeNull();
  });
});

describe('the page opened signed out', () => {
  const noted = Date.UTC(2026, 10, 28, 9, 0);
  const minutes = (n: number) => noted + n * 60_000;

  it.each([
    ['at once', '/reporting/tokens?x=1', minutes(0)],
    ['after a password reset by e-mail', '/reporting/tokens?x=1', minutes(12)],
    ['a moment before the 30 minutes are up', '/reporting/tokens?x=1', minutes(30) - 1],
    ['30 minutes on', 'home (null)', minutes(30)],
    ['the next morning', 'home (null)', minutes(24 * 60)],
    ['before it was noted (a clock put back)', 'home (null)', minutes(-1)],
  ])('signing in %s leads to %s', (_, leadsTo, signedInAt) => {
    const path = leadsTo.startsWith('/') ? leadsTo : null;
    vi.useFakeTimers({ now: noted, toFake: ['Date'] });
    rememberReturnPoint(undefined, { pathname: '/portal/reporting/tokens', search: '?x=1' });
    vi.useRealTimers();
    expect(takeReturnPoint('2', signedInAt)).toBe(path);
    expect(takeReturnPoint('2', signedInAt)).toBeNull();
  });

  it('is for whoever signs in next, but not without the time it was noted', () => {
    rememberReturnPoint(undefined, { pathname: '/portal/administration/account', search: '' });
    expect(takeReturnPoint('7')).toBe('/administration/account');
    sessionStorage.setItem(storageKeys.returnPoint, JSON.stringify({ href: '/portal/administration/account', selection: {} }));
    expect(takeReturnPoint('7')).toBeNull();
  });
});
