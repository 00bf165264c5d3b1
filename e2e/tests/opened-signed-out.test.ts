import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, newPage, OUTCOME_TIMEOUT, pathOf, portalUrl } from '../src/browser';
import { latestCode, PASSWORD, registerThroughSandbox } from '../src/sign-in';

// A page of the portal opened with nobody signed in (a bookmark, a link in an e-mail) goes to
// login, and signing in there leads to it, with its query, where the route's guard decides what
// shows; Log Out, and registering a new account, go home as before. Nothing here changes the demo
// users: the one who validates is made for the test.

const REFUSAL = 'This page is not currently available while using this account. Please switch to another account or return home.';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** Signs in through the login form already in front of the person, as they would. */
async function logIn(page: Page, userName: string, password = PASSWORD) {
  await page.getByLabel('User name').fill(userName);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log In' }).click();
}

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
    await page.getByText(REFUSAL).waitFor({ timeout: OUTCOME_TIMEOUT });
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
    await page.getByLabel('Validation code').fill(await latestCode(email, 'validation'));
    await page.getByRole('button', { name: 'Validate', exact: true }).click();
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
    await page.getByLabel('Your name').fill('Nia New');
    await page.getByLabel('Company name').fill('New Leaf Ltd');
    await page.getByLabel('E-mail address').fill(email);
    await page.getByLabel('Password', { exact: true }).fill('Secret123');
    await page.getByLabel('Confirm password').fill('Secret123');
    await page.getByRole('button', { name: 'Register' }).last().click();
    await page.waitForURL('**/portal/validate');
    await page.getByLabel('Validation code').fill(await latestCode(email, 'validation'));
    await page.getByRole('button', { name: 'Validate', exact: true }).click();
    await page.waitForURL('**/portal/home');
    expect(pathOf(page)).toBe('/portal/home');
    await context.close();
  });
});
