// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { byRequirement, leadOptionSchema } from './lead-option-form-values';

describe('a lead option', () => {
  it.each([
    { case: 'an option under a service', values: { requirement: 'Address Lookup', option: ' Mobile app ' }, errors: {} },
    { case: 'an option needs its text', values: { requirement: 'Address Lookup', option: '  ' }, errors: { option: 'Enter the option' } },
    {
      case: 'at most 200 characters',
      values: { requirement: 'Address Cleanse', option: 'x'.repeat(201) },
      errors: { option: 'An option is at most 200 characters' },
    },
    { case: 'a service must be chosen', values: { requirement: '', option: 'CRM' }, errors: { requirement: 'Choose the service it belongs to' } },
  ])('$case', ({ values, errors }) => {
    const result = leadOptionSchema.safeParse(values);
    expect(result.success ? {} : Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]))).toEqual(errors);
  });

  it('trims the option', () => {
    expect(leadOptionSchema.parse({ requirement: 'Address Lookup', option: ' Mobile app ' }).option).toBe('Mobile app');
  });
});

describe('byRequirement', () => {
  it('lists every service in the product order, each option under its own, and an unknown requirement last', () => {
    const grouped = byRequirement([
      { requirement: 'Address Cleanse', option: 'Suppression' },
      { requirement: 'Address Lookup', option: 'website checkout' },
      { requirement: 'Address Lookup', option: 'CRM' },
      { requirement: 'Legacy', option: 'Fax' },
    ]);
    expect(grouped.map((group) => [group.requirement, group.options.map((option) => option.option)])).toEqual([
      ['Address Lookup', ['CRM', 'website checkout']],
      ['Payment Validation', []],
      ['Address Cleanse', ['Suppression']],
      ['Legacy', ['Fax']],
    ]);
  });
});
