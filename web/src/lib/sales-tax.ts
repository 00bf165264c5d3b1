import { formatPrice } from './money';

type Currency = 'GBP' | 'AUD';

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
 * An exact amount to the penny (cent) as money is shown, half a penny rounded up (away from zero):
 * £25.005 of VAT is £25.01 and £25.085 is £25.09. Worked out in whole numbers, as Math.round on the
 * binary figure rounded some exact halves down (150.51 × 20 / 120 came to 25.084999…). Here,
 * beside the tax, for the shop's prices too (features/shop/pricing.ts); the gateway and the account
 * manager round the same way, so all three agree to the penny; exact up to 2^53 pennies, far beyond
 * any price.
 */
export function roundPenceHalfUp({ numerator, denominator }: ExactAmount): number {
  const hundredths = numerator * 100n;
  const pence = ((hundredths < 0n ? -hundredths : hundredths) * 2n + denominator) / (denominator * 2n);
  return Number(hundredths < 0n ? -pence : pence) / 100;
}

/** The sales tax a price in the currency holds: VAT in the uk, GST in australia. */
export interface SalesTax {
  name: 'VAT' | 'GST';
  ratePercent: number;
}

// Every price the provider's shop asks (plans, bundles, renewals, orders) includes the sales tax
// of its territory, so that what a customer sees is what the payment page takes; docs/prices-and-tax.md.
const taxes: Record<Currency, SalesTax> = {
  GBP: { name: 'VAT', ratePercent: 20 },
  AUD: { name: 'GST', ratePercent: 10 },
};

export function salesTaxOf(currency: Currency): SalesTax {
  return taxes[currency];
}

/** What a shown price says about its tax: "incl. VAT" or "incl. GST". */
export function taxMark(currency: Currency): string {
  return `incl. ${taxes[currency].name}`;
}

/** A price with its tax mark, for a sentence: "£150.00 incl. VAT". */
export function formatPriceWithTax(amount: number, currency: Currency): string {
  return `${formatPrice(amount, currency)} ${taxMark(currency)}`;
}

/** The tax held in a price that includes it: price × rate / (100 + rate), to the penny (cent), half a penny up. */
export function includedTax(amount: number, currency: Currency): number {
  const { ratePercent } = taxes[currency];
  const price = exactDecimal(amount);
  return roundPenceHalfUp({ numerator: price.numerator * BigInt(ratePercent), denominator: price.denominator * BigInt(100 + ratePercent) });
}

/** The line under a total: "Includes VAT at 20%: £31.67". */
export function includedTaxNote(amount: number, currency: Currency): string {
  const { name, ratePercent } = taxes[currency];
  return `Includes ${name} at ${ratePercent}%: ${formatPrice(includedTax(amount, currency), currency)}`;
}
