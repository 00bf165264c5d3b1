// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { priceFormSchema, priceFormValues, priceInput } from './price-form';

const cost = {
  basePrice: 25,
  pricePerMatch: 0.005,
  pricePerRecord: 0.01,
  realPricePerMatch: 0.002,
  realPricePerRecord: 0.004,
  minRecCount: 1000,
  startDate: '2026-01-01T00:00:00.000Z',
  endDate: null,
};

describe('the price update form', () => {
  it('shows a cost and sends it back unchanged', () => {
    const form = priceFormValues(cost);
    expect(form).toMatchObject({ pricePerMatch: '0.005', startDate: '2026-01-01', endDate: '' });
    expect(priceInput(priceFormSchema.parse(form))).toEqual(cost);
  });

  it.each([
    ['basePrice', 'ten', 'Enter the base price as a number, such as 0.05.'],
    ['pricePerMatch', '-1', 'Enter the price per match as a number, such as 0.05.'],
    ['pricePerRecord', '0.00125', 'At most 4 decimal places: prices are kept to 0.0001.'],
    ['minRecCount', '1.5', 'Enter the minimum records as a whole number.'],
    ['startDate', '', 'Enter the date the price holds from, as dd/mm/yyyy.'],
    ['endDate', 'invalid', 'Enter a date as dd/mm/yyyy, or leave it empty for no end.'],
    ['endDate', '2025-12-31', 'The end date cannot be before the start date.'],
  ])('refuses %s of %j', (field, value, message) => {
    const result = priceFormSchema.safeParse({ ...priceFormValues(cost), [field]: value });
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([message]);
  });

  it('takes a price of 4 decimal places, and trailing spaces', () => {
    expect(priceInput(priceFormSchema.parse({ ...priceFormValues(cost), pricePerMatch: '0.0012 ' })).pricePerMatch).toBe(0.0012);
  });

  it('sends an end date as the start of that day', () => {
    expect(priceInput(priceFormSchema.parse({ ...priceFormValues(cost), endDate: '2026-12-31' })).endDate).toBe('2026-12-31T00:00:00.000Z');
  });
});
