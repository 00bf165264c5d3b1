import { MAX_SHOP_CLICKS } from '../input-bounds';
import type { UpstreamPriceBand } from './types';
import { exactDecimal, halfUpPence, roundPenceHalfUp } from '../exact-money';

export { MAX_SHOP_CLICKS };
export { exactDecimal, roundPenceHalfUp, type ExactAmount } from '../exact-money';

export type Quote = { ok: true; price: number } | { ok: false; reason: string };

/** The fewest clicks a plan can be bought in: its first price band's; null for a plan with no price. */
export function minimumClicks(pricing: readonly UpstreamPriceBand[]): number | null {
  const sizes = pricing.map((band) => band.clicks).filter((clicks) => clicks > 0);
  return sizes.length ? Math.min(...sizes) : null;
}

/**
 * What `clicks` clicks of a plan cost, worked out here from the plan's price bands, so that no
 * figure from a browser is ever used: `clicks` times the rate (price per click) of the largest band
 * whose clicks are at most `clicks`, to the penny (half a penny up). Fewer clicks than the first
 * band cannot be bought. The account manager prices an order the same way.
 */
export function priceClicks(pricing: readonly UpstreamPriceBand[], clicks: number): Quote {
  const bands = [...pricing].filter((band) => band.clicks > 0).sort((a, b) => a.clicks - b.clicks);
  const first = bands[0];
  if (!first) return { ok: false, reason: 'The plan has no price' };
  if (!Number.isInteger(clicks) || clicks < first.clicks || clicks > MAX_SHOP_CLICKS) {
    return { ok: false, reason: `quantity must be a whole number of clicks from ${first.clicks} to ${MAX_SHOP_CLICKS}` };
  }
  const band = bands.filter((candidate) => candidate.clicks <= clicks).at(-1) ?? first;
  // clicks × price / band clicks, exactly, then rounded once: as the account manager and the web app do, so all three agree to the penny.
  const price = exactDecimal(band.price);
  const size = exactDecimal(band.clicks);
  return {
    ok: true,
    price: roundPenceHalfUp({ numerator: price.numerator * BigInt(clicks) * size.denominator, denominator: price.denominator * size.numerator }),
  };
}

/** The sum of prices, to the penny: each in whole pennies first, so no float drift. */
export function totalOf(prices: readonly number[]): number {
  return Number(prices.reduce((sum, price) => sum + halfUpPence(exactDecimal(price)), 0n)) / 100;
}
