import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ownPortal } from '../src/worker-portals';
import type { Browser } from 'playwright-core';
import { seriousFindings } from '../src/axe';
import { OUTCOME_TIMEOUT, launchBrowser, pathOf, portalUrl } from '../src/browser';
import { PASSWORD, signedIn } from '../src/sign-in';

// Account Search for staff, and the corporate status of an organisation changed by its owner.

/** Solo Traders' subtype straight from the sandbox, as solo@solo.example. */
async function soloTraders(): Promise<{ jwt: string; subtype: string }> {
  const base = ownPortal().userServerUrl;
  const auth = await fetch(`${base}/auth`, { headers: { authorization: `Basic ${Buffer.from(`solo@solo.example:${PASSWORD}`).toString('base64')}` } });
  const { jwt } = (await auth.json()) as { jwt: string };
  const groups = (await (await fetch(`${base}/groups`, { headers: { authorization: `Bearer ${jwt}` } })).json()) as { name: string; subtype: string }[];
  return { jwt, subtype: groups.find((group) => group.name === 'Solo Traders')?.subtype ?? '' };
}

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('Account Search', () => {
  it('takes admin@provider.example from "acme" to Acme Ltd and to owner@acme.example', async () => {
    const page = await signedIn(browser, 'admin@provider.example');
    try {
      // Staff start on the first account of the tree, Acme Main: first act for Solo Traders, so
      // that reaching Acme Ltd below is seen to switch.
      await page.goto(portalUrl('/search/solo'));
      await page
        .getByRole('region', { name: /^Groups/ })
        .getByRole('link', { name: /^Solo Traders/ })
        .click();
      await page.waitForURL('**/portal/administration/account', { timeout: OUTCOME_TIMEOUT });
      await expect.poll(() => page.getByTestId('account-bar-account').textContent(), { timeout: OUTCOME_TIMEOUT }).toContain('Solo Traders');

      await page.getByTestId('search-icon').click();
      await page.getByRole('heading', { level: 1, name: 'Search' }).waitFor();
      await page.getByRole('searchbox', { name: 'Search' }).fill('acme');
      await page.getByRole('button', { name: 'Search', exact: true }).click();
      const groups = page.getByRole('region', { name: /^Groups/ });
      await groups.getByRole('link', { name: /^Acme Ltd/ }).waitFor();
      expect(pathOf(page)).toBe('/portal/search/acme');
      expect(
        await page
          .getByRole('region', { name: /^Users/ })
          .getByRole('link')
          .allTextContents(),
      ).toEqual([expect.stringContaining('member@acme.example'), expect.stringContaining('owner@acme.example')]);
      expect(await seriousFindings(page, 'main')).toEqual([]);

      await groups.getByRole('link', { name: /^Acme Ltd/ }).click();
      await page.waitForURL('**/portal/administration/account', { timeout: OUTCOME_TIMEOUT });
      await expect.poll(() => page.getByTestId('account-bar-account').textContent(), { timeout: OUTCOME_TIMEOUT }).toContain('Acme Ltd');
      expect(await page.getByTestId('account-bar-account').textContent()).not.toContain('Solo');
      await page.getByRole('heading', { level: 1, name: 'Account' }).waitFor();
      await expect.poll(() => page.getByTestId('administered-group-name').textContent(), { timeout: OUTCOME_TIMEOUT }).toBe('Acme Main');

      await page.goBack();
      await page
        .getByRole('region', { name: /^Users/ })
        .getByRole('link', { name: /owner@acme\.example/ })
        .click();
      await page.waitForURL('**/portal/user/1', { timeout: OUTCOME_TIMEOUT });
      await page.getByRole('main').getByText('owner@acme.example').first().waitFor();
    } finally {
      await page.context().close();
    }
  });

  it('keeps the search in the address: a shared link shows its results', async () => {
    const page = await signedIn(browser, 'sales@provider.example');
    try {
      await page.goto(portalUrl('/search/crm'));
      await page
        .getByRole('region', { name: /^Tokens/ })
        .getByRole('link', { name: /^crm/ })
        .waitFor();
      expect(await page.getByRole('searchbox', { name: 'Search' }).inputValue()).toBe('crm');
      await page
        .getByRole('region', { name: /^Groups/ })
        .getByText('No groups match "crm".')
        .waitFor();
    } finally {
      await page.context().close();
    }
  });

  it('is not found for a customer, as for any route their role lacks', async () => {
    const page = await signedIn(browser, 'owner@acme.example');
    try {
      expect(await page.getByTestId('search-icon').count()).toBe(0);
      for (const path of ['/search', '/search/acme']) {
        await page.goto(portalUrl(path));
        await page.getByText('Oops, the page does not exist').waitFor();
        expect(await page.getByRole('searchbox', { name: 'Search' }).count()).toBe(0);
      }
    } finally {
      await page.context().close();
    }
  });
});

describe('corporate status', () => {
  it('lets solo@solo.example promote Solo Traders to corporate and back', async () => {
    const page = await signedIn(browser, 'solo@solo.example');
    try {
      await page.goto(portalUrl('/administration/account'));
      const corporate = page.getByRole('region', { name: 'Corporate status' });
      await corporate.getByText('Solo Traders is not a corporate organisation.').waitFor();
      expect(await seriousFindings(page, '#group-status-panel')).toEqual([]);

      await corporate.getByRole('button', { name: 'Promote to corporate' }).click();
      await corporate.getByText('Solo Traders is a corporate organisation.').waitFor();
      await expect.poll(async () => (await soloTraders()).subtype, { timeout: OUTCOME_TIMEOUT }).toBe('corporate');

      await corporate.getByRole('button', { name: 'Remove corporate status' }).click();
      await corporate.getByText('Solo Traders is not a corporate organisation.').waitFor();
      await expect.poll(async () => (await soloTraders()).subtype, { timeout: OUTCOME_TIMEOUT }).toBe('');
    } finally {
      await page.context().close();
      // Other tests expect Solo Traders as the demo data has it.
      const { jwt, subtype } = await soloTraders();
      if (subtype === 'corporate')
        await fetch(`${ownPortal().userServerUrl}/group/disablecorporate?groupId=110`, { method: 'PUT', headers: { authorization: `Bearer ${jwt}` } });
    }
  });
});
