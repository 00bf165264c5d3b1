import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { axeFindings } from '../src/axe';
import { launchBrowser, portalUrl } from '../src/browser';
import { signedIn } from '../src/sign-in';

// The findings of an axe run over the signed-in screens, each checked where it was found.

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

describe('accessibility', () => {
  it('lists the groups of the change-account dialog as list items', async () => {
    const page = await signedIn(browser, 'owner@acme.example');
    await page.getByRole('button', { name: 'Change Account' }).click();
    await page.getByRole('dialog', { name: 'Change Account' }).getByRole('button', { name: 'Acme Web' }).waitFor();
    expect(await axeFindings(page, '[aria-labelledby="change-account-title"]', ['list', 'listitem'])).toEqual([]);
    await page.context().close();
  });

  async function validated(page: Page) {
    await open(page, '/applications/emailvalidation', 'Email Validation');
    // A role account is risky; a mistyped domain comes with a suggestion.
    await page.getByRole('textbox', { name: 'E-mail addresses' }).fill('info@gmail.com\njo@gmial.com');
    await page.getByRole('button', { name: 'Validate' }).click();
    await page.getByText('Risky', { exact: true }).first().waitFor();
    await page
      .getByRole('button', { name: /jo@gmail\.com/ })
      .first()
      .waitFor();
  }

  it('gives the e-mail verdict chips, Risky too, enough contrast', async () => {
    const page = await signedIn(browser, 'owner@acme.example');
    await validated(page);
    expect(await axeFindings(page, 'main', ['color-contrast'])).toEqual([]);
    await page.context().close();
  });

  it('gives "Use this" a name that holds the words it shows', async () => {
    const page = await signedIn(browser, 'owner@acme.example');
    await validated(page);
    expect(await axeFindings(page, 'main', ['label-content-name-mismatch'])).toEqual([]);
    await page.context().close();
  });

  it('keeps the address search help readable while the search waits for a country', async () => {
    const page = await signedIn(browser, 'owner@acme.example');
    await open(page, '/applications/addresslookup', 'Address Lookup');
    await page.getByLabel('Dataset').selectOption({ label: 'International addresses' });
    await page.getByText('Choose a country to search its addresses.').waitFor();
    expect(await axeFindings(page, 'main', ['color-contrast'])).toEqual([]);
    await page.context().close();
  });
});
