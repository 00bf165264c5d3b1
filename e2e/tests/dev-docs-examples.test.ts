import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPortal } from '@portal/launcher';
import { PASSWORD } from '../src/sign-in';
import { curlOf, gatewayExamples, lookupExamples, type ApiExample } from '../../web/src/features/help-centre/guides/dev-docs-examples';
import { noUpstreams } from '../src/own-sandbox';

// The developers' guide's examples, run as a reader would run them: the curl commands the guide
// shows, in bash, with the shell variables set to a sandbox of the test's own (its own portal too,
// as the browser run's sandbox does not say where its look-up services are). The API token is made
// for the test, so the demo tokens stay as they are.

type Portal = Awaited<ReturnType<typeof startPortal>>;
let portal: Portal;
const vars: Record<string, string> = {};

beforeAll(async () => {
  portal = await startPortal({ port: 0, env: { ...process.env, ...noUpstreams }, quiet: true });
  const urls = portal.sandbox!.urls;
  const basic = `Basic ${Buffer.from(`owner@acme.example:${PASSWORD}`).toString('base64')}`;
  // Export API Token: a portal token for Acme Main (103) lasting a year.
  const session = (await (
    await fetch(`${urls.userServer}/auth?recycleTime=31536000&expiryTime=31536000&accId=103`, { headers: { authorization: basic } })
  ).json()) as {
    jwt: string;
  };
  const created = await fetch(`${urls.userServer}/tokens/password`, {
    method: 'POST',
    headers: { authorization: basic, 'content-type': 'application/json' },
    body: JSON.stringify({ parentId: 103, tag: 'dev-docs' }),
  });
  expect(created.status).toBe(201);
  const token = (await created.json()) as { key: string };
  Object.assign(vars, {
    AUTOCOMPLETE_URL: urls.autocomplete,
    ADDRESS_LOOKUP_URL: urls.addressLookup,
    EMAIL_VALIDATION_URL: urls.emailValidation,
    BANK_URL: urls.bankSoap,
    PORTAL_URL: portal.url.replace(/\/portal\/?$/, ''),
    API_KEY: token.key,
    PORTAL_TOKEN: session.jwt,
    ACCOUNT_ID: '103',
  });
}, 60_000);
afterAll(async () => {
  await portal?.close();
});

const run = promisify(execFile);

/** Runs an example's curl command in bash; the answer's body and HTTP status. */
async function runExample(example: ApiExample): Promise<{ status: number; body: string }> {
  const script = `curl() { command curl -s -w '\\n%{http_code}' "$@"; }\n${curlOf(example)}\n`;
  const { stdout } = await run('bash', ['-c', script], { env: { ...process.env, ...vars } });
  const at = stdout.lastIndexOf('\n');
  return { body: stdout.slice(0, at), status: Number(stdout.slice(at + 1)) };
}

async function runJson<T>(example: ApiExample): Promise<T> {
  const { status, body } = await runExample(example);
  expect(status, `${example.id}: ${body}`).toBe(example.status);
  return JSON.parse(body) as T;
}

const example = (examples: ApiExample[], id: string) => examples.find((candidate) => candidate.id === id)!;

describe("the developers' guide's examples", () => {
  it('look up an address with an API token: suggestions, then the address as a label of 7 lines with its fields', async () => {
    const suggestions = await runJson<{ id: string; text: string }[]>(example(lookupExamples, 'suggest'));
    expect(suggestions.length).toBeGreaterThan(0);
    expect(suggestions[0]!.text).toMatch(/High Street/i);
    vars.ADDRESS_ID = suggestions[0]!.id;
    const address = await runJson<{ id: string; label: string[]; fields: { name: string }[] }>(example(lookupExamples, 'retrieve'));
    expect(address.id).toBe(suggestions[0]!.id);
    expect(address.label).toHaveLength(7);
    expect(address.fields.map((field) => field.name)).toContain('Postcode');
  });

  it('validate an e-mail address with an API token: started, then read with its verdict and suggestion', async () => {
    const { id } = await runJson<{ id: string }>(example(lookupExamples, 'verify'));
    vars.VERIFICATION_ID = id;
    // The guide says to ask again while the verdict is pending.
    let verdict: { state: string; status?: string; reason?: string; suggestion?: string };
    do verdict = await runJson(example(lookupExamples, 'verdict'));
    while (verdict.state === 'pending');
    expect(verdict).toMatchObject({ state: 'done', status: 'invalid', reason: 'noMailDomain', suggestion: 'jane.doe@gmail.com' });
  });

  it('check a bank account by SOAP with an API token: 08-99-99 66374958 passes the modulus 10 check', async () => {
    const { status, body } = await runExample(example(lookupExamples, 'bank'));
    expect(status, body).toBe(200);
    expect(body).toMatch(/<(\w+:)?valid>true<\/(\w+:)?valid>/);
    expect(body).toContain('modulus 10');
  });

  it('query the gateway with an exported portal token: who it is, and the account’s subscriptions', async () => {
    const me = await runJson<{ data: { me: { name: string } } }>(example(gatewayExamples, 'me'));
    expect(me.data.me.name).toBe('owner@acme.example');
    const plans = await runJson<{ data: { accountPlans: { plan: string; remainClicks: number }[] }; errors?: unknown }>(example(gatewayExamples, 'plans'));
    expect(plans.errors).toBeUndefined();
    expect(plans.data.accountPlans.map((plan) => plan.plan)).toContain('Address Lookup 20,000');
  });
});
