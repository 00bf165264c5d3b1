import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser, newPage, OUTCOME_TIMEOUT, PAGE_REFUSAL, pathOf, portalUrl } from '../src/browser';
import { enterValidationCode, logIn, registerThroughSandbox, sendRegistration } from '../src/sign-in';

// A page of the portal opened with nobody signed in (a bookmark, a link in an e-mail) goes to
// login, and signing in there leads to it, with its query, where the route's guard decides what
// shows; Log Out, and registering a new account, go home as before. Nothing here changes the demo
// users: the one who validates is made for the test.

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** Signs in through the login form already in front of the person, as they would. */
describe('a page opened signed out', () => {
  it('is where signing in leads, with its query; after Log Out the next sign-in goes home', async () => {
    const { context, page } = await newPage(browser);
    await page.goto(portalUrl('/reporting/tokens?period=last7'));
    await page.waitForURL('**/portal/login?period=last7');
    await logIn(page, 'owner@acme.example');
    await page.waitForURL('**/portal/reporting/tokens?period=last7');
    await page.getByRole('heading', { level: 1, name: 'Tokens' }).waitFor({ timeout: OUTCOME_TIMEOUT });

    await page.getByTestId('account-bar-user').click();
    await page.getByRole('menuitem', { name: 'Log Out' }).click();
    await page.waitForURL('**/portal/login?period=last7');
    await logIn(page, 'owner@acme.example');
    await page.waitForURL('**/portal/home?period=last7');
    expect(pathOf(page)).toBe('/portal/home?period=last7');
    await context.close();
  });

  it('leaves what shows there to the route guard: a member is refused the report there as anywhere', async () => {
    const { context, page } = await newPage(browser);
    await page.goto(portalUrl('/reporting/tokens'));
    await page.waitForURL('**/portal/login');
    await logIn(page, 'member@acme.example');
    await page.waitForURL('**/portal/reporting/tokens');
    await page.getByText(PAGE_REFUSAL).waitFor({ timeout: OUTCOME_TIMEOUT });
    await context.close();
  });

  it('waits for a user who has to validate first, and leads there once the code is entered', async () => {
    const { context, page } = await newPage(browser);
    const email = `opened-${Date.now()}@fresh.example`;
    await registerThroughSandbox(email, 'Secret123');
    await page.goto(portalUrl('/reporting/summary'));
    await page.waitForURL('**/portal/login');
    await logIn(page, email, 'Secret123');
    await page.waitForURL('**/portal/validate');
    await enterValidationCode(page, email);
    await page.waitForURL('**/portal/reporting/summary');
    await page.getByRole('heading', { level: 1, name: 'Summary' }).waitFor({ timeout: OUTCOME_TIMEOUT });
    await context.close();
  });

  it('is not where a newly registered customer starts: they validate and go home', async () => {
    const { context, page } = await newPage(browser);
    const email = `opened-new-${Date.now()}@fresh.example`;
    await page.goto(portalUrl('/administration/account'));
    await page.waitForURL('**/portal/login');
    await page.getByRole('link', { name: 'Register' }).click();
    await sendRegistration(page, { name: 'Nia New', company: 'New Leaf Ltd', email });
    await page.waitForURL('**/portal/validate');
    await enterValidationCode(page, email);
    await page.waitForURL('**/portal/home');
    expect(pathOf(page)).toBe('/portal/home');
    await context.close();
  });
});
