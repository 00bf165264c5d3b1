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
    ['basePrice', `1${'0'.repeat(305)}`, 'Enter the base price of at most 10,000,000.'],
    ['basePrice', '1000000000000000000000', 'Enter the base price of at most 10,000,000.'],
    ['realPricePerRecord', '10000000.0001', 'Enter the real price per record of at most 10,000,000.'],
    ['minRecCount', '1.5', 'Enter the minimum records as a whole number from 0 to 2,147,483,647.'],
    ['minRecCount', '2147483648', 'Enter the minimum records as a whole number from 0 to 2,147,483,647.'],
    ['minRecCount', '3000000000', 'Enter the minimum records as a whole number from 0 to 2,147,483,647.'],
    ['startDate', '1969-12-31', 'Enter a date on or after 01/01/1970.'],
    ['startDate', '', 'Enter the date the price holds from, as dd/mm/yyyy.'],
    ['endDate', 'invalid', 'Enter a date as dd/mm/yyyy, or leave it empty for no end.'],
    ['endDate', '2025-12-31', 'The end date must be after the start date.'],
    ['endDate', '2026-01-01', 'The end date must be after the start date.'],
  ])('refuses %s of %j', (field, value, message) => {
    const result = priceFormSchema.safeParse({ ...priceFormValues(cost), [field]: value });
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([message]);
  });

  it('refuses an end before 1970 first for its year', () => {
    const result = priceFormSchema.safeParse({ ...priceFormValues(cost), startDate: '1969-06-01', endDate: '1969-12-31' });
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['startDate', 'Enter a date on or after 01/01/1970.'],
      ['endDate', 'Enter a date on or after 01/01/1970.'],
    ]);
  });

  it.each([
    ['minRecCount', '0'],
    ['minRecCount', '2147483647'],
    ['basePrice', '10000000'],
    ['pricePerMatch', '9999999.9999'],
    ['startDate', '1970-01-01'],
    ['endDate', '2026-01-02'],
  ])('takes %s of %j', (field, value) => {
    expect(priceFormSchema.safeParse({ ...priceFormValues(cost), [field]: value }).success).toBe(true);
  });

  it('takes a price of 4 decimal places, and trailing spaces', () => {
    expect(priceInput(priceFormSchema.parse({ ...priceFormValues(cost), pricePerMatch: '0.0012 ' })).pricePerMatch).toBe(0.0012);
  });

  it('sends an end date as the start of that day', () => {
    expect(priceInput(priceFormSchema.parse({ ...priceFormValues(cost), endDate: '2026-12-31' })).endDate).toBe('2026-12-31T00:00:00.000Z');
  });
});
