import { addressCatalogue, UK_DATASET } from '../../addresses/catalogue';
import type { AddressRecord } from '../../addresses/types';

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
  premise: string;
  street: string;
  town: string;
  postcode: string;
}

export type Correction = 'Town corrected' | 'Postcode corrected' | 'Street corrected';

export interface MatchOutcome {
  coding: 'Matched' | 'Updated' | 'Unmatched';
  address: AddressRecord | undefined;
  corrections: Correction[];
}

export interface CorrectionRules {
  correctTown: boolean;
  correctPostcode: boolean;
  correctStreet: boolean;
}

const key = (...parts: string[]) => parts.join('|');

/** The uk address set indexed three ways, for matching records (postcode, street and premise). */
export class AddressMatcher {
  readonly #byPostcodePremiseStreet = new Map<string, AddressRecord>();
  readonly #byPostcodePremise = new Map<string, AddressRecord[]>();
  readonly #byPremiseStreetTown = new Map<string, AddressRecord[]>();

  constructor(readonly records: readonly AddressRecord[]) {
    for (const record of records) {
      const postcode = normalisePostcode(record.postcode);
      const premise = normalise(premiseOf(record));
      const street = normalise(record.thoroughfare);
      const full = key(postcode, premise, street);
      if (!this.#byPostcodePremiseStreet.has(full)) this.#byPostcodePremiseStreet.set(full, record);
      push(this.#byPostcodePremise, key(postcode, premise), record);
      push(this.#byPremiseStreetTown, key(premise, street, normalise(record.postTown)), record);
    }
  }

  match(given: GivenAddress, rules: CorrectionRules): MatchOutcome {
    const postcode = normalisePostcode(given.postcode);
    const premise = normalise(given.premise);
    const street = normalise(given.street);
    const town = normalise(given.town);
    const unmatched: MatchOutcome = { coding: 'Unmatched', address: undefined, corrections: [] };
    if (!premise) return unmatched;

    const exact = postcode ? this.#byPostcodePremiseStreet.get(key(postcode, premise, street)) : undefined;
    if (exact) return this.#withTown(exact, town, [], rules);

    // The postcode is missing or wrong: premise, street and town name one address.
    const byTown = this.#byPremiseStreetTown.get(key(premise, street, town));
    if (byTown && distinct(byTown, (record) => record.postcode) === 1 && rules.correctPostcode) {
      return { coding: 'Updated', address: byTown[0], corrections: ['Postcode corrected'] };
    }

    // The street is misspelt: the postcode and premise name one address.
    const byPremise = postcode ? this.#byPostcodePremise.get(key(postcode, premise)) : undefined;
    if (byPremise && distinct(byPremise, (record) => record.thoroughfare) === 1 && rules.correctStreet) {
      return this.#withTown(byPremise[0] as AddressRecord, town, ['Street corrected'], rules);
    }
    return unmatched;
  }

  #withTown(address: AddressRecord, town: string, corrections: Correction[], rules: CorrectionRules): MatchOutcome {
    if (town === normalise(address.postTown)) {
      return { coding: corrections.length ? 'Updated' : 'Matched', address, corrections };
    }
    if (!rules.correctTown) return { coding: 'Unmatched', address: undefined, corrections: [] };
    return { coding: 'Updated', address, corrections: [...corrections, 'Town corrected'] };
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
