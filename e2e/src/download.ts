import { text } from 'node:stream/consumers';
import type { Download } from 'playwright-core';

/**
 * A download's text, read as a stream from the browser. The browser runs in another process
 * (worker-portal.ts), which keeps its downloads where the test cannot name them by path, and a
 * stream is the test's own copy however many files download at once.
 */
export async function downloadedText(download: Download): Promise<string> {
  return text(await download.createReadStream());
}
