import { getIntrospectionQuery } from 'graphql';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGateway, type Gateway } from '../src/server';
import { testConfig } from './helpers/config';
import { graphql, signIn, startSandboxGateway, type GraphQLResponse, type SandboxGateway, type SignedIn } from './helpers/sandbox-gateway';
import { silentLogger } from './helpers/memory-log';

let portal: SandboxGateway;
let owner: SignedIn;

beforeAll(async () => {
  portal = await startSandboxGateway();
  owner = await signIn(portal.gateway, 'owner@acme.example');
});

afterAll(async () => {
  await portal?.close();
});

/** `myGroups { children { parent { children { parent ... { id } } } } }`, `levels` fields deep. */
function groupTreeBomb(levels: number): string {
  let selection = 'id';
  for (let level = levels - 1; level >= 1; level--) selection = `${level % 2 === 1 ? 'children' : 'parent'} { ${selection} }`;
  return `{ myGroups { ${selection} } }`;
}

/** Upstream calls the gateway made while `run` ran. */
async function upstreamCallsDuring(run: () => Promise<unknown>): Promise<number> {
  const before = portal.log.length;
  await run();
  return portal.log.length - before;
}

/** Posts a document the gateway should refuse: refused documents answer 400, not 200. */
async function refused(query: string, variables: Record<string, unknown> = {}, gateway: Gateway = portal.gateway): Promise<string[]> {
  const res = await request(gateway.app).post('/graphql').set('authorization', `Bearer ${owner.jwt}`).send({ query, variables });
  expect(res.status).toBe(400);
  const body = res.body as GraphQLResponse<unknown>;
  expect(body.data ?? null).toBeNull();
  return (body.errors ?? []).map((error) => error.message);
}

describe('query limits, enforced before anything runs', () => {
  it('refuses the 30-deep group-tree bomb in under a second, while an ordinary query answers meanwhile', async () => {
    const bomb = groupTreeBomb(30);
    expect(bomb.length).toBeLessThan(400);
    const timedRefusal = async () => {
      const started = performance.now();
      const messages = await refused(bomb);
      return { messages, ms: performance.now() - started };
    };
    const [{ messages, ms }, ordinary] = await Promise.all([
      timedRefusal(),
      graphql<{ me: { email: string } }>(portal.gateway, '{ me { email } }', {}, owner.jwt),
    ]);
    // Before the limits this document took 8 s of the gateway's only thread.
    expect(ms).toBeLessThan(1_000);
    expect(messages).toContain('Query depth limit of 8 exceeded, found 31.');
    expect(ordinary.data?.me.email).toBe('owner@acme.example');
  });

  it('makes no upstream call for a refused document', async () => {
    expect(await upstreamCallsDuring(() => refused(groupTreeBomb(30)))).toBe(0);
  });

  it('allows 15 aliases and refuses 16', async () => {
    const aliases = (count: number) => `{ ${Array.from({ length: count }, (_, i) => `c${i}: addressCountries { code }`).join(' ')} }`;
    const fifteen = await graphql<Record<string, unknown>>(portal.gateway, aliases(15), {}, owner.jwt);
    expect(fifteen.errors).toBeUndefined();
    expect(Object.keys(fifteen.data ?? {})).toHaveLength(15);
    expect(await refused(aliases(16))).toEqual(['Aliases limit of 15 exceeded, found 16.']);
  });

  it('refuses a query whose nested lists cost more than 5,000, though it is only six deep', async () => {
    const messages = await refused('{ myGroups { children { children { children { children { id } } } } } }');
    expect(messages).toEqual(['Query cost limit of 5000 exceeded, found 11111. Ask for fewer nested lists.']);
  });

  it('refuses a fragment bomb at once instead of walking every spread', async () => {
    // Each fragment spreads the next twice: walked naively, 2^40 visits.
    const fragments = Array.from({ length: 40 }, (_, i) => `fragment F${i} on Group { ${i === 39 ? 'id' : `...F${i + 1} ...F${i + 1}`} }`);
    const started = Date.now();
    const messages = await refused(`{ myGroups { ...F0 } } ${fragments.join(' ')}`);
    expect(Date.now() - started).toBeLessThan(1_000);
    expect(messages.length).toBeGreaterThan(0);
  });

  it('refuses a document of more than 1,000 tokens', async () => {
    const messages = await refused(`{ me { ${Array.from({ length: 1_000 }, () => 'id').join(' ')} } }`);
    expect(messages).toEqual(['Syntax Error: Document contains more that 1000 tokens. Parsing aborted.']);
  });

  it('refuses more than 50 directives', async () => {
    const messages = await refused(`{ me { ${Array.from({ length: 51 }, () => 'id @include(if: true)').join(' ')} } }`);
    expect(messages).toEqual(['Directives limit of 50 exceeded, found 51.']);
  });

  it('keeps the schema readable: the full introspection query answers', async () => {
    const res = await graphql<{ __schema: { types: { name: string }[] } }>(portal.gateway, getIntrospectionQuery({ descriptions: true }));
    expect(res.errors).toBeUndefined();
    expect(res.data?.__schema.types.map((type) => type.name)).toContain('Group');
  });
});

describe('field suggestions', () => {
  it('names no field in an error outside development', async () => {
    const messages = await refused('{ myGroup { id } }');
    expect(messages).toHaveLength(1);
    expect(messages[0]).toMatch(/^Cannot query field "myGroup" on type "Query"\./);
    expect(messages[0]).not.toContain('myGroups');
  });

  it('suggests the field in development', async () => {
    const development = createGateway(testConfig('http://127.0.0.1:9', { development: true }), { logger: silentLogger });
    try {
      expect(await refused('{ myGroup { id } }', {}, development)).toEqual(['Cannot query field "myGroup" on type "Query". Did you mean "myGroups"?']);
    } finally {
      await development.stop();
    }
  });
});

describe('clicks per request', () => {
  const ACME_MAIN = '103';
  const emails = (count: number, prefix: string) => Array.from({ length: count }, (_, i) => `${prefix}${i}@example.com`);
  const tooMany = 'This request would count 101 clicks; one request may count at most 100. Send it in smaller parts.';

  it('refuses aliases that together would bill more than 100 clicks, before calling any service', async () => {
    const query = `query ($a: [String!]!, $b: [String!]!) {
      first: emailValidation(accountId: "${ACME_MAIN}", emails: $a) { status }
      second: emailValidation(accountId: "${ACME_MAIN}", emails: $b) { status }
    }`;
    let messages: string[] = [];
    const calls = await upstreamCallsDuring(async () => {
      messages = await refused(query, { a: emails(60, 'a'), b: emails(41, 'b') });
    });
    expect(messages).toEqual([tooMany]);
    expect(calls).toBe(0);
  });

  it('counts each retrieval and bank check, whether aliased or spread from a fragment', async () => {
    const checks = Array.from(
      { length: 11 },
      (_, i) => `b${i}: bankAccountValidation(accountId: "${ACME_MAIN}", sortCode: "089999", accountNumber: "66374958") { valid }`,
    );
    const query = `query ($e: [String!]!) { ...Lists ${checks.join(' ')} } fragment Lists on Query { emailValidation(accountId: "${ACME_MAIN}", emails: $e) { status } }`;
    expect(await refused(query, { e: emails(90, 'c') })).toEqual([tooMany]);
  });

  it('lets a request within the budget through', async () => {
    const res = await graphql<{ emailValidation: { email: string; status: string }[] }>(
      portal.gateway,
      `query ($e: [String!]!) { emailValidation(accountId: "${ACME_MAIN}", emails: $e) { email status } }`,
      { e: ['info@example.com', 'someone@mailinator.com'] },
      owner.jwt,
    );
    expect(res.errors).toBeUndefined();
    expect(res.data?.emailValidation.map((result) => result.email)).toEqual(['info@example.com', 'someone@mailinator.com']);
  });
});
