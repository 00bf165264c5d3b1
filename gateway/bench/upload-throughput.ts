import { createHash } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import type { ServiceName } from '@portal/sandbox';
import { request } from 'undici';
import { startBenchGateway } from './bench-gateway';
import { ACCOUNT_ID } from './queries';

/** The upload chunk size (docs/texts-and-constants.md). */
const CHUNK = 10_000_000;

export interface UploadFigures {
  bytes: number;
  rounds: number;
  /** Seconds per upload, from begin to end (the file server's hash check included), each way. */
  gatewaySeconds: number[];
  directSeconds: number[];
}

interface Steps {
  begin(): Promise<string>;
  chunk(fileId: string, idx: number, body: Buffer): Promise<void>;
  end(fileId: string, hash: string): Promise<void>;
}

async function send(method: 'GET' | 'POST', url: string, jwt: string, body?: Buffer): Promise<Record<string, unknown>> {
  const response = await request(url, {
    method,
    headers: { authorization: `Bearer ${jwt}`, ...(body ? { 'content-type': 'application/octet-stream' } : {}) },
    body,
  });
  const answer = (await response.body.json()) as Record<string, unknown>;
  if (response.statusCode !== 200) throw new Error(`${method} ${new URL(url).pathname} answered ${response.statusCode}: ${JSON.stringify(answer)}`);
  return answer;
}

function throughGateway(origin: string, jwt: string): Steps {
  const url = (step: string, query: Record<string, string>) =>
    `${origin}/address-cleanse/upload/${step}?${new URLSearchParams({ accountId: ACCOUNT_ID, ...query }).toString()}`;
  return {
    begin: async () => String((await send('POST', url('begin', { filePrefix: 'bench.csv' }), jwt)).fileId),
    chunk: async (fileId, idx, body) => void (await send('POST', url('chunk', { fileId, idx: String(idx) }), jwt, body)),
    end: async (fileId, hash) => void (await send('POST', url('end', { fileId, hash }), jwt)),
  };
}

function straightToFileServer(base: string, jwt: string): Steps {
  const url = (step: string, query: Record<string, string>) => `${base}/upload/${step}?${new URLSearchParams(query).toString()}`;
  return {
    begin: async () => String((await send('GET', url('begin', { filePrefix: 'bench.csv' }), jwt)).fileId),
    chunk: async (fileId, idx, body) => void (await send('POST', url('chunk', { fileId, idx: String(idx) }), jwt, body)),
    end: async (fileId, hash) => void (await send('GET', url('end', { fileId, hash }), jwt)),
  };
}

async function timeUpload(steps: Steps, chunks: readonly Buffer[], hash: string): Promise<number> {
  const started = performance.now();
  const fileId = await steps.begin();
  for (const [idx, chunk] of chunks.entries()) await steps.chunk(fileId, idx, chunk);
  await steps.end(fileId, hash);
  return (performance.now() - started) / 1000;
}

/**
 * Upload throughput of a CSV file of `megabytes` MB in 10,000,000-byte chunks, one chunk at a time as
 * the browser sends them: through the gateway's upload routes (access check on every request, the
 * bytes piped on to the file server) and straight to the sandbox's file server, runs alternating.
 */
export async function measureUploadThroughput(
  urls: Record<ServiceName, string>,
  jwt: string,
  options: { megabytes: number; rounds: number },
): Promise<UploadFigures> {
  const count = Math.max(1, Math.round((options.megabytes * 1_000_000) / CHUNK));
  const template = Buffer.alloc(CHUNK, 'C-000000,Customer,10 Downing Street,London,SW1A 2AA\r\n');
  const chunks = Array.from({ length: count }, (_, idx) => {
    const chunk = Buffer.from(template);
    chunk.write(`C-${String(idx).padStart(6, '0')}`, 0, 'ascii');
    return chunk;
  });
  const hash = chunks.reduce((sum, chunk) => sum.update(chunk), createHash('sha256')).digest('hex');
  const gateway = await startBenchGateway(urls);
  const figures: UploadFigures = { bytes: count * CHUNK, rounds: options.rounds, gatewaySeconds: [], directSeconds: [] };
  try {
    const viaGateway = throughGateway(gateway.origin, jwt);
    const direct = straightToFileServer(urls.fileServerUk, jwt);
    // A small warm-up each way, so that connection set-up and first-call costs stay out of the figures.
    await timeUpload(viaGateway, [Buffer.from('a,b\r\n')], createHash('sha256').update('a,b\r\n').digest('hex'));
    await timeUpload(direct, [Buffer.from('a,b\r\n')], createHash('sha256').update('a,b\r\n').digest('hex'));
    for (let round = 0; round < options.rounds; round += 1) {
      figures.gatewaySeconds.push(await timeUpload(viaGateway, chunks, hash));
      figures.directSeconds.push(await timeUpload(direct, chunks, hash));
    }
  } finally {
    await gateway.close();
  }
  return figures;
}

/** MB/s over every run of one side. */
export function megabytesPerSecond(bytes: number, seconds: readonly number[]): number {
  const total = seconds.reduce((sum, value) => sum + value, 0);
  return (bytes * seconds.length) / 1_000_000 / total;
}
