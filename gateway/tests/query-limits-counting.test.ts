import { parse, specifiedRules, validate } from 'graphql';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { webDocumentTexts } from '../src/generated/web-documents';
import { queryProtection } from '../src/limits/query-limits';
import { createSchema } from '../src/schema';
import { graphql, signIn, startSandboxGateway, type GraphQLResponse, type SandboxGateway, type SignedIn } from './helpers/sandbox-gateway';

// What the query limits count, as an integrator's probe found it miscounted (query-limits.test.ts
// has the limits themselves).

let portal: SandboxGateway;
let owner: SignedIn;

beforeAll(async () => {
  portal = await startSandboxGateway();
  owner = await signIn(portal.gateway, 'owner@acme.example');
});

afterAll(async () => {
  await portal?.close();
});

/** Upstream calls the gateway made while `run` ran. */
async function upstreamCallsDuring(run: () => Promise<unknown>): Promise<number> {
  const before = portal.log.length;
  await run();
  return portal.log.length - before;
}

/** Posts a document the gateway should refuse: refused documents answer 400, not 200. */
async function refused(query: string, variables: Record<string, unknown> = {}): Promise<string[]> {
  const res = await request(portal.gateway.app).post('/graphql').set('authorization', `Bearer ${owner.jwt}`).send({ query, variables });
  expect(res.status).toBe(400);
  const body = res.body as GraphQLResponse<unknown>;
  expect(body.data ?? null).toBeNull();
  return (body.errors ?? []).map((error) => error.message);
}

const typenames = (count: number, prefix = 't') => Array.from({ length: count }, (_, i) => `${prefix}${i}: __typename`).join(' ');

describe('the alias limit counts an aliased __typename like any other alias', () => {
  it('refuses three hundred aliases of __typename, which answered before', async () => {
    expect(await refused(`{ ${typenames(300)} }`)).toEqual(['Aliases limit of 15 exceeded, found 300.']);
  });

  it('allows 15 and refuses 16, alone or mixed with other aliases, in a fragment too', async () => {
    const fifteen = await graphql<Record<string, string>>(portal.gateway, `{ ${typenames(15)} }`, {}, owner.jwt);
    expect(fifteen.errors).toBeUndefined();
    expect(Object.values(fifteen.data ?? {})).toEqual(Array.from({ length: 15 }, () => 'Query'));
    expect(await refused(`{ ${typenames(16)} }`)).toEqual(['Aliases limit of 15 exceeded, found 16.']);
    const countries = Array.from({ length: 10 }, (_, i) => `c${i}: addressCountries { code }`).join(' ');
    expect(await refused(`{ ${countries} ...Names } fragment Names on Query { ${typenames(6)} }`)).toEqual(['Aliases limit of 15 exceeded, found 16.']);
    expect(await refused(`{ me { ${typenames(16)} } }`)).toEqual(['Aliases limit of 15 exceeded, found 16.']);
  });

  it('counts a field aliased as __typename too', async () => {
    const fields = Array.from({ length: 16 }, () => '__typename: __typename').join(' ');
    expect(await refused(`{ me { ${fields} } }`)).toEqual(['Aliases limit of 15 exceeded, found 16.']);
  });

  it('counts __typename as a level of depth, as any field', async () => {
    const selection = `${'parent { '.repeat(8)}__typename${' }'.repeat(8)}`;
    expect(await refused(`{ myGroups { ${selection} } }`)).toEqual(['Query depth limit of 8 exceeded, found 10.']);
  });

  it('still lets an un-aliased __typename in every selection through, as Apollo Client adds it: every web app document passes', () => {
    const schema = createSchema();
    const protection = queryProtection({ showSuggestions: false });
    const rules = [...specifiedRules, ...protection.validationRules];
    expect(webDocumentTexts.length).toBeGreaterThan(100);
    const failing = webDocumentTexts.flatMap((text) =>
      validate(schema, parse(text, protection.parseOptions), rules).map((error) => `${text.slice(0, text.indexOf('('))}: ${error.message}`),
    );
    expect(failing).toEqual([]);
  });

  it('answers an ordinary document with __typename at every level', async () => {
    const res = await graphql<{ __typename: string; me: { __typename: string; email: string } }>(
      portal.gateway,
      '{ __typename me { __typename email } }',
      {},
      owner.jwt,
    );
    expect(res.errors).toBeUndefined();
    expect(res.data).toEqual({ __typename: 'Query', me: { __typename: 'User', email: 'owner@acme.example' } });
  });
});
