import { runInNewContext } from 'node:vm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningSandbox } from '../src';
import { basicAuth, manualClock, startTestSandbox, userServer } from './support';

interface Grecaptcha {
  ready(callback: () => void): void;
  execute(siteKey: string, options: { action: string }): Promise<string>;
}

describe('the captcha stand-in', () => {
  const clock = manualClock();
  let sandbox: RunningSandbox;

  beforeAll(async () => {
    sandbox = await startTestSandbox({ now: clock.now });
  });
  afterAll(() => sandbox.close());

  it('serves a script whose grecaptcha fetches tokens from where it was loaded, usable for sign-in', async () => {
    const script = await fetch(sandbox.captcha.scriptUrl);
    expect(script.status).toBe(200);
    expect(script.headers.get('content-type')).toMatch(/javascript/);
    const window: { grecaptcha?: Grecaptcha; location: { href: string } } = { location: { href: 'http://portal.example/portal/login' } };
    runInNewContext(await script.text(), { window, document: { currentScript: { src: sandbox.captcha.scriptUrl } }, fetch, URL, Promise });
    const grecaptcha = window.grecaptcha;
    if (!grecaptcha) throw new Error('The script did not define window.grecaptcha');

    await new Promise<void>((resolve) => grecaptcha.ready(resolve));
    const token = await grecaptcha.execute(sandbox.captcha.siteKey, { action: 'login' });
    const signIn = await userServer(sandbox).get('/auth').query({ token }).set('Authorization', basicAuth('owner@acme.example'));
    expect(signIn.status).toBe(200);
    await expect(grecaptcha.execute('someone-elses-key', { action: 'login' })).rejects.toThrow(/400/);
  });

  it('answers tokens to any origin and refuses an unknown site key or a bad action', async () => {
    const response = await userServer(sandbox)
      .get('/captcha/token')
      .query({ sitekey: 'sandbox-site-key', action: 'checkout' })
      .set('Origin', 'http://localhost:5173');
    expect(response.status).toBe(200);
    expect(response.headers['access-control-allow-origin']).toBe('*');
    expect(response.body).toEqual({ token: expect.any(String) });

    const wrongKey = await userServer(sandbox).get('/captcha/token').query({ sitekey: 'other', action: 'login' });
    expect(wrongKey.status).toBe(400);
    expect(wrongKey.body).toEqual({ msg: 'Unknown site key' });
    expect((await userServer(sandbox).get('/captcha/token').query({ sitekey: 'sandbox-site-key' })).body).toEqual({ msg: 'action is required' });
    expect((await userServer(sandbox).get('/captcha/token').query({ sitekey: 'sandbox-site-key', action: 'log in!' })).status).toBe(400);
  });

  it('makes tokens that hold for 120 seconds', async () => {
    const { body } = await userServer(sandbox).get('/captcha/token').query({ sitekey: 'sandbox-site-key', action: 'login' });
    const signIn = () => userServer(sandbox).get('/auth').query({ token: body.token }).set('Authorization', basicAuth('owner@acme.example'));
    clock.advanceSeconds(119);
    expect((await signIn()).status).toBe(200);
    clock.advanceSeconds(1);
    expect((await signIn()).body).toEqual({ msg: 'Captcha verification failed' });
  });
});
