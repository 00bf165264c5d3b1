// `npm run bench`: how much the gateway adds to an address suggestion. Starts a sandbox and a
// gateway in front of it, signs in as owner@acme.example, then for N realistic autocomplete
// queries (prefixes of real addresses of the uk set, each distinct so that the gateway's cache
// never answers) times `addressSuggestions` through /graphql and the same query straight to the
// sandbox's /autoc/json, interleaved, after a warm-up. Prints median and p95 of each and the ratio.

import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { performance } from 'node:perf_hooks';
import { serviceEnvVars, startSandbox, type RunningSandbox } from '@portal/sandbox';
import { loadConfig } from '../src/config';
import { createGateway, type Gateway } from '../src/server';

const QUERIES = Number(process.env.BENCH_QUERIES ?? 300);
const WARM_UP = 40;
const ACCOUNT_ID = '103';
const DATASET = 'uk-paf';
const USER = 'owner@acme.example';
const PASSWORD = 'Passw0rd!';

const SUGGEST = 'query S($accountId: ID!, $dataset: ID!, $text: String!) { addressSuggestions(accountId: $accountId, dataset: $dataset, text: $text) { suggestions { id } failure { code message } } }';

interface Suggestion {
  id: string;
  text: string;
}

function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(p * sorted.length) - 1))] ?? Number.NaN;
}

function listen(server: Server): Promise<number> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port));
  });
}

async function postGraphql<T>(url: string, query: string, variables: Record<string, unknown>, jwt?: string): Promise<T> {
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(jwt ? { authorization: `Bearer ${jwt}` } : {}) },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await res.json()) as { data?: T; errors?: unknown[] };
  if (!body.data || body.errors) throw new Error(`GraphQL failed: ${JSON.stringify(body.errors)}`);
  return body.data;
}

async function getJson<T>(url: string, jwt: string): Promise<T> {
  const res = await fetch(url, { headers: { authorization: `Bearer ${jwt}`, accept: 'application/json' } });
  if (!res.ok) throw new Error(`${url} answered ${res.status}: ${await res.text()}`);
  return (await res.json()) as T;
}

/** Realistic typing: the start of a real address, cut after 3 to 24 characters, never twice the same. */
async function realisticQueries(autocompleteUrl: string, jwt: string, count: number): Promise<string[]> {
  const texts = new Set<string>();
  for (const seed of 'abcdefghijklmnoprstuvwy123456789'.split('')) {
    const url = `${autocompleteUrl}/autoc/json?accId=${ACCOUNT_ID}&dataset=${DATASET}&max=100&q=${seed}`;
    for (const suggestion of await getJson<Suggestion[]>(url, jwt)) texts.add(suggestion.text);
  }
  const pool = [...texts];
  // A fixed stride through the pool and through the cut lengths: the same spread of queries on every run.
  const queries = new Set<string>();
  for (let attempt = 0; queries.size < count && attempt < count * 50; attempt++) {
    const text = pool[(attempt * 7_919) % pool.length] ?? '';
    const cut = text.slice(0, 3 + ((attempt * 13) % 22)).replace(/[\s,]+$/, '');
    if (cut.length >= 2) queries.add(cut);
  }
  if (queries.size < count) throw new Error(`Only ${queries.size} distinct queries could be made`);
  return [...queries];
}

async function main(): Promise<void> {
  const started = performance.now();
  let sandbox: RunningSandbox | undefined;
  let gateway: Gateway | undefined;
  let server: Server | undefined;
  try {
    sandbox = await startSandbox();
    const env: Record<string, string> = {};
    for (const [name, variable] of Object.entries(serviceEnvVars)) env[variable] = sandbox.urls[name as keyof typeof sandbox.urls];
    gateway = createGateway(loadConfig(env), { log: () => undefined });
    server = createServer(gateway.app);
    const graphqlUrl = `http://127.0.0.1:${await listen(server)}/graphql`;

    const { signIn } = await postGraphql<{ signIn: { jwt: string } }>(
      graphqlUrl,
      'mutation S($u: String!, $p: String!) { signIn(userName: $u, password: $p) { jwt } }',
      { u: USER, p: PASSWORD },
    );
    const jwt = signIn.jwt;
    const autocompleteUrl = sandbox.urls.autocomplete;
    const queries = await realisticQueries(autocompleteUrl, jwt, WARM_UP + QUERIES);

    const throughGateway = async (text: string) => {
      const data = await postGraphql<{ addressSuggestions: { suggestions: { id: string }[]; failure: unknown } }>(
        graphqlUrl,
        SUGGEST,
        { accountId: ACCOUNT_ID, dataset: DATASET, text },
        jwt,
      );
      if (data.addressSuggestions.failure) throw new Error(`Suggestion failed: ${JSON.stringify(data.addressSuggestions.failure)}`);
      return data.addressSuggestions.suggestions.map((suggestion) => suggestion.id);
    };
    const direct = async (text: string) => {
      const url = `${autocompleteUrl}/autoc/json?${new URLSearchParams({ accId: ACCOUNT_ID, dataset: DATASET, q: text })}`;
      return (await getJson<Suggestion[]>(url, jwt)).map((suggestion) => suggestion.id);
    };
    const timed = async (call: (text: string) => Promise<string[]>, text: string) => {
      const start = performance.now();
      const ids = await call(text);
      return { ms: performance.now() - start, ids };
    };

    const gatewayMs: number[] = [];
    const directMs: number[] = [];
    let mismatches = 0;
    let empty = 0;
    for (const [index, text] of queries.entries()) {
      // Alternate which goes first, so neither always meets a warmer connection or heap.
      const gatewayFirst = index % 2 === 0;
      const first = await timed(gatewayFirst ? throughGateway : direct, text);
      const second = await timed(gatewayFirst ? direct : throughGateway, text);
      const [viaGateway, straight] = gatewayFirst ? [first, second] : [second, first];
      if (index < WARM_UP) continue;
      gatewayMs.push(viaGateway.ms);
      directMs.push(straight.ms);
      if (viaGateway.ids.join() !== straight.ids.join()) mismatches++;
      if (straight.ids.length === 0) empty++;
    }

    gatewayMs.sort((a, b) => a - b);
    directMs.sort((a, b) => a - b);
    const row = (name: string, values: number[]) =>
      `${name.padEnd(32)}${percentile(values, 0.5).toFixed(2).padStart(8)} ms${percentile(values, 0.95).toFixed(2).padStart(9)} ms`;
    const ratio = (p: number) => (percentile(gatewayMs, p) / percentile(directMs, p)).toFixed(2);
    console.log(`addressSuggestions on ${DATASET}: ${QUERIES} distinct queries (after ${WARM_UP} warm-up), gateway and direct interleaved`);
    console.log(`${''.padEnd(32)}${'median'.padStart(11)}${'p95'.padStart(12)}`);
    console.log(row('gateway  POST /graphql', gatewayMs));
    console.log(row('direct   GET /autoc/json', directMs));
    console.log(`${'ratio gateway/direct'.padEnd(32)}${`${ratio(0.5)}x`.padStart(11)}${`${ratio(0.95)}x`.padStart(12)}`);
    console.log(`same suggestions both ways: ${QUERIES - mismatches}/${QUERIES}; queries with no match: ${empty}; run took ${((performance.now() - started) / 1000).toFixed(1)} s`);
    if (mismatches > 0) process.exitCode = 1;
  } finally {
    if (server) await new Promise<void>((resolve) => {
      server?.close(() => resolve());
      server?.closeAllConnections();
    });
    await gateway?.stop();
    await sandbox?.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : String(error));
  process.exitCode = 1;
});
