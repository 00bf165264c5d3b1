import type { AddressField, AddressRecord, CountryCode, FieldName, LabelParts } from './types';

/**
 * How each country writes its addresses: the order of the named fields, the lines of a label and
 * the one-line text of a suggestion.
 */
interface CountryFormat {
  name: string;
  fields: readonly (keyof Omit<AddressRecord, 'id' | 'country'>)[];
  body(address: AddressRecord): string[];
  /** Town and postcode on one line, for countries that write them so; `county` is the county to write there, '' for none. */
  townLine?(address: AddressRecord, town: string, county: string): string;
  /** The county goes on the town line, when it is written at all (Australia's state). */
  countyOnTownLine?: boolean;
  /** The country's own names of fields, where they are not PAF's (Australia's suburb and state). */
  fieldNames?: Partial<Readonly<Record<keyof Omit<AddressRecord, 'id' | 'country'>, FieldName>>>;
  /** Whether the county is written on the label (a United States state is on the town line instead). */
  countyOnLabel: boolean;
  /**
   * The fields the one-line text of a suggestion shows, in its order: what the address is searched
   * by. Spelt out per country, since reading a hundred thousand addresses field by field through a
   * list of names is several times slower.
   */
  textPieces(address: AddressRecord): string[];
  countyJoiner: string;
}

const fieldNames: Readonly<Record<keyof Omit<AddressRecord, 'id' | 'country'>, FieldName>> = {
  organisation: 'Organisation',
  subBuilding: 'Sub-building',
  buildingName: 'Building name',
  buildingNumber: 'Building number',
  thoroughfare: 'Thoroughfare',
  dependentLocality: 'Dependent locality',
  postTown: 'Post town',
  county: 'County',
  postcode: 'Postcode',
};

const joined = (...parts: string[]) => parts.filter(Boolean).join(' ');
const present = (...lines: string[]) => lines.filter(Boolean);

/** PAF's order: sub-building, building name, number and street, dependent locality. */
const pafBody = (a: AddressRecord) => present(a.subBuilding, a.buildingName, joined(a.buildingNumber, a.thoroughfare), a.dependentLocality);
/** Street before number (Germany, the Netherlands). */
const streetFirstBody = (a: AddressRecord) => present(a.subBuilding, a.buildingName, joined(a.thoroughfare, a.buildingNumber));

const pafPiecesWithCounty = (a: AddressRecord) => [
  a.organisation,
  a.subBuilding,
  a.buildingName,
  a.buildingNumber,
  a.thoroughfare,
  a.dependentLocality,
  a.postTown,
  a.county,
  a.postcode,
];
const streetFirstPieces = (a: AddressRecord) => [a.organisation, a.subBuilding, a.buildingName, a.thoroughfare, a.buildingNumber, a.postcode, a.postTown];

const pafFields = [
  'organisation',
  'subBuilding',
  'buildingName',
  'buildingNumber',
  'thoroughfare',
  'dependentLocality',
  'postTown',
  'county',
  'postcode',
] as const;

export const countryFormats: Readonly<Record<CountryCode, CountryFormat>> = {
  GB: {
    name: 'United Kingdom',
    fields: pafFields,
    body: pafBody,
    countyOnLabel: true,
    // The uk's one-line text leaves the county out.
    textPieces: (a) => [a.organisation, a.subBuilding, a.buildingName, a.buildingNumber, a.thoroughfare, a.dependentLocality, a.postTown, a.postcode],
    countyJoiner: ', ',
  },
  IE: { name: 'Ireland', fields: pafFields, body: pafBody, countyOnLabel: true, countyJoiner: ', ', textPieces: pafPiecesWithCounty },
  // Australia Post: the suburb, state and postcode on the last line, `SYDNEY NSW 2000`.
  AU: {
    name: 'Australia',
    fields: pafFields,
    body: pafBody,
    townLine: (a, town, state) => joined(town, state, a.postcode),
    countyOnTownLine: true,
    countyOnLabel: true,
    countyJoiner: ' ',
    textPieces: pafPiecesWithCounty,
    fieldNames: { postTown: 'Suburb', county: 'State' },
  },
  FR: {
    name: 'France',
    fields: ['organisation', 'subBuilding', 'buildingName', 'buildingNumber', 'thoroughfare', 'postcode', 'postTown'],
    body: (a) => present(a.subBuilding, a.buildingName, joined(a.buildingNumber, a.thoroughfare)),
    townLine: (a, town) => joined(a.postcode, town),
    countyOnLabel: false,
    textPieces: (a) => [a.organisation, a.subBuilding, a.buildingName, a.buildingNumber, a.thoroughfare, a.postcode, a.postTown],
    countyJoiner: ' ',
  },
  DE: {
    name: 'Germany',
    fields: ['organisation', 'subBuilding', 'buildingName', 'thoroughfare', 'buildingNumber', 'postcode', 'postTown'],
    body: streetFirstBody,
    townLine: (a, town) => joined(a.postcode, town),
    countyOnLabel: false,
    textPieces: streetFirstPieces,
    countyJoiner: ' ',
  },
  NL: {
    name: 'Netherlands',
    fields: ['organisation', 'subBuilding', 'buildingName', 'thoroughfare', 'buildingNumber', 'postcode', 'postTown'],
    body: streetFirstBody,
    townLine: (a, town) => joined(a.postcode, town),
    countyOnLabel: false,
    textPieces: streetFirstPieces,
    countyJoiner: ' ',
  },
  NZ: {
    name: 'New Zealand',
    fields: ['organisation', 'subBuilding', 'buildingNumber', 'thoroughfare', 'dependentLocality', 'postTown', 'postcode'],
    body: (a) => present(a.subBuilding, joined(a.buildingNumber, a.thoroughfare), a.dependentLocality),
    townLine: (a, town) => joined(town, a.postcode),
    countyOnLabel: false,
    textPieces: (a) => [a.organisation, a.subBuilding, a.buildingNumber, a.thoroughfare, a.dependentLocality, a.postTown, a.postcode],
    countyJoiner: ' ',
  },
  US: {
    name: 'United States',
    fields: ['organisation', 'buildingNumber', 'thoroughfare', 'subBuilding', 'postTown', 'county', 'postcode'],
    // USPS: the apartment or suite follows the street on the same line.
    body: (a) => present(joined(a.buildingNumber, a.thoroughfare, a.subBuilding)),
    townLine: (a, town) => `${town}, ${joined(a.county, a.postcode)}`,
    countyOnLabel: false,
    textPieces: (a) => [a.organisation, a.buildingNumber, a.thoroughfare, a.subBuilding, a.postTown, a.county, a.postcode],
    countyJoiner: ' ',
  },
};

export function countryName(code: CountryCode): string {
  return countryFormats[code].name;
}

/** Every field of the address, in the order of its country, then the country. */
export function addressFields(address: AddressRecord): AddressField[] {
  const format = countryFormats[address.country];
  const names = { ...fieldNames, ...format.fieldNames };
  return [...format.fields.map((key) => ({ name: names[key], value: address[key] })), { name: 'Country', value: format.name }];
}

/** The parts of a label; `abroad` (an address of the international dataset) adds its country. */
export function labelParts(address: AddressRecord, abroad: boolean): LabelParts {
  const format = countryFormats[address.country];
  const townLine = format.townLine;
  return {
    organisation: address.organisation,
    body: format.body(address),
    town: address.postTown,
    county: format.countyOnLabel ? address.county : '',
    postcode: townLine ? '' : address.postcode,
    countyJoiner: format.countyJoiner,
    ...(townLine ? { townLine: (town: string, county: string) => townLine(address, town, county) } : {}),
    ...(format.countyOnTownLine ? { countyOnTownLine: true } : {}),
    ...(abroad ? { country: format.name.toUpperCase() } : {}),
  };
}

/** The fields the one-line text of a suggestion shows, in its order (see `textPieces`). */
export function suggestionPieces(address: AddressRecord): string[] {
  return countryFormats[address.country].textPieces(address);
}

/** The address on one line, as a suggestion shows it. */
export function suggestionText(address: AddressRecord): string {
  const format = countryFormats[address.country];
  const start = [address.organisation, ...format.body(address)];
  let end: string[];
  if (format.townLine) end = [format.townLine(address, address.postTown, address.county)];
  else if (address.country === 'IE') end = [address.postTown, address.county, address.postcode];
  else end = [address.postTown, address.postcode];
  return present(...start, ...end).join(', ');
}
