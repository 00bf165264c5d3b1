import type { Currency, Plan, ServiceKind, Subscription } from '../../seed';
import type { JobCharge } from '../bureau/state';

/** Something an account was charged for in the shop: a subscription's period, more clicks of it bought for that period, or a bundle of clicks. */
export interface ShopChargeView {
  date: number;
  kind: 'subscription' | 'bundle';
  service: ServiceKind;
  planId: number;
  plan: string;
  clicks: number;
  amount: number;
  currency: Currency;
}

/** An address cleanse the account paid for by invoice: the bureau's job charge for one file. */
export interface CleanseChargeView {
  date: number;
  kind: 'addressCleanse';
  fileId: number;
  fileName: string;
  /** The records charged (the file's, or the minimum when more). */
  records: number;
  amount: number;
  currency: Currency;
  invoiceNumber: string;
  /** The customer's purchase-order reference, '' when none was given. */
  purchaseOrder: string;
}

export type ChargeView = ShopChargeView | CleanseChargeView;

/**
 * The account's charges between `from` and `to` (epoch seconds, inclusive; either may be left
 * out), oldest first: each subscription's current period at its start (a free trial is none), each
 * purchase of more clicks of a held plan for its running period at its payment, each bundle at its purchase, and each address cleanse at its invoice (the bureau's job charges for the account, as
 * the provider's billing holds them). A paid shop order becomes one of these (store/shop.ts), so
 * purchases show at once.
 */
export function chargesOf(
  subscriptions: readonly Subscription[],
  plans: ReadonlyMap<number, Plan>,
  jobCharges: readonly JobCharge[],
  from: number | undefined,
  to: number | undefined,
): ChargeView[] {
  const within = (date: number) => (from === undefined || date >= from) && (to === undefined || date <= to);
  const planName = (planId: number) => plans.get(planId)?.plan ?? '';
  const shop: ShopChargeView[] = subscriptions.flatMap((subscription) => [
    // A free trial was charged nothing, so it is no charge.
    ...(subscription.trial
      ? []
      : [
          {
            date: subscription.startDate,
            kind: 'subscription' as const,
            service: subscription.service,
            planId: subscription.planId,
            plan: planName(subscription.planId),
            // The clicks the period was bought with: those bought since are their own charges.
            clicks:
              subscription.clicks -
              (subscription.topUps ?? []).filter((topUp) => topUp.date >= subscription.startDate).reduce((sum, topUp) => sum + topUp.clicks, 0),
            amount: subscription.price,
            currency: subscription.currency,
          },
        ]),
    ...(subscription.topUps ?? []).map((topUp) => ({
      date: topUp.date,
      kind: 'subscription' as const,
      service: subscription.service,
      planId: subscription.planId,
      plan: planName(subscription.planId),
      clicks: topUp.clicks,
      amount: topUp.price,
      currency: subscription.currency,
    })),
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
  const cleanses: CleanseChargeView[] = jobCharges.map((charge) => ({
    date: charge.date,
    kind: 'addressCleanse',
    fileId: charge.jobId,
    fileName: charge.fileName,
    records: charge.totalCount,
    amount: charge.totalCharges,
    currency: charge.currency,
    invoiceNumber: charge.invoiceNumber,
    purchaseOrder: charge.purchaseOrder,
  }));
  const order = (charge: ChargeView) => (charge.kind === 'addressCleanse' ? charge.fileId : charge.planId);
  return [...shop, ...cleanses].filter((charge) => within(charge.date)).sort((a, b) => a.date - b.date || order(a) - order(b));
}
