// The sandbox as sandbox-process.ts runs it (its uk index made and its search warmed once it
// listens), noting what it serves (timeline.ts) for first-search-timeline.ts.

import { startSandbox } from '@portal/sandbox';
import { processTimeline } from './timeline';
import type { TimelineSandboxReply, TimelineSandboxRequest } from './first-search-timeline';

const reply = (message: TimelineSandboxReply) => process.send?.(message);

const timeline = processTimeline();
const sandbox = await startSandbox();
void sandbox.indexAddresses();
process.on('message', (request: TimelineSandboxRequest) => {
  if (request.type === 'timeline') reply({ type: 'timeline', timeline: timeline.take() });
});
process.once('disconnect', () => {
  void sandbox.close().finally(() => process.exit(0));
});
reply({ type: 'ready', urls: sandbox.urls });
