import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { RunningSandbox } from '../src';
import { TokenIssuer } from '../src/auth/jwt';
import type { UserRecord } from '../src/seed';
import { basicAuth, groupIdByName, manualClock, outbox, signIn, startTestSandbox, TEST_SECRET, userServer } from './support';

const NEW_PASSWORD = 'Brand-new-2';

describe('sessions ended by a password change, a reset or a lock', () => {
  // The clock stands still unless a test moves it: a sign-in, the change and the next sign-in all
  // fall in the same millisecond, so only the issuer's own order can tell them apart.
  const clock = manualClock();
  let sandbox: RunningSandbox;
  let solo: number;
  let soloMain: number;

  beforeEach(async () => {
    sandbox = await startTestSandbox({ now: clock.now });
    solo = sandbox.store.findUserByName('solo@solo.example')!.id;
    soloMain = await groupIdByName(sandbox, 'Solo Main');
  });
  afterEach(() => sandbox.close());

  const me = (jwt: string) => userServer(sandbox).get('/user').query({ id: solo }).set('Authorization', `Bearer ${jwt}`);
  const reauth = (jwt: string) => userServer(sandbox).get('/reauth').set('Authorization', `Bearer ${jwt}`);
  const invite = (jwt: string) =>
    userServer(sandbox)
      .post('/groupusers')
      .query({ groupId: soloMain })
      .set('Authorization', `Bearer ${jwt}`)
      .send({ email: 'mallory@evil.example', accessLevel: 'member', takeOwnership: true });
  /** The exported API token: a year's session for the account, made with the password. */
  const exported = async () => (await signIn(sandbox, 'solo@solo.example', { accId: soloMain, expiryTime: 31_536_000, recycleTime: 31_536_000 })).jwt;
  const changePassword = (requestId = 'another-request') =>
    userServer(sandbox)
      .put('/userpassword')
      .set('Authorization', basicAuth('solo@solo.example'))
      .set('auth-error', '400')
      .set('x-request-id', requestId)
      .send({ newPassword: NEW_PASSWORD });

  async function expectEnded(jwt: string) {
    for (const response of [await me(jwt), await reauth(jwt), await invite(jwt)]) {
      expect(response.status).toBe(401);
      expect(response.body).toEqual({ msg: 'Authentication Failure' });
    }
  }

  it('ends every session on a password change, the one that asked for it too; a sign-in with the new password works at once', async () => {
    const token = await exported();
    const other = (await signIn(sandbox, 'solo@solo.example')).jwt;
    const changing = (await signIn(sandbox, 'solo@solo.example')).jwt;
    // As the gateway's changePassword does: it reads the user with the session, then changes the
    // password, both calls carrying the request's X-Request-Id. Nothing ties the change to a session.
    expect((await me(changing).set('x-request-id', 'request-1')).status).toBe(200);
    expect((await changePassword('request-1')).body).toEqual({ changed: true });

    await expectEnded(token);
    await expectEnded(other);
    await expectEnded(changing);
    // The same millisecond as the change, and so the same second of `iat`: still after it.
    const again = await signIn(sandbox, 'solo@solo.example', {}, NEW_PASSWORD);
    expect((await me(again.jwt)).status).toBe(200);
    const renewed = await reauth(again.jwt);
    expect(renewed.status).toBe(200);
    expect((await me(renewed.body.jwt)).status).toBe(200);
  });

  it('ends every session on a reset, those signed in after an earlier change too; a sign-in straight after works', async () => {
    await changePassword();
    const afterChange = (await signIn(sandbox, 'solo@solo.example', {}, NEW_PASSWORD)).jwt;
    const exportedAfterChange = (await signIn(sandbox, 'solo@solo.example', { accId: soloMain, expiryTime: 31_536_000, recycleTime: 31_536_000 }, NEW_PASSWORD))
      .jwt;

    await userServer(sandbox).get('/resetpassword').query({ userId: 'solo@solo.example' });
    const code = (await outbox(sandbox, 'solo@solo.example')).at(-1)!.code;
    const reset = await userServer(sandbox).put('/resetpassword').send({ userId: 'solo@solo.example', activationCode: code, password: 'Reset-pass-3' });
    expect(reset.body).toEqual({ reset: true });

    await expectEnded(afterChange);
    await expectEnded(exportedAfterChange);
    // The same millisecond as the reset, and so the same second of `iat`: still after it.
    const fresh = await signIn(sandbox, 'solo@solo.example', {}, 'Reset-pass-3');
    expect((await me(fresh.jwt)).status).toBe(200);
    expect((await reauth(fresh.jwt)).status).toBe(200);
  });

  it('ends the sessions of a locked user for good: unlocked, they sign in again', async () => {
    const session = (await signIn(sandbox, 'solo@solo.example')).jwt;
    const admin = (await signIn(sandbox, 'admin@provider.example')).jwt;
    const lock = (locked: boolean) => userServer(sandbox).put('/userlock').query({ id: solo, lock: locked }).set('Authorization', `Bearer ${admin}`);
    expect((await lock(true)).status).toBe(200);
    expect((await lock(false)).status).toBe(200);
    await expectEnded(session);
    expect((await me((await signIn(sandbox, 'solo@solo.example')).jwt)).status).toBe(200);
  });

  it('leaves other users’ sessions alone', async () => {
    const owner = (await signIn(sandbox, 'owner@acme.example')).jwt;
    await changePassword();
    expect((await userServer(sandbox).get('/groups').set('Authorization', `Bearer ${owner}`)).status).toBe(200);
  });
});

describe('TokenIssuer: a session against its user’s password change', () => {
  const clock = manualClock();
  const user = { id: 7, name: 'someone@example.test', roles: ['account'], territory: 'uk', validated: true } as UserRecord;

  it('refuses a token issued in the same second, even the same millisecond, before the change, and takes one issued after', async () => {
    const tokens = new TokenIssuer(TEST_SECRET, 60, clock.now);
    const before = await tokens.issue(user);
    tokens.endSessions(user.id);
    const after = await tokens.issue(user);
    expect(before.iat).toBe(after.iat);
    expect(await tokens.verify(before.jwt)).toBeNull();
    expect(await tokens.verify(after.jwt)).toMatchObject({ sub: '7' });
  });

  it('ends a sign-in whose password was checked before the change, though issued after it', async () => {
    const tokens = new TokenIssuer(TEST_SECRET, 60, clock.now);
    const checkedAt = tokens.instant();
    tokens.endSessions(user.id);
    const issued = await tokens.issue(user, { checkedAt });
    expect(await tokens.verify(issued.jwt)).toBeNull();
  });
});
