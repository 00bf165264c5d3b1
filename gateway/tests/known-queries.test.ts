import { createHash } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import { ApolloServer, HeaderMap } from '@apollo/server';
import { buildSchema, parse, type OperationDefinitionNode } from 'graphql';
import { compileQuery, isCompiledQuery } from 'graphql-jit';
import request from 'supertest';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { knownQueries } from '../src/http/known-queries';
import { GatewayMetrics } from '../src/operations/metrics';
import { createGateway } from '../src/server';
import { testConfig } from './helpers/config';
import { sendJson, startLocalServer } from './helpers/local-server';
import { silentLogger } from './helpers/memory-log';
import { signal } from './helpers/relay';
import { signIn, startSandboxGateway, type SandboxGateway } from './helpers/sandbox-gateway';

// A query text Apollo has run is answered without Apollo's request pipeline the next times it
// comes (src/http/known-queries.ts). Whoever sends it must not be able to tell: every answer below
// is compared with the one Apollo gave the same request, and the later ones must not have gone
// through Apollo, or the comparison would hold whatever the shortcut did.

const SUGGEST =
  'query KnownSuggest($accountId: ID!, $text: String!) { addressSuggestions(accountId: $accountId, dataset: "uk-paf", text: $text) { text suggestions { id text } failure { code message } } }';
const EMAILS =
  'query KnownEmails($accountId: ID!, $first: [String!]!, $second: [String!]!) { first: emailValidation(accountId: $accountId, emails: $first) { email status } second: emailValidation(accountId: $accountId, emails: $second) { email status } }';
const ACME_MAIN = '103';
const ACME_WEB = '104';

let portal: SandboxGateway;
let owner: string;
let member: string;

beforeAll(async () => {
  portal = await startSandboxGateway();
  owner = (await signIn(portal.gateway, 'owner@acme.example')).jwt;
  member = (await signIn(portal.gateway, 'member@acme.example')).jwt;
});

afterAll(async () => {
  await portal?.close();
});

afterEach(() => {
  vi.restoreAllMocks();
});

interface Answer {
  status: number;
  headers: Record<string, string>;
  body: string;
}

async function post(body: unknown, { jwt, accept }: { jwt?: string; accept?: string } = {}): Promise<Answer> {
  const call = request(portal.gateway.app).post('/graphql').set('content-type', 'application/json');
  if (jwt) void call.set('authorization', `Bearer ${jwt}`);
  if (accept !== undefined) void call.set('accept', accept);
  const res = await call.send(JSON.stringify(body));
  // What differs from one answer to the next whoever gives it.
  const { date: _date, 'x-request-id': _id, ...headers } = res.headers as Record<string, string>;
  return { status: res.status, headers, body: res.text };
}

/** Sends `body` `times` times; how many of them Apollo's pipeline answered, and the answers. */
async function sentAgain(body: unknown, options: { jwt?: string; accept?: string } = {}, times = 4) {
  const throughApollo = vi.spyOn(ApolloServer.prototype, 'executeHTTPGraphQLRequest');
  const answers: Answer[] = [];
  for (let sent = 0; sent < times; sent++) answers.push(await post(body, options));
  const apolloCalls = throughApollo.mock.calls.length;
  throughApollo.mockRestore();
  return { answers, apolloCalls };
}

const operations = async (name: string, outcome: string) =>
  Number(
    new RegExp(`^portal_graphql_operations_total\\{operation="${name}",type="query",outcome="${outcome}"\\} (\\d+)$`, 'm').exec(
      await portal.gateway.metrics.text(),
    )?.[1] ?? 0,
  );

describe('a query sent again', () => {
  it.each([
    ['no Accept header', undefined],
    ["fetch's */*", '*/*'],
    ["Apollo Client's", 'application/graphql-response+json,application/json;q=0.9'],
    ['the GraphQL answer type only', 'application/graphql-response+json'],
  ])('is answered as the first time, with %s, Apollo running it only until it is known', async (_name, accept) => {
    const body = { query: SUGGEST, variables: { accountId: ACME_MAIN, text: `Downing ${accept ?? 'none'}` } };
    const { answers, apolloCalls } = await sentAgain(body, { jwt: owner, accept });
    expect(answers[0]).toMatchObject({ status: 200 });
    expect(JSON.parse(answers[0]!.body)).toMatchObject({ data: { addressSuggestions: { failure: null } } });
    for (const later of answers.slice(1)) expect(later).toEqual(answers[0]);
    // Run by graphql's execute, then compiled (and known from then on); the rest without Apollo.
    expect(apolloCalls).toBeLessThanOrEqual(2);
  });

  it('with an Accept value Apollo refuses is refused as the first time (406), by Apollo', async () => {
    const body = { query: SUGGEST, variables: { accountId: ACME_MAIN, text: 'Downing' } };
    const { answers, apolloCalls } = await sentAgain(body, { jwt: owner, accept: 'text/html' });
    expect(answers[0]!.status).toBe(406);
    for (const later of answers.slice(1)) expect(later).toEqual(answers[0]);
    expect(apolloCalls).toBe(4);
  });

  it('is counted, timed and named on its log line every time', async () => {
    const before = await operations('KnownSuggest', 'ok');
    const linesBefore = portal.logged.entries.length;
    await sentAgain({ query: SUGGEST, variables: { accountId: ACME_MAIN, text: 'Oxford' } }, { jwt: owner }, 5);
    expect((await operations('KnownSuggest', 'ok')) - before).toBe(5);
    const accessLines = portal.logged.entries.slice(linesBefore).filter((entry) => entry.route === '/graphql');
    expect(accessLines.map((entry) => entry.operation)).toEqual(Array(5).fill('KnownSuggest'));
    expect(await portal.gateway.metrics.text()).toMatch(/^portal_graphql_operation_duration_seconds_count\{operation="KnownSuggest"\} \d+$/m);
  });

  it('that a caller may not make is refused as the first time, the autocomplete service never asked', async () => {
    const body = { query: SUGGEST, variables: { accountId: ACME_WEB, text: 'High' } };
    const before = await operations('KnownSuggest', 'error');
    const upstreamBefore = portal.log.filter((line) => line.startsWith('upstream autocomplete')).length;
    const { answers } = await sentAgain(body, { jwt: member });
    const first = JSON.parse(answers[0]!.body) as { data: unknown; errors: { extensions: { code: string } }[] };
    expect(first.data).toBeNull();
    expect(first.errors[0]?.extensions.code).toBe('FORBIDDEN');
    for (const later of answers.slice(1)) expect(later).toEqual(answers[0]);
    expect((await operations('KnownSuggest', 'error')) - before).toBe(4);
    expect(portal.log.filter((line) => line.startsWith('upstream autocomplete')).length).toBe(upstreamBefore);
  });

  it('with variables that do not coerce gets graphql’s own words, as the first time', async () => {
    await sentAgain({ query: SUGGEST, variables: { accountId: ACME_MAIN, text: 'Bath' } }, { jwt: owner });
    const { answers } = await sentAgain({ query: SUGGEST, variables: { accountId: ACME_MAIN, text: 7 } }, { jwt: owner });
    expect(answers[0]!.status).toBe(400);
    expect(answers[0]!.body).toContain('Variable \\"$text\\" got invalid value 7; String cannot represent a non string value: 7');
    for (const later of answers.slice(1)) expect(later).toEqual(answers[0]);
  });

  it('that would count more clicks than one request may is refused before any address is checked, as the first time', async () => {
    const few = { query: EMAILS, variables: { accountId: ACME_MAIN, first: ['a@example.com'], second: ['b@example.com'] } };
    const { answers: within } = await sentAgain(few, { jwt: owner }, 3);
    expect(within.map((answer) => answer.status)).toEqual([200, 200, 200]);
    const checksBefore = portal.log.filter((line) => line.startsWith('upstream emailValidation')).length;
    const sixty = (side: string) => Array.from({ length: 60 }, (_, n) => `${side}${n}@example.com`);
    const { answers, apolloCalls } = await sentAgain({ ...few, variables: { accountId: ACME_MAIN, first: sixty('a'), second: sixty('b') } }, { jwt: owner });
    expect(answers[0]!.status).toBe(400);
    expect(JSON.parse(answers[0]!.body)).toMatchObject({ errors: [{ extensions: { code: 'TOO_MANY_CLICKS', clicks: 120, maxClicks: 100 } }] });
    for (const later of answers.slice(1)) expect(later).toEqual(answers[0]);
    expect(apolloCalls).toBe(4);
    expect(portal.log.filter((line) => line.startsWith('upstream emailValidation')).length).toBe(checksBefore);
  });

  it("with an empty operation name is refused as Apollo refuses it, though the document's one operation is known", async () => {
    await sentAgain({ query: SUGGEST, variables: { accountId: ACME_MAIN, text: 'York' } }, { jwt: owner });
    const { answers, apolloCalls } = await sentAgain({ query: SUGGEST, operationName: '', variables: { accountId: ACME_MAIN, text: 'York' } }, { jwt: owner });
    expect(answers[0]!.status).toBe(400);
    expect(JSON.parse(answers[0]!.body)).toMatchObject({
      errors: [{ message: 'Unknown operation named "".', extensions: { code: 'OPERATION_RESOLUTION_FAILURE' } }],
    });
    for (const later of answers.slice(1)) expect(later).toEqual(answers[0]);
    expect(apolloCalls).toBe(4);
  });

  it('as a persisted query is left to Apollo, which keeps its own', async () => {
    const sha256Hash = createHash('sha256').update(SUGGEST).digest('hex');
    const body = { query: SUGGEST, variables: { accountId: ACME_MAIN, text: 'Leeds' }, extensions: { persistedQuery: { version: 1, sha256Hash } } };
    const { answers, apolloCalls } = await sentAgain(body, { jwt: owner });
    expect(answers[0]!.status).toBe(200);
    expect(JSON.parse(answers[0]!.body)).toMatchObject({ data: { addressSuggestions: { text: 'Leeds', failure: null } } });
    for (const later of answers.slice(1)) expect(later).toEqual(answers[0]);
    expect(apolloCalls).toBe(4);
  });
});

describe('a known query whose run ends in errors as the gateway stops', () => {
  it('is answered by Apollo as before the stop, which waits for it', async () => {
    let held: ServerResponse | undefined;
    let holding = false;
    const arrived = signal();
    const service = await startLocalServer((seen, res) => {
      if (!seen.url.startsWith('/countries')) return sendJson(res, 200, {});
      if (!holding) return sendJson(res, 500, { msg: 'The countries are not there' });
      held = res;
      arrived.resolve();
    });
    // No request cache: each request asks the service, the held one too.
    const gateway = createGateway(testConfig(service.url, { requestCacheTimeMs: 0 }), { logger: silentLogger });
    try {
      const ask = async () => {
        const res = await request(gateway.app)
          .post('/graphql')
          .set('content-type', 'application/json')
          .send(JSON.stringify({ query: '{ addressCountries { code } }' }));
        return { status: res.status, body: res.text };
      };
      // Run by graphql's execute, then compiled, and known from then on.
      const before = [await ask(), await ask(), await ask()];
      expect(before[0]!.body).toContain('The countries are not there');
      expect(before.slice(1)).toEqual([before[0], before[0]]);
      holding = true;
      const during = ask();
      await arrived.promise;
      const stopped = gateway.stop();
      sendJson(held!, 500, { msg: 'The countries are not there' });
      expect(await during).toEqual(before[0]);
      await stopped;
    } finally {
      await gateway.stop();
      await service.close();
    }
  });
});

describe('the known queries', () => {
  it("keep the web app's own however many other texts callers send", async () => {
    const schema = buildSchema('type Query { town(name: String!): String }');
    const known = knownQueries({ schema, maxClicks: 100, metrics: new GatewayMetrics({ knownOperations: [] }) });
    const ran = (text: string, ahead: boolean) => {
      const document = parse(text);
      const compiled = compileQuery(schema, document);
      if (!isCompiledQuery(compiled)) throw new Error('not compiled');
      known.ran(text, undefined, { document, operation: document.definitions[0] as OperationDefinitionNode, compiled }, ahead);
    };
    const webApp = 'query Town { town(name: "Ely") }';
    ran(webApp, true);
    const others = Array.from({ length: 600 }, (_, n) => `query Other${n} { town(name: "${n}") }`);
    for (const text of others) ran(text, false);
    known.answered(undefined, {
      status: 200,
      headers: new HeaderMap([['content-type', 'application/json; charset=utf-8']]),
      body: { kind: 'complete', string: '' },
    });
    const answer = async (text: string) => {
      const response = await known.answer({ query: text }, undefined, () => ({}));
      return response?.body.kind === 'complete' ? response.body.string : undefined;
    };
    expect(await answer(webApp)).toBe('{"data":{"town":null}}\n');
    // The oldest of the others went as the newest came.
    expect(await answer(others[0]!)).toBeUndefined();
    expect(await answer(others[599]!)).toBe('{"data":{"town":null}}\n');
  });
});
