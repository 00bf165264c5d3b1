import { addressCatalogue, UK_DATASET } from '../../addresses/catalogue';
import type { AddressRecord } from '../../addresses/types';
import { sameStreet } from './street-likeness';

/** Upper case, letters and digits only, single spaces: case, spacing and punctuation forgiven. */
export function normalise(text: string): string {
  return text
    .toUpperCase()
    .replace(/[^A-Z0-9 ]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

export function normalisePostcode(text: string): string {
  return text.toUpperCase().replace(/[^A-Z0-9]/g, '');
}

/** The building an address is found by: its number, else its name. */
export function premiseOf(record: AddressRecord): string {
  return record.buildingNumber || record.buildingName;
}

/** What a record of the file says about where it is, read through its mapping. */
export interface GivenAddress {
  /** The building: its number or its name. */
  premise: string;
  street: string;
  town: string;
  postcode: string;
  /** Another name the building was given by (`Rose Court, 5 Mill Lane`), tried after `premise`. */
  buildingName?: string;
  /** A flat or unit (`Flat 2`), which picks one address of a building. */
  subBuilding?: string;
  locality?: string;
}

/** How closely a record was placed, as address providers report it. */
export type MatchLevel = 'premise' | 'street' | 'postcode' | 'none';

export type Change =
  | 'Postcode corrected'
  | 'Postcode added'
  | 'Postcode formatted'
  | 'Street corrected'
  | 'Street added'
  | 'Street formatted'
  | 'Town corrected'
  | 'Town added'
  | 'Town formatted';

/** Every kind of change, in the order results list them. */
export const changes: readonly Change[] = [
  'Postcode corrected',
  'Postcode added',
  'Postcode formatted',
  'Street corrected',
  'Street added',
  'Street formatted',
  'Town corrected',
  'Town added',
  'Town formatted',
];

/** The parts of the address found, for the cleansed fields: all of them at premise level, fewer below. */
export type CleansedAddress = Omit<AddressRecord, 'id' | 'country'>;

export interface MatchOutcome {
  /** Matched: the address as given; Updated: the address once changed; Unmatched: no address (whatever else was found). */
  coding: 'Matched' | 'Updated' | 'Unmatched';
  level: MatchLevel;
  /** What was found: the address (premise), or its street or postcode; undefined for none. */
  address: CleansedAddress | undefined;
  /** The same for every record placed at the same address, so duplicates are found by it; undefined below premise level. */
  addressKey: string | undefined;
  /** What was changed, each with what was given and what it became (premise level only). */
  changes: { change: Change; given: string; cleansed: string }[];
}

export interface CorrectionRules {
  correctTown: boolean;
  correctPostcode: boolean;
  correctStreet: boolean;
}

const key = (...parts: string[]) => parts.join('|');

const blank: CleansedAddress = {
  organisation: '',
  subBuilding: '',
  buildingName: '',
  buildingNumber: '',
  thoroughfare: '',
  dependentLocality: '',
  postTown: '',
  county: '',
  postcode: '',
};

const none: MatchOutcome = { coding: 'Unmatched', level: 'none', address: undefined, addressKey: undefined, changes: [] };

/** The outward code (`M1`) and the sector (`M1 3`) of a postcode, from its compact form. */
function postcodeParts(compact: string): { outward: string; sector: string } {
  if (compact.length < 5) return { outward: compact, sector: compact };
  return { outward: compact.slice(0, -3), sector: compact.slice(0, -2) };
}

/**
 * The uk address set indexed for matching records: by postcode, premise and street; by premise,
 * street and town (a missing or wrong postcode); by postcode and premise (a misspelt street); and by
 * postcode and by street and town (placing a record that names no known building). A building is
 * indexed by its number and by its name when it has both.
 */
export class AddressMatcher {
  readonly #byPostcodePremiseStreet = new Map<string, AddressRecord[]>();
  readonly #byPostcodePremise = new Map<string, AddressRecord[]>();
  readonly #byPremiseStreetTown = new Map<string, AddressRecord[]>();
  readonly #byPostcode = new Map<string, AddressRecord[]>();
  readonly #byStreetTown = new Map<string, AddressRecord[]>();
  /** Each record's street and postcode as matching reads them, worked out once: a record that names no known building is compared with hundreds. */
  readonly #read = new Map<AddressRecord, { street: string; outward: string; sector: string }>();

  constructor(readonly records: readonly AddressRecord[]) {
    for (const record of records) {
      const postcode = normalisePostcode(record.postcode);
      const street = normalise(record.thoroughfare);
      const town = normalise(record.postTown);
      this.#read.set(record, { street, ...postcodeParts(postcode) });
      const premises = new Set([normalise(record.buildingNumber), normalise(record.buildingName)].filter(Boolean));
      for (const premise of premises) {
        push(this.#byPostcodePremiseStreet, key(postcode, premise, street), record);
        push(this.#byPostcodePremise, key(postcode, premise), record);
        push(this.#byPremiseStreetTown, key(premise, street, town), record);
      }
      push(this.#byPostcode, postcode, record);
      push(this.#byStreetTown, key(street, town), record);
    }
  }

  /** Whether the address set holds this postcode (spacing and case forgiven). */
  knowsPostcode(postcode: string): boolean {
    return this.#byPostcode.has(normalisePostcode(postcode));
  }

  match(given: GivenAddress, rules: CorrectionRules): MatchOutcome {
    const premises = [given.premise, given.buildingName ?? ''].map(normalise).filter(Boolean);
    for (const premise of new Set(premises)) {
      const found = this.#atPremise(premise, given, rules);
      if (found) return found;
    }
    return this.#street(given) ?? this.#postcode(given) ?? none;
  }

  /** The address of a building named in the record, with what had to change to find it; undefined when none is found. */
  #atPremise(premise: string, given: GivenAddress, rules: CorrectionRules): MatchOutcome | undefined {
    const postcode = normalisePostcode(given.postcode);
    const street = normalise(given.street);
    const town = normalise(given.town);

    const exact = postcode ? this.#byPostcodePremiseStreet.get(key(postcode, premise, street)) : undefined;
    if (exact) return this.#found(exact, given, [], rules);

    // The postcode is missing or wrong: premise, street and town name the building; where several
    // towns' districts share the street name, the locality and then the postcode given narrow them.
    if (rules.correctPostcode) {
      const byTown = this.#narrow(this.#byPremiseStreetTown.get(key(premise, street, town)) ?? [], given);
      if (byTown.length > 0 && distinct(byTown, (record) => record.postcode) === 1) {
        const first = byTown[0] as AddressRecord;
        const change = given.postcode.trim() ? 'Postcode corrected' : 'Postcode added';
        return this.#found(byTown, given, [{ change, given: given.postcode.trim(), cleansed: first.postcode }], rules, true);
      }
    }

    // The street is misspelt or missing: the postcode and premise name one building, and the street
    // given is plausibly its street. Another street's name there is another address (5 Station Road
    // is not 5 High Street for sharing a postcode), which is not found at this building. A street
    // that was not given is added, not corrected: nothing the record said was wrong.
    const byPremise = postcode ? this.#byPostcodePremise.get(key(postcode, premise)) : undefined;
    if (byPremise && rules.correctStreet && distinct(byPremise, (record) => record.thoroughfare) === 1) {
      const first = byPremise[0] as AddressRecord;
      if (street && !sameStreet(street, normalise(first.thoroughfare))) return undefined;
      const change = street ? 'Street corrected' : 'Street added';
      return this.#found(byPremise, given, [{ change, given: given.street.trim(), cleansed: first.thoroughfare }], rules);
    }
    return undefined;
  }

  /** Candidates narrowed by the locality given, then by the postcode's district and sector, while that leaves some. */
  #narrow(candidates: readonly AddressRecord[], given: GivenAddress): AddressRecord[] {
    let left = [...candidates];
    const keep = (test: (record: AddressRecord) => boolean) => {
      const kept = left.filter(test);
      if (kept.length > 0) left = kept;
    };
    const locality = normalise(given.locality ?? '');
    if (locality && distinct(left, (record) => record.postcode) > 1) keep((record) => normalise(record.dependentLocality) === locality);
    const compact = normalisePostcode(given.postcode);
    if (compact) {
      const { outward, sector } = postcodeParts(compact);
      if (distinct(left, (record) => record.postcode) > 1) keep((record) => this.#read.get(record)?.outward === outward);
      if (distinct(left, (record) => record.postcode) > 1) keep((record) => this.#read.get(record)?.sector === sector);
    }
    return left;
  }

  /**
   * The premise-level outcome for the addresses of one building: the flat or unit given picks one;
   * without one, a building of several addresses is matched as the building. The town is checked
   * (a dependent locality given as the town is no error) and the street's, town's and postcode's writing compared.
   */
  #found(
    building: readonly AddressRecord[],
    given: GivenAddress,
    made: MatchOutcome['changes'],
    rules: CorrectionRules,
    postcodeChanged = false,
  ): MatchOutcome | undefined {
    const first = building[0] as AddressRecord;
    const sub = normalise(given.subBuilding ?? '');
    const one = building.length === 1 ? first : sub ? building.find((record) => normalise(record.subBuilding) === sub) : undefined;
    const address: CleansedAddress = one ? { ...one } : { ...first, subBuilding: '', organisation: '' };
    const addressKey = one ? one.id : `building:${key(normalisePostcode(first.postcode), normalise(premiseOf(first)), normalise(first.thoroughfare))}`;
    const found = [...made];

    // The right street written otherwise (HIGH STREET, high street): the cleansed street differs from
    // it, so it is a change too. The plain comparison first, as most records write it as it is.
    const street = given.street.trim();
    if (street && street !== address.thoroughfare && normalise(street) === normalise(address.thoroughfare)) {
      found.push({ change: 'Street formatted', given: street, cleansed: address.thoroughfare });
    }
    const town = normalise(given.town);
    if (!town) found.push({ change: 'Town added', given: '', cleansed: address.postTown });
    else if (town !== normalise(address.postTown) && town !== normalise(address.dependentLocality)) {
      if (!rules.correctTown) return undefined;
      found.push({ change: 'Town corrected', given: given.town.trim(), cleansed: address.postTown });
    } else if (town === normalise(address.postTown) && given.town.trim() !== address.postTown) {
      // The right town written otherwise (LONDON, manchester): the cleansed town differs from it, so it is a change too.
      found.push({ change: 'Town formatted', given: given.town.trim(), cleansed: address.postTown });
    }
    const written = given.postcode.trim();
    if (!postcodeChanged && written !== address.postcode) found.push({ change: 'Postcode formatted', given: written, cleansed: address.postcode });
    found.sort((a, b) => changes.indexOf(a.change) - changes.indexOf(b.change));
    return { coding: found.length ? 'Updated' : 'Matched', level: 'premise', address, addressKey, changes: found };
  }

  /**
   * No building was found, but the street was: on the postcode given, or the only street of that
   * name in the town (the locality and postcode given narrowing it). The postcode is the one given
   * when it is the street's, else the street's own when it has only one.
   */
  #street(given: GivenAddress): MatchOutcome | undefined {
    const street = normalise(given.street);
    if (!street) return undefined;
    const postcode = normalisePostcode(given.postcode);
    const onPostcode = (this.#byPostcode.get(postcode) ?? []).filter((record) => this.#read.get(record)?.street === street);
    const candidates = onPostcode.length > 0 ? onPostcode : this.#narrow(this.#byStreetTown.get(key(street, normalise(given.town))) ?? [], given);
    if (candidates.length === 0 || distinct(candidates, (record) => `${record.thoroughfare}|${record.dependentLocality}`) > 1) return undefined;
    const first = candidates[0] as AddressRecord;
    const postcodes = new Set(candidates.map((record) => record.postcode));
    const address: CleansedAddress = {
      ...blank,
      thoroughfare: first.thoroughfare,
      dependentLocality: first.dependentLocality,
      postTown: first.postTown,
      county: first.county,
      postcode: postcodes.size === 1 ? first.postcode : '',
    };
    return { coding: 'Unmatched', level: 'street', address, addressKey: undefined, changes: [] };
  }

  /** Neither building nor street was found, but the postcode is a real one: its town is known. */
  #postcode(given: GivenAddress): MatchOutcome | undefined {
    const first = this.#byPostcode.get(normalisePostcode(given.postcode))?.[0];
    if (!first) return undefined;
    const address: CleansedAddress = {
      ...blank,
      dependentLocality: first.dependentLocality,
      postTown: first.postTown,
      county: first.county,
      postcode: first.postcode,
    };
    return { coding: 'Unmatched', level: 'postcode', address, addressKey: undefined, changes: [] };
  }

  /** Whether an address is found one way only, whichever of its parts is wrong: good for planting errors. */
  unambiguous(record: AddressRecord): boolean {
    if (record.subBuilding || record.organisation) return false;
    const postcode = normalisePostcode(record.postcode);
    const premise = normalise(premiseOf(record));
    const street = normalise(record.thoroughfare);
    const byPremise = this.#byPostcodePremise.get(key(postcode, premise)) ?? [];
    const byTown = this.#byPremiseStreetTown.get(key(premise, street, normalise(record.postTown))) ?? [];
    return byPremise.length === 1 && byTown.length === 1;
  }
}

function push<T>(map: Map<string, T[]>, name: string, value: T): void {
  const list = map.get(name);
  if (list) list.push(value);
  else map.set(name, [value]);
}

function distinct<T>(list: readonly T[], by: (item: T) => string): number {
  return new Set(list.map(by)).size;
}

let matcher: AddressMatcher | undefined;

/** The sandbox's uk address set (the look-up service's own), indexed once per process. */
export function ukMatcher(): AddressMatcher {
  return (matcher ??= new AddressMatcher(addressCatalogue().addresses(UK_DATASET)));
}

/** A uk address as a test writes it into a file. */
export interface TestAddress {
  premise: string;
  street: string;
  locality: string;
  town: string;
  county: string;
  postcode: string;
}

export function testAddressOf(record: AddressRecord): TestAddress {
  return {
    premise: premiseOf(record),
    street: record.thoroughfare,
    locality: record.dependentLocality,
    town: record.postTown,
    county: record.county,
    postcode: record.postcode,
  };
}

/**
 * `count` distinct uk addresses with a building number, which the bureau matches exactly and finds one way only whichever part is
 * wrong, spread over the address set; the same ones on every run.
 */
export function bureauTestAddresses(count: number): TestAddress[] {
  const all = ukMatcher();
  const found: TestAddress[] = [];
  const step = 7;
  for (let start = 0; start < step && found.length < count; start += 1) {
    for (let i = start; i < all.records.length && found.length < count; i += step) {
      const record = all.records[i] as AddressRecord;
      if (record.buildingNumber && all.unambiguous(record)) found.push(testAddressOf(record));
    }
  }
  return found;
}
