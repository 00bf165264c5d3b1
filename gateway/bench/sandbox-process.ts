// The sandbox in a process of its own (see child.ts): the gateway's CPU time is then its own, and
// the sandbox can say what it spent itself.

import { startSandbox } from '@portal/sandbox';
import type { SandboxReply, SandboxRequest } from './sandbox';

const reply = (message: SandboxReply) => process.send?.(message);

const sandbox = await startSandbox();
// As the launcher does once the portal listens: the first address search is then as quick as the rest.
void sandbox.indexAddresses();
process.on('message', (request: SandboxRequest) => {
  if (request.type === 'cpu') reply({ type: 'cpu', usage: process.cpuUsage() });
});
process.once('disconnect', () => {
  void sandbox.close().finally(() => process.exit(0));
});
reply({ type: 'ready', urls: sandbox.urls });
