import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, newPage, OUTCOME_TIMEOUT, pathOf, portalUrl } from '../src/browser';
import { gateway } from '../src/portal-api';
import { enterValidationCode, latestCode, registerThroughSandbox, sendRegistration } from '../src/sign-in';

// A new customer's first run: registered and validated, they can try every service at once on
// free trial clicks, and a service they have nothing left to use with leads them to the shop.

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** The subscriptions on home, row by row: service, plan, clicks left, renews or ends, price. */
async function homeSubscriptions(page: Page): Promise<string[][]> {
  const rows = page.getByRole('table', { name: 'Subscriptions' }).getByRole('row');
  await rows.nth(1).waitFor();
  const cells = await rows.evaluateAll((all) => all.slice(1).map((row) => [...row.querySelectorAll('td')].slice(0, 5).map((cell) => cell.textContent ?? '')));
  return cells;
}

describe('a first run that goes somewhere', () => {
  it('registers a new customer, validates, sees the trials at home and retrieves an address on a trial click', async () => {
    const { context, page } = await newPage(browser);
    page.setDefaultTimeout(OUTCOME_TIMEOUT);
    const email = `first-run-${Date.now()}@fresh.example`;
    await page.goto(portalUrl('/register'));
    await sendRegistration(page, { name: 'Fay Fresh', company: 'Fresh Start Ltd', email });
    await page.waitForURL('**/portal/validate');
    await enterValidationCode(page, email);
    await page.waitForURL('**/portal/home');

    expect((await homeSubscriptions(page)).map(([service, plan, clicks, , price]) => [service, plan, clicks, price])).toEqual([
      ['Address lookup', 'Address Lookup trial', '100 of 100', 'Free'],
      ['Email validation', 'Email Validation trial', '100 of 100', 'Free'],
      ['Payment validation', 'Payment Validation trial', '100 of 100', 'Free'],
    ]);
    expect((await homeSubscriptions(page)).every(([, , , ends]) => ends?.startsWith('Trial ends '))).toBe(true);
    expect(await page.getByTestId('home-shop-way').textContent()).toBe(
      'Trial clicks are free until the trial ends. To go on after it, choose a plan in the Shop.',
    );

    // The demo company's own postcode, typed without its space, finds it; picking it takes a trial click.
    await page.goto(portalUrl('/applications/addresslookup'));
    const search = page.getByRole('combobox', { name: 'Search for an address' });
    await search.click();
    await search.pressSequentially('m11aa', { delay: 40 });
    await page.getByRole('option', { name: 'Acme Ltd, 1 Acme Way, Manchester, M1 1AA' }).click();
    await expect
      .poll(() => page.getByTestId('address-label-line').allTextContents(), { timeout: OUTCOME_TIMEOUT })
      .toEqual(['Acme Ltd', '1 Acme Way', '', '', '', 'MANCHESTER, Greater Manchester', 'M1 1AA']);

    // The gateway keeps the subscriptions it read for its request cache time (10 s by default), so
    // home is opened again until the click shows.
    await expect
      .poll(
        async () => {
          await page.goto(portalUrl('/home'));
          return (await homeSubscriptions(page))[0]?.[2];
        },
        { timeout: OUTCOME_TIMEOUT * 3, interval: 2000 },
      )
      .toBe('99 of 100');
    await context.close();
  });

  it('leads from a service with nothing left to use to its page in the shop', async () => {
    // A customer who has used all 100 e-mail checks of the trial, through the API as a program would.
    const email = `used-up-${Date.now()}@fresh.example`;
    await registerThroughSandbox(email, 'Secret123');
    const signIn = 'mutation S($u: String!, $p: String!) { signIn(userName: $u, password: $p) { jwt accountId } }';
    const first = (await gateway<{ signIn: { jwt: string } }>(signIn, { u: email, p: 'Secret123' })).signIn;
    await gateway('mutation V($code: String!) { validateUser(code: $code) { validated } }', { code: await latestCode(email, 'validation') }, first.jwt);
    const session = (await gateway<{ signIn: { jwt: string; accountId: string } }>(signIn, { u: email, p: 'Secret123' })).signIn;
    const emails = Array.from({ length: 100 }, (_, index) => `person${index}@gmail.com`);
    await gateway(
      'query E($a: ID!, $e: [String!]!) { emailValidation(accountId: $a, emails: $e) { status } }',
      { a: session.accountId, e: emails },
      session.jwt,
    );

    const { context, page: own } = await newPage(browser);
    own.setDefaultTimeout(OUTCOME_TIMEOUT);
    await own.goto(portalUrl('/login'));
    await own.getByLabel('User name').fill(email);
    await own.getByLabel('Password', { exact: true }).fill('Secret123');
    await own.getByRole('button', { name: 'Log In' }).click();
    await own.waitForURL('**/portal/home');

    await own.goto(portalUrl('/applications/emailvalidation'));
    await own.getByTestId('email-input').fill('jane@gmail.com');
    await own.getByRole('button', { name: 'Validate' }).click();
    const way = own.getByRole('link', { name: 'Buy an e-mail validation plan in the Shop' });
    await way.waitFor();
    expect(await own.getByText(/e-mail validation trial has used all its clicks: buy a plan to go on/).count()).toBeGreaterThan(0);
    await way.click();
    await own.waitForURL('**/portal/shop/emailValidation');
    await own.getByRole('heading', { level: 1, name: 'Email Validation' }).waitFor();
    expect(pathOf(own)).toBe('/portal/shop/emailValidation');
    await context.close();
  });
});
