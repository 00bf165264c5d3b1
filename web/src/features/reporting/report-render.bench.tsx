import { writeFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { cleanup, waitFor } from '@testing-library/react';
import { afterAll, beforeAll, test, vi } from 'vitest';
import { utcToday } from './period';
import type { RouteModule } from '../../lib/route-module';
import { dailyPeriods, fakeGateway, renderReport, type FakeAnswer } from './test-support';
import * as servicesRoute from './services-route';
import * as summaryRoute from './summary-route';
import * as tokensRoute from './tokens-route';

// The reporting screens' target, rendered within 300 ms of the data's arrival, measured: each report
// of a 90-day period for an account of 10 subscriptions and 20 tokens is rendered with its request
// held open; once the screen shows its loading state, the answer is released and the clock runs
// until the figures and every chart line are in the document. Run by `npm run bench` (through web/vitest.bench.config.ts), never by `npm test`: it measures and judges nothing. The
// figures go to the file BENCH_RENDER_OUT names, for the bench to print beside the gateway's.

const SUBSCRIPTIONS = 10;
const TOKENS = 20;
const DAYS = 90;
const WARM_UP = Number(process.env.BENCH_RENDER_WARM_UP ?? 1);
const RUNS = Number(process.env.BENCH_RENDER_RUNS ?? 7);
const DAY_MS = 86_400_000;

const services = ['address', 'email', 'bankcode', 'name'] as const;
const today = utcToday();
const first = new Date(Date.parse(`${today}T00:00:00Z`) - (DAYS - 1) * DAY_MS).toISOString().slice(0, 10);
const window = { __typename: 'ReportWindow', from: `${first}T00:00:00.000Z`, to: `${today}T23:59:59.000Z`, period: 'daily' };
/** The window with its days, as Services and Tokens ask for it. */
const windowWithDays = { ...window, periods: dailyPeriods(first, DAYS) };
const dayIso = (offsetDays: number) => new Date(Date.parse(`${today}T00:00:00Z`) + offsetDays * DAY_MS).toISOString();

/** 90 days of clicks that vary from day to day and step up now and then, so some weeks are pointed out. */
const clicks = (seed: number) => Array.from({ length: DAYS }, (_, day) => ((seed * 37 + day * 11) % 50) + (day > 60 ? seed * 10 : seed * 5));

const planIds = Array.from({ length: SUBSCRIPTIONS }, (_, index) => 200 + index);
const planName = (index: number) => `Plan ${index + 1} ${(20_000 * (index + 1)).toLocaleString('en-GB')}`;

function servicesAnswer(): FakeAnswer {
  return {
    data: {
      usageReport: {
        __typename: 'UsageReport',
        accountId: '103',
        window: windowWithDays,
        subscriptions: planIds.map((planId, index) => {
          const usage = clicks(index + 1);
          const total = usage.reduce((sum, value) => sum + value, 0);
          // One international subscription, whose clicks are split by country as the gateway reports them.
          const countries = index === 0 ? ['GB', 'FR', 'DE', 'ES', 'IT', 'NL', 'BE', 'IE', 'US', 'CA', 'AU', 'NZ'] : ['GB'];
          return {
            __typename: 'SubscriptionUsageReport',
            subscription: { __typename: 'AccountPlan', planId, plan: planName(index), service: services[index % services.length], datasetRef: 'uk-paf' },
            clicksPerPeriod: usage,
            totalClicks: total,
            countries: countries.map((country, at) => ({
              __typename: 'CountryUsage',
              country,
              clicks: at === 0 ? total - (countries.length - 1) * 10 : 10,
            })),
          };
        }),
      },
    },
  };
}

const bureauFigures = (files: number) => ({
  __typename: 'BureauStatsFigures',
  files,
  cost: 537.54,
  inputRecords: 12480,
  outputRecords: 12075,
  matching: { __typename: 'BureauMatching', matched: 11620, updated: 540, unmatched: 320 },
  deduplication: { __typename: 'BureauDeduplication', child: 310, parent: 310, unique: 11860 },
});

function summaryAnswer(): FakeAnswer {
  return {
    data: {
      usageReport: {
        __typename: 'UsageReport',
        accountId: '103',
        window,
        subscriptions: planIds.map((planId, index) => {
          const total = clicks(index + 1).reduce((sum, value) => sum + value, 0);
          const remainClicks = 20_000 * (index + 1) - total;
          const dailyAverage = total / DAYS;
          return {
            __typename: 'SubscriptionUsageReport',
            subscription: {
              __typename: 'AccountPlan',
              planId,
              plan: planName(index),
              service: services[index % services.length],
              endDate: dayIso(200 + index * 20),
              remainClicks,
              clickLimit: 20_000 * (index + 1),
              averageClicks: dailyAverage,
              clickConsumptionChange: index - 4.5,
              currency: 'GBP',
              status: 'active',
            },
            totalClicks: total,
            forecast: {
              __typename: 'ClickForecast',
              dailyAverage,
              remainClicks,
              runOutDate: dayIso(Math.ceil(remainClicks / dailyAverage)),
              periodEnd: dayIso(200 + index * 20),
              runsOutEarly: remainClicks / dailyAverage < 200 + index * 20,
            },
          };
        }),
        // Every field the document asks for, as the gateway answers a shop purchase (toCharge in
        // gateway/src/reporting/resolvers.ts): described by its plan, with no cleanse's records,
        // file, invoice or purchase order. With a field left out, Apollo warned of it on each write
        // into its cache (five warnings a charge) and the bench timed those warnings and an answer
        // the gateway never gives.
        charges: Array.from({ length: 12 }, (_, index) => ({
          __typename: 'Charge',
          date: dayIso(-7 * index),
          kind: index % 3 ? 'bundle' : 'subscription',
          description: planName(index % SUBSCRIPTIONS),
          service: services[index % services.length],
          planId: planIds[index % SUBSCRIPTIONS],
          plan: planName(index % SUBSCRIPTIONS),
          clicks: 1000 * (index + 1),
          records: null,
          fileId: null,
          invoiceNumber: null,
          purchaseOrder: null,
          amount: 45 * (index + 1),
          currency: 'GBP',
        })),
      },
      bureauStats: [{ __typename: 'BureauStats', mafId: '1', mafName: 'UK Addresses (PAF)', all: bureauFigures(4), purchased: bureauFigures(2) }],
    },
  };
}

function tokensAnswer(): FakeAnswer {
  return {
    data: {
      usageReport: {
        __typename: 'UsageReport',
        accountId: '103',
        window: windowWithDays,
        tokens: Array.from({ length: TOKENS }, (_, index) => {
          const usage = clicks(index + 3);
          return {
            __typename: 'TokenUsageReport',
            tokenId: String(300 + index),
            tokenTag: `token-${index + 1}`,
            locked: index === TOKENS - 1,
            clicksPerPeriod: usage,
            totalClicks: usage.reduce((sum, value) => sum + value, 0),
          };
        }),
      },
    },
  };
}

interface Report {
  name: string;
  route: RouteModule;
  path: string;
  answer: () => FakeAnswer;
  /** The figures and chart lines the screen must show before it counts as rendered. */
  shown: () => boolean;
}

const has = (selector: string) => document.querySelector(selector) !== null;
/** Every line of a chart is drawn: a path of each series in its svg. */
const chartDrawn = (container: string, ids: readonly string[]) => ids.every((id) => has(`${container} svg path[data-series="${id}"]`));

const reports: Report[] = [
  {
    name: 'Services',
    route: servicesRoute,
    path: '/reporting/services?period=last90',
    answer: servicesAnswer,
    shown: () =>
      planIds.every((id) => has(`[data-testid="total-plan-${id}"]`)) &&
      has('[data-testid="figure-totals"]') &&
      chartDrawn(
        '#reporting-services-chart',
        planIds.map((id) => `plan-${id}`),
      ),
  },
  {
    name: 'Summary',
    route: summaryRoute,
    path: '/reporting/summary?period=last90',
    answer: summaryAnswer,
    shown: () =>
      planIds.every((id) => has(`[data-testid="summary-plan-${id}"]`)) &&
      has('#reporting-summary-charges') &&
      has('#reporting-summary-cleanse') &&
      chartDrawn(
        '#reporting-summary-forecast',
        planIds.map((id) => `forecast-${id}`),
      ),
  },
  {
    name: 'Tokens',
    route: tokensRoute,
    path: '/reporting/tokens?period=last90',
    answer: tokensAnswer,
    shown: () =>
      has('[data-testid="tokens-total"]') &&
      chartDrawn(
        '#reporting-tokens-chart',
        Array.from({ length: TOKENS }, (_, index) => `token-${300 + index}`),
      ),
  },
];

/** Resolves with the time the document first satisfies `shown`, checked after every change to it. */
function whenShown(shown: () => boolean, limitMs: number): Promise<number> {
  return new Promise((resolve, reject) => {
    const done = (at: number) => {
      observer.disconnect();
      clearTimeout(timer);
      resolve(at);
    };
    const observer = new MutationObserver(() => {
      if (shown()) done(performance.now());
    });
    observer.observe(document.body, { childList: true, subtree: true, attributes: true, characterData: true });
    const timer = setTimeout(() => {
      observer.disconnect();
      reject(new Error(`The report was not on the page within ${limitMs} ms of its data`));
    }, limitMs);
  });
}

/**
 * One render: ms from the answer's release to the figures and chart on the page, on the clock and
 * in CPU time of this process (which a busy shared machine inflates far less than the clock).
 */
async function renderOnce(report: Report): Promise<{ ms: number; cpuMs: number }> {
  let release: (answer: FakeAnswer) => void = () => {};
  const held = new Promise<FakeAnswer>((resolve) => (release = resolve));
  const gateway = fakeGateway(() => held);
  await renderReport(report.route, { client: gateway.client, path: report.path });
  // The screen is up and waiting: its request sent, its loading state shown.
  await waitFor(() => {
    if (gateway.requests.length === 0 || !has('[role="status"][aria-label="Loading..."]')) throw new Error('not waiting yet');
  });
  await new Promise((resolve) => setTimeout(resolve, 20));
  const answer = report.answer();
  const shown = whenShown(report.shown, 60_000);
  const cpu = process.cpuUsage();
  const arrived = performance.now();
  release(answer);
  const rendered = await shown;
  const used = process.cpuUsage(cpu);
  cleanup();
  gateway.client.stop();
  return { ms: rendered - arrived, cpuMs: (used.user + used.system) / 1000 };
}

export interface RenderFigures {
  warmUp: number;
  runs: number;
  subscriptions: number;
  tokens: number;
  days: number;
  reports: { name: string; ms: number[]; cpuMs: number[] }[];
}

beforeAll(() => {
  // jsdom lays nothing out: the chart takes its width from a ResizeObserver's first report, as a
  // browser gives it once the page is laid out, and other components read widths from the
  // computed style. Give both a desktop width so the chart draws every line as in a browser.
  vi.stubGlobal(
    'ResizeObserver',
    class {
      readonly report: ResizeObserverCallback;
      constructor(report: ResizeObserverCallback) {
        this.report = report;
      }
      observe(target: Element) {
        queueMicrotask(() => this.report([{ target, contentRect: { width: 1000, height: 320 } } as ResizeObserverEntry], this as unknown as ResizeObserver));
      }
      unobserve() {}
      disconnect() {}
    },
  );
  const computed = globalThis.getComputedStyle.bind(globalThis);
  vi.spyOn(globalThis, 'getComputedStyle').mockImplementation((element, pseudo) => {
    const style = computed(element, pseudo);
    if (style.width === '' || style.width === 'auto' || style.width.endsWith('%')) style.width = '1000px';
    return style;
  });
});
afterAll(() => vi.restoreAllMocks());

test('the reporting screens render a 90-day report of 10 subscriptions and 20 tokens', { timeout: 600_000 }, async () => {
  const figures: RenderFigures = { warmUp: WARM_UP, runs: RUNS, subscriptions: SUBSCRIPTIONS, tokens: TOKENS, days: DAYS, reports: [] };
  for (const report of reports) {
    // Warm-up runs load the chart's lazy chunk and let the JIT settle, as a second visit would.
    for (let run = 0; run < WARM_UP; run++) await renderOnce(report);
    const ms: number[] = [];
    const cpuMs: number[] = [];
    for (let run = 0; run < RUNS; run++) {
      const measured = await renderOnce(report);
      ms.push(measured.ms);
      cpuMs.push(measured.cpuMs);
    }
    figures.reports.push({ name: report.name, ms, cpuMs });
  }
  const out = process.env.BENCH_RENDER_OUT;
  if (out) writeFileSync(out, JSON.stringify(figures));
  else console.log(JSON.stringify(figures));
});
