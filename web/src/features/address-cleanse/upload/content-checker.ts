import { mainThreadContentChecker, workerContentChecker, type CheckWorker, type ContentChecker } from './content-check-worker';
import type { FileFormat } from './file-format';

/**
 * One file's content check in a worker of its own (Vite bundles content-check.worker.ts as a file
 * of the build, fetched when an upload starts), or on the page's thread where the browser has no
 * workers: the same check either way, only the page is held up by the second. `leftOut`: bytes of
 * the customer's file not sent before the data (ContentCheck's).
 */
export function contentChecker(format: FileFormat, leftOut = 0): ContentChecker {
  if (typeof Worker === 'undefined') return mainThreadContentChecker(format, leftOut);
  const worker = new Worker(new URL('./content-check.worker.ts', import.meta.url), { type: 'module', name: 'content-check' });
  return workerContentChecker(format, worker as unknown as CheckWorker, leftOut);
}
