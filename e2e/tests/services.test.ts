import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { seriousFindings } from '../src/axe';
import { launchBrowser, OUTCOME_TIMEOUT, PAGE_REFUSAL, pathOf, portalUrl } from '../src/browser';
import { signedIn } from '../src/sign-in';
import { gateway, jwtOf } from '../src/portal-api';

// Administration → Services and Create Bundle end to end: sales adds a bundle to Acme Main, its
// owner sees it, and sales deletes it; the owner switches a service off for a user and opens a
// bundle's invoice; a member gets the owner-only refusal. Demo data is put back whatever happens:
// other tests read Acme Main.

const ACME_MAIN = '103';
const MEMBER_ID = '2';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** Deletes every bundle of Acme Main with `clicks` clicks (the ones this test added). */
async function removeBundles(clicks: number) {
  const sales = await jwtOf('sales@provider.example');
  const { accountPlans } = await gateway<{ accountPlans: { bundles: { bundleId: string; clicks: number }[] }[] }>(
    'query P($a: ID!) { accountPlans(accountId: $a) { bundles { bundleId clicks } } }',
    { a: ACME_MAIN },
    sales,
  );
  for (const bundle of accountPlans.flatMap((plan) => plan.bundles).filter((candidate) => candidate.clicks === clicks)) {
    await gateway('mutation D($b: ID!) { deleteBundle(bundleId: $b) }', { b: bundle.bundleId }, sales);
  }
}

async function open(page: Page, path: string, heading: string) {
  await page.goto(portalUrl(path));
  await page.getByRole('heading', { level: 1, name: heading }).waitFor();
}

/** Staff choose Acme Main with Change Account: Northwind Partners, then Acme Ltd, then the account. */
async function chooseAcmeMain(page: Page) {
  await page.getByRole('button', { name: 'Change Account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Change Account' });
  await dialog.getByRole('button', { name: 'Northwind Partners' }).click();
  await dialog.getByRole('button', { name: 'Acme Ltd' }).click();
  await dialog.getByRole('button', { name: 'Acme Main' }).click();
  await dialog.waitFor({ state: 'detached' });
  await expect.poll(() => page.getByTestId('account-bar-account-name').textContent(), { timeout: OUTCOME_TIMEOUT }).toBe('Acme Main');
}

describe('services and bundles', () => {
  it("lets sales add a bundle to Acme Main, which shows first on the owner's services page", async () => {
    const clicks = 1234;
    try {
      const sales = await signedIn(browser, 'sales@provider.example');
      await chooseAcmeMain(sales);
      await open(sales, '/administration/services/bundlecreate', 'Create Bundle');
      expect(await sales.getByTestId('bundle-target').textContent()).toContain('Acme Ltd · Acme Main');
      await sales.getByRole('combobox', { name: /Subscription to top up/ }).click();
      await sales.getByRole('option', { name: 'Address Lookup: Address Lookup 20,000' }).click();
      await sales.getByRole('textbox', { name: 'Clicks' }).fill(String(clicks));
      await sales.getByRole('textbox', { name: /Price/ }).fill('49.99');
      await sales.getByRole('button', { name: 'Add bundle' }).click();
      await sales.getByText('Address Lookup 20,000: 1,234 clicks, £49.99').waitFor();
      expect(await seriousFindings(sales)).toEqual([]);

      const owner = await signedIn(browser, 'owner@acme.example');
      await open(owner, '/administration/services', 'Services');
      const bundles = owner.getByRole('list', { name: 'Bundles of Address Lookup 20,000' });
      await bundles.getByTestId('bundle').first().waitFor();
      expect(await bundles.getByTestId('bundle').first().textContent()).toContain('Address Lookup 20,000: 1,234 clicks, £49.99');
      // The demo bundle, older, comes after it.
      expect(await bundles.getByTestId('bundle').last().textContent()).toContain('Address Lookup Bundle 1,000: 1,000 clicks, £40.00');
      expect(await seriousFindings(owner)).toEqual([]);
      await owner.context().close();

      // Sales deletes it again, after confirming.
      const added = sales.getByTestId('bundle').filter({ hasText: '1,234 clicks' });
      await added.getByRole('button', { name: /^Delete bundle/ }).click();
      const question = sales.getByRole('dialog', { name: 'Delete bundle' });
      await question.getByRole('button', { name: 'Delete' }).click();
      await added.waitFor({ state: 'detached' });
      await sales.context().close();
    } finally {
      await removeBundles(clicks);
    }
  });

  it('opens a bundle’s invoice for the owner, a page that leads back to the portal', async () => {
    const owner = await signedIn(browser, 'owner@acme.example');
    await open(owner, '/administration/services', 'Services');
    await owner.getByRole('button', { name: 'Invoice for Address Lookup Bundle 1,000, bundle 701 of Address Lookup 20,000' }).click();
    await owner.getByRole('heading', { level: 1, name: 'Invoice INV-B701' }).waitFor();
    expect(await owner.getByText('£40.00').count()).toBe(1);
    await owner.getByRole('link', { name: 'Back to the portal' }).click();
    await owner.getByRole('heading', { level: 1, name: 'Services' }).waitFor();
    expect(pathOf(owner)).toBe('/portal/administration/services');
    await owner.context().close();
  });

  it('lets the owner switch a service off for a user, and it stays off', async () => {
    try {
      const owner = await signedIn(browser, 'owner@acme.example');
      await open(owner, '/administration/services', 'Services');
      const martin = owner.getByRole('group', { name: 'Martin Member (member@acme.example)' });
      const email = martin.getByRole('switch', { name: 'Email Validation' });
      expect(await email.isChecked()).toBe(true);
      await email.click();
      await expect.poll(() => email.isChecked(), { timeout: OUTCOME_TIMEOUT }).toBe(false);
      await owner.reload();
      await owner.getByRole('heading', { level: 1, name: 'Services' }).waitFor();
      await expect
        .poll(() => owner.getByRole('group', { name: 'Martin Member (member@acme.example)' }).getByRole('switch', { name: 'Email Validation' }).isChecked(), {
          timeout: OUTCOME_TIMEOUT,
        })
        .toBe(false);
      await owner.context().close();
    } finally {
      const owner = await jwtOf('owner@acme.example');
      const { providerServices } = await gateway<{ providerServices: { serviceId: string; name: string }[] }>(
        '{ providerServices { serviceId name } }',
        {},
        owner,
      );
      const serviceId = providerServices.find((service) => service.name === 'Email Validation')?.serviceId;
      await gateway(
        'mutation A($g: ID!, $u: ID!, $s: ID!) { setServiceAccess(groupId: $g, userId: $u, serviceId: $s, enabled: true) { enabled } }',
        { g: ACME_MAIN, u: MEMBER_ID, s: serviceId },
        owner,
      );
    }
  });

  it("shows the owner Acme Main's saved card and automatic renewals, as the shop does", async () => {
    const owner = await signedIn(browser, 'owner@acme.example');
    try {
      await open(owner, '/administration/services', 'Services');
      const payment = owner.getByRole('region', { name: 'Payment and automatic renewals' });
      await expect.poll(() => payment.getByTestId('saved-card-number').textContent(), { timeout: OUTCOME_TIMEOUT }).toBe('Visa ending 4242');
      const address = payment.getByTestId('renewal').filter({ hasText: 'Address Lookup 20,000' });
      // Renews with the clicks chosen for renewal at their price, whatever the shop's tests bought for this period.
      await expect.poll(() => address.textContent(), { timeout: OUTCOME_TIMEOUT }).toMatch(/Renews \d+ \w+ \d{4} with 20,000 clicks for £450\.00/);
      expect(await address.getByRole('switch', { name: 'Renew Address Lookup 20,000 automatically' }).isChecked()).toBe(true);
      expect(await seriousFindings(owner)).toEqual([]);
    } finally {
      await owner.context().close();
    }
  });

  it('refuses member@acme.example the services page with the owner-only words', async () => {
    const member = await signedIn(browser, 'member@acme.example');
    await member.goto(portalUrl('/administration/services'));
    await member.getByText(PAGE_REFUSAL).waitFor();
    expect(await member.getByRole('switch').count()).toBe(0);
    await member.context().close();
  });
});
