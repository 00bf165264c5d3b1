import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { readBytes } from './chunks';
import { ContentCheck } from './content-check';
import { ContentRefused, UploadCancelled, UploadRefused, UploadSession, type UploadTransport } from './upload-session';

const noWait = () => Promise.resolve();

/** A file server in memory: keeps chunks by idx, checks the hash at the end, and can drop chosen sends. */
function fakeFileServer(drops: { idx: number; times: number }[] = []) {
  const chunks = new Map<number, Uint8Array>();
  const sends: number[] = [];
  let ended: string | null = null;
  const transport: UploadTransport = {
    begin: () => Promise.resolve('file-1'),
    sendChunk: async (_fileId, idx, slice) => {
      sends.push(idx);
      const drop = drops.find((d) => d.idx === idx && d.times > 0);
      if (drop) {
        drop.times--;
        throw new TypeError('Failed to fetch');
      }
      // jsdom's Blob has no arrayBuffer(): read it as the page does.
      chunks.set(idx, await readBytes(slice));
    },
    end: (_fileId, sha256) => {
      const whole = Buffer.concat([...chunks.keys()].sort((a, b) => a - b).map((idx) => chunks.get(idx)!));
      if (createHash('sha256').update(whole).digest('hex') !== sha256) return Promise.reject(new UploadRefused('hash mismatch'));
      ended = sha256;
      return Promise.resolve();
    },
  };
  return { transport, sends, chunks, ended: () => ended };
}

const content = (n: number) => Uint8Array.from({ length: n }, (_, i) => (i * 7) % 251);
const bytes = (n: number) => new Blob([content(n)]);
/** The SHA-256 a file of `bytes(n)` must end with, worked out apart from the code under test. */
const sha = (blob: Blob) => createHash('sha256').update(content(blob.size)).digest('hex');

describe('uploading a file in chunks', () => {
  it.each([
    { size: 0, chunkBytes: 10, chunks: 0, sends: [] },
    { size: 10, chunkBytes: 10, chunks: 1, sends: [0] },
    { size: 25, chunkBytes: 10, chunks: 3, sends: [0, 1, 2] },
    { size: 30, chunkBytes: 10, chunks: 3, sends: [0, 1, 2] },
  ])('a $size-byte file goes in $chunks chunks of $chunkBytes, with the whole file hashed', async ({ size, chunkBytes, chunks, sends }) => {
    const server = fakeFileServer();
    const progress: number[] = [];
    const file = bytes(size);
    const session = new UploadSession(file, 'f', { transport: server.transport, chunkBytes, onProgress: (b) => progress.push(b), wait: noWait });
    expect(session.chunks).toBe(chunks);
    await expect(session.run(new AbortController().signal)).resolves.toBe('file-1');
    expect(server.sends).toEqual(sends);
    expect(server.ended()).toBe(sha(file));
    expect(progress.at(-1) ?? 0).toBe(size);
  });

  it('sends a dropped chunk again and still ends with the right hash', async () => {
    const server = fakeFileServer([{ idx: 1, times: 2 }]);
    const file = bytes(35);
    const session = new UploadSession(file, 'f', { transport: server.transport, chunkBytes: 10, wait: noWait });
    await session.run(new AbortController().signal);
    expect(server.sends).toEqual([0, 1, 1, 1, 2, 3]);
    expect(server.ended()).toBe(sha(file));
  });

  it('reports the bytes of a chunk as they go out, and goes back to the acknowledged bytes when its send fails', async () => {
    const server = fakeFileServer([{ idx: 1, times: 1 }]);
    const progress: number[] = [];
    const send = server.transport.sendChunk;
    server.transport.sendChunk = async (fileId, idx, slice, signal, onSent) => {
      onSent?.(4);
      onSent?.(slice.size);
      await send(fileId, idx, slice, signal);
    };
    const session = new UploadSession(bytes(25), 'f', { transport: server.transport, chunkBytes: 10, onProgress: (b) => progress.push(b), wait: noWait });
    await session.run(new AbortController().signal);
    // Each chunk out, then acknowledged at the same count; chunk 1 goes out whole, is dropped
    // (back to the 10 acknowledged), and goes again.
    expect(progress).toEqual([4, 10, 10, 14, 20, 10, 14, 20, 20, 24, 25, 25]);
  });

  it('gives up on a chunk that keeps failing, then resumes after the last acknowledged chunk without hashing twice', async () => {
    const server = fakeFileServer([{ idx: 2, times: 3 }]);
    const file = bytes(45);
    const session = new UploadSession(file, 'f', { transport: server.transport, chunkBytes: 10, attemptsPerChunk: 3, wait: noWait });
    await expect(session.run(new AbortController().signal)).rejects.toThrow('Failed to fetch');
    expect(session.acknowledged).toBe(2);
    expect(session.acknowledgedBytes).toBe(20);
    await session.run(new AbortController().signal);
    expect(server.sends).toEqual([0, 1, 2, 2, 2, 2, 3, 4]);
    expect(server.ended()).toBe(sha(file));
  });

  it('stops at once on a refusal, without sending again', async () => {
    const server = fakeFileServer();
    server.transport.sendChunk = () => Promise.reject(new UploadRefused('Not allowed'));
    const session = new UploadSession(bytes(20), 'f', { transport: server.transport, chunkBytes: 10, wait: noWait });
    await expect(session.run(new AbortController().signal)).rejects.toBeInstanceOf(UploadRefused);
  });

  it('stops sending when cancelled', async () => {
    const server = fakeFileServer();
    const controller = new AbortController();
    const send = server.transport.sendChunk;
    server.transport.sendChunk = async (fileId, idx, chunk, signal) => {
      await send(fileId, idx, chunk, signal);
      if (idx === 1) controller.abort();
    };
    const session = new UploadSession(bytes(50), 'f', { transport: server.transport, chunkBytes: 10, wait: noWait });
    await expect(session.run(controller.signal)).rejects.toBeInstanceOf(UploadCancelled);
    expect(server.sends).toEqual([0, 1]);
    expect(server.ended()).toBeNull();
  });

  it('checks each chunk once, in order, as it is first read, and not again when resuming', async () => {
    const server = fakeFileServer([{ idx: 2, times: 3 }]);
    const checked: [number, boolean][] = [];
    const session = new UploadSession(bytes(45), 'f', {
      transport: server.transport,
      chunkBytes: 10,
      attemptsPerChunk: 3,
      wait: noWait,
      check: (chunk, last) => {
        checked.push([chunk[0] ?? -1, last]);
        return null;
      },
    });
    await expect(session.run(new AbortController().signal)).rejects.toThrow('Failed to fetch');
    await session.run(new AbortController().signal);
    const firstBytes = [0, 10, 20, 30, 40].map((start) => content(45)[start]);
    expect(checked).toEqual(firstBytes.map((first, i) => [first, i === 4]));
  });

  it('stops at a chunk the check refuses, before the upload ends, and refuses to go on', async () => {
    const server = fakeFileServer();
    let checks = 0;
    const session = new UploadSession(bytes(50), 'f', {
      transport: server.transport,
      chunkBytes: 10,
      wait: noWait,
      check: () => (++checks === 3 ? 'Record 7 has a double quote that does not end its field' : null),
    });
    const refusal = session.run(new AbortController().signal);
    await expect(refusal).rejects.toBeInstanceOf(ContentRefused);
    await expect(refusal).rejects.toThrow('Record 7 has a double quote that does not end its field');
    expect(server.sends.filter((idx) => idx > 2)).toEqual([]);
    expect(session.acknowledged).toBe(2);
    expect(server.ended()).toBeNull();
    await expect(session.run(new AbortController().signal)).rejects.toBeInstanceOf(ContentRefused);
    expect(server.ended()).toBeNull();
  });

  it('refuses a file whose third chunk holds a Latin-1 é, read by a ContentCheck across the chunks', async () => {
    const server = fakeFileServer();
    const lines = Array.from({ length: 3000 }, (_, i) => `R${i},Name ${i},${i} High Street,London,SW1A 1AA\r\n`).join('');
    const text = new TextEncoder().encode(`Reference,Name,Address 1,Town,Postcode\r\n${lines}`);
    const latin1 = Uint8Array.from(text);
    latin1[70_005] = 0xe9;
    const content = new ContentCheck({ delimiter: ',', useQuotes: true, hasHeader: true });
    const session = new UploadSession(new Blob([latin1]), 'f', {
      transport: server.transport,
      chunkBytes: 30_000,
      wait: noWait,
      check: (chunk, last) => content.next(chunk, last),
    });
    await expect(session.run(new AbortController().signal)).rejects.toThrow(
      'This file is not saved as UTF-8, so letters such as é or £ in it would be changed. Save it as CSV UTF-8 and choose it again.',
    );
    expect(session.acknowledged).toBe(2);
    expect(server.ended()).toBeNull();
  });

  it('sends a chunk while a check that answers later (a worker) reads it, and stops it when the check refuses', async () => {
    const server = fakeFileServer();
    const sending: number[] = [];
    let answer: (problem: string | null) => void = () => {};
    let sendAborted = false;
    const session = new UploadSession(bytes(25), 'f', {
      transport: {
        ...server.transport,
        sendChunk: (_fileId, idx, _slice, signal) => {
          sending.push(idx);
          // Chunk 1 is still travelling when the check answers.
          if (idx === 0) return Promise.resolve();
          return new Promise((_, reject) => signal.addEventListener('abort', () => ((sendAborted = true), reject(new Error('aborted')))));
        },
      },
      chunkBytes: 10,
      wait: noWait,
      check: (_chunk, _last) => new Promise((resolve) => (answer = resolve)),
    });
    const run = session.run(new AbortController().signal);
    await expect.poll(() => sending).toEqual([0]);
    answer(null);
    await expect.poll(() => sending).toEqual([0, 1]);
    answer('Record 7 has a double quote that does not end its field.');
    await expect(run).rejects.toThrow(new ContentRefused('Record 7 has a double quote that does not end its field.'));
    expect(sendAborted).toBe(true);
    expect(sending).toEqual([0, 1]);
    expect(session.acknowledged).toBe(1);
    expect(server.ended()).toBeNull();
  });

  it('stops at once when the user cancels while a chunk is being checked', async () => {
    const server = fakeFileServer();
    const controller = new AbortController();
    const session = new UploadSession(bytes(25), 'f', { transport: server.transport, chunkBytes: 10, wait: noWait, check: () => new Promise(() => {}) });
    const run = session.run(controller.signal);
    await expect.poll(() => server.sends).toEqual([0]);
    controller.abort();
    await expect(run).rejects.toBeInstanceOf(UploadCancelled);
    expect(server.ended()).toBeNull();
  });

  it('stops for good, not to be resumed unchecked, when the check cannot answer (its worker failed)', async () => {
    const server = fakeFileServer();
    let checks = 0;
    const session = new UploadSession(bytes(25), 'f', {
      transport: server.transport,
      chunkBytes: 10,
      wait: noWait,
      check: () =>
        ++checks === 2
          ? Promise.reject(new Error('The file could not be checked in this browser. Reload the page and upload it again.'))
          : Promise.resolve(null),
    });
    const refused = session.run(new AbortController().signal);
    await expect(refused).rejects.toBeInstanceOf(UploadRefused);
    await expect(refused).rejects.toThrow('The file could not be checked in this browser. Reload the page and upload it again.');
    await expect(session.run(new AbortController().signal)).rejects.toBeInstanceOf(UploadRefused);
    expect(server.sends.filter((idx) => idx > 1)).toEqual([]);
    expect(server.ended()).toBeNull();
  });
});
