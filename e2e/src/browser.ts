import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import type { StorageState } from './kept-sessions';
import { trackContext } from './open-pages';
import { ownPortal } from './worker-portals';

/**
 * The Chromium of this worker (Debian's, headless, with nothing that would call out of the machine),
 * started beside its portal (worker-portal.ts) and connected to. Closing it closes what this file
 * opened and leaves the browser running for the worker's next file.
 */
export function launchBrowser(): Promise<Browser> {
  return chromium.connect(ownPortal().browserEndpoint);
}

export type Territory = 'uk' | 'australia';

/** A browser window's inner size, in CSS pixels. */
export interface Viewport {
  width: number;
  height: number;
}

/** A desk's window: every page opens at this size unless a test asks for another. */
export const DESKTOP: Viewport = { width: 1280, height: 800 };

/** A phone held upright: the width of an iPhone 12 to 15. */
export const PHONE: Viewport = { width: 390, height: 844 };

/**
 * How long a test waits for the portal to show an outcome it expects (`expect.poll` gives up after
 * 1 s otherwise). Generous, because a loaded machine is slow, not wrong: a right outcome arrives
 * within it and a wrong one still fails, only later.
 */
export const OUTCOME_TIMEOUT = 15_000;

/** An address of this worker's portal, or of the portal on `port` (a test's own). */
export function portalUrl(path: string, territory: Territory = 'uk', port: number = ownPortal().port): string {
  const host = territory === 'australia' ? 'au.localhost' : 'localhost';
  return `http://${host}:${port}/portal${path}`;
}

/**
 * A fresh visitor, or one with the storage of an earlier sign-in (see signedIn). First-visit help tips are switched off unless a test is about them. Its steps
 * wait for their outcome with no deadline of their own (Playwright's is 30 s): on a machine shared
 * by other runs a sign-in alone took longer than 10 s, and the test's own limit catches a hang.
 */
export async function newPage(
  browser: Browser,
  options: { helpTips?: boolean; storageState?: StorageState; viewport?: Viewport } = {},
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport: options.viewport ?? DESKTOP, storageState: options.storageState });
  context.setDefaultTimeout(0);
  trackContext(context);
  if (!options.helpTips) await context.addInitScript(() => localStorage.setItem('disableAllHelpTips', 'true'));
  const page = await context.newPage();
  return { context, page };
}

/** The path and query the page shows, without the origin. */
export function pathOf(page: Page): string {
  const url = new URL(page.url());
  return url.pathname + url.search;
}

/** What a signed-in page says to someone its guard refuses (the route table's account check). */
export const PAGE_REFUSAL = 'This page is not currently available while using this account. Please switch to another account or return home.';
