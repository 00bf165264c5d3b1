import { startBenchGateway } from './bench-gateway';
import type { LoadGenerator, LoadJob, LoadRequest, LoadResult } from './load';
import { suggestPath, suggestRequest, type TextSupply } from './queries';
import type { SandboxProcess } from './sandbox';
import { ServerProcess, type ServerUsage } from './server-process';
import { cpuMs } from './stats';

export const CONNECTIONS = 50;

export interface LoadSettings {
  /** Requests per measured run; each side has `rounds` runs. */
  requests: number;
  rounds: number;
  /** Requests sent to each side before measuring, to warm up the JIT and the connections. */
  warmUp: number;
  /** The longest one measured run may take, in ms; a run cut short reports what it got done. */
  timeLimitMs: number;
  /** The longest a warm-up may take, in ms. */
  warmUpLimitMs: number;
}

/** One side's measured runs added together. */
export interface SideFigures {
  answered: number;
  failures: number;
  firstFailure: string | undefined;
  elapsedMs: number;
  latencies: number[];
  /** CPU time of the server under test (its own process) over the measured runs. */
  serverCpuMs: number;
  /** CPU time of the sandbox behind it over the same runs. */
  upstreamCpuMs: number;
  /** Upstream calls over the measured runs; null where the server does not count them. */
  upstreamCalls: number | null;
}

export interface OneCallFigures {
  gateway: SideFigures;
  proxy: SideFigures;
}

function emptySide(counted: boolean): SideFigures {
  return {
    answered: 0,
    failures: 0,
    firstFailure: undefined,
    elapsedMs: 0,
    latencies: [],
    serverCpuMs: 0,
    upstreamCpuMs: 0,
    upstreamCalls: counted ? 0 : null,
  };
}

/**
 * The gateway against a plain undici proxy on `addressSuggestions`, a query that makes one
 * upstream call (GET /autoc/json) once the account's access check is in the request cache. Every
 * request types a text no other request of the run types, so the cache never answers the call
 * itself: the gateway does all its work every time, as when people type. The proxy is sent the
 * very same texts as the REST call the gateway makes, so the sandbox does the same work for both.
 * The runs alternate between the two, so neither always meets a warmer or busier machine.
 */
export async function measureOneCallLoad(
  sandbox: SandboxProcess,
  load: LoadGenerator,
  jwt: string,
  texts: TextSupply,
  settings: LoadSettings,
): Promise<OneCallFigures> {
  const gateway = await startBenchGateway(sandbox.urls);
  // The proxy runs as the gateway does: its own process, plain node, the bench's bundle (plain-proxy.ts).
  const proxy = await ServerProcess.start('proxy-process', 'plain proxy', { BENCH_SERVICE_URL: sandbox.urls.autocomplete }).catch(async (error: unknown) => {
    await gateway.close();
    throw error;
  });
  try {
    const viaGateway = (text: string): LoadRequest => suggestRequest(jwt, text);
    const viaProxy = (text: string): LoadRequest => ({
      method: 'GET',
      path: suggestPath(text),
      headers: { accept: 'application/json', authorization: `Bearer ${jwt}` },
    });
    const job = (origin: string, requests: LoadRequest[], timeLimitMs: number, failWhenBodyIncludes?: string[]): LoadJob => ({
      origin,
      connections: CONNECTIONS,
      requests,
      timeLimitMs,
      failWhenBodyIncludes,
    });
    // A GraphQL answer is 200 even when it carries errors or a failed look-up.
    const gatewayJob = (batch: string[], timeLimitMs = settings.timeLimitMs) =>
      job(gateway.origin, batch.map(viaGateway), timeLimitMs, ['"errors"', '"failure":{']);
    const proxyJob = (batch: string[], timeLimitMs = settings.timeLimitMs) => job(proxy.origin, batch.map(viaProxy), timeLimitMs);

    const warmUp = texts.take(settings.warmUp);
    await load.run(gatewayJob(warmUp, settings.warmUpLimitMs));
    await load.run(proxyJob(warmUp, settings.warmUpLimitMs));

    const figures: OneCallFigures = { gateway: emptySide(true), proxy: emptySide(false) };
    const measured = async (side: SideFigures, run: LoadJob, server: { usage(): Promise<ServerUsage> }) => {
      const result = await load.run(run, {
        // The server's own clock is read last before the go and first after the last answer.
        start: async () => ({ upstream: await sandbox.cpuUsage(), server: await server.usage() }),
        stop: async (started) => {
          const used = await server.usage();
          side.serverCpuMs += cpuMs({ user: used.cpu.user - started.server.cpu.user, system: used.cpu.system - started.server.cpu.system });
          if (side.upstreamCalls !== null) side.upstreamCalls += used.upstreamCalls - started.server.upstreamCalls;
          const upstream = await sandbox.cpuUsage();
          side.upstreamCpuMs += cpuMs({ user: upstream.user - started.upstream.user, system: upstream.system - started.upstream.system });
        },
      });
      add(side, result);
    };
    for (let round = 0; round < settings.rounds; round++) {
      const batch = texts.take(settings.requests);
      const sides = [() => measured(figures.gateway, gatewayJob(batch), gateway), () => measured(figures.proxy, proxyJob(batch), proxy)];
      if (round % 2 === 1) sides.reverse();
      for (const side of sides) await side();
    }
    return figures;
  } finally {
    await proxy.stop();
    await gateway.close();
  }
}

function add(side: SideFigures, result: LoadResult): void {
  side.answered += result.latencies.length;
  side.failures += result.failures;
  side.firstFailure ??= result.firstFailure;
  side.elapsedMs += result.elapsedMs;
  side.latencies.push(...result.latencies);
}
