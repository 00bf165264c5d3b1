import { createClientAsync, type Client } from 'soap';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningSandbox } from '../src';
import { signIn, startTestSandbox } from './support';

const ACME_MAIN = 103;
const ACME_WEB = 104;
const KOALA_MAIN = 113;

type Validate = (args: Record<string, string>, options?: object, headers?: Record<string, string>) => Promise<[Record<string, unknown>, string]>;

function envelope(body: string): string {
  return `<?xml version="1.0" encoding="utf-8"?>
<soap:Envelope xmlns:soap="http://schemas.xmlsoap.org/soap/envelope/" xmlns:b="http://dataportal.example/bank-validation">
  <soap:Body>${body}</soap:Body>
</soap:Envelope>`;
}

describe('the bank account SOAP service', () => {
  let sandbox: RunningSandbox;
  let owner: string;
  let client: Client;
  let validate: Validate;

  beforeAll(async () => {
    sandbox = await startTestSandbox();
    owner = (await signIn(sandbox, 'owner@acme.example')).jwt;
    client = await createClientAsync(`${sandbox.urls.bankSoap}/?wsdl`);
    validate = (client.ValidateBankAccountAsync as Validate).bind(client);
  });
  afterAll(() => sandbox.close());

  const bankClicks = (accountId: number) => {
    const subscription = sandbox.store.subscriptions.find((s) => s.accountId === accountId && s.service === 'bankcode');
    return sandbox.store.subscriptionUsage.filter((u) => u.subscriptionId === subscription?.subscriptionId).reduce((sum, u) => sum + u.clicks, 0);
  };

  async function faultOf(call: Promise<unknown>): Promise<{ status: number | undefined; faultstring: unknown; faultcode: unknown }> {
    const error = (await call.then(
      () => {
        throw new Error('expected a fault');
      },
      (rejection: unknown) => rejection,
    )) as { response?: { status?: number }; root?: { Envelope: { Body: { Fault: { faultstring: unknown; faultcode: unknown } } } } };
    const fault = error.root?.Envelope.Body.Fault;
    return { status: error.response?.status, faultstring: fault?.faultstring, faultcode: fault?.faultcode };
  }

  it('serves its WSDL at /?wsdl without a token, naming the address it was fetched from', async () => {
    const response = await fetch(`${sandbox.urls.bankSoap}/?wsdl`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/xml/);
    const wsdl = await response.text();
    expect(wsdl).toContain('<operation name="ValidateBankAccount">');
    expect(wsdl).toContain(`<soap:address location="${sandbox.urls.bankSoap}/"/>`);
    expect(client.describe()).toEqual({
      BankAccountService: { BankAccountPort: { ValidateBankAccount: expect.objectContaining({ input: expect.any(Object), output: expect.any(Object) }) } },
    });
    expect((await fetch(`${sandbox.urls.bankSoap}/`)).status).toBe(404);
    expect((await fetch(`${sandbox.urls.bankSoap}/`, { method: 'PUT' })).status).toBe(405);
  });

  it('validates over SOAP 1.1 with the bearer token, counting one click on the payment validation subscription', async () => {
    const before = bankClicks(ACME_MAIN);
    const [result] = await validate(
      { sortCode: '089999', accountNumber: '66374958', dataset: 'BANK', accId: String(ACME_MAIN) },
      {},
      { Authorization: `Bearer ${owner}` },
    );
    expect(result).toEqual({ valid: true, reason: 'Passed the modulus 10 check', sortCode: '089999', accountNumber: '66374958', status: 'valid' });
    const [failing] = await validate({ sortCode: '107999', accountNumber: '88837493', accId: String(ACME_MAIN) }, {}, { Authorization: `Bearer ${owner}` });
    expect(failing).toEqual({ valid: false, reason: 'Failed the modulus 11 check', sortCode: '107999', accountNumber: '88837493', status: 'invalid' });
    expect(bankClicks(ACME_MAIN)).toBe(before + 2);
  });

  it('answers a sort code outside the modulus tables as unchecked (still accepted), with why, and counts the click', async () => {
    const before = bankClicks(ACME_MAIN);
    const [result] = await validate({ sortCode: '12-34-56', accountNumber: '12345678', accId: String(ACME_MAIN) }, {}, { Authorization: `Bearer ${owner}` });
    expect(result).toEqual({
      valid: true,
      reason: 'The sort code is not in the modulus checking table, so the account number could not be checked: it may or may not be right',
      sortCode: '123456',
      accountNumber: '12345678',
      status: 'unchecked',
    });
    expect(bankClicks(ACME_MAIN)).toBe(before + 1);
  });

  it('answers a hand-written envelope, and acts for the token’s account when accId is left out', async () => {
    const session = await signIn(sandbox, 'owner@acme.example', { accId: ACME_WEB });
    const before = bankClicks(ACME_WEB);
    const response = await fetch(`${sandbox.urls.bankSoap}/`, {
      method: 'POST',
      headers: {
        'content-type': 'text/xml; charset=utf-8',
        soapaction: '"http://dataportal.example/bank-validation/ValidateBankAccount"',
        authorization: `Bearer ${session.jwt}`,
      },
      body: envelope('<b:ValidateBankAccountRequest><b:sortCode>938063</b:sortCode><b:accountNumber>15763217</b:accountNumber></b:ValidateBankAccountRequest>'),
    });
    expect(response.status).toBe(200);
    const xml = await response.text();
    expect(xml).toMatch(
      /<valid>false<\/valid><reason>Failed the modulus 11 check \(exception 5\)<\/reason><sortCode>938063<\/sortCode><accountNumber>15763217<\/accountNumber>/,
    );
    expect(bankClicks(ACME_WEB)).toBe(before + 1);
  });

  it('answers 401 without a valid token, before reading the envelope', async () => {
    for (const authorization of [undefined, 'Bearer forged.token.here']) {
      const response = await fetch(`${sandbox.urls.bankSoap}/`, {
        method: 'POST',
        headers: { 'content-type': 'text/xml', ...(authorization ? { authorization } : {}) },
        body: 'not even xml',
      });
      expect(response.status).toBe(401);
      expect(await response.json()).toEqual({ msg: 'Authentication Failure' });
    }
  });

  it('answers bad input with a SOAP fault, without counting a click', async () => {
    const before = bankClicks(ACME_MAIN);
    const auth = { Authorization: `Bearer ${owner}` };
    expect(await faultOf(validate({ sortCode: '12-34', accountNumber: '66374958', accId: '103' }, {}, auth))).toEqual({
      status: 500,
      faultcode: 'soap:Client',
      faultstring: 'Sort code must be 6 digits',
    });
    expect((await faultOf(validate({ sortCode: '089999', accountNumber: '12', accId: '103' }, {}, auth))).faultstring).toBe(
      'Account number must be 6 to 10 digits',
    );
    expect((await faultOf(validate({ sortCode: '', accountNumber: '66374958', accId: '103' }, {}, auth))).faultstring).toBe('Sort code is required');
    expect((await faultOf(validate({ sortCode: '089999', accountNumber: '66374958', dataset: 'PAF', accId: '103' }, {}, auth))).faultstring).toBe(
      'Unknown dataset PAF: bank accounts are checked with the BANK dataset',
    );
    expect((await faultOf(validate({ sortCode: '089999', accountNumber: '66374958', accId: 'x' }, {}, auth))).faultstring).toBe(
      'accId must be a positive whole number',
    );
    expect(bankClicks(ACME_MAIN)).toBe(before);
  });

  it('faults for an account the caller may not use, and for one without a payment validation subscription', async () => {
    const member = await signIn(sandbox, 'member@acme.example');
    expect(
      (await faultOf(validate({ sortCode: '089999', accountNumber: '66374958', accId: String(ACME_WEB) }, {}, { Authorization: `Bearer ${member.jwt}` })))
        .faultstring,
    ).toBe('Not allowed to use that account');
    const koala = await signIn(sandbox, 'koala@koala.example');
    expect(
      (await faultOf(validate({ sortCode: '089999', accountNumber: '66374958', accId: String(KOALA_MAIN) }, {}, { Authorization: `Bearer ${koala.jwt}` })))
        .faultstring,
    ).toBe('This account has no payment validation subscription');
    const staff = await signIn(sandbox, 'admin@provider.example');
    const [result] = await validate({ sortCode: '089999', accountNumber: '66374958', accId: String(ACME_WEB) }, {}, { Authorization: `Bearer ${staff.jwt}` });
    expect(result.valid).toBe(true);
  });
});
