import { Draw, idMaker } from './random';
import { internationalSources, type CountrySource } from './sources/international';
import type { AddressRecord, CountryCode } from './types';

/** Roughly how many addresses each country gets. */
const PER_COUNTRY = 300;
/** Letters Dutch postcodes use (never F, I, O, Q, U or Y). */
const NL_LETTERS = 'ABCDEGHJKLMNPRSTVWXZ';
/** Characters of an Eircode's unique identifier. */
const EIRCODE_CHARS = '0123456789ACDEFHKNPRTVWXY';
const EIRCODE_LETTERS = 'ACDEFHKNPRTVWXY';

interface Place {
  postTown: string;
  region: string;
  /** A whole postcode, or a prefix the street completes (IE routing key, NL area). */
  code: string;
  dependentLocality: string;
}

function placesOf(source: CountrySource): Place[] {
  return source.towns.flatMap((line) => {
    const [postTown = '', region = '', codes = ''] = line.split('|');
    if (source.code === 'NZ') {
      return [...codes.matchAll(/([^:]+?):(\d{4})\s*/g)].map(([, suburb = '', code = '']) => ({
        postTown,
        region,
        code,
        dependentLocality: suburb.trim() === postTown ? '' : suburb.trim(),
      }));
    }
    return codes.split(' ').map((code) => ({ postTown, region, code, dependentLocality: '' }));
  });
}

/** The next house number on a street, in the country's style. */
function nextNumber(country: CountryCode, draw: Draw, previous: number): { value: number; text: string } {
  const value = country === 'US' ? (previous === 0 ? draw.int(1, 30) * 100 + draw.int(0, 9) * 2 : previous + draw.int(1, 10) * 2) : previous + draw.int(1, 3);
  let text = String(value);
  if (country === 'DE' && draw.chance(0.06)) text += 'a';
  else if (country === 'FR' && draw.chance(0.05)) text += ' bis';
  return { value, text };
}

function subBuildingFor(country: CountryCode, draw: Draw): string {
  if (country === 'US' && draw.chance(0.15)) return `Apt ${draw.int(1, 6)}${draw.chars('ABCD', 1)}`;
  if (country === 'NZ' && draw.chance(0.08)) return `Flat ${draw.int(1, 4)}`;
  return '';
}

/** One country's addresses: one street per postcode (or suburb), in towns from its source list. */
function generateCountry(source: CountrySource): AddressRecord[] {
  const country = source.code as CountryCode;
  const draw = new Draw(`intl:${country}`);
  const nextId = idMaker(country.toLowerCase());
  const places = placesOf(source);
  const perPlace = Math.max(4, Math.round(PER_COUNTRY / places.length));
  const streetsByTown = new Map<string, Set<string>>();
  const postcodes = new Set<string>();
  const addresses: AddressRecord[] = [];

  for (const place of places) {
    const streets = streetsByTown.get(place.postTown) ?? new Set<string>();
    streetsByTown.set(place.postTown, streets);
    const thoroughfare = draw.unique(streets, () => draw.pick(source.streets));
    let postcode = place.code;
    let unitLeft = 0;
    let number = 0;
    const premises = draw.int(Math.round(perPlace * 0.7), Math.round(perPlace * 1.3));
    for (let p = 0; p < premises; p++) {
      const next = nextNumber(country, draw, number);
      number = next.value;
      if (country === 'NL' && unitLeft-- <= 0) {
        postcode = draw.unique(postcodes, () => `${place.code} ${draw.chars(NL_LETTERS, 2)}`);
        unitLeft = draw.int(6, 12);
      } else if (country === 'IE') {
        // Every Irish address has its own Eircode.
        postcode = draw.unique(postcodes, () => `${place.code} ${draw.chars(EIRCODE_LETTERS, 1)}${draw.chars(EIRCODE_CHARS, 3)}`);
      }
      addresses.push({
        id: nextId(),
        country,
        organisation: draw.chance(0.05) ? draw.pick(source.organisations) : '',
        subBuilding: subBuildingFor(country, draw),
        buildingName: '',
        buildingNumber: next.text,
        thoroughfare,
        dependentLocality: place.dependentLocality,
        postTown: place.postTown,
        county: place.region,
        postcode,
      });
    }
  }
  return addresses;
}

/** Every country of the international dataset, in the order of the source list. */
export function generateInternational(): AddressRecord[] {
  return internationalSources.flatMap(generateCountry);
}

export const internationalCountries: readonly { code: CountryCode; name: string }[] = internationalSources.map((source) => ({
  code: source.code as CountryCode,
  name: source.name,
}));
