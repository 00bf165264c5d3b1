import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { seriousFindings } from '../src/axe';
import { launchBrowser, newPage, OUTCOME_TIMEOUT, portalUrl } from '../src/browser';
import { enterValidationCode, registerThroughSandbox, signedIn, signIn } from '../src/sign-in';

// The wizards run on a customer each test registers, so the demo organisations stay as they are.

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const PASSWORD = 'Harbour123';

/** A new customer, registered and validated, at home: the owner of "Test Company" and its account. */
async function newCustomer(): Promise<{ page: Page; email: string; close: () => Promise<void> }> {
  const email = `wizard-${Date.now()}-${Math.floor(Math.random() * 1e6)}@harbour.example`;
  await registerThroughSandbox(email, PASSWORD);
  const { context, page } = await newPage(browser);
  page.setDefaultTimeout(OUTCOME_TIMEOUT);
  await signIn(page, email, { password: PASSWORD });
  await page.waitForURL('**/portal/validate');
  await enterValidationCode(page, email);
  await page.waitForURL('**/portal/home');
  return { page, email, close: () => context.close() };
}

const accountName = (page: Page) => page.getByTestId('account-bar-account-name').textContent();

describe('the welcome wizard', () => {
  it('takes a new owner through company details, naming the account and inviting a colleague, and resumes where they left off', async () => {
    const { page, close } = await newCustomer();
    await page.goto(portalUrl('/welcomewizard'));
    await page.getByRole('heading', { name: 'Company details' }).waitFor();
    expect(await page.title()).toBe('Welcome · Data Portal');
    expect(await seriousFindings(page)).toEqual([]);

    // Nothing is sent while the address is incomplete.
    await page.getByRole('button', { name: 'Save and continue' }).click();
    await page.getByText('Enter the first line of the address').waitFor();
    await page.getByLabel('Address line 1').fill('1 Quay Street');
    await page.getByLabel('Town').fill('Bristol');
    await page.getByLabel('Postcode').fill('BS1 4DJ');
    await page.getByRole('button', { name: 'Save and continue' }).click();

    await page.getByRole('heading', { name: 'First account' }).waitFor();
    await page.getByLabel('Account name').fill('Website');
    await page.getByRole('button', { name: 'Save and continue' }).click();
    // The account bar follows the new name without a reload.
    await expect.poll(() => accountName(page), { timeout: OUTCOME_TIMEOUT }).toContain('Website');

    await page.getByRole('heading', { name: 'Invite colleagues' }).waitFor();
    await page.getByLabel('E-mail address').fill('colleague@harbour.example');
    await page.getByRole('button', { name: 'Invite', exact: true }).click();
    await page.getByRole('list', { name: 'Invitations sent' }).getByText('colleague@harbour.example').waitFor();
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByRole('heading', { name: 'Your services' }).waitFor();

    // Coming back later opens the first step still to do: the services, all else being done.
    await page.goto(portalUrl('/welcomewizard'));
    await page.getByRole('heading', { name: 'Your services' }).waitFor();
    await page.getByRole('link', { name: 'Finish' }).click();
    await page.waitForURL('**/portal/home');
    await close();
  });
});

describe('the organisation wizard', () => {
  it('creates an organisation with two accounts for its owner, and acts for the first', async () => {
    const { page, close } = await newCustomer();
    await page.goto(portalUrl('/organisationwizard'));
    await page.getByLabel('Organisation name').fill('Harbour Trading');
    expect(await page.title()).toBe('Creation Wizard · Data Portal');
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByLabel('Account 1 name').fill('Main');
    await page.getByRole('button', { name: 'Add another account' }).click();
    await page.getByLabel('Account 2 name').fill('main');
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByText('Each account needs its own name').waitFor();
    await page.getByLabel('Account 2 name').fill('Web');
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('list', { name: 'What will be created' }).getByText('Main, Web').waitFor();
    expect(await seriousFindings(page)).toEqual([]);
    await page.getByRole('button', { name: 'Create' }).click();
    await page.waitForURL('**/portal/home');
    // The customer's first organisation had an account called Main too: wait for the new one.
    await expect.poll(() => page.getByText('Organisation: Harbour Trading').isVisible(), { timeout: OUTCOME_TIMEOUT }).toBe(true);
    expect(await accountName(page)).toContain('Main');
    await close();
  });

  it('lets staff find the customer who will own the new organisation', async () => {
    const customer = await newCustomer();
    await customer.close();
    const page = await signedIn(browser, 'admin@provider.example');
    await page.goto(portalUrl('/organisationwizard'));
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByText('Choose who will own the organisation').waitFor();
    await page.getByLabel('Name or e-mail address').fill(customer.email);
    await page.getByLabel('Name or e-mail address').press('Enter');
    await page.getByRole('radio', { name: new RegExp(customer.email) }).check();
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByLabel('Organisation name').fill('Harbour Staff Made');
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('list', { name: 'What will be created' }).getByText(customer.email).waitFor();
    await page.getByRole('button', { name: 'Create' }).click();
    await page.waitForURL('**/portal/home');
    await expect.poll(() => page.getByText('Organisation: Harbour Staff Made').isVisible(), { timeout: OUTCOME_TIMEOUT }).toBe(true);
    await page.context().close();
  });

  it('refuses a member, who owns nothing, with the owner-only text', async () => {
    const page = await signedIn(browser, 'member@acme.example');
    await page.goto(portalUrl('/organisationwizard'));
    await page.getByText('This page is not currently available while using this account. Please switch to another account or return home.').waitFor();
    await page.context().close();
  });
});
