import { isValidClicks, MAX_CLICKS } from '../../lib/basket/basket';
import { formatClicks } from '../../lib/display-format';

/**
 * Under a plan card's clicks, and a basket line's, when they are not a whole number the plan can be
 * bought in: "Enter 5,000 to 1,000,000 clicks".
 */
export const clicksRange = (minimum: number, maximum: number) => `Enter ${formatClicks(minimum)} to ${formatClicks(maximum)} clicks`;

/** Under a basket line's clicks when they are fewer than its plan can be bought in. */
export const atLeastClicks = (minimum: number) => `At least ${formatClicks(minimum)} clicks for this plan`;

/**
 * What a basket line whose plan has gone off sale is called when the basket never learnt its name
 * (basket-plan-names.ts) and the gateway does not know it either.
 */
export const UNNAMED_OFF_SALE = 'the plan no longer on sale';

/**
 * A basket line as checkout reads it: the clicks its field holds, null when they are not a whole
 * number the line may hold (the basket keeps its last ones meanwhile); the plan's minimum is null
 * until a quote has said it; `unavailable` when the last quote set it apart as not to be bought now
 * (its plan off sale, a bundle with no plan to top up), whatever its clicks.
 */
export interface QuotedLine {
  plan: string;
  clicks: number | null;
  minimumClicks: number | null;
  unavailable?: boolean;
}

/** The clicks typed in a basket line's field ("12,000" too), or null when they are not a whole number it may hold. */
export function readClicks(text: string): number | null {
  if (!/^[\d,\s]+$/.test(text)) return null;
  const clicks = Number(text.replaceAll(',', '').trim());
  return isValidClicks(clicks) ? clicks : null;
}

/**
 * What is wrong with `text` as a basket line's clicks, in the words shown under its field; null
 * when the line can be bought with them. `minimum` is the plan's (the last quote's), or null while
 * it is not known, when only the 1 to 1,000,000 every line holds is checked. Clicks a line cannot
 * hold are given the plan's range, as its card gives it; clicks it can hold, but fewer than the
 * plan's minimum, are kept, and said to be too few.
 */
export function clicksProblem(text: string, minimum: number | null): string | null {
  const clicks = readClicks(text);
  if (clicks === null) return clicksRange(minimum ?? 1, MAX_CLICKS);
  return minimum !== null && clicks < minimum ? atLeastClicks(minimum) : null;
}

/** Whether a line has fewer clicks than its plan can be bought in. */
export const isShort = (line: Pick<QuotedLine, 'clicks' | 'minimumClicks'>): boolean =>
  line.clicks !== null && line.minimumClicks !== null && line.clicks < line.minimumClicks;

/** A plan's name at the start of a sentence, or as a line's heading. */
export const opening = (plan: string) => plan.charAt(0).toUpperCase() + plan.slice(1);

/**
 * Why checkout waits, beside its button: the first line that cannot be bought now, whose field
 * holds clicks it cannot hold, or fewer than its plan's minimum, named, as the gateway would refuse
 * it (docs/api-errors.md); null when every line can be bought.
 */
export function checkoutWait(lines: readonly QuotedLine[]): string | null {
  const stuck = lines.find((line) => line.unavailable || line.clicks === null || isShort(line));
  if (!stuck) return null;
  // No clicks make it one to buy: only taking it out does.
  if (stuck.unavailable) return `${opening(stuck.plan)} cannot be bought now: remove it to go to payment`;
  if (stuck.clicks === null) {
    return `${stuck.plan} needs ${formatClicks(stuck.minimumClicks ?? 1)} to ${formatClicks(MAX_CLICKS)} clicks: change its clicks to go to payment`;
  }
  return `${stuck.plan} needs at least ${formatClicks(stuck.minimumClicks ?? 1)} clicks: change its clicks to go to payment`;
}
