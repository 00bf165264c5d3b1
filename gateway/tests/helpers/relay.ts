import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { pipeline } from 'node:stream/promises';
import { request } from 'undici';

export interface Relay {
  url: string;
  close(): Promise<void>;
}

/**
 * A stand-in in front of a real service that passes every request on, after `before(req)` has
 * settled: a test holds a call there (a slow service) or learns that it began (an upload chunk
 * on its way). Bodies and answers are streamed both ways.
 */
export async function startRelay(target: string, before: (req: IncomingMessage) => Promise<void> | void = () => undefined): Promise<Relay> {
  const server = createServer((req, res) => {
    void (async () => {
      await before(req);
      const { host: _host, connection: _connection, ...headers } = req.headers;
      const answer = await request(`${target}${req.url ?? '/'}`, {
        method: req.method as 'GET',
        headers,
        body: req.method === 'GET' || req.method === 'HEAD' ? undefined : req,
      });
      res.writeHead(answer.statusCode, answer.headers as Record<string, string>);
      await pipeline(answer.body, res);
    })().catch(() => res.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

/** A promise with its resolve, for a test to settle from elsewhere. */
export function signal<T = void>(): { promise: Promise<T>; resolve: (value: T) => void } {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => (resolve = done));
  return { promise, resolve };
}
