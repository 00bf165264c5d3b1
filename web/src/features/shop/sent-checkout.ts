import type { Currency } from '../../gql/graphql';
import { storageKeys } from '../../lib/storage-keys';

// What the browser sent to checkout, kept in this browser before it leaves for the payment page,
// so the thank-you page can show it where the account manager does not show orders
// (docs/upstream-contract.md). Kept per order, and only the latest few: an order's page is read
// once, on the way back from paying. The same record says whether the order's thank-you page has
// taken what it bought out of the basket already, so that opening it again (Back, a reload, a
// bookmark) never takes out lines put in the basket since.

export interface SentItem {
  accountId: string;
  planId: string;
  plan: string;
  clicks: number;
  price: number;
}

export interface SentCheckout {
  orderId: string;
  items: SentItem[];
  total: number;
  currency: Currency;
  /** Set once the thank-you page has taken the order's lines out of the basket. */
  basketCleared?: boolean;
}

const KEY = storageKeys.sentCheckouts;
/** The most orders kept. */
const KEPT = 5;

function readAll(storage: Storage): SentCheckout[] {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(KEY) ?? '[]');
    return Array.isArray(parsed) ? (parsed as SentCheckout[]) : [];
  } catch {
    return [];
  }
}

/** Keeps what was sent for `sent.orderId`, newest first, dropping the oldest beyond a few. */
export function keepSentCheckout(sent: SentCheckout, storage: Storage = window.localStorage): void {
  const others = readAll(storage).filter((entry) => entry.orderId !== sent.orderId);
  try {
    storage.setItem(KEY, JSON.stringify([sent, ...others].slice(0, KEPT)));
  } catch {
    // Storage full or refused: the thank-you page then says only that the order went to payment.
  }
}

/** What this browser sent for the order, if it was this browser. */
export function sentCheckout(orderId: string, storage: Storage = window.localStorage): SentCheckout | undefined {
  return readAll(storage).find((entry) => entry.orderId === orderId);
}

/** Whether the thank-you page has already taken what the order bought out of this browser's basket. */
export function basketCleared(orderId: string, storage: Storage = window.localStorage): boolean {
  return sentCheckout(orderId, storage)?.basketCleared === true;
}

/**
 * Remembers that what the order bought has left the basket: on what this browser sent for it, or,
 * where it sent nothing (another browser checked out), on a record of what the order bought.
 */
export function rememberBasketCleared(bought: SentCheckout, storage: Storage = window.localStorage): void {
  const all = readAll(storage);
  const kept = all.find((entry) => entry.orderId === bought.orderId);
  if (!kept) return keepSentCheckout({ ...bought, basketCleared: true }, storage);
  // In its place: what was sent later stays among the few kept.
  try {
    storage.setItem(KEY, JSON.stringify(all.map((entry) => (entry === kept ? { ...entry, basketCleared: true } : entry))));
  } catch {
    // Storage full or refused: the page then takes out again only lines holding exactly what the order bought.
  }
}
