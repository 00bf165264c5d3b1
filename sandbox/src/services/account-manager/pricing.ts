import type { PriceBand } from '../../seed';

/** The most clicks one basket item may buy: a stop for a mistyped quantity, not a business limit. */
export const MAX_SHOP_CLICKS = 1_000_000;

export type Quote = { ok: true; price: number } | { ok: false; reason: string };

/** An amount of money as an exact fraction of pounds (dollars): `numerator / denominator`, the denominator above 0. */
export interface ExactAmount {
  numerator: bigint;
  denominator: bigint;
}

/**
 * A number as the decimal it is written as, exactly: 270.135 is 270135 / 1000. JavaScript writes a
 * number as the shortest decimal that reads back as it, which is the figure a price was given as;
 * its binary value (270.134999…) is never used, so no product of it falls on the wrong side of a
 * half penny.
 */
export function exactDecimal(value: number): ExactAmount {
  const parts = /^(-?)(\d+)(?:\.(\d+))?(?:e([+-]\d+))?$/.exec(String(value));
  if (!parts) throw new RangeError(`${value} is not an amount of money`);
  const [, sign = '', whole = '', fraction = '', exponent = '0'] = parts;
  const places = fraction.length - Number(exponent);
  const digits = BigInt(`${sign}${whole}${fraction}`);
  return places > 0 ? { numerator: digits, denominator: 10n ** BigInt(places) } : { numerator: digits * 10n ** BigInt(-places), denominator: 1n };
}

/**
 * An exact amount to the penny (cent) as money is charged, half a penny rounded up (away from
 * zero): £270.135 is £270.14 and £270.405 is £270.41. Worked out in whole numbers, as Math.round on
 * the binary figure rounded some exact halves down (270.405 * 100 is 27040.499…). The portal's
 * gateway and web app round the same way, so what they show is what is charged; exact up to 2^53
 * pennies, far beyond any price.
 */
export function roundPenceHalfUp({ numerator, denominator }: ExactAmount): number {
  const hundredths = numerator * 100n;
  const pence = ((hundredths < 0n ? -hundredths : hundredths) * 2n + denominator) / (denominator * 2n);
  return Number(hundredths < 0n ? -pence : pence) / 100;
}

/**
 * What `clicks` clicks of a plan cost: `clicks` times the rate (price per click) of the largest
 * band whose clicks are at most `clicks`, so buying more never costs more per click, to the penny
 * (half a penny up). Fewer clicks than the first band cannot be bought. The gateway prices baskets
 * the same way.
 */
export function priceClicks(pricing: readonly PriceBand[], clicks: number): Quote {
  const bands = [...pricing].filter((band) => band.clicks > 0).sort((a, b) => a.clicks - b.clicks);
  const first = bands[0];
  if (!first) return { ok: false, reason: 'The plan has no price' };
  if (!Number.isInteger(clicks) || clicks < first.clicks || clicks > MAX_SHOP_CLICKS) {
    return { ok: false, reason: `quantity must be a whole number of clicks from ${first.clicks} to ${MAX_SHOP_CLICKS}` };
  }
  const band = bands.filter((candidate) => candidate.clicks <= clicks).at(-1) ?? first;
  // clicks × price / band clicks, exactly, then rounded once.
  const price = exactDecimal(band.price);
  const size = exactDecimal(band.clicks);
  return {
    ok: true,
    price: roundPenceHalfUp({ numerator: price.numerator * BigInt(clicks) * size.denominator, denominator: price.denominator * size.numerator }),
  };
}
