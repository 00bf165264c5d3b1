// A/B aid for the gateway's CPU per one-call request: two gateways in this one process, one from
// these sources and one from another checkout's (`CPU_AB_OTHER`, the path of its gateway/src),
// each given the bench's one-call load in turn, round after round, with the process's CPU time
// per request measured over each turn. Both share the process, its libraries and the machine's
// load of the same minutes, so only their own code differs.
import './production-mode';
import { createServer } from 'node:http';
import { resolve } from 'node:path';
import { serviceEnvVars } from '@portal/sandbox';
import { LoadGenerator } from './load';
import { SIGN_IN, PASSWORD, USER, TextSupply, realisticQueries, suggestRequest } from './queries';
import { graphqlData } from './http';
import { SandboxProcess } from './sandbox';
import { closeServer, listenOnLoopback } from './servers';
import type * as ServerModule from '../src/server';
import type * as ConfigModule from '../src/config';
import type * as LoggerModule from '../src/operations/logger';

const other = process.env.CPU_AB_OTHER;
if (!other) throw new Error('CPU_AB_OTHER: the gateway/src of the checkout to compare with');
const requests = Number(process.env.CPU_AB_REQUESTS ?? 1500);
const rounds = Number(process.env.CPU_AB_ROUNDS ?? 4);

async function start(src: string, urls: Record<string, string>) {
  const { createGateway } = (await import(resolve(src, 'server.ts'))) as typeof ServerModule;
  const { loadConfig } = (await import(resolve(src, 'config.ts'))) as typeof ConfigModule;
  const { createLogger } = (await import(resolve(src, 'operations/logger.ts'))) as typeof LoggerModule;
  const env: Record<string, string> = {};
  for (const [name, variable] of Object.entries(serviceEnvVars)) env[variable] = urls[name] as string;
  const logger = createLogger({ destination: { write: () => undefined } });
  const gateway = createGateway(loadConfig(env), { logger });
  const server = createServer(gateway.app);
  const origin = await listenOnLoopback(server);
  return {
    origin,
    close: async () => {
      await closeServer(server);
      await gateway.stop();
    },
  };
}

const sandbox = await SandboxProcess.start();
const load = LoadGenerator.start();
try {
  const sides = [
    { name: 'this', gateway: await start(resolve(import.meta.dirname, '../src'), sandbox.urls) },
    { name: 'other', gateway: await start(other, sandbox.urls) },
  ];
  const { signIn } = await graphqlData<{ signIn: { jwt: string } }>(`${sides[0]!.gateway.origin}/graphql`, SIGN_IN, { u: USER, p: PASSWORD });
  const jwt = signIn.jwt;
  const texts = new TextSupply(await realisticQueries(sandbox.urls.autocomplete, jwt, (rounds * 2 + 2) * requests));
  const job = (origin: string, batch: string[]) => ({
    origin,
    connections: 50,
    timeLimitMs: 120_000,
    failWhenBodyIncludes: ['"errors"', '"failure":{'],
    requests: batch.map((text) => suggestRequest(jwt, text)),
  });
  for (const side of sides) await load.run(job(side.gateway.origin, texts.take(requests / 2)));
  for (let round = 0; round < rounds; round++) {
    const order = round % 2 === 0 ? sides : [...sides].reverse();
    const line: string[] = [];
    for (const side of order) {
      const cpu = process.cpuUsage();
      const result = await load.run(job(side.gateway.origin, texts.take(requests)));
      const used = process.cpuUsage(cpu);
      line.push(`${side.name} ${((used.user + used.system) / 1000 / result.latencies.length).toFixed(3)} ms (${result.failures} failed)`);
    }
    console.log(`round ${round + 1}: ${line.join(', ')}, load ${(await import('node:os')).loadavg()[0]!.toFixed(1)}`);
  }
  for (const side of sides) await side.gateway.close();
} finally {
  await load.stop();
  await sandbox.stop();
}
