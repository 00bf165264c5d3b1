import type { Currency } from '../../gql/graphql';
import { storageKeys } from '../../lib/storage-keys';

// What the browser sent to checkout, kept in this browser before it leaves for the payment page,
// so the thank-you page can show it where the account manager does not show orders
// (docs/upstream-contract.md). Kept per order, and only the latest few: an order's page is read
// once, on the way back from paying.

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
