import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningSandbox } from '../src';
import { addressCatalogue, AU_DATASET, INTERNATIONAL_DATASET, UK_DATASET } from '../src/addresses/catalogue';
import { searchWords } from '../src/addresses/search';
import type { AddressRecord } from '../src/addresses/types';
import { signIn, startTestSandbox } from './support';

interface Suggestion {
  id: string;
  text: string;
}

const ACME_MAIN = 103;
const ACME_WEB = 104;
const KOALA_MAIN = 113;

describe('GET /autoc/json', () => {
  let sandbox: RunningSandbox;
  const jwts: Record<string, string> = {};

  beforeAll(async () => {
    sandbox = await startTestSandbox();
    for (const user of ['owner@acme.example', 'member@acme.example', 'koala@koala.example', 'admin@provider.example'])
      jwts[user] = (await signIn(sandbox, user)).jwt;
  });
  afterAll(() => sandbox.close());

  const autoc = (user: string | null, query: Record<string, string | number>) => {
    const call = request(sandbox.urls.autocomplete).get('/autoc/json').query(query);
    return user ? call.set('Authorization', `Bearer ${jwts[user]}`) : call;
  };
  const suggest = async (query: Record<string, string | number>, user = 'owner@acme.example') => {
    const response = await autoc(user, { dataset: UK_DATASET, accId: ACME_MAIN, ...query });
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    return response.body as Suggestion[];
  };
  /** Every typed word starts a word of the suggestion (the postcode also counts without its space). */
  const matchesAll = (text: string, typed: string) => {
    const words = searchWords(text);
    const postcode = /\b[A-Z]{1,2}\d[A-Z\d]? \d[A-Z]{2}\b/.exec(text)?.[0].replace(' ', '').toLowerCase();
    if (postcode) words.push(postcode);
    return searchWords(typed).every((word) => words.some((candidate) => candidate.startsWith(word)));
  };

  it('needs a bearer token', async () => {
    expect((await autoc(null, {})).status).toBe(401);
    expect((await autoc(null, {})).body).toEqual({ msg: 'Authentication Failure' });
  });

  it("lists the datasets of the account's territory, then international", async () => {
    const ukDatasets = [
      { ref: 'uk-paf', name: 'UK addresses (PAF)', international: false },
      { ref: 'international', name: 'International addresses', international: true },
    ];
    expect((await autoc('owner@acme.example', { accId: ACME_MAIN })).body).toEqual(ukDatasets);
    expect((await autoc('owner@acme.example', {})).body).toEqual(ukDatasets);
    const koala = await autoc('koala@koala.example', { accId: KOALA_MAIN });
    expect((koala.body as { ref: string }[]).map((dataset) => dataset.ref)).toEqual(['au-gnaf', 'international']);
    // Staff acting for an australian account see its datasets.
    const staff = await autoc('admin@provider.example', { accId: KOALA_MAIN });
    expect((staff.body as { ref: string }[]).map((dataset) => dataset.ref)).toEqual(['au-gnaf', 'international']);
  });

  it('refuses an account the caller neither owns nor is a member of', async () => {
    const response = await autoc('member@acme.example', { accId: ACME_WEB });
    expect(response.status).toBe(403);
    expect(response.body).toEqual({ msg: 'Not allowed to use that account' });
    expect((await autoc('member@acme.example', { accId: ACME_WEB, q: 'high', dataset: UK_DATASET })).status).toBe(403);
  });

  it('suggests addresses for partial input, every typed word the start of a word, at most 10 by default', async () => {
    const suggestions = await suggest({ q: 'high' });
    expect(suggestions).toHaveLength(10);
    for (const suggestion of suggestions) {
      expect(suggestion.id).toMatch(/^uk-[0-9a-z]{5}$/);
      expect(matchesAll(suggestion.text, 'high')).toBe(true);
    }
    const narrower = await suggest({ q: 'flat 2 vic', max: 50 });
    expect(narrower.length).toBeGreaterThan(0);
    for (const suggestion of narrower) expect(matchesAll(suggestion.text, 'flat 2 vic')).toBe(true);
  });

  it('finds a given address from the start of its words, without regard to case', async () => {
    const catalogue = addressCatalogue();
    const target = catalogue
      .addresses(UK_DATASET)
      .find((address) => address.dependentLocality && address.buildingNumber && !address.subBuilding) as AddressRecord;
    const typed = `${target.buildingNumber} ${target.thoroughfare.slice(0, 4).toUpperCase()} ${target.postTown.slice(0, 3).toLowerCase()}`;
    const suggestions = await suggest({ q: typed, max: 100 });
    expect(suggestions.map((suggestion) => suggestion.id)).toContain(target.id);
    // Whole words count for more: the address whose number is exactly what was typed comes first.
    expect(suggestions[0]?.text.startsWith(`${target.buildingNumber} `)).toBe(true);
  });

  it('matches a postcode with or without its space, and partial postcodes', async () => {
    const target = addressCatalogue().addresses(UK_DATASET)[100] as AddressRecord;
    const [outward, inward = ''] = target.postcode.split(' ');
    const spaced = await suggest({ q: target.postcode, max: 100 });
    const compact = await suggest({ q: target.postcode.replace(' ', '').toLowerCase(), max: 100 });
    expect(spaced.map((s) => s.id)).toContain(target.id);
    expect(compact).toEqual(spaced);
    expect(spaced.every((suggestion) => suggestion.text.endsWith(target.postcode))).toBe(true);
    const partial = await suggest({ q: `${outward} ${inward.slice(0, 2)}`, max: 100 });
    expect(partial.map((s) => s.id)).toContain(target.id);
    expect(partial.every((suggestion) => suggestion.text.includes(`${outward} ${inward.slice(0, 2)}`))).toBe(true);
  });

  /** An address of the data: the first of `dataset` that `wanted` picks. */
  const addressWhere = (dataset: string, wanted: (address: AddressRecord) => boolean) => {
    const found = addressCatalogue().addresses(dataset).find(wanted);
    if (!found) throw new Error(`No address of ${dataset} is as wanted`);
    return found;
  };
  const named = (dataset: string, organisation: string) => () => addressWhere(dataset, (address) => address.organisation === organisation);
  const plain = (dataset: string, wanted: (address: AddressRecord) => boolean) => () =>
    addressWhere(dataset, (address) => !address.organisation && !address.subBuilding && !address.buildingName && wanted(address));
  const auOn = (type: string) => plain(AU_DATASET, (address) => address.thoroughfare.endsWith(` ${type}`));
  const shortened = (address: AddressRecord, full: string, short: string) => address.thoroughfare.replace(new RegExp(`${full}$`), short);

  interface TypedAddress {
    case: string;
    user: string;
    dataset: string;
    accId: number;
    address: () => AddressRecord;
    typed: (address: AddressRecord) => string;
  }
  const uk = (what: string, address: () => AddressRecord, typed: (address: AddressRecord) => string): TypedAddress => ({
    case: what,
    user: 'owner@acme.example',
    dataset: UK_DATASET,
    accId: ACME_MAIN,
    address,
    typed,
  });
  const au = (what: string, address: () => AddressRecord, typed: (address: AddressRecord) => string): TypedAddress => ({
    case: what,
    user: 'koala@koala.example',
    dataset: AU_DATASET,
    accId: KOALA_MAIN,
    address,
    typed,
  });
  const international = (what: string, address: () => AddressRecord, typed: (address: AddressRecord) => string): TypedAddress => ({
    ...uk(what, address, typed),
    dataset: INTERNATIONAL_DATASET,
  });
  const primeMinister = named(UK_DATASET, "Prime Minister's Office");
  const koala = named(AU_DATASET, 'Koala Pty');
  const german = plain(INTERNATIONAL_DATASET, (a) => a.country === 'DE');

  // Addresses as people type them: with the county, state or country after the town, and with the
  // street type written short where the data writes it in full, or in full where it writes it short.
  it.each([
    uk('Greater London after London', primeMinister, () => '10 Downing Street, London, Greater London'),
    uk('England after the town', primeMinister, () => '10 Downing Street, London, England'),
    uk('United Kingdom after the postcode', primeMinister, () => '10 Downing Street, London SW1A 2AA, United Kingdom'),
    uk('UK after the town', primeMinister, () => '10 Downing Street, London, UK'),
    uk('England still being typed', primeMinister, () => '10 Downing Street, London, Eng'),
    uk('Greater Manchester after Manchester', named(UK_DATASET, 'Acme Ltd'), () => '1 Acme Way, Manchester, Greater Manchester'),
    uk('a county and Wales after the town', named(UK_DATASET, 'Referral Co'), () => '7 Market Place, Cardiff, South Glamorgan, Wales'),
    uk(
      'Rd for Road',
      () => addressWhere(UK_DATASET, (a) => a.buildingName === 'Data House'),
      () => '1 Harbour Rd, Bristol',
    ),
    uk('Ln for Lane', named(UK_DATASET, 'New Co'), () => '9 Fresh Ln, Bath'),
    au('New South Wales after Sydney', koala, () => '12 Wattle Street, Sydney, New South Wales'),
    au('Australia after the postcode', koala, () => '12 Wattle Street, Sydney NSW 2000, Australia'),
    au(
      'Australian Capital Territory after Canberra',
      () => addressWhere(AU_DATASET, (a) => a.buildingName === 'Parliament House'),
      () => 'Parliament Drive, Canberra, Australian Capital Territory',
    ),
    au('Tce for Terrace', auOn('Terrace'), (a) => `${a.buildingNumber} ${shortened(a, 'Terrace', 'Tce')}, ${a.postTown}`),
    au('Pde for Parade', auOn('Parade'), (a) => `${a.buildingNumber} ${shortened(a, 'Parade', 'Pde')}, ${a.postTown}`),
    au('Ct for Court', auOn('Court'), (a) => `${a.buildingNumber} ${shortened(a, 'Court', 'Ct')}, ${a.postTown}`),
    au('Rd for Road in Australia', auOn('Road'), (a) => `${a.buildingNumber} ${shortened(a, 'Road', 'Rd')}, ${a.postTown}`),
    au(
      'Saint for St',
      plain(AU_DATASET, (a) => a.postTown === 'St Kilda'),
      (a) => `${a.buildingNumber} ${a.thoroughfare}, Saint Kilda`,
    ),
    international('Deutschland after the town', german, (a) => `${a.thoroughfare} ${a.buildingNumber}, ${a.postTown}, Deutschland`),
    international('Germany after the postcode and town', german, (a) => `${a.thoroughfare} ${a.buildingNumber}, ${a.postcode} ${a.postTown}, Germany`),
    international(
      'Street for St',
      plain(INTERNATIONAL_DATASET, (a) => a.country === 'US' && a.thoroughfare.endsWith(' St')),
      (a) => `${a.buildingNumber} ${shortened(a, 'St', 'Street')}, ${a.postTown}`,
    ),
  ])('finds the address first for $case', async ({ user, dataset, accId, address, typed }) => {
    const wanted = address();
    const q = typed(wanted);
    const suggestions = await suggest({ dataset, accId, q, max: 10 }, user);
    expect(suggestions[0]?.id, `${q}: ${JSON.stringify(suggestions.map((s) => s.text))}`).toBe(wanted.id);
  });

  it('answers an empty list when nothing matches or nothing was typed', async () => {
    expect(await suggest({ q: 'zzzzqqq' })).toEqual([]);
    expect(await suggest({ q: '' })).toEqual([]);
    expect(await suggest({ q: ' , ' })).toEqual([]);
  });

  it('takes max from 1 to 100', async () => {
    expect(await suggest({ q: 'a', max: 3 })).toHaveLength(3);
    expect(await suggest({ q: 'a', max: 100 })).toHaveLength(100);
    for (const max of ['0', '101', 'x']) {
      const response = await autoc('owner@acme.example', { dataset: UK_DATASET, q: 'a', max });
      expect(response.status).toBe(400);
      expect(response.body).toEqual({ msg: 'max must be a whole number from 1 to 100' });
    }
  });

  it('needs a dataset the territory has', async () => {
    expect((await autoc('owner@acme.example', { q: 'high' })).body).toEqual({ msg: 'dataset is required' });
    const unknown = await autoc('owner@acme.example', { q: 'high', dataset: 'mars' });
    expect([unknown.status, unknown.body]).toEqual([404, { msg: 'Unknown dataset' }]);
    const foreign = await autoc('owner@acme.example', { q: 'high', dataset: 'au-gnaf', accId: ACME_MAIN });
    expect([foreign.status, foreign.body]).toEqual([403, { msg: 'That dataset is not available to this account' }]);
    const koala = await autoc('koala@koala.example', { q: 'unit 2', dataset: 'au-gnaf', accId: KOALA_MAIN });
    expect(koala.status).toBe(200);
    expect((koala.body as Suggestion[])[0]?.text).toMatch(/^Unit 2, .+ [A-Z]{2,3} \d{4}$/);
  });

  it('narrows the international dataset to a country, and ignores country for the others', async () => {
    const french = await suggest({ dataset: 'international', q: '1', country: 'fr', max: 50 });
    expect(french.length).toBe(50);
    expect(french.every((suggestion) => suggestion.id.startsWith('fr-'))).toBe(true);
    const all = await suggest({ dataset: 'international', q: '1', max: 100 });
    expect(new Set(all.map((suggestion) => suggestion.id.slice(0, 2))).size).toBeGreaterThan(1);
    const bad = await autoc('owner@acme.example', { dataset: 'international', q: '1', country: 'XX' });
    expect([bad.status, bad.body]).toEqual([400, { msg: 'country must be the code of a country of the international dataset' }]);
    expect(await suggest({ q: 'high', country: 'FR' })).toEqual(await suggest({ q: 'high' }));
  });

  it('counts no clicks', async () => {
    const total = () => sandbox.store.subscriptionUsage.reduce((sum, day) => sum + day.clicks, 0);
    const before = total();
    await suggest({ q: 'church' });
    await autoc('owner@acme.example', { accId: ACME_MAIN });
    expect(total()).toBe(before);
  });

  it('finds the streets a person types first, in many towns, from the start of their words', async () => {
    for (const [typed, street] of [
      ['High Str', 'High Street'],
      ['Station Ro', 'Station Road'],
      ['church la', 'Church Lane'],
    ]) {
      const suggestions = await suggest({ q: typed, max: 100 });
      expect(suggestions, typed).toHaveLength(100);
      expect(
        suggestions.filter((suggestion) => !suggestion.text.includes(street)).map((suggestion) => suggestion.text),
        typed,
      ).toEqual([]);
    }
    // A number and a whole street name: that house in one town after another, the number first.
    const tens = await suggest({ q: '10 Church Lane', max: 20 });
    expect(tens).toHaveLength(20);
    expect(tens.every((suggestion) => suggestion.text.startsWith('10 Church Lane, '))).toBe(true);
    expect(new Set(tens.map((suggestion) => suggestion.text.split(', ').at(-2))).size).toBeGreaterThan(10);
  });

  it('puts addresses having typed words whole before those where they only start a word', async () => {
    // "1" is a whole word of "1 High Street" and only the start of one in "12 High Street".
    const suggestions = await suggest({ q: '1 high street man', max: 100 });
    const whole = suggestions.map((suggestion) => searchWords(suggestion.text).includes('1'));
    const firstPartial = whole.indexOf(false);
    expect(firstPartial).toBeGreaterThan(0);
    expect(whole.slice(firstPartial)).not.toContain(true);
  });
});
