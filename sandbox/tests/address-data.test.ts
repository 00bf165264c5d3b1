import { describe, expect, it } from 'vitest';
import { addressCatalogue, AU_DATASET, INTERNATIONAL_DATASET, UK_DATASET } from '../src/addresses/catalogue';
import { addressFields, suggestionText } from '../src/addresses/formats';
import { generateAu } from '../src/addresses/generate-au';
import { generateInternational } from '../src/addresses/generate-international';
import { generateUk } from '../src/addresses/generate-uk';
import { auStatePostcodes } from '../src/addresses/sources/au';
import { ukTowns } from '../src/addresses/sources/uk';
import type { AddressRecord } from '../src/addresses/types';

const catalogue = addressCatalogue();
const uk = catalogue.datasets.get(UK_DATASET) ?? [];
const au = catalogue.datasets.get(AU_DATASET) ?? [];
const international = catalogue.datasets.get(INTERNATIONAL_DATASET) ?? [];

function groupBy<T>(items: readonly T[], key: (item: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const item of items) groups.set(key(item), [...(groups.get(key(item)) ?? []), item]);
  return groups;
}

describe('the address data', () => {
  it('holds a few thousand uk and australian addresses and a few hundred per international country', () => {
    expect(uk.length).toBeGreaterThanOrEqual(3000);
    expect(au.length).toBeGreaterThanOrEqual(3000);
    const perCountry = groupBy(international, (address) => address.country);
    expect([...perCountry.keys()].sort()).toEqual(['DE', 'FR', 'IE', 'NL', 'NZ', 'US']);
    for (const [, addresses] of perCountry) expect(addresses.length).toBeGreaterThanOrEqual(200);
    expect(catalogue.countries.map((country) => country.code).sort()).toEqual(['DE', 'FR', 'IE', 'NL', 'NZ', 'US']);
  });

  it('is built in well under a second', () => {
    expect(catalogue.buildMs).toBeLessThan(1000);
  });

  it('is the same on every build, so ids are stable', () => {
    expect(generateUk()).toEqual(uk);
    expect(generateAu()).toEqual(au);
    expect(generateInternational()).toEqual(international);
    // Pinned, so a change to the generators that moves ids fails here.
    expect(uk[0]).toMatchObject({ id: 'uk-00001', postTown: 'London', postcode: 'SW1A 9TR', thoroughfare: 'King Gardens', buildingNumber: '1' });
    expect(suggestionText(catalogue.find(AU_DATASET, 'au-00001') as AddressRecord)).toMatch(/^.+, Sydney NSW 2000$/);
  });

  it('gives every address a unique id with its dataset prefix', () => {
    const ids = [...uk, ...au, ...international].map((address) => address.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(uk.every((address) => /^uk-\d{5}$/.test(address.id))).toBe(true);
    expect(au.every((address) => /^au-\d{5}$/.test(address.id))).toBe(true);
    expect(international.every((address) => address.id.startsWith(`${address.country.toLowerCase()}-`))).toBe(true);
  });

  it('has PAF-shaped uk addresses: a premise, a street, the post town and county of the source list', () => {
    const towns = new Map(ukTowns.map((line) => line.split('|')).map(([town = '', county = '', districts = '']) => [town, { county, districts }]));
    for (const address of uk) {
      const town = towns.get(address.postTown);
      expect(town, address.postTown).toBeDefined();
      expect(address.county).toBe(town?.county);
      expect(address.buildingNumber || address.buildingName).not.toBe('');
      expect(address.thoroughfare).not.toBe('');
    }
    expect(uk.some((address) => address.organisation)).toBe(true);
    expect(uk.some((address) => address.subBuilding && address.buildingName)).toBe(true);
    expect(uk.some((address) => address.dependentLocality)).toBe(true);
    expect(uk.some((address) => address.county === '')).toBe(true);
    expect(addressFields(uk[0] as AddressRecord).map((field) => field.name)).toEqual([
      'Organisation', 'Sub-building', 'Building name', 'Building number', 'Thoroughfare', 'Dependent locality', 'Post town', 'County', 'Postcode', 'Country',
    ]);
  });

  it("gives uk addresses well-formed postcodes in a district of their town, each postcode on one street", () => {
    const districtsOf = new Map(
      ukTowns.map((line) => line.split('|')).map(([town = '', , districts = '']) => [town, new Map(districts.split(', ').map((entry): [string, string] => { const [district = '', locality = ''] = entry.split(':'); return [district, locality]; }))]),
    );
    for (const address of uk) {
      expect(address.postcode).toMatch(/^[A-Z]{1,2}\d[A-Z\d]? \d[ABD-HJLNP-UW-Z]{2}$/);
      const district = address.postcode.split(' ')[0] ?? '';
      const districts = districtsOf.get(address.postTown);
      expect(districts?.has(district), `${address.postcode} in ${address.postTown}`).toBe(true);
      expect(address.dependentLocality).toBe(districts?.get(district));
    }
    for (const [postcode, addresses] of groupBy(uk, (address) => address.postcode)) {
      expect(new Set(addresses.map((address) => `${address.thoroughfare}|${address.postTown}`)).size, postcode).toBe(1);
    }
  });

  it('gives australian addresses a state and a four-digit postcode of that state', () => {
    for (const address of au) {
      expect(address.postcode).toMatch(/^\d{4}$/);
      const ranges = auStatePostcodes[address.county];
      expect(ranges, address.county).toBeDefined();
      const code = Number(address.postcode);
      expect(ranges?.some(([low, high]) => code >= low && code <= high), `${address.postcode} ${address.county}`).toBe(true);
    }
    expect(au.some((address) => address.subBuilding.startsWith('Unit '))).toBe(true);
    expect(au.some((address) => address.organisation)).toBe(true);
  });

  it("writes international postcodes in each country's form", () => {
    const patterns: Record<string, RegExp> = {
      DE: /^\d{5}$/,
      FR: /^\d{5}$/,
      IE: /^[A-Z]\d{2} [ACDEFHKNPRTVWXY][0-9ACDEFHKNPRTVWXY]{3}$/,
      NL: /^\d{4} [A-Z]{2}$/,
      NZ: /^\d{4}$/,
      US: /^\d{5}$/,
    };
    for (const address of international) expect(address.postcode, address.id).toMatch(patterns[address.country] as RegExp);
    const paris = international.filter((address) => address.postTown === 'Paris');
    expect(paris.length).toBeGreaterThan(0);
    expect(paris.every((address) => address.postcode.startsWith('750'))).toBe(true);
    expect(international.filter((address) => address.country === 'US').every((address) => /^[A-Z]{2}$/.test(address.county))).toBe(true);
    const eircodes = international.filter((address) => address.country === 'IE').map((address) => address.postcode);
    expect(new Set(eircodes).size).toBe(eircodes.length);
  });

  it("puts each country's fields and suggestion text in its usual order", () => {
    const first = (country: string) => international.find((address) => address.country === country) as AddressRecord;
    expect(suggestionText(first('DE'))).toMatch(/^\D+ \d+a?, \d{5} \S/);
    expect(suggestionText(first('FR'))).toMatch(/^\d+( bis)? .+, \d{5} \S/);
    expect(suggestionText(first('NL'))).toMatch(/^\D+ \d+, \d{4} [A-Z]{2} \S/);
    expect(suggestionText(first('US'))).toMatch(/^\d+ .+, [A-Za-z ]+, [A-Z]{2} \d{5}$/);
    expect(addressFields(first('DE')).map((field) => field.name)).toEqual([
      'Organisation', 'Sub-building', 'Building name', 'Thoroughfare', 'Building number', 'Postcode', 'Post town', 'Country',
    ]);
    expect(addressFields(first('US')).at(-1)).toEqual({ name: 'Country', value: 'United States' });
  });
});
