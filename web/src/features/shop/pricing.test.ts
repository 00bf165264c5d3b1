// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { priceOf, ratePerThousand, type PriceBand } from './pricing';

const oneBand: PriceBand[] = [{ clicks: 5000, price: 150 }];
const threeBands: PriceBand[] = [
  { clicks: 100_000, price: 1500 },
  { clicks: 5000, price: 150 },
  { clicks: 20_000, price: 450 },
];

describe('the price of a quantity of clicks', () => {
  it.each<[string, PriceBand[], number, number | null]>([
    ['the standard quantity costs the band price', oneBand, 5000, 150],
    ['more clicks cost more at the same rate', oneBand, 7500, 225],
    ['fewer clicks than the first band cannot be bought', oneBand, 4999, null],
    ['a quantity in the second band takes its rate', threeBands, 20_000, 450],
    ['between bands the lower band rate holds', threeBands, 19_999, 599.97],
    ['the largest band rate holds above it', threeBands, 200_000, 3000],
    ['prices round to the penny', [{ clicks: 3, price: 1 }], 4, 1.33],
    ['no bands: nothing to buy', [], 5000, null],
    ['zero clicks: nothing to buy', oneBand, 0, null],
    ['part of a click: nothing to buy', oneBand, 5000.5, null],
    ['not a number: nothing to buy', oneBand, Number.NaN, null],
  ])('%s', (_, pricing, clicks, price) => {
    expect(priceOf(pricing, clicks)).toBe(price);
  });

  it('gives a rate per thousand clicks', () => {
    expect([ratePerThousand({ clicks: 5000, price: 150 }), ratePerThousand({ clicks: 20_000, price: 450 }), ratePerThousand({ clicks: 3, price: 1 })]).toEqual([
      30, 22.5, 333.33,
    ]);
  });
});
