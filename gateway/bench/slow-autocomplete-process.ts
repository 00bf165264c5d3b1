// The slow autocomplete stand-in (slow-autocomplete.ts) in a process of its own, answering after
// BENCH_DELAY_MS.

import { createServer } from 'node:http';
import { closeServer, listenOnLoopback } from './servers';
import type { SlowAutocompleteReply } from './slow-autocomplete';

const delayMs = Number(process.env.BENCH_DELAY_MS);
const server = createServer((req, res) => {
  const typed = new URL(req.url ?? '/', 'http://stand-in').searchParams.get('q') ?? '';
  setTimeout(() => {
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify([{ id: 'stand-in-1', text: typed }]));
  }, delayMs);
});
const origin = await listenOnLoopback(server);
process.once('disconnect', () => {
  void closeServer(server).finally(() => process.exit(0));
});
process.send?.({ type: 'ready', origin } satisfies SlowAutocompleteReply);
