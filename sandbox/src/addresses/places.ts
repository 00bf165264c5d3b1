import type { AddressRecord, CountryCode } from './types';

/**
 * The names a person writes for each country, after a town or a postcode: its English name, its
 * own, and the short ones on forms and envelopes.
 */
const COUNTRY_NAMES: Readonly<Record<CountryCode, string>> = {
  GB: 'United Kingdom, UK, Great Britain, GB',
  AU: 'Australia, AUS',
  DE: 'Germany, Deutschland',
  FR: 'France',
  IE: 'Ireland, Éire',
  NL: 'Netherlands, Nederland, Holland',
  NZ: 'New Zealand, Aotearoa, NZ',
  US: 'United States, United States of America, USA, America',
};

/** The uk's nations: the uk's names name them all, and each names itself. */
const UK_NATIONS = ['England', 'Scotland', 'Wales', 'Northern Ireland'] as const;
export type UkNation = (typeof UK_NATIONS)[number];

/**
 * The word an address is found by for its country (and for the uk its nation): one word standing
 * for all their names, which a typed word finds through `countryWordsNamed`.
 */
export function countryWord(code: CountryCode, nation?: UkNation): string {
  return `country${code}${nation ?? ''}`.toLowerCase().replace(/ /g, '');
}

/**
 * Each word of a country's or a nation's names as a search has it (lower case, no accents: `Éire`
 * is `eire`), with the country words (`countryWord`) of those it names a word of. (The search asks
 * for these, so they are split here, not by `searchWords`.)
 */
const COUNTRY_WORDS = new Map<string, string[]>();
const nameOf = (names: string, countryWordOf: string) => {
  for (const word of names
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .split(/[^a-z0-9]+/)) {
    const named = COUNTRY_WORDS.get(word) ?? [];
    if (!named.includes(countryWordOf)) COUNTRY_WORDS.set(word, [...named, countryWordOf]);
  }
};
for (const nation of UK_NATIONS) nameOf(`${nation}, ${COUNTRY_NAMES.GB}`, countryWord('GB', nation));
for (const [code, names] of Object.entries(COUNTRY_NAMES) as [CountryCode, string][]) if (code !== 'GB') nameOf(names, countryWord(code));

const NONE: readonly string[] = [];

/**
 * The country words (`countryWord`) of the countries and nations a typed word names a word of:
 * `kingdom` the uk's nations', `england` England's, `united` the uk's nations' and the United
 * States'. With `started`, of those a word of whose names it starts, for a word still being typed
 * (`kin`).
 */
export function countryWordsNamed(typed: string, started = false): readonly string[] {
  if (!started) return COUNTRY_WORDS.get(typed) ?? NONE;
  const named = new Set<string>();
  for (const [word, countries] of COUNTRY_WORDS) if (word.startsWith(typed)) for (const country of countries) named.add(country);
  return [...named];
}

/** The names of the states the data writes short: Australia's and the United States'. */
const STATE_NAMES: Readonly<Record<string, string>> = {
  // Australia Post's.
  NSW: 'New South Wales',
  VIC: 'Victoria',
  QLD: 'Queensland',
  WA: 'Western Australia',
  SA: 'South Australia',
  TAS: 'Tasmania',
  ACT: 'Australian Capital Territory',
  NT: 'Northern Territory',
};
const US_STATE_NAMES: Readonly<Record<string, string>> = {
  CA: 'California',
  CO: 'Colorado',
  IL: 'Illinois',
  MA: 'Massachusetts',
  NY: 'New York',
  OR: 'Oregon',
  TX: 'Texas',
  WA: 'Washington',
};

/** The postcode areas of Scotland and Wales (Royal Mail); BT is Northern Ireland, the rest England. */
const SCOTTISH_AREAS = new Set(['AB', 'DD', 'DG', 'EH', 'FK', 'G', 'HS', 'IV', 'KA', 'KW', 'KY', 'ML', 'PA', 'PH', 'TD', 'ZE']);
const WELSH_AREAS = new Set(['CF', 'LD', 'LL', 'NP', 'SA']);

/** The nation of the uk an address is in, from its postcode (or the postcode's district). */
export function ukNation(postcode: string): UkNation {
  const match = /^([A-Z]{1,2})(\d+)/.exec(postcode);
  const area = match?.[1] ?? '';
  const district = Number(match?.[2] ?? 0);
  if (area === 'BT') return 'Northern Ireland';
  if (SCOTTISH_AREAS.has(area)) return 'Scotland';
  // Shrewsbury's SY and Chester's CH areas cross the border: mid Wales and Deeside are in Wales.
  if (WELSH_AREAS.has(area) || (area === 'SY' && district >= 15) || (area === 'CH' && district >= 5 && district <= 8)) return 'Wales';
  return 'England';
}

/**
 * The places an address is in that its one-line text does not name, as a person may still type
 * them after it: the uk's county (London's, which PAF leaves empty, is Greater London), an
 * australian or american state's full name, an irish county as `County` writes it, and the country
 * with, in the uk, the nation (their `countryWord`). An address is found by these words only when
 * one is typed whole (see `PrefixIndex`), so typing "10 Downing Street, London, England" finds it
 * and "En" finds what it did before.
 */
export function placeNames(address: AddressRecord): string {
  // A hundred thousand addresses share a few thousand towns and postcode districts: each is worked
  // out once (the nation needs only the district, the part of the postcode before the space).
  const space = address.postcode.indexOf(' ');
  const district = address.country === 'GB' ? (space < 0 ? address.postcode : address.postcode.slice(0, space)) : '';
  const key = `${address.country}|${address.county}|${address.postTown}|${district}`;
  let names = PLACE_NAMES.get(key);
  if (names === undefined) {
    names = placeNamesOf(address.country, address.county, address.postTown, district);
    PLACE_NAMES.set(key, names);
  }
  return names;
}

const PLACE_NAMES = new Map<string, string>();

function placeNamesOf(code: CountryCode, county: string, postTown: string, district: string): string {
  const country = countryWord(code);
  switch (code) {
    case 'GB':
      return [county || (postTown === 'London' ? 'Greater London' : ''), countryWord(code, ukNation(district))].filter(Boolean).join(', ');
    case 'AU':
      return [STATE_NAMES[county] ?? '', country].filter(Boolean).join(', ');
    case 'US':
      return [US_STATE_NAMES[county] ?? '', country].filter(Boolean).join(', ');
    case 'IE':
      return [county.replace(/^Co\. /, 'County '), country].filter(Boolean).join(', ');
    default:
      return country;
  }
}
