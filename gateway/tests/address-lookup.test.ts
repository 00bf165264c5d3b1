import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOOK_UP_WARM_UP_VARIABLES } from '../src/address-lookup/warm-up';
import { webDocumentTexts } from '../src/generated/web-documents';
import { graphql, startSandboxGateway, type SandboxGateway, signIn as signInAs } from './helpers/sandbox-gateway';
import { refusals, shownByPortal } from './helpers/portal-words';
import { NEW_MAIN, validatedNewcomer } from './helpers/newcomer';
import { graphqlExamples } from '../../web/src/lib/api-examples';
import { accountDataset } from '../../web/src/explorer/example-dataset';
import { exampleTab } from '../../web/src/explorer/example-tabs';

// The address look-up through GraphQL, against a started sandbox.

const ACME_MAIN = '103';
const ACME_WEB = '104';
const KOALA_MAIN = '113';

const DATASETS = 'query D($accountId: ID!) { addressDatasets(accountId: $accountId) { ref name international } }';
const COUNTRIES = '{ addressCountries { code name } }';
const SUGGEST = /* GraphQL */ `
  query S($accountId: ID!, $dataset: ID!, $text: String!, $country: String) {
    addressSuggestions(accountId: $accountId, dataset: $dataset, text: $text, country: $country) {
      text
      suggestions {
        id
        text
      }
      failure {
        code
        message
        upstreamStatus
      }
    }
  }
`;
const ADDRESS = /* GraphQL */ `
  query A($accountId: ID!, $dataset: ID!, $id: ID!, $country: String, $configuration: LabelConfigurationInput!) {
    address(accountId: $accountId, dataset: $dataset, id: $id, country: $country, configuration: $configuration) {
      address {
        id
        label
        fields {
          name
          value
        }
      }
      failure {
        code
        message
        upstreamStatus
      }
    }
  }
`;

interface Failure {
  code: string;
  message: string;
  upstreamStatus: number | null;
}
interface Suggestions {
  text: string;
  suggestions: { id: string; text: string }[];
  failure: Failure | null;
}
interface AddressResult {
  address: { id: string; label: string[]; fields: { name: string; value: string }[] } | null;
  failure: Failure | null;
}

const ukDefaults = { outputFields: 7, labelFormat: 'FixedTown', townFormat: 'Uppercase', reserveOrgLine: 'AsRequired', includeCounty: 'AsRequired' };

let portal: SandboxGateway;
const jwts: Record<string, string> = {};

beforeAll(async () => {
  portal = await startSandboxGateway();
  for (const userName of ['owner@acme.example', 'member@acme.example', 'koala@koala.example']) {
    jwts[userName] = (await signInAs(portal.gateway, userName)).jwt;
  }
  // An account without a subscription: New Main, once its owner has validated (the only thing an unvalidated user may do).
  jwts['new@new.example'] = (await validatedNewcomer(portal)).jwt;
});

afterAll(async () => {
  await portal?.close();
});

async function suggest(variables: Record<string, unknown>, user = 'owner@acme.example'): Promise<Suggestions> {
  const res = await graphql<{ addressSuggestions: Suggestions }>(
    portal.gateway,
    SUGGEST,
    { accountId: ACME_MAIN, dataset: 'uk-paf', ...variables },
    jwts[user],
  );
  expect(res.errors).toBeUndefined();
  return res.data!.addressSuggestions;
}

async function address(variables: Record<string, unknown>, user = 'owner@acme.example'): Promise<AddressResult> {
  const res = await graphql<{ address: AddressResult }>(
    portal.gateway,
    ADDRESS,
    { accountId: ACME_MAIN, dataset: 'uk-paf', configuration: ukDefaults, ...variables },
    jwts[user],
  );
  expect(res.errors).toBeUndefined();
  return res.data!.address;
}

const field = (result: AddressResult, name: string) => result.address?.fields.find((candidate) => candidate.name === name)?.value;
const calls = (prefix: string) => portal.log.filter((line) => line.startsWith(prefix)).length;

describe('address look-up through the gateway', () => {
  it("lists the datasets of the account's territory", async () => {
    const uk = await graphql<{ addressDatasets: unknown[] }>(portal.gateway, DATASETS, { accountId: ACME_MAIN }, jwts['owner@acme.example']);
    expect(uk.data?.addressDatasets).toEqual([
      { ref: 'uk-paf', name: 'UK addresses (PAF)', international: false },
      { ref: 'international', name: 'International addresses', international: true },
    ]);
    const au = await graphql<{ addressDatasets: { ref: string }[] }>(portal.gateway, DATASETS, { accountId: KOALA_MAIN }, jwts['koala@koala.example']);
    expect(au.data?.addressDatasets.map((dataset) => dataset.ref)).toEqual(['au-gnaf', 'international']);
  });

  it('lists the countries of the international dataset', async () => {
    const res = await graphql<{ addressCountries: { code: string; name: string }[] }>(portal.gateway, COUNTRIES, {}, jwts['owner@acme.example']);
    expect(res.data?.addressCountries.map((country) => country.code).sort()).toEqual(['DE', 'FR', 'IE', 'NL', 'NZ', 'US']);
  });

  it('suggests uk addresses to the owner of Acme Main and retrieves one laid out as configured', async () => {
    const found = await suggest({ text: 'flat 1 vic' });
    expect(found.text).toBe('flat 1 vic');
    expect(found.failure).toBeNull();
    expect(found.suggestions.length).toBeGreaterThan(0);
    const first = found.suggestions[0]!;
    expect(first.text).toMatch(/^Flat 1, /);

    const standard = await address({
      id: first.id,
      configuration: { outputFields: 5, labelFormat: 'FixedPostcode', townFormat: 'Lowercase', reserveOrgLine: 'Always', includeCounty: 'Never' },
    });
    expect(standard.failure).toBeNull();
    expect(standard.address?.id).toBe(first.id);
    const label = standard.address!.label;
    expect(label).toHaveLength(5);
    expect(label[0]).toBe(field(standard, 'Organisation'));
    expect(label.at(-1)).toBe(field(standard, 'Postcode'));
    expect(label).toContain(field(standard, 'Post town'));
    expect(label).not.toContain(field(standard, 'County'));
    expect(standard.address!.fields.map((f) => f.name)).toEqual([
      'Organisation',
      'Sub-building',
      'Building name',
      'Building number',
      'Thoroughfare',
      'Dependent locality',
      'Post town',
      'County',
      'Postcode',
      'Country',
    ]);

    const fixedTown = await address({ id: first.id, configuration: { ...ukDefaults, outputFields: 8, includeCounty: 'Never' } });
    expect(fixedTown.address!.label).toHaveLength(8);
    expect(fixedTown.address!.label.slice(-2)).toEqual([field(fixedTown, 'Post town')!.toUpperCase(), field(fixedTown, 'Postcode')]);
  });

  it('searches a country of the international dataset, and retrieves from it', async () => {
    const french = await suggest({ dataset: 'international', text: 'rue', country: 'fr' });
    expect(french.failure).toBeNull();
    expect(french.suggestions.length).toBeGreaterThan(0);
    expect(french.suggestions.every((suggestion) => suggestion.id.startsWith('fr-'))).toBe(true);
    const result = await address({
      dataset: 'international',
      id: french.suggestions[0]!.id,
      country: 'FR',
      configuration: { ...ukDefaults, labelFormat: 'Standard', outputFields: 3 },
    });
    expect(result.failure).toBeNull();
    expect(field(result, 'Country')).toBe('France');
    expect(result.address!.label[1]).toBe(`${field(result, 'Postcode')} ${field(result, 'Post town')!.toUpperCase()}`);
    expect(result.address!.label[2]).toBe('FRANCE');
    // The wrong country for the id: the service does not find it.
    const wrong = await address({ dataset: 'international', id: french.suggestions[0]!.id, country: 'DE' });
    expect(wrong.failure).toMatchObject({ code: 'NOT_FOUND', upstreamStatus: 404 });
  });

  it('does not send the country for the uk dataset', async () => {
    const plain = await suggest({ text: 'church' });
    const withCountry = await suggest({ text: 'church', country: 'FR' });
    expect(withCountry.suggestions).toEqual(plain.suggestions);
    expect(plain.suggestions.length).toBeGreaterThan(0);
    // A country the international dataset would refuse changes nothing for uk-paf.
    const result = await address({ id: plain.suggestions[0]!.id, country: 'XX' });
    expect(result.failure).toBeNull();
  });

  it("answers the explorer's Address lookup example with suggestions for an australia account, as the explorer fills it in", async () => {
    const koala = jwts['koala@koala.example'];
    // The explorer's own fetch, which sends the signed-in person's token, here through the gateway under test.
    const send = (async (_input: unknown, init?: RequestInit) => {
      const { query, variables } = JSON.parse(String(init?.body)) as { query: string; variables: Record<string, unknown> };
      return Response.json(await graphql(portal.gateway, query, variables, koala));
    }) as typeof fetch;
    const dataset = await accountDataset(KOALA_MAIN, send);
    expect(dataset).toBe('au-gnaf');
    const tab = exampleTab(
      graphqlExamples.find((example) => example.id === 'suggestions')!,
      KOALA_MAIN,
      dataset,
    );
    const res = await graphql<{ addressSuggestions: Suggestions }>(portal.gateway, tab.query, JSON.parse(tab.variables) as Record<string, unknown>, koala);
    expect(res.errors).toBeUndefined();
    expect(res.data?.addressSuggestions.failure).toBeNull();
    expect(res.data?.addressSuggestions.suggestions.length).toBeGreaterThan(0);
  });

  it('gives koala@koala.example the australian datasets and suggestions', async () => {
    const found = await suggest({ accountId: KOALA_MAIN, dataset: 'au-gnaf', text: 'unit 3' }, 'koala@koala.example');
    expect(found.failure).toBeNull();
    expect(found.suggestions[0]?.text).toMatch(/^Unit 3, .+ [A-Z]{2,3} \d{4}$/);
    const result = await address(
      { accountId: KOALA_MAIN, dataset: 'au-gnaf', id: found.suggestions[0]!.id, configuration: { ...ukDefaults, outputFields: 5, includeCounty: 'Always' } },
      'koala@koala.example',
    );
    // Suburb, state and postcode on the last line, and named as Australia names them.
    expect(result.address!.label.at(-1)).toBe(`${field(result, 'Suburb')!.toUpperCase()} ${field(result, 'State')} ${field(result, 'Postcode')}`);
    expect(result.address!.fields.map((entry) => entry.name)).not.toContain('Post town');
    expect(result.address!.fields.map((entry) => entry.name)).not.toContain('County');
  });

  it("finds the addresses people try first: the demo company's own postcode with or without its space, and 10 Downing Street", async () => {
    for (const text of ['M1 1AA', 'm11aa']) {
      expect((await suggest({ text })).suggestions.map((suggestion) => suggestion.text)).toEqual(['Acme Ltd, 1 Acme Way, Manchester, M1 1AA']);
    }
    const downing = await suggest({ text: '10 Downing Street' });
    expect(downing.suggestions[0]?.text).toBe("Prime Minister's Office, 10 Downing Street, London, SW1A 2AA");
    const retrieved = await address({ id: downing.suggestions[0]!.id });
    expect(retrieved.address?.label.filter(Boolean)).toEqual(["Prime Minister's Office", '10 Downing Street', 'LONDON', 'SW1A 2AA']);
    // A member of Acme Main may not search for Acme Web, whatever is asked.
    const refused = await graphql(portal.gateway, SUGGEST, { accountId: ACME_WEB, dataset: 'uk-paf', text: 'M1 1AA' }, jwts['member@acme.example']);
    expect(refused.errors?.[0]?.extensions).toMatchObject({ code: 'FORBIDDEN' });
  });

  it('refuses a member of Acme Main for Acme Web with FORBIDDEN, before calling the services', async () => {
    expect((await suggest({ text: 'high' }, 'member@acme.example')).failure).toBeNull();
    const before = calls('upstream autocomplete') + calls('upstream addressLookup');
    for (const [query, variables] of [
      [SUGGEST, { accountId: ACME_WEB, dataset: 'uk-paf', text: 'high' }],
      [ADDRESS, { accountId: ACME_WEB, dataset: 'uk-paf', id: 'uk-00001', configuration: ukDefaults }],
      [DATASETS, { accountId: ACME_WEB }],
    ] as const) {
      const res = await graphql(portal.gateway, query, variables, jwts['member@acme.example']);
      expect(res.data).toBeNull();
      expect(res.errors?.[0]?.extensions).toMatchObject({ code: 'FORBIDDEN' });
      expect(shownByPortal(res.errors?.[0]?.extensions)).toBe(refusals.owner);
    }
    expect(calls('upstream autocomplete') + calls('upstream addressLookup')).toBe(before);
  });

  it("refuses an organisation's id (Acme Ltd) with FORBIDDEN in the e-mail check's words for every look-up, before calling the services", async () => {
    const before = calls('upstream autocomplete') + calls('upstream addressLookup');
    for (const [query, variables, action] of [
      [SUGGEST, { accountId: '102', dataset: 'uk-paf', text: 'high' }, 'suggest addresses'],
      [ADDRESS, { accountId: '102', dataset: 'uk-paf', id: 'uk-00001', configuration: ukDefaults }, 'look up the address'],
      [DATASETS, { accountId: '102' }, 'load the address datasets'],
    ] as const) {
      const res = await graphql(portal.gateway, query, variables, jwts['owner@acme.example']);
      expect(res.data).toBeNull();
      expect(res.errors?.[0]?.extensions).toEqual({
        code: 'FORBIDDEN',
        action,
        upstreamStatus: null,
        msg: 'Group 102 is an organisation, not an account: choose one of its accounts',
      });
    }
    expect(calls('upstream autocomplete') + calls('upstream addressLookup')).toBe(before);
  });

  it("refuses the look-up's start-up warm-up with BAD_USER_INPUT, signed in or not, before calling any service", async () => {
    // The gateway runs the web app's datasets and search once as it starts with these variables
    // (address-lookup/warm-up.ts); that nothing leaves it rests on this refusal.
    const before = portal.log.filter((line) => line.startsWith('upstream ')).length;
    for (const [operation, variables] of Object.entries(LOOK_UP_WARM_UP_VARIABLES)) {
      const text = webDocumentTexts.find((candidate) => candidate.startsWith(`query ${operation}(`));
      expect(text).toBeDefined();
      for (const jwt of [undefined, jwts['owner@acme.example']]) {
        const res = await graphql(portal.gateway, text ?? '', { ...variables }, jwt);
        expect(res.data).toBeNull();
        expect(res.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT' });
      }
    }
    expect(portal.log.filter((line) => line.startsWith('upstream ')).length).toBe(before);
  });

  it("refuses a text or an address id over 500 characters, a dataset or a country over 100, as the caller's input, before calling any service", async () => {
    // Longer, the service refuses the request line itself (431), which read as its own failure.
    const longest = await suggest({ text: `10 Downing Street ${'x'.repeat(500 - 18)}` });
    expect(longest.failure).toBeNull();
    const before = calls('upstream autocomplete') + calls('upstream addressLookup');
    for (const [query, variables, argument] of [
      [SUGGEST, { accountId: ACME_MAIN, dataset: 'uk-paf', text: 'x'.repeat(501) }, 'text'],
      [ADDRESS, { accountId: ACME_MAIN, dataset: 'uk-paf', id: `uk-${'0'.repeat(498)}`, configuration: ukDefaults }, 'id'],
      [SUGGEST, { accountId: ACME_MAIN, dataset: 'x'.repeat(101), text: 'high' }, 'dataset'],
      [ADDRESS, { accountId: ACME_MAIN, dataset: 'international', country: 'F'.repeat(101), id: 'fr-1', configuration: ukDefaults }, 'country'],
    ] as const) {
      const res = await graphql(portal.gateway, query, variables, jwts['owner@acme.example']);
      expect(res.data).toBeNull();
      expect(res.errors?.[0]?.message).toBe(`${argument} must be at most ${argument === 'text' || argument === 'id' ? 500 : 100} characters.`);
      expect(res.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', argument });
    }
    expect(calls('upstream autocomplete') + calls('upstream addressLookup')).toBe(before);
  });

  it("refuses a label of more than 10 lines or of none as the caller's input, naming configuration.outputFields, before calling any service", async () => {
    const tenLines = await address({ id: 'uk-00001', configuration: { ...ukDefaults, outputFields: 10 } });
    expect(tenLines.address?.label).toHaveLength(10);
    const before = calls('upstream ');
    for (const outputFields of [11, 0, -1]) {
      const res = await graphql(
        portal.gateway,
        ADDRESS,
        { accountId: ACME_MAIN, dataset: 'uk-paf', id: 'uk-00001', configuration: { ...ukDefaults, outputFields } },
        jwts['owner@acme.example'],
      );
      expect(res.data).toBeNull();
      expect(res.errors).toMatchObject([
        {
          message: `outputFields must be a whole number from 1 to 10, not ${outputFields}.`,
          extensions: { code: 'BAD_USER_INPUT', argument: 'configuration.outputFields' },
        },
      ]);
    }
    expect(calls('upstream ')).toBe(before);
  });

  it('counts characters as a person does: 500 emoji are 500 characters, not 1,000, and the 501st is refused', async () => {
    const emoji = '\u{1F600}';
    const before = calls('upstream autocomplete');
    const longest = await graphql<{ addressSuggestions: Suggestions }>(
      portal.gateway,
      SUGGEST,
      { accountId: ACME_MAIN, dataset: 'uk-paf', text: `${emoji.repeat(260)}${'x'.repeat(240)}` },
      jwts['owner@acme.example'],
    );
    expect(longest.errors).toBeUndefined();
    expect(longest.data?.addressSuggestions.failure).toBeNull();
    expect(calls('upstream autocomplete')).toBe(before + 1);
    for (const text of [emoji.repeat(501), `${'x'.repeat(500)}\u{20000}`]) {
      const res = await graphql(portal.gateway, SUGGEST, { accountId: ACME_MAIN, dataset: 'uk-paf', text }, jwts['owner@acme.example']);
      expect(res.errors?.[0]?.message).toBe('text must be at most 500 characters.');
    }
    const id = await graphql<{ address: AddressResult }>(
      portal.gateway,
      ADDRESS,
      { accountId: ACME_MAIN, dataset: 'uk-paf', id: `uk-${emoji.repeat(497)}`, configuration: ukDefaults },
      jwts['owner@acme.example'],
    );
    expect(id.errors).toBeUndefined();
    expect(id.data?.address.failure?.code).toBe('NOT_FOUND');
  });

  it('returns service failures as data, not errors', async () => {
    const missing = await address({ id: 'uk-99999' });
    expect(missing).toEqual({ address: null, failure: { code: 'NOT_FOUND', message: 'Address not found', upstreamStatus: 404 } });

    const unsubscribed = await address({ accountId: NEW_MAIN, id: 'uk-00001' }, 'new@new.example');
    expect(unsubscribed.failure).toEqual({ code: 'NO_SUBSCRIPTION', message: 'This account has no address lookup subscription', upstreamStatus: 402 });

    const foreign = await suggest({ dataset: 'au-gnaf', text: 'unit' });
    expect(foreign).toEqual({
      text: 'unit',
      suggestions: [],
      failure: { code: 'FORBIDDEN', message: 'That dataset is not available to this account', upstreamStatus: 403 },
    });
  });

  it('counts a click for every retrieval (never cached), and caches suggestions per caller', async () => {
    const clicks = () => portal.sandbox.store.subscriptionUsage.filter((day) => day.accountId === 103).reduce((sum, day) => sum + day.clicks, 0);
    const before = clicks();
    const retrievals = calls('upstream addressLookup GET /json/uk-paf');
    await address({ id: 'uk-00002' });
    await address({ id: 'uk-00002' });
    expect(clicks() - before).toBe(2);
    expect(calls('upstream addressLookup GET /json/uk-paf') - retrievals).toBe(2);

    const lookups = calls('upstream autocomplete GET /autoc/json');
    await suggest({ text: 'station ro' });
    await suggest({ text: 'station ro' });
    expect(calls('upstream autocomplete GET /autoc/json') - lookups).toBe(1);
    // Nothing typed: no call at all.
    expect(await suggest({ text: '  ' })).toEqual({ text: '  ', suggestions: [], failure: null });
    expect(calls('upstream autocomplete GET /autoc/json') - lookups).toBe(1);
  });
});
