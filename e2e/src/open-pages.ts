import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';

/** The browser contexts this worker's tests opened through newPage and have not closed yet. */
const open = new Set<BrowserContext>();

/** Notes a context a test opened, until it closes. */
export function trackContext(context: BrowserContext): void {
  open.add(context);
  context.on('close', () => open.delete(context));
}

/** Gives up on a look at a page that does not answer: a hung page must not hang the report too. */
function within<T>(ms: number, promise: Promise<T>): Promise<T | string> {
  return Promise.race([promise, new Promise<string>((resolve) => setTimeout(() => resolve(`(no answer in ${ms} ms)`), ms).unref())]);
}

async function describePage(page: Page, shots: string, index: number): Promise<string> {
  const shot = join(shots, `page-${index + 1}.png`);
  const taken = await within(
    5_000,
    page.screenshot({ path: shot, timeout: 5_000 }).then(() => shot),
  );
  const seen = await within(
    5_000,
    page.evaluate(() => {
      const headings = [...document.querySelectorAll('h1, h2, [role=dialog] h2, [role=alert]')].map((e) => (e.textContent ?? '').trim().slice(0, 80));
      return {
        title: document.title,
        size: `${window.innerWidth} x ${window.innerHeight}`,
        signedIn: localStorage.getItem('authDetails') !== null,
        headings,
        focused: `${document.activeElement?.tagName ?? ''} ${(document.activeElement?.textContent ?? '').trim().slice(0, 40)}`,
        text: (document.body?.innerText ?? '').replace(/\s+/g, ' ').slice(0, 400),
      };
    }),
  );
  return `  ${page.url()} (screenshot: ${taken})\n    ${typeof seen === 'string' ? seen : JSON.stringify(seen)}`;
}

/**
 * What each page still open shows: its address, size, title, headings, whether a session is stored,
 * the focused element and the start of its text, with a screenshot of it saved under the system's
 * temporary directory. A browser step waits with no deadline of its own
 * (newPage), so a test that hangs is ended by the test's limit with no word of which step waited;
 * this says where the page was when it did.
 */
export async function describeOpenPages(): Promise<string> {
  const pages = [...open].flatMap((context) => context.pages());
  if (pages.length === 0) return 'no page was open';
  const shots = await mkdtemp(join(tmpdir(), 'portal-e2e-failure-'));
  return (await Promise.all(pages.map((page, index) => describePage(page, shots, index)))).join('\n');
}
