import type { Currency } from '../../seed';
import { exactDecimal, roundPenceHalfUp } from './pricing';

/** The sales tax a price in the currency holds: VAT in the uk, GST in australia. */
export interface SalesTax {
  name: 'VAT' | 'GST';
  ratePercent: number;
}

// Every price the shop asks includes its territory's tax (docs/prices-and-tax.md): what the provider's
// pages show of it is worked out as the portal works it out (web/src/lib/sales-tax.ts), so the two agree
// to the penny.
const taxes: Record<Currency, SalesTax> = {
  GBP: { name: 'VAT', ratePercent: 20 },
  AUD: { name: 'GST', ratePercent: 10 },
};

export function salesTaxOf(currency: Currency): SalesTax {
  return taxes[currency];
}

/** The tax held in a price that includes it: price × rate / (100 + rate), to the penny (cent), a half penny up, as the portal rounds it. */
export function includedTax(amount: number, currency: Currency): number {
  const { ratePercent } = taxes[currency];
  const price = exactDecimal(amount);
  return roundPenceHalfUp({ numerator: price.numerator * BigInt(ratePercent), denominator: price.denominator * BigInt(100 + ratePercent) });
}
