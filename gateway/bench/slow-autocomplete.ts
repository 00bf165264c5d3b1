import { createServer } from 'node:http';
import { closeServer, listenOnLoopback } from './servers';

export interface SlowAutocomplete {
  origin: string;
  close(): Promise<void>;
}

/**
 * An autocomplete service that thinks for `delayMs` before every answer and does nothing else:
 * one suggestion echoing what was typed. With it behind the gateway, the time the gateway adds
 * stands against a known, realistic upstream time rather than the sandbox's near-instant one.
 */
export async function startSlowAutocomplete(delayMs: number): Promise<SlowAutocomplete> {
  const server = createServer((req, res) => {
    const typed = new URL(req.url ?? '/', 'http://stand-in').searchParams.get('q') ?? '';
    setTimeout(() => {
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify([{ id: 'stand-in-1', text: typed }]));
    }, delayMs);
  });
  return { origin: await listenOnLoopback(server), close: () => closeServer(server) };
}
