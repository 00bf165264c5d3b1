import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, newPage, OUTCOME_TIMEOUT, pathOf, PHONE, portalUrl } from '../src/browser';
import { PASSWORD, registerThroughSandbox, signIn, signedIn } from '../src/sign-in';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/**
 * Every element shown on the page that reaches past the viewport's left or right edge, described
 * by tag, test id or class and its text. An element inside a horizontally scrolling box that itself
 * fits is fine: it can be scrolled to. Anything else is either cut off or makes the page scroll sideways.
 */
function overflowingElements(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const width = window.innerWidth;
    const scrollsAcross = (element: Element) => ['auto', 'scroll'].includes(getComputedStyle(element).overflowX);
    const fits = (rect: DOMRect) => rect.left >= -0.5 && rect.right <= width + 0.5;
    const reachableByScrolling = (element: Element) => {
      for (let box = element.parentElement; box; box = box.parentElement) {
        if (box === document.body || box === document.documentElement) return false;
        if (scrollsAcross(box)) return fits(box.getBoundingClientRect());
      }
      return false;
    };
    const describe = (element: Element, rect: DOMRect) => {
      const name = element.getAttribute('data-testid') ?? (element.getAttribute('class') ?? '').split(' ')[0] ?? '';
      const text = (element.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40);
      return `<${element.tagName.toLowerCase()} ${name}> "${text}" spans ${Math.round(rect.left)} to ${Math.round(rect.right)}`;
    };
    const found: string[] = [];
    for (const element of document.body.querySelectorAll('*')) {
      const style = getComputedStyle(element);
      // An element drawn fully transparent shows nothing that could be cut off. MUI's switches are
      // such: each has an invisible input wider than the switch, to be easier to hit, which
      // reaches left of a switch at the screen's edge. What makes the page scroll is checked apart.
      if (style.display === 'none' || style.visibility === 'hidden' || style.opacity === '0') continue;
      const rect = element.getBoundingClientRect();
      if (rect.width === 0 || rect.height === 0 || fits(rect)) continue;
      if (!reachableByScrolling(element)) found.push(describe(element, rect));
    }
    return found;
  });
}

/**
 * Waits for the screen, then for nothing on it to be wider than the phone. The layout moves for a
 * moment after the screen appears (the drawer slides in, a tab's underline glides to its tab once
 * the fonts are in), so the check is repeated until it holds; what stays too wide still fails.
 */
async function expectFitsThePhone(page: Page, ready: () => Promise<unknown>) {
  await ready();
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth), { timeout: OUTCOME_TIMEOUT }).toBeLessThanOrEqual(PHONE.width);
  await expect.poll(() => overflowingElements(page), { timeout: OUTCOME_TIMEOUT }).toEqual([]);
}

describe('the public pages at 390 x 844', () => {
  it('fit login, register and password reset on the screen', async () => {
    const { context, page } = await newPage(browser, { viewport: PHONE });
    await page.goto(portalUrl('/login'));
    await expectFitsThePhone(page, () => page.getByRole('form', { name: 'Log in' }).waitFor());
    await page.goto(portalUrl('/register'));
    await expectFitsThePhone(page, () => page.getByRole('form', { name: 'Register' }).waitFor());
    await page.goto(portalUrl('/resetpassword'));
    await expectFitsThePhone(page, () => page.getByRole('form', { name: 'Request an activation code' }).waitFor());
    await context.close();
  });

  it('fits the validation page of a newly registered user', async () => {
    const email = `phone-${Date.now()}@shop.example`;
    await registerThroughSandbox(email, PASSWORD);
    const { context, page } = await newPage(browser, { viewport: PHONE });
    await signIn(page, email);
    await page.waitForURL('**/portal/validate');
    await expectFitsThePhone(page, () => page.getByRole('form', { name: 'Validate your account' }).waitFor());
    await context.close();
  });
});

describe('the signed-in screens at 390 x 844', () => {
  it('fit home, with every subscription price on the screen', async () => {
    const page = await signedIn(browser, 'owner@acme.example', { viewport: PHONE });
    await expectFitsThePhone(page, () => page.getByTestId('subscription-price').first().waitFor());
    // All three of Acme Main's subscriptions, each with its price in view rather than cut off.
    const prices = page.getByTestId('subscription-price');
    expect(await prices.count()).toBe(3);
    for (const price of await prices.all()) expect(await price.isVisible()).toBe(true);
    await page.context().close();
  });

  it.each([
    ['/applications/addresslookup', 'Address Lookup'],
    ['/applications/emailvalidation', 'Email Validation'],
    ['/applications/paymentvalidation', 'Payment Validation'],
  ])('fit %s', async (path, heading) => {
    const page = await signedIn(browser, 'owner@acme.example', { viewport: PHONE });
    await page.goto(portalUrl(path));
    await expectFitsThePhone(page, () => page.getByRole('heading', { level: 1, name: heading }).waitFor());
    await page.context().close();
  });
});

/** Opens `path` and waits for its heading and, where given, for the data that fills it in. */
async function visit(page: Page, path: string, heading: string, filledIn?: (page: Page) => Promise<unknown>) {
  await page.goto(portalUrl(path));
  await expectFitsThePhone(page, async () => {
    await page.getByRole('heading', { level: 1, name: heading }).waitFor();
    await filledIn?.(page);
  });
}

describe('the settings, administration and wizard screens at 390 x 844', () => {
  // Nine screens behind one sign-in: more than the usual time for one test.
  it("fit owner@acme.example's settings, Acme Main's administration and the two wizards", { timeout: 120_000 }, async () => {
    const page = await signedIn(browser, 'owner@acme.example', { viewport: PHONE });
    // /user leads to the user's own settings, whose address names their id.
    await visit(page, '/user', 'User Settings', (p) => p.getByTestId('user-detail-personal-name').waitFor());
    const ownSettings = pathOf(page).replace(/^\/portal/, '');
    await visit(page, `${ownSettings}/edit`, 'Edit your details', (p) => p.getByRole('textbox', { name: 'Address line 2' }).waitFor());
    await visit(page, '/user/updatePassword', 'Update Password');
    await visit(page, '/administration/account', 'Account', (p) => p.getByRole('link', { name: 'Edit Martin Member' }).waitFor());
    await visit(page, '/administration/account/edit', 'Edit Account');
    await visit(page, '/administration/account/invite', 'Invite User');
    await visit(page, '/administration/account/edituser/2', 'Edit User', (p) => p.getByTestId('edited-user-name').waitFor());
    await visit(page, '/administration/services', 'Services', (p) => p.getByRole('group', { name: 'Martin Member (member@acme.example)' }).waitFor());
    await visit(page, '/administration/tokens', 'Tokens', (p) => p.getByRole('article', { name: 'website' }).waitFor());
    await visit(page, '/welcomewizard', 'Welcome');
    await visit(page, '/organisationwizard', 'Creation Wizard', (p) => p.getByLabel('Organisation name').waitFor());
    await page.context().close();
  });

  it('fit the staff search and its results', async () => {
    const page = await signedIn(browser, 'admin@provider.example', { viewport: PHONE });
    await visit(page, '/search', 'Search', (p) => p.getByRole('searchbox', { name: 'Search' }).waitFor());
    await visit(page, '/search/acme', 'Search', (p) =>
      p
        .getByRole('region', { name: /^Groups/ })
        .getByRole('link', { name: /^Acme Ltd/ })
        .waitFor(),
    );
    await page.context().close();
  });
});

describe('the shop at 390 x 844', () => {
  it("fit the shop, a service's plans and the basket with an item in it", { timeout: 120_000 }, async () => {
    const page = await signedIn(browser, 'owner@acme.example', { viewport: PHONE });
    await visit(page, '/shop', 'Shop', (p) => p.getByTestId('saved-card-number').waitFor());
    await visit(page, '/shop/addresslookup', 'Address Lookup', (p) => p.getByRole('article').first().waitFor());
    // A basket is this browser's own: adding to it changes nothing other tests see.
    await page.getByRole('article').first().getByRole('button', { name: 'Add to basket' }).click();
    await visit(page, '/shop/basket', 'Basket', (p) => p.getByTestId('basket-item-price').filter({ hasText: '£' }).waitFor());
    await page.context().close();
  });
});

describe('the address cleanse screens at 390 x 844', () => {
  it("fit Acme Main's files, the upload, the finished file's pages and the prices", { timeout: 120_000 }, async () => {
    const page = await signedIn(browser, 'owner@acme.example', { viewport: PHONE });
    await visit(page, '/applications/addresscleanse', 'Address Cleanse', (p) => p.getByRole('link', { name: 'customers-2026.csv' }).waitFor());
    await visit(page, '/applications/addresscleanse/upload', 'Upload an address file');
    await visit(page, '/applications/addresscleanse/file/401/updatefields', 'Update Fields', (p) =>
      p.getByRole('list', { name: 'Columns of the file' }).waitFor(),
    );
    await visit(page, '/applications/addresscleanse/file/401/properties', 'Properties', (p) => p.getByText('Output fields').waitFor());
    await visit(page, '/applications/addresscleanse/file/401', 'customers-2026.csv', (p) => p.getByTestId('full-coding').waitFor());
    await visit(page, '/administration/addresscleanse', 'Address Cleanse Prices', (p) => p.getByTestId('admin-cost-row').first().waitFor());
    await page.context().close();
    const admin = await signedIn(browser, 'admin@provider.example', { viewport: PHONE });
    await visit(admin, '/administration/addresscleanse/priceupdate/1', 'Price Update', (p) => p.getByRole('textbox', { name: 'Base price' }).waitFor());
    await admin.context().close();
  });
});

describe('the partner and staff screens at 390 x 844', () => {
  it("fit partner@northwind.example's leads, a lead, the lead form and partner administration", { timeout: 120_000 }, async () => {
    const page = await signedIn(browser, 'partner@northwind.example', { viewport: PHONE });
    await visit(page, '/partner/leads', 'Leads', (p) => p.getByRole('link', { name: 'Harbour Logistics' }).waitFor());
    await visit(page, '/partner/leads/601', 'Harbour Logistics', (p) => p.getByText('Hannah Hughes').waitFor());
    await visit(page, '/partner/leads/createlead', 'Create Lead', async (p) => {
      await p.getByRole('checkbox', { name: 'Address Lookup' }).check();
      await p.getByRole('group', { name: 'Address Lookup options' }).waitFor();
    });
    await visit(page, '/partner/administration', 'Partner Administration', (p) => p.getByTestId('partner-account-row').first().waitFor());
    await visit(page, '/partner/administration/invite', 'Invite User', (p) => p.getByRole('button', { name: 'Send invitation' }).waitFor());
    await visit(page, '/partner/administration/editPartner', 'Edit Partner', (p) => p.getByRole('textbox', { name: 'Name' }).waitFor());
    await page.context().close();
  });

  it("fit the lead options and Datasets & Plans with a plan's pages", { timeout: 120_000 }, async () => {
    const page = await signedIn(browser, 'super@provider.example', { viewport: PHONE });
    await visit(page, '/leadadmin', 'Lead form Administration', (p) => p.getByText('Website checkout').waitFor());
    await visit(page, '/dataAdministration', 'Datasets & Plans', (p) => p.getByRole('table', { name: 'Plans' }).waitFor());
    await visit(page, '/dataAdministration/dataset/1', 'UK Addresses (PAF)');
    await visit(page, '/dataAdministration/plan/1', 'Address Lookup 5,000', (p) => p.getByRole('table', { name: 'Price tiers' }).waitFor());
    await visit(page, '/dataAdministration/plan/1/edit', 'Edit Plan', (p) => p.getByRole('textbox', { name: 'Tier 1 clicks' }).waitFor());
    await visit(page, '/dataAdministration/plan/1/edit/filters', 'Filters', (p) => p.getByTestId('ordered-line').first().waitFor());
    await visit(page, '/dataAdministration/plan/create', 'Create Plan');
    await page.context().close();
  });
});

/**
 * From the next page load on, notes every control of the top bar other than the menu button and the
 * portal's name that the page ever draws, checked on each change to the page and each frame: on a
 * phone the wide menus must not show even for a moment before the bar is laid out for the width.
 */
async function watchWideMenus(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const seen = new Set<string>();
    (window as unknown as { wideMenusSeen: Set<string> }).wideMenusSeen = seen;
    const look = () => {
      for (const control of document.querySelectorAll('header button, header a')) {
        const name = control.getAttribute('aria-label') ?? (control.textContent ?? '').trim();
        if (name === 'Open menu' || name === 'Data Portal') continue;
        const style = getComputedStyle(control);
        if (control.getBoundingClientRect().width > 0 && style.display !== 'none' && style.visibility !== 'hidden') seen.add(name);
      }
    };
    new MutationObserver(look).observe(document, { subtree: true, childList: true, attributes: true });
    const everyFrame = () => {
      look();
      requestAnimationFrame(everyFrame);
    };
    requestAnimationFrame(everyFrame);
  });
  return () => page.evaluate(() => [...(window as unknown as { wideMenusSeen: Set<string> }).wideMenusSeen]);
}

describe('the menus at 390 x 844', () => {
  it('fold into a drawer behind the menu button, from which Email Validation is reached', async () => {
    const page = await signedIn(browser, 'owner@acme.example', { viewport: PHONE });
    // The wide top bar's menus are not shown, not even as the page first draws: the menu button
    // stands in for them. The bar chooses by CSS media queries, which hold from the first paint.
    const wideMenusSeen = await watchWideMenus(page);
    await page.reload();
    await page.getByRole('button', { name: 'Open menu' }).waitFor();
    await page.getByTestId('account-bar-account-name').waitFor();
    expect(await page.getByRole('button', { name: 'Applications' }).isVisible()).toBe(false);
    expect(await wideMenusSeen()).toEqual([]);
    await page.getByRole('button', { name: 'Open menu' }).click();
    const drawer = page.getByRole('navigation', { name: 'Main' });
    await drawer.waitFor();
    expect(await drawer.getByRole('link').allTextContents()).toEqual([
      'Address Cleanse',
      'Address Lookup',
      'Email Validation',
      'Payment Validation',
      'Summary',
      'Services',
      'Tokens',
      'Account',
      'Services',
      'Tokens',
      'Address Cleanse',
      'Help Centre',
      'Shop',
      'My Settings',
    ]);
    await expectFitsThePhone(page, () => drawer.getByRole('link', { name: 'Email Validation' }).waitFor());
    await drawer.getByRole('link', { name: 'Email Validation' }).click();
    await page.getByRole('heading', { level: 1, name: 'Email Validation' }).waitFor();
    expect(pathOf(page)).toBe('/portal/applications/emailvalidation');
    // Choosing a page closes the drawer.
    await drawer.waitFor({ state: 'detached' });
    await page.context().close();
  });

  it('offer Log Out in the drawer, which signs out to the login page', async () => {
    const page = await signedIn(browser, 'owner@acme.example', { viewport: PHONE });
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Log Out' }).click();
    await page.waitForURL('**/portal/login');
    expect(await page.evaluate(() => localStorage.getItem('authDetails'))).toBeNull();
    await page.context().close();
  });

  it('are reachable from the keyboard alone, and Escape closes the drawer', async () => {
    const page = await signedIn(browser, 'owner@acme.example', { viewport: PHONE });
    await page.getByRole('button', { name: 'Open menu' }).focus();
    await page.keyboard.press('Enter');
    const drawer = page.getByRole('navigation', { name: 'Main' });
    await drawer.waitFor();
    await page.keyboard.press('Escape');
    await drawer.waitFor({ state: 'detached' });

    await page.keyboard.press('Enter');
    await drawer.waitFor();
    // Tab through the drawer to Address Lookup, as a keyboard user would, and follow it.
    let focused = '';
    for (let presses = 0; presses < 10 && focused !== 'Address Lookup'; presses++) {
      await page.keyboard.press('Tab');
      focused = await page.evaluate(() => document.activeElement?.textContent ?? '');
    }
    expect(focused).toBe('Address Lookup');
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { level: 1, name: 'Address Lookup' }).waitFor();
    expect(pathOf(page)).toBe('/portal/applications/addresslookup');
    await page.context().close();
  });
});
