import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { serviceEnvVars, startSandbox, type RunningSandbox, type ServiceName } from '@portal/sandbox';
import { request } from 'undici';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';
import { createGateway, type Gateway } from '../src/server';
import { graphql, signIn } from './helpers/sandbox-gateway';
import { memoryLog } from './helpers/memory-log';

// A newer release of a service may add fields to its answers, and may leave out a field it has no
// value for instead of sending null. Either way the gateway must read what it relies on and answer
// exactly as before (docs/upstream-contract.md, "Tolerant reading"). Each service's JSON answers
// pass through a relay that changes them so; the bank's SOAP answers are XML and are left as they are.

type Change = (value: unknown) => unknown;

/** Every object gains fields the gateway has never heard of, one of them an object of its own. */
const withAddedFields: Change = (value) => {
  if (Array.isArray(value)) return value.map(withAddedFields);
  if (value && typeof value === 'object') {
    const entries = Object.entries(value).map(([key, field]) => [key, withAddedFields(field)]);
    return { ...Object.fromEntries(entries), addedInANewerRelease: 'x', addedDetails: { level: 2, flags: [true] } };
  }
  return value;
};

/** Every field whose value is null is left out. */
const withoutNulls: Change = (value) => {
  if (Array.isArray(value)) return value.map(withoutNulls);
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).flatMap(([key, field]) => (field === null ? [] : [[key, withoutNulls(field)]])));
  }
  return value;
};

async function startChangingRelay(target: string, change: Change) {
  const server = createServer((req, res) => {
    void (async () => {
      const { host: _host, connection: _connection, 'content-length': length, ...headers } = req.headers;
      const answer = await request(`${target}${req.url ?? '/'}`, {
        method: req.method as 'GET',
        headers: length ? { ...headers, 'content-length': length } : headers,
        body: req.method === 'GET' || req.method === 'HEAD' ? undefined : req,
      });
      const { 'content-length': _length, 'transfer-encoding': _encoding, ...answerHeaders } = answer.headers;
      const text = await answer.body.text();
      const json = String(answer.headers['content-type'] ?? '').includes('json') && text.length > 0;
      const body = json ? JSON.stringify(change(JSON.parse(text))) : text;
      res.writeHead(answer.statusCode, { ...(answerHeaders as Record<string, string>), 'content-length': String(Buffer.byteLength(body)) });
      res.end(body);
    })().catch(() => res.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const OPERATIONS: { name: string; query: string; asStaff?: boolean }[] = [
  {
    name: 'e-mail validation',
    query: 'query ($a: ID!) { emailValidation(accountId: $a, emails: ["jane.doe@gmial.com"]) { email status reason suggestion } }',
  },
  { name: 'datasets', query: '{ datasets { id name datasetRef service planCount createdDate } }', asStaff: true },
  {
    name: 'catalogue plans',
    query:
      '{ cataloguePlans { id name service duration availableStart availableEnd territory currency filters { __typename } comparisons { __typename } subscriptionCount } }',
    asStaff: true,
  },
  { name: 'session', query: '{ me { userName personalName territory } }' },
  {
    name: 'subscriptions',
    query:
      'query ($a: ID!) { accountPlans(accountId: $a) { plan planId remainClicks clickLimit endDate estimatedExpiryDate status deprecated currency trial } }',
  },
  {
    name: 'groups',
    query: 'query ($a: ID!) { groupStatus(groupId: $a) { id parentId parentName name type subtype town county postcode territory isOwner activityTimestamp } }',
  },
  {
    name: 'address suggestions',
    query: 'query ($a: ID!) { addressSuggestions(accountId: $a, dataset: "uk-paf", text: "high street manc") { suggestions { id text } failure { code } } }',
  },
  {
    name: 'usage report',
    query:
      'query ($a: ID!) { usageReport(accountId: $a, from: "2026-01-01", to: "2026-03-31", period: monthly) { subscriptions { subscription { plan } totalClicks } } }',
  },
  { name: 'API tokens', query: 'query ($a: ID!) { apiTokens(accountId: $a) { tag locked expiry } }' },
  { name: 'shop', query: 'query ($a: ID!) { shopPlans(accountId: $a, service: address) { plan clicks price currency } }' },
  { name: 'address cleanse files', query: 'query ($a: ID!) { bureauFiles(accountId: $a) { id name status } }' },
];

let sandbox: RunningSandbox;
const closers: (() => Promise<void>)[] = [];

async function gatewayThrough(change: Change | null): Promise<Gateway> {
  const env: Record<string, string> = {};
  for (const [name, variable] of Object.entries(serviceEnvVars)) {
    const url = sandbox.urls[name as ServiceName];
    if (change && name !== 'bankSoap') {
      const relay = await startChangingRelay(url, change);
      closers.push(relay.close);
      env[variable] = relay.url;
    } else env[variable] = url;
  }
  const gateway = createGateway(loadConfig(env), { logger: memoryLog().logger });
  closers.push(() => gateway.stop());
  return gateway;
}

beforeAll(async () => {
  sandbox = await startSandbox();
  closers.push(() => sandbox.close());
});

afterAll(async () => {
  for (const close of closers.reverse()) await close();
});

describe.each([
  ['with fields added to every object', withAddedFields],
  ['with every null field left out', withoutNulls],
])('answers of the services %s', (_label, change) => {
  it('are read exactly as the services answer today', async () => {
    const direct = await gatewayThrough(null);
    const changed = await gatewayThrough(change);
    const user = async (gateway: Gateway, asStaff?: boolean) => (await signIn(gateway, asStaff ? 'admin@provider.example' : 'owner@acme.example')).jwt;
    for (const operation of OPERATIONS) {
      const variables = { a: '103' };
      const expected = await graphql(direct, operation.query, variables, await user(direct, operation.asStaff));
      expect(expected.errors, operation.name).toBeUndefined();
      const answer = await graphql(changed, operation.query, variables, await user(changed, operation.asStaff));
      expect({ operation: operation.name, ...answer }).toEqual({ operation: operation.name, ...expected });
    }
  });
});
