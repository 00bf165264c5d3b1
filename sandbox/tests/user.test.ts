import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningSandbox } from '../src';
import { signIn, startTestSandbox, userServer } from './support';
import type { SessionUser } from './support';

describe('GET /user', () => {
  let sandbox: RunningSandbox;
  const sessions: Record<string, SessionUser> = {};

  beforeAll(async () => {
    sandbox = await startTestSandbox();
    for (const name of ['owner@acme.example', 'member@acme.example', 'partner@northwind.example', 'solo@solo.example', 'super@provider.example']) {
      sessions[name] = await signIn(sandbox, name);
    }
  });
  afterAll(() => sandbox.close());

  const read = (callerName: string, id: number | string) => {
    const caller = sessions[callerName];
    if (!caller) throw new Error(`No session for ${callerName}`);
    return userServer(sandbox).get('/user').query({ id }).set('Authorization', `Bearer ${caller.jwt}`);
  };
  const idOf = (name: string) => sessions[name]?.id ?? 0;

  it('lets a user read themselves, with the documented fields and no password', async () => {
    const response = await read('owner@acme.example', idOf('owner@acme.example'));
    expect(response.status).toBe(200);
    expect(Object.keys(response.body).sort()).toEqual(
      [
        'id',
        'name',
        'email',
        'personalName',
        'companyName',
        'address1',
        'address2',
        'address3',
        'address4',
        'town',
        'county',
        'postcode',
        'country',
        'territory',
        'isGroup',
        'type',
        'subType',
        'locked',
        'activity',
        'createTimestamp',
        'updateTimestamp',
        'creationUserId',
        'updateUserId',
      ].sort(),
    );
    expect(response.body).toMatchObject({
      name: 'owner@acme.example',
      email: 'owner@acme.example',
      territory: 'uk',
      isGroup: false,
      type: 'user',
      subType: '',
      locked: false,
    });
    expect(JSON.stringify(response.body)).not.toMatch(/scrypt|Passw0rd/);
  });

  it('lets an owner read the users of groups they own, down the tree', async () => {
    expect((await read('owner@acme.example', idOf('member@acme.example'))).status).toBe(200);
    expect((await read('partner@northwind.example', idOf('owner@acme.example'))).status).toBe(200);
    expect((await read('partner@northwind.example', idOf('member@acme.example'))).status).toBe(200);
  });

  it('refuses anyone else with 403', async () => {
    for (const [caller, target] of [
      ['member@acme.example', 'owner@acme.example'],
      ['owner@acme.example', 'partner@northwind.example'],
      ['solo@solo.example', 'owner@acme.example'],
    ] as const) {
      const response = await read(caller, idOf(target));
      expect(response.status, `${caller} reading ${target}`).toBe(403);
      expect(response.body).toEqual({ msg: 'Not allowed to read that user' });
    }
  });

  it('lets staff read anyone', async () => {
    for (const name of Object.keys(sessions)) expect((await read('super@provider.example', idOf(name))).status).toBe(200);
  });

  it('answers 404 for an unknown id and 400 for a missing or bad one', async () => {
    const unknown = await read('super@provider.example', 999_999);
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ msg: 'User not found' });
    expect((await read('super@provider.example', 'me')).body).toEqual({ msg: 'id must be a positive whole number' });
    const missing = await userServer(sandbox).get('/user').set('Authorization', `Bearer ${sessions['owner@acme.example']?.jwt}`);
    expect(missing.body).toEqual({ msg: 'id is required' });
  });
});
