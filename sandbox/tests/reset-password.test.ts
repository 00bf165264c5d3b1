import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { RunningSandbox } from '../src';
import { basicAuth, manualClock, outbox, signIn, startTestSandbox, userServer } from './support';

const PASSWORD_RULE = 'Password must be at least 8 characters and contain a letter and a digit';

describe('resetting a password through the outbox', () => {
  const clock = manualClock();
  let sandbox: RunningSandbox;

  beforeEach(async () => {
    sandbox = await startTestSandbox({ now: clock.now });
  });
  afterEach(() => sandbox.close());

  const requestReset = (userId: string) => userServer(sandbox).get('/resetpassword').query({ userId }).set('auth-error', '400');
  const reset = (body: object) => userServer(sandbox).put('/resetpassword').set('auth-error', '400').send(body);

  async function activationCode(email: string): Promise<string> {
    const message = (await outbox(sandbox, email)).at(-1);
    expect(message?.kind).toBe('resetpassword');
    return message?.code ?? '';
  }

  it('sends an activation code and sets the new password with it, once', async () => {
    const sent = await requestReset('solo@solo.example');
    expect(sent.status).toBe(200);
    expect(sent.body).toEqual({ sent: true });
    const code = await activationCode('solo@solo.example');
    expect(code).toMatch(/^\d{6}$/);

    const wrongCode = await reset({ userId: 'solo@solo.example', activationCode: code === '000000' ? '111111' : '000000', password: 'N3wPassword' });
    expect(wrongCode.status).toBe(400);
    expect(wrongCode.body).toEqual({ msg: 'Invalid or expired activation code' });

    const weak = await reset({ userId: 'solo@solo.example', activationCode: code, password: 'short' });
    expect(weak.status).toBe(400);
    expect(weak.body).toEqual({ msg: PASSWORD_RULE });
    expect((await reset({ userId: 'solo@solo.example', activationCode: code, password: 'lettersonly' })).body).toEqual({ msg: PASSWORD_RULE });

    const done = await reset({ userId: 'solo@solo.example', activationCode: code, password: 'N3wPassword' });
    expect(done.status).toBe(200);
    expect(done.body).toEqual({ reset: true });

    expect((await userServer(sandbox).get('/auth').set('Authorization', basicAuth('solo@solo.example', 'N3wPassword'))).status).toBe(200);
    expect((await userServer(sandbox).get('/auth').set('Authorization', basicAuth('solo@solo.example'))).status).toBe(401);

    const reused = await reset({ userId: 'solo@solo.example', activationCode: code, password: 'An0therOne' });
    expect(reused.status).toBe(400);
    expect(reused.body).toEqual({ msg: 'Invalid or expired activation code' });
  });

  it('answers the same for an unknown user and sends nothing', async () => {
    const sent = await requestReset('nobody@nowhere.example');
    expect(sent.status).toBe(200);
    expect(sent.body).toEqual({ sent: true });
    expect(await outbox(sandbox, 'nobody@nowhere.example')).toEqual([]);
    const response = await reset({ userId: 'nobody@nowhere.example', activationCode: '123456', password: 'N3wPassword' });
    expect(response.body).toEqual({ msg: 'Invalid or expired activation code' });
  });

  it('lets an activation code expire after an hour', async () => {
    await requestReset('koala@koala.example');
    const code = await activationCode('koala@koala.example');
    clock.advanceSeconds(3601);
    const response = await reset({ userId: 'koala@koala.example', activationCode: code, password: 'N3wPassword' });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ msg: 'Invalid or expired activation code' });
    await signIn(sandbox, 'koala@koala.example');
  });

  it('answers 400 with the reason for missing fields', async () => {
    expect((await userServer(sandbox).get('/resetpassword')).body).toEqual({ msg: 'userId is required' });
    expect((await reset({ activationCode: '1', password: 'N3wPassword' })).body).toEqual({ msg: 'userId is required' });
    expect((await reset({ userId: 'solo@solo.example', password: 'N3wPassword' })).body).toEqual({ msg: 'activationCode is required' });
    expect((await reset({ userId: 'solo@solo.example', activationCode: '1' })).body).toEqual({ msg: 'password is required' });
  });
});
