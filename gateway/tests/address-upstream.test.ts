import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { countryParam, labelParams } from '../src/address-lookup/resolvers';
import { createGateway, type Gateway } from '../src/server';
import { testConfig } from './helpers/config';
import { sendJson, startLocalServer, type LocalServer, type SeenRequest } from './helpers/local-server';
import { graphql } from './helpers/sandbox-gateway';
import { silentLogger } from './helpers/memory-log';

// The calls the address look-up resolvers make, against a recording stand-in: the parameters they
// send, what is cached, and how each kind of failure comes back.

/** An unsigned token whose claims say staff, so access is granted without asking the user server. */
const STAFF_JWT = `x.${Buffer.from(JSON.stringify({ sub: '8', roles: ['admin'] })).toString('base64url')}.x`;

const SUGGEST =
  'query S($dataset: ID!, $text: String!, $country: String) { addressSuggestions(accountId: "103", dataset: $dataset, text: $text, country: $country) { text suggestions { id text } failure { code message upstreamStatus } } }';
const ADDRESS =
  'query A($dataset: ID!, $country: String, $id: ID!) { address(accountId: "103", dataset: $dataset, id: $id, country: $country, configuration: { outputFields: 4, labelFormat: FixedPostcode, townFormat: Lowercase, reserveOrgLine: Never, includeCounty: Always }) { address { id label fields { name value } } failure { code message upstreamStatus } } }';

type Reply = (request: SeenRequest) => { status: number; body: unknown } | 'hang' | 'not json';
let reply: Reply = () => ({ status: 200, body: [] });
let server: LocalServer;
let gateway: Gateway;

beforeAll(async () => {
  server = await startLocalServer((request, res) => {
    const answer = reply(request);
    if (answer === 'hang') return;
    if (answer === 'not json') res.writeHead(200, { 'content-type': 'text/html' }).end('<html>oops</html>');
    else sendJson(res, answer.status, answer.body);
  });
  // Long enough that a call the local server answers at once never runs out on a busy machine (300 ms
  // did, at a load of 30); the one case that hangs waits this out.
  gateway = createGateway(testConfig(server.url, { upstreamTimeoutMs: 2_000 }), { logger: silentLogger });
});

afterEach(() => {
  server.seen.length = 0;
  reply = () => ({ status: 200, body: [] });
});

afterAll(async () => {
  await gateway.stop();
  await server.close();
});

const query = (request: SeenRequest) => Object.fromEntries(new URL(request.url, 'http://x').searchParams);

describe('the address look-up calls', () => {
  it('sends the country for the international dataset only, in upper case', async () => {
    await graphql(gateway, SUGGEST, { dataset: 'international', text: 'rue de', country: ' fr ' }, STAFF_JWT);
    await graphql(gateway, SUGGEST, { dataset: 'uk-paf', text: 'high st', country: 'FR' }, STAFF_JWT);
    await graphql(gateway, ADDRESS, { dataset: 'uk-paf', id: 'uk-00001', country: 'FR' }, STAFF_JWT);
    await graphql(gateway, ADDRESS, { dataset: 'international', id: 'fr-00001', country: 'fr' }, STAFF_JWT);
    const [intlSuggest, ukSuggest, ukAddress, intlAddress] = server.seen.map(query);
    expect(intlSuggest).toEqual({ accId: '103', dataset: 'international', q: 'rue de', country: 'FR' });
    expect(ukSuggest).toEqual({ accId: '103', dataset: 'uk-paf', q: 'high st' });
    expect(ukAddress).not.toHaveProperty('country');
    expect(intlAddress).toMatchObject({ country: 'FR', q: 'fr-00001' });
    expect(countryParam('international', '')).toBeUndefined();
    expect(countryParam('au-gnaf', 'NZ')).toBeUndefined();
  });

  it('maps the label configuration to the service parameters and asks for the named fields', async () => {
    reply = () => ({
      status: 200,
      body: { id: 'uk-00001', dataset: 'uk-paf', label: ['1 King Gardens', 'London', '', 'SW1A 9TR'], fields: [{ name: 'Postcode', value: 'SW1A 9TR' }] },
    });
    const res = await graphql<{ address: unknown }>(gateway, ADDRESS, { dataset: 'uk-paf', id: 'uk-00001' }, STAFF_JWT);
    expect(res.data?.address).toEqual({
      address: { id: 'uk-00001', label: ['1 King Gardens', 'London', '', 'SW1A 9TR'], fields: [{ name: 'Postcode', value: 'SW1A 9TR' }] },
      failure: null,
    });
    const [seen] = server.seen;
    expect(seen?.url.split('?')[0]).toBe('/json/uk-paf');
    expect(query(seen!)).toEqual({
      accId: '103',
      q: 'uk-00001',
      OutputFields: '4',
      LabelFormat: 'FixedPostcode',
      TownFormat: 'Lowercase',
      ReserveOrgLine: 'Never',
      IncludeCounty: 'Always',
      ListOutputs: 'true',
    });
    expect(seen?.headers.authorization).toBe(`Bearer ${STAFF_JWT}`);
    expect(
      labelParams({ outputFields: 7, labelFormat: 'FixedTown', townFormat: 'Uppercase', reserveOrgLine: 'AsRequired', includeCounty: 'AsRequired' }),
    ).toEqual({
      OutputFields: 7,
      LabelFormat: 'FixedTown',
      TownFormat: 'Uppercase',
      ReserveOrgLine: 'AsRequired',
      IncludeCounty: 'AsRequired',
    });
  });

  it('never caches a retrieval, and caches suggestions', async () => {
    reply = (request) =>
      request.url.startsWith('/json/')
        ? { status: 200, body: { id: 'uk-00001', label: [] } }
        : { status: 200, body: [{ id: 'uk-00001', text: '1 King Gardens' }] };
    await graphql(gateway, ADDRESS, { dataset: 'uk-paf', id: 'uk-00001' }, STAFF_JWT);
    await graphql(gateway, ADDRESS, { dataset: 'uk-paf', id: 'uk-00001' }, STAFF_JWT);
    await graphql(gateway, SUGGEST, { dataset: 'uk-paf', text: 'king gar' }, STAFF_JWT);
    const again = await graphql<{ addressSuggestions: unknown }>(gateway, SUGGEST, { dataset: 'uk-paf', text: 'king gar' }, STAFF_JWT);
    expect(again.data?.addressSuggestions).toEqual({ text: 'king gar', suggestions: [{ id: 'uk-00001', text: '1 King Gardens' }], failure: null });
    expect(server.seen.map((request) => request.url.split('?')[0])).toEqual(['/json/uk-paf', '/json/uk-paf', '/autoc/json']);
  });

  it('returns each kind of failure as data, with the service msg', async () => {
    const cases: [ReturnType<Reply>, unknown][] = [
      [
        { status: 402, body: { msg: 'This account has no address lookup subscription' } },
        { code: 'NO_SUBSCRIPTION', message: 'This account has no address lookup subscription', upstreamStatus: 402 },
      ],
      [
        { status: 400, body: { msg: 'LabelFormat must be Standard, FixedPostcode or FixedTown' } },
        { code: 'BAD_REQUEST', message: 'LabelFormat must be Standard, FixedPostcode or FixedTown', upstreamStatus: 400 },
      ],
      [
        { status: 403, body: { msg: 'Not allowed to use that account' } },
        { code: 'FORBIDDEN', message: 'Not allowed to use that account', upstreamStatus: 403 },
      ],
      [
        { status: 500, body: {} },
        { code: 'UPSTREAM_ERROR', message: 'The address lookup server answered with status 500', upstreamStatus: 500 },
      ],
      ['not json', { code: 'UPSTREAM_ERROR', message: 'The address lookup server sent an answer the portal could not read', upstreamStatus: 200 }],
      ['hang', { code: 'UPSTREAM_TIMEOUT', message: 'The address lookup server did not answer in time', upstreamStatus: null }],
      [
        { status: 200, body: { no: 'label' } },
        { code: 'UPSTREAM_ERROR', message: 'The address lookup server answered GET /json/uk-paf in an unexpected shape', upstreamStatus: 200 },
      ],
      [
        { status: 409, body: { msg: 'Retrieval already under way' } },
        { code: 'CONFLICT', message: 'Retrieval already under way', upstreamStatus: 409 },
      ],
    ];
    for (const [answer, failure] of cases) {
      reply = () => answer;
      const res = await graphql<{ address: unknown }>(gateway, ADDRESS, { dataset: 'uk-paf', id: 'uk-00001' }, STAFF_JWT);
      expect(res.errors, JSON.stringify(answer)).toBeUndefined();
      expect(res.data?.address).toEqual({ address: null, failure });
    }
    reply = () => ({ status: 404, body: { msg: 'Unknown dataset' } });
    const res = await graphql<{ addressSuggestions: unknown }>(gateway, SUGGEST, { dataset: 'mars', text: 'x' }, STAFF_JWT);
    expect(res.data?.addressSuggestions).toEqual({
      text: 'x',
      suggestions: [],
      failure: { code: 'NOT_FOUND', message: 'Unknown dataset', upstreamStatus: 404 },
    });
    // A suggestion without its text is no suggestion: the list fails whole, never shows an empty line.
    reply = () => ({ status: 200, body: [{ id: 'uk-00001', text: '1 King Gardens' }, { id: 'uk-00002' }] });
    const malformed = await graphql<{ addressSuggestions: unknown }>(gateway, SUGGEST, { dataset: 'uk-paf', text: 'king' }, STAFF_JWT);
    expect(malformed.data?.addressSuggestions).toEqual({
      text: 'king',
      suggestions: [],
      failure: { code: 'UPSTREAM_ERROR', message: 'The autocomplete server answered GET /autoc/json in an unexpected shape', upstreamStatus: 200 },
    });
  });

  it('raises a refused token as UNAUTHENTICATED, so the client signs out as for any call', async () => {
    reply = () => ({ status: 401, body: { msg: 'Authentication Failure' } });
    const res = await graphql(gateway, ADDRESS, { dataset: 'uk-paf', id: 'uk-00001' }, STAFF_JWT);
    expect(res.data).toBeNull();
    expect(res.errors?.[0]?.extensions).toMatchObject({ code: 'UNAUTHENTICATED', msg: 'Authentication Failure', upstreamStatus: 401 });
  });
});
