import { BenchChild } from './child';

export interface SlowAutocomplete {
  origin: string;
  close(): Promise<void>;
}

export type SlowAutocompleteReply = { type: 'ready'; origin: string };

/**
 * An autocomplete service that thinks for `delayMs` before every answer and does nothing else:
 * one suggestion echoing what was typed. With it behind the gateway, the time the gateway adds
 * stands against a known, realistic upstream time rather than the sandbox's near-instant one. It
 * runs in a process of its own, as a service does: in the bench's process, the direct call never
 * left the process that timed it (the client and the service shared one event loop), while the
 * gateway's call crossed into another process and back twice, and on a busy machine each crossing
 * waits for that process to be given a core.
 */
export async function startSlowAutocomplete(delayMs: number): Promise<SlowAutocomplete> {
  const child = new BenchChild<never, SlowAutocompleteReply>(new URL('./slow-autocomplete-process.ts', import.meta.url), 'slow autocomplete', {
    env: { ...process.env, BENCH_DELAY_MS: String(delayMs) },
  });
  const ready = await child.receive().catch(async (error: unknown) => {
    await child.stop();
    throw error;
  });
  return { origin: ready.origin, close: () => child.stop() };
}
