import { basketKey } from '../storage-keys';
import { createStore, useStore } from '../store';
import { addToBasket, changeClicks, parseBasket, removeFromBasket, type BasketItem } from './basket';

// The basket of each account, kept in local storage under its per-account key so that it
// survives a reload. The shop changes it; the account bar shows its count. Another tab may change
// it too, so readers read local storage again on each change; `changes` counts them.
const changes = createStore(0);
const changed = () => changes.set(changes.get() + 1);
// useSyncExternalStore wants the same array for the same basket, so each account's last read is kept.
const lastRead = new Map<string, { raw: string | null; items: BasketItem[] }>();

function read(accountId: string): BasketItem[] {
  const raw = localStorage.getItem(basketKey(accountId));
  const cached = lastRead.get(accountId);
  if (cached && cached.raw === raw) return cached.items;
  const items = parseBasket(raw, accountId);
  lastRead.set(accountId, { raw, items });
  return items;
}

function write(accountId: string, items: BasketItem[]) {
  if (items.length) localStorage.setItem(basketKey(accountId), JSON.stringify(items));
  else localStorage.removeItem(basketKey(accountId));
  changed();
}

// Another tab adding to the basket, or emptying it once paid, changes this one too. A page the
// browser brings back from its back/forward cache (Back from the payment page) heard no storage
// event while it was away, so it reads again: it must not show, and check out, lines already paid
// (docs/flows.md, "Checking out twice").
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === null || event.key.startsWith(basketKey(''))) changed();
  });
  window.addEventListener('pageshow', (event) => {
    if (event.persisted) changed();
  });
}

const none: BasketItem[] = [];

export const basketStore = {
  list: read,
  /** Adds the plan's clicks (to its line, if it has one) and answers how many clicks the line now holds. */
  add(accountId: string, item: BasketItem): number {
    const items = addToBasket(read(accountId), item);
    write(accountId, items);
    return items.find((line) => line.planId === item.planId && line.ccId === item.ccId)?.clicks ?? item.clicks;
  },
  changeClicks(accountId: string, planId: string, clicks: number) {
    write(accountId, changeClicks(read(accountId), planId, clicks));
  },
  remove(accountId: string, planId: string) {
    write(accountId, removeFromBasket(read(accountId), planId));
  },
  /** After the basket has been paid for. */
  empty(accountId: string) {
    write(accountId, []);
  },
  subscribe: changes.subscribe,
};

/** The account's basket, kept current as it changes here or in another tab. */
export function useBasket(accountId: string | undefined): BasketItem[] {
  return useStore(changes, () => (accountId ? read(accountId) : none));
}

/** How many plans the account's basket holds: the count on the account bar's basket icon. */
export function useBasketCount(accountId: string | undefined): number {
  return useBasket(accountId).length;
}
