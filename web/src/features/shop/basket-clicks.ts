import { isValidClicks } from '../../lib/basket/basket';
import { formatClicks } from '../../lib/display-format';

/** Under a basket line's clicks when they are not a whole number the line may hold. */
export const WHOLE_CLICKS = 'Enter a whole number of clicks';

/** Under a basket line's clicks when they are fewer than its plan can be bought in. */
export const atLeastClicks = (minimum: number) => `At least ${formatClicks(minimum)} clicks for this plan`;

/** A basket line as its last quote priced it: the plan's minimum is null until a quote has said it. */
export interface QuotedLine {
  plan: string;
  clicks: number;
  minimumClicks: number | null;
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
 * it is not known, when only the 1 to 1,000,000 every line holds is checked.
 */
export function clicksProblem(text: string, minimum: number | null): string | null {
  const clicks = readClicks(text);
  if (clicks === null) return WHOLE_CLICKS;
  return minimum !== null && clicks < minimum ? atLeastClicks(minimum) : null;
}

/** Whether a quoted line has fewer clicks than its plan can be bought in. */
export const isShort = (line: Pick<QuotedLine, 'clicks' | 'minimumClicks'>): boolean => line.minimumClicks !== null && line.clicks < line.minimumClicks;

/**
 * Why checkout waits, beside its button: the first line below its plan's minimum, named, as the
 * gateway would refuse it (docs/api-errors.md); null when every line can be bought.
 */
export function checkoutWait(lines: readonly QuotedLine[]): string | null {
  const short = lines.find(isShort);
  if (!short || short.minimumClicks === null) return null;
  return `${short.plan} needs at least ${formatClicks(short.minimumClicks)} clicks: change its clicks to go to payment`;
}
