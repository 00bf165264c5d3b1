import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { graphql, signIn, startSandboxGateway, type SandboxGateway } from './helpers/sandbox-gateway';
import { refusals, shownByPortal } from './helpers/portal-words';

// schema/tokens.graphql through /graphql against the sandbox: every call, and callers who may not make it.

const ACME_MAIN = '103';
const ACME_LTD = '102';
const KOALA_MAIN = '113';

const TOKEN_FIELDS = 'id accountId tag key locked ipRange referrer expiry createdBy createdAt lastUsed usage { day clicks } tryCommand';

interface Token {
  id: string;
  accountId: string;
  tag: string;
  key: string;
  locked: boolean;
  ipRange: string;
  referrer: string;
  expiry: string | null;
  createdBy: string;
  createdAt: string;
  lastUsed: string | null;
  usage: { day: string; clicks: number }[];
  tryCommand: string;
}

interface Trial {
  token: Pick<Token, 'id' | 'lastUsed' | 'usage'>;
  ok: boolean;
  status: number;
  message: string;
  suggestions: string[];
  command: string;
}

let portal: SandboxGateway;
const jwts: Record<string, string> = {};

beforeAll(async () => {
  // The default request cache: token changes and try-it must show through it.
  portal = await startSandboxGateway();
  for (const user of ['owner@acme.example', 'member@acme.example', 'koala@koala.example', 'sales@provider.example'])
    jwts[user] = (await signIn(portal.gateway, user)).jwt;
});
afterAll(async () => {
  await portal?.close();
});

const as = (user: string) => jwts[user] ?? '';
const tokensOf = (user: string, accountId = ACME_MAIN) =>
  graphql<{ apiTokens: Token[] }>(portal.gateway, `query T($a: ID!) { apiTokens(accountId: $a) { ${TOKEN_FIELDS} } }`, { a: accountId }, as(user));
const create = (user: string, input: Record<string, unknown>) =>
  graphql<{ createApiToken: Token }>(
    portal.gateway,
    `mutation C($i: NewApiTokenInput!) { createApiToken(input: $i) { ${TOKEN_FIELDS} } }`,
    { i: input },
    as(user),
  );
const update = (user: string, id: string, input: Record<string, unknown>) =>
  graphql<{ updateApiToken: Token }>(
    portal.gateway,
    `mutation U($a: ID!, $id: ID!, $i: ApiTokenSettingsInput!) { updateApiToken(accountId: $a, id: $id, input: $i) { ${TOKEN_FIELDS} } }`,
    { a: ACME_MAIN, id, i: input },
    as(user),
  );
const lock = (user: string, id: string, locked: boolean) =>
  graphql<{ setApiTokenLock: Token }>(
    portal.gateway,
    `
      mutation L($a: ID!, $id: ID!, $l: Boolean!) {
        setApiTokenLock(accountId: $a, id: $id, locked: $l) {
          id
          locked
        }
      }
    `,
    { a: ACME_MAIN, id, l: locked },
    as(user),
  );
const remove = (user: string, id: string) =>
  graphql<{ deleteApiToken: string }>(
    portal.gateway,
    `
      mutation D($a: ID!, $id: ID!) {
        deleteApiToken(accountId: $a, id: $id)
      }
    `,
    { a: ACME_MAIN, id },
    as(user),
  );
const bulk = (user: string, input: Record<string, unknown>, groupId = ACME_LTD) =>
  graphql<{ changeApiTokensInBulk: Token[] }>(
    portal.gateway,
    `
      mutation B($g: ID!, $i: ApiTokenBulkInput!) {
        changeApiTokensInBulk(groupId: $g, input: $i) {
          id
          tag
          referrer
          locked
        }
      }
    `,
    { g: groupId, i: input },
    as(user),
  );
const tryIt = (user: string, id: string, referrer?: string) =>
  graphql<{ tryApiToken: Trial }>(
    portal.gateway,
    `
      mutation Try($a: ID!, $id: ID!, $r: String) {
        tryApiToken(accountId: $a, id: $id, referrer: $r) {
          ok
          status
          message
          suggestions
          command
          token {
            id
            lastUsed
            usage {
              day
              clicks
            }
          }
        }
      }
    `,
    { a: ACME_MAIN, id, r: referrer },
    as(user),
  );
const codeOf = (response: { errors?: { extensions: Record<string, unknown> }[] }) => response.errors?.[0]?.extensions.code;

describe('apiTokens', () => {
  it('gives the owner website and crm (crm locked), each with 30 days of use and a curl command', async () => {
    const response = await tokensOf('owner@acme.example');
    expect(response.errors).toBeUndefined();
    const tokens = response.data?.apiTokens ?? [];
    expect(tokens.map((token) => [token.tag, token.locked])).toEqual([
      ['website', false],
      ['crm', true],
    ]);
    const website = tokens[0];
    expect(website?.usage).toHaveLength(30);
    expect(website?.usage.some((day) => day.clicks > 0)).toBe(true);
    expect(website?.createdBy).toBe('owner@acme.example');
    expect(website?.lastUsed).not.toBeNull();
    expect(website?.tryCommand).toContain(`curl -H 'Authorization: Bearer ${website?.key ?? ''}' -H 'Referer: https://www.acme.example/' `);
    expect(website?.tryCommand).toMatch(/\/autoc\/json\?dataset=uk-paf&q=High\+Street'$/);
  });

  it('refuses a member and another organisation before asking the service, and lets staff read them', async () => {
    const member = await tokensOf('member@acme.example');
    expect(codeOf(member)).toBe('FORBIDDEN');
    expect(member.errors?.[0]?.message).toBe('Cannot load the tokens: Only an owner of group 103 or staff may do this');
    expect(shownByPortal(member.errors?.[0]?.extensions)).toBe(refusals.owner);
    expect(codeOf(await tokensOf('koala@koala.example'))).toBe('FORBIDDEN');
    expect((await tokensOf('sales@provider.example')).data?.apiTokens).toHaveLength(2);
    expect(portal.log.some((line) => line.includes('GET /tokens 403'))).toBe(false);
  });
});

describe('changing tokens', () => {
  it('creates a token with the password, refusing a wrong one, a taken tag and a bad range', async () => {
    const wrong = await create('owner@acme.example', { accountId: ACME_MAIN, tag: 'nope', password: 'wrong-Passw0rd' });
    expect(codeOf(wrong)).toBe('BAD_REQUEST');
    expect(wrong.errors?.[0]?.extensions.msg).toBe('Invalid user name or password');
    expect(codeOf(await create('owner@acme.example', { accountId: ACME_MAIN, tag: 'website', password: 'Passw0rd!' }))).toBe('CONFLICT');
    // Refused by the gateway before the password is tried (throttling.test.ts says why).
    const badRange = await create('owner@acme.example', { accountId: ACME_MAIN, tag: 'x', ipRange: '1.2.3', password: 'Passw0rd!' });
    expect(codeOf(badRange)).toBe('BAD_USER_INPUT');
    expect(badRange.errors?.[0]?.message).toBe('ipRange must be an IPv4 address or a CIDR range such as 203.0.113.0/24.');
    expect(codeOf(await create('member@acme.example', { accountId: ACME_MAIN, tag: 'mine', password: 'Passw0rd!' }))).toBe('FORBIDDEN');

    const made = await create('owner@acme.example', {
      accountId: ACME_MAIN,
      tag: 'gateway-made',
      referrer: 'https://app.acme.example/x',
      password: 'Passw0rd!',
    });
    expect(made.errors).toBeUndefined();
    expect(made.data?.createApiToken).toMatchObject({ tag: 'gateway-made', referrer: 'https://app.acme.example', locked: false, expiry: null, lastUsed: null });
    expect(made.data?.createApiToken.usage.every((day) => day.clicks === 0)).toBe(true);
  });

  it('edits, locks, unlocks and deletes a token; a member may do none of it', async () => {
    const made = await create('owner@acme.example', { accountId: ACME_MAIN, tag: 'to-edit', password: 'Passw0rd!' });
    const id = made.data?.createApiToken.id ?? '';
    const expiry = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
    const edited = await update('owner@acme.example', id, { tag: 'edited', ipRange: '203.0.113.0/24', referrer: 'https://shop.acme.example', expiry });
    expect(edited.errors).toBeUndefined();
    expect(edited.data?.updateApiToken).toMatchObject({
      tag: 'edited',
      ipRange: '203.0.113.0/24',
      referrer: 'https://shop.acme.example',
      expiry: `${expiry}T00:00:00.000Z`,
    });
    expect(codeOf(await update('member@acme.example', id, { tag: 'x', ipRange: '', referrer: '' }))).toBe('FORBIDDEN');

    expect((await lock('owner@acme.example', id, true)).data?.setApiTokenLock.locked).toBe(true);
    expect((await lock('owner@acme.example', id, false)).data?.setApiTokenLock.locked).toBe(false);
    expect(codeOf(await lock('member@acme.example', id, true))).toBe('FORBIDDEN');

    expect(codeOf(await remove('member@acme.example', id))).toBe('FORBIDDEN');
    expect((await remove('owner@acme.example', id)).data?.deleteApiToken).toBe(id);
    expect(codeOf(await remove('owner@acme.example', id))).toBe('NOT_FOUND');
    expect(codeOf(await update('owner@acme.example', '303', { tag: 'koala', ipRange: '', referrer: '' }))).toBe('NOT_FOUND');
  });

  it('changes every token of the organisation in bulk, for its owner only', async () => {
    const changed = await bulk('owner@acme.example', { referrer: 'https://www.acme.example' });
    expect(changed.errors).toBeUndefined();
    expect(changed.data?.changeApiTokensInBulk.every((token) => token.referrer === 'https://www.acme.example')).toBe(true);
    expect(changed.data?.changeApiTokensInBulk.map((token) => token.tag)).toEqual(expect.arrayContaining(['website', 'crm']));
    expect(codeOf(await bulk('owner@acme.example', {}))).toBe('BAD_USER_INPUT');
    expect(codeOf(await bulk('member@acme.example', { locked: true }))).toBe('FORBIDDEN');
    expect(codeOf(await bulk('koala@koala.example', { locked: true }))).toBe('FORBIDDEN');
  });
});

describe('editing a token is checked as creating one is', () => {
  const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
  const upstreamCalls = () => portal.log.filter((line) => line.startsWith('upstream ')).length;

  it.each([
    ['a blank tag', { tag: '  ' }],
    ['a tag over 50 characters', { tag: 'x'.repeat(51) }],
    ['a tag with a line break', { tag: 'a\nb' }],
    ['a tag with a tab', { tag: 'a\tb' }],
    ['a tag with an escape', { tag: 'a\u001bb' }],
    ['a tag with a line separator', { tag: 'a\u2028b' }],
    ['a tag with a right-to-left override', { tag: 'web\u202egpj.exe' }],
    ['a tag with a first strong isolate', { tag: 'web \u2068site' }],
    ['an address that is not one', { ipRange: '999.1.1.1' }],
    ['a prefix over 32', { ipRange: '10.0.0.0/33' }],
    ['a referrer that is not a web address', { referrer: 'not a web address' }],
    ['a referrer that is not http(s)', { referrer: 'ftp://files.acme.example' }],
    ['a referrer with a wildcard, which no browser sends', { referrer: 'https://*.acme.example' }],
    ['a referrer whose host no browser sends', { referrer: "https://acme's.example" }],
    ['an expiry in the past', { expiry: yesterday }],
  ])('refuses %s with BAD_USER_INPUT, its argument and the same words, before asking the service', async (_case, bad) => {
    const settings = { tag: 'website', ipRange: '', referrer: 'https://www.acme.example', ...bad };
    const created = await create('owner@acme.example', { accountId: ACME_MAIN, password: 'Passw0rd!', ...settings });
    const before = upstreamCalls();
    const edited = await update('owner@acme.example', '301', settings);
    expect(upstreamCalls()).toBe(before);
    expect(edited.data).toBeNull();
    expect(codeOf(edited)).toBe('BAD_USER_INPUT');
    expect(edited.errors?.[0]?.extensions.argument).toBe(created.errors?.[0]?.extensions.argument);
    expect(edited.errors?.[0]?.extensions.argument).toBe(`input.${Object.keys(bad)[0] ?? ''}`);
    expect(edited.errors?.[0]?.message).toBe(created.errors?.[0]?.message);
    expect(codeOf(created)).toBe('BAD_USER_INPUT');
  });

  it('says a wildcard in a referrer matches no site, and makes no token that would refuse every call from the site meant', async () => {
    const before = (await tokensOf('owner@acme.example')).data?.apiTokens.length;
    const created = await create('owner@acme.example', { accountId: ACME_MAIN, password: 'Passw0rd!', tag: 'wild', referrer: 'https://*.acme.example' });
    expect(created.errors?.[0]).toMatchObject({
      message: 'referrer must be a web address such as https://www.example.com, of at most 200 characters. A wildcard (*) matches no site.',
      extensions: { code: 'BAD_USER_INPUT', argument: 'input.referrer' },
    });
    expect((await tokensOf('owner@acme.example')).data?.apiTokens).toHaveLength(before ?? -1);
  });

  it('says why a tag with a line break is refused, creating or editing, and makes no token of it', async () => {
    const created = await create('owner@acme.example', { accountId: ACME_MAIN, password: 'Passw0rd!', tag: 'a\nb' });
    expect(created.errors?.[0]).toMatchObject({
      message: 'tag must be one line of text, without a line break, tab or other control character.',
      extensions: { code: 'BAD_USER_INPUT', argument: 'input.tag' },
    });
    const edited = await update('owner@acme.example', '301', { tag: 'web\r\nsite', ipRange: '', referrer: '' });
    expect(edited.errors?.[0]?.message).toBe('tag must be one line of text, without a line break, tab or other control character.');
    const tags = (await tokensOf('owner@acme.example')).data?.apiTokens.map((token) => token.tag) ?? [];
    expect(tags.filter((tag) => /[\r\n]/.test(tag))).toEqual([]);
    expect(tags).toContain('website');
  });

  it('refuses a daily cap out of range before asking the service', async () => {
    const before = upstreamCalls();
    const edited = await update('owner@acme.example', '301', { tag: 'website', ipRange: '', referrer: 'https://www.acme.example', dailyCap: 0 });
    expect(upstreamCalls()).toBe(before);
    expect(edited.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', argument: 'input.dailyCap' });
  });

  it('sends an edit as checked, trimmed, as it sends a new token', async () => {
    const edited = await update('owner@acme.example', '301', { tag: ' website ', ipRange: ' ', referrer: ' https://www.acme.example ' });
    expect(edited.errors).toBeUndefined();
    expect(edited.data?.updateApiToken).toMatchObject({ tag: 'website', ipRange: '', referrer: 'https://www.acme.example' });
  });
});

describe('an IP range with host bits set', () => {
  const HOST_BITS = 'ipRange 10.0.0.5/24 has host bits set: did you mean 10.0.0.0/24?';

  it('is refused on create, edit and bulk change, naming the network meant, and nothing is changed', async () => {
    const created = await create('owner@acme.example', { accountId: ACME_MAIN, password: 'Passw0rd!', tag: 'host-bits', ipRange: '10.0.0.5/24' });
    expect(created.errors?.[0]).toMatchObject({ message: HOST_BITS, extensions: { code: 'BAD_USER_INPUT', argument: 'input.ipRange' } });
    const edited = await update('owner@acme.example', '301', { tag: 'website', ipRange: ' 10.0.0.5/24 ', referrer: 'https://www.acme.example' });
    expect(edited.errors?.[0]).toMatchObject({ message: HOST_BITS, extensions: { code: 'BAD_USER_INPUT', argument: 'input.ipRange' } });
    const changed = await bulk('owner@acme.example', { ipRange: '10.0.0.5/24' });
    expect(changed.errors?.[0]).toMatchObject({ message: HOST_BITS, extensions: { code: 'BAD_USER_INPUT', argument: 'input.ipRange' } });
    expect((await bulk('owner@acme.example', { ipRange: '192.168.1.1/16' })).errors?.[0]?.message).toBe(
      'ipRange 192.168.1.1/16 has host bits set: did you mean 192.168.0.0/16?',
    );
    const tokens = (await tokensOf('owner@acme.example')).data?.apiTokens ?? [];
    expect(tokens.map((token) => token.tag)).not.toContain('host-bits');
    expect(tokens.map((token) => token.ipRange)).not.toContain('10.0.0.5/24');
  });

  it.each(['10.0.0.0/24', '10.0.0.5/32', '10.0.0.5', '0.0.0.0/0'])('takes %s, which names its network exactly', async (ipRange) => {
    const edited = await update('owner@acme.example', '301', { tag: 'website', ipRange, referrer: 'https://www.acme.example' });
    expect(edited.errors).toBeUndefined();
    expect(edited.data?.updateApiToken.ipRange).toBe(ipRange);
    await update('owner@acme.example', '301', { tag: 'website', ipRange: '', referrer: 'https://www.acme.example' });
  });
});

describe('tryApiToken', () => {
  it('runs a look-up with the website key, refused while locked and with another referrer, and counts the click', async () => {
    const before = (await tokensOf('owner@acme.example')).data?.apiTokens.find((token) => token.tag === 'website');
    const clicksToday = (token: Pick<Token, 'usage'> | undefined) => token?.usage[token.usage.length - 1]?.clicks ?? 0;
    const answered = await tryIt('owner@acme.example', '301');
    expect(answered.errors).toBeUndefined();
    expect(answered.data?.tryApiToken).toMatchObject({ ok: true, status: 200 });
    expect(answered.data?.tryApiToken.message).toMatch(/^Answered with \d+ suggestions?$/);
    expect(answered.data?.tryApiToken.suggestions.length).toBeGreaterThan(0);
    // The token as the trial returns it counts the click at once, past the request cache.
    const after = answered.data?.tryApiToken.token;
    expect(clicksToday(after)).toBe(clicksToday(before) + 1);
    expect(after?.lastUsed?.slice(0, 10)).toBe(new Date().toISOString().slice(0, 10));

    expect((await tryIt('owner@acme.example', '301', 'https://evil.example')).data?.tryApiToken).toMatchObject({
      ok: false,
      status: 403,
      message: "The referrer https://evil.example is not the token's referrer https://www.acme.example",
    });
    await lock('owner@acme.example', '301', true);
    try {
      expect((await tryIt('owner@acme.example', '301')).data?.tryApiToken).toMatchObject({ ok: false, message: 'The token is locked', suggestions: [] });
    } finally {
      await lock('owner@acme.example', '301', false);
    }
    expect(codeOf(await tryIt('member@acme.example', '301'))).toBe('FORBIDDEN');
    expect(codeOf(await tryIt('owner@acme.example', '303'))).toBe('NOT_FOUND');
  });

  it("sends a page of the token's site as a browser would, and refuses a referrer that is no web address before any call", async () => {
    const page = await tryIt('owner@acme.example', '301', 'https://www.acme.example/shop?item=1&note="gift"');
    expect(page.data?.tryApiToken).toMatchObject({ ok: true, status: 200 });
    expect(page.data?.tryApiToken.command).toContain(`-H 'Referer: https://www.acme.example/shop?item=1&note=%22gift%22' `);

    const trials = () => portal.log.filter((line) => line.includes('try the token')).length;
    const calls = trials();
    const refused = await tryIt('owner@acme.example', '301', 'www.acme.example\r\nX-Extra: 1');
    expect(refused.errors?.[0]).toMatchObject({
      message: 'referrer must be a web address such as https://www.example.com, of at most 200 characters.',
      extensions: { code: 'BAD_USER_INPUT', argument: 'referrer' },
    });
    expect(trials()).toBe(calls);
  });

  it('never writes the key into the upstream log', () => {
    expect(portal.log.some((line) => line.includes('sbx_'))).toBe(false);
  });
});

describe('an australian account', () => {
  it('tries its token with the australian dataset', async () => {
    const koala = await graphql<{ apiTokens: Token[] }>(
      portal.gateway,
      `
        query T($a: ID!) {
          apiTokens(accountId: $a) {
            tryCommand
          }
        }
      `,
      { a: KOALA_MAIN },
      as('koala@koala.example'),
    );
    expect(koala.data?.apiTokens[0]?.tryCommand).toContain('dataset=au-gnaf');
  });
});

describe('a bulk change is checked as creating and editing a token are', () => {
  const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
  const bulkCalls = () => portal.log.filter((line) => line.startsWith('upstream ') && line.includes('/tokens/bulk')).length;
  const upstreamCalls = () => portal.log.filter((line) => line.startsWith('upstream ')).length;

  it.each([
    ['a referrer that is not a web address', { referrer: 'not a web address' }],
    ['a referrer that is not http(s)', { referrer: 'ftp://files.acme.example' }],
    ['a referrer with a wildcard', { referrer: 'https://*.acme.example' }],
    ['a referrer over 200 characters', { referrer: `https://www.acme.example/${'x'.repeat(200)}` }],
    ['an expiry in the past', { expiry: yesterday }],
    ['an expiry of the first second of 1970, which the service reads as never', { expiry: '1970-01-01T00:00:00Z' }],
    ['an address that is not one', { ipRange: '999.1.1.1' }],
    ['a daily cap of 0', { dailyCap: 0 }],
    ['a daily cap per address over 10,000,000', { dailyCapPerAddress: 10_000_001 }],
  ])('refuses %s with the argument and words an edit gets, before asking any service, and changes no token', async (_case, bad) => {
    const tokensBefore = (await tokensOf('owner@acme.example')).data?.apiTokens;
    const edited = await update('owner@acme.example', '301', { tag: 'website', ipRange: '', referrer: 'https://www.acme.example', ...bad });
    const before = upstreamCalls();
    const changed = await bulk('owner@acme.example', bad);
    expect(upstreamCalls()).toBe(before);
    expect(changed.data).toBeNull();
    expect(changed.errors?.[0]).toMatchObject({
      message: edited.errors?.[0]?.message,
      extensions: { code: 'BAD_USER_INPUT', argument: `input.${Object.keys(bad)[0] ?? ''}` },
    });
    expect(changed.errors?.[0]?.extensions.argument).toBe(edited.errors?.[0]?.extensions.argument);
    expect(changed.errors?.[0]?.extensions.action).toBeUndefined();
    expect((await tokensOf('owner@acme.example')).data?.apiTokens).toEqual(tokensBefore);
  });

  it('ignores a bad expiry or cap when the same input clears it, as the schema says', async () => {
    const changed = await bulk('owner@acme.example', { neverExpires: true, expiry: yesterday, noDailyCap: true, dailyCap: 0 });
    expect(changed.errors).toBeUndefined();
  });

  it('sends a referrer trimmed, and one of spaces alone as none, as an edit does', async () => {
    const before = bulkCalls();
    try {
      const cleared = await bulk('owner@acme.example', { referrer: '   ' });
      expect(cleared.errors).toBeUndefined();
      expect(cleared.data?.changeApiTokensInBulk.map((token) => token.referrer)).toEqual(cleared.data?.changeApiTokensInBulk.map(() => ''));
      const set = await bulk('owner@acme.example', { referrer: ' https://www.acme.example ' });
      expect(set.data?.changeApiTokensInBulk.every((token) => token.referrer === 'https://www.acme.example')).toBe(true);
      expect(bulkCalls()).toBe(before + 2);
    } finally {
      await bulk('owner@acme.example', { referrer: 'https://www.acme.example' });
    }
  });
});
