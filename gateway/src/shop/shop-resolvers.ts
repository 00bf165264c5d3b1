import { requireShopOwner } from '../access/shop';
import type { BillingDetailsInput, Resolvers } from '../generated/resolvers';
import { upstreamId } from '../ids';
import { refusal } from '../upstream/failures';
import { priceBasket } from './basket';
import type { CheckoutRequest } from './client';
import { toOrder, toShopPlan } from './mappers';

/** An address the provider's page may send a browser back to: absolute http or https only. */
export function returnAddress(value: string, argument: string, action: string): string {
  let url: URL | undefined;
  try {
    url = new URL(value);
  } catch {
    url = undefined;
  }
  if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:')) {
    throw refusal('BAD_USER_INPUT', action, `${argument} must be an absolute http or https address`, { argument });
  }
  return url.toString();
}

/** Billing details trimmed, with empty optional lines left out. */
function billingOf(input: BillingDetailsInput): CheckoutRequest['billing'] {
  const optional = (value: string | null | undefined) => value?.trim() || undefined;
  return {
    company: input.company.trim(),
    name: input.name.trim(),
    email: input.email.trim(),
    address1: input.address1.trim(),
    address2: optional(input.address2),
    address3: optional(input.address3),
    address4: optional(input.address4),
    town: input.town.trim(),
    county: optional(input.county),
    postcode: input.postcode.trim(),
    country: input.country.trim(),
  };
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

    basketQuote: async (_parent, { items }, ctx) => (await priceBasket(ctx, items, 'price the basket')).quote,

    shopOrder: async (_parent, { orderId }, ctx) => {
      const action = 'load the order';
      const order = await ctx.shop.getOrder(upstreamId(orderId, 'orderId'));
      const accounts = [...new Set(order.items.map((item) => String(item.accountId)))];
      await Promise.all(accounts.map((accountId) => requireShopOwner(ctx, accountId, action)));
      // Paid on the provider's page, which the gateway does not see: what it bought must show at once.
      if (order.status === 'paid') await ctx.shop.forgetAccountReads();
      return toOrder(order);
    },
  },

  Mutation: {
    checkout: async (_parent, { input, captchaToken }, ctx) => {
      const action = 'check out';
      const { items, quote } = await priceBasket(ctx, input.items, action);
      const organisationId = upstreamId(input.organisationId, 'organisationId');
      const started = await ctx.shop.checkout({
        organisationId,
        captchaToken,
        basket: items.map((item) => ({ accountId: Number(item.accountId), planId: Number(item.planId), quantity: item.clicks })),
        billing: billingOf(input.billing),
        backUrl: returnAddress(input.backUrl, 'backUrl', action),
        paidUrl: returnAddress(input.paidUrl, 'paidUrl', action),
      });
      return { orderId: String(started.orderId), url: started.url, quote };
    },
  },
};
