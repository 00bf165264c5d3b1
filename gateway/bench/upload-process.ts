// The uploading client in a process of its own (see child.ts), as a browser is: the gateway's
// process then does only the gateway's work. It makes the file's chunks once, then times the
// uploads it is asked for, the gateway's and the file server's side by side.

import { createHash } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { request } from 'undici';
import type { UploadReply, UploadRequest, UploadRoute } from './upload-throughput';

const reply = (message: UploadReply) => process.send?.(message);

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

/** The three steps of an upload on one route: the gateway's (POST each), or the file server's own, straight or through the plain proxy. */
function steps({ via, base, accountId }: UploadRoute, jwt: string) {
  const url = (step: string, query: Record<string, string>) =>
    via === 'gateway'
      ? `${base}/address-cleanse/upload/${step}?${new URLSearchParams({ accountId, ...query }).toString()}`
      : `${base}/upload/${step}?${new URLSearchParams(query).toString()}`;
  const small = via === 'gateway' ? 'POST' : 'GET';
  return {
    begin: async () => String((await send(small, url('begin', { filePrefix: 'bench.csv' }), jwt)).fileId),
    chunk: async (fileId: string, idx: number, body: Buffer) => void (await send('POST', url('chunk', { fileId, idx: String(idx) }), jwt, body)),
    end: async (fileId: string, hash: string) => void (await send(small, url('end', { fileId, hash }), jwt)),
  };
}

let file: { chunks: Buffer[]; hash: string } | undefined;

/** A CSV file of `count` chunks of `size` bytes, each chunk's first record numbered so no two are alike. */
function makeFile(count: number, size: number) {
  const template = Buffer.alloc(size, 'C-000000,Customer,10 Downing Street,London,SW1A 2AA\r\n');
  const chunks = Array.from({ length: count }, (_, idx) => {
    const chunk = Buffer.from(template);
    chunk.write(`C-${String(idx).padStart(6, '0')}`, 0, 'ascii');
    return chunk;
  });
  return { chunks, hash: chunks.reduce((sum, chunk) => sum.update(chunk), createHash('sha256')).digest('hex') };
}

/**
 * One upload each way at once, their chunks sent in turn (one way's, then the next's), each step
 * timed on its own: a change in the machine's load falls on every way alike.
 */
async function uploadEveryWay(routes: readonly UploadRoute[], jwt: string, chunks: readonly Buffer[], hash: string): Promise<number[]> {
  const ways = routes.map((route) => ({ ...steps(route, jwt), seconds: 0, fileId: '' }));
  const timed = async <T>(way: (typeof ways)[number], step: () => Promise<T>): Promise<T> => {
    const started = performance.now();
    const result = await step();
    way.seconds += (performance.now() - started) / 1000;
    return result;
  };
  for (const way of ways) way.fileId = await timed(way, way.begin);
  for (const [idx, body] of chunks.entries()) {
    // Which way sends first moves on from chunk to chunk.
    for (const way of ways.map((_, turn) => ways[(turn + idx) % ways.length] as (typeof ways)[number]))
      await timed(way, () => way.chunk(way.fileId, idx, body));
  }
  for (const way of ways) await timed(way, () => way.end(way.fileId, hash));
  return ways.map((way) => way.seconds);
}

process.on('message', (message: UploadRequest) => {
  const run = async (): Promise<UploadReply> => {
    if (message.type === 'file') {
      file = makeFile(message.count, message.size);
      return { type: 'file', bytes: message.count * message.size };
    }
    if (!file) throw new Error('An upload came before the file was made');
    return { type: 'uploaded', seconds: await uploadEveryWay(message.routes, message.jwt, file.chunks, file.hash) };
  };
  run().then(reply, (error: unknown) => reply({ type: 'failed', message: error instanceof Error ? error.message : String(error) }));
});
process.once('disconnect', () => process.exit(0));
