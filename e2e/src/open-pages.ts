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

async function describePage(page: Page): Promise<string> {
  const seen = await within(
    5_000,
    page.evaluate(() => {
      const headings = [...document.querySelectorAll('h1, h2, [role=dialog] h2, [role=alert]')].map((e) => (e.textContent ?? '').trim().slice(0, 80));
      return {
        title: document.title,
        signedIn: localStorage.getItem('authDetails') !== null,
        headings,
        focused: `${document.activeElement?.tagName ?? ''} ${(document.activeElement?.textContent ?? '').trim().slice(0, 40)}`,
        text: (document.body?.innerText ?? '').replace(/\s+/g, ' ').slice(0, 400),
      };
    }),
  );
  return `  ${page.url()}\n    ${typeof seen === 'string' ? seen : JSON.stringify(seen)}`;
}

/**
 * What each page still open shows: its address, title, headings, whether a session is stored, the
 * focused element and the start of its text. A browser step waits with no deadline of its own
 * (newPage), so a test that hangs is ended by the test's limit with no word of which step waited;
 * this says where the page was when it did.
 */
export async function describeOpenPages(): Promise<string> {
  const pages = [...open].flatMap((context) => context.pages());
  if (pages.length === 0) return 'no page was open';
  return (await Promise.all(pages.map(describePage))).join('\n');
}
