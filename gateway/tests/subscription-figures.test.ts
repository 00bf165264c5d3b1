import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clickFigures } from '../src/plans/click-figures';
import type { UpstreamAccountPlan } from '../src/plans/types';
import { graphql, signIn as signInAs, startSandboxGateway, type SandboxGateway } from './helpers/sandbox-gateway';

const ACME_LTD = '102';
const ACME_MAIN = '103';
const NORTHWIND = '101';
const ADDRESS_BUNDLE_1K = '4';
const DAY = 86_400;

/** Every query that shows a subscription's clicks and dates, for Acme Main's address lookup plan. */
const FIGURES = /* GraphQL */ `
  query Figures($accountId: ID!, $from: DateTime!, $to: DateTime!) {
    accountPlans(accountId: $accountId) {
      service
      plan
      remainClicks
      clickLimit
      endDate
      estimatedExpiryDate
      subscription {
        clicks
      }
      bundles {
        clicks
      }
    }
    clickForecasts(accountId: $accountId) {
      subscription {
        service
        remainClicks
        clickLimit
        estimatedExpiryDate
      }
      forecast {
        remainClicks
        runOutDate
      }
    }
    usageReport(accountId: $accountId, from: $from, to: $to) {
      subscriptions {
        subscription {
          service
          remainClicks
          clickLimit
          endDate
          estimatedExpiryDate
        }
        forecast {
          runOutDate
        }
      }
    }
  }
`;
const PARTNER = /* GraphQL */ `
  query Partner($partnerId: ID!) {
    partnerAccounts(partnerId: $partnerId) {
      accountName
      planName
      clickLimit
      usedClicks
      remainingClicks
      endDate
      estimatedExpiryDate
      runsOutBeforeEnd
    }
  }
`;
const CREATE = /* GraphQL */ `
  mutation Create($organisationId: ID!, $accountId: ID!, $input: NewBundleInput!) {
    createBundle(organisationId: $organisationId, accountId: $accountId, input: $input) {
      bundle {
        clicks
      }
    }
  }
`;

interface Plan {
  service: string;
  plan: string;
  remainClicks: number;
  clickLimit: number;
  endDate: string;
  estimatedExpiryDate: string | null;
  subscription: { clicks: number };
  bundles: { clicks: number }[];
}
interface Figures {
  accountPlans: Plan[];
  clickForecasts: {
    subscription: Pick<Plan, 'service' | 'remainClicks' | 'clickLimit' | 'estimatedExpiryDate'>;
    forecast: { remainClicks: number; runOutDate: string | null };
  }[];
  usageReport: {
    subscriptions: {
      subscription: Pick<Plan, 'service' | 'remainClicks' | 'clickLimit' | 'endDate' | 'estimatedExpiryDate'>;
      forecast: { runOutDate: string | null };
    }[];
  };
}
interface PartnerLine {
  accountName: string;
  planName: string;
  clickLimit: number;
  usedClicks: number;
  remainingClicks: number;
  endDate: string | null;
  estimatedExpiryDate: string | null;
  runsOutBeforeEnd: boolean;
}

let portal: SandboxGateway;

beforeAll(async () => {
  portal = await startSandboxGateway();
});

afterAll(async () => {
  await portal?.close();
});

async function figures() {
  const owner = (await signInAs(portal.gateway, 'owner@acme.example')).jwt;
  const partner = (await signInAs(portal.gateway, 'partner@northwind.example')).jwt;
  const to = new Date().toISOString().slice(0, 10);
  const from = new Date(Date.now() - 29 * DAY * 1000).toISOString().slice(0, 10);
  const res = await graphql<Figures>(portal.gateway, FIGURES, { accountId: ACME_MAIN, from, to }, owner);
  expect(res.errors).toBeUndefined();
  const lines = await graphql<{ partnerAccounts: PartnerLine[] }>(portal.gateway, PARTNER, { partnerId: NORTHWIND }, partner);
  expect(lines.errors).toBeUndefined();
  const plan = res.data!.accountPlans.find((candidate) => candidate.service === 'address')!;
  return {
    plan,
    forecast: res.data!.clickForecasts.find((entry) => entry.subscription.service === 'address')!,
    report: res.data!.usageReport.subscriptions.find((entry) => entry.subscription.service === 'address')!,
    line: lines.data!.partnerAccounts.find((candidate) => candidate.accountName === 'Acme Main' && candidate.planName === plan.plan)!,
  };
}

describe("a subscription's clicks and dates mean the same in every query", () => {
  it('after a bundle is added: clicks left of plan plus bundles, and the run-out at the recent rate, read alike in plans, forecasts, reports and partner administration', async () => {
    const staff = (await signInAs(portal.gateway, 'sales@provider.example')).jwt;
    const before = await figures();
    const created = await graphql(
      portal.gateway,
      CREATE,
      { organisationId: ACME_LTD, accountId: ACME_MAIN, input: { planId: ADDRESS_BUNDLE_1K, clicks: 2000 } },
      staff,
    );
    expect(created.errors).toBeUndefined();
    const { plan, forecast, report, line } = await figures();

    // The limit is the plan's allowance plus every bundle: the new 2,000 among them.
    expect(plan.clickLimit).toBe(plan.subscription.clicks + plan.bundles.reduce((sum, bundle) => sum + bundle.clicks, 0));
    expect(plan.clickLimit).toBe(before.plan.clickLimit + 2000);
    expect(plan.remainClicks).toBe(before.plan.remainClicks + 2000);

    const shown = (entry: { remainClicks: number; clickLimit: number; estimatedExpiryDate: string | null }) => [
      entry.remainClicks,
      entry.clickLimit,
      entry.estimatedExpiryDate,
    ];
    expect(shown(forecast.subscription)).toEqual(shown(plan));
    expect(shown(report.subscription)).toEqual(shown(plan));
    expect([line.remainingClicks, line.clickLimit, line.estimatedExpiryDate]).toEqual(shown(plan));
    expect(line.usedClicks).toBe(plan.clickLimit - plan.remainClicks);
    expect(line.endDate).toBe(plan.endDate);

    // The estimated expiry is the forecast's run-out, not a copy of the end date.
    expect(plan.estimatedExpiryDate).toBe(forecast.forecast.runOutDate);
    expect(report.forecast.runOutDate).toBe(plan.estimatedExpiryDate);
    expect(plan.estimatedExpiryDate).not.toBe(plan.endDate);
    expect(line.runsOutBeforeEnd).toBe(plan.estimatedExpiryDate! < plan.endDate);
  });
});

describe('clickFigures', () => {
  const now = Date.UTC(2026, 10, 23, 15) / 1000;
  const today = Date.UTC(2026, 10, 23) / 1000;
  const plan = (changes: Partial<UpstreamAccountPlan>): UpstreamAccountPlan => ({
    service: 'address',
    plan: 'Address Lookup 20,000',
    planId: 2,
    datasetRef: 'PAF',
    endDate: today + 30 * DAY,
    estimatedExpiryDate: today + 30 * DAY,
    remainClicks: 19_583,
    averageClicks: 100,
    clicksConsumedInPeriod: 3000,
    clickConsumptionChange: 0,
    status: 'active',
    deprecated: false,
    deprecatedByPlan: null,
    deprecatedByPlanId: null,
    currency: 'GBP',
    bundles: [
      { bundleId: 1, planId: 4, plan: null, clicks: 1000, price: 40, purchaseDate: null, startDate: null, endDate: null },
      { bundleId: 2, planId: 4, plan: null, clicks: 2000, price: 80, purchaseDate: null, startDate: null, endDate: null },
    ],
    subscription: { clicks: 20_000, price: 450, estimatedRenewalDate: 0 },
    ...changes,
  });

  it('counts the bundles into the limit and runs out at the recent rate, past the end date if the clicks outlast it', () => {
    expect(clickFigures(plan({}), now)).toMatchObject({
      clickLimit: 23_000,
      usedClicks: 3417,
      remainClicks: 19_583,
      runOutDate: today + 196 * DAY,
      runsOutEarly: false,
    });
  });

  it('ignores the service’s own estimate (capped at the end date) and warns when the clicks go first', () => {
    expect(clickFigures(plan({ remainClicks: 1000, estimatedExpiryDate: today + 30 * DAY }), now)).toMatchObject({
      runOutDate: today + 10 * DAY,
      runsOutEarly: true,
    });
  });

  it('has no run-out while nothing is used, and never counts used clicks below none', () => {
    expect(clickFigures(plan({ averageClicks: 0 }), now)).toMatchObject({ runOutDate: null, runsOutEarly: false });
    expect(clickFigures(plan({ remainClicks: 30_000, bundles: null }), now)).toMatchObject({ clickLimit: 20_000, usedClicks: 0 });
  });
});
