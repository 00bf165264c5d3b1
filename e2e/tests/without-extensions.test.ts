import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page, Route } from 'playwright-core';
import { startPortal } from '@portal/launcher';
import { bureauTestAddresses } from '@portal/sandbox';
import { seriousFindings } from '../src/axe';
import { launchBrowser, OUTCOME_TIMEOUT, portalUrl } from '../src/browser';
import { noUpstreams } from '../src/own-sandbox';
import { signedIn } from '../src/sign-in';

// The portal against services without the provider's extensions (docs/upstream-contract.md): a
// portal of this test's own, whose sandbox is strict (SANDBOX_STRICT=1) and answers each extension
// 404 as a real service without it would. Checkout to the thank-you page, Datasets & Plans, an
// address cleanse upload with a dropped connection resumed and one cancelled, and field mapping
// all work, and no screen says anything is broken.

type Portal = Awaited<ReturnType<typeof startPortal>>;

const HELD_PLAN = 'Address Lookup 20,000';

let browser: Browser;
let portal: Portal;
beforeAll(async () => {
  browser = await launchBrowser();
  portal = await startPortal({ port: 0, env: { ...process.env, ...noUpstreams, SANDBOX_STRICT: '1' }, quiet: true, webDist: inject('webDist') });
  expect(portal.sandbox?.strict).toBe(true);
});
afterAll(async () => {
  await browser?.close();
  await portal?.close();
});

const signedInHere = (userName: string) => signedIn(browser, userName, { port: portal.port });

async function open(page: Page, path: string, heading: string | RegExp) {
  await page.goto(portalUrl(path, 'uk', portal.port));
  await page.getByRole('heading', { level: 1, name: heading }).waitFor();
}

/** Nothing on the page says something failed. */
async function nothingAmiss(page: Page) {
  expect(await page.getByRole('alert').count()).toBe(0);
  expect(await page.getByText(/not available|went wrong|failed/i).count()).toBe(0);
}

describe('the portal without the provider extensions', () => {
  it('takes owner@acme.example through checkout to a thank-you page showing what was sent to checkout', { timeout: 120_000 }, async () => {
    const page = await signedInHere('owner@acme.example');
    page.setDefaultTimeout(OUTCOME_TIMEOUT);
    await open(page, '/shop/addresslookup', 'Address Lookup');
    await page.getByRole('article', { name: HELD_PLAN }).getByRole('button', { name: 'Add to basket' }).click();
    await page.getByRole('link', { name: 'Basket, 1 item' }).waitFor();

    await open(page, '/shop/basket', 'Basket');
    await expect.poll(() => page.getByRole('textbox', { name: 'Company' }).inputValue(), { timeout: OUTCOME_TIMEOUT }).not.toBe('');
    const sentTotal = (await page.getByTestId('basket-total').textContent()) ?? '';
    await page.getByRole('textbox', { name: 'Address line 1' }).fill('1 High Street');
    await page.getByRole('textbox', { name: 'Town' }).fill('London');
    await page.getByRole('textbox', { name: 'Postcode' }).fill('EC1A 1BB');
    await page.getByRole('button', { name: 'Go to payment' }).click();

    await page.getByRole('heading', { level: 1, name: 'Pay for your order' }).waitFor();
    await page.getByLabel('Name on card').fill('Olivia Owner');
    await page.getByLabel('Card number').fill('4242 4242 4242 4242');
    await page.getByLabel('Expiry date (MM/YY)').fill('12/30');
    await page.getByLabel('Security code (CVC)').fill('123');
    // The card typed above, not the saved card the payment page also offers ("Pay £… with the saved card").
    await page.getByRole('button', { name: /^Pay \S+$/ }).click();

    await page.waitForURL('**/portal/shop/thankyou?orderId=*');
    await page.getByRole('heading', { level: 1, name: 'Thank you for your order' }).waitFor();
    const sent = page.getByTestId('thank-you-sent');
    await sent.getByRole('list', { name: 'What you sent to checkout' }).getByText(HELD_PLAN).waitFor();
    expect(await sent.getByTestId('order-total').textContent()).toBe(sentTotal);
    expect(await sent.textContent()).toMatch(/^Order \d+ went through the payment page\./);
    // What was bought has left the basket.
    await page.getByRole('link', { name: 'Basket, 0 items' }).waitFor();
    await nothingAmiss(page);
    expect(await seriousFindings(page)).toEqual([]);
    await page.context().close();
  });

  it('lets admin@provider.example read Datasets & Plans and add a filter to a plan', { timeout: 120_000 }, async () => {
    const page = await signedInHere('admin@provider.example');
    page.setDefaultTimeout(OUTCOME_TIMEOUT);
    await open(page, '/dataAdministration', 'Datasets & Plans');
    await page.getByRole('table', { name: 'Datasets' }).getByRole('link', { name: 'UK Addresses (PAF)' }).waitFor();
    await page.getByRole('link', { name: HELD_PLAN }).first().click();
    await page.getByRole('heading', { level: 1, name: HELD_PLAN }).waitFor();
    await page.getByRole('table', { name: 'Price tiers' }).waitFor();
    await nothingAmiss(page);
    await page.getByRole('link', { name: 'Filters' }).click();
    await page.getByRole('heading', { level: 1, name: 'Filters' }).waitFor();
    await page.getByLabel('Description').fill('Strict');
    await page.getByLabel('Category').fill('Checked');
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    await page.getByRole('list', { name: 'filters in order' }).getByText('Strict').waitFor();
    await nothingAmiss(page);
    expect(await seriousFindings(page)).toEqual([]);
    await page.context().close();
  });

  it('resumes an upload whose connection dropped, maps its fields from the fields the portal knows, and cancels another', { timeout: 150_000 }, async () => {
    const rows = bureauTestAddresses(40).map(
      (address, index) => `C-${index + 1},Customer ${index + 1},${address.premise} ${address.street},${address.town},${address.postcode}`,
    );
    const text = ['Customer Ref,Name,Address 1,Town,Postcode', ...rows].map((row) => `${row}\r\n`).join('');
    const choose = (page: Page, name: string) =>
      page.getByTestId('address-cleanse-file-input').setInputFiles({ name, mimeType: 'text/csv', buffer: Buffer.from(text) });
    const page = await signedInHere('owner@acme.example');
    page.setDefaultTimeout(OUTCOME_TIMEOUT);

    // The first chunk's connection drops; the page sends it again from its own count and goes on.
    await open(page, '/applications/addresscleanse', 'Address Cleanse');
    await page.getByRole('link', { name: 'Upload a file' }).click();
    await page.getByRole('heading', { level: 1, name: 'Upload an address file' }).waitFor();
    await choose(page, 'resumed.csv');
    await page.getByRole('heading', { name: 'How the file is read' }).waitFor();
    const chunks: string[] = [];
    let dropped = false;
    await page.route('**/address-cleanse/upload/chunk**', async (route: Route) => {
      chunks.push(new URL(route.request().url()).searchParams.get('idx') ?? '');
      if (!dropped) {
        dropped = true;
        return route.abort('connectionreset');
      }
      return route.continue();
    });
    await page.getByRole('button', { name: 'Upload', exact: true }).click();
    await page.waitForURL('**/file/*/updatefields');
    await page.unroute('**/address-cleanse/upload/chunk**');
    expect(chunks.slice(0, 2)).toEqual(['0', '0']);

    // Mapping offers the address fields the portal knows, the bureau listing none.
    await page.getByRole('heading', { level: 1, name: 'Update Fields' }).waitFor();
    expect(await page.getByRole('combobox', { name: 'Address field of Postcode' }).textContent()).toBe('Postcode');
    await page.getByRole('combobox', { name: 'Address field of Town' }).click();
    const offered = await page.getByRole('option').allTextContents();
    expect(offered).toEqual(expect.arrayContaining(['Not used', 'Reference', 'Name', 'Address', 'Street', 'Town', 'County', 'Postcode']));
    await page.getByRole('option', { name: 'Town', exact: true }).click();
    await nothingAmiss(page);
    expect(await seriousFindings(page)).toEqual([]);
    await page.getByRole('button', { name: 'Save and continue' }).click();
    await page.waitForURL('**/properties');

    // Another upload, cancelled while its chunk is on its way: simply abandoned.
    await open(page, '/applications/addresscleanse', 'Address Cleanse');
    await page.getByRole('link', { name: 'Upload a file' }).click();
    await page.getByRole('heading', { level: 1, name: 'Upload an address file' }).waitFor();
    await choose(page, 'cancelled.csv');
    await page.getByRole('heading', { name: 'How the file is read' }).waitFor();
    let release: () => void = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/address-cleanse/upload/chunk**', async (route: Route) => {
      await released;
      await route.continue().catch(() => {});
    });
    await page.getByRole('button', { name: 'Upload', exact: true }).click();
    const overlay = page.getByRole('dialog', { name: 'Uploading file...' });
    await overlay.waitFor();
    await overlay.getByRole('button', { name: 'Cancel' }).click();
    await page.getByText('The upload was cancelled. Nothing of it was kept.').waitFor();
    release();
    await page.unroute('**/address-cleanse/upload/chunk**');
    await open(page, '/applications/addresscleanse', 'Address Cleanse');
    const files = page.getByRole('table', { name: 'Address files' });
    await files.getByRole('link', { name: 'resumed.csv' }).waitFor();
    expect(await files.getByRole('link', { name: 'cancelled.csv' }).count()).toBe(0);
    await page.context().close();
  });
});
