// The per-chunk content check (content-check.ts) off the page's main thread: a dedicated Web
// Worker holds the ContentCheck (its decoder and RecordsCheck) across the chunks of one file, and
// the page sends it each chunk's bytes once, in order, and gets the verdict back. Checking a 10 MB
// chunk takes 0.15 s to over a second; on the main thread it froze the progress bar, Cancel and
// the rest of the page that long, once a chunk (docs/address-cleanse.md, "Every chunk, not only
// the first"). The protocol is here and pure (`contentCheckHandler` is the worker's whole
// behaviour, tested as a function); content-check.worker.ts only wires it to its messages.
import { ContentCheck } from './content-check';
import type { FileFormat } from './file-format';

/**
 * What the page sends the worker: the file's format first (and the bytes of the customer's file not
 * sent before the data, ContentCheck's `leftOut`), then each chunk once, in order, as the part of
 * the file it is (a Blob slice), which the worker reads itself.
 */
export type CheckRequest = { kind: 'start'; format: FileFormat; leftOut: number } | { kind: 'chunk'; id: number; chunk: Blob; last: boolean };

/** The worker's answer to chunk `id`: why the file cannot be uploaded, or null. */
export interface CheckReply {
  id: number;
  problem: string | null;
}

/**
 * The worker's message handler: `start` begins a file's check, each `chunk` is read and checked
 * and answered, strictly in the order sent (a chunk's read may end before the one before it is
 * checked). A chunk before any start, or one that cannot be read, is a fault: the promise rejects
 * (the worker's error event).
 */
export function contentCheckHandler(): (request: CheckRequest) => Promise<CheckReply | null> {
  let check: ContentCheck | null = null;
  let queue: Promise<unknown> = Promise.resolve();
  const handle = async (request: CheckRequest): Promise<CheckReply | null> => {
    if (request.kind === 'start') {
      check = new ContentCheck(request.format, request.leftOut);
      return null;
    }
    const current = check;
    if (!current) throw new Error('A chunk was sent to the content check before the file began');
    const bytes = new Uint8Array(await request.chunk.arrayBuffer());
    return { id: request.id, problem: current.next(bytes, request.last) };
  };
  return (request) => {
    const reply = queue.then(() => handle(request));
    queue = reply.catch(() => {});
    return reply;
  };
}

/** One file's content check, wherever it runs: each chunk's verdict, in order. */
export interface ContentChecker {
  /** `bytes`: the chunk as read for sending; `slice`: the same part of the file, unread. */
  check(bytes: Uint8Array, last: boolean, slice: Blob): Promise<string | null>;
  /** Ends the check (the worker with it); a check still waiting is answered with CheckFailed. */
  close(): void;
}

/** The check could not run (its worker failed to load or stopped): the upload cannot be vouched for. */
export class CheckFailed extends Error {}

/** What of a Worker the checker uses, so that tests can give it a stand-in. */
export interface CheckWorker {
  postMessage(message: CheckRequest): void;
  addEventListener(type: 'message', listener: (event: { data: CheckReply }) => void): void;
  addEventListener(type: 'error' | 'messageerror', listener: (event: unknown) => void): void;
  terminate(): void;
}

export const CHECK_FAILED = 'The file could not be checked in this browser. Reload the page and upload it again.';

/**
 * The check in a worker, sent each chunk as its Blob slice, which the worker reads again itself.
 * The bytes the page read are still needed after the check (sending, and sending again after a
 * dropped connection), so they cannot be transferred; copying 10 MB into the message held the
 * page 75 to 280 ms in Chromium on a loaded machine, posting the slice 1 to 15 ms, and the second
 * read is the worker's (docs/address-cleanse.md).
 */
export function workerContentChecker(format: FileFormat, worker: CheckWorker, leftOut = 0): ContentChecker {
  const waiting = new Map<number, { resolve: (problem: string | null) => void; reject: (error: Error) => void }>();
  let next = 0;
  let failed: CheckFailed | null = null;
  const fail = (error: CheckFailed) => {
    failed ??= error;
    for (const { reject } of waiting.values()) reject(failed);
    waiting.clear();
  };
  worker.addEventListener('message', ({ data }) => {
    waiting.get(data.id)?.resolve(data.problem);
    waiting.delete(data.id);
  });
  worker.addEventListener('error', () => fail(new CheckFailed(CHECK_FAILED)));
  worker.addEventListener('messageerror', () => fail(new CheckFailed(CHECK_FAILED)));
  worker.postMessage({ kind: 'start', format, leftOut });
  return {
    check(_bytes, last, slice) {
      if (failed) return Promise.reject(failed);
      const id = next++;
      return new Promise((resolve, reject) => {
        waiting.set(id, { resolve, reject });
        worker.postMessage({ kind: 'chunk', id, chunk: slice, last });
      });
    },
    close() {
      worker.terminate();
      fail(new CheckFailed('The file check was closed.'));
    },
  };
}

/** The check on the page's own thread, where there are no workers (jsdom). */
export function mainThreadContentChecker(format: FileFormat, leftOut = 0): ContentChecker {
  const check = new ContentCheck(format, leftOut);
  return {
    check: (bytes, last) => Promise.resolve(check.next(bytes, last)),
    close() {},
  };
}
