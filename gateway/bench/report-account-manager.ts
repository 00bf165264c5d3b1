import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { performance } from 'node:perf_hooks';
import { closeServer, listenOnLoopback } from './servers';

const DAY = 86_400;

export const REPORT_SUBSCRIPTIONS = 10;
export const REPORT_TOKENS = 20;

export interface ReportAccountManager {
  origin: string;
  /** The most calls it was answering at one moment since the last reset. */
  readonly peakInFlight: number;
  /** Calls answered since the last reset. */
  readonly calls: number;
  /** Ms from the first call's arrival to the last's since the last reset: near 0 when all are sent at once. */
  readonly arrivalSpreadMs: number;
  reset(): void;
  close(): Promise<void>;
}

function periodsOf(url: URL): number[] {
  const from = Number(url.searchParams.get('fromDate'));
  const to = Number(url.searchParams.get('toDate'));
  const periods: number[] = [];
  if (url.searchParams.get('period') === 'monthly') {
    for (let month = from; month <= to; month = Date.UTC(new Date(month * 1000).getUTCFullYear(), new Date(month * 1000).getUTCMonth() + 1, 1) / 1000)
      periods.push(month);
  } else {
    for (let day = Math.floor(from / DAY) * DAY; day <= to; day += DAY) periods.push(day);
  }
  return periods;
}

/** Hands a call the stand-in does not answer to the account manager at `origin`, as it came. */
async function forward(req: IncomingMessage, res: ServerResponse, origin: string): Promise<void> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const headers = Object.entries(req.headers).flatMap(([name, value]) =>
    name === 'host' || name === 'connection' || value === undefined ? [] : [[name, String(value)] as [string, string]],
  );
  const answer = await fetch(new URL(req.url ?? '/', origin), {
    method: req.method,
    headers,
    body: chunks.length ? Buffer.concat(chunks) : undefined,
  });
  res.writeHead(answer.status, { 'content-type': answer.headers.get('content-type') ?? 'application/json' }).end(Buffer.from(await answer.arrayBuffer()));
}

/**
 * An account manager for an account with 10 subscriptions and 20 API tokens, answering every
 * reporting call after `delayMs` (a realistic service time, where the sandbox answers at once).
 * It counts the calls it is answering at the same moment: a report fetched without a waterfall
 * has all of a level's calls in flight together. Calls it does not answer get a 404, or, given
 * `otherCallsTo`, the answer of that account manager (the sandbox's, for a whole portal in a browser).
 */
export async function startReportAccountManager(delayMs: number, otherCallsTo?: string): Promise<ReportAccountManager> {
  let inFlight = 0;
  let peakInFlight = 0;
  let calls = 0;
  let firstArrival = 0;
  let lastArrival = 0;
  const nowSeconds = Math.floor(Date.now() / 1000);
  const answer = (url: URL): unknown => {
    switch (url.pathname) {
      case '/account/plans':
        return Array.from({ length: REPORT_SUBSCRIPTIONS }, (_, index) => ({
          service: 'address',
          plan: `Stand-in plan ${index + 1}`,
          planId: index + 1,
          datasetRef: 'PAF',
          endDate: nowSeconds + 100 * DAY,
          estimatedExpiryDate: nowSeconds + 50 * DAY,
          remainClicks: 5_000 + index,
          averageClicks: 100 + index,
          clicksConsumedInPeriod: 3_000,
          clickConsumptionChange: 2.5,
          status: 'active',
          deprecated: false,
          deprecatedByPlan: null,
          deprecatedByPlanId: null,
          currency: 'GBP',
          bundles: [],
          subscription: { clicks: 20_000, price: 450, estimatedRenewalDate: nowSeconds + 100 * DAY },
        }));
      case '/account/plans/usage':
        return periodsOf(url).map((period, index) => ({ period, clicks: 50 + (index % 7) * 10 }));
      case '/account/plans/usage/countries':
        return [
          { country: 'GB', clicks: 9_000 },
          { country: 'FR', clicks: 400 },
          { country: 'DE', clicks: 300 },
        ];
      case '/account/tokens/allusage':
        return Array.from({ length: REPORT_TOKENS }, (_, index) => ({
          tokenId: 1_000 + index,
          tokenTag: `token-${index + 1}`,
          accountTokensUsage: periodsOf(url).map((period, day) => ({ period, clicks: (day + index) % 13 })),
        }));
      case '/charges':
        return [{ date: nowSeconds - 40 * DAY, kind: 'bundle', service: 'address', planId: 4, plan: 'Bundle', clicks: 1_000, amount: 30, currency: 'GBP' }];
      default:
        return undefined;
    }
  };
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://stand-in');
    const body = answer(url);
    if (body === undefined && otherCallsTo) {
      forward(req, res, otherCallsTo).catch((error: unknown) => res.destroy(error instanceof Error ? error : new Error(String(error))));
      return;
    }
    const now = performance.now();
    if (calls === 0) firstArrival = now;
    lastArrival = now;
    calls++;
    inFlight++;
    peakInFlight = Math.max(peakInFlight, inFlight);
    setTimeout(() => {
      inFlight--;
      if (body === undefined) res.writeHead(404, { 'content-type': 'application/json' }).end(JSON.stringify({ msg: 'Not served by the stand-in' }));
      else res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    }, delayMs);
  });
  return {
    origin: await listenOnLoopback(server),
    get peakInFlight() {
      return peakInFlight;
    },
    get calls() {
      return calls;
    },
    get arrivalSpreadMs() {
      return lastArrival - firstArrival;
    },
    reset: () => {
      peakInFlight = 0;
      calls = 0;
    },
    close: () => closeServer(server),
  };
}
