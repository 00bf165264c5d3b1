import { describe, expect, it } from 'vitest';
import { MAX_SHOP_CLICKS, exactDecimal, priceClicks, roundPenceHalfUp } from '../src/services/account-manager/pricing';
import { includedTax } from '../src/services/account-manager/sales-tax';

// Every amount is rounded to the penny half up (docs/prices-and-tax.md). Math.round on the binary
// figure rounded exact halves either way: 10,005 clicks of Address Lookup 5,000 (£270.135) went
// up, 10,015 (£270.405) down. The same table is in the gateway's tests
// (gateway/tests/price-rounding.test.ts) and the web app's (web/src/lib/sales-tax.test.ts), and
// tests/price-rounding.test.ts holds the three to each other.
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

const bands = [
  { clicks: 5000, price: 150 },
  { clicks: 10000, price: 270 },
  { clicks: 25000, price: 600 },
];

describe('the price of a quantity of clicks', () => {
  it.each([
    [5000, 150],
    [7500, 225],
    [9999, 299.97],
    [10000, 270],
    [12345, 333.32],
    [10005, 270.14],
    [10015, 270.41],
    [10045, 271.22],
    [25000, 600],
    [100000, 2400],
  ])('%i clicks cost %d', (clicks, price) => {
    expect(priceClicks(bands, clicks)).toEqual({ ok: true, price });
  });

  it.each<[string, { clicks: number; price: number }[], number, number]>([
    ['a band of a penny for 200: 300 clicks cost £0.015', [{ clicks: 200, price: 0.01 }], 300, 0.02],
    ['the most clicks at the highest price', [{ clicks: 1000, price: 9_999_999.99 }], 999_500, 9_994_999_990.01],
  ])('prices %s, half a penny up', (_, pricing, clicks, price) => {
    expect(priceClicks(pricing, clicks)).toEqual({ ok: true, price });
  });

  it('takes the bands in any order', () => {
    expect(priceClicks([...bands].reverse(), 12000)).toEqual({ ok: true, price: 324 });
  });

  it.each([4999, 0, -1, 5000.5, MAX_SHOP_CLICKS + 1, Number.NaN])('refuses %d clicks', (clicks) => {
    expect(priceClicks(bands, clicks)).toEqual({ ok: false, reason: `quantity must be a whole number of clicks from 5000 to ${MAX_SHOP_CLICKS}` });
  });

  it('refuses a plan without bands', () => {
    expect(priceClicks([], 10)).toEqual({ ok: false, reason: 'The plan has no price' });
  });
});

describe("the tax the provider's pages show in a price", () => {
  it.each([
    [150.51, 'GBP', 25.09],
    [150.03, 'GBP', 25.01],
    [338, 'AUD', 30.73],
  ] as const)('%s %s holds %s, a half penny rounded up as the portal rounds it', (amount, currency, tax) => {
    expect(includedTax(amount, currency)).toBe(tax);
  });
});
