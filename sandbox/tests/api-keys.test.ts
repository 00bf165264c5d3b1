import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningSandbox } from '../src';
import { UK_DATASET } from '../src/addresses/catalogue';
import { tokenIds } from '../src/seed/tokens';
import { signIn, startTestSandbox, userServer } from './support';

// The look-up services accept an API token's key and hold it to the token's settings.

const ACME_MAIN = 103;
const ACME_WEB = 104;
const AUTOCOMPLETE = 2;
const WEBSITE_REFERRER = 'https://www.acme.example';

describe('API keys on the look-up services', () => {
  let sandbox: RunningSandbox;
  let owner = '';
  let websiteKey = '';
  let crmKey = '';
  beforeAll(async () => {
    sandbox = await startTestSandbox();
    owner = (await signIn(sandbox, 'owner@acme.example')).jwt;
    const tokens = (await userServer(sandbox).get('/tokens').query({ parentId: ACME_MAIN }).set('Authorization', `Bearer ${owner}`)).body as {
      tag: string;
      key: string;
    }[];
    websiteKey = tokens.find((token) => token.tag === 'website')?.key ?? '';
    crmKey = tokens.find((token) => token.tag === 'crm')?.key ?? '';
  });
  afterAll(() => sandbox.close());

  const suggest = (key: string, referrer: string | null = WEBSITE_REFERRER, query: Record<string, string | number> = {}) => {
    const call = request(sandbox.urls.autocomplete)
      .get('/autoc/json')
      .query({ dataset: UK_DATASET, q: 'High Street', ...query })
      .set('Authorization', `Bearer ${key}`);
    return referrer === null ? call : call.set('Referer', `${referrer}/checkout`);
  };
  const setToken = (path: string, query: Record<string, string | number>, body: Record<string, unknown> = {}) =>
    userServer(sandbox).put(path).query(query).set('Authorization', `Bearer ${owner}`).send(body);
  const clicksToday = () =>
    sandbox.store.apiTokens.usage(tokenIds.acmeWebsite, Math.floor(Date.now() / 86_400_000) * 86_400, Number.MAX_SAFE_INTEGER)[0]?.clicks ?? 0;

  it('answers a look-up made with the website key from its referrer, and counts a click on the token', async () => {
    const before = clicksToday();
    const response = await suggest(websiteKey);
    expect(response.status).toBe(200);
    expect((response.body as unknown[]).length).toBeGreaterThan(0);
    expect(clicksToday()).toBe(before + 1);
  });

  it('refuses an unknown key, a locked token, and a token locked then unlocked in the portal only while locked', async () => {
    expect((await suggest('sbx_00000000000000000000000000000000')).body).toEqual({ msg: 'Unknown API key' });
    expect((await suggest(crmKey, null)).body).toEqual({ msg: 'The token is locked' });

    await setToken('/tokens/lock', { id: tokenIds.acmeWebsite, lock: 'true' });
    const locked = await suggest(websiteKey);
    expect(locked.status).toBe(403);
    expect(locked.body).toEqual({ msg: 'The token is locked' });
    await setToken('/tokens/lock', { id: tokenIds.acmeWebsite, lock: 'false' });
    expect((await suggest(websiteKey)).status).toBe(200);
  });

  it('refuses a request without the referrer or with another one, naming the reason', async () => {
    expect((await suggest(websiteKey, null)).body).toEqual({ msg: 'The token only accepts requests referred by https://www.acme.example' });
    expect((await suggest(websiteKey, 'https://evil.example')).body).toEqual({
      msg: "The referrer https://evil.example is not the token's referrer https://www.acme.example",
    });
  });

  it('refuses a request from outside the IP range, and answers one from inside it', async () => {
    await setToken('/tokens', { id: tokenIds.acmeWebsite }, { ipRange: '203.0.113.0/24' });
    expect((await suggest(websiteKey)).body).toEqual({ msg: "Requests from 127.0.0.1 are outside the token's IP range 203.0.113.0/24" });
    await setToken('/tokens', { id: tokenIds.acmeWebsite }, { ipRange: '127.0.0.0/8' });
    expect((await suggest(websiteKey)).status).toBe(200);
    await setToken('/tokens', { id: tokenIds.acmeWebsite }, { ipRange: '' });
  });

  it('refuses an expired token', async () => {
    const token = sandbox.store.apiTokens.get(tokenIds.acmeWebsite);
    if (!token) throw new Error('no website token');
    token.expiry = Math.floor(Date.now() / 1000) - 60;
    try {
      expect((await suggest(websiteKey)).body).toEqual({ msg: `The token expired on ${new Date(token.expiry * 1000).toISOString().slice(0, 10)}` });
    } finally {
      token.expiry = 0;
    }
  });

  it('refuses a service switched off for the token, and another account than the token is for', async () => {
    const toggle = (method: 'put' | 'delete') => {
      const server = userServer(sandbox);
      return server[method]('/userservices')
        .query({ groupId: ACME_MAIN, userId: 1, serviceId: AUTOCOMPLETE, tokenId: tokenIds.acmeWebsite })
        .set('Authorization', `Bearer ${owner}`);
    };
    expect((await toggle('delete')).status).toBe(200);
    expect((await suggest(websiteKey)).body).toEqual({ msg: 'This token may not use Address Autocomplete' });
    await toggle('put');
    expect((await suggest(websiteKey)).status).toBe(200);
    expect((await suggest(websiteKey, WEBSITE_REFERRER, { accId: ACME_WEB })).body).toEqual({ msg: 'The token is for another account' });
  });

  it('holds the key on e-mail validation and the bank service too', async () => {
    const email = await request(sandbox.urls.emailValidation)
      .post('/verify')
      .query({ accId: ACME_MAIN })
      .set('Authorization', `Bearer ${crmKey}`)
      .send({ email: 'someone@example.com' });
    expect(email.body).toEqual({ msg: 'The token is locked' });
    const accepted = await request(sandbox.urls.emailValidation)
      .post('/verify')
      .query({ accId: ACME_MAIN })
      .set('Authorization', `Bearer ${websiteKey}`)
      .set('Referer', WEBSITE_REFERRER)
      .send({ email: 'someone@example.com' });
    expect(accepted.status).toBe(202);
    const bank = await request(sandbox.urls.bankSoap).post('/').set('Authorization', `Bearer ${crmKey}`).set('Content-Type', 'text/xml').send('<x/>');
    expect(bank.body).toEqual({ msg: 'The token is locked' });
  });
});
