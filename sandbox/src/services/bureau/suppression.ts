import { normalise, normalisePostcode, ukMatcher, testAddressOf, type TestAddress } from './matcher';

export type SuppressionType = 'deceased' | 'goneaway' | 'mailpreference';

export const suppressionNames: Readonly<Record<SuppressionType, string>> = {
  deceased: 'Deceased',
  goneaway: 'Gone away',
  mailpreference: 'Mail preference',
};

/** Someone on one of the sandbox's suppression lists, at their address. */
export interface SuppressedPerson extends TestAddress {
  suppressionType: SuppressionType;
  name: string;
}

const people: readonly { suppressionType: SuppressionType; name: string; at: number }[] = [
  { suppressionType: 'deceased', name: 'Margaret Hale', at: 101 },
  { suppressionType: 'deceased', name: 'Albert Finch', at: 2_203 },
  { suppressionType: 'deceased', name: 'Doris Whitlock', at: 40_407 },
  { suppressionType: 'goneaway', name: 'Peter Lomax', at: 509 },
  { suppressionType: 'goneaway', name: 'Susan Crane', at: 17_011 },
  { suppressionType: 'goneaway', name: 'Ivor Penrose', at: 80_113 },
  { suppressionType: 'mailpreference', name: 'Rachel Dunmore', at: 907 },
  { suppressionType: 'mailpreference', name: 'Colin Ashby', at: 33_301 },
];

let list: SuppressedPerson[] | undefined;

/** The sandbox's suppression lists: a few named people, each at an address of the uk address set. */
export function bureauSuppressionList(): SuppressedPerson[] {
  if (!list) {
    const matcher = ukMatcher();
    const { records } = matcher;
    list = people.map(({ suppressionType, name, at }) => {
      // An address matched one way only, and none of bureauTestAddresses' (every 7th record), so
      // a test can plant these people beside those addresses without making duplicates.
      let index = at % records.length;
      while (index % 7 === 0 || !records[index]?.buildingNumber || !matcher.unambiguous(records[index] as (typeof records)[number])) index += 1;
      return { suppressionType, name, ...testAddressOf(records[index] as (typeof records)[number]) };
    });
  }
  return list.map((person) => ({ ...person }));
}

let index: Map<string, SuppressionType[]> | undefined;

/** The lists a person with this name at this postcode is on (case and spacing forgiven). */
export function suppressionsOf(name: string, postcode: string): SuppressionType[] {
  if (!index) {
    index = new Map();
    for (const person of bureauSuppressionList()) {
      const key = `${normalise(person.name)}|${normalisePostcode(person.postcode)}`;
      index.set(key, [...(index.get(key) ?? []), person.suppressionType]);
    }
  }
  if (!name.trim() || !postcode.trim()) return [];
  return index.get(`${normalise(name)}|${normalisePostcode(postcode)}`) ?? [];
}
