import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { seriousFindings } from '../src/axe';
import { OUTCOME_TIMEOUT, launchBrowser, portalUrl } from '../src/browser';
import { signedIn } from '../src/sign-in';
import { gateway, jwtOf } from '../src/portal-api';

// The staff journey: a plan made on Datasets & Plans is in the shop at once, at its tiers'
// price. The plan is the test's own and is deleted in finally.

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function open(page: Page, path: string, heading: string) {
  await page.goto(portalUrl(path));
  await page.getByRole('heading', { level: 1, name: heading }).waitFor();
}

describe('datasets and plans', () => {
  it(
    'lets admin@provider.example create a plan with two price tiers and a filter, which owner@acme.example then finds in the shop at its price',
    { timeout: 150_000 },
    async () => {
      const name = `Lookup Starter ${Date.now()}`;
      const admin = await signedIn(browser, 'admin@provider.example');
      const owner = await signedIn(browser, 'owner@acme.example');
      try {
        await admin.getByRole('button', { name: 'More options' }).click();
        await admin.getByRole('menuitem', { name: 'Datasets & Plans' }).click();
        await admin.getByRole('heading', { level: 1, name: 'Datasets & Plans' }).waitFor();
        await admin.getByRole('table', { name: 'Datasets' }).getByRole('link', { name: 'UK Addresses (PAF)' }).waitFor();
        expect(await admin.title()).toBe('Datasets & Plans · Data Portal');
        expect(await seriousFindings(admin)).toEqual([]);

        await admin.getByRole('link', { name: 'Create plan' }).click();
        await admin.getByRole('heading', { level: 1, name: 'Create Plan' }).waitFor();
        await admin.getByLabel('Plan name').fill(name);
        await admin.getByLabel('Description').fill('A small yearly allowance of UK address lookups');
        await admin.getByRole('combobox', { name: 'Dataset' }).click();
        await admin.getByRole('option', { name: /^UK Addresses \(PAF\)/ }).click();
        await admin.getByLabel('Tier 1 clicks').fill('1000');
        await admin.getByLabel('Tier 1 price').fill('40');
        await admin.getByRole('button', { name: 'Add tier' }).click();
        // Tiers must grow: the second is checked against the first before anything is sent.
        await admin.getByLabel('Tier 2 clicks').fill('500');
        await admin.getByLabel('Tier 2 price').fill('150');
        await admin.getByRole('button', { name: 'Create plan' }).click();
        await admin.getByText('Each tier needs more clicks than the one above').waitFor();
        await admin.getByLabel('Tier 2 clicks').fill('5000');
        expect(await seriousFindings(admin)).toEqual([]);
        await admin.getByRole('button', { name: 'Create plan' }).click();

        await admin.getByRole('heading', { level: 1, name }).waitFor();
        const tiers = admin.getByRole('table', { name: 'Price tiers' });
        await tiers.getByRole('cell', { name: '£150.00' }).waitFor();
        await admin
          .getByText(/by admin@provider\.example/)
          .first()
          .waitFor();
        expect(await seriousFindings(admin)).toEqual([]);

        await admin.getByRole('link', { name: 'Filters' }).click();
        await admin.getByRole('heading', { level: 1, name: 'Filters' }).waitFor();
        await admin.getByLabel('Description').fill('Starter');
        await admin.getByLabel('Category').fill('Size');
        await admin.getByRole('button', { name: 'Add', exact: true }).click();
        await admin.getByRole('list', { name: 'filters in order' }).getByText('Starter').waitFor();
        await admin.getByLabel('Description').fill('Yearly');
        await admin.getByLabel('Category').fill('Term');
        await admin.getByRole('button', { name: 'Add', exact: true }).click();
        await admin.getByRole('list', { name: 'filters in order' }).getByText('Yearly').waitFor();
        // Reordered with the keyboard's buttons: Yearly first, kept after a reload.
        await admin.getByRole('button', { name: 'Move Yearly up' }).click();
        await expect
          .poll(() => admin.getByTestId('ordered-line').allTextContents(), { timeout: OUTCOME_TIMEOUT })
          .toEqual([expect.stringContaining('Yearly'), expect.stringContaining('Starter')]);
        await admin.reload();
        await admin.getByRole('list', { name: 'filters in order' }).waitFor();
        expect(await admin.getByTestId('ordered-line').allTextContents()).toEqual([expect.stringContaining('Yearly'), expect.stringContaining('Starter')]);
        expect(await seriousFindings(admin)).toEqual([]);

        // The owner's shop offers it at once, at the first tier's price, and the larger tier's rate above it.
        await open(owner, '/shop/addresslookup', 'Address Lookup');
        const plan = owner.getByRole('article', { name });
        await plan.waitFor();
        await plan.getByText('Size: Starter').waitFor();
        await plan.getByText('Term: Yearly').waitFor();
        await expect.poll(() => plan.getByTestId('plan-price').textContent(), { timeout: OUTCOME_TIMEOUT }).toBe('£40.00');
        await plan.getByLabel('Clicks').fill('6000');
        await expect.poll(() => plan.getByTestId('plan-price').textContent(), { timeout: OUTCOME_TIMEOUT }).toBe('£180.00');
      } finally {
        const jwt = await jwtOf('admin@provider.example');
        const { cataloguePlans } = await gateway<{ cataloguePlans: { id: string; name: string }[] }>('{ cataloguePlans { id name } }', {}, jwt);
        for (const made of cataloguePlans.filter((plan) => plan.name === name))
          await gateway('mutation D($id: ID!) { deletePlan(id: $id) }', { id: made.id }, jwt);
        await admin.context().close();
        await owner.context().close();
      }
    },
  );

  it('shows a dataset that plans use, which cannot be deleted, and refuses sales@provider.example the catalogue', async () => {
    const admin = await signedIn(browser, 'super@provider.example');
    await open(admin, '/dataAdministration/dataset/1', 'UK Addresses (PAF)');
    await admin.getByText('Plans using it').waitFor();
    expect(await admin.getByRole('button', { name: 'Delete dataset' }).isDisabled()).toBe(true);
    expect(await seriousFindings(admin)).toEqual([]);
    await admin.context().close();

    const sales = await signedIn(browser, 'sales@provider.example');
    await sales.goto(portalUrl('/dataAdministration'));
    await sales.getByText('Oops, the page does not exist').waitFor();
    await sales.context().close();
  });
});
