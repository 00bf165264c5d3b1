import type { GraphQLError } from 'graphql';
import type { GatewayContext } from '../context';
import { requireBasketOrganisation, requireShopOwner } from '../access/shop';
import type { BasketItemInput, BasketQuote, PricedBasketItem } from '../generated/resolvers';
import { upstreamId } from '../ids';
import { refusal } from '../upstream/failures';
import { bundleUnavailable } from './mappers';
import { minimumClicks, priceClicks, totalOf } from './pricing';
import type { UpstreamShopPlan } from './types';

/** The message for checking out an empty basket (docs/texts-and-constants.md). */
export const EMPTY_BASKET = 'No items in basket';

/** A line with fewer clicks than its plan's first price band: it cannot be bought as it is. */
export interface ShortLine {
  /** Where it is in the basket, from 0. */
  index: number;
  plan: string;
  minimumClicks: number;
}

/**
 * A basket the gateway priced, with the ids as the service expects them, and the lines below their
 * plan's minimum, which the quote shows priced at nothing and a checkout refuses (docs/api-errors.md).
 */
export interface PricedBasket {
  quote: BasketQuote;
  items: { accountId: string; planId: string; clicks: number }[];
  short: ShortLine[];
}

/** A refusal of the basket, naming it (`input.items`) or the item's field at fault (`input.items[0].planId`) by its path. */
const badBasket = (action: string, msg: string, argument: string): GraphQLError => refusal('BAD_USER_INPUT', action, msg, { argument });

/** Why a short line cannot be bought, in words a person reads (the basket page says the same). */
export const shortLineReason = (line: ShortLine): string => `${line.plan} needs at least ${line.minimumClicks.toLocaleString('en-GB')} clicks`;

/**
 * BAD_USER_INPUT for the first line below its plan's minimum, naming its clicks (`argument`
 * `input.items[1].clicks` when `items` is the argument `input.items`); null when there is none.
 */
export function shortLineRefusal(short: readonly ShortLine[], action: string, items: string): GraphQLError | null {
  const [line] = short;
  return line ? refusal('BAD_USER_INPUT', action, shortLineReason(line), { argument: `${items}[${line.index}].clicks` }) : null;
}

/**
 * Prices a basket from the plans on sale to each account, never from the browser's figures: the
 * caller must own every account (staff included, as the shop refuses non-owners), every plan must
 * be on sale to its account with clicks in its range, a bundle needs a plan of its dataset, and
 * the basket is in one currency. A line below its plan's minimum is the one exception: it is
 * priced at nothing and listed in `short`, so that a quote still prices the other lines, and the
 * caller decides whether to refuse it (checkout does). `items` names the argument the basket came
 * in by its path (`items`, `input.items`), for a refusal of the basket or of one line's field
 * (`input.items[1].planId`). A checkout gives its `organisationId`, which every
 * account must belong to, checked with the accounts, before any plan is read.
 */
export async function priceBasket(
  ctx: GatewayContext,
  input: readonly BasketItemInput[],
  action: string,
  items: string,
  organisationId?: string,
): Promise<PricedBasket> {
  if (input.length === 0) throw badBasket(action, EMPTY_BASKET, items);
  const lines = input.map((item, index) => ({
    accountId: upstreamId(item.accountId, `${items}[${index}].accountId`),
    planId: upstreamId(item.planId, `${items}[${index}].planId`),
    clicks: item.clicks,
  }));
  const accounts = [...new Set(lines.map((item) => item.accountId))];
  await Promise.all(accounts.map((accountId) => requireShopOwner(ctx, accountId, action)));
  if (organisationId !== undefined) await requireBasketOrganisation(ctx, organisationId, accounts, action);

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
  const short: ShortLine[] = [];
  const currencies = new Set<UpstreamShopPlan['currency']>();
  for (const [index, item] of lines.entries()) {
    const offer = offers.get(item.accountId);
    const plan = offer?.plans.find((candidate) => String(candidate.planId) === item.planId);
    if (!offer || !plan) throw badBasket(action, `Plan ${item.planId} is not on sale to account ${item.accountId}`, `${items}[${index}].planId`);
    const unavailable = bundleUnavailable(plan, offer.held);
    if (unavailable) throw badBasket(action, unavailable, `${items}[${index}].planId`);
    const minimum = minimumClicks(plan.pricing);
    const below = minimum !== null && item.clicks < minimum;
    const quote = below ? null : priceClicks(plan.pricing, item.clicks);
    if (quote && !quote.ok) {
      throw refusal('BAD_USER_INPUT', action, `${plan.plan}: ${quote.reason}`, { argument: minimum === null ? items : `${items}[${index}].clicks` });
    }
    if (below) short.push({ index, plan: plan.plan, minimumClicks: minimum });
    currencies.add(plan.currency);
    priced.push({
      accountId: item.accountId,
      planId: item.planId,
      plan: plan.plan,
      service: plan.service,
      kind: plan.kind,
      clicks: item.clicks,
      minimumClicks: minimum,
      price: quote?.price ?? 0,
    });
  }
  const [currency] = [...currencies];
  if (currencies.size !== 1 || !currency) throw badBasket(action, 'A basket holds plans of one currency', items);
  return { items: lines, short, quote: { items: priced, total: totalOf(priced.map((item) => item.price)), currency } };
}
