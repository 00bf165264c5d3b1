// Money worked out exactly, in whole numbers: one module for the gateway's shop and the web app's
// prices and tax (`@portal/gateway/exact-money`), so that what the portal shows and what the
// gateway quotes agree to the penny by construction (docs/prices-and-tax.md).

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

/** `amount` in whole pennies (cents), an exact half rounded up: away from zero. */
export function halfUpPence({ numerator, denominator }: ExactAmount): bigint {
  const hundredths = numerator * 100n;
  const size = ((hundredths < 0n ? -hundredths : hundredths) * 2n + denominator) / (denominator * 2n);
  return hundredths < 0n ? -size : size;
}

/**
 * An exact amount to the penny (cent) as money is shown and charged, half a penny rounded up (away
 * from zero): £270.135 is £270.14 and £270.405 is £270.41. Worked out in whole numbers, as Math.round
 * on the binary figure rounded some exact halves down (270.405 * 100 is 27040.499…). The account
 * manager (sandbox) rounds the same way (tests/price-rounding.test.ts), so all agree to the penny;
 * exact up to 2^53 pennies, far beyond any price.
 */
export function roundPenceHalfUp(amount: ExactAmount): number {
  return Number(halfUpPence(amount)) / 100;
}
