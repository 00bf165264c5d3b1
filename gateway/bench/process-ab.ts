// A/B aid for the gateway's CPU per one-call request, each side run as the bench runs its gateway
// (a process of its own, plain node, a bundle, its log lines written to a pipe): side A is this
// checkout's bench bundle (gateway/dist-bench, built by `node scripts/build-server.mjs
// gateway-bench`), side B another bundle (`AB_B_DIST`: a copy of dist-bench built from other code,
// put beside it so it finds the same packages), or the same one with other settings (`AB_B_ENV`,
// JSON) or node options (`AB_B_NODE_OPTIONS`, a JSON array). They get the one-call load in
// alternating turns (`AB_ROUNDS` of `AB_REQUESTS`, after `AB_WARM_UP` a side), and each turn gives
// the CPU its process spent per request, user and system, so both sides see the same minutes' load.
import './production-mode';
import { loadavg } from 'node:os';
import { serviceEnvVars, type ServiceName } from '@portal/sandbox';
import { BenchChild } from './child';
import { portalImageEnv } from './image-env';
import { graphqlData } from './http';
import { LoadGenerator } from './load';
import { PASSWORD, SIGN_IN, USER, TextSupply, realisticQueries, suggestRequest } from './queries';
import { SandboxProcess } from './sandbox';
import type { ServerReply, ServerRequest } from './server-channel';

const requests = Number(process.env.AB_REQUESTS ?? 2000);
const rounds = Number(process.env.AB_ROUNDS ?? 4);
const warmUp = Number(process.env.AB_WARM_UP ?? requests);

async function startSide(dist: string, urls: Record<ServiceName, string>, extra: Record<string, string>, execArgv: string[] = []) {
  const env: Record<string, string> = { PATH: process.env.PATH ?? '', ...portalImageEnv(), PORT: '0', ...extra };
  for (const [name, variable] of Object.entries(serviceEnvVars)) env[variable] = urls[name as ServiceName];
  const child = new BenchChild<ServerRequest, ServerReply>(new URL(`../${dist}/gateway-process.js`, import.meta.url), dist, {
    execArgv,
    env,
    dropOutput: true,
  });
  const ready = await child.receive();
  if (ready.type !== 'ready') throw new Error(`${dist} sent ${ready.type}`);
  const cpu = async () => {
    child.send({ type: 'usage' });
    const reply = await child.receive();
    if (reply.type !== 'usage') throw new Error(`${dist} sent ${reply.type}`);
    return reply.cpu;
  };
  return { origin: ready.origin, cpu, stop: () => child.stop() };
}

const sandbox = await SandboxProcess.start();
const load = LoadGenerator.start();
try {
  const sides = [
    { name: 'A', side: await startSide('dist-bench', sandbox.urls, JSON.parse(process.env.AB_A_ENV ?? '{}') as Record<string, string>) },
    {
      name: 'B',
      side: await startSide(
        process.env.AB_B_DIST ?? 'dist-bench',
        sandbox.urls,
        JSON.parse(process.env.AB_B_ENV ?? '{}') as Record<string, string>,
        JSON.parse(process.env.AB_B_NODE_OPTIONS ?? '[]') as string[],
      ),
    },
  ];
  const { signIn } = await graphqlData<{ signIn: { jwt: string } }>(`${sides[0]!.side.origin}/graphql`, SIGN_IN, { u: USER, p: PASSWORD });
  const texts = new TextSupply(await realisticQueries(sandbox.urls.autocomplete, signIn.jwt, rounds * 2 * requests + 2 * Math.max(warmUp, 1)));
  const job = (origin: string, batch: string[]) => ({
    origin,
    connections: 50,
    timeLimitMs: 120_000,
    failWhenBodyIncludes: ['"errors"', '"failure":{'],
    requests: batch.map((text) => suggestRequest(signIn.jwt, text)),
  });
  if (warmUp > 0) for (const { side } of sides) await load.run(job(side.origin, texts.take(warmUp)));
  const totals = { A: [] as number[], B: [] as number[] };
  for (let round = 0; round < rounds; round++) {
    const order = round % 2 === 0 ? sides : [...sides].reverse();
    const line: string[] = [];
    for (const { name, side } of order) {
      const before = await side.cpu();
      const result = await load.run(job(side.origin, texts.take(requests)));
      const after = await side.cpu();
      const user = (after.user - before.user) / 1000 / result.latencies.length;
      const system = (after.system - before.system) / 1000 / result.latencies.length;
      totals[name as 'A' | 'B'].push(user + system);
      line.push(
        `${name} ${(user + system).toFixed(3)} ms (user ${user.toFixed(3)}, system ${system.toFixed(3)}) ${((result.latencies.length / result.elapsedMs) * 1000).toFixed(0)}/s${result.failures ? ` (${result.failures} failed)` : ''}`,
      );
    }
    console.log(`round ${round + 1}: ${line.join(', ')}, load ${loadavg()[0]!.toFixed(1)}`);
  }
  const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
  console.log(`median A ${median(totals.A).toFixed(3)} ms, B ${median(totals.B).toFixed(3)} ms, B/A ${(median(totals.B) / median(totals.A)).toFixed(3)}`);
  for (const { side } of sides) await side.stop();
} finally {
  await load.stop();
  await sandbox.stop();
}
