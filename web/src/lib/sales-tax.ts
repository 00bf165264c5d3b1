import { exactDecimal, roundPenceHalfUp } from '@portal/gateway/exact-money';
import { formatPrice } from './money';

// The exact arithmetic is the gateway's own (`@portal/gateway/exact-money`): the shop's prices and
// tax shown here are the ones it quotes, to the penny. Here, beside the tax, for the shop's prices too
// (features/shop/pricing.ts).
export { exactDecimal, roundPenceHalfUp };

type Currency = 'GBP' | 'AUD';

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
