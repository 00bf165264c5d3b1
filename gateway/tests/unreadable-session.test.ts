import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn, startSandboxGateway, type SandboxGateway } from './helpers/sandbox-gateway';

// A caller whose Authorization the portal cannot use is told what was wrong with what they sent,
// and to sign in again (docs/api-errors.md, UNAUTHENTICATED): never that nothing was sent when
// something was, and not the service's bare "Authentication Failure". The code stays
// UNAUTHENTICATED, on which the web app signs the person out.

let portal: SandboxGateway;
let jwt: string;

beforeAll(async () => {
  portal = await startSandboxGateway();
  jwt = (await signIn(portal.gateway, 'solo@solo.example')).jwt;
});

afterAll(async () => {
  await portal?.close();
});

/** The first error of `{ me { userName } }` asked with `authorization` as the Authorization header. */
async function meWith(authorization: string | undefined) {
  const call = request(portal.gateway.app).post('/graphql').send({ query: '{ me { userName } }' });
  if (authorization !== undefined) void call.set('authorization', authorization);
  const res = await call.expect(200);
  return (res.body as { errors: { message: string; extensions: Record<string, unknown> }[] }).errors[0]!;
}

/** The token with one character of its signature changed, as a copy-and-paste slip or a forger would. */
const tampered = (token: string) => {
  const [header, payload, signature = ''] = token.split('.');
  return `${header}.${payload}.${signature.startsWith('A') ? 'B' : 'A'}${signature.slice(1)}`;
};

describe('an Authorization the portal cannot use', () => {
  it('still says none was sent when none was', async () => {
    const error = await meWith(undefined);
    expect(error.extensions.code).toBe('UNAUTHENTICATED');
    expect(error.message).toBe('Cannot load your details: No portal token was sent (Authorization: Bearer <token>)');
  });

  it.each([
    ['a member’s call (address datasets)', '{ addressDatasets(accountId: "103") { ref } }', 'load the address datasets'],
    ['an owner’s call (the usage report)', '{ usageReport(accountId: "103", from: "2026-11-01", to: "2026-11-02") { accountId } }', 'load the usage report'],
  ])('says none was sent for %s on an account, naming what was asked, without asking the group service', async (_what, query, action) => {
    const res = await request(portal.gateway.app).post('/graphql').send({ query }).expect(200);
    const [error] = (res.body as { errors: { message: string; extensions: Record<string, unknown> }[] }).errors;
    expect(error?.message).toBe(`Cannot ${action}: No portal token was sent (Authorization: Bearer <token>)`);
    // Not asked: the group service's 401 ("Authentication Failure.", action "load the group") is not it.
    expect(error?.extensions).toMatchObject({ code: 'UNAUTHENTICATED', action, upstreamStatus: null });
  });

  // Another scheme, an API key (no portal token), and `Bearer` with nothing after it: the gateway
  // reads no user from any, so every field refuses them as `me` does, in its own words, asking no one.
  it.each([
    ['Basic Zm9vOmJhcg==', 'The Authorization header could not be read: send the portal token as Authorization: Bearer <token>, or sign in again for one'],
    ['Bearer sbx_0123456789abcdef0123456789abcdef', 'The portal token sent could not be read: sign in again for a new one'],
    ['Bearer ', 'The Authorization header could not be read: send the portal token as Authorization: Bearer <token>, or sign in again for one'],
  ])('refuses %j for every field alike, naming what was asked, without asking any service', async (header, msg) => {
    const fields = [
      ['{ me { userName } }', 'load your details'],
      ['{ accountPlans(accountId: "103") { __typename } }', 'load the account plans'],
      ['{ apiTokens(accountId: "103") { id } }', 'load the tokens'],
      ['{ emailValidation(accountId: "103", emails: ["a@b.example"]) { status } }', 'validate e-mail addresses'],
      ['{ usageReport(accountId: "103", from: "2026-11-01", to: "2026-11-02") { accountId } }', 'load the usage report'],
      ['{ shopPlans(accountId: "103") { __typename } }', 'load the shop'],
      ['{ partnerLeads(partnerId: "105") { __typename } }', 'load the leads'],
      // Fields that load from a service with no access rule of their own, refused alike.
      ['{ groupStatus(groupId: "103") { id } }', 'load the group status'],
      ['{ myGroups { id } }', 'load your groups'],
      ['{ user(id: "101") { id } }', 'load the user'],
      ['{ search(filter: "acme") { filter } }', 'search'],
      ['{ leadOptions { __typename } }', 'load the lead options'],
      ['{ adminCost(costId: "1") { __typename } }', 'load the price'],
      ['{ cataloguePlans { __typename } }', 'load the plans'],
      ['mutation { deletePlanFilter(planId: "1", filterId: "1") { __typename } }', 'remove the filter'],
      ['mutation { confirmCharity(groupId: "102", input: { charityPSLNumber: "1234567" }, isValid: true) { id } }', 'confirm the charity status'],
      ['mutation { createGroup(input: { type: organisation, name: "Mine", userId: "101" }) { id } }', 'create the group'],
      ['mutation { sendValidationCode }', 'send the validation code'],
      ['mutation { reauthenticate { jwt } }', 'renew your session'],
    ] as const;
    const calls = portal.log.length;
    for (const [query, action] of fields) {
      const res = await request(portal.gateway.app).post('/graphql').set('authorization', header).send({ query }).expect(200);
      const [error] = (res.body as { errors: { message: string; extensions: Record<string, unknown> }[] }).errors;
      expect({ query, message: error?.message }).toEqual({ query, message: `Cannot ${action}: ${msg}` });
      expect(error?.extensions).toMatchObject({ code: 'UNAUTHENTICATED', action, upstreamStatus: null, msg });
    }
    expect(portal.log.slice(calls)).toEqual([]);
  });

  it.each([
    ['another scheme', 'Basic abc'],
    ['the token without Bearer', () => jwt],
  ])('says Bearer is expected for %s', async (_what, header) => {
    const error = await meWith(typeof header === 'function' ? header() : header);
    expect(error.extensions).toMatchObject({ code: 'UNAUTHENTICATED', action: 'load your details' });
    expect(error.message).not.toContain('No portal token was sent');
    expect(error.message).toContain('could not be read');
    expect(error.message).toContain('Authorization: Bearer <token>');
  });

  it('says a bearer token that is no portal token could not be read, and to sign in again', async () => {
    const error = await meWith('Bearer garbage');
    expect(error.extensions).toMatchObject({ code: 'UNAUTHENTICATED', action: 'load your details' });
    expect(error.message).not.toContain('No portal token was sent');
    expect(error.message).toMatch(/token sent could not be read: sign in again/);
  });

  it('says a token the service refused has expired or was refused, and to sign in again', async () => {
    const error = await meWith(`Bearer ${tampered(jwt)}`);
    expect(error.extensions).toMatchObject({ code: 'UNAUTHENTICATED', upstreamStatus: 401 });
    expect(error.message).toMatch(/expired or was refused: sign in again/);
  });

  it('reads the token it was given when it is whole', async () => {
    const res = await request(portal.gateway.app).post('/graphql').set('authorization', `Bearer ${jwt}`).send({ query: '{ me { userName } }' }).expect(200);
    expect(res.body).toEqual({ data: { me: { userName: 'solo@solo.example' } } });
  });
});
