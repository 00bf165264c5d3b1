// The soak: two gateways sharing Redis behind a round robin, mixed operations at a fixed rate for
// a minute, as two replicas behind a balancer serve a steady stream of users. It reports the
// failures, the latency percentiles, and each gateway's resident memory at the start and the end,
// so a leak or an error that only builds up over time shows.

import { readFileSync } from 'node:fs';
import { serviceEnvVars, type ServiceName } from '@portal/sandbox';
import { startGatewayProcess, waitForStatus, type GatewayProcess } from '../tests/helpers/gateway-processes';
import { testRedis } from '../tests/helpers/redis';
import { BenchChild } from './child';
import { portalImageEnv } from './image-env';
import { graphqlData } from './http';
import { ACCOUNT_ID, PASSWORD, SIGN_IN, SUGGEST, USER, suggestVariables } from './queries';

export interface SoakRequest {
  /** What the request does, for the failure report. */
  name: string;
  method: 'POST';
  path: string;
  headers: Record<string, string>;
  body: string;
}

export interface SoakJob {
  /** The gateways, sent to in turn. */
  origins: string[];
  /** Sent in order, round and round. */
  requests: SoakRequest[];
  ratePerSecond: number;
  seconds: number;
}

export interface SoakResult {
  sent: number;
  /** Each answer's time in ms, failed ones included. */
  latencies: number[];
  failures: { what: string; count: number }[];
  elapsedMs: number;
}

export type SoakReply = { type: 'done'; result: SoakResult } | { type: 'failed'; message: string };

export interface SoakSettings {
  ratePerSecond: number;
  seconds: number;
}

export interface SoakFigures extends SoakResult {
  settings: SoakSettings;
  /** Per gateway, resident memory in MB as the soak starts and once it is over, and every 10 s between. */
  rss: { startMb: number; endMb: number; everyTenSecondsMb: number[] }[];
  /** How the requests were mixed, by name, per round of the list. */
  mix: Record<string, number>;
}

/** A process's resident memory, in MB, from /proc. */
function rssMb(pid: number | undefined): number {
  if (pid === undefined) return Number.NaN;
  const kb = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
  return kb ? Number(kb) / 1024 : Number.NaN;
}

function graphqlRequest(name: string, query: string, variables: Record<string, unknown>, jwt?: string): SoakRequest {
  const headers: Record<string, string> = { 'content-type': 'application/json', 'accept-encoding': 'identity' };
  if (jwt) headers.authorization = `Bearer ${jwt}`;
  return { name, method: 'POST', path: '/graphql', headers, body: JSON.stringify({ query, variables, operationName: name }) };
}

/**
 * One round of the mix (19 requests): 8 address suggestions (new texts, then the same again), 4 reads
 * of the signed-in user, 3 of the group tree, 2 of the countries, a sign-in, and a group renamed
 * and renamed back: writes every gateway must hear of through Redis.
 */
function mixedRequests(jwt: string, texts: readonly string[], accountGroupId: string): SoakRequest[] {
  const requests: SoakRequest[] = [];
  for (let round = 0; round < Math.ceil(texts.length / 8); round++) {
    const suggest = (i: number) => graphqlRequest('Suggest', SUGGEST, suggestVariables(texts[(round * 8 + i) % texts.length]!), jwt);
    const me = graphqlRequest('Me', 'query Me { me { email } }', {}, jwt);
    const groups = graphqlRequest('MyGroups', 'query MyGroups { myGroups { children { id name } } }', {}, jwt);
    const countries = graphqlRequest('Countries', 'query Countries { addressCountries { code } }', {}, jwt);
    const signIn = graphqlRequest('SignIn', SIGN_IN, { u: USER, p: PASSWORD });
    const rename = graphqlRequest(
      'Rename',
      'mutation Rename($id: ID!, $input: GroupDetailsInput!) { updateGroup(groupId: $id, input: $input) { name } }',
      { id: accountGroupId, input: { name: round % 2 === 0 ? 'Acme Web (soak)' : 'Acme Web' } },
      jwt,
    );
    requests.push(suggest(0), me, suggest(1), groups, suggest(2), countries, suggest(3), me, suggest(4), groups, signIn);
    requests.push(suggest(5), me, suggest(6), groups, suggest(7), countries, me, rename);
  }
  return requests;
}

function gatewayEnv(urls: Record<ServiceName, string>): Record<string, string> {
  const env: Record<string, string> = {};
  for (const [name, variable] of Object.entries(serviceEnvVars)) env[variable] = urls[name as ServiceName];
  return env;
}

/** Runs the soak against the bench's sandbox; the gateways and Redis's keys are gone when it returns. */
export async function measureSoak(urls: Record<ServiceName, string>, texts: readonly string[], settings: SoakSettings): Promise<SoakFigures> {
  const redis = await testRedis();
  const gateways: GatewayProcess[] = [];
  const generator = new BenchChild<SoakJob, SoakReply>(new URL('./soak-process.ts', import.meta.url), 'soak load generator');
  try {
    // As the image runs them, but each on a port of its own.
    const image = portalImageEnv();
    delete image.PORT;
    const env = { ...image, ...gatewayEnv(urls), REDIS_URL: redis.url, REDIS_KEY_PREFIX: redis.prefix, LOG_LEVEL: 'info' };
    for (let i = 0; i < 2; i++) gateways.push(await startGatewayProcess(env));
    await Promise.all(gateways.map((gateway) => waitForStatus(`${gateway.origin}/ready`, 200)));
    const graphqlUrl = `${gateways[0]!.origin}/graphql`;
    const { signIn } = await graphqlData<{ signIn: { jwt: string } }>(graphqlUrl, SIGN_IN, { u: USER, p: PASSWORD });
    const { myGroups } = await graphqlData<{ myGroups: { children: { id: string; name: string }[] }[] }>(
      graphqlUrl,
      '{ myGroups { children { id name } } }',
      {},
      signIn.jwt,
    );
    const account = myGroups.flatMap((group) => group.children).find((child) => child.id !== ACCOUNT_ID && child.name.startsWith('Acme Web'));
    if (!account) throw new Error('The soak renames Acme Web, which the sandbox does not hold');
    const requests = mixedRequests(signIn.jwt, texts, account.id);
    const mix: Record<string, number> = {};
    for (const request of requests.slice(0, 19)) mix[request.name] = (mix[request.name] ?? 0) + 1;

    const startMb = gateways.map((gateway) => rssMb(gateway.child.pid));
    const samples: number[][] = gateways.map(() => []);
    const sampler = setInterval(() => gateways.forEach((gateway, index) => samples[index]!.push(rssMb(gateway.child.pid))), 10_000);
    generator.send({ origins: gateways.map((gateway) => gateway.origin), requests, ratePerSecond: settings.ratePerSecond, seconds: settings.seconds });
    const reply = await generator.receive().finally(() => clearInterval(sampler));
    if (reply.type === 'failed') throw new Error(`The soak's load generator failed: ${reply.message}`);
    const endMb = gateways.map((gateway) => rssMb(gateway.child.pid));
    return { ...reply.result, settings, mix, rss: startMb.map((mb, index) => ({ startMb: mb, endMb: endMb[index]!, everyTenSecondsMb: samples[index]! })) };
  } finally {
    await generator.stop();
    await Promise.all(gateways.map((gateway) => gateway.kill()));
    await redis.close();
  }
}
