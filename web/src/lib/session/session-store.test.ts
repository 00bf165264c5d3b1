import { afterEach, describe, expect, it } from 'vitest';
import { sessionStore } from './session-store';
import { rememberReturnPoint } from './return-point';
import { takeReturnPoint } from './take-return-point';
import { checkoutDetailsKey, draftKey, storageKeys } from '../storage-keys';

afterEach(() => {
  sessionStorage.clear();
  window.history.replaceState(null, '', '/');
});

const session = {
  jwt: 'a.b.c',
  id: '1',
  userName: 'owner@acme.example',
  recycleDate: 2_000_000_000,
  roles: ['account' as const],
  territory: 'uk' as const,
  validated: true,
  accountId: '11',
};

describe('session store', () => {
  it('keeps the session under the auth-details key', () => {
    sessionStore.signIn(session);
    expect(JSON.parse(localStorage.getItem(storageKeys.authDetails)!)).toEqual(session);
  });

  it('signing out forgets the user and the chosen partner, organisation and account, and nothing else', () => {
    sessionStore.signIn(session);
    localStorage.setItem(storageKeys.currentAccount, '11');
    localStorage.setItem(storageKeys.lastPartnerId, '1');
    localStorage.setItem(storageKeys.disableAllHelpTips, 'true');
    let notified = 0;
    const unsubscribe = sessionStore.subscribe(() => notified++);
    sessionStore.signOut();
    unsubscribe();
    expect(sessionStore.get()).toBeNull();
    expect(notified).toBe(1);
    expect(localStorage.getItem(storageKeys.authDetails)).toBeNull();
    expect(localStorage.getItem(storageKeys.currentAccount)).toBeNull();
    expect(localStorage.getItem(storageKeys.lastPartnerId)).toBeNull();
    expect(localStorage.getItem(storageKeys.disableAllHelpTips)).toBe('true');
  });

  it('Log Out also forgets what anyone typed in the tab and never sent', () => {
    sessionStore.signIn(session);
    sessionStorage.setItem(draftKey('1', 'emailValidation'), 'jo@example.com');
    sessionStorage.setItem(draftKey('2', 'emailValidation'), 'ann@example.com');
    sessionStore.signOut();
    expect(Object.keys(sessionStorage)).toEqual([]);
  });

  it('Log Out forgets a page opened signed out: the next sign-in in the tab goes home', () => {
    sessionStore.signIn(session);
    rememberReturnPoint(undefined, { pathname: '/portal/reporting/tokens', search: '?x=1' });
    sessionStore.signOut();
    expect(sessionStorage.getItem(storageKeys.returnPoint)).toBeNull();
    expect(takeReturnPoint('1')).toBeNull();
  });

  it('a session that ends unasked keeps what its user typed and where they were, for them alone', () => {
    sessionStore.signIn(session);
    localStorage.setItem(storageKeys.lastAccountId, '12');
    sessionStorage.setItem(draftKey('1', 'emailValidation'), 'jo@example.com');
    window.history.replaceState(null, '', '/portal/applications/emailvalidation?x=1');
    sessionStore.expire();
    expect(sessionStore.get()).toBeNull();
    expect(localStorage.getItem(storageKeys.authDetails)).toBeNull();
    expect(localStorage.getItem(storageKeys.lastAccountId)).toBeNull();
    expect(sessionStorage.getItem(draftKey('1', 'emailValidation'))).toBe('jo@example.com');
    expect(takeReturnPoint('1')).toBe('/applications/emailvalidation?x=1');
    expect(localStorage.getItem(storageKeys.lastAccountId)).toBe('12');
  });

  it('ending a session already gone notes nothing: the login page is no place to return to', () => {
    sessionStore.signIn(session);
    window.history.replaceState(null, '', '/portal/home');
    sessionStore.expire();
    window.history.replaceState(null, '', '/portal/login');
    sessionStore.expire();
    expect(takeReturnPoint('1')).toBe('/home');
  });

  it('signing in forgets what another user left unsent in the tab, and keeps what this one did', () => {
    sessionStorage.setItem(draftKey('1', 'emailValidation'), 'jo@example.com');
    sessionStorage.setItem(draftKey('2', 'emailValidation'), 'ann@example.com');
    sessionStore.signIn(session);
    expect(Object.keys(sessionStorage)).toEqual([draftKey('1', 'emailValidation')]);
  });

  it("another tab signing out notes this tab's page to come back to", () => {
    sessionStore.signIn(session);
    window.history.replaceState(null, '', '/portal/reporting/summary');
    localStorage.removeItem(storageKeys.authDetails);
    window.dispatchEvent(new StorageEvent('storage', { key: storageKeys.authDetails }));
    expect(sessionStore.get()).toBeNull();
    expect(takeReturnPoint('1')).toBe('/reporting/summary');
  });

  it('a page brought back with Back after Log Out elsewhere shows nobody signed in, though no storage event reached it', () => {
    sessionStore.signIn(session);
    window.history.replaceState(null, '', '/portal/home');
    // Log Out on a page loaded since, while this one slept in the back/forward cache.
    localStorage.removeItem(storageKeys.authDetails);
    window.dispatchEvent(new PageTransitionEvent('pageshow', { persisted: true }));
    expect(sessionStore.get()).toBeNull();
  });

  it('a page brought back with Back while still signed in keeps its session as it was', () => {
    sessionStore.signIn(session);
    const held = sessionStore.get();
    let notified = 0;
    const unsubscribe = sessionStore.subscribe(() => notified++);
    window.dispatchEvent(new PageTransitionEvent('pageshow', { persisted: true }));
    unsubscribe();
    expect(sessionStore.get()).toBe(held);
    expect(notified).toBe(0);
  });

  it('another tab signing in as someone else forgets, in this tab, what the previous user typed and their billing details', () => {
    sessionStore.signIn(session);
    sessionStorage.setItem(draftKey('1', 'emailValidation'), 'jo@example.com');
    sessionStorage.setItem(checkoutDetailsKey('11'), '{"billing":{"name":"Jo"}}');
    // The other tab signed out and in as user 2; this one catches up on both at once.
    localStorage.setItem(storageKeys.authDetails, JSON.stringify({ ...session, id: '2', jwt: 'd.e.f', userName: 'ann@acme.example' }));
    window.dispatchEvent(new StorageEvent('storage', { key: storageKeys.authDetails }));
    expect(sessionStore.get()?.id).toBe('2');
    expect(Object.keys(sessionStorage)).toEqual([]);
  });

  it('another tab renewing the same session keeps what this one typed', () => {
    sessionStore.signIn(session);
    sessionStorage.setItem(draftKey('1', 'emailValidation'), 'jo@example.com');
    localStorage.setItem(storageKeys.authDetails, JSON.stringify({ ...session, jwt: 'd.e.f' }));
    window.dispatchEvent(new StorageEvent('storage', { key: storageKeys.authDetails }));
    expect(sessionStore.get()?.jwt).toBe('d.e.f');
    expect(Object.keys(sessionStorage)).toEqual([draftKey('1', 'emailValidation')]);
  });
});
