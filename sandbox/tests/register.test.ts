import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { RunningSandbox } from '../src';
import { captchaToken, groupsOf, outbox, signIn, startTestSandbox, userServer } from './support';

const newcomer = {
  email: 'fresh@fresh.example',
  password: 'Fr3shStart',
  personalName: 'Freya Fresh',
  companyName: 'Fresh Foods',
  country: 'United Kingdom',
  territory: 'uk',
};

describe('POST /users', () => {
  let sandbox: RunningSandbox;

  beforeEach(async () => {
    sandbox = await startTestSandbox();
  });
  afterEach(() => sandbox.close());

  async function register(body: object, action = 'signup') {
    const token = await captchaToken(sandbox, action);
    return userServer(sandbox).post('/users').query({ token }).send(body);
  }

  it('creates an unvalidated user owning an organisation named after the company with one account Main', async () => {
    const response = await register(newcomer);
    expect(response.status).toBe(201);
    expect(response.body).toEqual({ id: expect.any(Number) });

    const [message] = await outbox(sandbox, newcomer.email);
    expect(message).toMatchObject({ kind: 'validation', code: expect.stringMatching(/^\d{6}$/) });

    const session = await signIn(sandbox, newcomer.email, {}, newcomer.password);
    expect(session).toMatchObject({ id: response.body.id, validated: false, territory: 'uk', roles: ['account'] });
    const groups = await groupsOf(sandbox, session.jwt);
    expect(groups.map(({ name, type, parentId }) => ({ name, type, parentId }))).toEqual([
      { name: 'Fresh Foods', type: 'organisation', parentId: null },
      { name: 'Main', type: 'account', parentId: groups[0]?.id },
    ]);
    expect(groups.every((group) => group.isOwner && group.subtype === '')).toBe(true);
    expect(session.accountId).toBe(groups[1]?.id);

    const validated = await userServer(sandbox).put('/validate').set('Authorization', `Bearer ${session.jwt}`).send({ code: message?.code });
    expect(validated.body).toEqual({ validated: true });
  });

  it('registers a charity pending verification when a charity number is given', async () => {
    const response = await register({ ...newcomer, territory: 'australia', charityPSLNumber: 'CH-42', isInVerifyProcess: true });
    expect(response.status).toBe(201);
    const session = await signIn(sandbox, newcomer.email, {}, newcomer.password);
    expect(session.territory).toBe('australia');
    const [organisation] = await groupsOf(sandbox, session.jwt);
    expect(organisation).toMatchObject({ territory: 'australia', charity: { number: 'CH-42', status: 'pending' } });
  });

  it('refuses a missing, wrong-action or forged captcha token', async () => {
    const missing = await userServer(sandbox).post('/users').send(newcomer);
    expect(missing.status).toBe(400);
    expect(missing.body).toEqual({ msg: 'Captcha verification failed' });
    expect((await register(newcomer, 'login')).body).toEqual({ msg: 'Captcha verification failed' });
    const forged = await userServer(sandbox).post('/users').query({ token: 'eyJhY3Rpb24iOiJzaWdudXAifQ.c2lnbmF0dXJl' }).send(newcomer);
    expect(forged.body).toEqual({ msg: 'Captcha verification failed' });
    expect(await outbox(sandbox, newcomer.email)).toEqual([]);
  });

  it('refuses an e-mail address that is taken, whatever its case', async () => {
    for (const email of ['owner@acme.example', 'OWNER@acme.example']) {
      const response = await register({ ...newcomer, email });
      expect(response.status).toBe(409);
      expect(response.body).toEqual({ msg: 'A user with that e-mail address already exists' });
    }
  });

  it('answers 400 with the reason for missing or bad fields', async () => {
    const cases: [object, string][] = [
      [{ ...newcomer, email: undefined }, 'email is required'],
      [{ ...newcomer, email: 'not-an-address' }, 'email must be a valid e-mail address'],
      [{ ...newcomer, password: 'password' }, 'Password must be at least 8 characters and contain a letter and a digit'],
      [{ ...newcomer, personalName: '  ' }, 'personalName is required'],
      [{ ...newcomer, companyName: 7 }, 'companyName is required'],
      [{ ...newcomer, country: undefined }, 'country is required'],
      [{ ...newcomer, territory: 'france' }, 'territory must be uk or australia'],
      [{ ...newcomer, isInVerifyProcess: 'yes' }, 'isInVerifyProcess must be true or false'],
    ];
    for (const [body, msg] of cases) {
      const response = await register(body);
      expect(response.status, msg).toBe(400);
      expect(response.body).toEqual({ msg });
    }
    const array = await userServer(sandbox)
      .post('/users')
      .query({ token: await captchaToken(sandbox, 'signup') })
      .send([newcomer]);
    expect(array.body).toEqual({ msg: 'Body must be a JSON object' });
  });
});
