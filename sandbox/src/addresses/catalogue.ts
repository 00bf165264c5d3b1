import type { Territory } from '../seed';
import { suggestionPieces, suggestionText } from './formats';
import { generateAu } from './generate-au';
import { generateInternational, internationalCountries } from './generate-international';
import { generateUk } from './generate-uk';
import { placeNames } from './places';
import { PrefixIndexBuilder, searchWords, type PrefixIndex } from './search';
import type { AddressRecord, CountryCode } from './types';

/** A dataset the look-up and autocomplete services serve (a "maf reference"). */
export interface AddressDataset {
  ref: string;
  name: string;
  international: boolean;
  /** The territory whose accounts search it; null for the international one, which every territory has. */
  territory: Territory | null;
}

export const UK_DATASET = 'uk-paf';
export const AU_DATASET = 'au-gnaf';
export const INTERNATIONAL_DATASET = 'international';

export const addressDatasets: readonly AddressDataset[] = [
  { ref: UK_DATASET, name: 'UK addresses (PAF)', international: false, territory: 'uk' },
  { ref: AU_DATASET, name: 'Australian addresses (G-NAF)', international: false, territory: 'australia' },
  { ref: INTERNATIONAL_DATASET, name: 'International addresses', international: true, territory: null },
];

/** The datasets of a territory: its own, then international. */
export function datasetsFor(territory: Territory): AddressDataset[] {
  return addressDatasets.filter((dataset) => dataset.territory === territory || dataset.territory === null);
}

export function findDataset(ref: string): AddressDataset | undefined {
  return addressDatasets.find((dataset) => dataset.ref === ref);
}

/** A suggestion: an address and its one-line text. */
export interface CatalogueEntry {
  record: AddressRecord;
  text: string;
}

export interface AddressCatalogue {
  readonly countries: readonly { code: CountryCode; name: string }[];
  /** The addresses of a dataset, in their generated (and id) order; none for an unknown one. */
  addresses(dataset: string): readonly AddressRecord[];
  /** The address with that id in that dataset. */
  find(dataset: string, id: string): AddressRecord | undefined;
  /** Suggestions for what was typed, best first; `country` narrows the international dataset. */
  suggest(dataset: string, query: string, max: number, country?: CountryCode): CatalogueEntry[];
  /**
   * Makes a dataset's addresses and its search index ahead of the first search, a slice at a time
   * with the event loop free between slices; a search that comes first finishes the work itself.
   */
  prepare(dataset: string): Promise<void>;
}

const generators: Readonly<Record<string, () => AddressRecord[]>> = {
  [UK_DATASET]: generateUk,
  [AU_DATASET]: generateAu,
  [INTERNATIONAL_DATASET]: generateInternational,
};

/** Addresses with an index over them; positions in the index are places in `records`. */
interface Searchable {
  records: readonly AddressRecord[];
  index: PrefixIndex;
}

/** Addresses indexed per slice when an index is made ahead of its first search. */
const SLICE = 5_000;

/**
 * The index of some addresses, each searched by the words its suggestion shows, its postcode
 * without the space, and (typed whole) the places it is in that the suggestion does not name, its
 * county, state or country (`placeNames`): made by running the steps to the end, each step
 * indexing one slice.
 */
function* searchableSteps(records: readonly AddressRecord[]): Generator<void, Searchable> {
  const builder = new PrefixIndexBuilder();
  let postcode = '';
  let compactPostcode = '';
  let placesOf: AddressRecord | undefined;
  let places = '';
  for (const [position, record] of records.entries()) {
    const pieces = suggestionPieces(record);
    // The postcode also without its space, so "m202ab" finds "M20 2AB"; neighbours share it.
    if (record.postcode !== postcode) {
      postcode = record.postcode;
      compactPostcode = searchWords(postcode).join('');
    }
    pieces.push(compactPostcode);
    // Neighbours are mostly in the same places: worked out again only when what they come from changes.
    if (
      !placesOf ||
      record.postcode !== placesOf.postcode ||
      record.county !== placesOf.county ||
      record.postTown !== placesOf.postTown ||
      record.country !== placesOf.country
    ) {
      placesOf = record;
      places = placeNames(record);
    }
    builder.add(pieces, places);
    if ((position + 1) % SLICE === 0) yield;
  }
  return { records, index: builder.build() };
}

/** Runs steps to their end at once. */
function finish<T>(steps: Generator<void, T>): T {
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
  }
}

/** One dataset, made when first asked for: its addresses, then (on the first search) its indexes. */
class Dataset {
  readonly #generate: () => AddressRecord[];
  #records: readonly AddressRecord[] | undefined;
  /** Where each id prefix's addresses start (the international dataset numbers each country apart). */
  #prefixStart: Map<string, number> | undefined;
  readonly #indexes = new Map<string, Searchable>();
  /** An index being made ahead of its first search, by key; a search finishes it. */
  readonly #underway = new Map<string, Generator<void, Searchable>>();

  constructor(generate: () => AddressRecord[]) {
    this.#generate = generate;
  }

  get records(): readonly AddressRecord[] {
    return (this.#records ??= this.#generate());
  }

  /** An id is its prefix and the address's place among that prefix's addresses, so it is found without a map. */
  find(id: string): AddressRecord | undefined {
    const match = /^([a-z]+)-([0-9a-z]{5})$/.exec(id);
    const start = match?.[1] === undefined ? undefined : this.#starts().get(match[1]);
    if (start === undefined || match?.[2] === undefined) return undefined;
    const record = this.records[start + parseInt(match[2], 36) - 1];
    return record?.id === id ? record : undefined;
  }

  #starts(): Map<string, number> {
    if (!this.#prefixStart) {
      const starts = new Map<string, number>();
      let country = '';
      this.records.forEach((record, position) => {
        if (record.country === country) return;
        country = record.country;
        starts.set(record.id.slice(0, record.id.indexOf('-')), position);
      });
      this.#prefixStart = starts;
    }
    return this.#prefixStart;
  }

  /** The whole dataset's index, made a slice at a time with the event loop free in between. */
  async prepare(): Promise<void> {
    const yieldToOthers = () => new Promise((resolve) => setImmediate(resolve));
    await yieldToOthers();
    if (this.#indexes.has('')) return;
    void this.records;
    let steps = this.#underway.get('');
    if (!steps) {
      steps = searchableSteps(this.records);
      this.#underway.set('', steps);
    }
    for (;;) {
      await yieldToOthers();
      // A search came first and finished it.
      if (this.#underway.get('') !== steps) return;
      const step = steps.next();
      if (step.done) {
        this.#indexes.set('', step.value);
        this.#underway.delete('');
        return;
      }
    }
  }

  #index(country: CountryCode | undefined): Searchable {
    const key = country ?? '';
    let found = this.#indexes.get(key);
    if (!found) {
      const underway = this.#underway.get(key);
      this.#underway.delete(key);
      found = finish(underway ?? searchableSteps(country ? this.records.filter((record) => record.country === country) : this.records));
      this.#indexes.set(key, found);
    }
    return found;
  }

  suggest(query: string, max: number, country: CountryCode | undefined): CatalogueEntry[] {
    const { records, index } = this.#index(country);
    return index.search(query, max).map((position) => {
      const record = records[position] as AddressRecord;
      return { record, text: suggestionText(record) };
    });
  }
}

function create(): AddressCatalogue {
  const datasets = new Map(Object.entries(generators).map(([ref, generate]) => [ref, new Dataset(generate)]));
  return {
    countries: internationalCountries,
    addresses: (dataset) => datasets.get(dataset)?.records ?? [],
    find: (dataset, id) => datasets.get(dataset)?.find(id),
    // Only the international dataset is narrowed to a country.
    suggest: (dataset, query, max, country) => datasets.get(dataset)?.suggest(query, max, dataset === INTERNATIONAL_DATASET ? country : undefined) ?? [],
    prepare: async (dataset) => datasets.get(dataset)?.prepare(),
  };
}

let catalogue: AddressCatalogue | undefined;

/**
 * The address data, shared by every sandbox of the process. Each dataset is generated from the source
 * lists with seeded streams, so it is the same every time and no service changes it. It is made on
 * first use, and indexed on its first search, so that a sandbox starts at once and a process that
 * never searches the uk (a hundred thousand addresses) does not pay for it.
 */
export function addressCatalogue(): AddressCatalogue {
  return (catalogue ??= create());
}
