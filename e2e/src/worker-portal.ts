// One test worker's portal, in a process of its own (global-setup.ts forks one per worker): the
// portal with its own sandbox, as `npm start` starts it, and a Chromium browser server that the
// worker's test files connect to. Its own process, so that three portals and their browsers share
// the machine's cores rather than the test runner's one event loop.
import { chromium } from 'playwright-core';
import { startPortal } from '@portal/launcher';
import { noUpstreams } from './own-sandbox';
import { chromiumArgs, CHROMIUM_PATH, featuresLeftOn } from './chromium';
import type { WorkerPortal } from './worker-portals';

const send = (message: unknown) =>
  new Promise<void>((resolve, reject) => process.send?.(message, undefined, {}, (error) => (error ? reject(error) : resolve())));

const webDist = process.env.E2E_WEB_DIST;
if (!webDist || !process.send) throw new Error('worker-portal.ts is started by e2e/src/global-setup.ts, which names the web app to serve');

// Quiet unless the run keeps the portals' log lines (E2E_PORTAL_LOGS in global-setup.ts).
const quiet = process.env.E2E_PORTAL_QUIET === '1';
const portal = await startPortal({ port: 0, env: { ...process.env, ...noUpstreams }, quiet, webDist });
const browser = await chromium.launchServer({ executablePath: CHROMIUM_PATH, headless: true, args: chromiumArgs });
// Ours replaces Playwright's --disable-features: a newer Playwright may switch off more.
const leftOn = featuresLeftOn(browser.process().spawnargs);
if (leftOn.length > 0)
  throw new Error(`Playwright switches off ${leftOn.join(', ')}, which playwrightDisabledFeatures in e2e/src/chromium.ts leaves on: add them there`);
if (!portal.sandbox) throw new Error('The browser tests expect the portal to start its own sandbox');

let closing: Promise<void> | undefined;
const close = () =>
  (closing ??= (async () => {
    await browser.close();
    await portal.close();
  })());

// The runner ends this process by closing the channel (or by dying): either way it stops.
process.on('disconnect', () => void close().finally(() => process.exit(0)));

const ready: WorkerPortal = {
  port: portal.port,
  userServerUrl: portal.sandbox.urls.userServer,
  accountManagerUrl: portal.sandbox.urls.accountManager,
  browserEndpoint: browser.wsEndpoint(),
};
await send({ ready });
