// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { bundleChangesSchema, dateTimeToDay, newBundleSchema, toNewBundle } from './bundle-values';

const valid = { planId: '2', clicks: '1000', price: '40', startDate: '', endDate: '' };

describe('a new bundle as staff type it', () => {
  it.each([
    ['nothing chosen', { planId: '' }, 'planId', 'Choose the subscription to top up'],
    ['no clicks', { clicks: '0' }, 'clicks', 'At least 1 click'],
    ['more clicks than the gateway takes', { clicks: '1000000001' }, 'clicks', 'At most 1,000,000,000 clicks'],
    ["GraphQL's largest Int of clicks", { clicks: '2147483647' }, 'clicks', 'At most 1,000,000,000 clicks'],
    ['a mistyped number of clicks', { clicks: '30000000000' }, 'clicks', 'At most 1,000,000,000 clicks'],
    ['a price over 10,000,000', { price: '10000000.01' }, 'price', 'Enter a price of at most 10,000,000'],
    ['a price of 1e21, typed out', { price: '1' + '0'.repeat(21) }, 'price', 'Enter a price of at most 10,000,000'],
    ['a price of 1e308, typed out', { price: '1' + '0'.repeat(308) }, 'price', 'Enter a price of at most 10,000,000'],
    ['a price written as a power', { price: '1e308' }, 'price', 'Enter a price such as 40 or 39.99'],
    ['a price that is no number', { price: 'NaN' }, 'price', 'Enter a price such as 40 or 39.99'],
    ['clicks with a fraction', { clicks: '10.5' }, 'clicks', 'Enter a whole number of clicks'],
    ['a price with three decimals', { price: '1.234' }, 'price', 'Enter a price such as 40 or 39.99'],
    ['a negative price', { price: '-1' }, 'price', 'Enter a price such as 40 or 39.99'],
    ['a date that is no date', { startDate: '2030-02-31' }, 'startDate', 'Enter a date as dd/mm/yyyy, or leave it empty'],
    ['half a date', { endDate: 'invalid' }, 'endDate', 'Enter a date as dd/mm/yyyy, or leave it empty'],
    ['an end before the start', { startDate: '2030-02-01', endDate: '2030-01-01' }, 'endDate', 'The end must be after the start'],
    ['an end on the start', { startDate: '2030-02-01', endDate: '2030-02-01' }, 'endDate', 'The end must be after the start'],
  ])('refuses %s', (_name, change, field, message) => {
    const result = newBundleSchema.safeParse({ ...valid, ...change });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toContainEqual([field, message]);
  });

  it.each([
    ['no dates', {}, { planId: '2', clicks: 1000, price: 40, startDate: null, endDate: null }],
    ['as many clicks as the gateway takes', { clicks: '1000000000' }, { clicks: 1_000_000_000 }],
    ['the highest price the gateway takes', { price: '10000000.00' }, { price: 10_000_000 }],
    ['a price in pence', { price: '39.99' }, { price: 39.99 }],
    ['both dates', { startDate: '2030-01-01', endDate: '2030-06-30' }, { startDate: '2030-01-01T00:00:00Z', endDate: '2030-06-30T00:00:00Z' }],
    ['an end alone', { endDate: '2030-06-30' }, { startDate: null, endDate: '2030-06-30T00:00:00Z' }],
  ])('takes %s', (_name, change, expected) => {
    const result = newBundleSchema.safeParse({ ...valid, ...change });
    expect(result.success).toBe(true);
    expect(toNewBundle(result.data!)).toMatchObject(expected);
  });

  it('checks changes to a bundle the same way, without a plan', () => {
    expect(bundleChangesSchema.safeParse({ clicks: '5', price: '0', startDate: '', endDate: '' }).success).toBe(true);
    expect(bundleChangesSchema.safeParse({ clicks: '', price: '0', startDate: '', endDate: '' }).success).toBe(false);
    expect(bundleChangesSchema.safeParse({ clicks: '5', price: '10000000.01', startDate: '', endDate: '' }).success).toBe(false);
    expect(bundleChangesSchema.safeParse({ clicks: '1000000001', price: '0', startDate: '', endDate: '' }).success).toBe(false);
  });

  it('shows a gateway date as the date input wants it, in UTC', () => {
    expect(dateTimeToDay('2030-06-30T00:00:00.000Z')).toBe('2030-06-30');
    expect(dateTimeToDay('2030-06-30T23:59:00.000Z')).toBe('2030-06-30');
    expect(dateTimeToDay(null)).toBe('');
  });
});
