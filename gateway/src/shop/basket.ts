import type { GraphQLError } from 'graphql';
import type { GatewayContext } from '../context';
import { requireBasketOrganisation, requireShopOwner } from '../access/shop';
import type { BasketItemInput, BasketQuote, PricedBasketItem, UnavailableBasketItem } from '../generated/resolvers';
import { upstreamId } from '../ids';
import { refusal } from '../upstream/failures';
import { bundleUnavailable } from './mappers';
import { minimumClicks, priceClicks, totalOf } from './pricing';
import type { UpstreamRenewingPlan, UpstreamShopPlan } from './types';

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
 * A line that cannot be bought now: its plan is not on sale to its account, or it is a bundle
 * without a plan to top up. The quote sets it apart (`BasketQuote.unavailable`); checkout refuses
 * it with `refusal`, naming its plan (docs/api-errors.md).
 */
export interface UnavailableLine {
  /** Where it is in the basket, from 0. */
  index: number;
  item: UnavailableBasketItem;
  refusal: string;
}

/**
 * A basket the gateway priced, with the ids as the service expects them, the lines below their
 * plan's minimum, which the quote shows priced at nothing, and the lines that cannot be bought now,
 * which it sets apart; a checkout refuses both (docs/api-errors.md).
 */
export interface PricedBasket {
  quote: BasketQuote;
  items: { accountId: string; planId: string; clicks: number }[];
  short: ShortLine[];
  unavailable: UnavailableLine[];
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
 * BAD_USER_INPUT for the first line that cannot be bought now, naming its plan (`argument`
 * `input.items[1].planId`); null when there is none.
 */
export function unavailableLineRefusal(unavailable: readonly UnavailableLine[], action: string, items: string): GraphQLError | null {
  const [line] = unavailable;
  return line ? badBasket(action, line.refusal, `${items}[${line.index}].planId`) : null;
}

/**
 * The name of a plan no longer offered to the account, where its own subscriptions name it (the
 * plan it holds, or a bundle it bought); null where nothing does. A trial is named for the trial
 * ("Address Lookup trial"), not the plan, so it does not count.
 */
function heldName(planId: string, held: readonly UpstreamRenewingPlan[]): string | null {
  const subscriptions = held.filter((subscription) => !subscription.trial);
  const plan = subscriptions.find((subscription) => String(subscription.planId) === planId);
  if (plan) return plan.plan;
  const bundle = subscriptions.flatMap((subscription) => subscription.bundles ?? []).find((candidate) => String(candidate.planId) === planId);
  return bundle?.plan ?? null;
}

/** The currency a territory's shop sells in: pounds in the uk, Australian dollars in australia (docs/upstream-contract.md). */
const currencyOf = (territory: string): UpstreamShopPlan['currency'] => (territory === 'australia' ? 'AUD' : 'GBP');

/** Why a plan the account's shop does not offer cannot be bought, beside its name (UnavailableBasketItem.reason). */
export const NOT_ON_SALE = 'Not on sale to this account';

/**
 * Prices a basket from the plans on sale to each account, never from the browser's figures: the
 * caller must own every account (staff included, as the shop refuses non-owners), clicks must be in
 * their plan's range, and the basket is in one currency. A line below its plan's minimum is priced
 * at nothing and listed in `short`; a line whose plan is not on sale to its account, or a bundle
 * without a plan of its dataset (a trial is none), is set apart in the quote and listed in
 * `unavailable`; so that a quote still prices the other lines, and the caller decides whether to
 * refuse them (checkout does). `items` names the argument the basket came in by its path (`items`,
 * `input.items`), for a refusal of the basket or of one line's field (`input.items[1].planId`). A
 * checkout gives its `organisationId`, which every account must belong to, checked with the
 * accounts, before any plan is read.
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

  // What each account may buy: its territory's offer, and what it holds (for bundles, and to name a plan no longer offered).
  const offers = new Map(
    await Promise.all(
      accounts.map(async (accountId) => {
        const group = await ctx.loaders.groups.load(accountId);
        const [plans, held] = await Promise.all([ctx.shop.getPlans(group.territory), ctx.shop.getRenewingPlans(accountId)]);
        return [accountId, { plans, held, territory: group.territory }] as const;
      }),
    ),
  );

  const priced: PricedBasketItem[] = [];
  const short: ShortLine[] = [];
  const unavailable: UnavailableLine[] = [];
  const currencies = new Set<UpstreamShopPlan['currency']>();
  for (const [index, item] of lines.entries()) {
    const offer = offers.get(item.accountId);
    const plan = offer?.plans.find((candidate) => String(candidate.planId) === item.planId);
    if (!offer || !plan) {
      const name = offer ? heldName(item.planId, offer.held) : null;
      unavailable.push({
        index,
        item: { ...item, plan: name, reason: NOT_ON_SALE },
        refusal: `${name ?? `Plan ${item.planId}`} is not on sale to account ${item.accountId}`,
      });
      continue;
    }
    const noPlanToTopUp = bundleUnavailable(plan, offer.held);
    if (noPlanToTopUp) {
      unavailable.push({ index, item: { ...item, plan: plan.plan, reason: noPlanToTopUp }, refusal: noPlanToTopUp });
      continue;
    }
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
  // Nothing priced: the currency the first account's shop sells in.
  const first = offers.get(lines[0]?.accountId ?? '');
  if (currencies.size === 0 && first) currencies.add(currencyOf(first.territory));
  const [currency] = [...currencies];
  if (currencies.size !== 1 || !currency) throw badBasket(action, 'A basket holds plans of one currency', items);
  return {
    items: lines,
    short,
    unavailable,
    quote: { items: priced, unavailable: unavailable.map((line) => line.item), total: totalOf(priced.map((item) => item.price)), currency },
  };
}
