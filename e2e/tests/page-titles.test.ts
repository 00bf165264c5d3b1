import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, newPage, OUTCOME_TIMEOUT, portalUrl } from '../src/browser';
import { PASSWORD, registerThroughSandbox, signIn, signedIn } from '../src/sign-in';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** The document title once the page has settled on it. */
async function titleOf(page: Page, expected: string): Promise<string> {
  await expect.poll(() => page.title(), { timeout: OUTCOME_TIMEOUT }).toBe(expected);
  return page.title();
}

// Every page has a document title of its own, "Address Lookup · Data Portal" (WCAG 2.4.2; docs/routes-and-access.md).
describe('document titles', () => {
  // Eight pages and two sign-ins: more than the usual time for one test.
  it('names each built screen after itself, a different title on each', async () => {
    const titles: string[] = [];

    const visitor = await newPage(browser);
    for (const [path, title] of [
      ['/login', 'Login · Data Portal'],
      ['/register', 'Register · Data Portal'],
      ['/resetpassword', 'Reset Password · Data Portal'],
    ] as const) {
      await visitor.page.goto(portalUrl(path));
      titles.push(await titleOf(visitor.page, title));
    }
    await visitor.context.close();

    // A user who has not entered their validation code yet is sent to /validate.
    const email = `titles-${Date.now()}@example.com`;
    await registerThroughSandbox(email, PASSWORD);
    const unvalidated = await newPage(browser);
    await signIn(unvalidated.page, email);
    await unvalidated.page.waitForURL('**/portal/validate');
    titles.push(await titleOf(unvalidated.page, 'Validate · Data Portal'));
    await unvalidated.context.close();

    const page = await signedIn(browser, 'owner@acme.example');
    titles.push(await titleOf(page, 'Home · Data Portal'));
    for (const [path, title] of [
      ['/applications/addresslookup', 'Address Lookup · Data Portal'],
      ['/applications/emailvalidation', 'Email Validation · Data Portal'],
      ['/applications/paymentvalidation', 'Payment Validation · Data Portal'],
    ] as const) {
      await page.goto(portalUrl(path));
      titles.push(await titleOf(page, title));
    }

    expect(new Set(titles).size).toBe(8);
    await page.context().close();
  });

  it('gives the log in and register pages exactly one level-1 heading each, naming the page', async () => {
    const visitor = await newPage(browser);
    try {
      for (const [path, heading] of [
        ['/login', 'Log in to the Data Portal'],
        ['/register', 'Register for the Data Portal'],
      ] as const) {
        await visitor.page.goto(portalUrl(path));
        await visitor.page.getByRole('heading', { level: 1, name: heading }).waitFor();
        expect(await visitor.page.locator('h1, [role="heading"][aria-level="1"]').count(), path).toBe(1);
      }
    } finally {
      await visitor.context.close();
    }
  });

  it('gives every public page, and each signed-in screen, exactly one level-1 heading naming it', { timeout: 150_000 }, async () => {
    const levelOne = (page: Page) => page.locator('h1, [role="heading"][aria-level="1"]');
    /** Waits for the page's heading, then reads every level-1 heading it has. */
    const headingsOf = async (page: Page, path: string, heading: string | RegExp) => {
      await page.goto(portalUrl(path));
      await page.getByRole('heading', { level: 1, name: heading }).waitFor();
      return levelOne(page).allTextContents();
    };

    // The pages anyone may open, signed out: each names what it is for.
    const visitor = await newPage(browser);
    try {
      for (const [path, heading] of [
        ['/login', 'Log in to the Data Portal'],
        ['/register', 'Register for the Data Portal'],
        ['/resetpassword', 'Reset your password'],
        ['/resetpassword?userId=owner%40acme.example', 'Reset your password'],
        ['/no/such/page', 'Oops, the page does not exist'],
      ] as const) {
        expect(await headingsOf(visitor.page, path, heading), path).toEqual([heading]);
      }
    } finally {
      await visitor.context.close();
    }

    // A user who has not entered their validation code yet is held at /validate.
    const email = `headings-${Date.now()}@example.com`;
    await registerThroughSandbox(email, PASSWORD);
    const unvalidated = await newPage(browser);
    try {
      await signIn(unvalidated.page, email);
      await unvalidated.page.waitForURL('**/portal/validate');
      await unvalidated.page.getByRole('heading', { level: 1, name: 'Validate your account' }).waitFor();
      expect(await levelOne(unvalidated.page).allTextContents()).toEqual(['Validate your account']);
    } finally {
      await unvalidated.context.close();
    }

    // Signed in, the frame adds no heading of its own: each screen's h1 is the one.
    const page = await signedIn(browser, 'owner@acme.example');
    try {
      for (const [path, heading] of [
        ['/home', /^Welcome/],
        ['/applications/addresslookup', 'Address Lookup'],
        ['/applications/emailvalidation', 'Email Validation'],
        ['/applications/paymentvalidation', 'Payment Validation'],
        ['/applications/addresscleanse', 'Address Cleanse'],
        ['/shop', 'Shop'],
        ['/shop/addresslookup', 'Address Lookup'],
        ['/shop/basket', 'Basket'],
        ['/reporting/summary', 'Summary'],
        ['/reporting/services', 'Services'],
        ['/reporting/tokens', 'Tokens'],
        ['/administration/services', 'Services'],
        ['/administration/account', 'Account'],
        ['/administration/tokens', 'Tokens'],
        ['/helpcentre', 'Help Centre'],
      ] as const) {
        const headings = await headingsOf(page, path, heading);
        expect(headings, path).toHaveLength(1);
      }
    } finally {
      await page.context().close();
    }
  });

  it('follows navigation inside the portal, and names refused and missing pages for what they are', async () => {
    const page = await signedIn(browser, 'member@acme.example');
    await page.getByRole('button', { name: 'Applications' }).click();
    await page.getByRole('menuitem', { name: 'Email Validation' }).click();
    await page.getByRole('heading', { level: 1, name: 'Email Validation' }).waitFor();
    await titleOf(page, 'Email Validation · Data Portal');

    await page.goto(portalUrl('/reporting/summary'));
    await page.getByTestId('refusal').waitFor();
    await titleOf(page, 'Not Available: Summary · Data Portal');

    await page.goto(portalUrl('/no/such/page'));
    await titleOf(page, 'Page Not Found · Data Portal');
    await page.context().close();
  });
});
