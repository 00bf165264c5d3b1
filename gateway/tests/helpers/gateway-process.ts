// A gateway in a process of its own, for measuring its memory apart from the test and the
// sandbox: configured from the environment as `npm start` configures it, it listens on a loopback
// port, sends its origin over IPC, collects garbage when asked ("gc"), and stops when the channel closes.

import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { loadConfig } from '../../src/config';
import { createGateway } from '../../src/server';
import { silentLogger } from './memory-log';

const gateway = createGateway(loadConfig(process.env), { logger: silentLogger });
const server = createServer(gateway.app);
server.listen(0, '127.0.0.1', () => {
  process.send?.({ type: 'ready', origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}` });
});
process.on('message', (message: { type: string }) => {
  if (message.type === 'gc') {
    (globalThis as { gc?: () => void }).gc?.();
    process.send?.({ type: 'gc-done' });
  }
});
process.once('disconnect', () => {
  server.closeAllConnections();
  server.close();
  void gateway.stop().finally(() => process.exit(0));
});
