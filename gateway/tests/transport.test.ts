import { setTimeout } from 'node:timers/promises';
import { afterEach, describe, expect, it } from 'vitest';
import { Transport, TransportFailure } from '../src/upstream/transport';
import { startLocalServer, type LocalServer } from './helpers/local-server';

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  await Promise.all(cleanups.splice(0).map((cleanup) => cleanup()));
});

/** A service answering `parts` as separate chunks of one answer, the last after the others. */
async function answering(parts: (string | Buffer)[]): Promise<LocalServer> {
  const server = await startLocalServer((_request, res) => {
    res.writeHead(200, { 'content-type': 'application/json' });
    for (const part of parts.slice(0, -1)) res.write(part);
    setImmediate(() => res.end(parts.at(-1)));
  });
  cleanups.push(server.close);
  return server;
}

function transport(maxResponseBytes?: number): Transport {
  const made = new Transport({ timeoutMs: 5_000, maxResponseBytes });
  cleanups.push(() => made.close());
  return made;
}

describe('the transport reading an answer', () => {
  it('reads an answer sent in several chunks whole, a character split between chunks included', async () => {
    const text = JSON.stringify({ town: 'Llanfairpwllgwyngyll', street: 'Stryd y Bont', sign: '£ € ✓' });
    const bytes = Buffer.from(text);
    const cut = bytes.indexOf(Buffer.from('€')) + 1;
    const server = await answering([bytes.subarray(0, cut), bytes.subarray(cut)]);

    const response = await transport().send({ origin: server.url, path: '/', method: 'GET', headers: {} });
    expect(response).toEqual({ status: 200, contentType: 'application/json', text });
  });

  it('refuses an answer over the size limit as unreadable', async () => {
    const server = await answering(['x'.repeat(600), 'y'.repeat(600)]);

    const failed = await transport(1_000)
      .send({ origin: server.url, path: '/', method: 'GET', headers: {} })
      .catch((error: unknown) => error);
    expect(failed).toBeInstanceOf(TransportFailure);
    expect(failed).toMatchObject({ kind: 'unreadable', reason: 'response too large' });
  });

  it('reads an answer of exactly the size limit', async () => {
    const server = await answering(['x'.repeat(600), 'y'.repeat(400)]);

    const response = await transport(1_000).send({ origin: server.url, path: '/', method: 'GET', headers: {} });
    expect(response.text).toBe(`${'x'.repeat(600)}${'y'.repeat(400)}`);
  });
});

describe('the transport bounding a call in time', () => {
  it('fails a call whose answer keeps coming past its limit, though no wait between its pieces is long', async () => {
    // A piece every 50 ms, for ever: undici's own limits on each wait never fire, only the call's.
    const server = await startLocalServer((_request, res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.write('[');
      const drip = setInterval(() => res.write(' '), 50);
      res.once('close', () => clearInterval(drip));
    });
    cleanups.push(server.close);
    const bounded = new Transport({ timeoutMs: 500 });
    // Cut off at once, should the call still be running.
    cleanups.unshift(() => bounded.close(Promise.resolve()));

    const call = bounded.send({ origin: server.url, path: '/', method: 'GET', headers: {} }).catch((error: unknown) => error);
    const failed = await Promise.race([call, setTimeout(10_000, 'still running after 10 s', { ref: false })]);
    expect(failed).toBeInstanceOf(TransportFailure);
    expect(failed).toMatchObject({ kind: 'timeout', reason: 'AbortError' });
  });
});
