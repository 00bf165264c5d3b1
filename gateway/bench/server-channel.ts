// The child's end of a server under test (see server-process.ts): it says where it listens, then
// answers the bench's questions about what it has spent, from inside the server's own process.

import { writeFile } from 'node:fs/promises';
import { Session } from 'node:inspector/promises';

export type ServerRequest = { type: 'usage' } | { type: 'profile-start' } | { type: 'profile-stop'; file: string };
export type ServerReply =
  | { type: 'ready'; origin: string }
  | { type: 'usage'; cpu: NodeJS.CpuUsage; upstreamCalls: number }
  | { type: 'profiled' }
  | { type: 'failed'; message: string };

/**
 * Answers the bench over IPC: its CPU time and upstream calls so far, and a CPU profile of a span
 * (the inspector's profiler, as `node --cpu-prof` but without start-up and warm-up in it). When
 * the channel closes, `close` runs and the process ends.
 */
export function answerBench(origin: string, upstreamCalls: () => number, close: () => Promise<void>): void {
  const reply = (message: ServerReply) => process.send?.(message);
  let profiler: Session | undefined;
  const profile = async (request: Extract<ServerRequest, { type: 'profile-start' | 'profile-stop' }>) => {
    if (request.type === 'profile-start') {
      profiler = new Session();
      profiler.connect();
      await profiler.post('Profiler.enable');
      // V8's default is a sample a millisecond; a search takes less (autocomplete-ab.ts asks for finer).
      await profiler.post('Profiler.setSamplingInterval', { interval: Number(process.env.PROFILE_INTERVAL_US ?? 1000) });
      await profiler.post('Profiler.start');
    } else {
      if (!profiler) throw new Error('profile-stop came before profile-start');
      const { profile: taken } = await profiler.post('Profiler.stop');
      profiler.disconnect();
      profiler = undefined;
      await writeFile(request.file, JSON.stringify(taken));
    }
    reply({ type: 'profiled' });
  };
  process.on('message', (request: ServerRequest) => {
    if (request.type === 'usage') reply({ type: 'usage', cpu: process.cpuUsage(), upstreamCalls: upstreamCalls() });
    else profile(request).catch((error: unknown) => reply({ type: 'failed', message: error instanceof Error ? error.message : String(error) }));
  });
  process.once('disconnect', () => {
    void close().finally(() => process.exit(0));
  });
  reply({ type: 'ready', origin });
}
