import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGateway, type Gateway } from '../src/server';
import { testConfig } from './helpers/config';
import { silentLogger } from './helpers/memory-log';
import type { GraphQLResponse } from './helpers/sandbox-gateway';

// A refused document's message is a sentence the caller can act on (docs/api-errors.md,
// GRAPHQL_VALIDATION_FAILED): no half-hidden suggestion, and no bare "Validation aborted.".

let gateway: Gateway;

beforeAll(() => {
  // Nothing listens on port 9: these documents are refused before any service is asked.
  gateway = createGateway(testConfig('http://127.0.0.1:9'), { logger: silentLogger });
});

afterAll(async () => {
  await gateway.stop();
});

/** The messages of a document the gateway refuses as not fitting the schema. */
async function refused(query: string): Promise<string[]> {
  const res = await request(gateway.app).post('/graphql').send({ query });
  expect(res.status).toBe(400);
  const errors = (res.body as GraphQLResponse<unknown>).errors ?? [];
  expect(errors.map((error) => error.extensions.code)).toEqual(errors.map(() => 'GRAPHQL_VALIDATION_FAILED'));
  return errors.map((error) => error.message);
}

describe('a field suggestion hidden outside development', () => {
  it.each([
    ['a misspelt field', '{ me { userNam } }', 'Cannot query field "userNam" on type "User".'],
    ['a misspelt root field', '{ myGroup { id } }', 'Cannot query field "myGroup" on type "Query".'],
    ['a list without its fields', '{ accountPlans(accountId: "103") }', 'Field "accountPlans" of type "[AccountPlan!]!" must have a selection of subfields.'],
  ])('leaves %s as a whole sentence, naming no other field', async (_what, query, message) => {
    expect(await refused(query)).toEqual([message]);
  });
});

describe('a document that repeats one field hundreds of times', () => {
  it("names graphql's field merge check as the limit it hit, not a bare Validation aborted.", async () => {
    const query = `{ ${Array.from({ length: 800 }, () => '__typename').join(' ')} }`;
    const [message, ...more] = await refused(query);
    expect(more).toEqual([]);
    expect(message).toBe(
      'Field merge check limit exceeded: the document repeats the same fields too often for GraphQL to check that they merge (500,000 comparisons, some 700 of one field in one selection). Ask for each field once.',
    );
  });

  it('answers the same field asked for a few times over', async () => {
    const res = await request(gateway.app)
      .post('/graphql')
      .send({ query: `{ ${Array.from({ length: 100 }, () => '__typename').join(' ')} }` });
    expect(res.body).toEqual({ data: { __typename: 'Query' } });
  });
});
