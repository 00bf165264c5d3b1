import { describe, expect, it } from 'vitest';
import { SandboxStore } from '../src/store';
import { createSeed } from '../src/seed';

const ACME_MAIN = 103;
const KOALA_MAIN = 113;

describe('counting clicks against a subscription', () => {
  it("adds to today's usage of the account's subscription for that service", () => {
    const now = Date.UTC(2026, 10, 21, 12);
    const store = new SandboxStore(createSeed(now), () => now);
    const today = Date.UTC(2026, 10, 21) / 1000;
    const subscription = store.subscriptions.find((s) => s.accountId === ACME_MAIN && s.service === 'email')!;
    const todays = () =>
      store.subscriptionUsage.filter((u) => u.subscriptionId === subscription.subscriptionId && u.date === today).reduce((sum, u) => sum + u.clicks, 0);
    const before = todays();
    expect(store.countClicks(ACME_MAIN, 'email', 3)).toEqual({ counted: true, subscriptionId: subscription.subscriptionId });
    store.countClicks(ACME_MAIN, 'email');
    expect(todays()).toBe(before + 4);
  });

  it('refuses an account without a subscription to the service', () => {
    const store = new SandboxStore(createSeed(Date.now()));
    expect(store.countClicks(KOALA_MAIN, 'bankcode')).toEqual({ counted: false, reason: 'noSubscription' });
  });
});
