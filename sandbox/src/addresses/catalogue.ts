import type { Territory } from '../seed';
import { suggestionText } from './formats';
import { generateAu } from './generate-au';
import { generateInternational, internationalCountries } from './generate-international';
import { generateUk } from './generate-uk';
import { PrefixIndex, searchWords } from './search';
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

/** An address with what searching it needs. */
export interface CatalogueEntry {
  record: AddressRecord;
  text: string;
  extraWords: readonly string[];
}

export interface AddressCatalogue {
  /** The addresses of each dataset, in their generated (and id) order. */
  readonly datasets: ReadonlyMap<string, readonly AddressRecord[]>;
  readonly countries: readonly { code: CountryCode; name: string }[];
  /** The address with that id in that dataset. */
  find(dataset: string, id: string): AddressRecord | undefined;
  /** Suggestions for what was typed, best first; `country` narrows the international dataset. */
  suggest(dataset: string, query: string, max: number, country?: CountryCode): CatalogueEntry[];
  /** How long building the data and its indexes took, in ms. */
  readonly buildMs: number;
}

function entryOf(record: AddressRecord): CatalogueEntry {
  // The postcode also without its space, so "m202ab" finds "M20 2AB".
  const postcode = searchWords(record.postcode).join('');
  return { record, text: suggestionText(record), extraWords: postcode ? [postcode] : [] };
}

function build(): AddressCatalogue {
  const started = performance.now();
  const records = new Map<string, readonly AddressRecord[]>([
    [UK_DATASET, generateUk()],
    [AU_DATASET, generateAu()],
    [INTERNATIONAL_DATASET, generateInternational()],
  ]);
  const byId = new Map<string, Map<string, AddressRecord>>();
  const indexes = new Map<string, PrefixIndex<CatalogueEntry>>();
  for (const [ref, list] of records) {
    byId.set(ref, new Map(list.map((record) => [record.id, record])));
    const entries = list.map(entryOf);
    indexes.set(ref, new PrefixIndex(entries));
    if (ref === INTERNATIONAL_DATASET) {
      for (const { code } of internationalCountries) {
        indexes.set(`${ref}:${code}`, new PrefixIndex(entries.filter((entry) => entry.record.country === code)));
      }
    }
  }
  return {
    datasets: records,
    countries: internationalCountries,
    find: (dataset, id) => byId.get(dataset)?.get(id),
    suggest: (dataset, query, max, country) => {
      const key = dataset === INTERNATIONAL_DATASET && country ? `${dataset}:${country}` : dataset;
      return indexes.get(key)?.search(query, max) ?? [];
    },
    buildMs: performance.now() - started,
  };
}

let catalogue: AddressCatalogue | undefined;

/**
 * The address data and its indexes, built on first use and shared by every sandbox of the process:
 * it is generated from the source lists with seeded streams, so it is the same every time, and no
 * service changes it.
 */
export function addressCatalogue(): AddressCatalogue {
  return (catalogue ??= build());
}
