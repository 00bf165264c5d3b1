import { describe, expect, it } from 'vitest';
import { sessionStore } from './session-store';
import { storageKeys } from '../storage-keys';

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
});
