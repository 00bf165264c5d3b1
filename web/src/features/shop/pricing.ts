import { exactDecimal, roundPenceHalfUp } from '../../lib/sales-tax';

/** One price band of a plan, as the shop lists them: smallest `clicks` first. */
export interface PriceBand {
  clicks: number;
  price: number;
}

/**
 * What `clicks` clicks of a plan cost, as the portal's gateway prices them (schema/shop.graphql,
 * PriceBand): the clicks times the rate (price / clicks) of the largest band whose clicks is at
 * most the quantity, rounded to the penny (half a penny up). Null where the quantity is below the
 * first band or no whole number, so the screen says it cannot be bought rather than showing a
 * price. This figure is only shown; the gateway works the price out again at checkout.
 */
export function priceOf(pricing: readonly PriceBand[], clicks: number): number | null {
  if (!Number.isInteger(clicks) || clicks <= 0) return null;
  let band: PriceBand | undefined;
  for (const candidate of [...pricing].sort((a, b) => a.clicks - b.clicks)) {
    if (candidate.clicks <= clicks) band = candidate;
  }
  if (!band || band.clicks <= 0) return null;
  // clicks × price / band clicks, exactly, then rounded once, as the gateway and the account manager do.
  const price = exactDecimal(band.price);
  const size = exactDecimal(band.clicks);
  return roundPenceHalfUp({ numerator: price.numerator * BigInt(clicks) * size.denominator, denominator: price.denominator * size.numerator });
}

/** A larger quantity the shop can offer instead: a band's own clicks, and what they cost. */
export interface MoreClicks {
  clicks: number;
  price: number;
}

/**
 * The smallest band larger than `clicks` whose own clicks cost no more than `clicks` do, priced as
 * `priceOf` prices it; null when there is none, or `clicks` cannot be bought. Because each band's
 * rate holds up to the next band, a quantity just below a band can cost more than the band itself
 * (docs/texts-and-constants.md, "more clicks for less"): the screen offers the band instead, and
 * the prices themselves stay as the gateway and the account manager work them out. Bands above
 * `maximum` (the most one basket line holds) are not offered, as they cannot be chosen.
 */
export function moreClicksForLess(pricing: readonly PriceBand[], clicks: number, maximum = Number.POSITIVE_INFINITY): MoreClicks | null {
  const price = priceOf(pricing, clicks);
  if (price === null) return null;
  for (const band of [...pricing].sort((a, b) => a.clicks - b.clicks)) {
    if (band.clicks <= clicks || band.clicks > maximum) continue;
    const bandPrice = priceOf(pricing, band.clicks);
    if (bandPrice !== null && bandPrice <= price) return { clicks: band.clicks, price: bandPrice };
  }
  return null;
}

/** The rate per 1,000 clicks of a band, for the price-band table, to the penny (half a penny up). */
export function ratePerThousand(band: PriceBand): number {
  // A band of no clicks, which the account manager never keeps, has no rate to round: shown as before rather than failing the table.
  if (band.clicks <= 0) return (band.price / band.clicks) * 1000;
  const price = exactDecimal(band.price);
  const size = exactDecimal(band.clicks);
  return roundPenceHalfUp({ numerator: price.numerator * 1000n * size.denominator, denominator: price.denominator * size.numerator });
}
