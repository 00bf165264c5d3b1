import { jwtVerify } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoSignIns } from '../src';
import type { RunningSandbox } from '../src';
import { basicAuth, captchaToken, claimsOf, groupIdByName, manualClock, signIn, startTestSandbox, TEST_SECRET, userServer } from './support';

describe('GET /auth', () => {
  const clock = manualClock();
  let sandbox: RunningSandbox;
  let acmeMain: number;
  let acmeWeb: number;
  let koalaMain: number;

  beforeAll(async () => {
    sandbox = await startTestSandbox({ now: clock.now });
    acmeMain = await groupIdByName(sandbox, 'Acme Main');
    acmeWeb = await groupIdByName(sandbox, 'Acme Web');
    koalaMain = await groupIdByName(sandbox, 'Koala Main');
  });
  afterAll(() => sandbox.close());

  it('answers the session user with a JWT that verifies and carries the documented claims', async () => {
    const session = await signIn(sandbox, 'owner@acme.example');
    expect(session).toMatchObject({ userName: 'owner@acme.example', roles: ['account'], territory: 'uk', validated: true, accountId: acmeMain });
    expect(typeof session.id).toBe('number');

    const { payload, protectedHeader } = await jwtVerify(session.jwt, new TextEncoder().encode(TEST_SECRET), { currentDate: new Date(clock.now()) });
    expect(protectedHeader.alg).toBe('HS256');
    expect(payload).toMatchObject({
      sub: String(session.id),
      userName: 'owner@acme.example',
      roles: ['account'],
      territory: 'uk',
      validated: true,
      accId: acmeMain,
    });
    expect(payload.iat).toBe(Math.floor(clock.now() / 1000));
    expect(payload.exp).toBe((payload.iat ?? 0) + 3600);
    expect(session.recycleDate).toBe((payload.iat ?? 0) + 1800);
    expect(session.recycleDate).toBeLessThan(payload.exp ?? 0);
  });

  it('lets every demo user sign in with the demo password and the roles of the accounts table', async () => {
    for (const demo of demoSignIns) {
      const session = await signIn(sandbox, demo.userName);
      expect(session.roles, demo.userName).toEqual([demo.roles]);
      expect(session.validated, demo.userName).toBe(demo.userName !== 'new@new.example');
    }
  });

  it('treats the user name case-insensitively', async () => {
    expect((await signIn(sandbox, 'Owner@ACME.example')).userName).toBe('owner@acme.example');
  });

  it('refuses a wrong password, an unknown user and missing credentials with 401', async () => {
    for (const authorization of [basicAuth('owner@acme.example', 'wrong-password1'), basicAuth('nobody@acme.example'), undefined, 'Basic !!!']) {
      const call = userServer(sandbox).get('/auth');
      const response = await (authorization ? call.set('Authorization', authorization) : call);
      expect(response.status).toBe(401);
      expect(response.body).toEqual({ msg: 'Invalid user name or password' });
    }
  });

  it('answers 400 instead when asked with auth-error: 400', async () => {
    const response = await userServer(sandbox).get('/auth').set('Authorization', basicAuth('owner@acme.example', 'wrong-password1')).set('auth-error', '400');
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ msg: 'Invalid user name or password' });
  });

  it('refuses a locked user, but only once the password is right', async () => {
    const solo = await signIn(sandbox, 'solo@solo.example');
    sandbox.store.setUserLocked(solo.id, true);
    try {
      const locked = await userServer(sandbox).get('/auth').set('Authorization', basicAuth('solo@solo.example'));
      expect(locked.status).toBe(401);
      expect(locked.body).toEqual({ msg: 'User is locked' });
      const asked400 = await userServer(sandbox).get('/auth').set('Authorization', basicAuth('solo@solo.example')).set('auth-error', '400');
      expect(asked400.status).toBe(400);
      expect(asked400.body).toEqual({ msg: 'User is locked' });
      const wrong = await userServer(sandbox).get('/auth').set('Authorization', basicAuth('solo@solo.example', 'wrong-password1'));
      expect(wrong.body).toEqual({ msg: 'Invalid user name or password' });
    } finally {
      sandbox.store.setUserLocked(solo.id, false);
    }
  });

  it('acts for the first account the user owns or is a member of, and for none for staff', async () => {
    expect((await signIn(sandbox, 'owner@acme.example')).accountId).toBe(acmeMain);
    expect((await signIn(sandbox, 'member@acme.example')).accountId).toBe(acmeMain);
    expect((await signIn(sandbox, 'partner@northwind.example')).accountId).toBe(acmeMain);
    expect((await signIn(sandbox, 'koala@koala.example')).accountId).toBe(koalaMain);
    for (const staff of ['admin@provider.example', 'super@provider.example', 'sales@provider.example']) {
      const session = await signIn(sandbox, staff);
      expect(session).not.toHaveProperty('accountId');
      expect(claimsOf(session.jwt)).not.toHaveProperty('accId');
    }
  });

  it('acts for accId when the user may, and falls back to the default otherwise', async () => {
    expect((await signIn(sandbox, 'owner@acme.example', { accId: acmeWeb })).accountId).toBe(acmeWeb);
    expect((await signIn(sandbox, 'member@acme.example', { accId: acmeWeb })).accountId).toBe(acmeMain);
    const bad = await userServer(sandbox).get('/auth').query({ accId: 'abc' }).set('Authorization', basicAuth('owner@acme.example'));
    expect(bad.status).toBe(400);
    expect(bad.body).toEqual({ msg: 'accId must be a positive whole number' });
  });

  it('exports a year-long API token with recycleTime and expiryTime', async () => {
    const year = 31_536_000;
    const session = await signIn(sandbox, 'owner@acme.example', { recycleTime: year, expiryTime: year, accId: acmeMain });
    const claims = (await jwtVerify(session.jwt, new TextEncoder().encode(TEST_SECRET), { currentDate: new Date(clock.now()) })).payload;
    expect((claims.exp ?? 0) - (claims.iat ?? 0)).toBe(year);
    expect(session.recycleDate).toBe((claims.iat ?? 0) + year);
    const tooLong = await userServer(sandbox)
      .get('/auth')
      .query({ expiryTime: year + 1 })
      .set('Authorization', basicAuth('owner@acme.example'));
    expect(tooLong.status).toBe(400);
  });

  it('checks a captcha token for the action login when one is given', async () => {
    const login = await captchaToken(sandbox, 'login');
    const ok = await userServer(sandbox).get('/auth').query({ token: login }).set('Authorization', basicAuth('owner@acme.example'));
    expect(ok.status).toBe(200);

    const signup = await captchaToken(sandbox, 'signup');
    for (const token of [signup, 'not-a-token', `${login}x`]) {
      const response = await userServer(sandbox).get('/auth').query({ token }).set('Authorization', basicAuth('owner@acme.example'));
      expect(response.status).toBe(400);
      expect(response.body).toEqual({ msg: 'Captcha verification failed' });
    }

    clock.advanceSeconds(121);
    const late = await userServer(sandbox).get('/auth').query({ token: login }).set('Authorization', basicAuth('owner@acme.example'));
    expect(late.body).toEqual({ msg: 'Captcha verification failed' });
  });
});
