import type { GraphQLError } from 'graphql';
import type { GatewayContext } from '../context';
import { requireShopOwner } from '../access/shop';
import type { BasketItemInput, BasketQuote, PricedBasketItem } from '../generated/resolvers';
import { upstreamId } from '../ids';
import { refusal } from '../upstream/failures';
import { bundleUnavailable } from './mappers';
import { priceClicks, totalOf } from './pricing';
import type { UpstreamShopPlan } from './types';

/** The message for checking out an empty basket (docs/texts-and-constants.md). */
export const EMPTY_BASKET = 'No items in basket';

/** A basket the gateway priced, with the ids as the service expects them. */
export interface PricedBasket {
  quote: BasketQuote;
  items: { accountId: string; planId: string; clicks: number }[];
}

const badBasket = (action: string, msg: string): GraphQLError => refusal('BAD_USER_INPUT', action, msg, { argument: 'items' });

/**
 * Prices a basket from the plans on sale to each account, never from the browser's figures: the
 * caller must own every account (staff included, as the shop refuses non-owners), every plan must
 * be on sale to its account with clicks in its range, a bundle needs a plan of its dataset, and
 * the basket is in one currency.
 */
export async function priceBasket(ctx: GatewayContext, input: readonly BasketItemInput[], action: string): Promise<PricedBasket> {
  if (input.length === 0) throw badBasket(action, EMPTY_BASKET);
  const items = input.map((item) => ({ accountId: upstreamId(item.accountId, 'accountId'), planId: upstreamId(item.planId, 'planId'), clicks: item.clicks }));
  const accounts = [...new Set(items.map((item) => item.accountId))];
  await Promise.all(accounts.map((accountId) => requireShopOwner(ctx, accountId, action)));

  // What each account may buy: its territory's offer, and what it holds (for bundles).
  const offers = new Map(
    await Promise.all(
      accounts.map(async (accountId) => {
        const group = await ctx.loaders.groups.load(accountId);
        const [plans, held] = await Promise.all([ctx.shop.getPlans(group.territory), ctx.shop.getRenewingPlans(accountId)]);
        return [accountId, { plans, held }] as const;
      }),
    ),
  );

  const priced: PricedBasketItem[] = [];
  const currencies = new Set<UpstreamShopPlan['currency']>();
  for (const item of items) {
    const offer = offers.get(item.accountId);
    const plan = offer?.plans.find((candidate) => String(candidate.planId) === item.planId);
    if (!offer || !plan) throw badBasket(action, `Plan ${item.planId} is not on sale to account ${item.accountId}`);
    const unavailable = bundleUnavailable(plan, offer.held);
    if (unavailable) throw badBasket(action, unavailable);
    const quote = priceClicks(plan.pricing, item.clicks);
    if (!quote.ok) throw badBasket(action, `${plan.plan}: ${quote.reason}`);
    currencies.add(plan.currency);
    priced.push({
      accountId: item.accountId,
      planId: item.planId,
      plan: plan.plan,
      service: plan.service,
      kind: plan.kind,
      clicks: item.clicks,
      price: quote.price,
    });
  }
  const [currency] = [...currencies];
  if (currencies.size !== 1 || !currency) throw badBasket(action, 'A basket holds plans of one currency');
  return { items, quote: { items: priced, total: totalOf(priced.map((item) => item.price)), currency } };
}
