import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningSandbox } from '../src';
import { claimsOf, groupIdByName, manualClock, signIn, startTestSandbox, userServer } from './support';

describe('GET /reauth', () => {
  const clock = manualClock();
  let sandbox: RunningSandbox;
  let acmeLtd: number;
  let acmeMain: number;
  let acmeWeb: number;
  let koalaMain: number;

  beforeAll(async () => {
    sandbox = await startTestSandbox({ now: clock.now });
    acmeLtd = await groupIdByName(sandbox, 'Acme Ltd');
    acmeMain = await groupIdByName(sandbox, 'Acme Main');
    acmeWeb = await groupIdByName(sandbox, 'Acme Web');
    koalaMain = await groupIdByName(sandbox, 'Koala Main');
  });
  afterAll(() => sandbox.close());

  const reauth = (jwt: string, query: Record<string, string | number> = {}) =>
    userServer(sandbox).get('/reauth').query(query).set('Authorization', `Bearer ${jwt}`);

  it('answers a new token with a later recycle date and no account without accId', async () => {
    const session = await signIn(sandbox, 'owner@acme.example');
    clock.advanceSeconds(600);
    const response = await reauth(session.jwt);
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ id: session.id, userName: 'owner@acme.example', roles: ['account'], territory: 'uk', validated: true });
    expect(response.body).not.toHaveProperty('accountId');
    expect(response.body.jwt).not.toBe(session.jwt);
    expect(response.body.recycleDate).toBe(session.recycleDate + 600);
    expect(claimsOf(response.body.jwt)).not.toHaveProperty('accId');
  });

  it('acts for an account the user owns, directly or through its organisation', async () => {
    const session = await signIn(sandbox, 'owner@acme.example');
    const response = await reauth(session.jwt, { accId: acmeWeb });
    expect(response.status).toBe(200);
    expect(response.body.accountId).toBe(acmeWeb);
    expect(claimsOf(response.body.jwt).accId).toBe(acmeWeb);
  });

  it('refuses an account the user does not own with 403', async () => {
    const member = await signIn(sandbox, 'member@acme.example');
    for (const accId of [acmeWeb, acmeMain]) {
      const response = await reauth(member.jwt, { accId });
      expect(response.status).toBe(403);
      expect(response.body).toEqual({ msg: 'Account not available to this user' });
    }
  });

  it('refuses a group that is not an account, and an unknown id, with 403', async () => {
    const owner = await signIn(sandbox, 'owner@acme.example');
    for (const accId of [acmeLtd, 999_999]) {
      const response = await reauth(owner.jwt, { accId });
      expect(response.status).toBe(403);
    }
  });

  it('lets staff act for any account', async () => {
    const staff = await signIn(sandbox, 'sales@provider.example');
    const response = await reauth(staff.jwt, { accId: koalaMain });
    expect(response.status).toBe(200);
    expect(response.body.accountId).toBe(koalaMain);
  });

  it('answers 400 for an accId that is not an id', async () => {
    const owner = await signIn(sandbox, 'owner@acme.example');
    const response = await reauth(owner.jwt, { accId: '12x' });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ msg: 'accId must be a positive whole number' });
  });
});
