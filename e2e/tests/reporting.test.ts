import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { downloadedText } from '../src/download';
import { ownPortal } from '../src/worker-portals';
import type { Browser, Page } from 'playwright-core';
import { seriousFindings } from '../src/axe';
import { DESKTOP, launchBrowser, OUTCOME_TIMEOUT, PAGE_REFUSAL, pathOf, PHONE, portalUrl } from '../src/browser';
import { signedIn } from '../src/sign-in';
import { jwtOf } from '../src/portal-api';

// Reporting end to end: owner@acme.example opens each report and sees
// figures that match the sandbox's own usage for the period (read here straight from the sandbox
// account manager, not from the screen), switches to monthly and gets whole months, exports CSV
// with the same totals, and reloads the shared address to the same period; the forecast date is
// the one computed here from the subscription's average; member@acme.example is refused. Nothing
// here changes the demo data.

const ACME_MAIN = '103';
const DAY = 86_400;

let browser: Browser;
let jwt: string;
beforeAll(async () => {
  browser = await launchBrowser();
  jwt = await jwtOf('owner@acme.example');
});
afterAll(async () => {
  await browser?.close();
});

/** A GET of the sandbox account manager as the owner. */
async function sandbox<T>(path: string, query: Record<string, string | number>): Promise<T> {
  const search = new URLSearchParams(Object.entries(query).map(([key, value]) => [key, String(value)]));
  const response = await fetch(`${ownPortal().accountManagerUrl}${path}?${search}`, { headers: { authorization: `Bearer ${jwt}` } });
  if (!response.ok) throw new Error(`${path} answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as T;
}

interface SandboxPlan {
  planId: number;
  plan: string;
  remainClicks: number;
  averageClicks: number;
}

const todayStart = () => Math.floor(Date.now() / 1000 / DAY) * DAY;
const dayText = (seconds: number) => new Date(seconds * 1000).toLocaleDateString('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });
const monthStart = (seconds: number, add = 0) => {
  const date = new Date(seconds * 1000);
  return Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + add, 1) / 1000;
};

/** The sandbox's clicks for a plan from `from` to `to` (seconds, inclusive days), by day or month. */
async function sandboxTotal(planId: number, period: 'daily' | 'monthly', from: number, to: number): Promise<number> {
  const points = await sandbox<{ clicks: number }[]>('/account/plans/usage', { accountId: ACME_MAIN, planId, period, fromDate: from, toDate: to });
  return points.reduce((sum, point) => sum + point.clicks, 0);
}

async function noSeriousFindings(page: Page) {
  expect(await seriousFindings(page)).toEqual([]);
}

describe('Reporting', () => {
  it('Services: the sandbox’s clicks for the last 90 days, then whole months, the same totals in the CSV, and the shared address reloaded to the same period', async () => {
    const page = await signedIn(browser, 'owner@acme.example');
    try {
      const plans = await sandbox<SandboxPlan[]>('/account/plans', { accountId: ACME_MAIN });
      expect(plans.length).toBeGreaterThan(0);
      const today = todayStart();
      const from = today - 89 * DAY;

      await page.getByRole('button', { name: 'Reporting' }).click();
      await page.getByRole('menuitem', { name: 'Services' }).click();
      await page.getByRole('heading', { level: 1, name: 'Services' }).waitFor();
      await page.getByRole('combobox', { name: 'Period' }).click();
      await page.getByRole('option', { name: 'Last 90 days' }).click();
      await expect.poll(() => pathOf(page), { timeout: OUTCOME_TIMEOUT }).toBe('/portal/reporting/services?period=last90');
      await expect
        .poll(() => page.getByTestId('report-window').textContent(), { timeout: OUTCOME_TIMEOUT })
        .toBe(`Acme Main · ${dayText(from)} to ${dayText(today)} (UTC days)`);
      for (const plan of plans) {
        const expected = await sandboxTotal(plan.planId, 'daily', from, today + DAY - 1);
        await expect
          .poll(() => page.getByTestId(`total-plan-${plan.planId}`).textContent(), { timeout: OUTCOME_TIMEOUT })
          .toBe(expected.toLocaleString('en-GB'));
      }
      // A chart is drawn.
      await page.locator('#reporting-services-chart svg path[data-series]').first().waitFor();
      await noSeriousFindings(page);

      // Monthly: the window widens to whole months, and the totals are the sandbox's for them.
      await page.getByRole('button', { name: 'By month' }).click();
      await expect.poll(() => pathOf(page), { timeout: OUTCOME_TIMEOUT }).toBe('/portal/reporting/services?period=last90&by=month');
      const firstMonth = monthStart(from);
      const lastMonthEnd = monthStart(today, 1) - 1;
      const monthName = (seconds: number, year: boolean) =>
        new Date(seconds * 1000).toLocaleDateString('en-GB', { month: 'long', timeZone: 'UTC', ...(year ? { year: 'numeric' } : {}) });
      const sameMonth = monthName(firstMonth, true) === monthName(today, true);
      const sameYear = new Date(firstMonth * 1000).getUTCFullYear() === new Date(today * 1000).getUTCFullYear();
      const windowWords = sameMonth ? monthName(today, true) : `${monthName(firstMonth, !sameYear)} to ${monthName(today, true)}`;
      await expect.poll(() => page.getByTestId('report-window').textContent(), { timeout: OUTCOME_TIMEOUT }).toBe(`Acme Main · ${windowWords} (UTC days)`);
      const monthly: number[] = [];
      for (const plan of plans) {
        const expected = await sandboxTotal(plan.planId, 'monthly', firstMonth, lastMonthEnd);
        monthly.push(expected);
        await expect
          .poll(() => page.getByTestId(`total-plan-${plan.planId}`).textContent(), { timeout: OUTCOME_TIMEOUT })
          .toBe(expected.toLocaleString('en-GB'));
      }
      const figures = page.getByRole('table', { name: /Clicks per month for each subscription/ });
      const months =
        (new Date(today * 1000).getUTCFullYear() - new Date(firstMonth * 1000).getUTCFullYear()) * 12 +
        new Date(today * 1000).getUTCMonth() -
        new Date(firstMonth * 1000).getUTCMonth() +
        1;
      expect(await figures.getByRole('row').count()).toBe(1 + months + 1);

      // The CSV holds the same totals.
      const download = page.waitForEvent('download');
      await page.locator('#reporting-services-chart').getByRole('button', { name: 'Export CSV' }).click();
      const lines = (await downloadedText(await download)).replace(/^\uFEFF/, '').split('\r\n');
      expect(lines[0]).toBe(['Month (UTC)', ...plans.map((plan) => (plan.plan.includes(',') ? `"${plan.plan}"` : plan.plan))].join(','));
      expect(lines.at(-1)).toBe(['Total', ...monthly].join(','));

      // The shared address brings back the same period.
      const shared = page.url();
      await page.goto(shared);
      await page.getByRole('heading', { level: 1, name: 'Services' }).waitFor();
      await expect.poll(() => page.getByTestId('report-window').textContent(), { timeout: OUTCOME_TIMEOUT }).toBe(`Acme Main · ${windowWords} (UTC days)`);
      await expect
        .poll(() => page.getByTestId(`total-plan-${plans[0]!.planId}`).textContent(), { timeout: OUTCOME_TIMEOUT })
        .toBe(monthly[0]!.toLocaleString('en-GB'));
      expect(await page.getByRole('button', { name: 'By month' }).getAttribute('aria-pressed')).toBe('true');
    } finally {
      await page.context().close();
    }
  }, 120_000);

  it('Summary: each subscription’s run-out date is today plus its clicks left over its average, and the clicks used are the sandbox’s', async () => {
    const page = await signedIn(browser, 'owner@acme.example');
    try {
      const plans = await sandbox<SandboxPlan[]>('/account/plans', { accountId: ACME_MAIN });
      const today = todayStart();
      await page.goto(portalUrl('/reporting/summary?period=last7'));
      await page.getByRole('heading', { level: 1, name: 'Summary' }).waitFor();
      for (const plan of plans) {
        const row = page.getByTestId(`summary-plan-${plan.planId}`);
        const runOut = plan.averageClicks > 0 ? dayText(today + Math.ceil(plan.remainClicks / plan.averageClicks) * DAY) : 'Not in use';
        await expect.poll(() => row.locator('[data-column="Runs out"]').textContent(), { timeout: OUTCOME_TIMEOUT }).toMatch(new RegExp(`^${runOut}`));
        const used = await sandboxTotal(plan.planId, 'daily', today - 6 * DAY, today + DAY - 1);
        expect(await row.locator('[data-column="Clicks used"]').textContent()).toBe(used.toLocaleString('en-GB'));
      }
      await page.locator('#reporting-summary-forecast svg path[data-series]').first().waitFor();
      await noSeriousFindings(page);
    } finally {
      await page.context().close();
    }
  }, 120_000);

  it('Tokens: every token’s clicks as the sandbox counts them, the locked crm token flat, and crm alone by its tag', async () => {
    const page = await signedIn(browser, 'owner@acme.example');
    try {
      const today = todayStart();
      const from = today - 29 * DAY;
      const tokens = await sandbox<{ tokenTag: string; accountTokensUsage: { clicks: number }[] }[]>('/account/tokens/allusage', {
        accountId: ACME_MAIN,
        period: 'daily',
        fromDate: from,
        toDate: today + DAY - 1,
      });
      const sum = (usage: { clicks: number }[]) => usage.reduce((total, point) => total + point.clicks, 0);
      await page.goto(portalUrl('/reporting/tokens?period=last30'));
      await page.getByRole('heading', { level: 1, name: 'Tokens' }).waitFor();
      const all = tokens.reduce((total, token) => total + sum(token.accountTokensUsage), 0);
      await expect
        .poll(() => page.getByTestId('tokens-total').textContent(), { timeout: OUTCOME_TIMEOUT })
        .toBe(`${all.toLocaleString('en-GB')} clicks in all`);
      await page.getByText(/Locked: crm\./).waitFor();
      await noSeriousFindings(page);

      await page.getByRole('combobox', { name: 'Token' }).click();
      await page.getByRole('option', { name: 'crm' }).click();
      await expect.poll(() => pathOf(page), { timeout: OUTCOME_TIMEOUT }).toBe('/portal/reporting/tokens?period=last30&tag=crm');
      const crm = tokens.find((token) => token.tokenTag === 'crm')!;
      await expect
        .poll(() => page.getByTestId('tokens-total').textContent(), { timeout: OUTCOME_TIMEOUT })
        .toBe(`${sum(crm.accountTokensUsage).toLocaleString('en-GB')} clicks in all`);
      // Locked 14 days ago: no clicks over its last 14 days.
      expect(sum(crm.accountTokensUsage.slice(-14))).toBe(0);
      const lastRows = page.getByRole('table', { name: /for the token crm/ }).getByRole('row');
      const count = await lastRows.count();
      expect(
        await lastRows
          .nth(count - 2)
          .getByRole('cell')
          .textContent(),
      ).toBe('0');
    } finally {
      await page.context().close();
    }
  }, 120_000);

  it('fits each report on a 390 px phone, with nothing wider than the screen', async () => {
    const page = await signedIn(browser, 'owner@acme.example', { viewport: PHONE });
    try {
      for (const [path, ready] of [
        ['/reporting/summary', '#reporting-summary-forecast svg path[data-series]'],
        ['/reporting/services?period=last90', '#reporting-services-chart svg path[data-series]'],
        // 90 days by month: always three months or more, so a line (the last 30 days on the 30th of a
        // month are that month alone, one point and no line between points).
        ['/reporting/tokens?period=last90&by=month', '#reporting-tokens-chart svg path[data-series]'],
      ] as const) {
        await page.goto(portalUrl(path));
        await page.locator(ready).first().waitFor();
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      }
    } finally {
      await page.context().close();
    }
  }, 120_000);

  it('shows every figure of each subscription on the Summary whole on a 390 px phone, none cut off at the edge', async () => {
    const page = await signedIn(browser, 'owner@acme.example', { viewport: PHONE });
    try {
      const plans = await sandbox<SandboxPlan[]>('/account/plans', { accountId: ACME_MAIN });
      await page.goto(portalUrl('/reporting/summary'));
      for (const plan of plans) {
        const figures = page.getByTestId(`summary-plan-${plan.planId}`).locator('[data-column]');
        await figures.first().waitFor();
        // Each figure with where it ends: within the screen, not past it in a box scrolled sideways.
        const drawn = await figures.evaluateAll((cells) =>
          cells.map((cell) => ({ figure: cell.getAttribute('data-column'), fits: cell.getBoundingClientRect().right <= window.innerWidth })),
        );
        expect(drawn.map(({ figure }) => figure)).toEqual([
          'Service',
          'Clicks used',
          'Clicks left',
          'Average a day (last 30 days)',
          'Change in use on the 30 days before',
          'Ends',
          'Runs out',
        ]);
        expect(drawn.filter(({ fits }) => !fits)).toEqual([]);
      }
      // The blocks (a list, each figure a term and its value) have nothing serious for an assistive technology.
      await noSeriousFindings(page);
    } finally {
      await page.context().close();
    }
  }, 120_000);

  it.each([
    ['a 390 px phone', PHONE],
    ['a desktop', DESKTOP],
  ])(
    'writes every date under each chart whole on %s, the last one too',
    async (_, viewport) => {
      const page = await signedIn(browser, 'owner@acme.example', { viewport });
      try {
        for (const [path, chart] of [
          ['/reporting/summary', '#reporting-summary-forecast'],
          ['/reporting/services', '#reporting-services-chart'],
          ['/reporting/services?period=last7', '#reporting-services-chart'],
          // Several months whatever the day: the last 30 days by month are one month on the 30th.
          ['/reporting/services?period=last90&by=month', '#reporting-services-chart'],
          ['/reporting/tokens', '#reporting-tokens-chart'],
        ] as const) {
          await page.goto(portalUrl(path));
          await page.locator(`${chart} svg path[data-series]`).first().waitFor();
          // Each x axis label as drawn, and whether it lies within the chart's picture.
          const labels = await page.locator(`${chart} svg:has(path[data-series])`).evaluate((svg) => {
            const picture = svg.getBoundingClientRect();
            return [...svg.querySelectorAll('.MuiChartsAxis-directionX .MuiChartsAxis-tickLabel')].map((label) => {
              const drawn = label.getBoundingClientRect();
              return { text: label.textContent, within: drawn.left >= picture.left && drawn.right <= picture.right };
            });
          });
          expect(labels.length, path).toBeGreaterThan(1);
          // A day ('27 Nov 2026') or a month ('Nov 2026'), not shortened ('27 Nov…') nor cut off at the edge.
          for (const label of labels)
            expect({ path, ...label }).toEqual({ path, text: expect.stringMatching(/^(\d{1,2} )?[A-Z][a-z]{2,3} \d{4}$/), within: true });
        }
      } finally {
        await page.context().close();
      }
    },
    120_000,
  );

  it('refuses member@acme.example every report', async () => {
    const page = await signedIn(browser, 'member@acme.example');
    try {
      for (const path of ['/reporting/summary', '/reporting/services', '/reporting/tokens'] as const) {
        await page.goto(portalUrl(path));
        await page.getByText(PAGE_REFUSAL).waitFor();
        expect(await page.getByTestId('report-window').count()).toBe(0);
      }
    } finally {
      await page.context().close();
    }
  }, 120_000);
});
