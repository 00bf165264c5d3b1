import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { axeFindings } from '../src/axe';
import { launchBrowser } from '../src/browser';
import { signedIn } from '../src/sign-in';

// The findings of an axe run over the signed-in screens, each checked where it was found.

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('accessibility', () => {
  it('lists the groups of the change-account dialog as list items', async () => {
    const page = await signedIn(browser, 'owner@acme.example');
    await page.getByRole('button', { name: 'Change Account' }).click();
    await page.getByRole('dialog', { name: 'Change Account' }).getByRole('button', { name: 'Acme Web' }).waitFor();
    expect(await axeFindings(page, '[aria-labelledby="change-account-title"]', ['list', 'listitem'])).toEqual([]);
    await page.context().close();
  });
});
