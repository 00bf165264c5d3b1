import { InMemoryLRUCache } from '@apollo/utils.keyvaluecache';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MemoryClaims } from '../src/shared/claims';
import { PendingCheckouts, type CheckoutBasket, type PendingCheckout } from '../src/shop/pending-checkouts';

// Two gateways' PendingCheckouts over one shared store and one set of claims, as two gateways over
// one Redis: the checkout of a basket the other gateway is checking out waits for its order, and
// never leaves the customer with nothing when that checkout fails or hangs (shop/pending-checkouts.ts).

const BUYER = 'user:owner@acme.example';
const BASKET: CheckoutBasket = {
  organisationId: '102',
  basket: [{ accountId: 103, planId: 11, quantity: 2000 }],
  billing: {
    company: 'Acme Ltd',
    name: 'Alice Owner',
    email: 'accounts@acme.example',
    address1: '1 High Street',
    town: 'London',
    postcode: 'N1 1AA',
    country: 'United Kingdom',
  },
  backUrl: 'http://portal.test/portal/shop/basket',
  paidUrl: 'http://portal.test/portal/shop/thankyou',
};
/** How long a checkout may take, in these tests. */
const CHECKOUT_MS = 1_000;

const order = (orderId: string): PendingCheckout => ({
  orderId,
  url: `http://pay.test/${orderId}`,
  quote: { items: [], unavailable: [], total: 60, currency: 'GBP' },
});

/** A deferred order: made when the test says so, or never. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<T>((ok, fail) => ((resolve = ok), (reject = fail)));
  return { promise, resolve, reject };
}

function twoGateways() {
  const store = new InMemoryLRUCache<string>();
  const claims = new MemoryClaims();
  const made: string[] = [];
  const gateway = () => {
    const pending = new PendingCheckouts(store, claims, CHECKOUT_MS);
    /** The resolver's checkout: the waiting order, else one made (by `make`) and kept. */
    return (make: () => Promise<PendingCheckout>) =>
      pending.oneAtATime(BUYER, BASKET, async () => {
        const kept = await pending.find(BUYER, BASKET);
        if (kept) return kept;
        const started = await make();
        made.push(started.orderId);
        await pending.keep(BUYER, BASKET, started);
        return started;
      });
  };
  return { first: gateway(), second: gateway(), made };
}

describe('the same basket checked out through two gateways at the same moment', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('makes one order: the second waits for the first to keep it, and answers it', async () => {
    const { first, second, made } = twoGateways();
    const firstOrder = deferred<PendingCheckout>();
    const one = first(() => firstOrder.promise);
    const other = second(() => Promise.resolve(order('9002')));
    await vi.advanceTimersByTimeAsync(300);
    expect(made).toEqual([]);

    firstOrder.resolve(order('9001'));
    await vi.advanceTimersByTimeAsync(100);
    expect(await one).toEqual(order('9001'));
    expect(await other).toEqual(order('9001'));
    expect(made).toEqual(['9001']);
  });

  it('has the second make the order once the first has failed', async () => {
    const { first, second, made } = twoGateways();
    const firstOrder = deferred<PendingCheckout>();
    const one = first(() => firstOrder.promise);
    const failed = expect(one).rejects.toThrow('The account manager did not answer');
    const other = second(() => Promise.resolve(order('9002')));
    await vi.advanceTimersByTimeAsync(300);

    firstOrder.reject(new Error('The account manager did not answer'));
    await failed;
    await vi.advanceTimersByTimeAsync(100);
    expect(await other).toEqual(order('9002'));
    expect(made).toEqual(['9002']);
  });

  it('has the second make the order itself once the first has held the basket as long as a checkout may take', async () => {
    const { first, second, made } = twoGateways();
    // A gateway stopped, or a service hanging, mid-checkout: its claim is never given up.
    void first(() => new Promise<PendingCheckout>(() => undefined));
    let answered: PendingCheckout | undefined;
    void second(() => Promise.resolve(order('9002'))).then((started) => (answered = started));

    await vi.advanceTimersByTimeAsync(CHECKOUT_MS - 100);
    expect(answered).toBeUndefined();
    await vi.advanceTimersByTimeAsync(200);
    expect(answered).toEqual(order('9002'));
    expect(made).toEqual(['9002']);
  });
});
