// A/B aid for step 5 (one search at a time): two gateways, the least GraphQL server and the search
// straight to the sandbox, each text timed through all four in turn (the order rotated), so every
// way sees the same minutes' load. Side A is this checkout's bench bundle (gateway/dist-bench,
// built by `node scripts/build-server.mjs gateway-bench`), side B another bundle beside it
// (`AB_B_DIST`) or the same one with other settings (`AB_A_ENV`, `AB_B_ENV`, JSON). `AB_ROUNDS`
// rounds of `AB_PER_ROUND` texts after 2,000 warm-up searches 50 at a time each way; each round
// prints the medians over direct. `PROFILE=<file>` writes a CPU profile of side A over the rounds
// (give side A `{"PROFILE_INTERVAL_US":"50"}` for finer samples). docs/request-path.md, "Known queries".
import './production-mode';
import { loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { serviceEnvVars, type ServiceName } from '@portal/sandbox';
import { BenchChild } from './child';
import { portalImageEnv } from './image-env';
import { getJson, graphqlData } from './http';
import { PASSWORD, SIGN_IN, SUGGEST, USER, TextSupply, realisticQueries, suggestPath, suggestVariables } from './queries';
import { SandboxProcess } from './sandbox';
import type { ServerReply, ServerRequest } from './server-channel';
import { ascending, percentile } from './stats';
import { warmUpWays } from './warm-up';
import { startYardstick } from './yardsticks';

const median = (values: readonly number[]) => percentile(ascending(values), 0.5);
const rounds = Number(process.env.AB_ROUNDS ?? 4);
const perRound = Number(process.env.AB_PER_ROUND ?? 300);
const profileFile = process.env.PROFILE;

async function startSide(dist: string, urls: Record<ServiceName, string>, extra: Record<string, string>) {
  const env: Record<string, string> = { PATH: process.env.PATH ?? '', ...portalImageEnv(), PORT: '0', ...extra };
  for (const [name, variable] of Object.entries(serviceEnvVars)) env[variable] = urls[name as ServiceName];
  const child = new BenchChild<ServerRequest, ServerReply>(new URL(`../${dist}/gateway-process.js`, import.meta.url), dist, {
    execArgv: [],
    env,
    dropOutput: true,
  });
  const ready = await child.receive();
  if (ready.type !== 'ready') throw new Error(`${dist} sent ${ready.type}`);
  const ask = async (request: ServerRequest) => {
    child.send(request);
    const reply = await child.receive();
    if (reply.type === 'failed') throw new Error(`${dist} failed: ${reply.message}`);
  };
  return { origin: ready.origin, ask, stop: () => child.stop() };
}

const sandbox = await SandboxProcess.start();
const settings = (name: string) => JSON.parse(process.env[name] ?? '{}') as Record<string, string>;
const a = await startSide('dist-bench', sandbox.urls, settings('AB_A_ENV'));
const b = await startSide(process.env.AB_B_DIST ?? 'dist-bench', sandbox.urls, settings('AB_B_ENV'));
try {
  const { signIn } = await graphqlData<{ signIn: { jwt: string } }>(`${a.origin}/graphql`, SIGN_IN, { u: USER, p: PASSWORD });
  const jwt = signIn.jwt;
  const least = await startYardstick('least GraphQL server', sandbox.urls.autocomplete, jwt);
  try {
    const texts = new TextSupply(await realisticQueries(sandbox.urls.autocomplete, jwt, 2000 + rounds * perRound));
    const through = (origin: string) => (text: string) => graphqlData(`${origin}/graphql`, SUGGEST, suggestVariables(text), jwt);
    const ways: [string, (text: string) => Promise<unknown>][] = [
      ['A', through(a.origin)],
      ['B', through(b.origin)],
      ['least GraphQL server', least.suggest],
      ['direct', (text) => getJson(`${sandbox.urls.autocomplete}${suggestPath(text)}`, jwt)],
    ];
    await warmUpWays(
      ways.map(([, way]) => way),
      texts.take(2000),
    );
    if (profileFile) await a.ask({ type: 'profile-start' });
    for (let round = 1; round <= rounds; round++) {
      const ms = new Map<string, number[]>(ways.map(([name]) => [name, []]));
      for (const [index, text] of texts.take(perRound).entries()) {
        for (let turn = 0; turn < ways.length; turn++) {
          const [name, way] = ways[(index + turn) % ways.length]!;
          const start = performance.now();
          await way(text);
          ms.get(name)!.push(performance.now() - start);
        }
      }
      const direct = median(ms.get('direct')!);
      const over = ways.slice(0, 3).map(([name]) => `${name} ${(median(ms.get(name)!) / direct).toFixed(2)}x`);
      console.log(`round ${round}, load ${loadavg()[0]!.toFixed(1)}: direct ${direct.toFixed(3)} ms; ${over.join(', ')}`);
    }
    if (profileFile) await a.ask({ type: 'profile-stop', file: profileFile });
  } finally {
    await least.stop();
  }
} finally {
  await a.stop();
  await b.stop();
  await sandbox.stop();
}
