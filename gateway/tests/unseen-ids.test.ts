import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { graphql, signIn, startSandboxGateway, type GraphQLResponse, type SandboxGateway } from './helpers/sandbox-gateway';

// A customer who may not see something gets exactly the answer they would get had it never
// existed, so that no id can be probed (docs/api-errors.md): for every kind of id the portal
// takes, someone else's and nobody's answer alike. Staff, who may see everything, keep NOT_FOUND.

let portal: SandboxGateway;
const jwts = new Map<string, string>();

beforeAll(async () => {
  // The return addresses below is a page of this portal (PORTAL_ORIGINS): the gateway refuses any other (return-addresses.test.ts).
  portal = await startSandboxGateway({ PORTAL_ORIGINS: 'http://portal.test' });
});

afterAll(async () => {
  await portal?.close();
});

async function as(userName: string, query: string, variables: Record<string, unknown>): Promise<GraphQLResponse<unknown>> {
  let jwt = jwts.get(userName);
  if (!jwt) {
    jwt = (await signIn(portal.gateway, userName)).jwt;
    jwts.set(userName, jwt);
  }
  return graphql(portal.gateway, query, variables, jwt);
}

/** The answer with the id the caller sent written as <id> in its words: the one part that may differ. */
function answerTo(res: GraphQLResponse<unknown>, id: string): unknown {
  const words = new RegExp(`\\b${id}\\b`, 'g');
  return JSON.parse(JSON.stringify(res), (_key, value: unknown) => (typeof value === 'string' ? value.replace(words, '<id>') : value));
}

/** Asks `query` with `name` set to someone else's id and to nobody's, and expects one answer for both. */
async function expectAlike(userName: string, query: string, name: string, theirs: string, nobodys: string, fixed: Record<string, unknown> = {}) {
  const stranger = await as(userName, query, { ...fixed, [name]: theirs });
  const missing = await as(userName, query, { ...fixed, [name]: nobodys });
  // A refusal or an answer of the operation's own, never a document the schema refused.
  expect(stranger.errors?.[0]?.extensions.code).not.toBe('GRAPHQL_VALIDATION_FAILED');
  expect(answerTo(missing, nobodys), `${name} ${nobodys} as ${userName}`).toEqual(answerTo(stranger, theirs));
  return stranger;
}

const OWNER = 'owner@acme.example';
const ACME_MAIN = '103';
const SOLO_MAIN = '111';
const SOLO_TRADERS = '110';
const KOALA_MAIN = '113';
const NORTHWIND = '101';
const NO_GROUP = '99999';
const SOLO_USER = '5';
const NO_USER = '987654';

const codeOf = (res: GraphQLResponse<unknown>) => res.errors?.[0]?.extensions;

describe("someone else's id and a missing one answer alike", () => {
  it('for an account, whichever access rule checks it', async () => {
    const groupUser = await expectAlike(OWNER, 'query Q($a: ID!) { accountPlans(accountId: $a) { planId } }', 'a', SOLO_MAIN, NO_GROUP);
    expect(codeOf(groupUser)).toMatchObject({ code: 'FORBIDDEN', reason: 'NOT_GROUP_USER' });
    const owner = await expectAlike(OWNER, 'query Q($a: ID!) { apiTokens(accountId: $a) { id } }', 'a', KOALA_MAIN, NO_GROUP);
    expect(codeOf(owner)).toMatchObject({ code: 'FORBIDDEN', reason: 'NOT_OWNER' });
    await expectAlike(OWNER, 'query Q($a: ID!) { paymentDetails(accountId: $a) { lastFour } }', 'a', SOLO_MAIN, NO_GROUP);
    await expectAlike(OWNER, 'query Q($a: ID!) { bureauFiles(accountId: $a) { id } }', 'a', SOLO_MAIN, NO_GROUP);
    await expectAlike(
      OWNER,
      'query Q($a: ID!) { bankAccountValidation(accountId: $a, sortCode: "089999", accountNumber: "66374958") { status } }',
      'a',
      SOLO_MAIN,
      NO_GROUP,
    );
  });

  it('for a group, its status and its administration', async () => {
    const status = await expectAlike(OWNER, 'query Q($g: ID!) { groupStatus(groupId: $g) { id } }', 'g', SOLO_TRADERS, NO_GROUP);
    expect(codeOf(status)).toMatchObject({ code: 'FORBIDDEN', upstreamStatus: null });
    await expectAlike(OWNER, 'query Q($g: ID!) { groupAdministration(groupId: $g) { group { id } } }', 'g', SOLO_TRADERS, NO_GROUP);
    await expectAlike(OWNER, 'mutation M($g: ID!) { enableCorporate(groupId: $g) { id } }', 'g', SOLO_TRADERS, NO_GROUP);
    await expectAlike(OWNER, 'mutation M($g: ID!) { createGroup(input: { groupId: $g, type: account, name: "Probe" }) { id } }', 'g', SOLO_TRADERS, NO_GROUP);
  });

  it('for a partner and its leads', async () => {
    const leads = await expectAlike('solo@solo.example', 'query Q($p: ID!) { partnerLeads(partnerId: $p) { id } }', 'p', NORTHWIND, NO_GROUP);
    expect(codeOf(leads)).toMatchObject({ code: 'FORBIDDEN', reason: 'NOT_OWNER' });
    await expectAlike('solo@solo.example', 'query Q($p: ID!) { partnerLead(partnerId: $p, leadId: "601") { id } }', 'p', NORTHWIND, NO_GROUP);
  });

  it('for a user', async () => {
    const read = await expectAlike(OWNER, 'query Q($u: ID!) { user(id: $u) { id } }', 'u', SOLO_USER, NO_USER);
    expect(codeOf(read)).toMatchObject({ code: 'FORBIDDEN', action: 'load the user' });
    await expectAlike(
      'solo@solo.example',
      'mutation M($u: ID!) { setUserPermission(userId: $u, permissionId: "23", enabled: true) { id } }',
      'u',
      '2',
      NO_USER,
    );
    await expectAlike(OWNER, 'mutation M($u: ID!) { createGroup(input: { userId: $u, type: organisation, name: "Probe" }) { id } }', 'u', SOLO_USER, NO_USER);
    const service = 'mutation M($u: ID!, $g: ID!) { setServiceAccess(groupId: $g, userId: $u, serviceId: "1", enabled: true) { enabled } }';
    await expectAlike(OWNER, service, 'u', SOLO_USER, NO_USER, { g: ACME_MAIN });
    const payer = await expectAlike(OWNER, 'mutation M($u: ID!, $a: ID!) { addPaymentUser(accountId: $a, userId: $u) { userId } }', 'u', SOLO_USER, NO_USER, {
      a: ACME_MAIN,
    });
    expect(codeOf(payer)).toMatchObject({ code: 'FORBIDDEN', msg: 'That user does not belong to this account' });
  });

  it('for an API token', async () => {
    const token = await expectAlike(
      OWNER,
      'mutation M($t: ID!, $a: ID!) { setApiTokenLock(accountId: $a, id: $t, locked: true) { id } }',
      't',
      '303',
      '99999',
      {
        a: ACME_MAIN,
      },
    );
    expect(codeOf(token)).toMatchObject({ code: 'NOT_FOUND' });
    await expectAlike(OWNER, 'query Q($t: ID!, $a: ID!) { apiTokenRefusals(accountId: $a, id: $t) { tokenId } }', 't', '303', '99999', { a: ACME_MAIN });
  });

  it("for a subscription's bundle", async () => {
    const invoice = await expectAlike(
      'solo@solo.example',
      'query Q($b: ID!) { bundleInvoice(bundleId: $b, backUrl: "http://portal.test/portal/") }',
      'b',
      '701',
      '99999',
    );
    expect(codeOf(invoice)).toMatchObject({ code: 'FORBIDDEN', action: 'open the invoice', upstreamStatus: null });
  });

  it('for an address cleanse file', async () => {
    await expectAlike('solo@solo.example', 'query Q($f: ID!, $a: ID!) { bureauFile(accountId: $a, fileId: $f) { id } }', 'f', '401', '99999', { a: SOLO_MAIN });
    await expectAlike(
      'solo@solo.example',
      'mutation M($f: ID!, $a: ID!) { renameBureauFile(accountId: $a, fileId: $f, name: "x.csv") { id } }',
      'f',
      '401',
      '99999',
      {
        a: SOLO_MAIN,
      },
    );
  });
});

describe('staff, who may see everything', () => {
  it('get a true NOT_FOUND, or null, for what does not exist', async () => {
    const admin = 'admin@provider.example';
    expect(codeOf(await as(admin, 'query Q($a: ID!) { accountPlans(accountId: $a) { planId } }', { a: NO_GROUP }))).toMatchObject({ code: 'NOT_FOUND' });
    expect(codeOf(await as(admin, 'query Q($p: ID!) { partnerLeads(partnerId: $p) { id } }', { p: NO_GROUP }))).toMatchObject({ code: 'NOT_FOUND' });
    expect(codeOf(await as('sales@provider.example', 'query Q($a: ID!) { shopPlans(accountId: $a) { planId } }', { a: NO_GROUP }))).toMatchObject({
      code: 'NOT_FOUND',
    });
    expect(await as(admin, 'query Q($u: ID!) { user(id: $u) { id } }', { u: NO_USER })).toEqual({ data: { user: null } });
    expect(await as(admin, 'query Q($g: ID!) { groupStatus(groupId: $g) { id } }', { g: NO_GROUP })).toEqual({ data: { groupStatus: null } });
  });
});
