import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NOT_AVAILABLE_MESSAGE } from '../src/access/access';
import { graphql, signIn as signInAs, startSandboxGateway, type SandboxGateway } from './helpers/sandbox-gateway';

const ACME_MAIN = '103';
const DAY = 86_400;

const REPORT = /* GraphQL */ `
  query Report($accountId: ID!, $from: DateTime!, $to: DateTime!, $period: UsagePeriod) {
    usageReport(accountId: $accountId, from: $from, to: $to, period: $period) {
      accountId
      window {
        from
        to
        period
      }
      subscriptions {
        subscription {
          planId
          plan
          remainClicks
          averageClicks
          endDate
          subscription {
            estimatedRenewalDate
          }
        }
        usage {
          period
          clicks
        }
        totalClicks
        forecast {
          dailyAverage
          remainClicks
          runOutDate
          periodEnd
          runsOutEarly
        }
      }
    }
  }
`;

interface Point {
  period: string;
  clicks: number;
}
interface SubscriptionReport {
  subscription: {
    planId: number;
    plan: string;
    remainClicks: number;
    averageClicks: number;
    endDate: string;
    subscription: { estimatedRenewalDate: string | null };
  };
  usage: Point[];
  totalClicks: number;
  forecast: { dailyAverage: number; remainClicks: number; runOutDate: string | null; periodEnd: string | null; runsOutEarly: boolean };
}
interface Report {
  usageReport: { accountId: string; window: { from: string; to: string; period: string }; subscriptions: SubscriptionReport[] };
}

let portal: SandboxGateway;

beforeAll(async () => {
  portal = await startSandboxGateway();
});
afterAll(async () => {
  await portal?.close();
});

const jwtOf = async (userName: string) => (await signInAs(portal.gateway, userName)).jwt;
const iso = (seconds: number) => new Date(seconds * 1000).toISOString();
const day = (seconds: number) => iso(seconds).slice(0, 10);
const today = () => Math.floor(Date.now() / 1000 / DAY) * DAY;
const calls = (path: string) => portal.log.filter((line) => line.startsWith(`upstream accountManager GET ${path} `)).length;

/** The clicks the sandbox holds for a plan of Acme Main from `from` to `to` (inclusive), the test's own expectation. */
function storedClicks(planId: number, from: number, to: number): number {
  return portal.sandbox.store.subscriptionUsage
    .filter((row) => row.accountId === Number(ACME_MAIN) && row.planId === planId && row.date >= from && row.date <= to)
    .reduce((sum, row) => sum + row.clicks, 0);
}

describe('usageReport through /graphql', () => {
  it('gives the owner every subscription of Acme Main with its clicks on each day, as the sandbox holds them', async () => {
    const owner = await jwtOf('owner@acme.example');
    const first = today() - 13 * DAY;
    const res = await graphql<Report>(portal.gateway, REPORT, { accountId: ACME_MAIN, from: day(first), to: day(today()) }, owner);
    expect(res.errors).toBeUndefined();
    const report = res.data!.usageReport;
    expect(report.window).toEqual({ from: iso(first), to: iso(today() + DAY - 1), period: 'daily' });
    expect(report.subscriptions.map((entry) => entry.subscription.plan)).toEqual([
      'Address Lookup 20,000',
      'Email Validation 2,000',
      'Payment Validation 2,000',
    ]);
    for (const entry of report.subscriptions) {
      expect(entry.usage.map((point) => point.period)).toEqual(Array.from({ length: 14 }, (_, index) => iso(first + index * DAY)));
      for (const point of entry.usage) {
        const start = Date.parse(point.period) / 1000;
        expect(point.clicks).toBe(storedClicks(entry.subscription.planId, start, start));
      }
      expect(entry.totalClicks).toBe(storedClicks(entry.subscription.planId, first, today()));
      expect(entry.totalClicks).toBeGreaterThan(0);
    }
  });

  it('forecasts the run-out date from the recent daily average: today plus the days the remaining clicks last', async () => {
    const owner = await jwtOf('owner@acme.example');
    const res = await graphql<Report>(portal.gateway, REPORT, { accountId: ACME_MAIN, from: day(today() - 6 * DAY), to: day(today()) }, owner);
    for (const { subscription, forecast } of res.data!.usageReport.subscriptions) {
      const runOut = today() + Math.ceil(subscription.remainClicks / subscription.averageClicks) * DAY;
      const periodEnd = subscription.subscription.estimatedRenewalDate ?? subscription.endDate;
      expect(forecast).toEqual({
        dailyAverage: subscription.averageClicks,
        remainClicks: subscription.remainClicks,
        runOutDate: iso(runOut),
        periodEnd,
        runsOutEarly: runOut < Date.parse(periodEnd) / 1000,
      });
    }
  });

  it('widens a monthly report to whole months, each month holding every day of it', async () => {
    const owner = await jwtOf('owner@acme.example');
    const now = new Date(today() * 1000);
    const [year, month] = [now.getUTCFullYear(), now.getUTCMonth()];
    const monthStart = (offset: number) => Date.UTC(year, month + offset, 1) / 1000;
    // From the 15th two months ago to the 10th of this month (or today, if sooner).
    const from = monthStart(-2) + 14 * DAY;
    const to = Math.min(monthStart(0) + 9 * DAY, today());
    const res = await graphql<Report>(portal.gateway, REPORT, { accountId: ACME_MAIN, from: day(from), to: day(to), period: 'monthly' }, owner);
    expect(res.errors).toBeUndefined();
    const report = res.data!.usageReport;
    expect(report.window).toEqual({ from: iso(monthStart(-2)), to: iso(monthStart(1) - 1), period: 'monthly' });
    for (const entry of report.subscriptions) {
      expect(entry.usage).toEqual(
        [-2, -1, 0].map((offset) => ({
          period: iso(monthStart(offset)),
          clicks: storedClicks(entry.subscription.planId, monthStart(offset), monthStart(offset + 1) - 1),
        })),
      );
      expect(entry.totalClicks).toBe(storedClicks(entry.subscription.planId, monthStart(-2), monthStart(1) - 1));
    }
    // The days before the 15th count: the first month holds more than the days picked.
    const address = report.subscriptions[0]!;
    expect(address.usage[0]!.clicks).toBeGreaterThan(storedClicks(address.subscription.planId, from, monthStart(-1) - 1));
  });
});
