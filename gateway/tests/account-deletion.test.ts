import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { graphql, signIn, startSandboxGateway, type SandboxGateway } from './helpers/sandbox-gateway';

// Deleting an account through /graphql, against the sandbox: its API tokens go with it. A locked
// token does not stop the deletion, and its key must then be unknown to the look-up services (401),
// not merely locked (403); nor may the token, key and all, pass to whoever creates the next account.

const ACME_LTD = '102';
const ACME_MAIN = '103';
const KOALA_PTY = '112';
const PASSWORD = 'Passw0rd!';

const CREATE_GROUP = 'mutation C($input: NewGroupInput!) { createGroup(input: $input) { id } }';
const DELETE_GROUP = 'mutation D($groupId: ID!) { deleteGroup(groupId: $groupId) }';
const CREATE_TOKEN = 'mutation T($i: NewApiTokenInput!) { createApiToken(input: $i) { id tag key locked createdBy } }';
const LOCK = 'mutation L($a: ID!, $id: ID!, $l: Boolean!) { setApiTokenLock(accountId: $a, id: $id, locked: $l) { id locked } }';
const TOKENS = 'query Q($a: ID!) { apiTokens(accountId: $a) { id tag key createdBy } }';

interface Token {
  id: string;
  tag: string;
  key: string;
  locked: boolean;
  createdBy: string;
}

let portal: SandboxGateway;
const jwts: Record<string, string> = {};

beforeAll(async () => {
  portal = await startSandboxGateway();
  for (const user of ['owner@acme.example', 'koala@koala.example']) jwts[user] = (await signIn(portal.gateway, user)).jwt;
});
afterAll(async () => {
  await portal?.close();
});

const as = (user: string) => jwts[user] ?? '';
const codeOf = (response: { errors?: { extensions: Record<string, unknown> }[] }) => response.errors?.[0]?.extensions.code;

async function createAccount(user: string, groupId: string, name: string): Promise<string> {
  const res = await graphql<{ createGroup: { id: string } }>(portal.gateway, CREATE_GROUP, { input: { groupId, type: 'account', name } }, as(user));
  expect(res.errors).toBeUndefined();
  return res.data?.createGroup.id ?? '';
}

/** A call of a look-up service with the key, as an integrator's program makes it, straight to the service. */
const lookUpWith = (key: string) => request(portal.sandbox.urls.addressLookup).get('/countries/json').set('Authorization', `Bearer ${key}`);

describe('deleting an account with a locked API token', () => {
  it('removes the token: its key is unknown to the look-up services, and the next account, elsewhere, holds no token', async () => {
    const zed = await createAccount('owner@acme.example', ACME_LTD, 'Zed');
    const made = await graphql<{ createApiToken: Token }>(
      portal.gateway,
      CREATE_TOKEN,
      { i: { accountId: zed, tag: 'old-site', password: PASSWORD } },
      as('owner@acme.example'),
    );
    expect(made.errors).toBeUndefined();
    const token = made.data?.createApiToken as Token;
    expect(token.key).toMatch(/^sbx_/);
    const locked = await graphql<{ setApiTokenLock: { locked: boolean } }>(portal.gateway, LOCK, { a: zed, id: token.id, l: true }, as('owner@acme.example'));
    expect(locked.data?.setApiTokenLock.locked).toBe(true);
    expect((await lookUpWith(token.key)).body).toEqual({ msg: 'The token is locked' });

    const deleted = await graphql<{ deleteGroup: boolean }>(portal.gateway, DELETE_GROUP, { groupId: zed }, as('owner@acme.example'));
    expect(deleted.errors).toBeUndefined();
    expect(deleted.data?.deleteGroup).toBe(true);

    const refused = await lookUpWith(token.key);
    expect(refused.status).toBe(401);
    expect(refused.body).toEqual({ msg: 'Unknown API key' });
    // The deleted account is none the owner may see any more (the gateway does not say which).
    const gone = await graphql(portal.gateway, TOKENS, { a: zed }, as('owner@acme.example'));
    expect(['FORBIDDEN', 'NOT_FOUND']).toContain(codeOf(gone));

    const extra = await createAccount('koala@koala.example', KOALA_PTY, 'Koala Extra');
    expect(extra).not.toBe(zed);
    expect(Number(extra)).toBeGreaterThan(Number(zed));
    const listed = await graphql<{ apiTokens: Token[] }>(portal.gateway, TOKENS, { a: extra }, as('koala@koala.example'));
    expect(listed.errors).toBeUndefined();
    expect(listed.data?.apiTokens).toEqual([]);
    // Nor can the old token be reached by its id from the new account.
    const unlock = await graphql(portal.gateway, LOCK, { a: extra, id: token.id, l: false }, as('koala@koala.example'));
    expect(unlock.data ?? null).toBeNull();
    expect(codeOf(unlock)).toBe('NOT_FOUND');
    expect((await lookUpWith(token.key)).status).toBe(401);
  });
});

describe('a tag that looks like one the account has', () => {
  it.each(['website\u200b', 'web\u00adsite', 'ＷＥＢＳＩＴＥ'])('refuses %j beside website with CONFLICT, and makes no token', async (tag) => {
    const res = await graphql(portal.gateway, CREATE_TOKEN, { i: { accountId: ACME_MAIN, tag, password: PASSWORD } }, as('owner@acme.example'));
    expect(codeOf(res)).toBe('CONFLICT');
    const listed = await graphql<{ apiTokens: Token[] }>(portal.gateway, TOKENS, { a: ACME_MAIN }, as('owner@acme.example'));
    expect(listed.data?.apiTokens.map((token) => token.tag)).toEqual(['website', 'crm']);
  });
});
