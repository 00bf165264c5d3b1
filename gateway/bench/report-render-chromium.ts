import { access, mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type Page } from 'playwright-core';
// The browser tests' Chromium and flags, so the bench measures the browser they run.
import { chromiumArgs, CHROMIUM_PATH } from '../../e2e/src/chromium';
import type { ServiceName } from '@portal/sandbox';
import { startBenchGateway } from './bench-gateway';
import { PASSWORD, USER } from './queries';
import { REPORT_SUBSCRIPTIONS, REPORT_TOKENS, startReportAccountManager } from './report-account-manager';
import { RENDER_TARGET_MS } from './report-render';
import { ascending, fixed, loadAverage, percentile, ratio, table } from './stats';

const WEB_DIST = fileURLToPath(new URL('../../web/dist', import.meta.url));

/** The stand-in's plan ids and token ids (report-account-manager.ts). */
const planIds = Array.from({ length: REPORT_SUBSCRIPTIONS }, (_, index) => index + 1);
const tokenIds = Array.from({ length: REPORT_TOKENS }, (_, index) => 1_000 + index);

interface Screen {
  name: string;
  path: string;
  /** The operation whose answer the screen draws. */
  operation: string;
  /** What must be in the page before the report counts as shown: its figures... */
  figures: string[];
  /** ...and a path of every line of its chart. */
  chart: string[];
}

const screens: Screen[] = [
  {
    name: 'Services',
    path: '/reporting/services?period=last90',
    operation: 'ReportingServices',
    figures: [...planIds.map((id) => `[data-testid="total-plan-${id}"]`), '[data-testid="figure-totals"]'],
    chart: planIds.map((id) => `#reporting-services-chart svg path[data-series="plan-${id}"]`),
  },
  {
    name: 'Summary',
    path: '/reporting/summary?period=last90',
    operation: 'ReportingSummary',
    figures: [...planIds.map((id) => `[data-testid="summary-plan-${id}"]`), '#reporting-summary-charges', '#reporting-summary-cleanse'],
    chart: planIds.map((id) => `#reporting-summary-forecast svg path[data-series="forecast-${id}"]`),
  },
  {
    name: 'Tokens',
    path: '/reporting/tokens?period=last90',
    operation: 'ReportingTokens',
    figures: ['[data-testid="tokens-total"]'],
    chart: tokenIds.map((id) => `#reporting-tokens-chart svg path[data-series="token-${id}"]`),
  },
];

export interface ChromiumRenderFigures {
  warmUp: number;
  runs: number;
  subscriptions: number;
  tokens: number;
  days: number;
  /**
   * Per screen, `runs` loads with no trace, each from the answer's last byte to the end of the
   * frame that painted the figures (`figuresMs`) and the chart with them (`ms`), on the clock; and
   * as many traced loads, each giving the CPU time the page's main thread spent over the latter
   * (`cpuMs`), which a busy machine inflates far less.
   */
  reports: { name: string; figuresMs: number[]; ms: number[]; cpuMs: number[] }[];
}

/** What the page records of one load, in its own clock (see `watchReport`). */
interface PageMarks {
  answeredAt: number;
  figuresAt: number;
  paintedAt: number;
}

/** What the page's scripts below use of the browser's globals (the gateway compiles without the DOM's types). */
interface PageGlobals {
  document: { querySelector(selector: string): unknown };
  MutationObserver: new (callback: () => void) => { observe(target: unknown, options: Record<string, boolean>): void; disconnect(): void };
  requestAnimationFrame(callback: () => void): number;
  MessageChannel: new () => { port1: { onmessage: (() => void) | null }; port2: { postMessage(message: unknown): void } };
  fetch: typeof fetch;
  localStorage: { setItem(key: string, value: string): void };
  console: { debug(message: string): void };
}

/** The start of the console message that hands the bench a load's marks (see `watchReport`). */
const MARKS_MESSAGE = 'bench-report-marks ';

/**
 * Runs in the page before its own scripts: once the screen sends its report operation, it watches
 * the document until the figures, then every chart line, are in it, and notes the end of the frame
 * that painted them (a requestAnimationFrame callback, then a task posted from it, which runs once
 * that frame is done). The answer's arrival is the resource timing of the request's last byte.
 * Each moment is also a performance mark, for the trace to find.
 */
function watchReport({ operation, figures, chart, message }: { operation: string; figures: string[]; chart: string[]; message: string }): void {
  const page = globalThis as unknown as PageGlobals;
  const marks: Partial<PageMarks> & { sentAt?: number; failed?: string } = {};
  // The marks go to the bench as a console message once all are in, after the painted frame. The
  // bench asking the page instead (Playwright's waitForFunction) had Playwright compile its own
  // script into the page, some 10 to 14 ms of the main thread that fell between the answer and the
  // paint in some loads (docs/request-path.md).
  const done = () => {
    if (marks.failed || (marks.figuresAt !== undefined && marks.paintedAt !== undefined)) page.console.debug(message + JSON.stringify(marks));
  };
  const all = (selectors: string[]) => selectors.every((selector) => page.document.querySelector(selector) !== null);
  const afterPaint = (note: (at: number) => void) =>
    page.requestAnimationFrame(() => {
      const channel = new page.MessageChannel();
      channel.port1.onmessage = () => note(performance.now());
      channel.port2.postMessage(null);
    });
  const watch = () => {
    let figuresIn = false;
    const check = () => {
      if (!figuresIn && all(figures)) {
        figuresIn = true;
        afterPaint((at) => {
          marks.figuresAt = at;
          performance.mark('report-figures', { startTime: at });
          done();
        });
      }
      if (figuresIn && all(chart)) {
        observer.disconnect();
        afterPaint((at) => {
          const answer = performance
            .getEntriesByType('resource')
            .find((entry) => entry.name.endsWith('/graphql') && entry.startTime >= (marks.sentAt ?? 0) - 1) as { responseEnd: number } | undefined;
          if (!answer) {
            marks.failed = 'no resource timing for the report request';
            done();
            return;
          }
          performance.mark('report-answered', { startTime: answer.responseEnd });
          performance.mark('report-painted', { startTime: at });
          marks.answeredAt = answer.responseEnd;
          marks.paintedAt = at;
          done();
        });
      }
    };
    const observer = new page.MutationObserver(check);
    observer.observe(page.document, { childList: true, subtree: true, attributes: true, characterData: true });
  };
  const send = page.fetch.bind(page);
  page.fetch = (input, init) => {
    if (marks.sentAt === undefined && typeof init?.body === 'string' && init.body.includes(`"operationName":"${operation}"`)) {
      marks.sentAt = performance.now();
      watch();
    }
    return send(input, init);
  };
}

/**
 * A function of this file as a script for the page, called with `argument`. tsx compiles the bench
 * keeping function names, with calls to a helper, `__name`, that the page lacks: it is given one.
 */
function pageScript<T>(run: (argument: T) => void, argument: T): string {
  return `(() => { const __name = (f) => f; (${run.toString()})(${JSON.stringify(argument)}); })();`;
}

interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  tdur?: number;
}

/**
 * The CPU time of the page's main thread between the report's answer and its painted frame, from a
 * trace of the load: the thread time of each task it ran, the part of a task the window cuts
 * counted in proportion.
 */
function mainThreadCpuMs(trace: Buffer): number {
  const events = (JSON.parse(trace.toString('utf8')) as { traceEvents: TraceEvent[] }).traceEvents;
  const answered = events.find((event) => event.name === 'report-answered');
  const painted = events.find((event) => event.name === 'report-painted');
  if (!answered || !painted) throw new Error('The trace holds no report marks');
  let cpu = 0;
  let busyUntil = 0;
  const tasks = events
    .filter((event) => event.name === 'RunTask' && event.ph === 'X' && event.pid === painted.pid && event.tid === painted.tid)
    .sort((a, b) => a.ts - b.ts);
  for (const task of tasks) {
    const dur = task.dur ?? 0;
    // A task run inside another (a nested loop) is already in the outer one's time.
    if (task.ts < busyUntil) continue;
    busyUntil = task.ts + dur;
    const overlap = Math.min(painted.ts, task.ts + dur) - Math.max(answered.ts, task.ts);
    if (overlap > 0 && dur > 0) cpu += ((task.tdur ?? dur) * overlap) / dur;
  }
  return cpu / 1000;
}

/** Tasks with their thread time, and the page's marks: little enough not to slow the page. */
const TRACE_CATEGORIES = ['disabled-by-default-devtools.timeline', 'blink.user_timing'];
/** What DevTools' Performance panel records, the JavaScript samples included: to read, not to time (it slows the page). */
const PROFILE_CATEGORIES = [
  ...TRACE_CATEGORIES,
  'devtools.timeline',
  'v8.execute',
  'disabled-by-default-devtools.timeline.frame',
  'disabled-by-default-v8.cpu_profiler',
  'blink',
  'loading',
];

export interface ChromiumRenderOptions {
  /** Loads of each screen before the measured ones, so the browser holds the app's files and their compiled code. */
  warmUp?: number;
  /** The built web app to serve; default web/dist (a second build can be compared with it). */
  webDist?: string;
  /** The screens to load, by name (Services, Summary, Tokens); default all three. */
  screens?: readonly string[];
  /**
   * Where to write each measured load's trace with the JavaScript samples, for DevTools'
   * Performance panel. The sampling slows the page: the figures of such a run do not compare.
   */
  traceDir?: string;
}

function launch(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: chromiumArgs,
  });
}

async function signInThroughForm(page: Page, origin: string): Promise<void> {
  await page.goto(`${origin}/portal/login`);
  await page.getByLabel('User name').fill(USER);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Log In' }).click();
  await page.waitForURL('**/portal/home');
  await page.getByTestId('account-bar-account-name').waitFor();
}

/**
 * Loads `url` in `page` and returns the marks its page script sends once the report is painted.
 * Nothing of the bench runs in the page meanwhile: it listens for the page's console message.
 */
async function marksOfLoad(page: Page, url: string): Promise<PageMarks> {
  const message = page.waitForEvent('console', { predicate: (entry) => entry.text().startsWith(MARKS_MESSAGE), timeout: 60_000 });
  // A failed navigation leaves the wait to time out unheard of.
  message.catch(() => undefined);
  await page.goto(url);
  const marks = JSON.parse((await message).text().slice(MARKS_MESSAGE.length)) as PageMarks & { failed?: string };
  if (marks.failed) throw new Error(`${page.url()}: ${marks.failed}`);
  return marks;
}

/**
 * The reporting screens in Chromium: the built web app (web/dist) served by a gateway whose
 * account manager is the report stand-in of 10 subscriptions and 20 tokens (every other call goes
 * to the sandbox), the owner signed in once; each screen is loaded `runs` times afresh (after
 * `warmUp` loads, so the browser holds the app's files and their compiled code, as on a second
 * visit), each timed from the report answer's last byte to the painted frame; every timed load is
 * followed by a traced one for the main thread's CPU time.
 */
export async function measureReportRenderInChromium(
  urls: Record<ServiceName, string>,
  runs: number,
  { warmUp = 2, webDist = WEB_DIST, screens: names, traceDir }: ChromiumRenderOptions = {},
): Promise<ChromiumRenderFigures> {
  await access(join(webDist, 'index.html')).catch(() => {
    throw new Error(`${webDist}/index.html is missing: the Chromium render measure serves the built web app (npm run build)`);
  });
  const chosen = names ? screens.filter((screen) => names.includes(screen.name)) : screens;
  if (!chosen.length) throw new Error(`No reporting screen is called ${names?.join(' or ')}: ${screens.map((screen) => screen.name).join(', ')}`);
  if (traceDir) await mkdir(traceDir, { recursive: true });
  const standIn = await startReportAccountManager(0, urls.accountManager);
  const gateway = await startBenchGateway(urls, { accountManager: standIn.origin }, { webDist });
  const browser = await launch();
  try {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    await context.addInitScript(() => (globalThis as unknown as PageGlobals).localStorage.setItem('disableAllHelpTips', 'true'));
    const login = await context.newPage();
    await signInThroughForm(login, gateway.origin);
    await login.close();
    const figures: ChromiumRenderFigures = { warmUp, runs, subscriptions: REPORT_SUBSCRIPTIONS, tokens: REPORT_TOKENS, days: 90, reports: [] };
    for (const screen of chosen) {
      const page = await context.newPage();
      await page.addInitScript({
        content: pageScript(watchReport, { operation: screen.operation, figures: screen.figures, chart: screen.chart, message: MARKS_MESSAGE }),
      });
      const url = `${gateway.origin}/portal${screen.path}`;
      for (let run = 0; run < warmUp; run++) {
        await marksOfLoad(page, url);
      }
      const report = { name: screen.name, figuresMs: [] as number[], ms: [] as number[], cpuMs: [] as number[] };
      for (let run = 0; run < runs; run++) {
        // The clock, from a load with no trace: recording one costs the browser CPU of its own
        // (13 to 58 ms more on the clock's median, docs/request-path.md), which no customer's pays.
        const marks = await marksOfLoad(page, url);
        report.figuresMs.push(marks.figuresAt - marks.answeredAt);
        report.ms.push(marks.paintedAt - marks.answeredAt);
        // The main thread's CPU, from the next load, traced.
        await browser.startTracing(page, { categories: traceDir ? PROFILE_CATEGORIES : TRACE_CATEGORIES });
        const traced = await marksOfLoad(page, url).then(
          () => undefined,
          (error: unknown) => ({ error }),
        );
        const trace = await browser.stopTracing();
        if (traced) throw traced.error;
        if (traceDir) await writeFile(join(traceDir, `${screen.name.toLowerCase()}-${run + 1}.json`), trace);
        report.cpuMs.push(mainThreadCpuMs(trace));
      }
      await page.close();
      figures.reports.push(report);
    }
    return figures;
  } finally {
    await browser.close();
    await gateway.close();
    await standIn.close();
  }
}

/** Prints step 8b's figures: the clock from the answer to the painted frame, and the main thread's CPU time. */
export function printChromiumRender(figures: ChromiumRenderFigures): void {
  console.log(
    `\n8b. Reporting screens in Chromium: the same ${figures.days}-day report (${figures.subscriptions} subscriptions, ${figures.tokens} tokens) from a stand-in account`,
  );
  console.log(`   manager, the built web app served by a gateway, the owner signed in; each screen loaded ${figures.runs} times afresh (after`);
  console.log(`   ${figures.warmUp} loads), from the answer's last byte to the end of the frame that painted the figures, then the chart too;`);
  console.log(`   CPU ms is the page's main thread's over the latter, from as many loads again, traced. Load average ${loadAverage()}`);
  console.log(
    table(
      ['screen', 'figures median ms', 'median ms', 'p95 ms', `p95/${RENDER_TARGET_MS} ms`, 'CPU median ms', 'CPU p95 ms', `CPU p95/${RENDER_TARGET_MS} ms`],
      figures.reports.map(({ name, figuresMs, ms, cpuMs }) => {
        const wall = ascending(ms);
        const cpu = ascending(cpuMs);
        return [
          name,
          fixed(percentile(ascending(figuresMs), 0.5), 0),
          fixed(percentile(wall, 0.5), 0),
          fixed(percentile(wall, 0.95), 0),
          ratio(percentile(wall, 0.95), RENDER_TARGET_MS),
          fixed(percentile(cpu, 0.5), 0),
          fixed(percentile(cpu, 0.95), 0),
          ratio(percentile(cpu, 0.95), RENDER_TARGET_MS),
        ];
      }),
    ),
  );
}
