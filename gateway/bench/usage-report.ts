import { performance } from 'node:perf_hooks';
import type { ServiceName } from '@portal/sandbox';
import { startBenchGateway } from './bench-gateway';
import { graphqlData } from './http';
import { REPORT_SUBSCRIPTIONS, REPORT_TOKENS, startReportAccountManager } from './report-account-manager';

export const REPORT_DELAY_MS = 20;
const DAY = 86_400;

/** The whole 90-day report as the reporting screens ask for it, in one document. */
export const USAGE_REPORT = /* GraphQL */ `
  query Report($accountId: ID!, $from: DateTime!, $to: DateTime!) {
    usageReport(accountId: $accountId, from: $from, to: $to) {
      window {
        from
        to
        period
      }
      subscriptions {
        subscription {
          planId
          plan
          service
          remainClicks
          averageClicks
          clickConsumptionChange
          endDate
          estimatedExpiryDate
        }
        usage {
          period
          clicks
        }
        totalClicks
        forecast {
          runOutDate
          periodEnd
          runsOutEarly
        }
        countries {
          country
          clicks
        }
      }
      tokens {
        tokenId
        tokenTag
        locked
        usage {
          period
          clicks
        }
        totalClicks
      }
      charges {
        date
        kind
        plan
        amount
        currency
      }
    }
  }
`;

interface ReportAnswer {
  usageReport: { subscriptions: { usage: unknown[] }[]; tokens: { usage: unknown[] }[] };
}

export interface UsageReportFigures {
  runs: number;
  delayMs: number;
  subscriptions: number;
  tokens: number;
  /** Whole request times, ms. */
  wallMs: number[];
  /** Calls the account manager answered per request. */
  accountManagerCalls: number;
  /** Calls the gateway made per request, every service. */
  upstreamCalls: number;
  /** The most account manager calls in flight at once during one request. */
  peakInFlight: number;
  /** Per request, ms from the first account manager call's arrival to the last's. */
  arrivalSpreadMs: number[];
  answerBytes: number;
}

/**
 * A 90-day report for an account of 10 subscriptions and 20 tokens, in one GraphQL request, with
 * the account manager a stand-in taking 20 ms a call (the user server, for the access check and
 * the tokens' lock state, is the sandbox). Each run asks for a window a day earlier, so the request
 * cache never answers; the access check is cached after the first (warm-up) run. If the calls ran
 * one after another the request would take at least calls x 20 ms; run in parallel, about
 * (levels of calls) x 20 ms.
 */
export async function measureUsageReport(urls: Record<ServiceName, string>, jwt: string, runs: number): Promise<UsageReportFigures> {
  const standIn = await startReportAccountManager(REPORT_DELAY_MS);
  const gateway = await startBenchGateway(urls, { accountManager: standIn.origin });
  const today = Math.floor(Date.now() / 1000 / DAY) * DAY;
  const day = (seconds: number) => new Date(seconds * 1000).toISOString().slice(0, 10);
  try {
    const figures: UsageReportFigures = {
      runs,
      delayMs: REPORT_DELAY_MS,
      subscriptions: REPORT_SUBSCRIPTIONS,
      tokens: REPORT_TOKENS,
      wallMs: [],
      accountManagerCalls: 0,
      upstreamCalls: 0,
      peakInFlight: 0,
      arrivalSpreadMs: [],
      answerBytes: 0,
    };
    for (let run = 0; run <= runs; run++) {
      const to = today - run * DAY;
      const variables = { accountId: '103', from: day(to - 89 * DAY), to: day(to) };
      standIn.reset();
      const before = await gateway.upstreamCalls();
      const start = performance.now();
      const data = await graphqlData<ReportAnswer>(gateway.graphqlUrl, USAGE_REPORT, variables, jwt);
      const elapsed = performance.now() - start;
      if (data.usageReport.subscriptions.length !== REPORT_SUBSCRIPTIONS || data.usageReport.tokens.length !== REPORT_TOKENS) {
        throw new Error('The report did not hold every subscription and token of the stand-in');
      }
      if (data.usageReport.subscriptions[0]?.usage.length !== 90) throw new Error('The report did not hold 90 days');
      // The first run warms up the connections and caches the caller's access check.
      if (run === 0) continue;
      figures.wallMs.push(elapsed);
      figures.accountManagerCalls = standIn.calls;
      figures.upstreamCalls = (await gateway.upstreamCalls()) - before;
      figures.peakInFlight = Math.max(figures.peakInFlight, standIn.peakInFlight);
      figures.arrivalSpreadMs.push(standIn.arrivalSpreadMs);
      figures.answerBytes = JSON.stringify({ data }).length;
    }
    return figures;
  } finally {
    await gateway.close();
    await standIn.close();
  }
}
