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

describe('the click budget counts one call where GraphQL merges selections of a billable field', () => {
  const ACME_MAIN = '103';
  const emails = (count: number, prefix: string) => Array.from({ length: count }, (_, i) => `${prefix}${i}@example.com`);
  const validation = (alias: string, variable: string, selection: string) =>
    `${alias}emailValidation(accountId: "${ACME_MAIN}", emails: $${variable}) { ${selection} }`;
  const bankCheck = 'bankAccountValidation(accountId: "103", sortCode: "089999", accountNumber: "66374958") { valid }';
  const tooMany = 'This request would count 101 clicks; one request may count at most 100. Send it in smaller parts.';

  /** The validations the gateway started with the e-mail service while `run` ran: one per address of each resolver call. */
  async function validationsStartedDuring(run: () => Promise<unknown>): Promise<number> {
    const before = portal.log.filter((line) => line.startsWith('upstream emailValidation POST /verify ')).length;
    await run();
    return portal.log.filter((line) => line.startsWith('upstream emailValidation POST /verify ')).length - before;
  }

  it('lets through the same alias twice with the same arguments: one call of 60, not two, compiled or not', async () => {
    const query = `query ($e: [String!]!) { ${validation('a: ', 'e', 'email')} ${validation('a: ', 'e', 'status')} }`;
    // The second run of a document is graphql-jit's compiled code (docs/request-path.md, step 3).
    for (const prefix of ['a', 'aa']) {
      const list = emails(60, prefix);
      let res: GraphQLResponse<{ a: { email: string; status: string }[] }> = {};
      const started = await validationsStartedDuring(async () => {
        res = await graphql(portal.gateway, query, { e: list }, owner.jwt);
      });
      expect(res.errors).toBeUndefined();
      expect(res.data?.a.map((result) => result.email)).toEqual(list);
      expect(res.data?.a.every((result) => typeof result.status === 'string')).toBe(true);
      expect(started).toBe(60);
    }
  });

  it('lets through the field selected directly, again without an alias, from a fragment and from an inline fragment', async () => {
    const list = emails(60, 'b');
    const query = `query ($e: [String!]!) {
      ${validation('', 'e', 'email')}
      ${validation('', 'e', 'status')}
      ...Reasons
      ... on Query { ${validation('', 'e', 'email')} }
      ... { ...Reasons }
    }
    fragment Reasons on Query { ${validation('', 'e', 'reason')} }`;
    let res: GraphQLResponse<{ emailValidation: { email: string }[] }> = {};
    const started = await validationsStartedDuring(async () => {
      res = await graphql(portal.gateway, query, { e: list }, owner.jwt);
    });
    expect(res.errors).toBeUndefined();
    expect(res.data?.emailValidation).toHaveLength(60);
    expect(started).toBe(60);
  });

  it('lets a merged request through at exactly 100 clicks and refuses it at 101, with the same error as before', async () => {
    const query = (bankChecks: string) =>
      `query ($e: [String!]!) { ${validation('', 'e', 'email')} ${bankChecks} ...Lists } fragment Lists on Query { ${validation('', 'e', 'status')} }`;
    const hundred = await graphql(portal.gateway, query(`${bankCheck} ${bankCheck}`), { e: emails(99, 'c') }, owner.jwt);
    expect(hundred.errors).toBeUndefined();
    let messages: string[] = [];
    const calls = await upstreamCallsDuring(async () => {
      messages = await refused(query(`${bankCheck} other: ${bankCheck}`), { e: emails(99, 'd') });
    });
    expect(messages).toEqual([tooMany]);
    expect(calls).toBe(0);
  });

  it('still counts each response key: two merged pairs of 60 and 41 are 101 clicks', async () => {
    const query = `query ($a: [String!]!, $b: [String!]!) {
      ${validation('first: ', 'a', 'email')} ${validation('first: ', 'a', 'status')}
      ${validation('second: ', 'b', 'email')} ...Second
    }
    fragment Second on Query { ${validation('second: ', 'b', 'status')} }`;
    let messages: string[] = [];
    const calls = await upstreamCallsDuring(async () => {
      messages = await refused(query, { a: emails(60, 'e'), b: emails(41, 'f') });
    });
    expect(messages).toEqual([tooMany]);
    expect(calls).toBe(0);
  });

  it('cannot hide a second call under one response key: differing arguments or fields there are refused by validation', async () => {
    let messages: string[] = [];
    const calls = await upstreamCallsDuring(async () => {
      messages = await refused(
        `query ($a: [String!]!, $b: [String!]!) { ${validation('a: ', 'a', 'email')} ...B } fragment B on Query { ${validation('a: ', 'b', 'email')} }`,
        {
          a: emails(60, 'g'),
          b: emails(60, 'h'),
        },
      );
    });
    expect(messages).toEqual([
      'Fields "a" conflict because they have differing arguments. Use different aliases on the fields to fetch both if this was intentional.',
    ]);
    expect(calls).toBe(0);
    expect(await refused(`query ($a: [String!]!) { ${validation('a: ', 'a', 'status')} a: ${bankCheck} }`, { a: emails(60, 'i') })).toEqual([
      'Fields "a" conflict because "emailValidation" and "bankAccountValidation" are different fields. Use different aliases on the fields to fetch both if this was intentional.',
    ]);
    const literals = (list: string[]) => `emailValidation(accountId: "${ACME_MAIN}", emails: ${JSON.stringify(list)}) { email }`;
    expect(await refused(`{ ${literals(emails(3, 'j'))} ${literals(emails(3, 'k'))} }`)).toEqual([
      'Fields "emailValidation" conflict because they have differing arguments. Use different aliases on the fields to fetch both if this was intentional.',
    ]);
  });
});
