import type { ServerResponse } from 'node:http';
import { serviceEnvVars } from '@portal/sandbox';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { digitsOnly } from '../src/bank-validation/resolvers';
import { loadConfig } from '../src/config';
import { createGateway } from '../src/server';
import { graphql, startSandboxGateway, type SandboxGateway, signIn as signInAs } from './helpers/sandbox-gateway';
import { startLocalServer } from './helpers/local-server';
import { memoryLog } from './helpers/memory-log';

const BANK = /* GraphQL */ `
  query B($accountId: ID!, $sortCode: String!, $accountNumber: String!) {
    bankAccountValidation(accountId: $accountId, sortCode: $sortCode, accountNumber: $accountNumber) {
      sortCode
      accountNumber
      status
      valid
      reason
    }
  }
`;

interface Validation {
  sortCode: string;
  accountNumber: string;
  status: 'valid' | 'invalid' | 'unchecked';
  valid: boolean;
  reason: string;
}

let portal: SandboxGateway;

beforeAll(async () => {
  portal = await startSandboxGateway();
});

afterAll(async () => {
  await portal?.close();
});

const signIn = async (userName: string) => (await signInAs(portal.gateway, userName)).jwt;

const check = (accountId: string, sortCode: string, accountNumber: string, jwt: string, gateway = portal.gateway) =>
  graphql<{ bankAccountValidation: Validation }>(gateway, BANK, { accountId, sortCode, accountNumber }, jwt);
const calls = (prefix: string) => portal.log.filter((line) => line.startsWith(prefix)).length;

describe('bankAccountValidation through the gateway', () => {
  it('checks a passing and a failing account, with spaces and dashes stripped', async () => {
    const owner = await signIn('owner@acme.example');
    const passing = await check('103', '08-99-99', '6637 4958', owner);
    expect(passing.errors).toBeUndefined();
    expect(passing.data?.bankAccountValidation).toEqual({
      sortCode: '089999',
      accountNumber: '66374958',
      status: 'valid',
      valid: true,
      reason: 'Passed the modulus 10 check',
    });
    const failing = await check('103', '107999', '88837493', owner);
    expect(failing.data?.bankAccountValidation).toEqual({
      sortCode: '107999',
      accountNumber: '88837493',
      status: 'invalid',
      valid: false,
      reason: 'Failed the modulus 11 check',
    });
  });

  it.each([
    ['en dashes', '08\u201399\u201399', '6637\u20134958'],
    ['em dashes and a minus sign', '08\u201499\u221299', '66374958'],
    ['non-breaking and thin spaces', '08\u00a099\u202f99', '6637\u20094958'],
    ['a non-breaking hyphen, a soft hyphen and a zero-width space', '08\u201199\u00ad99', '6637\u200b4958'],
    ['full-width digits and dashes (a Japanese keyboard, a PDF)', '０８－９９－９９', '６６３７４９５８'],
  ])('takes a sort code and account number pasted with %s as the screen does', async (_case, sortCode, accountNumber) => {
    const owner = await signIn('owner@acme.example');
    const res = await check('103', sortCode, accountNumber, owner);
    expect(res.errors).toBeUndefined();
    expect(res.data?.bankAccountValidation).toMatchObject({ sortCode: '089999', accountNumber: '66374958', status: 'valid' });
  });

  it('sends full-width digits to the service as the ordinary digits they stand for, not as text it would refuse', () => {
    expect(digitsOnly('０８－９９－９９')).toBe('089999');
    expect(digitsOnly('６６３７\u3000４９５８')).toBe('66374958');
    expect(digitsOnly('6637495O')).toBe('6637495O');
  });

  it('still leaves a letter or a dot for the service to refuse: only separators go', async () => {
    const owner = await signIn('owner@acme.example');
    expect((await check('103', '08.99.99', '66374958', owner)).errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      argument: 'sortCode',
      msg: 'Sort code must be 6 digits',
    });
    expect((await check('103', '089999', '6637495O', owner)).errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      argument: 'accountNumber',
      msg: 'Account number must be 6 to 10 digits',
    });
  });

  it("refuses a 9-digit account number with a sort code that is not Santander's, rather than checking a sort code never given", async () => {
    const owner = await signIn('owner@acme.example');
    const res = await check('103', '60-16-13', '031926819', owner);
    expect(res.data).toBeNull();
    expect(res.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      argument: 'accountNumber',
      msg: 'Account number must be 6, 7, 8 or 10 digits for sort code 601613: only Santander sort codes (09-xx-xx) take 9 digits',
    });
    // A Santander sort code still takes 9 digits, and the answer names the sort code it checked.
    const santander = await check('103', '09-01-50', '100000002', owner);
    expect(santander.errors).toBeUndefined();
    expect(santander.data?.bankAccountValidation).toMatchObject({ sortCode: '090151', accountNumber: '00000002', status: 'valid' });
  });

  it('tells a number no check covers apart from a valid one: 12-34-56 12345678 is unchecked, not valid, and says why', async () => {
    const owner = await signIn('owner@acme.example');
    const res = await check('103', '12-34-56', '12345678', owner);
    expect(res.errors).toBeUndefined();
    expect(res.data?.bankAccountValidation).toEqual({
      sortCode: '123456',
      accountNumber: '12345678',
      status: 'unchecked',
      valid: false,
      reason: 'The sort code is not in the modulus checking table, so the account number could not be checked: it may or may not be right',
    });
    const foreign = await check('103', '200915', '41011166', owner);
    expect(foreign.data?.bankAccountValidation).toMatchObject({
      status: 'unchecked',
      valid: false,
      reason: expect.stringMatching(/^A foreign currency account/),
    });
  });

  it('makes its SOAP client once, from the WSDL, and reuses it', async () => {
    const owner = await signIn('owner@acme.example');
    await check('103', '202959', '63748472', owner);
    await check('103', '871427', '46238510', owner);
    expect(calls('upstream bankSoap GET /?wsdl')).toBe(1);
    expect(calls('upstream bankSoap POST / 200')).toBeGreaterThanOrEqual(2);
  });

  const bankClicks = (accountId: number) => {
    const { subscriptions, subscriptionUsage } = portal.sandbox.store;
    const subscription = subscriptions.find((s) => s.accountId === accountId && s.service === 'bankcode' && s.enabled);
    return subscriptionUsage.filter((usage) => usage.subscriptionId === subscription?.subscriptionId).reduce((sum, usage) => sum + usage.clicks, 0);
  };

  it.each([
    ['a sort code of 4 digits', '12-34', '66374958', 'sortCode', 'Sort code must be 6 digits'],
    ['a blank sort code', ' ', '66374958', 'sortCode', 'Sort code is required'],
    ['a blank account number', '089999', ' ', 'accountNumber', 'Account number is required'],
    ['an account number of 5 digits', '089999', '12345', 'accountNumber', 'Account number must be 6 to 10 digits'],
    [
      "9 digits with a sort code that is not Santander's",
      '08-99-99',
      '123456789',
      'accountNumber',
      'Account number must be 6, 7, 8 or 10 digits for sort code 089999: only Santander sort codes (09-xx-xx) take 9 digits',
    ],
  ])(
    "refuses %s as the service does, with BAD_USER_INPUT naming the argument and the service's words, counting no click",
    async (_case, sortCode, accountNumber, argument, words) => {
      const owner = await signIn('owner@acme.example');
      const before = bankClicks(103);
      const res = await check('103', sortCode, accountNumber, owner);
      expect(res.data).toBeNull();
      expect(res.errors).toHaveLength(1);
      expect(res.errors?.[0]?.message).toBe(words);
      expect(res.errors?.[0]?.extensions).toEqual({
        code: 'BAD_USER_INPUT',
        argument,
        action: 'validate the bank account',
        msg: words,
        upstreamStatus: 500,
        faultcode: 'soap:Client',
      });
      expect(bankClicks(103)).toBe(before);
    },
  );

  it('still counts one click for a check that gives a verdict', async () => {
    const owner = await signIn('owner@acme.example');
    const before = bankClicks(103);
    expect((await check('103', '089999', '66374958', owner)).data?.bankAccountValidation.status).toBe('valid');
    expect(bankClicks(103)).toBe(before + 1);
  });

  it('refuses an australia account (Koala Main) for its territory, before calling the service', async () => {
    const koala = await signIn('koala@koala.example');
    const before = calls('upstream bankSoap POST');
    const res = await check('113', '089999', '66374958', koala);
    expect(res.data).toBeNull();
    expect(res.errors?.[0]?.message).toBe('Cannot validate the bank account: Account 113 is not a uk account, and payment validation is for uk accounts only');
    expect(res.errors?.[0]?.extensions).toMatchObject({ code: 'FORBIDDEN', reason: 'TERRITORY', action: 'validate the bank account' });
    expect(calls('upstream bankSoap POST')).toBe(before);
  });

  it("reports a free trial whose clicks are used as NO_SUBSCRIPTION, as the other services do, not as a fault, after new@new.example's trial", async () => {
    const session = await signIn('new@new.example');
    const validated = await graphql<{ validateUser: { jwt: string } }>(
      portal.gateway,
      'mutation V($code: String!) { validateUser(code: $code) { jwt } }',
      { code: '123456' },
      session,
    );
    const jwt = validated.data!.validateUser.jwt;
    expect((await check('115', '089999', '66374958', jwt)).errors).toBeUndefined();
    // The rest of the trial's 100 clicks used: the service refuses the next check.
    portal.sandbox.store.countClicks(115, 'bankcode', 99);
    const refused = await check('115', '089999', '66374958', jwt);
    expect(refused.errors?.[0]?.extensions).toMatchObject({
      code: 'NO_SUBSCRIPTION',
      action: 'validate the bank account',
      msg: "This account's payment validation trial has used all its clicks: buy a plan to go on",
      upstreamStatus: 500,
      faultcode: 'soap:Client',
    });
  });

  it('refuses a member of Acme Main for Acme Web with FORBIDDEN, before calling the service', async () => {
    const member = await signIn('member@acme.example');
    const before = calls('upstream bankSoap POST');
    const res = await check('104', '089999', '66374958', member);
    expect(res.data).toBeNull();
    expect(res.errors?.[0]?.extensions).toMatchObject({ code: 'FORBIDDEN', action: 'validate the bank account' });
    expect(calls('upstream bankSoap POST')).toBe(before);
    expect((await check('103', '089999', '66374958', member)).data?.bankAccountValidation.valid).toBe(true);
  });

  it("refuses an organisation's or a partner's id with FORBIDDEN in the e-mail check's words, staff too, before calling the service", async () => {
    const before = calls('upstream bankSoap POST');
    for (const [userName, groupId, kind] of [
      ['owner@acme.example', '102', 'an organisation'],
      ['partner@northwind.example', '101', 'a partner'],
      ['admin@provider.example', '102', 'an organisation'],
    ] as const) {
      const res = await check(groupId, '089999', '66374958', await signIn(userName));
      expect(res.data).toBeNull();
      expect(res.errors?.[0]?.extensions).toEqual({
        code: 'FORBIDDEN',
        action: 'validate the bank account',
        upstreamStatus: null,
        msg: `Group ${groupId} is ${kind}, not an account: choose one of its accounts`,
      });
    }
    expect(calls('upstream bankSoap POST')).toBe(before);
  });

  it('logs neither the token nor the account details', () => {
    const log = portal.log.join('\n');
    expect(log).not.toMatch(/bearer|eyJ/i);
    expect(log).not.toContain('66374958');
  });
});

describe('bank service transport failures', () => {
  function gatewayWithBankAt(bankSoapUrl: string, upstreamTimeoutMs = 5_000, log: string[] = []) {
    const env: Record<string, string> = {};
    for (const [name, variable] of Object.entries(serviceEnvVars)) env[variable] = portal.sandbox.urls[name as keyof typeof portal.sandbox.urls];
    env.BANK_SOAP_URL = bankSoapUrl;
    env.UPSTREAM_TIMEOUT = String(upstreamTimeoutMs);
    return createGateway(loadConfig(env), { logger: memoryLog(log).logger });
  }

  /** A stand-in serving the sandbox's WSDL, answering every call with `answer`. */
  async function bankAnswering(answer: (res: ServerResponse) => void) {
    const wsdl = await (await fetch(`${portal.sandbox.urls.bankSoap}/?wsdl`)).text();
    return startLocalServer((request, res) => {
      if (request.method === 'GET') res.writeHead(200, { 'content-type': 'text/xml' }).end(wsdl);
      else answer(res);
    });
  }

  const answerEnvelope = (fields: string) =>
    '<?xml version="1.0" encoding="utf-8"?><soap:Envelope xmlns:soap="http://schemas.xmlsoap.org/soap/envelope/" xmlns:tns="http://dataportal.example/bank-validation">' +
    `<soap:Body><tns:ValidateBankAccountResponse>${fields}</tns:ValidateBankAccountResponse></soap:Body></soap:Envelope>`;

  it.each([
    ['a service without status: its valid is all it says', true, undefined, 'valid'],
    ['a service without status refusing the number', false, undefined, 'invalid'],
    ['a status the portal does not know: no pass', true, 'probable', 'unchecked'],
  ])('reads %s', async (_case, valid, status, expected) => {
    const envelope = answerEnvelope(
      `<tns:valid>${valid}</tns:valid><tns:reason>As the service says</tns:reason><tns:sortCode>089999</tns:sortCode><tns:accountNumber>66374958</tns:accountNumber>` +
        (status ? `<tns:status>${status}</tns:status>` : ''),
    );
    const server = await bankAnswering((res) => res.writeHead(200, { 'content-type': 'text/xml; charset=utf-8' }).end(envelope));
    const gateway = gatewayWithBankAt(server.url);
    try {
      const staff = await signIn('admin@provider.example');
      const res = await check('103', '089999', '66374958', staff, gateway);
      expect(res.data?.bankAccountValidation).toEqual({
        sortCode: '089999',
        accountNumber: '66374958',
        status: expected,
        valid: expected === 'valid',
        reason: 'As the service says',
      });
    } finally {
      await gateway.stop();
      await server.close();
    }
  });

  const faultEnvelope = (faultcode: string, faultstring: string) =>
    '<?xml version="1.0" encoding="utf-8"?><soap:Envelope xmlns:soap="http://schemas.xmlsoap.org/soap/envelope/">' +
    `<soap:Body><soap:Fault><faultcode>${faultcode}</faultcode><faultstring>${faultstring}</faultstring></soap:Fault></soap:Body></soap:Envelope>`;

  it.each([
    ['a client fault about something else', 'SOAP_FAULT', 'soap:Client', 'Unknown dataset BANK2: bank accounts are checked with the BANK dataset'],
    ["the service's own fault (soap:Server) about a sort code", 'SOAP_FAULT', 'soap:Server', 'Sort code directory is being reloaded'],
    ['a refusal of the sort code under another prefix', 'BAD_USER_INPUT', 'SOAP-ENV:Client', 'Sort code must be 6 digits'],
  ])('answers %s as %s', async (_case, code, faultcode, faultstring) => {
    const server = await bankAnswering((res) => res.writeHead(500, { 'content-type': 'text/xml; charset=utf-8' }).end(faultEnvelope(faultcode, faultstring)));
    const gateway = gatewayWithBankAt(server.url);
    try {
      const staff = await signIn('admin@provider.example');
      const res = await check('103', '089999', '66374958', staff, gateway);
      expect(res.errors?.[0]?.message).toBe(faultstring);
      expect(res.errors?.[0]?.extensions).toMatchObject({ code, faultcode, msg: faultstring, action: 'validate the bank account' });
      expect(res.errors?.[0]?.extensions?.argument).toBe(code === 'BAD_USER_INPUT' ? 'sortCode' : undefined);
    } finally {
      await gateway.stop();
      await server.close();
    }
  });

  it('answers UPSTREAM_ERROR naming the operation when its answer is not in the declared shape, logged once', async () => {
    // A ValidateBankAccountResponse without its reason.
    const envelope = answerEnvelope('<tns:valid>true</tns:valid><tns:sortCode>089999</tns:sortCode><tns:accountNumber>66374958</tns:accountNumber>');
    const server = await bankAnswering((res) => res.writeHead(200, { 'content-type': 'text/xml; charset=utf-8' }).end(envelope));
    const log: string[] = [];
    const gateway = gatewayWithBankAt(server.url, 5_000, log);
    try {
      const staff = await signIn('admin@provider.example');
      const res = await check('103', '089999', '66374958', staff, gateway);
      expect(res.data).toBeNull();
      expect(res.errors?.[0]?.message).toBe('The bank account server answered ValidateBankAccount in an unexpected shape');
      expect(res.errors?.[0]?.extensions).toEqual({ code: 'UPSTREAM_ERROR', action: 'validate the bank account', upstreamStatus: 200, msg: null });
      const calls = log.filter((line) => line.startsWith('upstream bankSoap POST'));
      expect(calls).toHaveLength(1);
      expect(calls[0]).toMatch(/^upstream bankSoap POST \/ 200 malformed \(0\.reason: [^)]+\) \d+ms$/);
    } finally {
      await gateway.stop();
      await server.close();
    }
  });

  it('logs a SOAP call as the request layer logs a REST one', async () => {
    const log: string[] = [];
    const gateway = gatewayWithBankAt(portal.sandbox.urls.bankSoap, 5_000, log);
    try {
      const staff = await signIn('admin@provider.example');
      await check('103', '12-34', '66374958', staff, gateway);
      expect(log.filter((line) => line.startsWith('upstream bankSoap'))).toEqual([
        expect.stringMatching(/^upstream bankSoap GET \/\?wsdl 200 \d+ms$/),
        expect.stringMatching(/^upstream bankSoap POST \/ 500 fault \d+ms$/),
      ]);
    } finally {
      await gateway.stop();
    }
  });

  it('answers UPSTREAM_UNAVAILABLE when the service cannot be reached, and tries the WSDL again next time', async () => {
    const server = await startLocalServer((_request, res) => res.end());
    const url = server.url;
    await server.close();
    const gateway = gatewayWithBankAt(url);
    try {
      const staff = await signIn('admin@provider.example');
      for (let attempt = 0; attempt < 2; attempt += 1) {
        const res = await check('103', '089999', '66374958', staff, gateway);
        expect(res.errors?.[0]?.extensions).toMatchObject({ code: 'UPSTREAM_UNAVAILABLE', action: 'validate the bank account', upstreamStatus: null });
        expect(res.errors?.[0]?.message).toBe('The bank account server could not be reached');
      }
    } finally {
      await gateway.stop();
    }
  });

  it('answers UPSTREAM_TIMEOUT when the service does not answer in time', async () => {
    const server = await startLocalServer(() => undefined);
    // The limit is every service's, the account manager's group load (the territory check) included:
    // 2 s, so that load answers on a busy machine, where 200 ms ran out before the bank was asked.
    const gateway = gatewayWithBankAt(server.url, 2_000);
    try {
      const staff = await signIn('admin@provider.example');
      const res = await check('103', '089999', '66374958', staff, gateway);
      expect(res.errors?.[0]?.extensions).toMatchObject({ code: 'UPSTREAM_TIMEOUT', action: 'validate the bank account' });
    } finally {
      await gateway.stop();
      await server.close();
    }
  });

  it('maps an HTTP error without a fault as the request layer does (401 is UNAUTHENTICATED)', async () => {
    const server = await bankAnswering((res) => res.writeHead(401, { 'content-type': 'application/json' }).end('{"msg":"Authentication Failure"}'));
    const gateway = gatewayWithBankAt(server.url);
    try {
      const staff = await signIn('admin@provider.example');
      const res = await check('103', '089999', '66374958', staff, gateway);
      expect(res.errors?.[0]?.extensions).toMatchObject({ code: 'UNAUTHENTICATED', upstreamStatus: 401, msg: 'Authentication Failure' });
      // The call went to the configured address, with the caller's bearer.
      const call = server.seen.find((request) => request.method === 'POST');
      expect(call?.url).toBe('/');
      expect(call?.headers.authorization).toBe(`Bearer ${staff}`);
    } finally {
      await gateway.stop();
      await server.close();
    }
  });
});
