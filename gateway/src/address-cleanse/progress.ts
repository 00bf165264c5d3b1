import { setTimeout as sleep } from 'node:timers/promises';
import type { BureauFileProgress } from '../generated/resolvers';
import type { BureauClient } from './bureau-client';
import { toProgress } from './mappers';

/** How often the gateway asks the bureau while a run is under way. */
export const PROGRESS_INTERVAL_MS = 250;

const RUNNING = new Set(['paid', 'processing']);

/**
 * A file's progress as a stream of changes: the state at once, then each change until the run is
 * over. The bureau has no push of its own, so the gateway asks it at a steady pace while the
 * subscription lasts and pushes only what changed to the browser; the browser never polls.
 * Leaving the stream (the client went away) stops the asking at the next tick.
 */
export async function* followProgress(
  bureau: BureauClient,
  accountId: string,
  fileId: string,
  intervalMs = PROGRESS_INTERVAL_MS,
): AsyncGenerator<BureauFileProgress> {
  let last = '';
  for (;;) {
    const file = await bureau.getFile(accountId, fileId, 'follow the processing');
    const progress = toProgress(file);
    const seen = JSON.stringify(progress);
    if (seen !== last) {
      last = seen;
      yield progress;
    }
    if (!RUNNING.has(file.status)) return;
    await sleep(intervalMs);
  }
}
