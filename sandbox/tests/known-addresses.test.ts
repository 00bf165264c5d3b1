import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningSandbox } from '../src';
import { addressCatalogue, AU_DATASET, UK_DATASET } from '../src/addresses/catalogue';
import { signIn, startTestSandbox } from './support';

const catalogue = addressCatalogue();
const texts = (dataset: string, query: string, max = 10) => catalogue.suggest(dataset, query, max).map((entry) => entry.text);

describe('the addresses people try first', () => {
  let sandbox: RunningSandbox;

  beforeAll(async () => {
    sandbox = await startTestSandbox();
  });
  afterAll(() => sandbox.close());

  it("holds every address of the demo data: each group's and user's own is found by its postcode, with or without the space (australia: with its street)", () => {
    const addresses = [...sandbox.store.groups.values(), ...sandbox.store.users.values()].filter((holder) => holder.postcode);
    expect(addresses.length).toBeGreaterThan(10);
    const missing = addresses.flatMap((holder) => {
      const dataset = holder.country === 'Australia' ? AU_DATASET : UK_DATASET;
      // The first line that carries the street: "1 Acme Way", or "1 Harbour Road" under "Data House".
      const street = [holder.address1, holder.address2].find((line) => /^\d/.test(line)) ?? holder.address1;
      // An australian postcode is a whole suburb's, so there it is searched with the street.
      const queries = dataset === UK_DATASET ? [holder.postcode, holder.postcode.replace(/\s/g, '').toLowerCase()] : [`${street} ${holder.postcode}`];
      return queries
        .filter((query) => !texts(dataset, query).some((text) => text.includes(street) && text.includes(holder.town)))
        .map((query) => `${holder.name}: ${query}`);
    });
    expect(missing).toEqual([]);
  });

  it.each([
    ['10 Downing Street', "Prime Minister's Office, 10 Downing Street, London, SW1A 2AA"],
    ['SW1A 2AA', "Prime Minister's Office, 10 Downing Street, London, SW1A 2AA"],
    ['sw1a2aa', "Prime Minister's Office, 10 Downing Street, London, SW1A 2AA"],
    ['M1 1AA', 'Acme Ltd, 1 Acme Way, Manchester, M1 1AA'],
    ['buckingham palace', 'Buckingham Palace, The Mall, London, SW1A 1AA'],
    ['SW1A 0AA', 'Houses of Parliament, Parliament Square, London, SW1A 0AA'],
  ])('finds %s in the uk', (query, expected) => {
    expect(texts(UK_DATASET, query)[0]).toBe(expected);
  });

  it('finds the Sydney Opera House and Parliament House in australia', () => {
    expect(texts(AU_DATASET, 'opera house')[0]).toBe('Sydney Opera House, Bennelong Point, Sydney NSW 2000');
    expect(texts(AU_DATASET, 'parliament house canberra')[0]).toBe('Parliament House, Parliament Drive, Canberra ACT 2600');
  });

  it('finds an address of every postcode it holds by that postcode, written with or without the space, in any case', () => {
    const firstOf = new Map<string, string>();
    for (const record of catalogue.addresses(UK_DATASET)) if (!firstOf.has(record.postcode)) firstOf.set(record.postcode, record.id);
    expect(firstOf.size).toBeGreaterThan(5000);
    const unfound: string[] = [];
    for (const postcode of firstOf.keys()) {
      for (const query of [postcode, postcode.replace(' ', ''), postcode.toLowerCase()]) {
        const found = catalogue.suggest(UK_DATASET, query, 1)[0]?.record.postcode;
        if (found !== postcode) unfound.push(query);
      }
    }
    expect(unfound).toEqual([]);
  });

  it('serves them through the autocomplete service to a signed-in caller, and refuses one without a session', async () => {
    const owner = await signIn(sandbox, 'owner@acme.example');
    const found = await request(sandbox.urls.autocomplete)
      .get('/autoc/json')
      .query({ dataset: UK_DATASET, q: 'm11aa', accId: 103 })
      .set('Authorization', `Bearer ${owner.jwt}`);
    expect(found.status).toBe(200);
    expect((found.body as { text: string }[]).map((suggestion) => suggestion.text)).toEqual(['Acme Ltd, 1 Acme Way, Manchester, M1 1AA']);
    const anonymous = await request(sandbox.urls.autocomplete).get('/autoc/json').query({ dataset: UK_DATASET, q: 'm11aa' });
    expect(anonymous.status).toBe(401);
  });
});
