import { randomBytes } from 'node:crypto';
import type { Bundle, Plan, Subscription } from '../seed';
import type { StoreState } from './state';

/** What may be set on a bundle; a field left out keeps its value (or, on creation, its default). */
export interface BundleChanges {
  clicks?: number;
  price?: number;
  startDate?: number;
  endDate?: number;
}

/** A bundle with the subscription that holds it. */
export interface HeldBundle {
  bundle: Bundle;
  subscription: Subscription;
}

/** Why a bundle cannot be added; the route turns it into a 400 with these words. */
export type BundleRefusal = 'not a bundle plan' | 'no subscription for the service' | 'clicks and price needed' | 'ends before it starts';

/**
 * Click bundles added by the provider's staff to an account's subscriptions, and the invoice
 * pages handed out for them. A bundle sits on the account's subscription to the bundle plan's
 * service, so its clicks count towards that subscription's remaining clicks at once.
 */
export class Bundles {
  /** Invoice page references (unguessable, as a link sent to a browser must be) to bundle ids. */
  private readonly invoices = new Map<string, number>();

  constructor(private readonly state: StoreState) {}

  find(bundleId: number): HeldBundle | undefined {
    for (const subscription of this.state.subscriptions) {
      const bundle = subscription.bundles.find((candidate) => candidate.bundleId === bundleId);
      if (bundle) return { bundle, subscription };
    }
    return undefined;
  }

  planOf(bundle: Bundle): Plan | undefined {
    return this.state.plans.find((plan) => plan.planId === bundle.planId);
  }

  /**
   * Adds a bundle to the account. `planId` names a click bundle plan (as the shop sells them: by
   * default its clicks and price), or the plan of one of the account's subscriptions (a bundle staff
   * tailor for it: clicks and price must be given). It is usable from now until the subscription's end.
   */
  add(accountId: number, planId: number, changes: BundleChanges): HeldBundle | BundleRefusal {
    const plan = this.state.plans.find((candidate) => candidate.planId === planId);
    if (!plan) return 'not a bundle plan';
    const subscription =
      plan.kind === 'bundle'
        ? this.state.subscriptions.find(
            (candidate) => candidate.accountId === accountId && candidate.service === plan.service && candidate.currency === plan.currency,
          )
        : this.state.subscriptions.find((candidate) => candidate.accountId === accountId && candidate.planId === plan.planId);
    if (!subscription) return 'no subscription for the service';
    const clicks = changes.clicks ?? (plan.kind === 'bundle' ? plan.clicks : undefined);
    const price = changes.price ?? (plan.kind === 'bundle' ? plan.price : undefined);
    if (clicks === undefined || price === undefined) return 'clicks and price needed';
    const now = this.state.nowSeconds();
    const bundle: Bundle = {
      bundleId: this.nextId(),
      planId: plan.planId,
      clicks,
      price,
      purchaseDate: now,
      startDate: changes.startDate ?? now,
      endDate: changes.endDate ?? subscription.endDate,
    };
    if (bundle.endDate <= bundle.startDate) return 'ends before it starts';
    subscription.bundles.push(bundle);
    return { bundle, subscription };
  }

  /** Changes the bundle; a start date of zero or less is dropped (docs/texts-and-constants.md), keeping the one it has. */
  update(bundleId: number, changes: BundleChanges): HeldBundle | undefined {
    const held = this.find(bundleId);
    if (!held) return undefined;
    const { bundle } = held;
    if (changes.clicks !== undefined) bundle.clicks = changes.clicks;
    if (changes.price !== undefined) bundle.price = changes.price;
    if (changes.startDate !== undefined && changes.startDate > 0) bundle.startDate = changes.startDate;
    if (changes.endDate !== undefined) bundle.endDate = changes.endDate;
    return held;
  }

  remove(bundleId: number): boolean {
    const held = this.find(bundleId);
    if (!held) return false;
    held.subscription.bundles.splice(held.subscription.bundles.indexOf(held.bundle), 1);
    for (const [reference, id] of this.invoices) if (id === bundleId) this.invoices.delete(reference);
    return true;
  }

  /** A new reference to the bundle's invoice page. */
  issueInvoice(bundleId: number): string {
    const reference = randomBytes(18).toString('base64url');
    this.invoices.set(reference, bundleId);
    return reference;
  }

  invoiceFor(reference: string): HeldBundle | undefined {
    const bundleId = this.invoices.get(reference);
    return bundleId === undefined ? undefined : this.find(bundleId);
  }

  /** The next id of the bundles' sequence (the shop's bundles take theirs from it too): never a removed bundle's. */
  private nextId(): number {
    return this.state.ids.bundles.next(this.state.subscriptions.flatMap((subscription) => subscription.bundles.map((bundle) => bundle.bundleId)));
  }
}
