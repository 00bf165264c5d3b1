import { fork, type ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { fileURLToPath } from 'node:url';
import { serviceEnvVars, startSandbox, type RunningSandbox } from '@portal/sandbox';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/** The upload's 10,000,000-byte chunks (docs/texts-and-constants.md); 30 of them make a 300 MB file. */
const CHUNK = 10_000_000;
const CHUNKS = 30;
const DROPPED = 14;
const MAX_GROWTH = 64 * 1024 * 1024;

let sandbox: RunningSandbox;
let child: ChildProcess;
let origin: string;
let jwt: string;

function nextMessage<T>(from: ChildProcess, type: string): Promise<T> {
  return new Promise((resolve, reject) => {
    const onMessage = (message: { type: string }) => {
      if (message.type !== type) return;
      from.off('message', onMessage);
      resolve(message as T);
    };
    from.on('message', onMessage);
    from.once('exit', (code) => reject(new Error(`The gateway process ended (${code})`)));
  });
}

/** The gateway process's resident memory, from /proc (Linux), in bytes. */
function rssOf(pid: number): number {
  const line = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return Number(line?.[1] ?? 0) * 1024;
}

beforeAll(async () => {
  sandbox = await startSandbox();
  const env: Record<string, string> = { ...(process.env as Record<string, string>) };
  for (const [name, variable] of Object.entries(serviceEnvVars)) env[variable] = sandbox.urls[name as keyof typeof sandbox.urls];
  child = fork(fileURLToPath(new URL('./helpers/gateway-process.ts', import.meta.url)), [], {
    env,
    execArgv: ['--import', 'tsx', '--expose-gc'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  origin = (await nextMessage<{ origin: string }>(child, 'ready')).origin;
  const signedIn = await fetch(`${origin}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query: 'mutation { signIn(userName: "owner@acme.example", password: "Passw0rd!") { jwt } }' }),
  });
  jwt = ((await signedIn.json()) as { data: { signIn: { jwt: string } } }).data.signIn.jwt;
});

afterAll(async () => {
  if (child?.connected) {
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.disconnect();
    await exited;
  }
  await sandbox?.close();
});

const route = (path: string, query: Record<string, string | number>) =>
  `${origin}/address-cleanse/upload/${path}?${new URLSearchParams({ accountId: '103', ...Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)])) }).toString()}`;

async function post(path: string, query: Record<string, string | number>, body?: Buffer): Promise<{ status: number; body: Record<string, unknown> }> {
  const response = await fetch(route(path, query), {
    method: 'POST',
    headers: { authorization: `Bearer ${jwt}`, 'content-type': 'application/octet-stream' },
    body,
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

/** Sends part of a chunk and then drops the connection, as a network failure mid-upload would. */
function dropMidway(fileId: string, idx: number, chunk: Buffer): Promise<void> {
  return new Promise((resolve) => {
    const req = httpRequest(route('chunk', { fileId, idx }), {
      method: 'POST',
      headers: { authorization: `Bearer ${jwt}`, 'content-type': 'application/octet-stream', 'content-length': String(chunk.length) },
    });
    req.on('error', () => resolve());
    req.on('close', () => resolve());
    req.write(chunk.subarray(0, chunk.length / 3), () => setTimeout(() => req.destroy(), 50));
  });
}

/** The file's chunk `idx`: CSV lines, each chunk told apart by its first line. Made as sent, never kept whole. */
function makeChunk(template: Buffer, idx: number): Buffer {
  const chunk = Buffer.from(template);
  chunk.write(`C-${String(idx).padStart(6, '0')}`, 0, 'ascii');
  return chunk;
}

describe('a 300 MB upload through the gateway', () => {
  it('keeps the gateway memory flat, resends a dropped chunk and ends with the right SHA-256', async () => {
    const line = 'C-000000,Customer,10 Downing Street,London,SW1A 2AA\r\n';
    const template = Buffer.alloc(CHUNK, line);
    const hash = createHash('sha256');

    // A small upload first, so that what the first request loads is in the baseline.
    const warm = await post('begin', { filePrefix: 'warm.csv' });
    await post('chunk', { fileId: String(warm.body.fileId), idx: 0 }, makeChunk(template, 0));
    await post('cancel', { fileId: String(warm.body.fileId) });
    child.send({ type: 'gc' });
    await nextMessage(child, 'gc-done');
    const baseline = rssOf(child.pid as number);
    let peak = baseline;
    const sampler = setInterval(() => {
      peak = Math.max(peak, rssOf(child.pid as number));
    }, 20);

    try {
      const begun = await post('begin', { filePrefix: 'big.csv' });
      expect(begun.status).toBe(200);
      const fileId = String(begun.body.fileId);
      for (let idx = 0; idx < CHUNKS; idx += 1) {
        const chunk = makeChunk(template, idx);
        if (idx === DROPPED) {
          await dropMidway(fileId, idx, chunk);
          // Resume from the last acknowledged chunk, as the browser does.
          const status = await fetch(route('status', { fileId }), { headers: { authorization: `Bearer ${jwt}` } });
          expect(((await status.json()) as { received: number }).received).toBe(DROPPED);
        }
        const sent = await post('chunk', { fileId, idx }, chunk);
        expect(sent.status, JSON.stringify(sent.body)).toBe(200);
        expect(sent.body).toMatchObject({ idx, size: CHUNK, received: idx + 1 });
        hash.update(chunk);
      }
      const digest = hash.digest('hex');
      const ended = await post('end', { fileId, hash: digest });
      expect(ended.status, JSON.stringify(ended.body)).toBe(200);
      expect(ended.body).toEqual({ fileId, size: CHUNK * CHUNKS, hash: digest });
    } finally {
      clearInterval(sampler);
    }
    const growth = peak - baseline;
    console.log(
      `gateway RSS: baseline ${(baseline / 2 ** 20).toFixed(1)} MB, peak ${(peak / 2 ** 20).toFixed(1)} MB, growth ${(growth / 2 ** 20).toFixed(1)} MB over a ${(CHUNK * CHUNKS) / 1e6} MB upload`,
    );
    expect(growth).toBeLessThan(MAX_GROWTH);
  }, 120_000);
});
