import type { CataloguePlanComparisonInput, CataloguePlanFilterInput, CataloguePlanInput, PlanCalculator } from '../generated/resolvers';
import { MAX_DISPLAY_ORDER, MAX_DURATION_DAYS, MAX_PRICE, MAX_TIER_CLICKS, MAX_TIERS } from '../input-bounds';
import { checkedSince1970, checkedText, checkedWholeNumber, requireEndAfterStart } from '../input-checks';
import { checkedPrice } from '../plans/prices';
import { requestError } from '../upstream/failures';
import type { UpstreamComparisonSettings, UpstreamFilterSettings, UpstreamPlanSettings } from './types';

// What the account manager refuses in a plan, its filters and its comparison lines, with
// BAD_REQUEST naming its own field or none, checked here first so that the caller learns which
// argument to correct and nothing is changed. The limits are the service's (its catalogue fields).

/** A plan's description (at most 2000 characters) and pricing formula (at most 500), trimmed. */
export const checkedDescription = (description: string) => checkedText(description, 'input.description', { most: 2000, multiline: true });
export const checkedFormula = (formula: string) => checkedText(formula, 'input.formula', { most: 500 });

/** Where something comes in its list: from 1 to 100,000. */
export const checkedDisplayOrder = (displayOrder: number) => checkedWholeNumber(displayOrder, 'input.displayOrder', 1, MAX_DISPLAY_ORDER);

/** A plan's days per period: an annual plan's from 1 to 3650; a bundle's clicks last until used, so 0. */
export function checkedDuration(duration: number, calculator: PlanCalculator): number {
  if (calculator === 'bundle') {
    if (duration !== 0) throw requestError('BAD_USER_INPUT', `A bundle's duration must be 0, not ${duration}.`, { argument: 'input.duration' });
    return duration;
  }
  return checkedWholeNumber(duration, 'input.duration', 1, MAX_DURATION_DAYS);
}

/**
 * When the plan is on sale, in epoch seconds; 0 for no end, as the service takes it. It refuses
 * either before 1970, and an end not after the start.
 */
export function checkedAvailability(availableStart: number, availableEnd: number | null | undefined): { availableStart: number; availableEnd: number } {
  checkedSince1970(availableStart, 'input.availableStart');
  const end = checkedSince1970(availableEnd ?? 0, 'input.availableEnd');
  if (end !== 0) requireEndAfterStart(availableStart, end, { startArgument: 'input.availableStart', endArgument: 'input.availableEnd' });
  return { availableStart, availableEnd: end };
}

/** A bound as a message writes it: 1,000,000,000. */
const shown = (bound: number) => bound.toLocaleString('en-GB');

/**
 * The price tiers as they are sent; BAD_USER_INPUT naming the tier for what the schema states the
 * service refuses (no tier or more than 20, clicks under 1, over 1,000,000,000 or given twice, a
 * price over 10,000,000 or one the bundle price rule refuses), before the service is asked, which
 * answered BAD_REQUEST naming no tier.
 */
export function checkedPricing(pricing: CataloguePlanInput['pricing']): UpstreamPlanSettings['pricing'] {
  if (pricing.length === 0 || pricing.length > MAX_TIERS) {
    throw requestError('BAD_USER_INPUT', `pricing must hold from 1 to ${MAX_TIERS} price tiers, not ${pricing.length}.`, { argument: 'input.pricing' });
  }
  const seen = new Set<number>();
  return pricing.map((tier, index) => {
    const argument = `input.pricing[${index}]`;
    if (tier.clicks < 1)
      throw requestError('BAD_USER_INPUT', `clicks must be a whole number of at least 1, not ${tier.clicks}.`, { argument: `${argument}.clicks` });
    if (tier.clicks > MAX_TIER_CLICKS)
      throw requestError('BAD_USER_INPUT', `clicks must be at most ${shown(MAX_TIER_CLICKS)}, not ${tier.clicks}.`, { argument: `${argument}.clicks` });
    if (seen.has(tier.clicks))
      throw requestError('BAD_USER_INPUT', `clicks ${tier.clicks} is in another tier already: give each tier its own.`, { argument: `${argument}.clicks` });
    seen.add(tier.clicks);
    if (tier.price > MAX_PRICE)
      throw requestError('BAD_USER_INPUT', `price must be at most ${shown(MAX_PRICE)}, not ${tier.price}.`, { argument: `${argument}.price` });
    // Refused as a bundle's price is, by the same rule: the service could save 0.001 and the shop show it.
    return { clicks: tier.clicks, price: checkedPrice(tier.price, `${argument}.price`) };
  });
}

/** A filter as the service keeps it: a description (at most 200 characters) and a category (at most 100), neither blank. */
export function checkedFilter(input: CataloguePlanFilterInput): UpstreamFilterSettings {
  return {
    description: checkedText(input.description, 'input.description', { most: 200, required: true }),
    category: checkedText(input.category, 'input.category', { most: 100, required: true }),
    displayOrder: checkedDisplayOrder(input.displayOrder),
  };
}

/** A comparison line as the service keeps it: a description of at most 200 characters, not blank. */
export function checkedComparison(input: CataloguePlanComparisonInput): UpstreamComparisonSettings {
  return {
    description: checkedText(input.description, 'input.description', { most: 200, required: true }),
    displayOrder: checkedDisplayOrder(input.displayOrder),
  };
}
