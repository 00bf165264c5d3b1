// Profiling aid: the bench's one-call load (addressSuggestions at 50 connections, every text new)
// against one gateway, run as the bench runs it (its own process, plain node, the bench's bundle),
// with a CPU profile of the gateway's process over the measured run alone (the inspector's
// profiler, as `node --cpu-prof` but without start-up and warm-up in it).
import './production-mode';
import { resolve } from 'node:path';
import { startBenchGateway, signIn } from './bench-gateway';
import { LoadGenerator } from './load';
import { DATASET, TextSupply, realisticQueries, suggestRequest } from './queries';
import { SandboxProcess } from './sandbox';

const requests = Number(process.env.PROFILE_REQUESTS ?? 6000);
const sandbox = await SandboxProcess.start();
const load = LoadGenerator.start();
try {
  const gateway = await startBenchGateway(sandbox.urls);
  const jwt = await signIn(gateway);
  const texts = new TextSupply(await realisticQueries(sandbox.urls.autocomplete, jwt, requests + 500));
  const job = (batch: string[]) => ({
    origin: gateway.origin,
    connections: 50,
    timeLimitMs: 60_000,
    failWhenBodyIncludes: ['"errors"', '"failure":{'],
    requests: batch.map((text) => suggestRequest(jwt, text)),
  });
  await load.run(job(texts.take(500)));
  await gateway.startProfile();
  const before = await gateway.usage();
  const result = await load.run(job(texts.take(requests)));
  const after = await gateway.usage();
  await gateway.stopProfile(resolve(process.env.PROFILE_FILE ?? 'one-call.cpuprofile'));
  const used = { user: after.cpu.user - before.cpu.user, system: after.cpu.system - before.cpu.system };
  console.log(
    `${DATASET}: ${result.latencies.length} answered, ${result.failures} failed (${result.firstFailure ?? '-'}), ${((result.latencies.length / result.elapsedMs) * 1000).toFixed(0)}/s, CPU ${((used.user + used.system) / 1000 / result.latencies.length).toFixed(3)} ms/request`,
  );
  await gateway.close();
} finally {
  await load.stop();
  await sandbox.stop();
}
