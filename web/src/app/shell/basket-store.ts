import { useSyncExternalStore } from 'react';

/** A basket item as the shell keeps it, per account, in local storage. */
export interface BasketItem {
  organisationId: string;
  ccId: string;
  datasetId: string;
  planId: string;
  clicks: number;
}

const key = (accountId: string) => `basketOrders:${accountId}`;
const listeners = new Set<() => void>();

function read(accountId: string): BasketItem[] {
  try {
    const items = JSON.parse(localStorage.getItem(key(accountId)) ?? '[]') as unknown;
    return Array.isArray(items) ? (items as BasketItem[]) : [];
  } catch {
    return [];
  }
}

function write(accountId: string, items: BasketItem[]) {
  localStorage.setItem(key(accountId), JSON.stringify(items));
  for (const listener of listeners) listener();
}

export const basket = {
  list: read,
  count: (accountId: string) => read(accountId).length,
  add(accountId: string, item: BasketItem) {
    write(accountId, [...read(accountId), item]);
  },
  remove(accountId: string, index: number) {
    write(
      accountId,
      read(accountId).filter((_, i) => i !== index),
    );
  },
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

export function useBasketCount(accountId: string | undefined): number {
  return useSyncExternalStore(basket.subscribe, () => (accountId ? basket.count(accountId) : 0));
}
