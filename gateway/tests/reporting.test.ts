import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { graphql, signIn as signInAs, startSandboxGateway, type SandboxGateway } from './helpers/sandbox-gateway';
import { refusals, shownByPortal } from './helpers/portal-words';

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
        periods
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
        clicksPerPeriod
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
  clicksPerPeriod: number[];
  totalClicks: number;
  forecast: { dailyAverage: number; remainClicks: number; runOutDate: string | null; periodEnd: string | null; runsOutEarly: boolean };
}
interface Report {
  usageReport: { accountId: string; window: { from: string; to: string; period: string; periods: string[] }; subscriptions: SubscriptionReport[] };
}

let portal: SandboxGateway;

beforeAll(async () => {
  // The portal's address, so that a checkout's pages may return to it.
  portal = await startSandboxGateway({ PORTAL_ORIGINS: 'http://portal.test' });
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
    const days = Array.from({ length: 14 }, (_, index) => iso(first + index * DAY));
    expect(report.window).toEqual({ from: iso(first), to: iso(today() + DAY - 1), period: 'daily', periods: days });
    expect(report.subscriptions.map((entry) => entry.subscription.plan)).toEqual([
      'Address Lookup 20,000',
      'Email Validation 2,000',
      'Payment Validation 2,000',
    ]);
    for (const entry of report.subscriptions) {
      expect(entry.usage.map((point) => point.period)).toEqual(days);
      for (const point of entry.usage) {
        const start = Date.parse(point.period) / 1000;
        expect(point.clicks).toBe(storedClicks(entry.subscription.planId, start, start));
      }
      // The same figures as a list of numbers, one for each of the window's periods.
      expect(entry.clicksPerPeriod).toEqual(entry.usage.map((point) => point.clicks));
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
    expect(report.window).toEqual({
      from: iso(monthStart(-2)),
      to: iso(monthStart(1) - 1),
      period: 'monthly',
      periods: [-2, -1, 0].map((offset) => iso(monthStart(offset))),
    });
    for (const entry of report.subscriptions) {
      expect(entry.usage).toEqual(
        [-2, -1, 0].map((offset) => ({
          period: iso(monthStart(offset)),
          clicks: storedClicks(entry.subscription.planId, monthStart(offset), monthStart(offset + 1) - 1),
        })),
      );
      expect(entry.clicksPerPeriod).toEqual(entry.usage.map((point) => point.clicks));
      expect(entry.totalClicks).toBe(storedClicks(entry.subscription.planId, monthStart(-2), monthStart(1) - 1));
    }
    // The days before the 15th count: the first month holds more than the days picked.
    const address = report.subscriptions[0]!;
    expect(address.usage[0]!.clicks).toBeGreaterThan(storedClicks(address.subscription.planId, from, monthStart(-1) - 1));
  });
});

describe("the report's other parts", () => {
  const PARTS = /* GraphQL */ `
    query Parts($accountId: ID!, $from: DateTime!, $to: DateTime!, $period: UsagePeriod) {
      usageReport(accountId: $accountId, from: $from, to: $to, period: $period) {
        subscriptions {
          subscription {
            planId
          }
          totalClicks
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
          clicksPerPeriod
          totalClicks
        }
        crm: token(tag: "crm") {
          tokenTag
          locked
          clicksPerPeriod
          totalClicks
        }
        charges {
          date
          kind
          description
          service
          planId
          plan
          clicks
          records
          fileId
          invoiceNumber
          purchaseOrder
          amount
          currency
        }
      }
    }
  `;
  interface Parts {
    usageReport: {
      subscriptions: { subscription: { planId: number }; totalClicks: number; countries: { country: string; clicks: number }[] }[];
      tokens: { tokenId: string; tokenTag: string; locked: boolean; usage: Point[]; clicksPerPeriod: number[]; totalClicks: number }[];
      crm: { tokenTag: string; locked: boolean; clicksPerPeriod: number[]; totalClicks: number };
      charges: Record<string, unknown>[];
    };
  }

  it('answers usage by country, every token (the locked crm token flat since it was locked), one token by tag and the charges (the address cleanse too) in one request', async () => {
    const owner = await jwtOf('owner@acme.example');
    const first = today() - 89 * DAY;
    const res = await graphql<Parts>(portal.gateway, PARTS, { accountId: ACME_MAIN, from: day(first), to: day(today()) }, owner);
    expect(res.errors).toBeUndefined();
    const report = res.data!.usageReport;

    for (const entry of report.subscriptions) {
      expect(entry.countries.reduce((sum, row) => sum + row.clicks, 0)).toBe(entry.totalClicks);
      expect(entry.countries[0]?.country).toBe('GB');
    }
    expect(report.subscriptions[0]!.countries.length).toBeGreaterThan(2);

    const stored = (tokenId: number, from: number) =>
      portal.sandbox.store.apiTokens.usage(tokenId, from, today() + DAY - 1).reduce((sum, row) => sum + row.clicks, 0);
    expect(report.tokens.map((token) => [token.tokenId, token.tokenTag, token.locked])).toEqual([
      ['301', 'website', false],
      ['302', 'crm', true],
    ]);
    for (const token of report.tokens) {
      expect(token.usage).toHaveLength(90);
      expect(token.clicksPerPeriod).toEqual(token.usage.map((point) => point.clicks));
      expect(token.totalClicks).toBe(stored(Number(token.tokenId), first));
    }
    const crm = report.tokens[1]!;
    expect(crm.usage.slice(-14).every((point) => point.clicks === 0)).toBe(true);
    expect(crm.usage.slice(0, -14).some((point) => point.clicks > 0)).toBe(true);
    expect(report.crm).toEqual({ tokenTag: 'crm', locked: true, clicksPerPeriod: crm.clicksPerPeriod, totalClicks: crm.totalClicks });

    const cleanseCharge = portal.sandbox.store.bureauFiles.find((file) => file.id === 401);
    expect(cleanseCharge).toBeDefined();
    expect(report.charges).toEqual([
      {
        date: iso(today() - 40 * DAY),
        kind: 'bundle',
        description: 'Address Lookup Bundle 1,000',
        service: 'address',
        planId: 4,
        plan: 'Address Lookup Bundle 1,000',
        clicks: 1000,
        records: null,
        fileId: null,
        invoiceNumber: null,
        purchaseOrder: null,
        amount: expect.any(Number),
        currency: 'GBP',
      },
      {
        // The seeded file's invoice, made when it was last updated.
        date: iso(cleanseCharge!.updateTimestamp),
        kind: 'addressCleanse',
        description: 'customers-2026.csv',
        service: null,
        planId: null,
        plan: null,
        clicks: null,
        records: 12_480,
        fileId: '401',
        invoiceNumber: expect.stringMatching(/^[0-9A-F]{8}$/),
        purchaseOrder: null,
        amount: expect.any(Number),
        currency: 'GBP',
      },
    ]);
  });

  it('makes each upstream call once per request: the plans, one usage call per subscription, the tokens and the charges', async () => {
    const owner = await jwtOf('owner@acme.example');
    const before = {
      plans: calls('/account/plans'),
      usage: calls('/account/plans/usage'),
      tokens: calls('/account/tokens/allusage'),
      charges: calls('/charges'),
    };
    const res = await graphql<Report>(portal.gateway, REPORT, { accountId: ACME_MAIN, from: day(today() - 20 * DAY), to: day(today()) }, owner);
    expect(res.errors).toBeUndefined();
    // usage and totalClicks of one subscription share a single call.
    expect(calls('/account/plans/usage') - before.usage).toBe(3);
    expect(calls('/account/plans') - before.plans).toBeLessThanOrEqual(1);
    expect(calls('/account/tokens/allusage') - before.tokens).toBe(0);
    expect(calls('/charges') - before.charges).toBe(0);
  });

  it('fails with NOT_FOUND for a tag the account has no token for', async () => {
    const owner = await jwtOf('owner@acme.example');
    const res = await graphql(
      portal.gateway,
      '{ usageReport(accountId: "103", from: "2026-01-01", to: "2026-01-02") { token(tag: "nope") { tokenTag } } }',
      {},
      owner,
    );
    expect(res.errors?.[0]?.extensions).toMatchObject({ code: 'NOT_FOUND', action: 'load the token usage', msg: 'Token not found' });
  });
});

describe("the summary's address cleanse figures (bureauStats, asked for beside the report)", () => {
  it('counts the file of the period and none for a period before it, in the same request as the report', async () => {
    const owner = await jwtOf('owner@acme.example');
    const SUMMARY = /* GraphQL */ `
      query S($from: DateTime!, $to: DateTime!) {
        usageReport(accountId: "103", from: $from, to: $to) {
          charges {
            kind
          }
        }
        bureauStats(accountId: "103", from: $from, to: $to) {
          mafName
          all {
            files
            inputRecords
          }
          purchased {
            files
          }
        }
      }
    `;
    type Stats = {
      usageReport: { charges: unknown[] };
      bureauStats: { mafName: string; all: { files: number; inputRecords: number }; purchased: { files: number } }[];
    };
    // The seeded file was made 12 days ago.
    const recent = await graphql<Stats>(portal.gateway, SUMMARY, { from: iso(today() - 29 * DAY), to: iso(today() + DAY - 1) }, owner);
    expect(recent.errors).toBeUndefined();
    const paf = recent.data!.bureauStats.find((entry) => entry.mafName === 'UK Addresses (PAF)');
    expect(paf?.all.files).toBeGreaterThanOrEqual(1);
    expect(paf?.purchased.files).toBeGreaterThanOrEqual(1);
    expect(paf?.all.inputRecords).toBeGreaterThan(0);
    const before = await graphql<Stats>(portal.gateway, SUMMARY, { from: iso(today() - 89 * DAY), to: iso(today() - 60 * DAY) }, owner);
    expect(before.data!.bureauStats.every((entry) => entry.all.files === 0)).toBe(true);
  });
});

describe('an australia account', () => {
  it("reports Koala Main's plans in A$ with their clicks in AU, and its one token", async () => {
    const koala = await jwtOf('koala@koala.example');
    const res = await graphql<{
      usageReport: {
        subscriptions: { subscription: { currency: string }; totalClicks: number; countries: { country: string; clicks: number }[] }[];
        tokens: { tokenTag: string }[];
      };
    }>(
      portal.gateway,
      'query K($from: DateTime!, $to: DateTime!) { usageReport(accountId: "113", from: $from, to: $to) { subscriptions { subscription { currency } totalClicks countries { country clicks } } tokens { tokenTag } } }',
      { from: day(today() - 29 * DAY), to: day(today()) },
      koala,
    );
    expect(res.errors).toBeUndefined();
    const report = res.data!.usageReport;
    expect(report.subscriptions).toHaveLength(2);
    for (const entry of report.subscriptions) {
      expect(entry.subscription.currency).toBe('AUD');
      expect(entry.countries[0]?.country).toBe('AU');
      expect(entry.countries.reduce((sum, row) => sum + row.clicks, 0)).toBe(entry.totalClicks);
    }
    expect(report.tokens.map((token) => token.tokenTag)).toEqual(['website']);
  });
});

describe('charges after a purchase', () => {
  it('shows a bundle added to the account at once, though the report was read a moment before', async () => {
    const owner = await jwtOf('owner@acme.example');
    const CHARGES = 'query C($from: DateTime!, $to: DateTime!) { usageReport(accountId: "103", from: $from, to: $to) { charges { kind planId clicks } } }';
    const window = { from: day(today() - 2 * DAY), to: day(today()) };
    const before = await graphql<{ usageReport: { charges: unknown[] } }>(portal.gateway, CHARGES, window, owner);
    expect(before.data!.usageReport.charges).toEqual([]);
    // Staff add a 1,000 click bundle to Acme Main, as a paid order does, straight at the account manager.
    const admin = (
      await graphql<{ signIn: { jwt: string } }>(portal.gateway, 'mutation { signIn(userName: "admin@provider.example", password: "Passw0rd!") { jwt } }')
    ).data!.signIn.jwt;
    const added = await fetch(`${portal.sandbox.urls.accountManager}/bundles?organisationId=102&accountId=103`, {
      method: 'POST',
      headers: { authorization: `Bearer ${admin}`, 'content-type': 'application/json' },
      body: JSON.stringify({ planId: 4 }),
    });
    expect(added.status).toBe(201);
    const { bundleId } = (await added.json()) as { bundleId: number };
    try {
      const after = await graphql<{ usageReport: { charges: unknown[] } }>(portal.gateway, CHARGES, window, owner);
      expect(after.data!.usageReport.charges).toEqual([{ kind: 'bundle', planId: 4, clicks: 1000 }]);
    } finally {
      await fetch(`${portal.sandbox.urls.accountManager}/bundles?bundleId=${bundleId}`, { method: 'DELETE', headers: { authorization: `Bearer ${admin}` } });
    }
  });

  it('shows more clicks of a plan the account holds, paid by card, with what was paid', async () => {
    const solo = await jwtOf('solo@solo.example');
    const CHARGES =
      'query C($from: DateTime!, $to: DateTime!) { usageReport(accountId: "111", from: $from, to: $to) { charges { kind plan clicks amount currency } } }';
    const window = { from: day(today()), to: day(today()) };
    expect((await graphql<{ usageReport: { charges: unknown[] } }>(portal.gateway, CHARGES, window, solo)).data!.usageReport.charges).toEqual([]);
    const captcha = await request(portal.sandbox.urls.userServer).get('/captcha/token').query({ sitekey: portal.sandbox.captcha.siteKey, action: 'checkout' });
    const checkout = await graphql<{ checkout: { url: string } }>(
      portal.gateway,
      'mutation C($input: CheckoutInput!, $captchaToken: String!) { checkout(input: $input, captchaToken: $captchaToken) { url } }',
      {
        input: {
          organisationId: '110',
          // Email Validation 2,000, which Solo Main holds: 2,500 more clicks for its running period.
          items: [{ accountId: '111', planId: '9', clicks: 2500 }],
          billing: {
            company: 'Solo Traders',
            name: 'Sam Solo',
            email: 'solo@solo.example',
            address1: '3 High Street',
            town: 'York',
            postcode: 'YO1 7HH',
            country: 'United Kingdom',
          },
          backUrl: 'http://portal.test/portal/shop/basket',
          paidUrl: 'http://portal.test/portal/shop/thankyou',
        },
        captchaToken: (captcha.body as { token: string }).token,
      },
      solo,
    );
    expect(checkout.errors).toBeUndefined();
    const page = new URL(checkout.data!.checkout.url);
    const paid = await request(page.origin)
      .post(page.pathname)
      .type('form')
      .send({ name: 'Sam Solo', number: '4242 4242 4242 4242', expiry: '12/30', cvc: '123' });
    expect(paid.status).toBe(303);
    const after = await graphql<{ usageReport: { charges: unknown[] } }>(portal.gateway, CHARGES, window, solo);
    expect(after.data!.usageReport.charges).toEqual([{ kind: 'subscription', plan: 'Email Validation 2,000', clicks: 2500, amount: 75, currency: 'GBP' }]);
  });
});

describe('who may read reports', () => {
  const SMALL =
    '{ usageReport(accountId: "103", from: "2026-01-01", to: "2026-01-31") { window { from } subscriptions { totalClicks } tokens { totalClicks } charges { amount } } }';
  const FORECASTS = '{ clickForecasts(accountId: "103") { subscription { plan } forecast { runOutDate periodEnd runsOutEarly } } }';

  it("refuses a member of the account and another organisation's owner with the owner-only text, before any usage call", async () => {
    for (const userName of ['member@acme.example', 'solo@solo.example']) {
      const jwt = await jwtOf(userName);
      const before = calls('/account/plans/usage') + calls('/account/tokens/allusage') + calls('/charges') + calls('/account/plans');
      const res = await graphql(portal.gateway, SMALL, {}, jwt);
      expect(res.data).toBeNull();
      expect(res.errors?.[0]?.extensions).toMatchObject({ code: 'FORBIDDEN', action: 'load the usage report' });
      expect(shownByPortal(res.errors?.[0]?.extensions)).toBe(refusals.owner);
      expect(calls('/account/plans/usage') + calls('/account/tokens/allusage') + calls('/charges') + calls('/account/plans')).toBe(before);
    }
  });

  it("lets staff read any account's report", async () => {
    for (const userName of ['admin@provider.example', 'sales@provider.example']) {
      const res = await graphql(portal.gateway, SMALL, {}, await jwtOf(userName));
      expect(res.errors).toBeUndefined();
    }
  });

  it('refuses a signed-out caller', async () => {
    const res = await graphql(portal.gateway, SMALL, {});
    expect(res.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it("reports one day asked from 22:30 to that day's 00:00, as the time of day is ignored; the day before is still refused", async () => {
    const owner = await jwtOf('owner@acme.example');
    const oneDay = await graphql<{ usageReport: { window: { from: string; to: string } } }>(
      portal.gateway,
      '{ usageReport(accountId: "103", from: "2026-11-28T22:30:00Z", to: "2026-11-28T00:00:00Z") { window { from to } } }',
      {},
      owner,
    );
    expect(oneDay.errors).toBeUndefined();
    expect(oneDay.data?.usageReport.window.from).toBe('2026-11-28T00:00:00.000Z');
    const before = await graphql(
      portal.gateway,
      '{ usageReport(accountId: "103", from: "2026-11-28T00:00:00Z", to: "2026-11-27T23:59:59Z") { window { from } } }',
      {},
      owner,
    );
    expect(before.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_REQUEST', msg: "The report's end date must not be before its start date" });
  });

  it('refuses an end before the start, and more than 731 days', async () => {
    const owner = await jwtOf('owner@acme.example');
    const backwards = await graphql(portal.gateway, '{ usageReport(accountId: "103", from: "2026-02-01", to: "2026-01-01") { window { from } } }', {}, owner);
    expect(backwards.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_REQUEST', msg: "The report's end date must not be before its start date" });
    const long = await graphql(
      portal.gateway,
      '{ usageReport(accountId: "103", from: "2024-01-01", to: "2026-01-31", period: monthly) { window { from } } }',
      {},
      owner,
    );
    expect(long.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_REQUEST',
      msg: 'A monthly report covers whole months, and January 2024 to January 2026 is 25 months (762 days): choose at most 24 months',
    });
    const days = await graphql(portal.gateway, '{ usageReport(accountId: "103", from: "2024-01-01", to: "2026-01-03") { window { from } } }', {}, owner);
    expect(days.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_REQUEST', msg: 'Choose a period of at most 731 days' });
  });

  it("gives click forecasts to the owner and the member (home shows them), not to another organisation's owner", async () => {
    for (const userName of ['owner@acme.example', 'member@acme.example']) {
      const res = await graphql<{ clickForecasts: { subscription: { plan: string }; forecast: { runOutDate: string | null } }[] }>(
        portal.gateway,
        FORECASTS,
        {},
        await jwtOf(userName),
      );
      expect(res.errors).toBeUndefined();
      expect(res.data!.clickForecasts.map((entry) => entry.subscription.plan)).toEqual([
        'Address Lookup 20,000',
        'Email Validation 2,000',
        'Payment Validation 2,000',
      ]);
      expect(res.data!.clickForecasts.every((entry) => entry.forecast.runOutDate !== null)).toBe(true);
    }
    const solo = await graphql(portal.gateway, FORECASTS, {}, await jwtOf('solo@solo.example'));
    expect(solo.errors?.[0]?.extensions).toMatchObject({ code: 'FORBIDDEN' });
    expect(shownByPortal(solo.errors?.[0]?.extensions)).toBe(refusals.owner);
  });
});
