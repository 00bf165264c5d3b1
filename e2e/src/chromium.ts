/** Debian's Chromium: nothing here downloads a browser. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** The features Playwright switches off in every Chromium it starts (its own list, as it passes it). */
export const playwrightDisabledFeatures = [
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'HttpsUpgrades',
  'HttpsFirstBalancedModeAutoEnable',
  'LensOverlay',
  'MediaRouter',
  'PaintHolding',
  'ThirdPartyStoragePartitioning',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'TcpPortRandomizationWin',
  'OptimizationHints',
  'NetworkTimeServiceQuerying',
  'AimEnabled',
  'PreconnectToSearch',
  'msForceBrowserSignIn',
  'msEdgeUpdateLaunchServicesPreferredVersion',
];

/**
 * The address bar's drop-down, which headless Chromium still builds as two web pages of its own
 * (chrome://omnibox-popup.top-chrome/) for every window, so for every browser context a test
 * opens: 0.8 s of CPU a context, which no test's page ever sees (docs/testing.md).
 */
const browserUiPages = ['WebUIOmniboxPopup', 'WebUIOmniboxAimPopup', 'WebUIOmniboxFullPopup'];

/**
 * Headless, with nothing that would call out of the machine, and none of the browser's own UI
 * pages. Chromium takes the last --disable-features it is given, so this one repeats Playwright's
 * list (worker-portal.ts checks that it still holds all of it).
 */
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-quic',
  '--no-first-run',
  `--disable-features=${[...playwrightDisabledFeatures, ...browserUiPages].join(',')}`,
];

/**
 * The features an earlier --disable-features of `args` (Playwright's) switches off that the last,
 * the one Chromium goes by, leaves on: none, or playwrightDisabledFeatures needs them added.
 */
export function featuresLeftOn(args: readonly string[]): string[] {
  const lists = args.filter((arg) => arg.startsWith('--disable-features=')).map((arg) => arg.slice('--disable-features='.length).split(','));
  const last = new Set(lists.at(-1) ?? []);
  return [...new Set(lists.slice(0, -1).flat())].filter((feature) => feature && !last.has(feature));
}
