import { storageKeys } from '../../lib/storage-keys';
import { createStore, useStore } from '../../lib/store';
import type { Selection } from '../access/types';

export interface StoredSelection {
  partnerId: string | null;
  organisationId: string | null;
  accountId: string | null;
}

// What is chosen lives in local storage, where signing out removes it without telling this store,
// so `get` reads it again each time; `changes` counts what `remember` writes, for the readers.
const changes = createStore(0);
let snapshot = read();

function read(): StoredSelection {
  return {
    partnerId: localStorage.getItem(storageKeys.lastPartnerId),
    organisationId: localStorage.getItem(storageKeys.lastOrganisationId),
    accountId: localStorage.getItem(storageKeys.lastAccountId),
  };
}

function put(key: string, value: string | null) {
  if (value) localStorage.setItem(key, value);
  else localStorage.removeItem(key);
}

/** The partner, organisation and account last chosen, kept per level across reloads. */
export const selectionStore = {
  /** Re-read each time so a sign-out (which removes the keys) shows at once; same values, same object. */
  get() {
    const now = read();
    if (now.partnerId !== snapshot.partnerId || now.organisationId !== snapshot.organisationId || now.accountId !== snapshot.accountId) snapshot = now;
    return snapshot;
  },
  subscribe: changes.subscribe,
  remember(selection: Selection) {
    put(storageKeys.lastPartnerId, selection.partner?.id ?? null);
    put(storageKeys.lastOrganisationId, selection.organisation?.id ?? null);
    put(storageKeys.lastAccountId, selection.account?.id ?? null);
    put(storageKeys.currentOrganisation, selection.organisation?.id ?? null);
    put(storageKeys.currentAccount, selection.account?.id ?? null);
    changes.set(changes.get() + 1);
  },
};

export function useStoredSelection(): StoredSelection {
  return useStore(changes, selectionStore.get);
}
