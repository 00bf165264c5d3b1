import type { CataloguePlanComparisonInput, CataloguePlanFilterInput, PlanCalculator } from '../generated/resolvers';
import { MAX_DISPLAY_ORDER, MAX_DURATION_DAYS } from '../input-bounds';
import { checkedSince1970, checkedText, checkedWholeNumber, requireEndAfterStart } from '../input-checks';
import { requestError } from '../upstream/failures';
import type { UpstreamComparisonSettings, UpstreamFilterSettings } from './types';

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
