import type { PriceBand } from '../../seed';

/** The most clicks one basket item may buy: a stop for a mistyped quantity, not a business limit. */
export const MAX_SHOP_CLICKS = 1_000_000;

/** Whole pennies (cents), as money is charged. */
const toPennies = (value: number) => Math.round(value * 100) / 100;

export type Quote = { ok: true; price: number } | { ok: false; reason: string };

/**
 * What `clicks` clicks of a plan cost: `clicks` times the rate (price per click) of the largest
 * band whose clicks are at most `clicks`, so buying more never costs more per click. Fewer clicks
 * than the first band cannot be bought. The gateway prices baskets the same way.
 */
export function priceClicks(pricing: readonly PriceBand[], clicks: number): Quote {
  const bands = [...pricing].filter((band) => band.clicks > 0).sort((a, b) => a.clicks - b.clicks);
  const first = bands[0];
  if (!first) return { ok: false, reason: 'The plan has no price' };
  if (!Number.isInteger(clicks) || clicks < first.clicks || clicks > MAX_SHOP_CLICKS) {
    return { ok: false, reason: `quantity must be a whole number of clicks from ${first.clicks} to ${MAX_SHOP_CLICKS}` };
  }
  const band = bands.filter((candidate) => candidate.clicks <= clicks).at(-1) ?? first;
  return { ok: true, price: toPennies((clicks * band.price) / band.clicks) };
}
