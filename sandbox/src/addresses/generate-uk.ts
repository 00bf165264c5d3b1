import { Draw, idMaker } from './random';
import { knownUkAddresses } from './sources/known';
import { INWARD_LETTERS, ukBlockNames, ukCommonStreets, ukHouseNames, ukOrganisations, ukStreetSuffixes, ukStreetWords, ukTowns } from './sources/uk';
import type { AddressRecord } from './types';

/** How many streets a naming area has: a few of its own, and a few more for each of its districts. */
const STREETS_PER_AREA = [3, 5] as const;
const STREETS_PER_DISTRICT = [3, 4] as const;
/** This share of an area's streets carry a common name; the rest are its own. */
const COMMON_SHARE = 0.65;
/**
 * How steeply the chance of a common name falls along the list: the name of rank r (from 0) is drawn
 * with weight 1 / (r + 1) ^ COMMONNESS, so High Street is in most towns and the last names of the
 * list in a dozen or more.
 */
const COMMONNESS = 0.8;

export interface UkDistrict {
  /** The outward code, as `M20`. */
  code: string;
  dependentLocality: string;
}

export interface UkTown {
  postTown: string;
  county: string;
  districts: UkDistrict[];
}

/** The towns of the source list with their districts, in its order. */
export function ukTownList(): UkTown[] {
  return ukTowns.map((line) => {
    const [postTown = '', county = '', districts = ''] = line.split('|');
    return {
      postTown,
      county,
      districts: districts.split(', ').map((entry) => {
        const [code = '', dependentLocality = ''] = entry.split(':');
        return { code, dependentLocality };
      }),
    };
  });
}

/**
 * The districts that share street names: those of a town without a dependent locality are one area,
 * and each dependent locality is an area of its own. So a town has one High Street, while a suburb
 * such as Didsbury may have its own, told apart by its locality as PAF does.
 */
function namingAreas(town: UkTown): UkDistrict[][] {
  const areas = new Map<string, UkDistrict[]>();
  for (const district of town.districts) areas.set(district.dependentLocality, [...(areas.get(district.dependentLocality) ?? []), district]);
  return [...areas.values()];
}

/** The street names of one area, common ones first, each placed in one of its districts. */
function streetsOf(area: readonly UkDistrict[], draw: Draw): Map<UkDistrict, string[]> {
  const count = draw.int(...STREETS_PER_AREA) + area.length * draw.int(...STREETS_PER_DISTRICT);
  // A weighted draw without replacement (each name keyed by an exponential draw scaled by its
  // weight, the smallest keys win), kept in the order of the list.
  const keyed = ukCommonStreets.map((name, rank) => ({ name, rank, key: -Math.log(1 - draw.int(0, 999_999) / 1_000_000) * (rank + 1) ** COMMONNESS }));
  const chosen = keyed
    .sort((a, b) => a.key - b.key)
    .slice(0, Math.round(count * COMMON_SHARE))
    .sort((a, b) => a.rank - b.rank);
  const names = new Set(chosen.map(({ name }) => name));
  while (names.size < count) draw.unique(names, () => `${draw.pick(ukStreetWords)} ${draw.pick(ukStreetSuffixes)}`);

  const byDistrict = new Map<UkDistrict, string[]>(area.map((district) => [district, []]));
  for (const name of names) byDistrict.get(draw.pick(area))?.push(name);
  return byDistrict;
}

/** How many premises a street has, from the kind of street its name says it is. */
function premisesRange(street: string): readonly [number, number] {
  if (street === 'High Street') return [25, 70];
  const kind = street.slice(street.lastIndexOf(' ') + 1);
  if (['Street', 'Road', 'Lane', 'Avenue', 'Broadway', 'Kingsway'].includes(kind)) return [10, 40];
  if (['Close', 'Mews', 'Court', 'Place', 'Row', 'Square', 'Walk', 'Green', 'Rise'].includes(kind)) return [4, 14];
  return [8, 30];
}

interface Street {
  thoroughfare: string;
  district: UkDistrict;
  sector: number;
  postTown: string;
  county: string;
}

/** House numbers as text, made once: every street numbers up from 1. */
const numberTexts: string[] = [];
const numberText = (number: number) => (numberTexts[number] ??= String(number));

/**
 * The addresses of one street, numbered up from 1 (now and then skipping one). Every 8 to 14 premises
 * start a new unit postcode in the street's sector, unique in the town (`postcodes`), so a postcode
 * always belongs to one street.
 */
function streetAddresses(street: Street, draw: Draw, postcodes: Set<string>, nextId: () => string, addresses: AddressRecord[]): void {
  const { thoroughfare, district, sector, postTown, county } = street;
  const dependentLocality = district.dependentLocality;
  let postcode = '';
  // Every field written in one order, so that the hundred thousand records share one shape.
  const add = (organisation: string, subBuilding: string, buildingName: string, buildingNumber: string) =>
    addresses.push({
      id: nextId(),
      country: 'GB',
      organisation,
      subBuilding,
      buildingName,
      buildingNumber,
      thoroughfare,
      dependentLocality,
      postTown,
      county,
      postcode,
    });

  const houseNames = new Set<string>();
  let unitLeft = 0;
  let number = 0;
  const premises = draw.int(...premisesRange(thoroughfare));
  for (let p = 0; p < premises; p++) {
    number += draw.chance(0.15) ? 2 : 1;
    if (unitLeft-- <= 0) {
      postcode = draw.unique(postcodes, () => `${district.code} ${sector}${draw.chars(INWARD_LETTERS, 2)}`);
      unitLeft = draw.int(8, 14);
    }
    const buildingNumber = numberText(number);
    const kind = draw.int(0, 99);
    if (kind < 4 && houseNames.size < ukHouseNames.length) {
      // A named house without a number.
      add(
        '',
        '',
        draw.unique(houseNames, () => draw.pick(ukHouseNames)),
        '',
      );
    } else if (kind < 10) {
      // A house divided into flats, lettered.
      const flats = draw.int(2, 3);
      for (let f = 0; f < flats; f++) add('', `Flat ${'ABC'[f]}`, '', buildingNumber);
    } else if (kind < 14 && houseNames.size < ukBlockNames.length) {
      // A named block of flats, sometimes with its street number.
      const buildingName = draw.unique(houseNames, () => draw.pick(ukBlockNames));
      const blockNumber = draw.chance(0.5) ? buildingNumber : '';
      const flats = draw.int(3, 8);
      for (let f = 1; f <= flats; f++) add('', `Flat ${f}`, buildingName, blockNumber);
    } else if (kind < 17) {
      add(draw.pick(ukOrganisations), '', '', buildingNumber);
    } else {
      add('', '', '', buildingNumber);
    }
  }
}

/**
 * The uk addresses: in every post town, the streets of each naming area (many of them the names
 * most common across the uk), spread over its districts. Each district uses two to four postcode
 * sectors and a street keeps one of them. Addresses come town by town, district by district, in the
 * order of the source list, so ids follow it; then the addresses people try first (sources/known.ts).
 */
export function generateUk(): AddressRecord[] {
  const addresses: AddressRecord[] = [];
  const nextId = idMaker('uk');
  for (const town of ukTownList()) {
    const draw = new Draw(`uk:${town.postTown}`);
    const streetsByDistrict = new Map<UkDistrict, string[]>();
    for (const area of namingAreas(town)) for (const [district, names] of streetsOf(area, draw)) streetsByDistrict.set(district, names);
    const postcodes = new Set<string>();
    for (const district of town.districts) {
      const sectors = new Set<number>();
      const sectorCount = draw.int(2, 4);
      while (sectors.size < sectorCount) draw.unique(sectors, () => draw.int(0, 9));
      for (const thoroughfare of streetsByDistrict.get(district) ?? []) {
        const street = { thoroughfare, district, sector: draw.pick([...sectors]), postTown: town.postTown, county: town.county };
        streetAddresses(street, draw, postcodes, nextId, addresses);
      }
    }
  }
  // Last, so that adding to them moves no generated address's id.
  for (const known of knownUkAddresses) addresses.push({ id: nextId(), ...known });
  return addresses;
}
