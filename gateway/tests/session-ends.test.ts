import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, graphql, signIn, startSandboxGateway, type GraphQLResponse, type SandboxGateway } from './helpers/sandbox-gateway';

// A password changed because it leaked ends whatever signed in with the old one: browser sessions
// and exported API tokens alike, the session that changed it too (docs/flows.md). Whoever changed
// it signs in again with the new one, as the portal does for them; a reset ends every session too.

const SOLO = 'solo@solo.example';
const CHANGED = 'Changed-pass-1';
const RESET = 'Reset-pass-2';

const EXPORT = 'mutation E($u: String!, $p: String!, $a: ID!) { exportApiToken(userName: $u, password: $p, accountId: $a) }';
const CHANGE = 'mutation C($current: String!, $next: String!) { changePassword(currentPassword: $current, newPassword: $next) }';
const ME = 'query { me { name } }';
const GROUPS = 'query { myGroups { id } }';
const RENEW = 'mutation { reauthenticate { jwt } }';
const INVITE = /* GraphQL */ `
  mutation I($groupId: ID!) {
    inviteGroupUser(groupId: $groupId, input: { email: "mallory@evil.example", takeOwnership: true }) {
      email
    }
  }
`;

let portal: SandboxGateway;
let soloMain: string;

beforeAll(async () => {
  portal = await startSandboxGateway();
  const group = [...portal.sandbox.store.groups.values()].find((candidate) => candidate.name === 'Solo Main');
  soloMain = String(group?.id);
});
afterAll(() => portal.close());

/** As the web app at http://localhost:4000/portal/ sends it: an invitation's link must be a page of the portal's origin. */
const call = <T>(query: string, variables: Record<string, unknown>, jwt: string) =>
  graphql<T>(portal.gateway, query, variables, jwt, { host: 'localhost:4000' });

async function exportedToken(password: string): Promise<string> {
  const res = await graphql<{ exportApiToken: string }>(portal.gateway, EXPORT, { u: SOLO, p: password, a: soloMain });
  expect(res.errors).toBeUndefined();
  return res.data!.exportApiToken;
}

function expectSignedOut(res: GraphQLResponse<unknown>) {
  expect(res.errors?.[0]?.extensions).toMatchObject({ code: 'UNAUTHENTICATED', msg: 'Authentication Failure', upstreamStatus: 401 });
  expect(res.errors?.[0]?.message).toMatch(/The portal token has expired or was refused: sign in again for a new one$/);
}

/**
 * Refused for reading the user (where the gateway kept no answer of the service for that token:
 * `readsUser` false for the session that asked changePassword, which read the user first) and
 * their groups, for inviting someone to take the account over, and for renewing the session.
 */
async function expectEnded(jwt: string, { readsUser = true } = {}) {
  if (readsUser) expectSignedOut(await call(ME, {}, jwt));
  expectSignedOut(await call(GROUPS, {}, jwt));
  expectSignedOut(await call(INVITE, { groupId: soloMain }, jwt));
  expectSignedOut(await call(RENEW, {}, jwt));
}

/** Renewed (the service takes the token), and the renewed session reads the user: the new token's `me` is the service's answer. */
async function expectWorking(jwt: string): Promise<string> {
  const renewed = await call<{ reauthenticate: { jwt: string } }>(RENEW, {}, jwt);
  expect(renewed.errors).toBeUndefined();
  const me = await call<{ me: { name: string } }>(ME, {}, renewed.data!.reauthenticate.jwt);
  expect(me.data?.me.name).toBe(SOLO);
  return renewed.data!.reauthenticate.jwt;
}

async function outboxCode(): Promise<string> {
  const res = await fetch(`${portal.sandbox.urls.userServer}/sandbox/outbox?email=${encodeURIComponent(SOLO)}`);
  const messages = (await res.json()) as { kind: string; code: string }[];
  return messages.filter((message) => message.kind === 'resetpassword').at(-1)!.code;
}

describe('changing or resetting the password', () => {
  /** Signed in with the new password straight after the change, as the portal signs its user in again. */
  let signedInAgain: string;

  it('ends the exported token and every session on changePassword, the one that changed it too; the new password signs in at once', async () => {
    const exported = await exportedToken(DEMO_PASSWORD);
    const other = (await signIn(portal.gateway, SOLO)).jwt;
    const changing = (await signIn(portal.gateway, SOLO)).jwt;

    const changed = await call<{ changePassword: boolean }>(CHANGE, { current: DEMO_PASSWORD, next: CHANGED }, changing);
    expect(changed.errors).toBeUndefined();
    expect(changed.data?.changePassword).toBe(true);

    await expectEnded(exported);
    await expectEnded(other);
    // changePassword read the user with this token, an answer the gateway keeps for that token for
    // REQUEST_CACHE_TIME as it keeps every read; whatever reaches the service is refused.
    await expectEnded(changing, { readsUser: false });
    expect(portal.sandbox.store.outbox.some((message) => message.email === 'mallory@evil.example')).toBe(false);

    signedInAgain = (await signIn(portal.gateway, SOLO, CHANGED)).jwt;
    await expectWorking(signedInAgain);
  });

  it('ends every earlier session on resetPassword; a sign-in with the new password works at once', async () => {
    const exportedAfterChange = await exportedToken(CHANGED);
    expect((await graphql(portal.gateway, `mutation { requestPasswordReset(userName: "${SOLO}") }`)).errors).toBeUndefined();
    const reset = await graphql(
      portal.gateway,
      'mutation R($u: String!, $c: String!, $p: String!) { resetPassword(userName: $u, activationCode: $c, password: $p) }',
      {
        u: SOLO,
        c: await outboxCode(),
        p: RESET,
      },
    );
    expect(reset.errors).toBeUndefined();

    await expectEnded(exportedAfterChange);
    // Renewed in the test above but never used to read: everything it is asked reaches the service.
    await expectEnded(signedInAgain);

    await expectWorking((await signIn(portal.gateway, SOLO, RESET)).jwt);
    await expectWorking(await exportedToken(RESET));
  });
});
