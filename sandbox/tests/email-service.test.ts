import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningSandbox } from '../src';
import { pendingMsFor } from '../src/services/email-validation';
import { manualClock, signIn, startTestSandbox } from './support';

const ACME_MAIN = 103;
const ACME_WEB = 104;
const NEW_MAIN = 115;

describe('the e-mail validation service', () => {
  const clock = manualClock();
  let sandbox: RunningSandbox;
  let owner: string;

  beforeAll(async () => {
    sandbox = await startTestSandbox({ now: clock.now });
    owner = (await signIn(sandbox, 'owner@acme.example')).jwt;
  });
  afterAll(() => sandbox.close());

  const service = () => request(sandbox.urls.emailValidation);
  const start = (email: unknown, accId: number | string = ACME_MAIN, jwt = owner) =>
    service().post('/verify').query({ accId }).set('Authorization', `Bearer ${jwt}`).send({ email });
  const read = (id: string, jwt = owner) => service().get(`/verify/${id}`).set('Authorization', `Bearer ${jwt}`);
  const emailClicks = (accountId: number) => {
    const subscription = sandbox.store.subscriptions.find((s) => s.accountId === accountId && s.service === 'email');
    return sandbox.store.subscriptionUsage.filter((u) => u.subscriptionId === subscription?.subscriptionId).reduce((sum, u) => sum + u.clicks, 0);
  };

  /** Starts verifications until one stays pending for a while (about half do). */
  async function startPending(email: string): Promise<string> {
    for (let attempt = 0; attempt < 40; attempt += 1) {
      const { body } = await start(email);
      const { id } = body as { id: string };
      if (pendingMsFor(id) > 0) return id;
    }
    throw new Error('no verification stayed pending');
  }

  it('starts a verification with 202 {id}, counting one click on the e-mail subscription', async () => {
    const before = emailClicks(ACME_MAIN);
    const response = await start('jane.doe@gmial.com');
    expect(response.status).toBe(202);
    const { id } = response.body as { id: string };
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(response.headers.location).toBe(`/verify/${id}`);
    expect(emailClicks(ACME_MAIN)).toBe(before + 1);
  });

  it('answers pending until the checks are done, then the verdict', async () => {
    const id = await startPending('  jane.doe@gmial.com ');
    expect((await read(id)).body).toEqual({ id, email: 'jane.doe@gmial.com', state: 'pending' });
    // The same id always waits the same time.
    expect(pendingMsFor(id)).toBe(pendingMsFor(id));
    clock.advanceSeconds(pendingMsFor(id) / 1000);
    const done = await read(id);
    expect(done.status).toBe(200);
    expect(done.body).toEqual({ id, email: 'jane.doe@gmial.com', state: 'done', status: 'invalid', reason: 'noMailDomain', suggestion: 'jane.doe@gmail.com' });
  });

  it('gives the verdicts of the rules', async () => {
    const verdicts: Record<string, unknown> = {};
    for (const email of [
      'someone@mailinator.com',
      'info@gmail.com',
      'not an email',
      'owner@acme.example',
      'jane@gmail.com',
      'jane@smallbusiness.co.uk',
      'josé@gmail.com',
      '用户@例子.广告',
      'jos\u202Eé@gmail.com',
    ]) {
      const { body } = await start(email);
      clock.advanceSeconds(1);
      const { state, status, reason } = (await read((body as { id: string }).id)).body as Record<string, unknown>;
      verdicts[email] = { state, status, reason };
    }
    expect(verdicts).toEqual({
      'someone@mailinator.com': { state: 'done', status: 'risky', reason: 'disposable' },
      'info@gmail.com': { state: 'done', status: 'risky', reason: 'roleAccount' },
      'not an email': { state: 'done', status: 'invalid', reason: 'syntax' },
      'owner@acme.example': { state: 'done', status: 'invalid', reason: 'reservedDomain' },
      'jane@gmail.com': { state: 'done', status: 'valid', reason: undefined },
      'jane@smallbusiness.co.uk': { state: 'done', status: 'unknown', reason: 'unconfirmed' },
      'josé@gmail.com': { state: 'done', status: 'valid', reason: undefined },
      '用户@例子.广告': { state: 'done', status: 'unknown', reason: 'unconfirmed' },
      'jos\u202Eé@gmail.com': { state: 'done', status: 'invalid', reason: 'syntax' },
    });
  });

  it('answers 401 without a valid token, before reading the body', async () => {
    const response = await service().post('/verify').query({ accId: ACME_MAIN }).set('Content-Type', 'application/json').send('{oops');
    expect(response.status).toBe(401);
    expect(response.body).toEqual({ msg: 'Authentication Failure' });
    expect((await service().get('/verify/anything').set('Authorization', 'Bearer forged')).status).toBe(401);
  });

  it('answers 400 for a missing accId or e-mail address', async () => {
    expect((await service().post('/verify').set('Authorization', `Bearer ${owner}`).send({ email: 'a@b.com' })).body).toEqual({ msg: 'accId is required' });
    expect((await start(undefined)).body).toEqual({ msg: 'email is required' });
    expect((await start('  ')).status).toBe(400);
    expect((await start(42)).body).toEqual({ msg: 'email is required' });
    expect((await start('x'.repeat(1001))).body).toEqual({ msg: 'email must be at most 1000 characters' });
    // Characters as a person counts them: 990 emoji and @gmail.com are 1,000 (1,990 UTF-16 units), and get a verdict.
    expect((await start(`${'😀'.repeat(990)}@gmail.com`)).status).toBe(202);
    expect((await start(`${'😀'.repeat(991)}@gmail.com`)).body).toEqual({ msg: 'email must be at most 1000 characters' });
  });

  it('answers 403 for an account the caller may not use, and 404 for one that is not an account', async () => {
    const member = await signIn(sandbox, 'member@acme.example');
    const before = emailClicks(ACME_WEB);
    const refused = await start('jane@gmail.com', ACME_WEB, member.jwt);
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({ msg: 'Not allowed to use that account' });
    expect(emailClicks(ACME_WEB)).toBe(before);
    expect((await start('jane@gmail.com', ACME_MAIN, member.jwt)).status).toBe(202);
    expect((await start('jane@gmail.com', 102)).body).toEqual({ msg: 'Account not found' });
    const staff = await signIn(sandbox, 'admin@provider.example');
    expect((await start('jane@gmail.com', ACME_WEB, staff.jwt)).status).toBe(202);
  });

  it('answers 402 for an account without an e-mail validation subscription', async () => {
    const newUser = await signIn(sandbox, 'new@new.example');
    const response = await start('jane@gmail.com', NEW_MAIN, newUser.jwt);
    expect(response.status).toBe(402);
    expect(response.body).toEqual({ msg: 'This account has no e-mail validation subscription' });
  });

  it('shows a verification only to whoever started it (and staff)', async () => {
    const { body } = await start('jane@gmail.com');
    const { id } = body as { id: string };
    const solo = await signIn(sandbox, 'solo@solo.example');
    expect((await read(id, solo.jwt)).status).toBe(404);
    expect((await read(id, solo.jwt)).body).toEqual({ msg: 'Verification not found' });
    const staff = await signIn(sandbox, 'admin@provider.example');
    expect((await read(id, staff.jwt)).status).toBe(200);
    expect((await read('no-such-id')).status).toBe(404);
  });
});
