// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { addressFieldLabel } from './address-field-labels';

describe('addressFieldLabel', () => {
  it.each([
    ['town', 'Town', 'uk', 'Town'],
    ['county', 'County', 'uk', 'County'],
    ['postcode', 'Postcode', 'uk', 'Postcode'],
    ['town', 'Town', 'australia', 'Suburb'],
    ['county', 'County', 'australia', 'State'],
    ['postcode', 'Postcode', 'australia', 'Postcode'],
    ['address1', 'Address line 1', 'australia', 'Address line 1'],
  ] as const)('%s (%s) in %s reads %s', (field, ukLabel, territory, expected) => {
    expect(addressFieldLabel(field, ukLabel, territory)).toBe(expected);
  });
});
