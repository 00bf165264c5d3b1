// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { moreClicksForLess, priceOf, ratePerThousand, type MoreClicks, type PriceBand } from './pricing';

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
    // Address Lookup 5,000's second band, £270 for 10,000: an exact half penny goes up, every time.
    ['10,005 clicks: £270.135 up', [{ clicks: 10_000, price: 270 }], 10_005, 270.14],
    ['10,015 clicks: £270.405 up too', [{ clicks: 10_000, price: 270 }], 10_015, 270.41],
    ['10,045 clicks: £271.215 up', [{ clicks: 10_000, price: 270 }], 10_045, 271.22],
    ['a band of a penny for 200: 300 clicks cost £0.015', [{ clicks: 200, price: 0.01 }], 300, 0.02],
    ['the most clicks at the highest price', [{ clicks: 1000, price: 9_999_999.99 }], 999_500, 9_994_999_990.01],
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

  it('rounds a rate per thousand clicks half a penny up', () => {
    // £0.23 per 400 clicks is £0.575 per 1,000 (57.499… pennies in binary); £0.99 per 400 is £2.475.
    expect([ratePerThousand({ clicks: 400, price: 0.23 }), ratePerThousand({ clicks: 400, price: 0.99 })]).toEqual([0.58, 2.48]);
  });
});

describe('a larger band that costs no more than the clicks chosen', () => {
  // The sandbox's Address Lookup 5,000: 5,000 for £150, 10,000 for £270, 25,000 for £600.
  const lookup: PriceBand[] = [
    { clicks: 25_000, price: 600 },
    { clicks: 5000, price: 150 },
    { clicks: 10_000, price: 270 },
  ];

  it.each<[string, PriceBand[], number, number | undefined, MoreClicks | null]>([
    ['just below a band, the band costs less', lookup, 9999, undefined, { clicks: 10_000, price: 270 }],
    ['a band that costs the same is offered', lookup, 9000, undefined, { clicks: 10_000, price: 270 }],
    ['where the band costs more, nothing is offered', lookup, 8999, undefined, null],
    ['the first band itself, costing less than the next: nothing', lookup, 5000, undefined, null],
    ['a band chosen exactly: nothing', lookup, 10_000, undefined, null],
    ['below the top band, the top band is offered', lookup, 24_999, undefined, { clicks: 25_000, price: 600 }],
    ['where the top band costs one penny more: nothing', lookup, 22_222, undefined, null],
    ['one click more, the top band costs one penny less', lookup, 22_223, undefined, { clicks: 25_000, price: 600 }],
    ['from the top band up there is no larger band', lookup, 25_000, undefined, null],
    ['above the top band: nothing', lookup, 30_000, undefined, null],
    ['one band only: nothing', [{ clicks: 5000, price: 150 }], 7000, undefined, null],
    ['the smallest larger band, not the cheapest', [...lookup, { clicks: 12_000, price: 265 }], 9999, undefined, { clicks: 10_000, price: 270 }],
    ['a band above the most a line holds is not offered', lookup, 24_999, 20_000, null],
    ['fewer clicks than the first band: nothing', lookup, 4999, undefined, null],
    ['part of a click: nothing', lookup, 9999.5, undefined, null],
    ['not a number: nothing', lookup, Number.NaN, undefined, null],
    ['no bands: nothing', [], 9999, undefined, null],
  ])('%s', (_, pricing, clicks, maximum, offer) => {
    expect(moreClicksForLess(pricing, clicks, maximum)).toEqual(offer);
  });
});
