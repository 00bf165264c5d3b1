import { createHash } from 'node:crypto';
import type { KeyValueCache } from '@apollo/utils.keyvaluecache';
import type { BasketQuote } from '../generated/resolvers';
import type { CheckoutRequest } from './client';

/**
 * What makes two checkouts the same purchase (docs/flows.md, "Checking out twice"), with the user
 * who checks out: for whom, what, who pays, and where the payment page returns to, which the order
 * keeps.
 */
export type CheckoutBasket = Pick<CheckoutRequest, 'organisationId' | 'basket' | 'billing' | 'backUrl' | 'paidUrl'>;

/** A checkout begun whose order may still be waiting for its payment. */
export interface PendingCheckout {
  orderId: string;
  url: string;
  quote: BasketQuote;
}

/**
 * How long a checkout is remembered. A payment page left open in another tab, or the basket
 * reached again with Back, is seldom older; a checkout after that makes a new order, as before.
 */
const REMEMBERED_SECONDS = 86_400;

function basketKey(buyer: string, { organisationId, basket, billing, backUrl, paidUrl }: CheckoutBasket): string {
  // The lines in one order whatever order the basket listed them in; billing fields in a fixed order, absent ones as null.
  const lines = [...basket].sort((a, b) => a.accountId - b.accountId || a.planId - b.planId).map((line) => [line.accountId, line.planId, line.quantity]);
  const fields = (['company', 'name', 'email', 'address1', 'address2', 'address3', 'address4', 'town', 'county', 'postcode', 'country'] as const).map(
    (name) => billing[name] ?? null,
  );
  return `basket:${createHash('sha256')
    .update(JSON.stringify([buyer, organisationId, lines, fields, backUrl, paidUrl]))
    .digest('hex')}`;
}

/**
 * The buyer's own order: an order id alone is no secret (it is in the thank-you page's address), so
 * whoever asks about someone else's order finds nothing here to forget.
 */
const orderKey = (buyer: string, orderId: string) =>
  `order:${createHash('sha256')
    .update(JSON.stringify([buyer, orderId]))
    .digest('hex')}`;

/**
 * The checkouts whose orders may still be waiting for payment, in the gateway's shared state so
 * that every gateway of a deployment knows them: a second checkout of the same basket goes back to
 * the first order's payment page instead of making an order that could be paid as well.
 */
export class PendingCheckouts {
  constructor(private readonly store: KeyValueCache<string>) {}

  /** `buyer` is who checks out: an order and its payment page are answered only to whoever began it. */
  async find(buyer: string, basket: CheckoutBasket): Promise<PendingCheckout | undefined> {
    const kept = await this.store.get(basketKey(buyer, basket));
    if (kept === undefined) return undefined;
    try {
      return JSON.parse(kept) as PendingCheckout;
    } catch {
      return undefined;
    }
  }

  async keep(buyer: string, basket: CheckoutBasket, started: PendingCheckout): Promise<void> {
    const key = basketKey(buyer, basket);
    await Promise.all([
      this.store.set(key, JSON.stringify(started), { ttl: REMEMBERED_SECONDS }),
      this.store.set(orderKey(buyer, started.orderId), key, { ttl: REMEMBERED_SECONDS }),
    ]);
  }

  /**
   * Once the order is paid (or gone): the same basket checked out again by `buyer` is a new purchase.
   * Only `buyer`'s own checkout is forgotten, never another user's waiting one.
   */
  async forget(buyer: string, orderId: string): Promise<void> {
    const key = await this.store.get(orderKey(buyer, orderId));
    if (key === undefined) return;
    await Promise.all([this.store.delete(key), this.store.delete(orderKey(buyer, orderId))]);
  }
}
