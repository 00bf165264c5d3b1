// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { exactDecimal, formatPriceWithTax, includedTax, includedTaxNote, roundPenceHalfUp, taxMark } from './sales-tax';

// Every amount is rounded to the penny half up (docs/prices-and-tax.md). Math.round on the binary
// figure rounded exact halves either way: the VAT in £150.03 (£25.005) went up, in £150.51
// (£25.085) down. The same table is in the gateway's tests (gateway/tests/price-rounding.test.ts)
// and the account manager's (sandbox/tests/shop-pricing.test.ts), and tests/price-rounding.test.ts
// holds the three to each other.
const HALF_UP: [string, bigint, bigint, number][] = [
  ['10,005 clicks at £270 per 10,000: £270.135', 10_005n * 270n, 10_000n, 270.14],
  ['10,015 clicks at £270 per 10,000: £270.405', 10_015n * 270n, 10_000n, 270.41],
  ['the VAT in £150.03: £25.005', 15_003n * 20n, 100n * 120n, 25.01],
  ['the VAT in £150.51: £25.085', 15_051n * 20n, 100n * 120n, 25.09],
  ['nothing', 0n, 1n, 0],
  ['half a penny', 5n, 1000n, 0.01],
  ['just under half a penny', 4999n, 1_000_000n, 0],
  ['just over half a penny', 5001n, 1_000_000n, 0.01],
  ['a third of a penny', 1n, 300n, 0],
  ['two thirds of a penny', 2n, 300n, 0.01],
  ['£1.005 (100.499… pennies in binary)', 1005n, 1000n, 1.01],
  ['£0.285', 285n, 1000n, 0.29],
  ['£2.675', 2675n, 1000n, 2.68],
  ['£10.075', 10_075n, 1000n, 10.08],
  ['the highest price and half a penny: £9,999,999.995', 9_999_999_995n, 1000n, 10_000_000],
  ['999,500 clicks at £9,999,999.99 per 1,000', 999_500n * 999_999_999n, 1000n * 100n, 9_994_999_990.01],
  ['999,000,300 clicks at £9,999,999.99 per 200', 999_000_300n * 999_999_999n, 200n * 100n, 49_950_014_950_049.99],
  ['a refund of half a penny: away from zero', -5n, 1000n, -0.01],
  ['a refund of £270.405', -270_405n, 1000n, -270.41],
];

describe('rounding to the penny, half up', () => {
  it.each(HALF_UP)('%s', (_, numerator, denominator, pounds) => {
    expect(roundPenceHalfUp({ numerator, denominator })).toBe(pounds);
  });

  it.each<[number, bigint, bigint]>([
    [270.135, 270_135n, 1000n],
    [150, 150n, 1n],
    [0, 0n, 1n],
    [9_999_999.99, 999_999_999n, 100n],
    [1e21, 10n ** 21n, 1n],
    [1.5e-7, 15n, 10n ** 8n],
    [-0.005, -5n, 1000n],
  ])('reads %d as the decimal it is written as', (value, numerator, denominator) => {
    expect(exactDecimal(value)).toEqual({ numerator, denominator });
  });

  it.each([Number.NaN, Number.POSITIVE_INFINITY])('refuses %d', (value) => {
    expect(() => exactDecimal(value)).toThrow(RangeError);
  });
});

describe('sales tax on shop prices', () => {
  it('marks uk prices as including VAT and australia prices as including GST', () => {
    expect(taxMark('GBP')).toBe('incl. VAT');
    expect(taxMark('AUD')).toBe('incl. GST');
    expect(formatPriceWithTax(1200, 'GBP')).toBe('£1,200.00 incl. VAT');
    expect(formatPriceWithTax(280, 'AUD')).toBe('A$280.00 incl. GST');
  });

  it.each([
    // VAT at 20% is a sixth of a price that includes it; GST at 10% an eleventh.
    [120, 'GBP', 20],
    [190, 'GBP', 31.67],
    [150, 'GBP', 25],
    [0.05, 'GBP', 0.01],
    [110, 'AUD', 10],
    [280, 'AUD', 25.45],
    [0, 'GBP', 0],
    // An exact half penny goes up, every time.
    [150.03, 'GBP', 25.01],
    [150.51, 'GBP', 25.09],
    [0.03, 'GBP', 0.01],
    [9_999_999.99, 'GBP', 1_666_666.67],
    [10_000_000, 'AUD', 909_090.91],
  ] as const)('finds the tax held in %s %s: %s', (amount, currency, tax) => {
    expect(includedTax(amount, currency)).toBe(tax);
  });

  it('says how much of a total is tax, at which rate', () => {
    expect(includedTaxNote(190, 'GBP')).toBe('Includes VAT at 20%: £31.67');
    expect(includedTaxNote(280, 'AUD')).toBe('Includes GST at 10%: A$25.45');
    expect(includedTaxNote(150.51, 'GBP')).toBe('Includes VAT at 20%: £25.09');
  });
});
