import type { Currency, Plan, ServiceKind, Subscription } from '../../seed';

/** Something an account was charged for in the shop: a subscription's period, or a bundle of clicks. */
export interface ChargeView {
  date: number;
  kind: 'subscription' | 'bundle';
  service: ServiceKind;
  planId: number;
  plan: string;
  clicks: number;
  amount: number;
  currency: Currency;
}

/**
 * The account's charges between `from` and `to` (epoch seconds, inclusive; either may be left
 * out), oldest first: each subscription's current period at its start, and each bundle at its
 * purchase. A paid shop order becomes one of these (store/shop.ts), so purchases show at once.
 */
export function chargesOf(
  subscriptions: readonly Subscription[],
  plans: ReadonlyMap<number, Plan>,
  from: number | undefined,
  to: number | undefined,
): ChargeView[] {
  const within = (date: number) => (from === undefined || date >= from) && (to === undefined || date <= to);
  const planName = (planId: number) => plans.get(planId)?.plan ?? '';
  const charges: ChargeView[] = subscriptions.flatMap((subscription) => [
    {
      date: subscription.startDate,
      kind: 'subscription' as const,
      service: subscription.service,
      planId: subscription.planId,
      plan: planName(subscription.planId),
      clicks: subscription.clicks,
      amount: subscription.price,
      currency: subscription.currency,
    },
    ...subscription.bundles.map((bundle) => ({
      date: bundle.purchaseDate,
      kind: 'bundle' as const,
      service: subscription.service,
      planId: bundle.planId,
      plan: planName(bundle.planId),
      clicks: bundle.clicks,
      amount: bundle.price,
      currency: subscription.currency,
    })),
  ]);
  return charges.filter((charge) => within(charge.date)).sort((a, b) => a.date - b.date || a.planId - b.planId);
}
