import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { RunningSandbox } from '../src';
import { claimsOf, outbox, signIn, startTestSandbox, userServer } from './support';
import type { SessionUser } from './support';

describe('validating a new user', () => {
  let sandbox: RunningSandbox;
  let session: SessionUser;

  beforeEach(async () => {
    sandbox = await startTestSandbox();
    session = await signIn(sandbox, 'new@new.example');
  });
  afterEach(() => sandbox.close());

  const putCode = (code: unknown) => userServer(sandbox).put('/validate').set('Authorization', `Bearer ${session.jwt}`).send({ code });

  it('starts unvalidated with the seeded code 123456 in the outbox', async () => {
    expect(session.validated).toBe(false);
    const messages = await outbox(sandbox, 'new@new.example');
    expect(messages).toEqual([expect.objectContaining({ email: 'new@new.example', kind: 'validation', code: '123456' })]);
  });

  it('refuses a wrong code and accepts 123456, which the token shows after the next reauth', async () => {
    const wrong = await putCode('654321');
    expect(wrong.status).toBe(400);
    expect(wrong.body).toEqual({ msg: 'Invalid validation code' });

    const right = await putCode('123456');
    expect(right.status).toBe(200);
    expect(right.body).toEqual({ validated: true });
    expect(claimsOf(session.jwt).validated).toBe(false);

    const refreshed = await userServer(sandbox).get('/reauth').set('Authorization', `Bearer ${session.jwt}`);
    expect(refreshed.body.validated).toBe(true);
    expect(claimsOf(refreshed.body.jwt).validated).toBe(true);
    expect((await signIn(sandbox, 'new@new.example')).validated).toBe(true);

    const again = await putCode('123456');
    expect(again.status).toBe(400);
  });

  it('sends a fresh six-digit code on GET /validate, which replaces the earlier one', async () => {
    const sent = await userServer(sandbox).get('/validate').set('Authorization', `Bearer ${session.jwt}`);
    expect(sent.status).toBe(200);
    expect(sent.body).toEqual({ sent: true });
    const messages = await outbox(sandbox, 'new@new.example');
    expect(messages).toHaveLength(2);
    const latest = messages[1];
    expect(latest?.kind).toBe('validation');
    expect(latest?.code).toMatch(/^\d{6}$/);
    if (latest?.code !== '123456') expect((await putCode('123456')).status).toBe(400);
    expect((await putCode(latest?.code)).status).toBe(200);
  });

  it('answers 400 with a reason for a missing code and for a body that is not JSON', async () => {
    const missing = await userServer(sandbox).put('/validate').set('Authorization', `Bearer ${session.jwt}`).send({});
    expect(missing.status).toBe(400);
    expect(missing.body).toEqual({ msg: 'code is required' });

    const malformed = await userServer(sandbox)
      .put('/validate')
      .set('Authorization', `Bearer ${session.jwt}`)
      .set('Content-Type', 'application/json')
      .send('{"code":');
    expect(malformed.status).toBe(400);
    expect(malformed.body).toEqual({ msg: 'Malformed JSON body' });
  });
});
