import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createClient } from 'graphql-sse';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { graphql, signIn, startSandboxGateway, type SandboxGateway } from './helpers/sandbox-gateway';
import { NEW_MAIN } from './helpers/newcomer';

// A session whose user has not validated may only validate (SessionUser.validated,
// docs/routes-and-access.md): new@new.example, signed in through /graphql against the sandbox,
// before and after entering its code.

const MY_GROUPS = '{ myGroups { id name } }';
const PLANS = 'query P($a: ID!) { accountPlans(accountId: $a) { service trial } }';
const CREATE_GROUP = 'mutation C($i: NewGroupInput!) { createGroup(input: $i) { id } }';
const EMAIL = 'query E($a: ID!, $e: [String!]!) { emailValidation(accountId: $a, emails: $e) { status failure { code } } }';
const ADDRESS = /* GraphQL */ `
  query A($a: ID!) {
    address(
      accountId: $a
      dataset: "uk-paf"
      id: "uk-00001"
      configuration: { outputFields: 7, labelFormat: FixedTown, townFormat: Uppercase, reserveOrgLine: AsRequired, includeCounty: AsRequired }
    ) {
      address {
        id
      }
    }
  }
`;
const SHOP = 'query S($a: ID!) { shopPlans(accountId: $a) { plan } }';
const ME = '{ me { userName } }';
const VALIDATE = 'mutation V($code: String!) { validateUser(code: $code) { jwt validated accountId } }';
const REAUTHENTICATE = 'mutation R($a: ID) { reauthenticate(accountId: $a) { jwt validated } }';

const notValidated = 'Your account is not validated yet. Enter the code e-mailed to you with validateUser, and use the session it returns.';

/** The refusal every other field gets: FORBIDDEN, the field as the action, reason NOT_VALIDATED, nothing asked of a service. */
const refusalOf = (field: string) => ({
  message: `Cannot use ${field}: ${notValidated}`,
  path: [field],
  extensions: { code: 'FORBIDDEN', action: `use ${field}`, msg: notValidated, upstreamStatus: null, reason: 'NOT_VALIDATED' },
});

let portal: SandboxGateway;
let server: Server;
let base: string;

beforeAll(async () => {
  portal = await startSandboxGateway();
  server = createServer(portal.gateway.app);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => server?.close(resolve));
  await portal?.close();
});

const upstreamCalls = () => portal.log.filter((line) => line.startsWith('upstream ')).length;

/** Begins an address cleanse upload for New Main, as the upload screen does. */
const beginUpload = (jwt: string) =>
  request(portal.gateway.app).post('/address-cleanse/upload/begin').query({ accountId: NEW_MAIN, filePrefix: 'a.csv' }).set('authorization', `Bearer ${jwt}`);

/** The first answer of a bureauFileProgress subscription over /graphql/stream. */
async function firstProgress(jwt: string): Promise<{ errors?: readonly { message: string; extensions?: Record<string, unknown> }[] }> {
  const client = createClient({ url: `${base}/graphql/stream`, headers: () => ({ authorization: `Bearer ${jwt}` }), retryAttempts: 0 });
  try {
    return await new Promise((resolve, reject) => {
      client.subscribe(
        { query: 'subscription P($a: ID!, $f: ID!) { bureauFileProgress(accountId: $a, fileId: $f) { status } }', variables: { a: NEW_MAIN, f: '1' } },
        { next: resolve, error: reject, complete: () => reject(new Error('the stream ended without an answer')) },
      );
    });
  } finally {
    client.dispose();
  }
}

describe('a signed-in user who has not validated', () => {
  it('is refused every query and mutation but validating, before any service is asked', async () => {
    const session = await signIn(portal.gateway, 'new@new.example');
    const before = upstreamCalls();

    expect((await graphql(portal.gateway, MY_GROUPS, {}, session.jwt)).errors).toMatchObject([refusalOf('myGroups')]);
    expect((await graphql(portal.gateway, PLANS, { a: NEW_MAIN }, session.jwt)).errors).toMatchObject([refusalOf('accountPlans')]);
    expect(
      (await graphql(portal.gateway, CREATE_GROUP, { i: { userId: session.id, type: 'organisation', name: 'Sneaky Ltd' } }, session.jwt)).errors,
    ).toMatchObject([refusalOf('createGroup')]);
    expect((await graphql(portal.gateway, ADDRESS, { a: NEW_MAIN }, session.jwt)).errors).toMatchObject([refusalOf('address')]);
    expect((await graphql(portal.gateway, EMAIL, { a: NEW_MAIN, e: ['jane@gmail.com'] }, session.jwt)).errors).toMatchObject([refusalOf('emailValidation')]);
    expect((await graphql(portal.gateway, SHOP, { a: NEW_MAIN }, session.jwt)).errors).toMatchObject([refusalOf('shopPlans')]);

    expect(upstreamCalls()).toBe(before);
  });

  it('is refused the address cleanse transfers and the progress stream, which are not /graphql', async () => {
    const session = await signIn(portal.gateway, 'new@new.example');
    const before = upstreamCalls();

    const begun = await beginUpload(session.jwt);
    expect(begun.status).toBe(403);
    expect(begun.body).toEqual({ code: 'FORBIDDEN', msg: notValidated, reason: 'NOT_VALIDATED' });
    const chunk = await request(portal.gateway.app)
      .post('/address-cleanse/upload/chunk')
      .query({ accountId: NEW_MAIN, fileId: 'sbx-x', idx: 0 })
      .set('authorization', `Bearer ${session.jwt}`)
      .set('content-type', 'application/octet-stream')
      .send(Buffer.from('a'));
    expect(chunk.status).toBe(403);
    expect(chunk.body).toMatchObject({ code: 'FORBIDDEN', reason: 'NOT_VALIDATED' });
    // A download link is made by reading the file through /graphql, which refuses them (above); their session in its place opens nothing.
    const download = await request(portal.gateway.app)
      .get('/address-cleanse/download')
      .query({ accountId: NEW_MAIN, fileId: '1', jwt: session.jwt, downloadName: 'x.csv' });
    expect(download.status).toBe(401);
    expect(download.body).toMatchObject({ code: 'UNAUTHENTICATED' });

    const progress = await firstProgress(session.jwt);
    expect(progress.errors?.[0]).toMatchObject({
      message: `Cannot use bureauFileProgress: ${notValidated}`,
      extensions: { code: 'FORBIDDEN', reason: 'NOT_VALIDATED' },
    });

    expect(upstreamCalls()).toBe(before);
  });

  it('may read itself, renew its session, sign in, ask for a new code and validate, and then do the rest', async () => {
    const session = await signIn(portal.gateway, 'new@new.example');

    expect((await graphql(portal.gateway, ME, {}, session.jwt)).data).toEqual({ me: { userName: 'new@new.example' } });
    expect((await graphql(portal.gateway, '{ __typename }', {}, session.jwt)).data).toEqual({ __typename: 'Query' });
    const renewed = await graphql<{ reauthenticate: { jwt: string; validated: boolean } }>(
      portal.gateway,
      REAUTHENTICATE,
      { a: session.accountId },
      session.jwt,
    );
    expect(renewed.errors).toBeUndefined();
    expect(renewed.data?.reauthenticate.validated).toBe(false);
    // Signing in is open to anyone, so it is to a caller who still sends its unvalidated token.
    const again = await graphql(
      portal.gateway,
      'mutation S($u: String!, $p: String!) { signIn(userName: $u, password: $p) { validated } }',
      { u: 'new@new.example', p: 'Passw0rd!' },
      session.jwt,
    );
    expect(again).toEqual({ data: { signIn: { validated: false } } });

    const sent = portal.sandbox.store.outboxFor('new@new.example').length;
    expect((await graphql(portal.gateway, 'mutation { sendValidationCode }', {}, session.jwt)).data).toEqual({ sendValidationCode: true });
    const mail = portal.sandbox.store.outboxFor('new@new.example');
    expect(mail.length).toBe(sent + 1);
    const code = mail.at(-1)?.code;

    const wrong = await graphql(portal.gateway, VALIDATE, { code: code === '000000' ? '000001' : '000000' }, session.jwt);
    expect(wrong.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_REQUEST', action: 'validate your account' });
    const validated = await graphql<{ validateUser: { jwt: string; validated: boolean; accountId: string } }>(portal.gateway, VALIDATE, { code }, session.jwt);
    expect(validated.errors).toBeUndefined();
    expect(validated.data?.validateUser).toMatchObject({ validated: true, accountId: NEW_MAIN });
    const jwt = validated.data!.validateUser.jwt;

    // The new session may do the rest: its groups, its plans (the free trials validating started), a new group, an upload.
    const groups = await graphql<{ myGroups: { name: string }[] }>(portal.gateway, MY_GROUPS, {}, jwt);
    expect(groups.errors).toBeUndefined();
    expect(groups.data?.myGroups.map((group) => group.name)).toContain('New Co');
    const plans = await graphql<{ accountPlans: { service: string; trial: boolean }[] }>(portal.gateway, PLANS, { a: NEW_MAIN }, jwt);
    expect(plans.errors).toBeUndefined();
    expect(plans.data?.accountPlans.every((plan) => plan.trial)).toBe(true);
    const created = await graphql<{ createGroup: { id: string } }>(
      portal.gateway,
      CREATE_GROUP,
      { i: { userId: session.id, type: 'organisation', name: 'New Too Ltd' } },
      jwt,
    );
    expect(created.errors).toBeUndefined();
    const begun = await beginUpload(jwt);
    expect(begun.status).toBe(200);

    // The token from before validating still says so, and stays refused; a renewed one does not.
    expect((await graphql(portal.gateway, MY_GROUPS, {}, session.jwt)).errors).toMatchObject([refusalOf('myGroups')]);
    const fresh = await graphql<{ reauthenticate: { jwt: string; validated: boolean } }>(portal.gateway, REAUTHENTICATE, { a: NEW_MAIN }, session.jwt);
    expect(fresh.data?.reauthenticate.validated).toBe(true);
    expect((await graphql(portal.gateway, MY_GROUPS, {}, fresh.data!.reauthenticate.jwt)).errors).toBeUndefined();
  });
});
