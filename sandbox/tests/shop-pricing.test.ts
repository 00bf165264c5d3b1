import { describe, expect, it } from 'vitest';
import { MAX_SHOP_CLICKS, priceClicks } from '../src/services/account-manager/pricing';

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
    [25000, 600],
    [100000, 2400],
  ])('%i clicks cost %d', (clicks, price) => {
    expect(priceClicks(bands, clicks)).toEqual({ ok: true, price });
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
