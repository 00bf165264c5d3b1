import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { seriousFindings } from '../src/axe';
import { launchBrowser, OUTCOME_TIMEOUT, portalUrl } from '../src/browser';
import { dateShown, typeDate } from '../src/date-field';
import { gateway, jwtOf } from '../src/portal-api';
import { signIn } from '../src/sign-in';

// Dates and durations in people's terms, in a browser set up as an American's (en-US, New York
// time): every date field reads and takes dd/mm/yyyy, the territory's format, never mm/dd/yyyy,
// and an invitation's expiry is asked in days and hours, not seconds.

const NORTHWIND = '101';
const ACME_MAIN = '103';
const DAY_MS = 86_400_000;

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** A signed-in page in an en-US browser on New York time. */
async function americanSignedIn(userName: string): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, locale: 'en-US', timezoneId: 'America/New_York' });
  await context.addInitScript(() => localStorage.setItem('disableAllHelpTips', 'true'));
  context.setDefaultTimeout(0);
  const page = await context.newPage();
  await signIn(page, userName);
  await page.waitForURL('**/portal/home');
  await page.getByTestId('account-bar-account-name').waitFor();
  expect(await page.evaluate(() => [navigator.language, Intl.DateTimeFormat().resolvedOptions().timeZone])).toEqual(['en-US', 'America/New_York']);
  return page;
}

async function open(page: Page, path: string, heading: string) {
  await page.goto(portalUrl(path));
  await page.getByRole('heading', { level: 1, name: heading }).waitFor();
}

/** A UTC day as dd/mm/yyyy and as the portal writes it in words (7 Mar 2027). */
const ddmmyyyy = (ms: number) => new Date(ms).toISOString().slice(0, 10).split('-').reverse().join('/');
const inWords = (ms: number) => new Date(ms).toLocaleDateString('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });

describe('date fields in an en-US browser', () => {
  it("take a lead's close date as dd/mm/yyyy, typed or from the calendar, and keep the day", { timeout: 120_000 }, async () => {
    const page = await americanSignedIn('partner@northwind.example');
    const company = `Datewise ${Date.now()}`;
    try {
      await open(page, '/partner/leads/createlead', 'Create Lead');
      expect(await dateShown(page, /Close date/)).toBe('DD/MM/YYYY');

      // 07/03/2027 is the seventh of March: as mm/dd/yyyy it would be the third of July.
      await typeDate(page, /Close date/, '07/03/2027');
      expect(await dateShown(page, /Close date/)).toBe('07/03/2027');
      // The calendar opens on that month, weeks starting on Monday.
      await page.getByRole('button', { name: /^Choose date, selected date is 7 Mar 2027/ }).click();
      const calendar = page.getByRole('dialog');
      await calendar.getByText('March 2027').waitFor();
      expect((await calendar.getByRole('columnheader').allTextContents())[0]).toMatch(/^M/);
      await calendar.getByRole('gridcell', { name: '12' }).click();
      await expect.poll(() => dateShown(page, /Close date/), { timeout: OUTCOME_TIMEOUT }).toBe('12/03/2027');
      expect(await seriousFindings(page)).toEqual([]);

      await page.getByLabel('Company name').fill(company);
      await page.getByLabel('Contact name').fill('Dana Date');
      await page.getByLabel('E-mail address').fill('dana@gmail.com');
      await page.getByRole('checkbox', { name: 'Payment Validation' }).check();
      await page.getByLabel('Payment Validation quantity').fill('100');
      await page.getByRole('button', { name: 'Submit lead' }).click();
      await page.getByRole('heading', { level: 1, name: company }).waitFor();
      await page.getByText('12 Mar 2027').first().waitFor();
    } finally {
      const partner = await jwtOf('partner@northwind.example');
      const { partnerLeads } = await gateway<{ partnerLeads: { id: string; companyName: string }[] }>(
        'query L($p: ID!) { partnerLeads(partnerId: $p) { id companyName } }',
        { p: NORTHWIND },
        partner,
      );
      for (const lead of partnerLeads.filter((candidate) => candidate.companyName === company)) {
        await gateway('mutation D($p: ID!, $l: ID!) { deleteLead(partnerId: $p, leadId: $l) }', { p: NORTHWIND, l: lead.id }, partner);
      }
      await page.context().close();
    }
  });

  it("say half a date is not one, and take a report's custom range as dd/mm/yyyy", { timeout: 120_000 }, async () => {
    const page = await americanSignedIn('owner@acme.example');
    try {
      await open(page, '/reporting/summary', 'Summary');
      await page.getByRole('combobox', { name: 'Period' }).click();
      await page.getByRole('option', { name: 'Custom range' }).click();
      const today = Date.parse(`${new Date().toISOString().slice(0, 10)}T00:00:00Z`);
      await expect.poll(() => dateShown(page, 'To'), { timeout: OUTCOME_TIMEOUT }).toBe(ddmmyyyy(today));

      // Half a date: nothing to apply.
      await typeDate(page, 'From', '03/0');
      await page.getByText('Enter both dates').waitFor();
      expect(await page.getByRole('button', { name: 'Apply' }).isDisabled()).toBe(true);

      const from = today - 40 * DAY_MS;
      const to = today - 10 * DAY_MS;
      await typeDate(page, 'From', ddmmyyyy(from));
      await typeDate(page, 'To', ddmmyyyy(to));
      await page.getByRole('button', { name: 'Apply' }).click();
      await expect
        .poll(() => page.getByTestId('report-window').textContent(), { timeout: OUTCOME_TIMEOUT })
        .toBe(`Acme Main · ${inWords(from)} to ${inWords(to)} (UTC days)`);
      expect(new URL(page.url()).searchParams.get('from')).toBe(new Date(from).toISOString().slice(0, 10));
    } finally {
      await page.context().close();
    }
  });
});

describe("an invitation's expiry", () => {
  it('is asked in days and hours, a day by default, and the service gets the seconds', { timeout: 120_000 }, async () => {
    const page = await americanSignedIn('owner@acme.example');
    const email = `lasting-${Date.now()}@fresh.example`;
    try {
      await open(page, '/administration/account/invite', 'Invite User');
      const expiry = page.getByRole('group', { name: 'Expires after' });
      expect([await expiry.getByLabel('Days').inputValue(), await expiry.getByLabel('Hours').inputValue()]).toEqual(['1', '0']);
      expect(await page.getByTestId('invite-expiry-help').textContent()).toMatch(/^The invitation lapses 1 day after it is sent/);
      expect(await page.getByText(/seconds/i).count()).toBe(0);

      await page.getByLabel('E-mail address').fill(email);
      await expiry.getByLabel('Days').fill('2');
      await expiry.getByLabel('Hours').fill('6');
      expect(await page.getByTestId('invite-expiry-help').textContent()).toMatch(/^The invitation lapses 2 days and 6 hours after it is sent/);
      expect(await seriousFindings(page)).toEqual([]);
      const sent = Date.now();
      await page.getByRole('button', { name: 'Send invitation' }).click();
      await page.waitForURL('**/portal/administration/account');
      await page.getByTestId('pending-invitation').filter({ hasText: email }).waitFor();

      const owner = await jwtOf('owner@acme.example');
      const { groupAdministration } = await gateway<{ groupAdministration: { invitations: { email: string; expires: string }[] } }>(
        'query A($g: ID!) { groupAdministration(groupId: $g) { invitations { email expires } } }',
        { g: ACME_MAIN },
        owner,
      );
      const expires = Date.parse(groupAdministration.invitations.find((invitation) => invitation.email === email)!.expires);
      // 2 days and 6 hours (194,400 s) after it was sent, give or take the sending.
      expect(Math.abs(expires - sent - 194_400_000)).toBeLessThan(120_000);
    } finally {
      const owner = await jwtOf('owner@acme.example');
      await gateway('mutation W($g: ID!, $e: String!) { withdrawInvitation(groupId: $g, email: $e) }', { g: ACME_MAIN, e: email }, owner).catch(
        () => undefined,
      );
      await page.context().close();
    }
  });
});
