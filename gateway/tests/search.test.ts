import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { graphql, signIn, startSandboxGateway, type SandboxGateway } from './helpers/sandbox-gateway';

const SEARCH = /* GraphQL */ `
  query Search($filter: String!, $offset: Int, $limit: Int) {
    search(filter: $filter) {
      filter
      tokens(offset: $offset, limit: $limit) {
        total
        items {
          id
          accountId
          accountName
          tag
          locked
          expiry
        }
      }
      groups(offset: $offset, limit: $limit) {
        total
        items {
          id
          name
          type
        }
      }
      users(offset: $offset, limit: $limit) {
        total
        items {
          id
          name
          email
        }
      }
    }
  }
`;

interface Page<T> {
  total: number;
  items: T[];
}
interface Results {
  filter: string;
  tokens: Page<{ id: string; accountId: string; accountName: string | null; tag: string; locked: boolean; expiry: string | null }>;
  groups: Page<{ id: string; name: string; type: string }>;
  users: Page<{ id: string; name: string; email: string }>;
}

let portal: SandboxGateway;

beforeAll(async () => {
  portal = await startSandboxGateway();
});
afterAll(async () => {
  await portal?.close();
});

const jwtOf = async (userName: string) => (await signIn(portal.gateway, userName)).jwt;
const search = async (userName: string, variables: { filter: string; offset?: number; limit?: number }) =>
  graphql<{ search: Results }>(portal.gateway, SEARCH, variables, await jwtOf(userName));
const searchCalls = () => portal.log.filter((line) => line.startsWith('upstream userServer GET /search')).length;

describe('search through the gateway', () => {
  it('finds Acme Ltd, its accounts and its users for every staff role', async () => {
    for (const staff of ['admin@provider.example', 'super@provider.example', 'sales@provider.example']) {
      const res = await search(staff, { filter: '  acme ' });
      expect(res.errors).toBeUndefined();
      const results = res.data!.search;
      expect(results.filter).toBe('acme');
      expect(results.groups).toEqual({
        total: 3,
        items: [
          { id: '102', name: 'Acme Ltd', type: 'organisation' },
          { id: '103', name: 'Acme Main', type: 'account' },
          { id: '104', name: 'Acme Web', type: 'account' },
        ],
      });
      expect(results.users.items.map((user) => user.name)).toEqual(['member@acme.example', 'owner@acme.example']);
      expect(results.tokens).toEqual({ total: 0, items: [] });
    }
  });

  // The web portal leads a referrer partner's groups to their usage summary, not their administration,
  // which referrers lack; it learns the partner's kind from the parents of each group found.
  it("answers each group's parents up to its partner, so a referrer partner's groups can be told apart", async () => {
    const PARENTS = `query P($filter: String!) { search(filter: $filter) { groups { items { name parent { name type subtype parent { name type subtype } } } } } }`;
    for (const staff of ['admin@provider.example', 'super@provider.example', 'sales@provider.example']) {
      const res = await graphql<{ search: { groups: { items: unknown[] } } }>(portal.gateway, PARENTS, { filter: 'refco' }, await jwtOf(staff));
      expect(res.errors).toBeUndefined();
      expect(res.data?.search.groups.items).toEqual([
        { name: 'Refco Client', parent: { name: 'Referral Co', type: 'partner', subtype: 'referrer', parent: null } },
        {
          name: 'Refco Main',
          parent: { name: 'Refco Client', type: 'organisation', subtype: null, parent: { name: 'Referral Co', type: 'partner', subtype: 'referrer' } },
        },
      ]);
    }
  });

  it('finds tokens by tag with their account, a lock and no expiry for one that never expires', async () => {
    const res = await search('admin@provider.example', { filter: 'crm' });
    expect(res.data?.search.tokens).toEqual({
      total: 1,
      items: [{ id: '302', accountId: '103', accountName: 'Acme Main', tag: 'crm', locked: true, expiry: null }],
    });
  });

  it('hands 5,000 matches on a page at a time, with the total, from one call to the service', async () => {
    const template = portal.sandbox.store.getUser(5)!;
    for (let i = 0; i < 5_000; i++) {
      const id = 20_000 + i;
      const name = `many${String(i).padStart(4, '0')}@many.example`;
      portal.sandbox.store.users.set(id, { ...template, id, name, email: name, personalName: 'Many', companyName: 'Many Ltd' });
    }
    const jwt = await jwtOf('admin@provider.example');
    const before = searchCalls();
    const first = await graphql<{ search: Results }>(portal.gateway, SEARCH, { filter: 'many', limit: 25 }, jwt);
    expect(first.data?.search.users.total).toBe(5_000);
    expect(first.data?.search.users.items.map((user) => user.name)).toEqual(
      Array.from({ length: 25 }, (_, i) => `many${String(i).padStart(4, '0')}@many.example`),
    );
    // The next page, asked for by the same session, is cut from the answer the gateway keeps.
    const last = await graphql<{ search: Results }>(portal.gateway, SEARCH, { filter: 'many', offset: 4_975, limit: 25 }, jwt);
    expect(last.data?.search.users.items.at(-1)?.name).toBe('many4999@many.example');
    expect(searchCalls() - before).toBe(1);
  });

  it('refuses a customer with FORBIDDEN without asking the service', async () => {
    for (const customer of ['owner@acme.example', 'partner@northwind.example']) {
      const before = searchCalls();
      const res = await search(customer, { filter: 'acme' });
      expect(res.data).toBeNull();
      expect(res.errors?.[0]?.extensions).toMatchObject({ code: 'FORBIDDEN', action: 'search', upstreamStatus: null, msg: 'Only staff may search' });
      expect(searchCalls()).toBe(before);
    }
  });

  it('refuses a blank filter, a long one and a page out of bounds with BAD_USER_INPUT', async () => {
    expect((await search('admin@provider.example', { filter: '   ' })).errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', argument: 'filter' });
    expect((await search('admin@provider.example', { filter: 'x'.repeat(101) })).errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      argument: 'filter',
    });
    expect((await search('admin@provider.example', { filter: 'acme', limit: 101 })).errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      argument: 'limit',
    });
    expect((await search('admin@provider.example', { filter: 'acme', offset: -1 })).errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      argument: 'offset',
    });
  });

  it('answers a signed-out caller UNAUTHENTICATED, in its own words, without asking the service', async () => {
    const calls = portal.log.length;
    const res = await graphql<{ search: Results }>(portal.gateway, SEARCH, { filter: 'acme' });
    expect(res.errors?.[0]?.extensions).toMatchObject({ code: 'UNAUTHENTICATED', action: 'search', upstreamStatus: null });
    expect(portal.log.slice(calls)).toEqual([]);
  });
});
