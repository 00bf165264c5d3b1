import { createHash } from 'node:crypto';
import type { KeyValueCache } from '@apollo/utils.keyvaluecache';
import type { Claims } from '../shared/claims';
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

/** What a customer is charged: each line's account, plan, clicks and price, the total and the currency. */
export type Charge = Pick<BasketQuote, 'total' | 'currency'> & { items: readonly { accountId: string; planId: string; clicks: number; price: number }[] };

/**
 * Whether two charges ask the same money for the same lines, whatever order the lines are listed
 * in. A waiting order is answered again only when it charges what the basket is priced at now: a
 * plan's price changed since (Datasets & Plans) makes the basket a new purchase at the new price.
 */
export function sameCharge(one: Charge, other: Charge): boolean {
  const lines = (charge: Charge) =>
    charge.items
      .map((line) => JSON.stringify([line.accountId, line.planId, line.clicks, Math.round(line.price * 100)]))
      .sort()
      .join();
  return one.currency === other.currency && Math.round(one.total * 100) === Math.round(other.total * 100) && lines(one) === lines(other);
}

/**
 * How long a checkout is remembered. A payment page left open in another tab, or the basket
 * reached again with Back, is seldom older; a checkout after that makes a new order, as before.
 */
const REMEMBERED_SECONDS = 86_400;

/** How often a checkout whose basket another gateway is checking out asks again whether it may go on. */
const CLAIM_RETRY_MS = 100;

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
  /**
   * The checkout of each basket under way in this gateway, by the basket's key: the next checkout
   * of the same basket waits for it (`oneAtATime`).
   */
  private readonly underWay = new Map<string, Promise<unknown>>();

  constructor(
    private readonly store: KeyValueCache<string>,
    /** The shared state's claims (SharedState.checkoutClaims): one gateway at a time checks a basket out. */
    private readonly claims: Claims,
    /**
     * The longest one checkout may take, in ms: reading the waiting order and making one, each
     * within the upstream timeout. A basket's claim lasts that long, and a checkout waits at most
     * that long for another gateway's.
     */
    private readonly checkoutMs: number,
  ) {}

  /**
   * Runs `checkOut` (find the waiting order, else make one and keep it) for `buyer`'s basket once
   * the checkouts of the same basket already under way have ended, so that two sent at the same
   * moment (two tabs, a double submission) find one order rather than both making one, whichever
   * gateways they reach. Checkouts of other baskets do not wait. Within this gateway they wait in
   * turn; across gateways the basket is claimed in the shared state (`acrossGateways`).
   */
  async oneAtATime<T>(buyer: string, basket: CheckoutBasket, checkOut: () => Promise<T>): Promise<T> {
    const key = basketKey(buyer, basket);
    // A checkout before that failed leaves this one to try for itself.
    const turn = (this.underWay.get(key) ?? Promise.resolve()).catch(() => undefined).then(() => this.acrossGateways(key, checkOut));
    const ended = turn.catch(() => undefined);
    this.underWay.set(key, ended);
    try {
      return await turn;
    } finally {
      if (this.underWay.get(key) === ended) this.underWay.delete(key);
    }
  }

  /**
   * Runs `checkOut` holding the basket's claim, so that no other gateway checks the same basket out
   * meanwhile, and gives the claim up once the order is kept (or the checkout failed). While another
   * gateway holds it, asks again every CLAIM_RETRY_MS: once that gateway has kept its order and let
   * go, `checkOut` finds the order and answers it; once it failed, `checkOut` makes one. A claim
   * still held after `checkoutMs` (a gateway stopped mid-checkout, a service hanging) no longer
   * holds this checkout up: it checks out anyway, as a customer must never be left with nothing.
   */
  private async acrossGateways<T>(key: string, checkOut: () => Promise<T>): Promise<T> {
    const givesUpAt = Date.now() + this.checkoutMs;
    for (;;) {
      const claim = await this.claims.claim(`claim:${key}`, this.checkoutMs / 1000);
      if (claim) {
        try {
          return await checkOut();
        } finally {
          await claim.release();
        }
      }
      if (Date.now() >= givesUpAt) return checkOut();
      await new Promise((resolve) => setTimeout(resolve, CLAIM_RETRY_MS));
    }
  }

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
