import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, OUTCOME_TIMEOUT, portalUrl } from '../src/browser';
import { signedIn } from '../src/sign-in';

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

const labelLines = (page: Page) => page.getByTestId('address-label-line').allTextContents();

/** How soon after the last keystroke a person should see suggestions. */
const suggestWithinMs = 1000;

describe('address lookup', () => {
  it('suggests uk addresses to owner@acme.example as they type, timing it against a second, and lays out the one picked again only when asked, for one click', async ({
    annotate,
  }) => {
    const page = await signedIn(browser, 'owner@acme.example');
    await open(page, '/applications/addresslookup', 'Address Lookup');
    const search = page.getByRole('combobox', { name: 'Search for an address' });
    const options = page.getByRole('listbox').getByRole('option');

    // A common street word finds a real address of the sandbox to look for.
    await search.click();
    await search.pressSequentially('street', { delay: 40 });
    await options.first().waitFor();
    const wanted = (await options.first().textContent()) ?? '';
    const typed = wanted.split(',').slice(0, 2).join(',');
    expect(typed).toMatch(/street/i);

    // Type part of it as a person would, and time the suggestions from the last keystroke.
    await search.fill('');
    await search.pressSequentially(typed.slice(0, -1), { delay: 40 });
    await search.press(typed.slice(-1));
    const lastKeystroke = Date.now();
    // The list left from the previous keystroke does not count: wait for the one that holds the address.
    await expect.poll(() => options.allTextContents(), { timeout: OUTCOME_TIMEOUT, interval: 20 }).toContain(wanted);
    const elapsed = Date.now() - lastKeystroke;
    // A person should see suggestions within a second of the last keystroke. This is one sample, in a
    // browser, on a machine other runs may be loading: it measures the machine as much as the portal,
    // so it is reported against the second, and fails only far beyond it, where no load explains it
    // (a lost debounce, a request stuck behind a timeout). `npm run bench` measures the latency itself.
    await annotate(
      `autocomplete: the wanted address was suggested ${elapsed} ms after the last keystroke (wanted: within ${suggestWithinMs} ms)`,
      elapsed <= suggestWithinMs ? 'notice' : 'warning',
    );
    expect(elapsed).toBeLessThan(suggestWithinMs * 5);

    // Nothing is highlighted until an arrow key is pressed: ArrowDown highlights the first suggestion.
    let retrievals = 0;
    page.on('request', (request) => {
      if (request.url().endsWith('/graphql') && request.postDataJSON()?.operationName === 'Address') retrievals += 1;
    });
    const index = (await options.allTextContents()).indexOf(wanted);
    for (let i = 0; i <= index; i++) await search.press('ArrowDown');
    await search.press('Enter');
    await page.getByTestId('address-label').waitFor();
    expect(await search.inputValue()).toBe(wanted);
    expect(await labelLines(page)).toHaveLength(7);
    expect(await page.getByTestId('address-fields').getByRole('row').count()).toBeGreaterThan(3);

    // Each retrieval counts a click: a layout change asks for none, and the label shown stays as it was.
    const fixedTown = await labelLines(page);
    await page.getByLabel('Label format').selectOption('Standard');
    await page.getByLabel('Lines on the label').selectOption('6');
    await page.getByLabel('Lines on the label').selectOption('5');
    await page.getByTestId('layout-changed').waitFor();
    expect(await labelLines(page)).toEqual(fixedTown);
    expect(retrievals).toBe(1);

    // Asked for from the keyboard, by the button that says what it costs: one more retrieval.
    const again = page.getByRole('button', { name: 'Retrieve again in the new layout (1 click)' });
    await again.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => labelLines(page), { timeout: OUTCOME_TIMEOUT }).not.toEqual(fixedTown);
    expect(await labelLines(page)).toHaveLength(5);
    expect(await page.getByTestId('layout-changed').count()).toBe(0);
    expect(retrievals).toBe(2);
    expect(await page.evaluate(() => JSON.parse(localStorage.getItem('labelConfiguration') ?? 'null'))).toEqual({
      outputFields: 5,
      labelFormat: 'Standard',
      townFormat: 'Uppercase',
      reserverOrgLine: 'AsRequired',
      includeCounty: 'AsRequired',
    });
    await page.context().close();
  });
});

describe('email validation', () => {
  it('calls a disposable address and a role address risky, a reserved domain invalid and an unknown one unknown, each saying why', async () => {
    const page = await signedIn(browser, 'owner@acme.example');
    await open(page, '/applications/emailvalidation', 'Email Validation');
    await page.getByRole('textbox', { name: 'E-mail addresses' }).fill('someone@mailinator.com\ninfo@gmail.com\nbob@example.com\nann@smallfirm.co.uk');
    await page.getByRole('button', { name: 'Validate' }).click();
    const rows = page.getByTestId('email-result');
    await expect.poll(() => rows.count(), { timeout: OUTCOME_TIMEOUT }).toBe(4);
    expect(await page.getByTestId('email-status').allTextContents()).toEqual(['Risky', 'Risky', 'Invalid', 'Unknown']);
    expect(await page.getByTestId('email-reason').allTextContents()).toEqual([
      'Disposable address: the domain hands out throwaway addresses',
      'Role account (like info@ or sales@), not a person',
      'A reserved example or test domain (like example.com or .test): no mail can reach it',
      'The domain’s mail server could neither confirm nor rule out this mailbox',
    ]);
    expect(await page.getByTestId('email-summary').textContent()).toContain('2 risky');
    await page.context().close();
  });
});

describe('payment validation', () => {
  it('passes 08-99-99 66374958 and fails 08-99-99 66374959, with the reason', async () => {
    const page = await signedIn(browser, 'owner@acme.example');
    await open(page, '/applications/paymentvalidation', 'Payment Validation');
    const sortCode = page.getByRole('textbox', { name: 'Sort code' });
    const accountNumber = page.getByRole('textbox', { name: 'Account number' });
    await sortCode.pressSequentially('089999');
    expect(await sortCode.inputValue()).toBe('08-99-99');
    await accountNumber.fill('66374958');
    await accountNumber.press('Enter');
    await expect.poll(() => page.getByTestId('bank-verdict').textContent(), { timeout: OUTCOME_TIMEOUT }).toBe('Valid');
    expect(await page.getByTestId('bank-reason').textContent()).not.toBe('');

    await accountNumber.fill('66374959');
    await page.getByRole('button', { name: 'Validate' }).click();
    await expect.poll(() => page.getByTestId('bank-verdict').textContent(), { timeout: OUTCOME_TIMEOUT }).toBe('Invalid');
    expect(await page.getByTestId('bank-reason').textContent()).not.toBe('');
    await page.context().close();
  });

  it('calls 12-34-56 12345678 Could not be checked, in amber, never a green Valid, and says why', async () => {
    const page = await signedIn(browser, 'owner@acme.example');
    await open(page, '/applications/paymentvalidation', 'Payment Validation');
    await page.getByRole('textbox', { name: 'Sort code' }).pressSequentially('123456');
    await page.getByRole('textbox', { name: 'Account number' }).fill('12345678');
    await page.getByRole('button', { name: 'Validate' }).click();
    await expect.poll(() => page.getByTestId('bank-verdict').textContent(), { timeout: OUTCOME_TIMEOUT }).toBe('Could not be checked');
    expect(await page.getByTestId('bank-reason').textContent()).toBe(
      'The sort code is not in the modulus checking table, so the account number could not be checked: it may or may not be right',
    );
    // The alert's own colour: MUI's warning, not its success green.
    const result = page.getByTestId('bank-result');
    expect(await result.getAttribute('class')).toMatch(/MuiAlert-colorWarning/);
    expect(await result.locator('[data-testid="SuccessOutlinedIcon"]').count()).toBe(0);
    await page.context().close();
  });

  it('is refused to koala@koala.example on the australia host', async () => {
    const page = await signedIn(browser, 'koala@koala.example', { territory: 'australia' });
    await page.goto(portalUrl('/applications/paymentvalidation', 'australia'));
    const refusal = page.getByTestId('refusal');
    await refusal.waitFor();
    expect(await refusal.textContent()).toBe('The page you were looking for is not accessible through this account.');
    // The refusal names the page (its one h1) and shows nothing of the check's.
    expect(await page.getByRole('heading', { level: 1 }).allTextContents()).toEqual(['Payment Validation']);
    expect(await page.getByRole('textbox', { name: 'Sort code' }).count()).toBe(0);
    await page.context().close();
  });
});
