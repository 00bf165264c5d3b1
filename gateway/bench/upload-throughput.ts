import type { ServiceName } from '@portal/sandbox';
import { startBenchGateway } from './bench-gateway';
import { BenchChild } from './child';
import { ACCOUNT_ID } from './queries';
import { ascending, percentile } from './stats';

/** The upload chunk size (docs/texts-and-constants.md). */
const CHUNK = 10_000_000;

/** Where an upload goes: the gateway's routes, or straight to the file server's. */
export interface UploadRoute {
  via: 'gateway' | 'direct';
  base: string;
  accountId: string;
}

export type UploadRequest = { type: 'file'; count: number; size: number } | { type: 'warm-up' | 'upload'; routes: UploadRoute[]; jwt: string };
/** `seconds`: each route's upload, from begin to end, in the order asked. */
export type UploadReply = { type: 'file'; bytes: number } | { type: 'uploaded'; seconds: number[] } | { type: 'failed'; message: string };

export interface UploadFigures {
  bytes: number;
  rounds: number;
  /** Seconds per upload, from begin to end (the file server's hash check included), each way, in the order run. */
  gatewaySeconds: number[];
  directSeconds: number[];
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
 * routes (access check on every request, the bytes piped on to the file server) and straight to
 * the sandbox's file server. Each round uploads the file both ways at once, chunk by chunk in
 * turn, so that a change in the shared machine's load falls on both ways alike.
 */
export async function measureUploadThroughput(
  urls: Record<ServiceName, string>,
  jwt: string,
  options: { megabytes: number; rounds: number },
): Promise<UploadFigures> {
  const count = Math.max(1, Math.round((options.megabytes * 1_000_000) / CHUNK));
  const uploader = new Uploader();
  const gateway = await startBenchGateway(urls).catch(async (error: unknown) => {
    await uploader.stop();
    throw error;
  });
  const figures: UploadFigures = { bytes: count * CHUNK, rounds: options.rounds, gatewaySeconds: [], directSeconds: [] };
  try {
    await uploader.ask({ type: 'file', count, size: CHUNK });
    const viaGateway: UploadRoute = { via: 'gateway', base: gateway.origin, accountId: ACCOUNT_ID };
    const direct: UploadRoute = { via: 'direct', base: urls.fileServerUk, accountId: ACCOUNT_ID };
    // A small warm-up each way, so that connection set-up and first-call costs stay out of the figures.
    await uploader.ask({ type: 'warm-up', routes: [viaGateway, direct], jwt });
    for (let round = 0; round < options.rounds; round += 1) {
      // Which way starts changes from round to round (and from chunk to chunk within one).
      const [gatewaySeconds = Number.NaN, directSeconds = Number.NaN] =
        round % 2 ? [...(await uploader.upload([direct, viaGateway], jwt))].reverse() : await uploader.upload([viaGateway, direct], jwt);
      figures.gatewaySeconds.push(gatewaySeconds);
      figures.directSeconds.push(directSeconds);
    }
  } finally {
    await gateway.close();
    await uploader.stop();
  }
  return figures;
}

/** MB/s of the median run of one side: a run slowed by the shared machine's other work moves it little. */
export function megabytesPerSecond(bytes: number, seconds: readonly number[]): number {
  return bytes / 1_000_000 / percentile(ascending(seconds), 0.5);
}
