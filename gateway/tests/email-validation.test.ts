import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addressForService, suggestionAsTyped } from '../src/email-validation/address-form';
import type { EmailValidationClient } from '../src/email-validation/client';
import type { UpstreamVerification } from '../src/email-validation/types';
import { toEmailVerdict, validateEmails } from '../src/email-validation/validate';
import { UpstreamError } from '../src/upstream/errors';
import type { UpstreamOutcome } from '../src/upstream/service';
import { graphql, startSandboxGateway, type SandboxGateway, signIn as signInAs } from './helpers/sandbox-gateway';
import { validatedNewcomer } from './helpers/newcomer';

const EMAIL_VALIDATION = /* GraphQL */ `
  query V($accountId: ID!, $emails: [String!]!) {
    emailValidation(accountId: $accountId, emails: $emails) {
      email
      status
      reason
      suggestion
      failure {
        code
        message
        upstreamStatus
      }
    }
  }
`;

interface Result {
  email: string;
  status: string | null;
  reason: string | null;
  suggestion: string | null;
  failure: { code: string; message: string; upstreamStatus: number | null } | null;
}

let portal: SandboxGateway;

beforeAll(async () => {
  portal = await startSandboxGateway();
});

afterAll(async () => {
  await portal?.close();
});

const signIn = async (userName: string) => (await signInAs(portal.gateway, userName)).jwt;

const validate = (accountId: string, emails: string[], jwt: string) =>
  graphql<{ emailValidation: Result[] }>(portal.gateway, EMAIL_VALIDATION, { accountId, emails }, jwt);
const calls = (prefix: string) => portal.log.filter((line) => line.startsWith(prefix)).length;

describe('emailValidation through the gateway', () => {
  it('validates the addresses in their order, polling each until it is done', async () => {
    const owner = await signIn('owner@acme.example');
    const emails = ['someone@mailinator.com', 'info@gmail.com', 'jane.doe@gmial.com', 'not an email', 'jane@gmail.com', 'jane@smallbusiness.co.uk'];
    const startsBefore = calls('upstream emailValidation POST /verify ');
    const pollsBefore = calls('upstream emailValidation GET /verify/');
    const res = await validate('103', emails, owner);
    expect(res.errors).toBeUndefined();
    expect(res.data?.emailValidation).toEqual([
      { email: 'someone@mailinator.com', status: 'risky', reason: 'disposable', suggestion: null, failure: null },
      { email: 'info@gmail.com', status: 'risky', reason: 'roleAccount', suggestion: null, failure: null },
      { email: 'jane.doe@gmial.com', status: 'invalid', reason: 'noMailDomain', suggestion: 'jane.doe@gmail.com', failure: null },
      { email: 'not an email', status: 'invalid', reason: 'syntax', suggestion: null, failure: null },
      { email: 'jane@gmail.com', status: 'valid', reason: null, suggestion: null, failure: null },
      { email: 'jane@smallbusiness.co.uk', status: 'unknown', reason: 'unconfirmed', suggestion: null, failure: null },
    ]);
    expect(calls('upstream emailValidation POST /verify ') - startsBefore).toBe(emails.length);
    expect(calls('upstream emailValidation GET /verify/') - pollsBefore).toBeGreaterThanOrEqual(emails.length);
  });

  it('calls reserved and example domains invalid, with that reason', async () => {
    const owner = await signIn('owner@acme.example');
    const emails = ['bob@example.com', 'ann@example.org', 'sam@example.net', 'owner@acme.example', 'dev@server.test', 'x@host.invalid', 'me@box.localhost'];
    const res = await validate('103', emails, owner);
    expect(res.errors).toBeUndefined();
    expect(res.data?.emailValidation).toEqual(emails.map((email) => ({ email, status: 'invalid', reason: 'reservedDomain', suggestion: null, failure: null })));
  });

  it('gives an address with its domain in its own script the verdict of its ASCII form, and shows it as typed', async () => {
    const owner = await signIn('owner@acme.example');
    const typed = ['user@bücher.de', 'info@münchen.de', 'ann@bücher.example'];
    const ascii = ['user@xn--bcher-kva.de', 'info@xn--mnchen-3ya.de', 'ann@xn--bcher-kva.example'];
    const res = await validate('103', [...typed, ...ascii], owner);
    expect(res.errors).toBeUndefined();
    const results = res.data!.emailValidation;
    expect(results.map(({ email }) => email)).toEqual([...typed, ...ascii]);
    const verdicts = results.map(({ status, reason }) => ({ status, reason }));
    expect(verdicts.slice(0, 3)).toEqual(verdicts.slice(3));
    expect(verdicts.slice(0, 3)).toEqual([
      { status: 'unknown', reason: 'unconfirmed' },
      { status: 'risky', reason: 'roleAccount' },
      { status: 'invalid', reason: 'reservedDomain' },
    ]);
  });

  it('judges an address written beyond ASCII before the @ by its domain (RFC 6531), and still calls an invisible control character in it a mistake', async () => {
    const owner = await signIn('owner@acme.example');
    const emails = ['josé@gmail.com', '用户@例子.广告', 'müller@bücher.de', 'jos\u202Eé@gmail.com'];
    const res = await validate('103', emails, owner);
    expect(res.errors).toBeUndefined();
    expect(res.data?.emailValidation).toEqual([
      { email: 'josé@gmail.com', status: 'valid', reason: null, suggestion: null, failure: null },
      { email: '用户@例子.广告', status: 'unknown', reason: 'unconfirmed', suggestion: null, failure: null },
      { email: 'müller@bücher.de', status: 'unknown', reason: 'unconfirmed', suggestion: null, failure: null },
      { email: 'jos\u202Eé@gmail.com', status: 'invalid', reason: 'syntax', suggestion: null, failure: null },
    ]);
  });

  it('calls an invisible character in the domain, or a replacement character anywhere, a syntax mistake, without asking the service', async () => {
    const owner = await signIn('owner@acme.example');
    const untyped = ['jose@gmail.com\u200b', 'jose@gm\u00adail.com', 'jos\ufffd@gmail.com'];
    const before = calls('upstream emailValidation POST /verify ');
    const res = await validate('103', [...untyped, 'jose@gmail.com'], owner);
    expect(res.errors).toBeUndefined();
    expect(res.data?.emailValidation).toEqual([
      ...untyped.map((email) => ({ email, status: 'invalid', reason: 'syntax', suggestion: null, failure: null })),
      { email: 'jose@gmail.com', status: 'valid', reason: null, suggestion: null, failure: null },
    ]);
    // The service is asked (and a click charged) for the one address it could judge.
    expect(calls('upstream emailValidation POST /verify ') - before).toBe(1);
  });

  it.each([
    ['jane@gmail.com', 'jane@gmail.com'],
    ['info@münchen.de', 'info@xn--mnchen-3ya.de'],
    ['Jo@BÜCHER.de', 'Jo@xn--bcher-kva.de'],
    ['no at sign', 'no at sign'],
    ['müller@gmail.com', 'müller@gmail.com'],
    ['x@exa mple.com', 'x@exa mple.com'],
  ])('sends %s to the service as %s', (typed, sent) => {
    expect(addressForService(typed)).toBe(sent);
  });

  it('writes a suggestion back in the script the address was typed in', () => {
    expect(suggestionAsTyped('jo@bücher.dee', 'jo@xn--bcher-kva.de')).toBe('jo@bücher.de');
    expect(suggestionAsTyped('jo@gmial.com', 'jo@gmail.com')).toBe('jo@gmail.com');
  });

  it('never caches: the same addresses are verified (and charged) again', async () => {
    const owner = await signIn('owner@acme.example');
    const before = calls('upstream emailValidation POST /verify ');
    await validate('103', ['jane@gmail.com'], owner);
    await validate('103', ['jane@gmail.com'], owner);
    expect(calls('upstream emailValidation POST /verify ') - before).toBe(2);
  });

  it('answers an empty list with an empty list, and refuses more than 100 addresses', async () => {
    const owner = await signIn('owner@acme.example');
    expect((await validate('103', [], owner)).data?.emailValidation).toEqual([]);
    const before = calls('upstream emailValidation');
    const res = await validate(
      '103',
      Array.from({ length: 101 }, (_, index) => `user${index}@gmail.com`),
      owner,
    );
    expect(res.errors?.[0]?.extensions.code).toBe('BAD_USER_INPUT');
    expect(res.errors?.[0]?.message).toBe('At most 100 e-mail addresses can be validated at once, not 101.');
    expect(calls('upstream emailValidation')).toBe(before);
  });

  it('reports an account without an e-mail subscription as NO_SUBSCRIPTION on every address, after one call', async () => {
    const newUser = (await validatedNewcomer(portal)).jwt;
    const before = calls('upstream emailValidation POST /verify ');
    const res = await validate(
      '115',
      Array.from({ length: 20 }, (_, index) => `user${index}@gmail.com`),
      newUser,
    );
    expect(res.errors).toBeUndefined();
    const results = res.data!.emailValidation;
    expect(results).toHaveLength(20);
    for (const result of results) {
      expect(result).toMatchObject({
        status: null,
        failure: { code: 'NO_SUBSCRIPTION', message: 'This account has no e-mail validation subscription', upstreamStatus: 402 },
      });
    }
    // The first answer stops the rest: at most the calls already in flight (8 at a time) are made.
    expect(calls('upstream emailValidation POST /verify ') - before).toBeLessThanOrEqual(8);
  });

  it('refuses a member of Acme Main for Acme Web with FORBIDDEN, before calling the service', async () => {
    const member = await signIn('member@acme.example');
    const before = calls('upstream emailValidation');
    const res = await validate('104', ['jane@gmail.com'], member);
    expect(res.data).toBeNull();
    expect(res.errors?.[0]?.extensions).toMatchObject({ code: 'FORBIDDEN', action: 'validate e-mail addresses' });
    expect(calls('upstream emailValidation')).toBe(before);
    expect((await validate('103', ['jane@gmail.com'], member)).data?.emailValidation[0]?.status).toBe('valid');
  });

  it('refuses an organisation or partner id as a whole with FORBIDDEN, as the other services do, before calling the service', async () => {
    const before = calls('upstream emailValidation');
    for (const [userName, groupId, kind] of [
      ['owner@acme.example', '102', 'an organisation'],
      ['partner@northwind.example', '101', 'a partner'],
      ['admin@provider.example', '102', 'an organisation'],
    ] as const) {
      const res = await validate(groupId, ['jane@gmail.com', 'john@gmail.com'], await signIn(userName));
      expect(res.data).toBeNull();
      expect(res.errors).toHaveLength(1);
      expect(res.errors?.[0]?.extensions).toEqual({
        code: 'FORBIDDEN',
        action: 'validate e-mail addresses',
        upstreamStatus: null,
        msg: `Group ${groupId} is ${kind}, not an account: choose one of its accounts`,
      });
    }
    const staff = await signIn('admin@provider.example');
    expect((await validate('99999', ['jane@gmail.com'], staff)).errors?.[0]?.extensions).toMatchObject({
      code: 'NOT_FOUND',
      action: 'validate e-mail addresses',
      msg: 'Account 99999 does not exist',
    });
    expect(calls('upstream emailValidation')).toBe(before);
  });

  it('logs no token', () => {
    expect(portal.log.join('\n')).not.toMatch(/bearer|eyJ/i);
  });
});

describe('toEmailVerdict: every unknown verdict says why', () => {
  it.each([
    [
      { status: 'valid', reason: 'catchAll' },
      { status: 'valid', reason: null },
    ],
    [
      { status: 'invalid', reason: 'reservedDomain' },
      { status: 'invalid', reason: 'reservedDomain' },
    ],
    [
      { status: 'unknown', reason: 'unconfirmed' },
      { status: 'unknown', reason: 'unconfirmed' },
    ],
    [{ status: 'unknown' }, { status: 'unknown', reason: 'unconfirmed' }],
    [
      { status: 'unknown', reason: 'greylisted' },
      { status: 'unknown', reason: 'unrecognisedAnswer' },
    ],
    [
      { status: 'accept_all', reason: 'catchAll' },
      { status: 'unknown', reason: 'unrecognisedAnswer' },
    ],
    [{}, { status: 'unknown', reason: 'unrecognisedAnswer' }],
    [
      { status: 'risky', reason: 'mailboxFull' },
      { status: 'risky', reason: 'unrecognisedAnswer' },
    ],
    [{ status: 'invalid' }, { status: 'invalid', reason: null }],
  ])('%j reads as %j', (answer, verdict) => {
    expect(toEmailVerdict(answer)).toEqual(verdict);
  });
});

describe('validateEmails', () => {
  const verification = (id: string, state: 'pending' | 'done'): UpstreamVerification => ({ id, email: 'jane@gmail.com', state, status: 'valid' });

  function fakeClient(handlers: { start?: () => UpstreamOutcome<{ id: string }>; read: (id: string) => UpstreamOutcome<UpstreamVerification> }) {
    let inFlight = 0;
    let mostInFlight = 0;
    const client = {
      start: async () => {
        inFlight += 1;
        mostInFlight = Math.max(mostInFlight, inFlight);
        await new Promise((resolve) => setTimeout(resolve, 2));
        inFlight -= 1;
        return handlers.start?.() ?? { ok: true, status: 202, data: { id: 'v1' } };
      },
      read: async (id: string) => handlers.read(id),
    };
    return { client: client as unknown as EmailValidationClient, mostInFlight: () => mostInFlight };
  }

  it('waits longer between each poll, up to the most', async () => {
    const waits: number[] = [];
    let polls = 0;
    const { client } = fakeClient({ read: (id) => ({ ok: true, status: 200, data: verification(id, (polls += 1) < 6 ? 'pending' : 'done') }) });
    const [result] = await validateEmails(client, '103', ['jane@gmail.com'], {
      sleep: async (ms) => void waits.push(ms),
      firstPollDelayMs: 50,
      maxPollDelayMs: 300,
    });
    expect(result).toEqual({ email: 'jane@gmail.com', status: 'valid', reason: null, suggestion: null, failure: null });
    expect(waits).toEqual([50, 100, 200, 300, 300]);
  });

  it('gives up on an address still pending at the time limit', async () => {
    let now = 0;
    const { client } = fakeClient({ read: (id) => ({ ok: true, status: 200, data: verification(id, 'pending') }) });
    const [result] = await validateEmails(client, '103', ['jane@gmail.com'], { now: () => now, sleep: async (ms) => void (now += ms), timeLimitMs: 1_000 });
    expect(result?.failure).toEqual({
      code: 'UPSTREAM_TIMEOUT',
      message: 'The email validation server did not finish checking the address in time',
      upstreamStatus: null,
    });
    expect(result?.status).toBeNull();
  });

  it('verifies at most `concurrency` addresses at once', async () => {
    const fake = fakeClient({ read: (id) => ({ ok: true, status: 200, data: verification(id, 'done') }) });
    const results = await validateEmails(
      fake.client,
      '103',
      Array.from({ length: 30 }, (_, index) => `u${index}@gmail.com`),
      { concurrency: 8 },
    );
    expect(results.map((result) => result.email)).toEqual(Array.from({ length: 30 }, (_, index) => `u${index}@gmail.com`));
    expect(fake.mostInFlight()).toBe(8);
  });

  it('maps failures to ServiceFailure codes, and lets a signed-out caller fail the whole query', async () => {
    const failure = (error: UpstreamError) => fakeClient({ start: () => ({ ok: false, error }), read: () => ({ ok: false, error }) }).client;
    const one = async (error: UpstreamError) => (await validateEmails(failure(error), '103', ['a@b.com']))[0]?.failure;
    expect(await one(new UpstreamError({ service: 'emailValidation', action: 'x', call: 'POST /verify', failure: 'timeout' }))).toMatchObject({
      code: 'UPSTREAM_TIMEOUT',
      upstreamStatus: null,
    });
    expect(await one(new UpstreamError({ service: 'emailValidation', action: 'x', call: 'POST /verify', failure: 'unavailable' }))).toMatchObject({
      code: 'UPSTREAM_UNAVAILABLE',
      message: 'The email validation server could not be reached',
    });
    expect(
      await one(new UpstreamError({ service: 'emailValidation', action: 'x', call: 'POST /verify', failure: 'status', status: 400, msg: 'email is required' })),
    ).toEqual({
      code: 'BAD_REQUEST',
      message: 'email is required',
      upstreamStatus: 400,
    });
    expect(
      await one(
        new UpstreamError({
          service: 'emailValidation',
          action: 'x',
          call: 'POST /verify',
          failure: 'status',
          status: 403,
          msg: 'Not allowed to use that account',
        }),
      ),
    ).toMatchObject({ code: 'FORBIDDEN' });
    expect(await one(new UpstreamError({ service: 'emailValidation', action: 'x', call: 'POST /verify', failure: 'status', status: 503 }))).toMatchObject({
      code: 'UPSTREAM_ERROR',
      upstreamStatus: 503,
    });
    await expect(
      one(new UpstreamError({ service: 'emailValidation', action: 'x', call: 'POST /verify', failure: 'status', status: 401, msg: 'Authentication Failure' })),
    ).rejects.toMatchObject({
      extensions: { code: 'UNAUTHENTICATED' },
    });
  });
});
