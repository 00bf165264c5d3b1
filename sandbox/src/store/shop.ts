import { randomBytes } from 'node:crypto';
import type { Bundle, Currency, Plan, Subscription } from '../seed';
import { DAY_SECONDS } from '../seed/clock';
import { seedPaymentUsers, seedSavedCards, type SavedCard } from '../seed/payments';
import type { SandboxStore } from '../store';
import { nextSubscriptionId } from './clicks';
import { IdSequence } from './id-sequence';
import { recordCardPayment, type PaidCard } from '../services/account-manager/bundle-payments';
import { priceClicks } from '../services/account-manager/pricing';
import { accountPlanView } from '../services/account-manager/views';

/** Who pays and where the receipt goes, as given at checkout. */
export interface Billing {
  company: string;
  name: string;
  email: string;
  address1: string;
  address2?: string;
  address3?: string;
  address4?: string;
  town: string;
  county?: string;
  postcode: string;
  country: string;
}

export interface OrderItem {
  accountId: number;
  planId: number;
  quantity: number;
  price: number;
}

export interface Order {
  orderId: number;
  /** The payment page's key: unguessable, as the page asks for no sign-in. */
  ref: string;
  organisationId: number;
  userId: number;
  items: OrderItem[];
  total: number;
  currency: Currency;
  billing: Billing;
  backUrl: string;
  paidUrl: string;
  status: 'pending' | 'paid';
  createdAt: number;
  paidAt: number | null;
  card: { brand: string; lastFour: string } | null;
}

/** A page handed out by `GET /payment/generate` for entering a new card. */
export interface CardPage {
  ref: string;
  accountId: number;
  userId: number;
  backUrl: string | null;
  used: boolean;
}

/** Why a basket item cannot be bought, in the words the service answers with. */
export type ItemProblem = string;

const FIRST_ORDER_ID = 9001;

/**
 * The shop's orders, the accounts' saved cards, who may pay for each account, and what a paid
 * order does to the accounts' subscriptions. Kept beside the store (one per sandbox) rather than
 * in its seed, since only the account manager's shop and payment calls read it.
 */
export class Shop {
  readonly orders: Order[] = [];
  readonly savedCards: Map<number, SavedCard> = seedSavedCards();
  readonly paymentUsers: Map<number, number[]> = seedPaymentUsers();
  private readonly cardPages = new Map<string, CardPage>();
  /** Order numbers go on from FIRST_ORDER_ID and are never given twice. */
  private readonly orderIds = new IdSequence(FIRST_ORDER_ID - 1);

  constructor(
    private readonly store: SandboxStore,
    private readonly now: () => number,
  ) {
    store.onClicksCounted((subscription) => this.topUpIfLow(subscription));
    store.onGroupRemoved((group) => this.forgetAccount(group.id));
    // By default the account's owner pays: a card seeded without anyone on its list has its owners.
    for (const accountId of this.savedCards.keys()) if (!this.paymentUsers.get(accountId)?.length) this.paymentUsers.set(accountId, this.ownersOf(accountId));
  }

  /**
   * The account's owners: those who own it directly, else its organisation's (and so on up), not
   * a partner's above a group that has owners of its own.
   */
  private ownersOf(accountId: number): number[] {
    let group = this.store.getGroup(accountId);
    while (group) {
      const groupId = group.id;
      const owners = this.store.memberships
        .filter((membership) => membership.groupId === groupId && (membership.accessLevel === 'owner' || membership.accessLevel === 'sudoowner'))
        .map((membership) => membership.userId);
      if (owners.length > 0) return [...new Set(owners)];
      group = group.parentId === null ? undefined : this.store.getGroup(group.parentId);
    }
    return [];
  }

  /**
   * Whether the user may pay for the account with its saved card: only those on its list of who may
   * pay (`/payment/users`), which its owner is on by default (saveCard).
   */
  mayPayWithSavedCard(accountId: number, userId: number): boolean {
    return this.paymentUsers.get(accountId)?.includes(userId) ?? false;
  }

  /**
   * A deleted account's saved card, who may pay for it and its card pages go with it. Its orders
   * stay, as the billing history of what was paid.
   */
  private forgetAccount(accountId: number): void {
    this.savedCards.delete(accountId);
    this.paymentUsers.delete(accountId);
    for (const [ref, page] of this.cardPages) if (page.accountId === accountId) this.cardPages.delete(ref);
  }

  /**
   * Automatic top-up: once a subscription renewing by itself with a top-up share has fewer clicks
   * left than that share of its period's allowance, a renewal is bought at once with the saved
   * card, as a bundle of the renewal's clicks and price on it. Without a saved card nothing can be
   * bought, and the subscription waits for its period's end as before.
   */
  private topUpIfLow(subscription: Subscription): void {
    const share = subscription.topUpPercent ?? 0;
    const card = this.savedCards.get(subscription.accountId);
    if (!subscription.autoRenew || !subscription.enabled || share <= 0 || !card) return;
    const plan = this.store.plans.find((candidate) => candidate.planId === subscription.planId);
    if (!plan) return;
    const usage = this.store.subscriptionUsage.filter((day) => day.subscriptionId === subscription.subscriptionId);
    const plans = new Map(this.store.plans.map((candidate) => [candidate.planId, candidate]));
    const now = this.nowSeconds();
    const { remainClicks } = accountPlanView(subscription, plan, usage, plans, now);
    if (remainClicks >= Math.ceil((subscription.clicks * share) / 100)) return;
    const bundle: Bundle = {
      bundleId: this.nextBundleId(),
      planId: plan.planId,
      clicks: subscription.renewalClicks ?? subscription.clicks,
      price: subscription.renewalPrice ?? subscription.price,
      purchaseDate: now,
      startDate: now,
      endDate: subscription.endDate,
    };
    subscription.bundles.push(bundle);
    recordCardPayment(bundle, card);
  }

  nowSeconds(): number {
    return Math.floor(this.now() / 1000);
  }

  /** A plan on sale now in the territory. */
  onSale(plan: Plan, territory: string): boolean {
    const now = this.nowSeconds();
    return plan.territory === territory && plan.availableStart <= now && (plan.availableEnd === 0 || plan.availableEnd > now);
  }

  /** The account's subscription that a bundle of this plan would top up: one to a plan of the same dataset, running now. */
  subscriptionForBundle(accountId: number, bundlePlan: Plan): Subscription | undefined {
    const now = this.nowSeconds();
    return this.store.subscriptions.find((subscription) => {
      // A free trial is not topped up: its clicks are the trial's, and buying a plan replaces it.
      if (subscription.accountId !== accountId || subscription.trial || !subscription.enabled || subscription.endDate <= now) return false;
      return this.store.plans.find((plan) => plan.planId === subscription.planId)?.datasetId === bundlePlan.datasetId;
    });
  }

  /** Why the account cannot buy the plan now; undefined when it can. */
  whyNot(accountId: number, plan: Plan): ItemProblem | undefined {
    const account = this.store.getGroup(accountId);
    if (!account || !this.onSale(plan, account.territory)) return `${plan.plan} is not on sale to this account`;
    if (plan.kind === 'bundle' && !this.subscriptionForBundle(accountId, plan)) return `Buy a ${plan.dataset} plan first: a bundle tops one up`;
    return undefined;
  }

  /** Prices an item, or says why it cannot be bought. */
  priceItem(accountId: number, planId: number, quantity: number): OrderItem | ItemProblem {
    const plan = this.store.plans.find((candidate) => candidate.planId === planId);
    if (!plan) return `Plan ${planId} is not on sale to this account`;
    const problem = this.whyNot(accountId, plan);
    if (problem) return problem;
    const quote = priceClicks(plan.pricing, quantity);
    if (!quote.ok) return `${plan.plan}: ${quote.reason}`;
    return { accountId, planId, quantity, price: quote.price };
  }

  createOrder(input: Omit<Order, 'orderId' | 'ref' | 'total' | 'status' | 'createdAt' | 'paidAt' | 'card'>): Order {
    const order: Order = {
      ...input,
      orderId: this.orderIds.next(this.orders.map((order) => order.orderId)),
      ref: randomBytes(18).toString('base64url'),
      total: Math.round(input.items.reduce((sum, item) => sum + item.price * 100, 0)) / 100,
      status: 'pending',
      createdAt: this.nowSeconds(),
      paidAt: null,
      card: null,
    };
    this.orders.push(order);
    return order;
  }

  orderByRef(ref: string): Order | undefined {
    return this.orders.find((order) => order.ref === ref);
  }

  order(orderId: number): Order | undefined {
    return this.orders.find((order) => order.orderId === orderId);
  }

  /**
   * Takes the payment: every item goes onto its account, once. An item that can no longer be
   * bought (a bundle whose plan ran out since checkout) stops the whole payment before anything
   * changes, and is answered as the reason.
   */
  pay(order: Order, card: { brand: string; lastFour: string }): ItemProblem | undefined {
    if (order.status === 'paid') return undefined;
    for (const item of order.items) {
      const plan = this.store.plans.find((candidate) => candidate.planId === item.planId);
      const problem = plan ? this.whyNot(item.accountId, plan) : 'The plan is no longer on sale';
      if (problem) return problem;
    }
    for (const item of order.items) this.apply(item, card);
    order.status = 'paid';
    order.paidAt = this.nowSeconds();
    order.card = card;
    return undefined;
  }

  /**
   * What one paid item does: a plan of a service the account is trying ends the trial first; a plan the account holds and that is running gets the clicks added to
   * its period (its renewal unchanged); one held but ended or switched off starts a new period with them; a plan not held
   * becomes a subscription from today. A bundle tops up the subscription of its dataset.
   */
  private apply(item: OrderItem, card: PaidCard): void {
    const plan = this.store.plans.find((candidate) => candidate.planId === item.planId);
    if (!plan) return;
    const now = this.nowSeconds();
    if (plan.kind === 'bundle') {
      const subscription = this.subscriptionForBundle(item.accountId, plan);
      if (!subscription) return;
      const bundle: Bundle = {
        bundleId: this.nextBundleId(),
        planId: plan.planId,
        clicks: item.quantity,
        price: item.price,
        purchaseDate: now,
        startDate: now,
        endDate: subscription.endDate,
      };
      subscription.bundles.push(bundle);
      // Its invoice says how it was paid: with this card, not on account as staff's bundles are.
      recordCardPayment(bundle, card);
      return;
    }
    this.endTrial(item.accountId, plan);
    const held = this.store.subscriptions.find((subscription) => subscription.accountId === item.accountId && subscription.planId === plan.planId);
    if (held && held.enabled && held.endDate > now) {
      // The clicks bought are for this period only: the next period renews with the clicks (and
      // price) chosen for renewal, which would otherwise follow the grown allowance at the old price.
      held.renewalClicks ??= held.clicks;
      held.renewalPrice ??= held.price;
      held.clicks += item.quantity;
      // Paid for on its own, so a charge of its own: without it the card payment was nowhere in the charges.
      (held.topUps ??= []).push({ date: now, clicks: item.quantity, price: item.price });
      return;
    }
    const period = { startDate: now, endDate: now + plan.duration * DAY_SECONDS, clicks: item.quantity, price: item.price, enabled: true };
    if (held) {
      Object.assign(held, period);
      return;
    }
    this.store.subscriptions.push({
      subscriptionId: nextSubscriptionId(this.store),
      accountId: item.accountId,
      planId: plan.planId,
      service: plan.service,
      currency: plan.currency,
      autoRenew: false,
      bundles: [],
      ...period,
    });
  }

  /**
   * A plan bought for a service the account is trying ends the trial: the trial's subscription
   * goes (its clicks used stay in the usage history), and the plan bought starts from today.
   */
  private endTrial(accountId: number, plan: Plan): void {
    const trial = this.store.subscriptions.findIndex(
      (subscription) => subscription.accountId === accountId && subscription.trial && subscription.service === plan.service,
    );
    if (trial >= 0) this.store.subscriptions.splice(trial, 1);
  }

  /** From the bundles' sequence staff's bundles take theirs from: never a removed bundle's id. */
  private nextBundleId(): number {
    return this.store.ids.bundles.next(this.store.subscriptions.flatMap((subscription) => subscription.bundles.map((bundle) => bundle.bundleId)));
  }

  /**
   * Saves the card for the account, keeping the billing e-mail it had unless a new one is given.
   * Whoever saves it (an owner: only owners reach the card and payment pages' calls) may pay with it
   * when nobody else may yet, so that by default the account's owner pays.
   */
  saveCard(accountId: number, card: Omit<SavedCard, 'billingEmail'>, billingEmail: string | undefined, savedBy: number): void {
    const email = billingEmail ?? this.savedCards.get(accountId)?.billingEmail;
    this.savedCards.set(accountId, { ...card, billingEmail: email ?? '' });
    if (!this.paymentUsers.get(accountId)?.length) this.paymentUsers.set(accountId, [savedBy]);
  }

  newCardPage(accountId: number, userId: number, backUrl: string | null): CardPage {
    const page: CardPage = { ref: randomBytes(18).toString('base64url'), accountId, userId, backUrl, used: false };
    this.cardPages.set(page.ref, page);
    return page;
  }

  cardPage(ref: string): CardPage | undefined {
    return this.cardPages.get(ref);
  }
}

const shops = new WeakMap<SandboxStore, Shop>();

/** The shop of this sandbox, made on first use. */
export function shopOf(store: SandboxStore, now: () => number): Shop {
  let shop = shops.get(store);
  if (!shop) {
    shop = new Shop(store, now);
    shops.set(store, shop);
  }
  return shop;
}
