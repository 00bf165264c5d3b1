import { createHash } from 'node:crypto';
import { buildSchema, isEnumType } from 'graphql';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadTypeDefs } from '../src/schema';
import { createGateway, type Gateway } from '../src/server';
import { testConfig } from './helpers/config';
import type { GraphQLResponse } from './helpers/sandbox-gateway';
import { silentLogger } from './helpers/memory-log';

// The codes a client meets when the gateway refuses a request before any service answers. Some
// come from Apollo, GraphQL Armor or graphql itself, not from the portal's code: each must still be
// one that schema/errors.graphql documents, so integrators have one list to read.

/** An unsigned token whose claims say staff, so access checks pass without asking the user server. */
const STAFF_JWT = `x.${Buffer.from(JSON.stringify({ sub: '8', roles: ['admin'] })).toString('base64url')}.x`;

const documented = (() => {
  const type = buildSchema(loadTypeDefs().join('\n')).getType('ErrorCode');
  if (!isEnumType(type)) throw new Error('schema/ has no enum ErrorCode');
  return new Set(type.getValues().map((value) => value.name));
})();

let gateway: Gateway;

beforeAll(() => {
  // Nothing listens on port 9: a request that reached a service would fail as unavailable.
  gateway = createGateway(testConfig('http://127.0.0.1:9'), { logger: silentLogger });
});

afterAll(async () => {
  await gateway.stop();
});

async function codesFor(body: Record<string, unknown>): Promise<unknown[]> {
  const res = await request(gateway.app).post('/graphql').set('authorization', `Bearer ${STAFF_JWT}`).send(body);
  return ((res.body as GraphQLResponse<unknown>).errors ?? []).map((error) => error.extensions?.code);
}

const emails = (count: number) => Array.from({ length: count }, (_, i) => `u${i}@example.com`);
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

describe('codes of refused requests', () => {
  it.each<[string, Record<string, unknown>, string]>([
    ['a document that is not GraphQL', { query: '{ me {' }, 'GRAPHQL_PARSE_FAILED'],
    ['a document of too many tokens', { query: `{ me { ${'id '.repeat(1_000)} } }` }, 'GRAPHQL_PARSE_FAILED'],
    ['a field the schema lacks', { query: '{ myGroup { id } }' }, 'GRAPHQL_VALIDATION_FAILED'],
    ['nested lists that cost too much', { query: '{ myGroups { children { children { children { children { id } } } } } }' }, 'GRAPHQL_VALIDATION_FAILED'],
    [
      'too deep a document',
      { query: '{ myGroups { children { children { children { children { children { children { children { id } } } } } } } } }' },
      'GRAPHQL_VALIDATION_FAILED',
    ],
    ['too many aliases', { query: `{ ${Array.from({ length: 16 }, (_, i) => `c${i}: addressCountries { code }`).join(' ')} }` }, 'GRAPHQL_VALIDATION_FAILED'],
    ['a variable of the wrong type', { query: 'query ($id: ID!) { user(id: $id) { id } }', variables: { id: { not: 'an id' } } }, 'BAD_USER_INPUT'],
    ['an id that is not numeric', { query: '{ accountPlans(accountId: "acme") { plan } }' }, 'BAD_USER_INPUT'],
    ['an operation the document lacks', { query: 'query A { me { id } }', operationName: 'B' }, 'OPERATION_RESOLUTION_FAILURE'],
    ['a request without a query', { variables: {} }, 'BAD_REQUEST'],
    [
      'more clicks than a request may count',
      {
        query:
          'query ($e: [String!]!) { a: emailValidation(accountId: "103", emails: $e) { status } b: emailValidation(accountId: "103", emails: $e) { status } }',
        variables: { e: emails(60) },
      },
      'TOO_MANY_CLICKS',
    ],
    ['an unknown persisted query', { extensions: { persistedQuery: { version: 1, sha256Hash: sha256('{ me { id } }') } } }, 'PERSISTED_QUERY_NOT_FOUND'],
    [
      "a persisted query sent with another text's hash",
      { query: '{ me { id } }', extensions: { persistedQuery: { version: 1, sha256Hash: sha256('{ me { name } }') } } },
      'BAD_REQUEST',
    ],
    [
      'a persisted query of a version Apollo does not know',
      { extensions: { persistedQuery: { version: 2, sha256Hash: sha256('{ me { id } }') } } },
      'BAD_REQUEST',
    ],
    ['a service that cannot be reached', { query: '{ addressCountries { code } }' }, 'UPSTREAM_UNAVAILABLE'],
  ])('%s', async (_what, body, code) => {
    const codes = await codesFor(body);
    expect(codes.length).toBeGreaterThan(0);
    expect(new Set(codes)).toEqual(new Set([code]));
    expect(documented).toContain(code);
  });
});

describe('a persisted query Apollo cannot take', () => {
  it.each([
    [{ query: '{ me { id } }', extensions: { persistedQuery: { version: 1, sha256Hash: sha256('{ me { name } }') } } }, 'provided sha does not match query'],
    [{ extensions: { persistedQuery: { version: 2, sha256Hash: sha256('{ me { id } }') } } }, 'Unsupported persisted query version'],
  ])('is refused with 400 and says why, rather than as something wrong in the portal', async (body, message) => {
    const res = await request(gateway.app).post('/graphql').set('authorization', `Bearer ${STAFF_JWT}`).send(body);
    expect(res.status).toBe(400);
    expect((res.body as GraphQLResponse<unknown>).errors).toEqual([{ message, extensions: { code: 'BAD_REQUEST' } }]);
  });
});
