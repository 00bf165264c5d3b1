/** One price band of a plan, as the shop lists them: smallest `clicks` first. */
export interface PriceBand {
  clicks: number;
  price: number;
}

/**
 * What `clicks` clicks of a plan cost, as the portal's gateway prices them (schema/shop.graphql,
 * PriceBand): the clicks times the rate (price / clicks) of the largest band whose clicks is at
 * most the quantity, rounded to the penny. Null where the quantity is below the first band or no
 * whole number, so the screen says it cannot be bought rather than showing a price. This figure is
 * only shown; the gateway works the price out again at checkout.
 */
export function priceOf(pricing: readonly PriceBand[], clicks: number): number | null {
  if (!Number.isInteger(clicks) || clicks <= 0) return null;
  let band: PriceBand | undefined;
  for (const candidate of [...pricing].sort((a, b) => a.clicks - b.clicks)) {
    if (candidate.clicks <= clicks) band = candidate;
  }
  if (!band || band.clicks <= 0) return null;
  return Math.round(((clicks * band.price) / band.clicks) * 100) / 100;
}

/** The rate per 1,000 clicks of a band, for the price-band table. */
export function ratePerThousand(band: PriceBand): number {
  return Math.round((band.price / band.clicks) * 1000 * 100) / 100;
}
