import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Gateway } from '../src/server';
import { DEMO_PASSWORD, startSandboxGateway, type GraphQLResponse, type SandboxGateway } from './helpers/sandbox-gateway';

const SIGN_IN = 'mutation S($userName: String!, $password: String!) { signIn(userName: $userName, password: $password) { userName validated jwt } }';
const EXPORT =
  'mutation E($userName: String!, $password: String!, $accountId: ID!) { exportApiToken(userName: $userName, password: $password, accountId: $accountId) }';
const REQUEST_RESET = 'mutation R($userName: String!) { requestPasswordReset(userName: $userName) }';
const RESET =
  'mutation P($userName: String!, $code: String!, $password: String!) { resetPassword(userName: $userName, activationCode: $code, password: $password) }';
const VALIDATE = 'mutation V($code: String!) { validateUser(code: $code) { validated } }';
const CREATE_TOKEN = 'mutation C($input: NewApiTokenInput!) { createApiToken(input: $input) { id tag } }';

/** Behind a proxy on loopback, as supertest connects from 127.0.0.1: X-Forwarded-For names the client. */
let proxied: SandboxGateway;
/** Trusting no proxy, as by default. */
let direct: SandboxGateway;

beforeAll(async () => {
  [proxied, direct] = await Promise.all([startSandboxGateway({ TRUSTED_PROXIES: 'loopback' }), startSandboxGateway()]);
  // The clock stands still while guesses are made: a wait's seconds left then depend on the
  // attempts alone, not on how long a busy machine takes to hash each wrong password.
  vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
});

afterAll(async () => {
  vi.useRealTimers();
  await Promise.all([proxied?.close(), direct?.close()]);
});

/** Posts one operation as a client at `client` (sent as X-Forwarded-For), with a session when given. */
async function from<T = Record<string, unknown>>(
  gateway: Gateway,
  client: string,
  query: string,
  variables: Record<string, unknown>,
  jwt?: string,
): Promise<GraphQLResponse<T>> {
  const call = request(gateway.app).post('/graphql').set('x-forwarded-for', client).send({ query, variables });
  if (jwt) void call.set('authorization', `Bearer ${jwt}`);
  const res = await call;
  if (res.status !== 200) throw new Error(`GraphQL answered ${res.status}: ${res.text}`);
  return res.body as GraphQLResponse<T>;
}

/** The error code of an answer, with the wait when it is a refusal; 'ok' when it has data. */
function outcome(res: GraphQLResponse<unknown>): string {
  const error = res.errors?.[0];
  if (!error) return 'ok';
  const code = String(error.extensions.code);
  return code === 'TOO_MANY_ATTEMPTS' ? `${code} ${String(error.extensions.retryAfterSeconds)}s` : code;
}

const authCalls = (portal: SandboxGateway) => portal.log.filter((line) => line.startsWith('upstream userServer GET /auth ')).length;

async function signInOutcomes(portal: SandboxGateway, client: string, userName: string, passwords: string[]): Promise<string[]> {
  const outcomes: string[] = [];
  for (const password of passwords) outcomes.push(outcome(await from(portal.gateway, client, SIGN_IN, { userName, password })));
  return outcomes;
}

const wrongPasswords = (count: number) => Array.from({ length: count }, (_, i) => `Wrong${i}pass`);
const heardThenRefused = (count: number) => [...Array(5).fill('BAD_REQUEST'), ...Array(count - 5).fill('TOO_MANY_ATTEMPTS 60s')];

// Each heard attempt makes the sandbox hash a password, which a busy machine does slowly.
describe('throttled password guessing', { timeout: 30_000 }, () => {
  it('refuses the sixth of 20 wrong passwords for one user name and on, while another user signs in from another address at once', async () => {
    const callsBefore = authCalls(proxied);
    expect(await signInOutcomes(proxied, '203.0.113.9', 'owner@acme.example', wrongPasswords(20))).toEqual(heardThenRefused(20));
    // Refused attempts never reach the user server.
    expect(authCalls(proxied) - callsBefore).toBe(5);

    const refused = await from(proxied.gateway, '203.0.113.9', SIGN_IN, { userName: 'owner@acme.example', password: 'Wrong20pass' });
    expect(refused.data).toBeNull();
    expect(refused.errors![0]).toMatchObject({
      message: 'Cannot sign in: Too many failed attempts. Try again in 1 minute.',
      extensions: { code: 'TOO_MANY_ATTEMPTS', action: 'sign in', msg: 'Too many failed attempts. Try again in 1 minute.', retryAfterSeconds: 60 },
    });

    const other = await from<{ signIn: { userName: string } }>(proxied.gateway, '198.51.100.4', SIGN_IN, {
      userName: 'member@acme.example',
      password: DEMO_PASSWORD,
    });
    expect(other.errors).toBeUndefined();
    expect(other.data!.signIn.userName).toBe('member@acme.example');
  });

  it("lets the owner in from their own address while the guesser's address is refused, even the right password", async () => {
    await signInOutcomes(proxied, '203.0.113.10', 'partner@northwind.example', wrongPasswords(6));
    expect(await signInOutcomes(proxied, '203.0.113.10', 'partner@northwind.example', [DEMO_PASSWORD])).toEqual(['TOO_MANY_ATTEMPTS 60s']);
    expect(await signInOutcomes(proxied, '198.51.100.10', 'partner@northwind.example', [DEMO_PASSWORD])).toEqual(['ok']);
    // A success elsewhere does not free the guesser.
    expect(await signInOutcomes(proxied, '203.0.113.10', 'partner@northwind.example', [DEMO_PASSWORD])).toEqual(['TOO_MANY_ATTEMPTS 60s']);
  });

  it('counts a user name whatever its case', async () => {
    const names = ['solo@solo.example', 'SOLO@solo.example', ' Solo@Solo.Example ', 'solo@SOLO.example', 'Solo@solo.example', 'solo@solo.example'];
    const outcomes: string[] = [];
    for (const [i, userName] of names.entries())
      outcomes.push(outcome(await from(proxied.gateway, '203.0.113.11', SIGN_IN, { userName, password: `Wrong${i}pass` })));
    expect(outcomes).toEqual(heardThenRefused(6));
  });

  it('throttles a user name that does not exist exactly like one that does', async () => {
    expect(await signInOutcomes(proxied, '203.0.113.12', 'nobody@nowhere.example', wrongPasswords(7))).toEqual(heardThenRefused(7));
  });

  it('forgets the failures in a row at a right password', async () => {
    const passwords = [...wrongPasswords(4), DEMO_PASSWORD, ...wrongPasswords(6)];
    expect(await signInOutcomes(proxied, '203.0.113.13', 'referrer@referral.example', passwords)).toEqual([
      ...Array(4).fill('BAD_REQUEST'),
      'ok',
      ...heardThenRefused(6),
    ]);
  });

  it('ignores X-Forwarded-For unless TRUSTED_PROXIES trusts the hop it came through', async () => {
    expect(await signInOutcomes(direct, '203.0.113.14', 'koala@koala.example', wrongPasswords(6))).toEqual(heardThenRefused(6));
    // Claiming another address changes nothing: the socket's address is the client's.
    expect(await signInOutcomes(direct, '198.51.100.14', 'koala@koala.example', [DEMO_PASSWORD])).toEqual(['TOO_MANY_ATTEMPTS 60s']);
  });
});

describe('throttled guessing of the other secrets', { timeout: 30_000 }, () => {
  it('throttles exporting an API token, which takes the password, together with sign-in', async () => {
    const outcomes: string[] = [];
    for (const password of wrongPasswords(6)) {
      outcomes.push(outcome(await from(proxied.gateway, '203.0.113.20', EXPORT, { userName: 'owner@acme.example', password, accountId: '103' })));
    }
    expect(outcomes).toEqual(heardThenRefused(6));
    const refused = await from(proxied.gateway, '203.0.113.20', EXPORT, { userName: 'owner@acme.example', password: DEMO_PASSWORD, accountId: '103' });
    expect(refused.errors![0]!.extensions).toMatchObject({ code: 'TOO_MANY_ATTEMPTS', action: 'export the API token', retryAfterSeconds: 60 });
    expect(await signInOutcomes(proxied, '203.0.113.20', 'owner@acme.example', [DEMO_PASSWORD])).toEqual(['TOO_MANY_ATTEMPTS 60s']);

    const elsewhere = await from<{ exportApiToken: string }>(proxied.gateway, '198.51.100.20', EXPORT, {
      userName: 'owner@acme.example',
      password: DEMO_PASSWORD,
      accountId: '103',
    });
    expect(elsewhere.errors).toBeUndefined();
    expect(elsewhere.data!.exportApiToken).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
  });

  it("refuses a new token's bad settings itself, with the right password, so they do not count as wrong passwords", async () => {
    const client = '203.0.113.30';
    const signedIn = await from<{ signIn: { jwt: string } }>(proxied.gateway, client, SIGN_IN, { userName: 'owner@acme.example', password: DEMO_PASSWORD });
    const jwt = signedIn.data!.signIn.jwt;
    const yesterday = new Date(Date.now() - 86_400_000).toISOString();
    const refusedArguments: unknown[] = [];
    for (const bad of [
      { tag: '  ' },
      { tag: 'x'.repeat(51) },
      { tag: 'probe', ipRange: '999.1.1.1' },
      { tag: 'probe', ipRange: '10.0.0.0/33' },
      { tag: 'probe', referrer: 'not a web address' },
      { tag: 'probe', referrer: 'ftp://files.example' },
      { tag: 'probe', expiry: yesterday },
      // 0 seconds, which the service would read as never.
      { tag: 'probe', expiry: '1970-01-01T00:00:00Z' },
    ]) {
      const res = await from(proxied.gateway, client, CREATE_TOKEN, { input: { accountId: '103', password: DEMO_PASSWORD, ...bad } }, jwt);
      expect(outcome(res)).toBe('BAD_USER_INPUT');
      refusedArguments.push(res.errors![0]!.extensions.argument);
    }
    expect(refusedArguments).toEqual([
      'input.tag',
      'input.tag',
      'input.ipRange',
      'input.ipRange',
      'input.referrer',
      'input.referrer',
      'input.expiry',
      'input.expiry',
    ]);
    // Eight refusals, none of them counted: sign-in is not held up, and a good token is made.
    expect(await signInOutcomes(proxied, client, 'owner@acme.example', [DEMO_PASSWORD])).toEqual(['ok']);
    const made = await from(
      proxied.gateway,
      client,
      CREATE_TOKEN,
      { input: { accountId: '103', password: DEMO_PASSWORD, tag: ' throttle-probe ', ipRange: '203.0.113.0/24 ', referrer: '   ' } },
      jwt,
    );
    // Sent as checked: trimmed, a referrer of spaces alone being none.
    expect(outcome(made)).toBe('ok');
    expect(made.data).toEqual({ createApiToken: { id: expect.any(String), tag: 'throttle-probe' } });
  });

  it('throttles guessing of the activation code for a new password, and the right code from elsewhere still works', async () => {
    const userName = 'solo@solo.example';
    expect((await from(proxied.gateway, '198.51.100.21', REQUEST_RESET, { userName })).data).toEqual({ requestPasswordReset: true });
    const mail = (await (await fetch(`${proxied.sandbox.urls.userServer}/sandbox/outbox?email=${encodeURIComponent(userName)}`)).json()) as {
      kind: string;
      code: string;
    }[];
    const code = mail.filter((message) => message.kind === 'resetpassword').at(-1)!.code;
    const wrongCodes = ['000000', '111111', '222222', '333333', '444444', '555555', '666666'].filter((guess) => guess !== code).slice(0, 6);

    const outcomes: string[] = [];
    for (const guess of wrongCodes)
      outcomes.push(outcome(await from(proxied.gateway, '203.0.113.21', RESET, { userName, code: guess, password: 'Guessed0ne' })));
    expect(outcomes).toEqual(heardThenRefused(6));
    const refused = await from(proxied.gateway, '203.0.113.21', RESET, { userName, code, password: 'Guessed0ne' });
    expect(refused.errors![0]!.extensions).toMatchObject({ code: 'TOO_MANY_ATTEMPTS', action: 'reset your password', retryAfterSeconds: 60 });

    expect((await from(proxied.gateway, '198.51.100.21', RESET, { userName, code, password: 'NewPassw0rd' })).data).toEqual({ resetPassword: true });
  });

  it('refuses a weak new password before the code is tried, so the right code is not locked out by it', async () => {
    const userName = 'solo@solo.example';
    expect((await from(proxied.gateway, '198.51.100.23', REQUEST_RESET, { userName })).data).toEqual({ requestPasswordReset: true });
    const mail = (await (await fetch(`${proxied.sandbox.urls.userServer}/sandbox/outbox?email=${encodeURIComponent(userName)}`)).json()) as {
      kind: string;
      code: string;
    }[];
    const code = mail.filter((message) => message.kind === 'resetpassword').at(-1)!.code;
    const resets = () => proxied.log.filter((line) => line.startsWith('upstream userServer PUT /resetpassword')).length;
    const before = resets();
    for (const weak of ['short1', 'lettersonly', '12345678', 'abc', 'nodigits!', 'ab1']) {
      const refused = await from(proxied.gateway, '203.0.113.23', RESET, { userName, code, password: weak });
      expect(refused.errors).toMatchObject([
        {
          message: 'Password must be at least 8 characters and contain a letter and a digit',
          extensions: { code: 'BAD_USER_INPUT', argument: 'password' },
        },
      ]);
    }
    expect(resets()).toBe(before);
    expect((await from(proxied.gateway, '203.0.113.23', RESET, { userName, code, password: DEMO_PASSWORD })).data).toEqual({ resetPassword: true });
  });

  it('throttles guessing of the validation code', async () => {
    const session = await from<{ signIn: { jwt: string; validated: boolean } }>(proxied.gateway, '203.0.113.22', SIGN_IN, {
      userName: 'new@new.example',
      password: DEMO_PASSWORD,
    });
    expect(session.data!.signIn.validated).toBe(false);
    const jwt = session.data!.signIn.jwt;
    const outcomes: string[] = [];
    for (const code of ['000001', '000002', '000003', '000004', '000005', '000006'])
      outcomes.push(outcome(await from(proxied.gateway, '203.0.113.22', VALIDATE, { code }, jwt)));
    expect(outcomes).toEqual(heardThenRefused(6));
    // The right code, demo data's 123456, from the same address waits too.
    const refused = await from(proxied.gateway, '203.0.113.22', VALIDATE, { code: '123456' }, jwt);
    expect(refused.errors![0]!.extensions).toMatchObject({ code: 'TOO_MANY_ATTEMPTS', action: 'validate your account' });
  });
});
