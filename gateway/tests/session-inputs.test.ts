import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, graphql, signIn, startSandboxGateway, type GraphQLResponse, type SandboxGateway } from './helpers/sandbox-gateway';

// What a session mutation refuses before the user server, the captcha or the attempt throttle is
// asked: a bad input is the caller's slip, never a wrong guess at a secret, and never an account.

const REGISTER = 'mutation R($input: RegistrationInput!, $captchaToken: String!) { register(input: $input, captchaToken: $captchaToken) { userId } }';
const CHANGE_PASSWORD = 'mutation C($current: String!, $next: String!) { changePassword(currentPassword: $current, newPassword: $next) }';
const REQUEST_RESET = 'mutation R($userName: String!) { requestPasswordReset(userName: $userName) }';
const RESET =
  'mutation P($userName: String!, $code: String!, $password: String!) { resetPassword(userName: $userName, activationCode: $code, password: $password) }';
const VALIDATE = 'mutation V($code: String!) { validateUser(code: $code) { validated } }';

/** 202 characters that meet the rule but for their length: the user server takes at most 200. */
const TOO_LONG = 'a1'.repeat(101);

let portal: SandboxGateway;

beforeAll(async () => {
  portal = await startSandboxGateway();
});

afterAll(async () => {
  await portal?.close();
});

const upstreamCalls = (start: string) => portal.log.filter((line) => line.startsWith(`upstream userServer ${start}`)).length;

async function outbox(email: string): Promise<{ kind: string; code: string }[]> {
  const res = await fetch(`${portal.sandbox.urls.userServer}/sandbox/outbox?email=${encodeURIComponent(email)}`);
  return (await res.json()) as { kind: string; code: string }[];
}

async function captchaToken(action: string): Promise<string> {
  const res = await fetch(`${portal.sandbox.urls.userServer}/captcha/token?sitekey=${portal.sandbox.captcha.siteKey}&action=${action}`);
  return ((await res.json()) as { token: string }).token;
}

/** The first error's message, code and argument. */
const refusal = (res: GraphQLResponse<unknown>) => {
  const error = res.errors?.[0];
  return error && { message: error.message, code: error.extensions.code, argument: error.extensions.argument };
};

// Each attempt the user server hears makes it hash a password, which a busy machine does slowly.
describe('a new password over 200 characters', { timeout: 30_000 }, () => {
  it('is refused by changePassword as newPassword, as often as it is sent, and the right change still goes through', async () => {
    const session = await signIn(portal.gateway, 'solo@solo.example');
    const before = upstreamCalls('PUT /userpassword');
    for (let i = 0; i < 6; i += 1) {
      const res = await graphql(portal.gateway, CHANGE_PASSWORD, { current: DEMO_PASSWORD, next: TOO_LONG }, session.jwt);
      expect(refusal(res)).toEqual({ message: 'newPassword must be at most 200 characters.', code: 'BAD_USER_INPUT', argument: 'newPassword' });
    }
    expect(upstreamCalls('PUT /userpassword')).toBe(before);
    const exactly200 = TOO_LONG.slice(0, 200);
    const changed = await graphql(portal.gateway, CHANGE_PASSWORD, { current: DEMO_PASSWORD, next: exactly200 }, session.jwt);
    expect(changed.errors).toBeUndefined();
    // The change ended every earlier session, this one too: the password is put back from a new one.
    const again = await signIn(portal.gateway, 'solo@solo.example', exactly200);
    expect((await graphql(portal.gateway, CHANGE_PASSWORD, { current: exactly200, next: DEMO_PASSWORD }, again.jwt)).errors).toBeUndefined();
  });

  it('is refused by resetPassword before the code is tried, so the right code still resets', async () => {
    const userName = 'koala@koala.example';
    expect((await graphql(portal.gateway, REQUEST_RESET, { userName })).data).toEqual({ requestPasswordReset: true });
    const code = (await outbox(userName)).filter((message) => message.kind === 'resetpassword').at(-1)!.code;
    const before = upstreamCalls('PUT /resetpassword');
    for (let i = 0; i < 6; i += 1) {
      const res = await graphql(portal.gateway, RESET, { userName, code, password: TOO_LONG });
      expect(refusal(res)).toEqual({ message: 'password must be at most 200 characters.', code: 'BAD_USER_INPUT', argument: 'password' });
    }
    expect(upstreamCalls('PUT /resetpassword')).toBe(before);
    expect((await graphql(portal.gateway, RESET, { userName, code, password: DEMO_PASSWORD })).data).toEqual({ resetPassword: true });
  });

  it('is refused by register as input.password, before the user server is asked', async () => {
    const before = upstreamCalls('POST /users');
    const input = {
      email: 'long@fresh.example',
      password: TOO_LONG,
      personalName: 'Lee Long',
      companyName: 'Long Ltd',
      country: 'United Kingdom',
      territory: 'uk',
    };
    const res = await graphql(portal.gateway, REGISTER, { input, captchaToken: await captchaToken('signup') });
    expect(refusal(res)).toEqual({ message: 'password must be at most 200 characters.', code: 'BAD_USER_INPUT', argument: 'input.password' });
    expect(upstreamCalls('POST /users')).toBe(before);
  });
});

describe('an e-mail address with a control or invisible character', () => {
  const newCustomer = (email: string) => ({
    email,
    password: 'Secret123',
    personalName: 'Olive Owner',
    companyName: 'Look-alike Ltd',
    country: 'United Kingdom',
    territory: 'uk',
  });

  it.each([
    ['a right-to-left override at its end', 'owner@acme.example\u202e', 'This has an invisible control character (U+202E, right-to-left override): remove it.'],
    ['a NUL in its name', 'owner\u0000@acme.example', 'This has an invisible control character (U+0000, null character): remove it.'],
    ['a zero-width space', 'owner\u200b@acme.example', 'email has an invisible character (U+200B): remove it.'],
  ])('is refused by register, naming input.email, before the user server is asked (%s)', async (_case, email, message) => {
    const before = upstreamCalls('POST /users');
    const res = await graphql(portal.gateway, REGISTER, { input: newCustomer(email), captchaToken: 'not asked' });
    expect(refusal(res)).toEqual({ message, code: 'BAD_USER_INPUT', argument: 'input.email' });
    expect(upstreamCalls('POST /users')).toBe(before);
    expect(portal.sandbox.store.findUserByName(email)).toBeFalsy();
  });

  it('registers an address the rule takes, with an ampersand and an internationalised domain, trimmed', async () => {
    for (const email of ['bill&ben@example.com', 'olive@bücher.example']) {
      const res = await graphql<{ register: { userId: string } }>(portal.gateway, REGISTER, {
        input: newCustomer(` ${email} `),
        captchaToken: await captchaToken('signup'),
      });
      expect(res.errors).toBeUndefined();
      expect(portal.sandbox.store.findUserByName(email)).toMatchObject({ email });
    }
  });

  it('is refused by requestPasswordReset and resetPassword, naming userName, and no code is sent or tried', async () => {
    const userName = 'koala@koala.example\u202e';
    const sent = upstreamCalls('GET /resetpassword');
    const reset = await graphql(portal.gateway, REQUEST_RESET, { userName });
    expect(refusal(reset)).toMatchObject({ code: 'BAD_USER_INPUT', argument: 'userName' });
    expect(upstreamCalls('GET /resetpassword')).toBe(sent);
    const tried = upstreamCalls('PUT /resetpassword');
    const res = await graphql(portal.gateway, RESET, { userName, code: '123456', password: DEMO_PASSWORD });
    expect(refusal(res)).toMatchObject({ code: 'BAD_USER_INPUT', argument: 'userName' });
    expect(upstreamCalls('PUT /resetpassword')).toBe(tried);
  });
});

describe('a validation code that is not six digits', { timeout: 30_000 }, () => {
  it('is refused as code however often it is sent, uncounted, and the right code then validates', async () => {
    const session = await signIn(portal.gateway, 'new@new.example');
    const before = upstreamCalls('PUT /validate');
    for (const code of ['', '12345', 'abcdef', '1234567', '12 345', '１２３４５６', '12345', 'abcdef']) {
      const res = await graphql(portal.gateway, VALIDATE, { code }, session.jwt);
      expect(refusal(res)).toEqual({ message: 'code must be the six digits of the validation code.', code: 'BAD_USER_INPUT', argument: 'code' });
    }
    expect(upstreamCalls('PUT /validate')).toBe(before);
    // Spaces around it are what a paste brings along: the user server trims them too.
    const res = await graphql(portal.gateway, VALIDATE, { code: ' 123456 ' }, session.jwt);
    expect(res.errors).toBeUndefined();
    expect(res.data).toEqual({ validateUser: { validated: true } });
  });
});
