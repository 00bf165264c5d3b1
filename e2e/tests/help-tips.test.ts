import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, newPage, OUTCOME_TIMEOUT, pathOf, portalUrl } from '../src/browser';
import { signIn } from '../src/sign-in';
import type { HelpTip } from '../../web/src/components/help-tips/help-tip';
import { welcomeTipName } from '../../web/src/components/help-tips/help-tip-store';
import { homeTips } from '../../web/src/features/home/home-tips';
import { editUserTips as editOwnDetailsTips, updatePasswordTips, userSettingsTips } from '../../web/src/features/user-settings/user-settings-tips';
import { accountTips, editAccountTips, editUserTips, inviteTips } from '../../web/src/features/administration/account/account-tips';
import { servicesTips } from '../../web/src/features/administration/services/services-tips';
import { tokensTips } from '../../web/src/features/administration/tokens/tokens-tips';
import { administrationTips } from '../../web/src/features/administration/address-cleanse/address-cleanse-admin-tips';
import { addressLookupTips } from '../../web/src/features/applications/address-lookup/address-lookup-tips';
import { emailValidationTips } from '../../web/src/features/applications/email-validation/email-validation-tips';
import { paymentValidationTips } from '../../web/src/features/applications/bank-validation/payment-validation-tips';
import { fileTips, filesTips, propertiesTips, updateFieldsTips, uploadTips } from '../../web/src/features/address-cleanse/address-cleanse-tips';
import { basketTips, serviceShopTips, shopTips, thankYouTips } from '../../web/src/features/shop/shop-tips';
import * as reporting from '../../web/src/features/reporting/reporting-tips';
import { organisationWizardTips, welcomeWizardTips } from '../../web/src/features/wizards/wizard-tips';
import {
  editPartnerTips,
  leadFormTips,
  leadsTips,
  partnerAdministrationTips,
  partnerInviteTips,
  partnerUsersTips,
} from '../../web/src/features/partners/partner-tips';

// The account member of Acme Main (the README's demo sign-ins), whose access the owner edits.
const MEMBER_ID = '2';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

interface Screen {
  /** Where to go; a function when the address is only known once earlier screens were seen. */
  path: string | (() => string);
  tips: readonly HelpTip[];
  /** Tips whose targets this visit rightly lacks (no order on the thank-you page); the walk checks they are absent. */
  absent?: readonly string[];
  /** Waits, after the tour, for something the next screens need (a file's id). */
  after?: (page: Page) => Promise<void>;
}

/** The tour the store promises: the welcome tip first, then by order, without disabled or already seen tips. */
function expectedTour(tips: readonly HelpTip[], seen: ReadonlySet<string>): HelpTip[] {
  const rank = (tip: HelpTip) => (tip.helpTipName === welcomeTipName ? 0 : 1);
  return tips.filter((tip) => !tip.disabled && !seen.has(tip.helpTipName)).sort((a, b) => rank(a) - rank(b) || a.order - b.order);
}

/**
 * Goes to a screen the way the portal's own links do, without loading the app again: the walk
 * visits some thirty screens and a reload each would make it several times slower.
 */
async function openInPlace(page: Page, path: string) {
  await page.evaluate((to) => {
    window.history.pushState(null, '', `/portal${to}`);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

/**
 * Opens each screen as a first-time visitor would and steps through its tour: each tip in the
 * order the screen registered it, each targeted one beside its element on the page (raised above
 * the dimmed page), Next Tip to the last and Got it there; then the screen's help icon names the
 * screen's guide. A tip whose target were missing would be skipped by the tour, and the titles
 * seen would not be the titles expected.
 */
async function walk(page: Page, screens: readonly Screen[]) {
  const seen = new Set<string>();
  for (const screen of screens) {
    const path = typeof screen.path === 'string' ? screen.path : screen.path();
    if (pathOf(page) !== path) await openInPlace(page, path);
    const absent = screen.tips.filter((tip) => screen.absent?.includes(tip.helpTipName));
    const tour = expectedTour(screen.tips, new Set([...seen, ...absent.map((tip) => tip.helpTipName)]));
    expect(tour.length, `${path} has a tip left to show a first-time owner`).toBeGreaterThan(0);
    const shown: string[] = [];
    for (const [index, tip] of tour.entries()) {
      const dialog = page.getByRole('dialog', { name: tip.title, exact: true });
      await dialog.waitFor({ timeout: OUTCOME_TIMEOUT }).catch(() => {
        throw new Error(`${path}: after ${JSON.stringify(shown)} the tip "${tip.title}" did not show`);
      });
      shown.push(tip.title);
      if (tip.targetId) {
        const id = tip.targetId;
        // The tip raises its element in an effect, just after the tip itself is drawn.
        await expect
          .poll(() => page.evaluate((target) => document.getElementById(target)?.style.zIndex ?? 'missing', id), {
            message: `${path}: "${tip.title}" points at #${id}`,
            timeout: OUTCOME_TIMEOUT,
          })
          .toBe('998');
      }
      const last = index === tour.length - 1;
      await dialog.getByRole('button', { name: last ? 'Got it' : 'Next Tip' }).click();
      seen.add(tip.helpTipName);
    }
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    for (const tip of absent) expect(await page.locator(`#${tip.targetId ?? ''}`).count(), `${path} has no #${tip.targetId ?? ''}`).toBe(0);
    // Which guide is the map's business (screen-guides.test.ts); here, that the icon is there and opens one.
    const help = page.locator('#screen-help');
    expect(await help.getAttribute('href'), `${path}'s help icon`).toMatch(/^\/portal\/helpcentre\/\w+$/);
    expect(await help.getAttribute('aria-label'), `${path}'s help icon`).toMatch(/^Help: .+ Guide$/);
    await screen.after?.(page);
  }
}

describe('help tips for a first-time owner', () => {
  it('shows every screen’s tips in order, each at its target, and links each screen to its guide', async () => {
    const { context, page } = await newPage(browser, { helpTips: true });
    page.setDefaultTimeout(OUTCOME_TIMEOUT);
    await signIn(page, 'owner@acme.example');
    await page.waitForURL('**/portal/home');
    let fileId = '';
    const file = (rest = '') => `/applications/addresscleanse/file/${fileId}${rest}`;
    await walk(page, [
      { path: '/home', tips: homeTips },
      { path: '/user', tips: userSettingsTips },
      { path: '/user/updatePassword', tips: updatePasswordTips },
      { path: '/administration/account', tips: accountTips },
      { path: '/administration/account/edit', tips: editAccountTips },
      { path: '/administration/account/invite', tips: inviteTips },
      { path: `/administration/account/edituser/${MEMBER_ID}`, tips: editUserTips },
      { path: '/administration/services', tips: servicesTips },
      { path: '/administration/tokens', tips: tokensTips },
      { path: '/administration/addresscleanse', tips: administrationTips },
      { path: '/applications/addresslookup', tips: addressLookupTips },
      { path: '/applications/emailvalidation', tips: emailValidationTips },
      { path: '/applications/paymentvalidation', tips: paymentValidationTips },
      {
        path: '/applications/addresscleanse',
        tips: filesTips,
        after: async (shown) => {
          const href = await shown.getByRole('link', { name: 'customers-2026.csv' }).getAttribute('href');
          fileId = /file\/([^/?]+)/.exec(href ?? '')?.[1] ?? '';
          expect(fileId, 'Acme Main’s finished file is listed').not.toBe('');
        },
      },
      { path: '/applications/addresscleanse/upload', tips: uploadTips },
      { path: () => file(), tips: fileTips },
      { path: () => file('/updatefields'), tips: updateFieldsTips },
      { path: () => file('/properties'), tips: propertiesTips },
      { path: '/shop', tips: shopTips },
      { path: '/shop/addresslookup', tips: serviceShopTips },
      { path: '/shop/basket', tips: basketTips },
      // No order id: the page says there is no order to show, so the order's own tip has nothing to point at.
      { path: '/shop/thankyou', tips: thankYouTips, absent: ['thankYouOrder'] },
      { path: '/reporting/summary', tips: reporting.summaryTips },
      { path: '/reporting/services', tips: reporting.servicesTips },
      { path: '/reporting/tokens', tips: reporting.tokensTips },
      { path: '/welcomewizard', tips: welcomeWizardTips },
      { path: '/organisationwizard', tips: organisationWizardTips },
    ]);
    // The owner's own details form comes from My Settings (the path holds their id).
    await openInPlace(page, '/user');
    await page.waitForURL(/\/portal\/user\/[^/]+$/);
    await walk(page, [{ path: `${pathOf(page).replace(/^\/portal/, '')}/edit`, tips: editOwnDetailsTips }]);

    // The help icon opens the screen's guide.
    await page.getByRole('link', { name: 'Help: Getting Started Guide' }).click();
    await page.waitForURL('**/portal/helpcentre/portalHelpGuides');
    await page.getByRole('heading', { level: 1, name: 'Getting Started Guide' }).waitFor();
    await context.close();
  }, 110_000);

  it('shows a partner owner the tips of the partner screens', async () => {
    const { context, page } = await newPage(browser, { helpTips: true });
    page.setDefaultTimeout(OUTCOME_TIMEOUT);
    await signIn(page, 'partner@northwind.example');
    await page.waitForURL('**/portal/home');
    // Hide Tips: the home tour goes, and none comes back on the next screen until storage says so.
    await page.getByRole('dialog').getByRole('button', { name: 'Hide Tips' }).click();
    await page.goto(portalUrl('/partner/leads'));
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.waitForLoadState('networkidle');
    expect(await page.getByRole('dialog').count()).toBe(0);
    await page.evaluate(() => localStorage.removeItem('disableAllHelpTips'));
    await page.reload();
    await page.getByRole('heading', { level: 1 }).waitFor();
    await walk(page, [
      { path: '/partner/leads', tips: leadsTips },
      { path: '/partner/leads/createlead', tips: leadFormTips },
      { path: '/partner/administration', tips: [...partnerAdministrationTips, ...partnerUsersTips] },
      { path: '/partner/administration/invite', tips: partnerInviteTips },
      { path: '/partner/administration/editPartner', tips: editPartnerTips },
    ]);
    await context.close();
  });
});
