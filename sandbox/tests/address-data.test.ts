import { describe, expect, it } from 'vitest';
import { addressCatalogue, AU_DATASET, INTERNATIONAL_DATASET, UK_DATASET } from '../src/addresses/catalogue';
import { addressFields, suggestionPieces, suggestionText } from '../src/addresses/formats';
import { generateAu } from '../src/addresses/generate-au';
import { generateInternational } from '../src/addresses/generate-international';
import { generateUk, ukTownList } from '../src/addresses/generate-uk';
import { indexWords } from '../src/addresses/search';
import { auStatePostcodes } from '../src/addresses/sources/au';
import { ukCommonStreets } from '../src/addresses/sources/uk';
import type { AddressRecord } from '../src/addresses/types';

const catalogue = addressCatalogue();
const uk = catalogue.addresses(UK_DATASET);
const au = catalogue.addresses(AU_DATASET);
const international = catalogue.addresses(INTERNATIONAL_DATASET);

function groupBy<T>(items: readonly T[], key: (item: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const group = groups.get(key(item));
    if (group) group.push(item);
    else groups.set(key(item), [item]);
  }
  return groups;
}

describe('the address data', () => {
  it('holds over a hundred thousand uk addresses, a few thousand australian ones and a few hundred per international country', () => {
    expect(uk.length).toBeGreaterThanOrEqual(100_000);
    expect(au.length).toBeGreaterThanOrEqual(3000);
    const perCountry = groupBy(international, (address) => address.country);
    expect([...perCountry.keys()].sort()).toEqual(['DE', 'FR', 'IE', 'NL', 'NZ', 'US']);
    for (const [, addresses] of perCountry) expect(addresses.length).toBeGreaterThanOrEqual(200);
    expect(catalogue.countries.map((country) => country.code).sort()).toEqual(['DE', 'FR', 'IE', 'NL', 'NZ', 'US']);
  });

  it('is the same on every build, so ids are stable', () => {
    expect(generateUk()).toEqual(uk);
    expect(generateAu()).toEqual(au);
    expect(generateInternational()).toEqual(international);
    // Pinned, so a change to the generators that moves ids fails here.
    expect(uk[0]).toMatchObject({ id: 'uk-00001', postTown: 'Manchester', postcode: 'M1 3PS', thoroughfare: 'High Street', buildingNumber: '1' });
    expect(suggestionText(catalogue.find(AU_DATASET, 'au-00001') as AddressRecord)).toMatch(/^.+, Sydney NSW 2000$/);
  });

  it('gives every address a unique id with its dataset prefix, and finds each by it', () => {
    const ids = [...uk, ...au, ...international].map((address) => address.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(uk.every((address) => /^uk-[0-9a-z]{5}$/.test(address.id))).toBe(true);
    expect(au.every((address) => /^au-[0-9a-z]{5}$/.test(address.id))).toBe(true);
    expect(international.every((address) => address.id.startsWith(`${address.country.toLowerCase()}-`))).toBe(true);
    for (const [dataset, addresses] of [
      [UK_DATASET, uk],
      [AU_DATASET, au],
      [INTERNATIONAL_DATASET, international],
    ] as const) {
      expect(
        addresses.filter((address) => catalogue.find(dataset, address.id) !== address).map((address) => address.id),
        dataset,
      ).toEqual([]);
    }
    // Ids past the last, of another dataset, or not of the form are found nowhere.
    for (const id of ['uk-99999', 'uk-00000', 'au-00001', 'uk-0001', 'UK-00001', 'uk-00001 ']) expect(catalogue.find(UK_DATASET, id), id).toBeUndefined();
  });

  it('never repeats a uk address', () => {
    const texts = new Set(uk.map(suggestionText));
    expect(texts.size).toBe(uk.length);
  });

  it('has PAF-shaped uk addresses: a premise, a street, the post town and county of the source list', () => {
    const towns = new Map(ukTownList().map((town) => [town.postTown, town]));
    const misfits = uk.filter((address) => {
      const town = towns.get(address.postTown);
      return !town || address.county !== town.county || !(address.buildingNumber || address.buildingName) || !address.thoroughfare;
    });
    expect(misfits).toEqual([]);
    expect(uk.some((address) => address.organisation)).toBe(true);
    expect(uk.some((address) => address.subBuilding && address.buildingName)).toBe(true);
    expect(uk.some((address) => address.dependentLocality)).toBe(true);
    expect(uk.some((address) => address.county === '')).toBe(true);
    expect(addressFields(uk[0] as AddressRecord).map((field) => field.name)).toEqual([
      'Organisation',
      'Sub-building',
      'Building name',
      'Building number',
      'Thoroughfare',
      'Dependent locality',
      'Post town',
      'County',
      'Postcode',
      'Country',
    ]);
  });

  it('numbers a house as people do: a whole number, or a name, with flats lettered or numbered', () => {
    const odd = uk.filter(
      (address) =>
        !/^([1-9]\d{0,2})?$/.test(address.buildingNumber) ||
        !/^(Flat ([A-C]|[1-8]))?$/.test(address.subBuilding) ||
        (address.subBuilding.startsWith('Flat ') && !address.buildingNumber && !address.buildingName),
    );
    expect(odd).toEqual([]);
  });

  it('lists each post town once, and each postcode district under one town', () => {
    const towns = ukTownList();
    expect(new Set(towns.map((town) => town.postTown)).size).toBe(towns.length);
    const districts = towns.flatMap((town) => town.districts.map((district) => district.code));
    expect(districts.filter((district, index) => districts.indexOf(district) !== index)).toEqual([]);
    expect(districts.every((district) => /^[A-Z]{1,2}\d[A-Z\d]?$/.test(district))).toBe(true);
  });

  it('gives uk addresses well-formed postcodes in a district of their town, each postcode on one street', () => {
    const districtsOf = new Map(
      ukTownList().map((town) => [town.postTown, new Map(town.districts.map((district) => [district.code, district.dependentLocality]))]),
    );
    const misplaced = uk.filter((address) => {
      const districts = districtsOf.get(address.postTown);
      const district = address.postcode.split(' ')[0] ?? '';
      return (
        !/^[A-Z]{1,2}\d[A-Z\d]? \d[ABD-HJLNP-UW-Z]{2}$/.test(address.postcode) ||
        !districts?.has(district) ||
        address.dependentLocality !== districts.get(district)
      );
    });
    expect(misplaced).toEqual([]);
    const streetsOf = new Map<string, Set<string>>();
    for (const address of uk)
      streetsOf.set(address.postcode, (streetsOf.get(address.postcode) ?? new Set()).add(`${address.thoroughfare}|${address.postTown}`));
    expect([...streetsOf].filter(([, streets]) => streets.size !== 1).map(([postcode]) => postcode)).toEqual([]);
  });

  it('has the street names most common across the uk in many towns each', () => {
    const townsWith = new Map<string, Set<string>>();
    for (const address of uk) townsWith.set(address.thoroughfare, (townsWith.get(address.thoroughfare) ?? new Set()).add(address.postTown));
    const fewTowns = (street: string, least: number) => (townsWith.get(street)?.size ?? 0) < least;
    // The names people type first are in a large share of the towns, every name of the list in many.
    const typedFirst = [
      'High Street',
      'Station Road',
      'Church Lane',
      'Park Road',
      'Church Street',
      'Main Street',
      'Victoria Road',
      'Green Lane',
      'Manor Road',
      'Church Road',
      'Park Avenue',
      'The Avenue',
      'The Crescent',
      'Queens Road',
      'New Road',
      'Grange Road',
      'Kings Road',
      'Mill Lane',
      'School Lane',
      'North Street',
    ];
    expect(typedFirst.filter((street) => fewTowns(street, 30))).toEqual([]);
    expect(ukCommonStreets.filter((street) => fewTowns(street, 10))).toEqual([]);
    expect(fewTowns('High Street', ukTownList().length / 2)).toBe(false);
  });

  it('searches each address by the words its one-line text shows, starting with the same word', () => {
    // A word with an umlaut is also found as German writes it without: that word follows its own
    // piece's words in the index and the whole text's in the text, so the order is not compared.
    const differing = [...uk.filter((_, index) => index % 7 === 0), ...au, ...international].filter((address) => {
      const shown = [...new Set(indexWords(suggestionText(address)))];
      const searched = [...new Set(suggestionPieces(address).flatMap(indexWords))];
      return shown[0] !== searched[0] || [...shown].sort().join(' ') !== [...searched].sort().join(' ');
    });
    expect(differing.map((address) => address.id)).toEqual([]);
  });

  it('gives australian addresses a state and a four-digit postcode of that state', () => {
    for (const address of au) {
      expect(address.postcode).toMatch(/^\d{4}$/);
      const ranges = auStatePostcodes[address.county];
      expect(ranges, address.county).toBeDefined();
      const code = Number(address.postcode);
      expect(
        ranges?.some(([low, high]) => code >= low && code <= high),
        `${address.postcode} ${address.county}`,
      ).toBe(true);
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
      'Organisation',
      'Sub-building',
      'Building name',
      'Thoroughfare',
      'Building number',
      'Postcode',
      'Post town',
      'Country',
    ]);
    expect(addressFields(first('US')).at(-1)).toEqual({ name: 'Country', value: 'United States' });
  });
});
