import { SignJWT } from 'jose';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { RunningSandbox } from '../src';
import { manualClock, signIn, startTestSandbox, userServer } from './support';
import type { SessionUser } from './support';

const TTL = 60;

/** Every user-server call that needs a bearer token, with arguments it would otherwise accept. */
const bearerCalls: { method: 'get' | 'put' | 'post'; path: string; body?: object }[] = [
  { method: 'get', path: '/reauth' },
  { method: 'get', path: '/validate' },
  { method: 'put', path: '/validate', body: { code: '123456' } },
  { method: 'get', path: '/user?id=1' },
  { method: 'get', path: '/groups' },
  { method: 'get', path: '/group?id=101&recurse=true' },
  { method: 'post', path: '/groups', body: { groupId: 101, type: 'organisation', name: 'Refused' } },
];

describe('bearer authentication on every endpoint that needs it', () => {
  const clock = manualClock();
  let sandbox: RunningSandbox;
  let owner: SessionUser;

  beforeEach(async () => {
    sandbox = await startTestSandbox({ now: clock.now, tokenTtlSeconds: TTL });
    owner = await signIn(sandbox, 'partner@northwind.example');
  });
  afterEach(() => sandbox.close());

  async function expectRefused(authorization: string | undefined) {
    for (const call of bearerCalls) {
      let pending = userServer(sandbox)[call.method](call.path);
      if (authorization !== undefined) pending = pending.set('Authorization', authorization);
      const response = await (call.body ? pending.send(call.body) : pending);
      expect(response.status, `${call.method} ${call.path}`).toBe(401);
      expect(response.body).toEqual({ msg: 'Authentication Failure' });
    }
  }

  it('accepts the token it issued', async () => {
    const groups = await userServer(sandbox).get('/groups').set('Authorization', `Bearer ${owner.jwt}`);
    expect(groups.status).toBe(200);
  });

  it('refuses a missing token, and other kinds of Authorization', async () => {
    await expectRefused(undefined);
    await expectRefused('Bearer ');
    await expectRefused('Basic b3duZXJAYWNtZS5leGFtcGxlOlBhc3N3MHJkIQ==');
  });

  it('refuses an expired token and accepts it until then', async () => {
    clock.advanceSeconds(TTL - 1);
    expect((await userServer(sandbox).get('/groups').set('Authorization', `Bearer ${owner.jwt}`)).status).toBe(200);
    clock.advanceSeconds(1);
    await expectRefused(`Bearer ${owner.jwt}`);
  });

  it('refuses a token signed with another secret, a tampered one and an unsigned one', async () => {
    const now = Math.floor(clock.now() / 1000);
    const claims = { userName: 'partner@northwind.example', roles: ['super'], territory: 'uk', validated: true };
    const forged = await new SignJWT(claims)
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(String(owner.id))
      .setIssuedAt(now)
      .setExpirationTime(now + TTL)
      .sign(new TextEncoder().encode('some-other-secret-0123456789abcdef'));
    await expectRefused(`Bearer ${forged}`);

    const [header, , signature] = owner.jwt.split('.');
    const tampered = Buffer.from(JSON.stringify({ ...claims, sub: String(owner.id), iat: now, exp: now + TTL })).toString('base64url');
    await expectRefused(`Bearer ${header}.${tampered}.${signature}`);

    const none = Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url');
    await expectRefused(`Bearer ${none}.${tampered}.`);
    await expectRefused('Bearer not.a.jwt');
  });

  it('refuses the token of a user who has been locked or removed', async () => {
    sandbox.store.setUserLocked(owner.id, true);
    await expectRefused(`Bearer ${owner.jwt}`);
    sandbox.store.setUserLocked(owner.id, false);
    sandbox.store.removeUser(owner.id);
    await expectRefused(`Bearer ${owner.jwt}`);
  });

  it('checks the token before the body, so a bad token with a bad body is still 401', async () => {
    const response = await userServer(sandbox).put('/validate').set('Authorization', 'Bearer forged').set('Content-Type', 'application/json').send('{not json');
    expect(response.status).toBe(401);
  });
});
