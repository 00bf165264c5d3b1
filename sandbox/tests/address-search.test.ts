import { describe, expect, it } from 'vitest';
import { addressCatalogue, AU_DATASET, INTERNATIONAL_DATASET, UK_DATASET } from '../src/addresses/catalogue';
import { suggestionText } from '../src/addresses/formats';
import { PrefixIndexBuilder, searchWords } from '../src/addresses/search';
import type { AddressRecord } from '../src/addresses/types';

const fixture = [
  '1 High Street, Bolton, BL1 1AA',
  '12 High Street, Bolton, BL1 1AB',
  'Flat 1, Highfield House, 3 Station Road, Bolton, BL2 2AA',
  '1 Highfield Road, Bury, BL9 9ZZ',
  'Highfield Cottage, Station Road, Bury, BL9 9ZY',
];

function fixtureIndex() {
  const builder = new PrefixIndexBuilder();
  for (const text of fixture) {
    const pieces = text.split(', ');
    builder.add([...pieces, (pieces.at(-1) ?? '').replace(' ', '')]);
  }
  return builder.build();
}

describe('the prefix index', () => {
  const index = fixtureIndex();

  // Score: 2 for each typed word that is a whole word of the entry, 1 when the entry's first word
  // starts with the first typed word; ties in the order of the list.
  it.each([
    ['high', 10, [0, 1, 4, 2, 3]], // 0 and 1 have "high" whole (2), 4 starts with "highfield" (1)
    ['high', 2, [0, 1]],
    ['1 high', 10, [0, 1, 3, 2]], // 0: 2 + 2 + 1; 1 and 3: 2 + 1; 2: 2
    ['HIGHFIELD ROAD', 10, [4, 2, 3]], // all have both whole (4); 4 also starts with it
    ['st', 10, [0, 1, 2, 4]], // street, station: none whole, none first
    ['bl9 9z', 10, [3, 4]],
    ['bl99zz', 10, [3]], // the postcode without its space
    ['station road bury', 10, [4]],
    ['high high', 10, [0, 1, 4, 2, 3]], // a typed word counts once
    ['zz', 10, []],
    ['high zzz', 10, []],
    [' , ', 10, []],
    ['high', 0, []],
  ])('finds %j (at most %i) as entries %j', (query, max, expected) => {
    expect(index.search(query, max)).toEqual(expected);
    expect(index.size).toBe(fixture.length);
  });
});

/** The ranking the index promises, computed the plain way: every entry scored, then sorted. */
function reference(entries: readonly (readonly string[])[], query: string, max: number): number[] {
  const typed = [...new Set(searchWords(query))];
  if (typed.length === 0) return [];
  const found: { position: number; score: number }[] = [];
  entries.forEach((words, position) => {
    if (!typed.every((word) => words.some((candidate) => candidate.startsWith(word)))) return;
    let score = 0;
    for (const word of typed) if (words.includes(word)) score += 2;
    if (words[0]?.startsWith(typed[0] ?? '')) score += 1;
    found.push({ position, score });
  });
  found.sort((a, b) => b.score - a.score || a.position - b.position);
  return found.slice(0, max).map(({ position }) => position);
}

/** What a person types: the start of an address of the set, and a few harder cases. */
function queriesFor(addresses: readonly AddressRecord[], count: number): string[] {
  const queries = ['a', 's', '1', 'fl', 'st', 'flat 1 vic', 'flat b 5 the a', '1 high street man', '7 the avenue st', '10 church lane', 'chorlton cum', 'zzz'];
  for (let i = 0; queries.length < count; i++) {
    const text = suggestionText(addresses[(i * 7_919) % addresses.length] as AddressRecord);
    queries.push(text.slice(0, 2 + ((i * 13) % 30)));
  }
  return queries;
}

describe('suggestions', () => {
  const catalogue = addressCatalogue();

  it('rank the same when the index was made ahead of the first search, or finished by a search that came during it', async () => {
    const check = (dataset: string) => {
      const addresses = catalogue.addresses(dataset);
      const entries = addresses.map((address) => [...new Set([...searchWords(suggestionText(address)), searchWords(address.postcode).join('')])]);
      for (const query of queriesFor(addresses, 20)) {
        const expected = reference(entries, query, 10).map((position) => addresses[position]?.id);
        expect(
          catalogue.suggest(dataset, query, 10).map((entry) => entry.record.id),
          query,
        ).toEqual(expected);
      }
    };
    await catalogue.prepare(INTERNATIONAL_DATASET);
    check(INTERNATIONAL_DATASET);
    const preparing = catalogue.prepare(AU_DATASET);
    // Let a slice or two of it run, then search before it is done.
    for (let i = 0; i < 3; i++) await new Promise((resolve) => setImmediate(resolve));
    check(AU_DATASET);
    await preparing;
    check(AU_DATASET);
  }, 30_000);

  it.each([
    [UK_DATASET, undefined, 60],
    [AU_DATASET, undefined, 80],
    [INTERNATIONAL_DATASET, undefined, 60],
    [INTERNATIONAL_DATASET, 'FR' as const, 40],
  ])(
    'of %s (country %s) rank as scoring every address would, for %i queries',
    (dataset, country, count) => {
      const addresses = catalogue.addresses(dataset).filter((address) => !country || address.country === country);
      const entries = addresses.map((address) => [...new Set([...searchWords(suggestionText(address)), searchWords(address.postcode).join('')])]);
      for (const [q, query] of queriesFor(addresses, count).entries()) {
        const max = [10, 1, 100][q % 3] as number;
        const expected = reference(entries, query, max).map((position) => addresses[position]?.id);
        const found = catalogue.suggest(dataset, query, max, country).map((entry) => entry.record.id);
        expect(found, `${query} (max ${max})`).toEqual(expected);
      }
      // Scoring a hundred thousand addresses the plain way, query after query, takes seconds.
    },
    30_000,
  );
});
