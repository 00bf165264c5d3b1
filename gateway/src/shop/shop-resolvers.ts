import type { GatewayContext } from '../context';
import { requireShopOwner } from '../access/shop';
import type { BasketQuote, BillingDetailsInput, Resolvers } from '../generated/resolvers';
import { upstreamId } from '../ids';
import { MAX_BILLING_LINE, MAX_BILLING_PLACE, MAX_BILLING_POSTCODE } from '../input-bounds';
import { checkedEmail, isAtMostCharacters, isBlankText, refuseControlCharacters } from '../input-checks';
import { portalPage } from '../http/portal-page';
import { refusal, requestError } from '../upstream/failures';
import { priceBasket, shortLineRefusal, unavailableLineRefusal } from './basket';
import type { CheckoutRequest } from './client';
import { toOrder, toShopPlan } from './mappers';
import { sameCharge, type CheckoutBasket, type PendingCheckout } from './pending-checkouts';

/** The most characters the account manager keeps of each billing line (input-bounds.ts). */
function mostOf(name: keyof BillingDetailsInput): number {
  if (name === 'postcode') return MAX_BILLING_POSTCODE;
  return name === 'town' || name === 'county' || name === 'country' ? MAX_BILLING_PLACE : MAX_BILLING_LINE;
}

/**
 * Billing details trimmed, with empty optional lines left out; BAD_USER_INPUT naming the field
 * (`input.billing.company`) for a line it needs with nothing visible (`name must not be empty.`),
 * which the account manager took and the invoice showed empty, for one longer than the account
 * manager keeps (`postcode must be at most 20 characters.`), which it refused naming no field, and
 * for one with a control character, which the payment page and the invoice would show as given
 * (docs/api-errors.md, "Free text"), and for an e-mail address the user server would not take
 * (`email must be a valid e-mail address.`).
 */
function billingOf(input: BillingDetailsInput): CheckoutRequest['billing'] {
  const text = (value: string, name: keyof BillingDetailsInput) => {
    const trimmed = value.trim();
    const argument = `input.billing.${name}`;
    if (isBlankText(trimmed)) throw requestError('BAD_USER_INPUT', `${name} must not be empty.`, { argument });
    const most = mostOf(name);
    if (!isAtMostCharacters(trimmed, most)) throw requestError('BAD_USER_INPUT', `${name} must be at most ${most} characters.`, { argument });
    refuseControlCharacters(trimmed, argument);
    return trimmed;
  };
  // An optional line with nothing visible is left out, as an empty one is.
  const optional = (value: string | null | undefined, name: keyof BillingDetailsInput) => (value && !isBlankText(value) ? text(value, name) : undefined);
  return {
    company: text(input.company, 'company'),
    name: text(input.name, 'name'),
    // Held to the pattern an invitation's address is, so that a receipt is not sent nowhere.
    email: checkedEmail(text(input.email, 'email'), 'input.billing.email'),
    address1: text(input.address1, 'address1'),
    address2: optional(input.address2, 'address2'),
    address3: optional(input.address3, 'address3'),
    address4: optional(input.address4, 'address4'),
    town: text(input.town, 'town'),
    county: optional(input.county, 'county'),
    postcode: text(input.postcode, 'postcode'),
    country: text(input.country, 'country'),
  };
}

/** Who checks out: the signed-in user, whichever of their sessions (tabs share one; a new sign-in makes another). */
const buyerOf = (ctx: GatewayContext) => ctx.caller.userId ?? ctx.caller.identity;

/** What `shopOrder` answers where the account manager has no read of its orders. */
const ORDERS_NOT_KEPT = 'The account manager does not show orders: the payment page said whether it was paid';

/**
 * The order, checked to be the caller's; undefined where the account manager does not show orders
 * (its GET /shop/order is an extension, docs/upstream-contract.md).
 */
async function ownOrder(ctx: GatewayContext, orderId: string): Promise<ReturnType<typeof toOrder> | undefined> {
  const action = 'load the order';
  const order = await ctx.shop.getOrder(upstreamId(orderId, 'orderId'));
  if (!order) return undefined;
  const accounts = [...new Set(order.items.map((item) => String(item.accountId)))];
  await Promise.all(accounts.map((accountId) => requireShopOwner(ctx, accountId, action)));
  // Paid on the provider's page, which the gateway does not see: what it bought must show at once,
  // and the same basket checked out again is a new purchase.
  if (order.status === 'paid') await Promise.all([ctx.shop.forgetAccountReads(), ctx.pendingCheckouts.forget(buyerOf(ctx), orderId)]);
  return toOrder(order);
}

/**
 * The checkout of this very basket whose order still waits for payment, if there is one
 * (docs/flows.md, "Checking out twice"), and only while it charges what the basket is priced at
 * now (`quote`): every price the shop asks is the price the customer pays (docs/prices-and-tax.md),
 * so an order at a price changed since is forgotten, never offered again, and the basket is a new
 * purchase. Where the account manager shows orders it says whether that order is still pending, and
 * what it charges; where it does not, the order counts as pending until the payment page has
 * returned to the thank-you page, which asks `shopOrderConfirmation`, and charges what it was
 * priced at when it was made.
 */
async function stillPending(ctx: GatewayContext, basket: CheckoutBasket, quote: BasketQuote): Promise<PendingCheckout | undefined> {
  const kept = await ctx.pendingCheckouts.find(buyerOf(ctx), basket);
  if (!kept) return undefined;
  const order = await ctx.shop.getOrder(kept.orderId).catch(() => null);
  const waiting = order === undefined || order?.status === 'pending';
  const charged = order ? toOrder(order) : kept.quote;
  if (waiting && sameCharge(kept.quote, quote) && sameCharge(charged, quote)) return { ...kept, quote };
  // Paid since, no longer readable, or at another price: checking out again buys again.
  await ctx.pendingCheckouts.forget(buyerOf(ctx), kept.orderId);
  return undefined;
}

export const shopResolvers: Resolvers = {
  Query: {
    shopPlans: async (_parent, { accountId, service }, ctx) => {
      const id = upstreamId(accountId, 'accountId');
      await requireShopOwner(ctx, id, 'load the shop');
      const group = await ctx.loaders.groups.load(id);
      const [plans, held] = await Promise.all([ctx.shop.getPlans(group.territory), ctx.shop.getRenewingPlans(id)]);
      return plans.filter((plan) => !service || plan.service === service).map((plan) => toShopPlan(plan, held));
    },

    // A line below its minimum is priced at nothing, and one that cannot be bought now (its plan off
    // sale, a bundle with no plan to top up) set apart, rather than failing the quote, so the basket
    // page still shows the other lines' names and prices (docs/api-errors.md).
    basketQuote: async (_parent, { items }, ctx) => (await priceBasket(ctx, items, 'price the basket', 'items')).quote,

    shopOrder: async (_parent, { orderId }, ctx) => {
      const order = await ownOrder(ctx, orderId);
      if (!order) throw refusal('NOT_FOUND', 'load the order', ORDERS_NOT_KEPT);
      return order;
    },

    shopOrderConfirmation: async (_parent, { orderId }, ctx) => {
      const order = await ownOrder(ctx, orderId);
      // Unread, the order counts as paid: the payment page comes back to the thank-you page, which asks this, only once it is.
      // Only the caller's own checkout is forgotten: anyone may ask about an order id, but not end another user's wait.
      if (!order) await ctx.pendingCheckouts.forget(buyerOf(ctx), orderId);
      return { available: order !== undefined, order: order ?? null };
    },
  },

  Mutation: {
    checkout: async (_parent, { input, captchaToken }, ctx) => {
      const action = 'check out';
      // The payment page sends the customer to these: pages of the portal, checked before anything is priced or ordered.
      const backUrl = portalPage(input.backUrl, ctx.portalOrigins(), { argument: 'input.backUrl', example: 'its basket page' });
      const paidUrl = portalPage(input.paidUrl, ctx.portalOrigins(), { argument: 'input.paidUrl', example: 'its thank-you page' });
      const organisationId = upstreamId(input.organisationId, 'input.organisationId');
      const { items, quote, short, unavailable } = await priceBasket(ctx, input.items, action, 'input.items', organisationId);
      const refused = unavailableLineRefusal(unavailable, action, 'input.items') ?? shortLineRefusal(short, action, 'input.items');
      if (refused) throw refused;
      const basket: CheckoutBasket = {
        organisationId,
        basket: items.map((item) => ({ accountId: Number(item.accountId), planId: Number(item.planId), quantity: item.clicks })),
        billing: billingOf(input.billing),
        backUrl,
        paidUrl,
      };
      // A second tab, or the basket reached again with Back, must not make an order that can be paid as
      // well; nor may two checkouts sent at the same moment, so each waits for the other to have kept its order.
      return ctx.pendingCheckouts.oneAtATime(buyerOf(ctx), basket, async () => {
        const pending = await stillPending(ctx, basket, quote);
        if (pending) return pending;
        const started = await ctx.shop.checkout({ ...basket, captchaToken });
        const checkout = { orderId: String(started.orderId), url: started.url, quote };
        await ctx.pendingCheckouts.keep(buyerOf(ctx), basket, checkout);
        return checkout;
      });
    },
  },
};
