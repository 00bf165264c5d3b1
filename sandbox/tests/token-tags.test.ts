import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningSandbox } from '../src';
import { groupIds } from '../src/seed/groups';
import { tokenIds } from '../src/seed/tokens';
import { tagKey } from '../src/store/tokens';
import { basicAuth, signIn, startTestSandbox, userServer } from './support';

// A token's tag is unique within its account as a person reads it: tags that look the same on a
// screen are the same tag, whatever invisible characters, compatibility forms or case tell them apart.

describe('tagKey', () => {
  it.each([
    ['website\u200b', 'a zero-width space'],
    ['web\u00adsite', 'a soft hyphen'],
    ['\ufeffwebsite', 'a byte order mark'],
    ['web\u200dsite', 'a zero-width joiner'],
    ['web\u2060site', 'a word joiner'],
    ['website\ufe0f', 'a variation selector'],
    ['web\u202esite', 'a right-to-left override'],
    ['ＷＥＢＳＩＴＥ', 'full-width letters'],
    [' WebSite ', 'other case and spaces around it'],
  ])('reads %j (%s) as website', (tag) => {
    expect(tagKey(tag)).toBe('website');
  });

  it('folds case fully, reads any run of white space as one space, and keeps what shows apart', () => {
    expect(tagKey('Straße')).toBe(tagKey('STRASSE'));
    expect(tagKey('web\u00a0 site')).toBe('web site');
    expect(tagKey('web\tsite')).toBe('web site');
    expect(tagKey('e\u0301')).toBe(tagKey('\u00e9'));
    expect(tagKey('web site')).not.toBe(tagKey('website'));
    expect(tagKey('websites')).not.toBe(tagKey('website'));
    expect(tagKey('\u200b\u200d\u00ad')).toBe('');
  });
});

describe('creating and renaming tokens on the user server', () => {
  let sandbox: RunningSandbox;
  let owner = '';
  beforeAll(async () => {
    sandbox = await startTestSandbox();
    owner = (await signIn(sandbox, 'owner@acme.example')).jwt;
  });
  afterAll(() => sandbox.close());

  const create = (tag: string) =>
    userServer(sandbox).post('/tokens/password').set('Authorization', basicAuth('owner@acme.example')).send({ parentId: groupIds.acmeMain, tag });
  const rename = (id: number, tag: string) => userServer(sandbox).put('/tokens').query({ id }).set('Authorization', `Bearer ${owner}`).send({ tag });
  const tags = () => sandbox.store.apiTokens.ofAccount(groupIds.acmeMain).map((token) => token.tag);

  it.each(['website\u200b', 'web\u00adsite', '\u2060Website', 'ＷＥＢＳＩＴＥ', 'website\ufe0f'])(
    'refuses %j beside the token tagged website, naming it',
    async (tag) => {
      const refused = await create(tag);
      expect(refused.status).toBe(409);
      expect(refused.body).toEqual({ msg: 'The account already has a token tagged website' });
    },
  );

  it('refuses renaming a token to a look-alike of another, and lets a token keep its own tag in another form', async () => {
    const refused = await rename(tokenIds.acmeCrm, 'web\u200bsite');
    expect(refused.status).toBe(409);
    expect(refused.body).toEqual({ msg: 'The account already has a token tagged website' });
    const own = await rename(tokenIds.acmeCrm, 'CRM');
    expect(own.status).toBe(200);
    expect((own.body as { tag: string }).tag).toBe('CRM');
  });

  it('refuses a tag with nothing to read as none, and takes tags that read differently', async () => {
    expect((await create('\u200b\u00ad\u2060')).body).toEqual({ msg: 'tag is required' });
    expect((await create('web site')).status).toBe(201);
    expect((await create('websites')).status).toBe(201);
    expect(tags().filter((tag) => tagKey(tag) === 'website')).toEqual(['website']);
  });
});
