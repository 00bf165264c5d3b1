import { describe, expect, it } from 'vitest';
import { addressCatalogue, AU_DATASET, INTERNATIONAL_DATASET, UK_DATASET } from '../src/addresses/catalogue';
import { suggestionText } from '../src/addresses/formats';
import { countryWordsNamed, placeNames } from '../src/addresses/places';
import { indexWords, PrefixIndexBuilder, searchWords } from '../src/addresses/search';
import { wordAlternates } from '../src/addresses/street-words';
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
    ['st', 10, [0, 1, 2, 4]], // street, station: none whole, none first (St for Street is not whole either)
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

describe('the words of a text and of a search', () => {
  // A text is found by each word joined by an apostrophe or a hyphen whole and by its parts; a
  // search splits at them, so each way of typing it finds its parts.
  it.each([
    ["Place de l'Église", ['place', 'de', 'leglise', 'l', 'eglise'], ['place', 'de', 'l', 'eglise']],
    ['Place de l’Église', ['place', 'de', 'leglise', 'l', 'eglise'], ['place', 'de', 'l', 'eglise']],
    ["O'Neil", ['oneil', 'o', 'neil'], ['o', 'neil']],
    ['ONeil', ['oneil'], ['oneil']],
    ["Via dell'Orto", ['via', 'dellorto', 'dell', 'orto'], ['via', 'dell', 'orto']],
    ["St. Mary's", ['st', 'marys', 'mary', 's'], ['st', 'mary', 's']],
    ['Saint-Denis', ['saintdenis', 'saint', 'denis'], ['saint', 'denis']],
    ["'s-Gravenhage", ['sgravenhage', 's', 'gravenhage'], ['s', 'gravenhage']],
    // German written without umlauts: the text is also found so, after its other words.
    ['Kölner Straße, Köln', ['kolner', 'strasse', 'koln', 'koelner', 'koeln'], ['kolner', 'strasse', 'koln']],
    ['Müller-Lüdenscheidt', ['mullerludenscheidt', 'muller', 'ludenscheidt', 'muellerluedenscheidt', 'mueller', 'luedenscheidt'], ['muller', 'ludenscheidt']],
    ['Flat 1, 10 Downing Street, SW1A 2AA', ['flat', '1', '10', 'downing', 'street', 'sw1a', '2aa'], ['flat', '1', '10', 'downing', 'street', 'sw1a', '2aa']],
    // Full-width, as a Japanese keyboard types it: the ordinary letters and digits.
    ['ＳＷ１Ａ　２ＡＡ', ['sw1a', '2aa'], ['sw1a', '2aa']],
    [" - ' ", [], []],
  ])('%j is found by %j and searched as %j', (text, indexed, searched) => {
    expect(indexWords(text)).toEqual(indexed);
    expect(searchWords(text)).toEqual(searched);
  });
});

const joinedFixture = [
  "2 Place de l'Église, 75001 Paris",
  '4 Rue de l’Église, 69001 Lyon',
  "7 O'Neil Street, Dublin 2",
  '9 ONeil Road, Cork',
  "Via dell'Orto 5, 00184 Roma",
  "St Mary's Church Hall, 1 High Street, Bolton",
  '3 St Marys Road, Bury',
  '10 Rue de Saint-Denis, 75002 Paris',
  '11 Avenue Saint Denis, 93200 Saint-Denis',
  'Kölner Straße 4, 50667 Köln',
  '5 Mary Street, Bolton',
];

describe('the prefix index, with words joined by an apostrophe or a hyphen, or with umlauts', () => {
  const builder = new PrefixIndexBuilder();
  for (const text of joinedFixture) builder.add(text.split(', '));
  const index = builder.build();

  // Scored as above: 2 for each typed word that is a whole word of the entry, 1 when the entry's
  // first word starts with the first typed word; ties in the order of the list.
  it.each([
    ['église', [0, 1]],
    ['Eglise', [0, 1]],
    ["l'Église", [0, 1]],
    ['l’église', [0, 1]],
    ['l eglise', [0, 1]],
    ['leglise', [0, 1]],
    ['place de l eglise', [0]],
    ["Place de l'Église", [0]],
    ['eglise paris', [0]],
    ["O'Neil", [2]],
    ['O’Neil', [2]],
    ['o neil', [2]],
    ['neil', [2]],
    // Written without its apostrophe, an address is found only by the word whole.
    ['ONeil', [2, 3]],
    ["dell'Orto", [4]],
    ['dell orto', [4]],
    ['dellorto', [4]],
    ['orto', [4]],
    // The exact phrase first: 5 has st, mary and s whole (6) and starts with st (1); 6 and 10 have
    // only one of them whole (2).
    ["st mary's", [5, 6, 10]],
    ['St. Mary’s', [5, 6, 10]],
    ['st marys', [5, 6]], // 5: 2 + 2 + 1, 6: 2 + 2
    ['mary', [5, 10, 6]], // 5 and 10 have mary whole, 6 only starts it
    ['saint-denis', [7, 8]],
    ['saint denis', [7, 8]],
    ['saintdenis', [7, 8]],
    ['denis', [7, 8]],
    ['saint-denis paris', [7]],
    ['koeln', [9]],
    ['Koln', [9]],
    ['Köln', [9]],
    ['koelner strasse', [9]],
    ['Kölner Straße', [9]],
    ['Koelner Str', [9]],
    ['koen', []],
  ])('finds %j as entries %j', (query, expected) => {
    expect(index.search(query, 10)).toEqual(expected);
  });
});

const placedFixture: [string, string][] = [
  ['1 High Street, Bolton, BL1 1AA', 'Lancashire, England'],
  ['2 Station Road, Leeds', 'West Yorkshire, England'],
  ['3 West Street, Bury', 'Lancashire, England'],
  ['4 Wattle Terrace, Sydney NSW 2000', 'New South Wales, Australia'],
  ['5 Main St, New York', 'New York'],
  ['St Kilda Road, Melbourne', 'Victoria'],
];

describe('the prefix index, with places an entry does not show and words written short', () => {
  const builder = new PrefixIndexBuilder();
  for (const [text, places] of placedFixture) builder.add(text.split(', '), places);
  const index = builder.build();

  // Scored as above; a typed word matching an unshown word or another way of writing a word
  // matches as a word it only starts does.
  it.each([
    ['high street lancashire', [0]],
    ['High Street, Bolton, England', [0]],
    ['station road, leeds, west yorkshire', [1]],
    ['lancashire', [0, 2]],
    ['west', [2, 1]], // 2 shows it (2), 1 is in West Yorkshire (0)
    ['england bolton', [0]],
    // Typed whole only, unless nothing is found and it is the last word.
    ['lanc', []],
    ['bolton eng', [0]],
    ['eng', []],
    ['bolton, lon', []],
    ['new south wales', [3]],
    ['wattle terrace sydney nsw australia', [3]],
    ['station rd', [1]],
    ['2 station ro', [1]],
    ['wattle tce', [3]],
    ['wattle tc', [3]],
    ['main street new york', [4]],
    ['saint kilda', [5]],
    ['st', [5, 4, 0, 1, 2]], // 5 has st whole and first (3), 4 whole (2), the others start with it
    ['rd', [1, 5]],
  ])('finds %j as entries %j', (query, expected) => {
    expect(index.search(query, 10)).toEqual(expected);
  });
});

/**
 * The ranking the index promises, computed the plain way: every entry scored, then sorted. A typed
 * word matches the words it starts, its alternates and its unshown words (`~` and itself, or the
 * country word of a country it names); it is whole only as itself. When nothing is found, the last
 * of several typed words also matches the unshown words it starts.
 */
function reference(entries: readonly (readonly string[])[], query: string, max: number, startsUnshown = false): number[] {
  const typedWords = [...new Set(searchWords(query))];
  const typed = typedWords.map((word, at) => {
    const started = startsUnshown && at === typedWords.length - 1;
    return { word, others: [...wordAlternates(word), ...[word, ...countryWordsNamed(word, started)].map((unshown) => `~${unshown}`)] };
  });
  const first = typed[0];
  if (!first) return [];
  const last = typed.at(-1);
  const matches = (word: (typeof typed)[number], candidate: string) =>
    candidate.startsWith(word.word) || word.others.includes(candidate) || (startsUnshown && word === last && candidate.startsWith(`~${word.word}`));
  const found: { position: number; score: number }[] = [];
  entries.forEach((words, position) => {
    if (!typed.every((word) => words.some((candidate) => matches(word, candidate)))) return;
    let score = 0;
    for (const word of typed) if (words.includes(word.word)) score += 2;
    if (words[0] !== undefined && matches(first, words[0])) score += 1;
    found.push({ position, score });
  });
  if (found.length === 0 && typedWords.length > 1 && !startsUnshown) return reference(entries, query, max, true);
  found.sort((a, b) => b.score - a.score || a.position - b.position);
  return found.slice(0, max).map(({ position }) => position);
}

/** The words an address is searched by, as the catalogue indexes it: shown, the postcode without its space, then unshown. */
function searchedWords(address: AddressRecord): string[] {
  const unshown = indexWords(placeNames(address)).map((word) => `~${word}`);
  return [...new Set([...indexWords(suggestionText(address)), searchWords(address.postcode).join(''), ...unshown])];
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
      const entries = addresses.map(searchedWords);
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

  // What people type for the names of the data: each finds only addresses showing the name, and
  // the name as typed (apostrophe and all) finds them too, ranked as before.
  it.each([
    [
      INTERNATIONAL_DATASET,
      'FR' as const,
      ["Place de l'Église", 'Place de l’Église', 'Place de l Église', 'Place de l Eglise', 'Église', 'Église Paris', 'leglise'],
      "Place de l'Église",
    ],
    [INTERNATIONAL_DATASET, 'FR' as const, ['Saint-Michel', 'Saint Michel', 'SaintMichel', 'boulevard saint-mi'], 'Saint-Michel'],
    [INTERNATIONAL_DATASET, 'DE' as const, ['Köln', 'Koln', 'Koeln', 'koe'], 'Köln'],
    [INTERNATIONAL_DATASET, 'DE' as const, ['München', 'Munchen', 'Muenchen'], 'München'],
    [INTERNATIONAL_DATASET, 'DE' as const, ['Düsseldorf', 'Duesseldorf'], 'Düsseldorf'],
    // ß is folded as ss, so Strasse finds a Straße; German writes it as part of the street's one word.
    [INTERNATIONAL_DATASET, 'DE' as const, ['Hauptstraße', 'Hauptstrasse', 'hauptstr'], 'Hauptstraße'],
    [INTERNATIONAL_DATASET, 'IE' as const, ["O'Brien", 'O’Brien', 'O Brien', 'OBrien', 'Brien'], "O'Brien"],
    [INTERNATIONAL_DATASET, 'IE' as const, ["Kelly's", 'Kellys', 'Kelly'], "Kelly's"],
    [INTERNATIONAL_DATASET, 'NL' as const, ["'s-Gravenhage", 's Gravenhage', 'sGravenhage', 'Gravenhage'], "'s-Gravenhage"],
    [UK_DATASET, undefined, ["St Mary's", 'St Mary’s', 'St. Mary’s', 'St Marys', "Mary's"], "St Mary's"],
    [UK_DATASET, undefined, ["King's Lynn", 'Kings Lynn', 'King Lynn', 'Lynn'], "King's Lynn"],
    [UK_DATASET, undefined, ['Stoke-on-Trent', 'Stoke on Trent', 'Stokeontrent', 'stoke-on-t'], 'Stoke-on-Trent'],
  ])('of %s (country %s) for each of %j show %j', (dataset, country, queries, shown) => {
    for (const query of queries) {
      const found = catalogue.suggest(dataset, query, 10, country).map((entry) => entry.text);
      expect(found.length, query).toBeGreaterThan(0);
      expect(
        found.filter((text) => !text.includes(shown)),
        query,
      ).toEqual([]);
    }
  });

  it.each([
    [UK_DATASET, undefined, 60],
    [AU_DATASET, undefined, 80],
    [INTERNATIONAL_DATASET, undefined, 60],
    [INTERNATIONAL_DATASET, 'FR' as const, 40],
  ])(
    'of %s (country %s) rank as scoring every address would, for %i queries',
    (dataset, country, count) => {
      const addresses = catalogue.addresses(dataset).filter((address) => !country || address.country === country);
      const entries = addresses.map(searchedWords);
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
