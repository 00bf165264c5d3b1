// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { checkoutWait, clicksProblem, UNNAMED_OFF_SALE } from './basket-clicks';

describe("a basket line's clicks field", () => {
  it.each([
    ['5,000', 5000, null],
    ['5000', 5000, null],
    [' 12,345 ', 5000, null],
    ['4,999', 5000, 'At least 5,000 clicks for this plan'],
    ['100', 20000, 'At least 20,000 clicks for this plan'],
    ['1', 5000, 'At least 5,000 clicks for this plan'],
    ['1,000,000', 5000, null],
    // Clicks a line cannot hold are given the plan's range, as its card gives it.
    ['1,000,001', 5000, 'Enter 5,000 to 1,000,000 clicks'],
    ['2000000', 5000, 'Enter 5,000 to 1,000,000 clicks'],
    ['0', 5000, 'Enter 5,000 to 1,000,000 clicks'],
    ['', 5000, 'Enter 5,000 to 1,000,000 clicks'],
    ['12.5', 5000, 'Enter 5,000 to 1,000,000 clicks'],
    ['-6000', 5000, 'Enter 5,000 to 1,000,000 clicks'],
    ['lots', 20000, 'Enter 20,000 to 1,000,000 clicks'],
    // Before any quote has said the plan's minimum, only what every line may hold is checked.
    ['100', null, null],
    ['0', null, 'Enter 1 to 1,000,000 clicks'],
  ])('says of %j, for a plan of at least %j clicks: %j', (typed, minimum, problem) => {
    expect(clicksProblem(typed, minimum)).toBe(problem);
  });
});

describe('why checkout waits', () => {
  const plan = (name: string, clicks: number | null, minimumClicks: number | null) => ({ plan: name, clicks, minimumClicks });

  it('names the first line below its minimum', () => {
    expect(checkoutWait([plan('Address Lookup 20,000', 20000, 20000), plan('Address Lookup 5,000', 100, 5000), plan('Email Validation 1,000', 1, 1000)])).toBe(
      'Address Lookup 5,000 needs at least 5,000 clicks: change its clicks to go to payment',
    );
  });

  it('names the first line whose clicks it cannot hold, or below its minimum, with what it needs', () => {
    expect(checkoutWait([plan('Address Lookup 20,000', 20000, 20000), plan('Address Lookup 5,000', null, 5000), plan('Email Validation 1,000', 1, 1000)])).toBe(
      'Address Lookup 5,000 needs 5,000 to 1,000,000 clicks: change its clicks to go to payment',
    );
    expect(checkoutWait([plan('Email Validation 1,000', 1, 1000), plan('Address Lookup 5,000', null, 5000)])).toBe(
      'Email Validation 1,000 needs at least 1,000 clicks: change its clicks to go to payment',
    );
    expect(checkoutWait([plan('Address Lookup 5,000', null, null)])).toBe(
      'Address Lookup 5,000 needs 1 to 1,000,000 clicks: change its clicks to go to payment',
    );
  });

  it('names the first line that cannot be bought now, whatever its clicks, and says to remove it', () => {
    const offSale = { plan: 'Name Validation 2,000', clicks: 2000, minimumClicks: null, unavailable: true };
    expect(checkoutWait([plan('Email Validation 2,000', 2000, 2000), offSale, plan('Address Lookup 5,000', 100, 5000)])).toBe(
      'Name Validation 2,000 cannot be bought now: remove it to go to payment',
    );
    expect(checkoutWait([plan('Address Lookup 5,000', 100, 5000), offSale])).toBe(
      'Address Lookup 5,000 needs at least 5,000 clicks: change its clicks to go to payment',
    );
    // Never named to the basket, and unknown to the gateway: said in words, not by its id.
    expect(checkoutWait([{ ...offSale, plan: UNNAMED_OFF_SALE }])).toBe('The plan no longer on sale cannot be bought now: remove it to go to payment');
  });

  it.each([
    ['every line at its minimum or more', [plan('Address Lookup 5,000', 5000, 5000), plan('Address Lookup 20,000', 40000, 20000)]],
    ['a line whose minimum no quote has said yet', [plan('Address Lookup 5,000', 100, null)]],
    ['an empty basket', []],
  ])('does not wait for %s', (_case, lines) => {
    expect(checkoutWait(lines)).toBeNull();
  });
});
