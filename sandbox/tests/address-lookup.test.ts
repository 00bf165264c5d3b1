import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningSandbox } from '../src';
import { addressCatalogue, AU_DATASET, INTERNATIONAL_DATASET, UK_DATASET } from '../src/addresses/catalogue';
import type { AddressRecord } from '../src/addresses/types';
import { signIn, startTestSandbox } from './support';

interface LookupBody {
  id: string;
  dataset: string;
  label: string[];
  fields?: { name: string; value: string }[];
}

const ACME_MAIN = 103;
const ACME_WEB = 104;
const KOALA_MAIN = 113;
const NEW_MAIN = 115;

const catalogue = addressCatalogue();
const uk = catalogue.addresses(UK_DATASET);
/** An organisation with a county: every option has something to change. */
const office = uk.find((address) => address.organisation && address.county && address.buildingNumber) as AddressRecord;
/** A flat with a building name and a dependent locality: many address lines. */
const flat = uk.find(
  (address) => address.subBuilding && address.buildingName && address.buildingNumber && address.dependentLocality && address.county,
) as AddressRecord;

describe('the address lookup service', () => {
  let sandbox: RunningSandbox;
  const jwts: Record<string, string> = {};

  beforeAll(async () => {
    sandbox = await startTestSandbox();
    for (const user of ['owner@acme.example', 'member@acme.example', 'koala@koala.example', 'new@new.example', 'admin@provider.example']) {
      jwts[user] = (await signIn(sandbox, user)).jwt;
    }
  });
  afterAll(() => sandbox.close());

  const lookup = (dataset: string, query: Record<string, string | number | boolean>, user = 'owner@acme.example') =>
    request(sandbox.urls.addressLookup)
      .get(`/json/${dataset}`)
      .query({ accId: ACME_MAIN, ...query })
      .set('Authorization', `Bearer ${jwts[user]}`);
  const label = async (id: string, options: Record<string, string | number>) => {
    const response = await lookup(UK_DATASET, { q: id, ...options });
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    return (response.body as LookupBody).label;
  };
  const clicksToday = (accountId: number) => {
    const today = Math.floor(Date.now() / 86_400_000) * 86_400;
    return sandbox.store.subscriptionUsage
      .filter(
        (day) =>
          day.accountId === accountId &&
          day.date === today &&
          sandbox.store.subscriptions.some((s) => s.subscriptionId === day.subscriptionId && s.service === 'address'),
      )
      .reduce((sum, day) => sum + day.clicks, 0);
  };

  it('lists the countries of the international dataset', async () => {
    const response = await request(sandbox.urls.addressLookup).get('/countries/json').set('Authorization', `Bearer ${jwts['owner@acme.example']}`);
    expect(response.status).toBe(200);
    expect(response.body).toEqual(
      expect.arrayContaining([
        { code: 'FR', name: 'France' },
        { code: 'DE', name: 'Germany' },
        { code: 'IE', name: 'Ireland' },
        { code: 'NL', name: 'Netherlands' },
        { code: 'NZ', name: 'New Zealand' },
        { code: 'US', name: 'United States' },
      ]),
    );
    expect((await request(sandbox.urls.addressLookup).get('/countries/json')).status).toBe(401);
  });

  it('answers the address as a label of exactly OutputFields lines and, with ListOutputs, its named fields', async () => {
    const response = await lookup(UK_DATASET, {
      q: office.id,
      OutputFields: 6,
      LabelFormat: 'Standard',
      TownFormat: 'Uppercase',
      ReserveOrgLine: 'AsRequired',
      IncludeCounty: 'Never',
      ListOutputs: true,
    });
    expect(response.status).toBe(200);
    const body = response.body as LookupBody;
    expect(body.id).toBe(office.id);
    expect(body.dataset).toBe(UK_DATASET);
    expect(body.label).toHaveLength(6);
    const lines = [
      office.organisation,
      `${office.buildingNumber} ${office.thoroughfare}`,
      office.dependentLocality,
      office.postTown.toUpperCase(),
      office.postcode,
    ].filter(Boolean);
    expect(body.label).toEqual([...lines, ...Array.from({ length: 6 - lines.length }, () => '')]);
    expect(body.fields).toEqual([
      { name: 'Organisation', value: office.organisation },
      { name: 'Sub-building', value: office.subBuilding },
      { name: 'Building name', value: office.buildingName },
      { name: 'Building number', value: office.buildingNumber },
      { name: 'Thoroughfare', value: office.thoroughfare },
      { name: 'Dependent locality', value: office.dependentLocality },
      { name: 'Post town', value: office.postTown },
      { name: 'County', value: office.county },
      { name: 'Postcode', value: office.postcode },
      { name: 'Country', value: 'United Kingdom' },
    ]);
    const plain = await lookup(UK_DATASET, { q: office.id });
    expect((plain.body as LookupBody).fields).toBeUndefined();
  });

  it('lays out with the territory defaults when no options are given (uk: 7 lines, FixedTown, upper case)', async () => {
    const lines = await label(flat.id, {});
    expect(lines).toHaveLength(7);
    expect(lines.at(-1)).toBe(flat.postcode);
    expect(lines.at(-2)).toBe(`${flat.postTown.toUpperCase()}, ${flat.county}`);
  });

  it('changes the lines as each option says', async () => {
    const options = { OutputFields: 7, LabelFormat: 'Standard', TownFormat: 'Uppercase', ReserveOrgLine: 'AsRequired', IncludeCounty: 'Never' };
    const standard = await label(office.id, options);
    const town = office.postTown.toUpperCase();
    expect(standard.indexOf(office.postcode)).toBe(standard.indexOf(town) + 1);
    expect(standard.at(-1)).toBe('');

    const fixedPostcode = await label(office.id, { ...options, LabelFormat: 'FixedPostcode' });
    expect(fixedPostcode.at(-1)).toBe(office.postcode);
    expect(fixedPostcode.at(-2)).toBe('');

    const fixedTown = await label(office.id, { ...options, LabelFormat: 'FixedTown' });
    expect(fixedTown.slice(-2)).toEqual([town, office.postcode]);

    expect(await label(office.id, { ...options, TownFormat: 'Lowercase' })).toContain(office.postTown);
    expect(await label(office.id, { ...options, ReserveOrgLine: 'Never' })).not.toContain(office.organisation);
    expect((await label(office.id, { ...options, ReserveOrgLine: 'Always' }))[0]).toBe(office.organisation);
    expect((await label(flat.id, { ...options, ReserveOrgLine: 'Always' }))[0]).toBe('');
    expect((await label(flat.id, { ...options, ReserveOrgLine: 'AsRequired' }))[0]).toBe(flat.subBuilding);

    expect(await label(office.id, { ...options, IncludeCounty: 'Always' })).toContain(office.county);
    expect(await label(office.id, { ...options, IncludeCounty: 'AsRequired' })).toContain(office.county);
    // A flat with four address lines leaves no room for the county on six lines.
    expect(await label(flat.id, { ...options, OutputFields: 6, IncludeCounty: 'AsRequired' })).not.toContain(flat.county);

    const joined = await label(flat.id, { ...options, OutputFields: 4 });
    expect(joined).toEqual([
      `${flat.subBuilding}, ${flat.buildingName}, ${flat.buildingNumber} ${flat.thoroughfare}`,
      flat.dependentLocality,
      flat.postTown.toUpperCase(),
      flat.postcode,
    ]);
  });

  it('lays out australian addresses with the australian defaults: 5 lines, suburb, state and postcode on the last', async () => {
    const unit = catalogue.addresses(AU_DATASET).find((address) => address.subBuilding && !address.buildingName && !address.organisation) as AddressRecord;
    const response = await lookup(AU_DATASET, { q: unit.id, accId: KOALA_MAIN }, 'koala@koala.example');
    expect(response.status).toBe(200);
    expect((response.body as LookupBody).label).toEqual([
      unit.subBuilding,
      `${unit.buildingNumber} ${unit.thoroughfare}`,
      '',
      '',
      `${unit.postTown.toUpperCase()} ${unit.county} ${unit.postcode}`,
    ]);
    // Named as Australia names them: never Post town or County.
    expect((await lookup(AU_DATASET, { q: unit.id, accId: KOALA_MAIN, ListOutputs: true }, 'koala@koala.example')).body.fields).toEqual([
      { name: 'Organisation', value: '' },
      { name: 'Sub-building', value: unit.subBuilding },
      { name: 'Building name', value: '' },
      { name: 'Building number', value: unit.buildingNumber },
      { name: 'Thoroughfare', value: unit.thoroughfare },
      { name: 'Dependent locality', value: '' },
      { name: 'Suburb', value: unit.postTown },
      { name: 'State', value: unit.county },
      { name: 'Postcode', value: unit.postcode },
      { name: 'Country', value: 'Australia' },
    ]);
  });

  it("answers international addresses in their country's order, and checks the country", async () => {
    const french = catalogue.addresses(INTERNATIONAL_DATASET).find((address) => address.country === 'FR' && !address.organisation) as AddressRecord;
    const response = await lookup(INTERNATIONAL_DATASET, { q: french.id, country: 'FR', OutputFields: 3, LabelFormat: 'Standard', ListOutputs: true });
    expect(response.status).toBe(200);
    const body = response.body as LookupBody;
    // Post sent abroad ends with the country, in capitals.
    expect(body.label).toEqual([`${french.buildingNumber} ${french.thoroughfare}`, `${french.postcode} ${french.postTown.toUpperCase()}`, 'FRANCE']);
    expect(body.fields?.map((field) => field.name)).toEqual([
      'Organisation',
      'Sub-building',
      'Building name',
      'Building number',
      'Thoroughfare',
      'Postcode',
      'Post town',
      'Country',
    ]);
    const wrongCountry = await lookup(INTERNATIONAL_DATASET, { q: french.id, country: 'DE' });
    expect([wrongCountry.status, wrongCountry.body]).toEqual([404, { msg: 'Address not found' }]);
    expect((await lookup(INTERNATIONAL_DATASET, { q: french.id, country: 'XX' })).status).toBe(400);
  });

  it("counts one click per address on the account's address lookup subscription", async () => {
    const before = clicksToday(ACME_MAIN);
    await label(office.id, {});
    await label(flat.id, {});
    expect(clicksToday(ACME_MAIN)).toBe(before + 2);
    // Failures count nothing.
    await lookup(UK_DATASET, { q: 'uk-99999' });
    await lookup(UK_DATASET, { q: office.id, OutputFields: 0 });
    await lookup(UK_DATASET, { q: office.id, accId: ACME_WEB }, 'member@acme.example');
    expect(clicksToday(ACME_MAIN)).toBe(before + 2);
  });

  it('refuses an account the caller neither owns nor is a member of (staff may use any)', async () => {
    const response = await lookup(UK_DATASET, { q: office.id, accId: ACME_WEB }, 'member@acme.example');
    expect([response.status, response.body]).toEqual([403, { msg: 'Not allowed to use that account' }]);
    expect((await lookup(UK_DATASET, { q: office.id, accId: ACME_MAIN }, 'member@acme.example')).status).toBe(200);
    expect((await lookup(UK_DATASET, { q: office.id, accId: ACME_WEB }, 'admin@provider.example')).status).toBe(200);
  });

  it('answers 402 for an account without an address lookup subscription', async () => {
    const response = await lookup(UK_DATASET, { q: office.id, accId: NEW_MAIN }, 'new@new.example');
    expect([response.status, response.body]).toEqual([402, { msg: 'This account has no address lookup subscription' }]);
  });

  it('answers 404 for an unknown address or dataset', async () => {
    expect((await lookup(UK_DATASET, { q: 'uk-99999' })).body).toEqual({ msg: 'Address not found' });
    expect((await lookup(UK_DATASET, { q: 'uk-99999' })).status).toBe(404);
    // An id of another dataset is not in this one.
    expect((await lookup(UK_DATASET, { q: 'au-00001' })).status).toBe(404);
    const unknown = await lookup('mars', { q: office.id });
    expect([unknown.status, unknown.body]).toEqual([404, { msg: 'Unknown dataset' }]);
    expect((await lookup(AU_DATASET, { q: 'au-00001' })).status).toBe(403);
  });

  it('answers 400 naming the option for bad values', async () => {
    const cases: [Record<string, string | number>, string][] = [
      [{ OutputFields: 0 }, 'OutputFields must be a whole number from 1 to 10'],
      [{ OutputFields: 11 }, 'OutputFields must be a whole number from 1 to 10'],
      [{ OutputFields: 'seven' }, 'OutputFields must be a whole number from 1 to 10'],
      [{ LabelFormat: 'Fancy' }, 'LabelFormat must be Standard, FixedPostcode or FixedTown'],
      [{ TownFormat: 'Title' }, 'TownFormat must be Uppercase or Lowercase'],
      [{ ReserveOrgLine: 'Sometimes' }, 'ReserveOrgLine must be AsRequired, Always or Never'],
      [{ IncludeCounty: 'Maybe' }, 'IncludeCounty must be AsRequired, Always or Never'],
      [{ ListOutputs: 'yes' }, 'ListOutputs must be true or false'],
      [{ accId: 'abc' }, 'accId must be a positive whole number'],
    ];
    for (const [query, msg] of cases) {
      const response = await lookup(UK_DATASET, { q: office.id, ...query });
      expect([response.status, response.body], msg).toEqual([400, { msg }]);
    }
    expect((await lookup(UK_DATASET, {})).body).toEqual({ msg: 'q is required' });
  });

  it('uses the account the token acts for when accId is not given, and needs one', async () => {
    const withoutAccId = (user: string) =>
      request(sandbox.urls.addressLookup).get(`/json/${UK_DATASET}`).query({ q: office.id }).set('Authorization', `Bearer ${jwts[user]}`);
    const before = clicksToday(ACME_MAIN);
    expect((await withoutAccId('owner@acme.example')).status).toBe(200);
    expect(clicksToday(ACME_MAIN)).toBe(before + 1);
    const staff = await withoutAccId('admin@provider.example');
    expect([staff.status, staff.body]).toEqual([400, { msg: 'accId is required' }]);
  });
});
