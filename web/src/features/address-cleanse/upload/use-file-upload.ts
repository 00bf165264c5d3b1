import { useCallback, useEffect, useRef, useState } from 'react';
import { sessionStore } from '../../../lib/session/session-store';
import type { ContentChecker } from './content-check-worker';
import { contentChecker } from './content-checker';
import type { FileFormat } from './file-format';
import { gatewayTransport } from './gateway-transport';
import { uploadProgress, type UploadProgress } from './progress';
import { UploadRate } from './upload-rate';
import { ContentRefused, UploadCancelled, UploadRefused, UploadSession, type UploadTransport } from './upload-session';

/**
 * How often the overlay takes in the bytes sent: the browser tells of them many times a second,
 * and the bar, the figures and the time left need no more than four renders a second.
 */
export const progressEveryMs = 250;

/** The two uploads a file needs: the whole file, and its test sample. */
export interface UploadedFile {
  fileServerId: string;
  testFileServerId: string;
}

export type UploadPhase =
  | { kind: 'idle' }
  | { kind: 'uploading'; progress: UploadProgress }
  | { kind: 'stopped'; error: unknown; resumable: boolean }
  | { kind: 'cancelled' }
  /** A chunk past the first holds what the cleanse would lose: `problem` says what, in the check's words. */
  | { kind: 'refused'; problem: string };

/**
 * Uploads a file and its test sample through the gateway, keeping the sessions so that an upload
 * that gave up (the connection stayed down) resumes where the file server's acknowledgements end.
 * Progress counts both uploads' bytes against their sum as they go out (a chunk's before it is
 * acknowledged), read every `progressEveryMs`; the time left goes by the recent rate
 * (docs/address-cleanse.md). Every chunk of the file is checked as it
 * is sent (content-check.ts, with the format chosen, in a worker of the upload's own:
 * content-checker.ts); one refused stops the upload before it ends, drops what the file server
 * holds of it, and sends no test sample. The worker keeps the check's place for a resumed upload
 * and ends with the upload. `chunkBytes` (the chunk size), `retryDelayMs` and `transport` are for
 * tests.
 */
export function useFileUpload(
  accountId: string,
  {
    chunkBytes,
    retryDelayMs,
    transport: given,
  }: { chunkBytes?: number; retryDelayMs?: (attempt: number) => number; transport?: UploadTransport & { cancel(fileId: string): Promise<void> } } = {},
) {
  const [phase, setPhase] = useState<UploadPhase>({ kind: 'idle' });
  const sessions = useRef<{ file: File; whole: UploadSession; sample: UploadSession; checker: ContentChecker } | null>(null);
  const controller = useRef<AbortController | null>(null);
  const transport = useRef(given ?? gatewayTransport({ accountId, jwt: () => sessionStore.get()?.jwt }));
  /** Drops the upload in hand and ends its check's worker. */
  const drop = useCallback(() => {
    sessions.current?.checker.close();
    sessions.current = null;
  }, []);
  // Leaving the screen mid-upload cancels it as Cancel does (the file server drops what it holds),
  // rather than leaving the worker closed under a run that would stop at its next chunk.
  useEffect(
    () => () => {
      controller.current?.abort();
      drop();
    },
    [drop],
  );

  // Closing or reloading the tab mid-upload would lose what was sent: the browser asks first (its
  // own words; it shows no page's text). Leaving within the portal cancels the upload, above.
  const uploading = phase.kind === 'uploading';
  useEffect(() => {
    if (!uploading) return;
    const ask = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [uploading]);

  const run = useCallback(async (): Promise<UploadedFile | null> => {
    const current = sessions.current;
    if (!current) return null;
    const abort = new AbortController();
    controller.current = abort;
    const total = current.whole.file.size + current.sample.file.size;
    // Measured afresh each run: bytes acknowledged before a resume count as sent, not towards the rate.
    const rate = new UploadRate();
    let shown: UploadProgress | null = null;
    const report = () => {
      const sent = current.whole.sentBytes + current.sample.sentBytes;
      rate.add(sent, performance.now());
      const progress = uploadProgress(sent, total, rate.bytesPerMs());
      if (shown && shown.sentBytes === progress.sentBytes && shown.secondsLeft === progress.secondsLeft) return;
      shown = progress;
      setPhase({ kind: 'uploading', progress });
    };
    report();
    const ticking = setInterval(report, progressEveryMs);
    try {
      const fileServerId = await current.whole.run(abort.signal);
      const testFileServerId = await current.sample.run(abort.signal);
      current.checker.close();
      setPhase({ kind: 'idle' });
      return { fileServerId, testFileServerId };
    } catch (error) {
      if (error instanceof UploadCancelled || error instanceof ContentRefused) {
        setPhase(error instanceof ContentRefused ? { kind: 'refused', problem: error.message } : { kind: 'cancelled' });
        // What was sent is of no use: the file server deletes it (or, where it cannot, lets it expire).
        for (const session of [current.whole, current.sample])
          if (session.fileId && !session.done) void transport.current.cancel(session.fileId).catch(() => {});
        drop();
        return null;
      }
      // A refusal (hash mismatch, empty, not text) deleted the upload, and a check that could not
      // run cannot vouch for the rest: only starting again helps.
      const resumable = !(error instanceof UploadRefused);
      if (!resumable) drop();
      setPhase({ kind: 'stopped', error, resumable });
      return null;
    } finally {
      clearInterval(ticking);
      controller.current = null;
    }
  }, [drop]);

  /**
   * Starts uploading `file`, every chunk checked as `format` reads it, with its test sample.
   * `leftOut`: bytes of the customer's file not in `file` before its data (a `sep=` line), so that a
   * refusal places a byte where the customer's file has it.
   */
  const start = useCallback(
    (file: File, format: FileFormat, sample: Blob, leftOut = 0) => {
      drop();
      const checker = contentChecker(format, leftOut);
      sessions.current = {
        file,
        checker,
        whole: new UploadSession(file, file.name, {
          transport: transport.current,
          chunkBytes,
          retryDelayMs,
          check: (bytes, last, slice) => checker.check(bytes, last, slice),
        }),
        // The sample is cut from the first chunk, which is checked before it is made.
        sample: new UploadSession(sample, `test-${file.name}`, {
          transport: transport.current,
          chunkBytes,
          retryDelayMs,
        }),
      };
      return run();
    },
    [run, drop, chunkBytes, retryDelayMs],
  );

  const cancel = useCallback(() => controller.current?.abort(), []);
  const reset = useCallback(() => {
    drop();
    setPhase({ kind: 'idle' });
  }, [drop]);

  return { phase, start, resume: run, cancel, reset };
}
