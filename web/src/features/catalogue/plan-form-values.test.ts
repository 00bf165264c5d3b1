// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { emptyPlanForm, planDraft, planFieldOf, planFormFrom, planFormSchema, priceOf, type PlanDraft, type PlanFormValues } from './plan-form-values';

const filled = (): PlanFormValues => ({
  ...emptyPlanForm('uk', 12, '2026-11-23'),
  name: 'Address Lookup Starter',
  datasetId: '1',
  pricing: [
    { clicks: '1000', price: '40' },
    { clicks: '5000', price: '150.50' },
  ],
});

const errorsOf = (form: PlanFormValues) => {
  const result = planFormSchema.safeParse(form);
  return result.success ? {} : Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
};

describe('the plan form', () => {
  it.each([
    { case: 'a filled form is accepted', change: {}, errors: {} },
    { case: 'a plan needs a name', change: { name: ' ' }, errors: { name: 'Enter the plan name' } },
    { case: 'and a dataset', change: { datasetId: '' }, errors: { datasetId: 'Choose a dataset' } },
    { case: 'a duration is whole days', change: { duration: '1.5' }, errors: { duration: 'Enter the duration in whole days' } },
    { case: 'an annual plan lasts a day or more', change: { duration: '0' }, errors: { duration: 'An annual plan lasts at least 1 day' } },
    { case: 'a bundle lasts until used', change: { calculator: 'bundle' as const }, errors: { duration: "A bundle's duration must be 0" } },
    { case: 'a bundle of duration 0 is fine', change: { calculator: 'bundle' as const, duration: '0' }, errors: {} },
    { case: 'an annual plan lasts ten years at most', change: { duration: '3650' }, errors: {} },
    { case: 'and no longer', change: { duration: '3651' }, errors: { duration: 'An annual plan lasts at most 3,650 days' } },
    { case: 'a mistyped duration is no duration', change: { duration: '4000' }, errors: { duration: 'An annual plan lasts at most 3,650 days' } },
    { case: 'display order starts at 1', change: { displayOrder: '0' }, errors: { displayOrder: 'Enter a whole number from 1 to 100,000' } },
    { case: 'display order goes to 100,000', change: { displayOrder: '100000' }, errors: {} },
    { case: 'and no further', change: { displayOrder: '200000' }, errors: { displayOrder: 'Enter a whole number from 1 to 100,000' } },
    {
      case: 'at most 20 tiers',
      change: { pricing: Array.from({ length: 21 }, (_, i) => ({ clicks: String(i + 1), price: '1' })) },
      errors: { pricing: 'At most 20 price tiers' },
    },
    { case: 'it goes on sale some day', change: { availableStart: '' }, errors: { availableStart: 'Enter the first day it is on sale' } },
    { case: 'a half-typed day is no day', change: { availableStart: 'invalid' }, errors: { availableStart: 'Enter a date as dd/mm/yyyy' } },
    {
      case: 'it cannot leave sale before it goes on sale',
      change: { availableEnd: '2026-11-01' },
      errors: { availableEnd: 'The last day on sale cannot come before the first' },
    },
    { case: 'a sale of one day is fine', change: { availableEnd: '2026-11-23' }, errors: {} },
    { case: 'it goes on sale in 1970 or later', change: { availableStart: '1969-12-31' }, errors: { availableStart: 'Enter a date on or after 01/01/1970' } },
    { case: 'on 1 January 1970 at the earliest', change: { availableStart: '1970-01-01' }, errors: {} },
    {
      case: 'and leaves sale in 1970 or later',
      change: { availableStart: '1960-01-01', availableEnd: '1965-01-01' },
      errors: { availableStart: 'Enter a date on or after 01/01/1970', availableEnd: 'Enter a date on or after 01/01/1970' },
    },
    { case: 'an open-ended sale is fine', change: { availableEnd: '' }, errors: {} },
    { case: 'at least one tier', change: { pricing: [] }, errors: { pricing: 'Add at least one price tier' } },
    {
      case: 'tiers grow',
      change: {
        pricing: [
          { clicks: '5000', price: '150' },
          { clicks: '1000', price: '40' },
        ],
      },
      errors: { 'pricing.1.clicks': 'Each tier needs more clicks than the one above' },
    },
    {
      case: 'a tier has clicks and a price in pounds and pence',
      change: { pricing: [{ clicks: '0', price: '40.123' }] },
      errors: { 'pricing.0.clicks': 'Enter the clicks, from 1 to 1,000,000,000', 'pricing.0.price': 'Enter a price such as 150 or 150.00' },
    },
    {
      case: 'a tier may have as many clicks and as high a price as the gateway takes',
      change: { pricing: [{ clicks: '1000000000', price: '10000000.00' }] },
      errors: {},
    },
    {
      case: 'and no more clicks',
      change: { pricing: [{ clicks: '1500000000', price: '40' }] },
      errors: { 'pricing.0.clicks': 'Enter the clicks, from 1 to 1,000,000,000' },
    },
    {
      case: 'even as many as an Int holds',
      change: { pricing: [{ clicks: '2147483647', price: '40' }] },
      errors: { 'pricing.0.clicks': 'Enter the clicks, from 1 to 1,000,000,000' },
    },
    {
      case: 'nor a higher price, told under the tier it is in',
      change: {
        pricing: [
          { clicks: '1000', price: '40' },
          { clicks: '5000', price: '25000000' },
        ],
      },
      errors: { 'pricing.1.price': 'Enter a price of at most 10,000,000' },
    },
    {
      case: 'not even a penny higher',
      change: { pricing: [{ clicks: '1000', price: '10000000.01' }] },
      errors: { 'pricing.0.price': 'Enter a price of at most 10,000,000' },
    },
  ])('$case', ({ change, errors }) => {
    expect(errorsOf({ ...filled(), ...change })).toEqual(errors);
  });

  it('sends numbers as numbers and no end for an open-ended sale', () => {
    expect(planDraft(planFormSchema.parse(filled()))).toEqual({
      name: 'Address Lookup Starter',
      description: '',
      datasetId: '1',
      duration: 365,
      availableStart: '2026-11-23',
      availableEnd: null,
      calculator: 'annual',
      pricing: [
        { clicks: 1000, price: 40 },
        { clicks: 5000, price: 150.5 },
      ],
      formula: '',
      territory: 'uk',
      allowTest: false,
      displayOrder: 12,
    });
  });

  it('fills the form from a plan and sends it back unchanged', () => {
    const plan: PlanDraft = { ...planDraft(planFormSchema.parse(filled())), availableEnd: '2027-12-31', allowTest: true, formula: 'clicks * rate' };
    expect(planDraft(planFormSchema.parse(planFormFrom(plan)))).toEqual(plan);
  });
});

describe('priceOf', () => {
  const tiers = [
    { clicks: 1000, price: 40 },
    { clicks: 5000, price: 150 },
  ];
  it.each([
    { clicks: 999, price: null },
    { clicks: 1000, price: 40 },
    { clicks: 2500, price: 100 },
    { clicks: 5000, price: 150 },
    { clicks: 7001, price: 210.03 },
  ])('$clicks clicks cost $price', ({ clicks, price }) => {
    expect(priceOf(clicks, tiers)).toBe(price);
  });

  it.each([
    ['duration', 'duration'],
    ['displayOrder', 'displayOrder'],
    ['availableEnd', 'availableEnd'],
    ['pricing', 'pricing'],
    ['pricing.1.clicks', 'pricing.1.clicks'],
    ['pricing.0.price', 'pricing.0.price'],
    ['planId', null],
    ['territory', null],
  ])('puts the refusal of %s under the field %s', (path, field) => {
    expect(planFieldOf(path)).toBe(field);
  });
});
