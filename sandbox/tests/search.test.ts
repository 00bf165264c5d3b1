import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningSandbox } from '../src';
import { signIn, startTestSandbox, userServer } from './support';

interface SearchBody {
  tokens: { id: number; tag: string; parentId: number; parentName: string | null }[];
  groups: { id: number; name: string; isOwner: boolean }[];
  users: { id: number; name: string; email: string }[];
}

describe('GET /search', () => {
  let sandbox: RunningSandbox;

  beforeAll(async () => {
    sandbox = await startTestSandbox();
  });
  afterAll(() => sandbox.close());

  async function search(userName: string, filter: string | undefined) {
    const session = await signIn(sandbox, userName);
    return userServer(sandbox)
      .get('/search')
      .query(filter === undefined ? {} : { filter })
      .set('Authorization', `Bearer ${session.jwt}`);
  }

  it('finds groups by name and users by e-mail, without regard to case, sorted by name', async () => {
    const response = await search('admin@provider.example', 'ACME');
    expect(response.status).toBe(200);
    const body = response.body as SearchBody;
    expect(body.groups.map((group) => group.name)).toEqual(['Acme Ltd', 'Acme Main', 'Acme Web']);
    expect(body.users.map((user) => user.name)).toEqual(['member@acme.example', 'owner@acme.example']);
    expect(body.tokens).toEqual([]);
  });

  it('finds tokens by tag, naming their account and never their key', async () => {
    const body = (await search('sales@provider.example', 'Web')).body as SearchBody;
    expect(body.tokens.map((token) => [token.tag, token.parentName])).toEqual([
      ['website', 'Acme Main'],
      ['website', 'Koala Main'],
    ]);
    expect(body.tokens[0]).not.toHaveProperty('key');
    expect(body.tokens[0]).not.toHaveProperty('hash');
    expect(body.groups.map((group) => group.name)).toEqual(['Acme Web']);
  });

  it('finds users by their personal or company name too', async () => {
    const user = sandbox.store.getUser(5)!;
    const body = (await search('super@provider.example', user.personalName.toUpperCase())).body as SearchBody;
    expect(body.users.map((found) => found.name)).toContain('solo@solo.example');
  });

  it('answers every match, even thousands of them', async () => {
    const template = sandbox.store.getUser(5)!;
    for (let i = 0; i < 5_000; i++) {
      const id = 10_000 + i;
      sandbox.store.users.set(id, {
        ...template,
        id,
        name: `bulk${i}@bulk.example`,
        email: `bulk${i}@bulk.example`,
        personalName: 'Bulk Person',
        companyName: 'Bulk',
      });
    }
    const body = (await search('admin@provider.example', 'bulk')).body as SearchBody;
    expect(body.users).toHaveLength(5_000);
    expect(body.users[0]?.name).toBe('bulk0@bulk.example');
  });

  it('refuses a customer with 403 and a missing filter with 400', async () => {
    const customer = await search('owner@acme.example', 'acme');
    expect(customer.status).toBe(403);
    expect(customer.body).toEqual({ msg: 'Only staff may search' });
    expect((await search('admin@provider.example', undefined)).body).toEqual({ msg: 'filter is required' });
    expect((await search('admin@provider.example', 'x'.repeat(101))).body).toEqual({ msg: 'filter must be at most 100 characters' });
  });
});
