import type { ServiceName } from '@portal/sandbox';
import { startBenchGateway } from './bench-gateway';
import { BenchChild } from './child';
import { ACCOUNT_ID } from './queries';
import { ServerProcess } from './server-process';
import { ascending, percentile } from './stats';

/** The upload chunk size (docs/texts-and-constants.md). */
const CHUNK = 10_000_000;

/** Where an upload goes: the gateway's routes, straight to the file server's, or those through the plain proxy. */
export interface UploadRoute {
  via: 'gateway' | 'direct' | 'proxy';
  base: string;
  accountId: string;
}

export type UploadRequest = { type: 'file'; count: number; size: number } | { type: 'upload'; routes: UploadRoute[]; jwt: string };
/** `seconds`: each route's upload, from begin to end, in the order asked. */
export type UploadReply = { type: 'file'; bytes: number } | { type: 'uploaded'; seconds: number[] } | { type: 'failed'; message: string };

export interface UploadFigures {
  bytes: number;
  rounds: number;
  /** Seconds per upload, from begin to end (the file server's hash check included), each way, in the order run. */
  gatewaySeconds: number[];
  directSeconds: number[];
  /** Through the plain proxy (plain-proxy.ts): what any hop in front of the file server costs here. */
  proxySeconds: number[];
}

/** The uploading client's process (upload-process.ts). */
class Uploader {
  readonly #child = new BenchChild<UploadRequest, UploadReply>(new URL('./upload-process.ts', import.meta.url), 'uploader');

  async ask(request: UploadRequest): Promise<UploadReply> {
    this.#child.send(request);
    const reply = await this.#child.receive();
    if (reply.type === 'failed') throw new Error(`The upload failed: ${reply.message}`);
    return reply;
  }

  async upload(routes: UploadRoute[], jwt: string): Promise<number[]> {
    const reply = await this.ask({ type: 'upload', routes, jwt });
    if (reply.type !== 'uploaded') throw new Error(`The uploader answered ${reply.type} to an upload`);
    return reply.seconds;
  }

  stop(): Promise<void> {
    return this.#child.stop();
  }
}

/**
 * Upload throughput of a CSV file of `megabytes` MB in 10,000,000-byte chunks, one chunk at a time as
 * the browser sends them, from a client in a process of its own: through the gateway's upload
 * routes (access check on every request, the bytes piped on to the file server), straight to the
 * sandbox's file server, and through the plain proxy in front of it (the bytes piped on, nothing
 * checked). Each round uploads the file every way at once, chunk by chunk in turn, so that a change
 * in the shared machine's load falls on every way alike.
 */
export async function measureUploadThroughput(
  urls: Record<ServiceName, string>,
  jwt: string,
  options: { megabytes: number; rounds: number },
): Promise<UploadFigures> {
  const count = Math.max(1, Math.round((options.megabytes * 1_000_000) / CHUNK));
  const uploader = new Uploader();
  const servers = await Promise.all([
    startBenchGateway(urls),
    ServerProcess.start('proxy-process', 'plain proxy', { BENCH_SERVICE_URL: urls.fileServerUk }),
  ]).catch(async (error: unknown) => {
    await uploader.stop();
    throw error;
  });
  const [gateway, proxy] = servers;
  const figures: UploadFigures = { bytes: count * CHUNK, rounds: options.rounds, gatewaySeconds: [], directSeconds: [], proxySeconds: [] };
  try {
    await uploader.ask({ type: 'file', count, size: CHUNK });
    const routes: UploadRoute[] = [
      { via: 'gateway', base: gateway.origin, accountId: ACCOUNT_ID },
      { via: 'direct', base: urls.fileServerUk, accountId: ACCOUNT_ID },
      { via: 'proxy', base: proxy.origin, accountId: ACCOUNT_ID },
    ];
    // The whole file once every way first, untimed, as every other step warms each server it
    // times: the gateway and the proxy are fresh processes whose streaming path V8 has yet to
    // optimise, where the file server has served the run so far.
    await uploader.upload(routes, jwt);
    for (let round = 0; round < options.rounds; round += 1) {
      // Which way starts changes from round to round (and from chunk to chunk within one).
      const order = routes.map((_, idx) => routes[(idx + round) % routes.length] as UploadRoute);
      const seconds = await uploader.upload(order, jwt);
      const of = (via: UploadRoute['via']) => seconds[order.findIndex((route) => route.via === via)] ?? Number.NaN;
      figures.gatewaySeconds.push(of('gateway'));
      figures.directSeconds.push(of('direct'));
      figures.proxySeconds.push(of('proxy'));
    }
  } finally {
    await Promise.all([gateway.close(), proxy.stop()]);
    await uploader.stop();
  }
  return figures;
}

/** MB/s of the median run of one side: a run slowed by the shared machine's other work moves it little. */
export function megabytesPerSecond(bytes: number, seconds: readonly number[]): number {
  return bytes / 1_000_000 / percentile(ascending(seconds), 0.5);
}
