import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, OUTCOME_TIMEOUT, portalUrl } from '../src/browser';
import { signedIn } from '../src/sign-in';
import { gateway, jwtOf } from '../src/portal-api';

// A subscription's clicks and dates read the same on every screen that shows them: sales adds a
// 2,000-click bundle to Acme Web's address lookup plan, then its owner reads home, Reporting →
// Summary and Administration → Services, and its partner reads Partner Administration. Acme Web is
// the account no other browser test counts clicks on, so nothing moves the figures in between; the
// bundle is deleted again whatever happens.

const ACME_WEB = '104';
const BUNDLE_CLICKS = 2000;

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

interface AddressPlan {
  planId: number;
  plan: string;
  remainClicks: number;
  clickLimit: number;
  subscription: { clicks: number };
  bundles: { bundleId: string; clicks: number }[];
}

async function addressPlan(): Promise<AddressPlan> {
  const sales = await jwtOf('sales@provider.example');
  const { accountPlans } = await gateway<{ accountPlans: (AddressPlan & { service: string })[] }>(
    'query P($a: ID!) { accountPlans(accountId: $a) { service planId plan remainClicks clickLimit subscription { clicks } bundles { bundleId clicks } } }',
    { a: ACME_WEB },
    sales,
  );
  return accountPlans.find((plan) => plan.service === 'address')!;
}

async function removeBundles() {
  const sales = await jwtOf('sales@provider.example');
  for (const bundle of (await addressPlan()).bundles.filter((candidate) => candidate.clicks === BUNDLE_CLICKS)) {
    await gateway('mutation D($b: ID!) { deleteBundle(bundleId: $b) }', { b: bundle.bundleId }, sales);
  }
}

async function open(page: Page, path: string, heading: string | RegExp) {
  await page.goto(portalUrl(path));
  await page.getByRole('heading', { level: 1, name: heading }).waitFor();
}

/** Change Account to Acme Web: staff drill through Northwind Partners and Acme Ltd; the owner sees Acme Ltd's accounts at once. */
async function chooseAcmeWeb(page: Page, through: string[]) {
  await page.getByRole('button', { name: 'Change Account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Change Account' });
  for (const name of through) await dialog.getByRole('button', { name }).click();
  await dialog.getByRole('button', { name: 'Acme Web' }).click();
  await dialog.waitFor({ state: 'detached' });
  await expect.poll(() => page.getByTestId('account-bar-account-name').textContent(), { timeout: OUTCOME_TIMEOUT }).toBe('Acme Web');
}

/** The text of a cell that is loaded: a skeleton or a dash is not a figure yet. */
async function figure(locator: ReturnType<Page['locator']>): Promise<string> {
  await expect.poll(async () => (await locator.textContent()) ?? '', { timeout: OUTCOME_TIMEOUT }).toMatch(/\d/);
  return ((await locator.textContent()) ?? '').trim();
}

describe("a subscription's figures after a bundle is added", () => {
  it(
    'reads "clicks left of plan plus bundles", the end and the run-out alike on home, reporting, Services and Partner Administration',
    { timeout: 180_000 },
    async () => {
      try {
        const before = await addressPlan();
        const sales = await signedIn(browser, 'sales@provider.example');
        await chooseAcmeWeb(sales, ['Northwind Partners', 'Acme Ltd']);
        await open(sales, '/administration/services/bundlecreate', 'Create Bundle');
        await sales.getByRole('combobox', { name: /Subscription to top up/ }).click();
        await sales.getByRole('option', { name: `Address Lookup: ${before.plan}` }).click();
        await sales.getByRole('textbox', { name: 'Clicks' }).fill(String(BUNDLE_CLICKS));
        await sales.getByRole('textbox', { name: /Price/ }).fill('80');
        await sales.getByRole('button', { name: 'Add bundle' }).click();
        await sales.getByText(`${before.plan}: 2,000 clicks, £80.00`).waitFor();
        await sales.context().close();

        // What every screen must show: the clicks left of the plan's allowance plus every bundle.
        const after = await addressPlan();
        const limit = after.subscription.clicks + after.bundles.reduce((sum, bundle) => sum + bundle.clicks, 0);
        expect(limit).toBe(before.clickLimit + BUNDLE_CLICKS);
        expect(after.clickLimit).toBe(limit);
        const clicksLeft = `${after.remainClicks.toLocaleString('en-GB')} of ${limit.toLocaleString('en-GB')}`;

        const owner = await signedIn(browser, 'owner@acme.example');
        await chooseAcmeWeb(owner, []);

        await open(owner, '/home', /^Welcome/);
        const homeRow = owner.getByRole('table', { name: 'Subscriptions' }).getByRole('row').filter({ hasText: 'Address lookup' });
        expect(await figure(homeRow.getByTestId('subscription-clicks-left'))).toBe(clicksLeft);

        await open(owner, '/reporting/summary', 'Summary');
        const reportRow = owner.getByTestId(`summary-plan-${after.planId}`);
        expect(await figure(reportRow.locator('[data-column="Clicks left"]'))).toBe(clicksLeft);
        const reportEnds = await figure(reportRow.locator('[data-column="Ends"]'));
        const reportRunsOut = (await figure(reportRow.locator('[data-column="Runs out"]'))).replace('Before it renews', '');

        await open(owner, '/administration/services', 'Services');
        const card = owner.getByTestId('subscription').filter({ hasText: after.plan });
        expect(await figure(card.locator('[data-figure="Clicks left"]'))).toBe(clicksLeft);
        expect(await figure(card.locator('[data-figure="Ends"]'))).toBe(reportEnds);
        expect(await figure(card.locator('[data-figure="Runs out"]'))).toBe(reportRunsOut);
        // "Estimated expiry" is gone: the run-out is its own date, not a copy of the end date.
        expect(reportRunsOut).not.toBe(reportEnds);
        await owner.context().close();

        const partner = await signedIn(browser, 'partner@northwind.example');
        await open(partner, '/partner/administration', 'Partner Administration');
        const row = partner
          .getByRole('table', { name: 'Acme Ltd accounts' })
          .getByTestId('partner-account-row')
          .filter({ hasText: 'Acme Web' })
          .filter({ hasText: 'PAF' });
        expect(await figure(row.getByTestId('partner-clicks-left'))).toBe(clicksLeft);
        // Account, Plan, Dataset, Clicks left, Start, Ends, Runs out (with words for a screen reader where it comes early).
        const cells = (await row.getByRole('cell').allTextContents()).map((text) => text.trim());
        expect(cells[5]).toBe(reportEnds);
        expect(cells[6]?.startsWith(reportRunsOut)).toBe(true);
        await partner.context().close();
      } finally {
        await removeBundles();
      }
    },
  );
});
