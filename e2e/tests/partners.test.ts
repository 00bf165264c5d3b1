import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { seriousFindings } from '../src/axe';
import { OUTCOME_TIMEOUT, launchBrowser, portalUrl } from '../src/browser';
import { signedIn } from '../src/sign-in';
import { gateway, jwtOf } from '../src/portal-api';
import { typeDate } from '../src/date-field';

// The partner journeys: the partner's leads and accounts, a referrer refused, lead options
// and Create new account (super). Whatever a test adds to the demo data it takes away in finally.

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const NORTHWIND = '101';

async function open(page: Page, path: string, heading: string) {
  await page.goto(portalUrl(path));
  await page.getByRole('heading', { level: 1, name: heading }).waitFor();
}

describe('partner leads', () => {
  it('shows partner@northwind.example its three leads, one in full, and a new lead with two services listed after a reload', { timeout: 120_000 }, async () => {
    const page = await signedIn(browser, 'partner@northwind.example');
    const company = `Quayside Fish ${Date.now()}`;
    try {
      await open(page, '/partner/leads', 'Leads');
      const leads = page.getByRole('table', { name: 'Leads' });
      for (const name of ['Harbour Logistics', 'Greenfield Homes', 'Copperfield Books']) await leads.getByRole('link', { name }).waitFor();
      expect(await page.title()).toBe('Leads · Data Portal');
      expect(await seriousFindings(page)).toEqual([]);

      // Filtered by status, only the won lead is left.
      await page.getByRole('combobox', { name: 'Status' }).click();
      await page.getByRole('option', { name: 'Won' }).click();
      await expect.poll(() => leads.getByRole('link').allTextContents(), { timeout: OUTCOME_TIMEOUT }).toEqual(['Greenfield Homes']);

      await leads.getByRole('link', { name: 'Greenfield Homes' }).click();
      await page.getByRole('heading', { level: 1, name: 'Greenfield Homes' }).waitFor();
      const lead = page.getByRole('definition');
      await lead.getByText('Payment Validation: 5,000').waitFor();
      await lead.getByText('george@greenfield.example').waitFor();
      expect(await seriousFindings(page)).toEqual([]);

      await open(page, '/partner/leads/createlead', 'Create Lead');
      // Nothing is sent until the form is whole.
      await page.getByRole('button', { name: 'Submit lead' }).click();
      await page.getByText('Enter the company name').waitFor();
      await page.getByText('Choose at least one service').waitFor();
      await page.getByLabel('Company name').fill(company);
      await page.getByLabel('Address line 1').fill('1 Quay Street');
      await page.getByLabel('Address line 2').fill('Bristol');
      await page.getByLabel('Contact name').fill('Quinn Quay');
      await page.getByLabel('E-mail address').fill('quinn@quayside.example');
      await page.getByRole('checkbox', { name: 'Address Lookup' }).check();
      await page.getByLabel('Address Lookup quantity').fill('20000');
      await page.getByRole('group', { name: 'Address Lookup options' }).getByRole('checkbox', { name: 'CRM' }).check();
      await page.getByRole('checkbox', { name: 'Address Cleanse' }).check();
      await page.getByLabel('Address Cleanse quantity').fill('50000');
      await page.getByLabel('Probability (%)').fill('70');
      await typeDate(page, /Close date/, '31/03/2027');
      expect(await seriousFindings(page)).toEqual([]);
      await page.getByRole('button', { name: 'Submit lead' }).click();

      await page.getByRole('heading', { level: 1, name: company }).waitFor();
      await page.getByText('Address Lookup: 20,000').waitFor();
      await page.getByText('Address Cleanse: 50,000').waitFor();

      await open(page, '/partner/leads', 'Leads');
      await page.reload();
      const row = page.getByRole('row').filter({ hasText: company });
      await row.waitFor();
      expect(await row.textContent()).toContain('Address Lookup, Address Cleanse');

      // Won, then deleted: the list no longer has it.
      await row.getByRole('link', { name: company }).click();
      await page.getByRole('heading', { level: 1, name: company }).waitFor();
      await page.getByRole('combobox', { name: 'Status' }).click();
      await page.getByRole('option', { name: 'Won' }).click();
      await page.getByRole('button', { name: 'Change status' }).click();
      await page.getByRole('definition').getByText('Won').waitFor();
      await page.getByRole('button', { name: 'Delete lead' }).click();
      await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
      await page.getByRole('heading', { level: 1, name: 'Leads' }).waitFor();
      await page.getByRole('link', { name: 'Harbour Logistics' }).waitFor();
      expect(await page.getByRole('link', { name: company }).count()).toBe(0);
    } finally {
      const jwt = await jwtOf('partner@northwind.example');
      const { partnerLeads } = await gateway<{ partnerLeads: { id: string; companyName: string }[] }>(
        'query L($p: ID!) { partnerLeads(partnerId: $p) { id companyName } }',
        { p: NORTHWIND },
        jwt,
      );
      for (const left of partnerLeads.filter((one) => one.companyName === company)) {
        await gateway('mutation D($p: ID!, $l: ID!) { deleteLead(partnerId: $p, leadId: $l) }', { p: NORTHWIND, l: left.id }, jwt);
      }
      await page.context().close();
    }
  });

  it('refuses referrer@referral.example the leads, but shows it partner administration', async () => {
    const page = await signedIn(browser, 'referrer@referral.example');
    for (const path of ['/partner/leads', '/partner/leads/createlead']) {
      await page.goto(portalUrl(path));
      const refusal = page.getByTestId('refusal');
      await refusal.waitFor();
      expect(await refusal.textContent()).toBe('The page you were looking for is not accessible through this partner type.');
    }
    await open(page, '/partner/administration', 'Partner Administration');
    await page.getByText('Referral Co').first().waitFor();
    await page.context().close();
  });
});

describe('partner administration', () => {
  it("shows partner@northwind.example its organisations' accounts with their clicks", async () => {
    const page = await signedIn(browser, 'partner@northwind.example');
    await open(page, '/partner/administration', 'Partner Administration');
    const acme = page.getByRole('table', { name: 'Acme Ltd accounts' });
    await acme.waitFor();
    const mainLookup = acme.getByRole('row').filter({ hasText: 'Acme Main' }).filter({ hasText: 'PAF' });
    expect(await mainLookup.textContent()).toMatch(/[\d,]+ of [\d,]+/);
    await page.getByRole('table', { name: 'Bright Charity accounts' }).getByRole('cell', { name: 'Bright Main' }).first().waitFor();
    expect(await page.getByRole('progressbar').count()).toBeGreaterThanOrEqual(3);
    expect(await seriousFindings(page)).toEqual([]);
    await page.context().close();
  });

  it('lets partner@northwind.example invite a manager, open a user and rename the partner', { timeout: 120_000 }, async () => {
    const page = await signedIn(browser, 'partner@northwind.example');
    const email = `manager-${Date.now()}@northwind.example`;
    try {
      await open(page, '/partner/administration', 'Partner Administration');
      await page.getByRole('link', { name: 'Invite user' }).click();
      await page.getByRole('heading', { level: 1, name: 'Invite User' }).waitFor();
      expect(await page.title()).toBe('Invite · Data Portal');
      expect(await seriousFindings(page)).toEqual([]);
      await page.getByLabel('E-mail address').fill(email);
      await page.getByRole('combobox', { name: 'Access level' }).click();
      await page.getByRole('option', { name: 'Manager' }).click();
      await page.getByRole('button', { name: 'Send invitation' }).click();

      await page.getByRole('heading', { level: 1, name: 'Partner Administration' }).waitFor();
      const pending = page.getByTestId('pending-invitation').filter({ hasText: email });
      await pending.waitFor();
      expect(await pending.textContent()).toMatch(/Manager · expires .*Pending/);

      // The partner's own users, each with an Edit link to the partner's Edit User.
      await page
        .getByTestId('account-user-row')
        .filter({ hasText: 'partner@northwind.example' })
        .getByRole('link', { name: /^Edit / })
        .click();
      await page.getByRole('heading', { level: 1, name: 'Edit User' }).waitFor();
      expect(await page.getByTestId('edited-user-level').textContent()).toBe('Owner of Northwind Partners');
      expect(await seriousFindings(page)).toEqual([]);

      await open(page, '/partner/administration', 'Partner Administration');
      await page.getByRole('link', { name: 'Edit partner' }).click();
      await page.getByRole('heading', { level: 1, name: 'Edit Partner' }).waitFor();
      expect(await seriousFindings(page)).toEqual([]);
      const name = page.getByRole('textbox', { name: 'Name' });
      expect(await name.inputValue()).toBe('Northwind Partners');
      await name.fill('Northwind Partners Ltd');
      await page.getByRole('button', { name: 'Save' }).click();
      await page.getByRole('heading', { level: 1, name: 'Partner Administration' }).waitFor();
      await open(page, '/partner/administration/editPartner', 'Edit Partner');
      await expect.poll(() => name.inputValue(), { timeout: OUTCOME_TIMEOUT }).toBe('Northwind Partners Ltd');
      await name.fill('Northwind Partners');
      await page.getByRole('button', { name: 'Save' }).click();
      await page.getByRole('heading', { level: 1, name: 'Partner Administration' }).waitFor();
    } finally {
      const jwt = await jwtOf('partner@northwind.example');
      await gateway(
        'mutation W($groupId: ID!, $email: String!) { withdrawInvitation(groupId: $groupId, email: $email) }',
        { groupId: NORTHWIND, email },
        jwt,
      ).catch(() => undefined);
      await gateway(
        'mutation G($groupId: ID!, $input: GroupDetailsInput!) { updateGroup(groupId: $groupId, input: $input) { id } }',
        {
          groupId: NORTHWIND,
          input: { name: 'Northwind Partners' },
        },
        jwt,
      );
      await page.context().close();
    }
  });
});

describe('lead form administration', () => {
  it("lets super@provider.example add a lead option that partner@northwind.example's lead form then offers", async () => {
    const option = `Mobile app ${Date.now()}`;
    const superPage = await signedIn(browser, 'super@provider.example');
    const partnerPage = await signedIn(browser, 'partner@northwind.example');
    try {
      // The staff menu leads there.
      await superPage.getByRole('button', { name: 'More options' }).click();
      await superPage.getByRole('menuitem', { name: 'Lead form Administration' }).click();
      await superPage.getByRole('heading', { level: 1, name: 'Lead form Administration' }).waitFor();
      await superPage.getByRole('list', { name: 'Address Lookup options' }).getByText('Website checkout').waitFor();
      expect(await seriousFindings(superPage)).toEqual([]);
      await superPage.getByRole('textbox', { name: /^Option/ }).fill(option);
      await superPage.getByRole('button', { name: 'Add option' }).click();
      await superPage.getByRole('list', { name: 'Address Lookup options' }).getByText(option).waitFor();
      // The same option twice is the service's conflict, shown in place.
      await superPage.getByRole('textbox', { name: /^Option/ }).fill(option);
      await superPage.getByRole('button', { name: 'Add option' }).click();
      await superPage.getByText('That option already exists for Address Lookup', { exact: false }).waitFor();

      await open(partnerPage, '/partner/leads/createlead', 'Create Lead');
      await partnerPage.getByRole('checkbox', { name: 'Address Lookup' }).check();
      await partnerPage.getByRole('group', { name: 'Address Lookup options' }).getByRole('checkbox', { name: option }).waitFor();

      await superPage.getByRole('button', { name: `Delete ${option}` }).click();
      await superPage.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
      await expect.poll(() => superPage.getByText(option, { exact: true }).count(), { timeout: OUTCOME_TIMEOUT }).toBe(0);
    } finally {
      const jwt = await jwtOf('super@provider.example');
      const { leadOptions } = await gateway<{ leadOptions: { id: string; option: string }[] }>('{ leadOptions { id option } }', {}, jwt);
      for (const left of leadOptions.filter((one) => one.option === option))
        await gateway('mutation D($id: ID!) { deleteLeadOption(id: $id) }', { id: left.id }, jwt);
      await superPage.context().close();
      await partnerPage.context().close();
    }
  });
});

describe('create new account', () => {
  it('lets super@provider.example create an organisation for solo@solo.example, which then appears in their change-account dialog', async () => {
    const name = `Solo Online ${Date.now()}`;
    const page = await signedIn(browser, 'super@provider.example');
    try {
      await page.getByRole('button', { name: 'More options' }).click();
      await page.getByRole('menuitem', { name: 'Create new account' }).click();
      const dialog = page.getByRole('dialog', { name: 'Create new account' });
      await dialog.getByLabel('Find the user or group').fill('solo@solo');
      await dialog.getByRole('radio', { name: /^User solo@solo\.example/ }).check();
      await dialog.getByLabel('Name').fill(name);
      expect(await seriousFindings(page)).toEqual([]);
      await dialog.getByRole('button', { name: 'Create' }).click();
      await dialog.waitFor({ state: 'detached' });

      const solo = await signedIn(browser, 'solo@solo.example');
      await solo.getByRole('button', { name: 'Change Account' }).click();
      const change = solo.getByRole('dialog', { name: 'Change Account' });
      await change.getByRole('button', { name }).waitFor();
      await change.getByRole('button', { name: 'Solo Traders' }).waitFor();
      await solo.context().close();
    } finally {
      // Take the organisation and its account away again: solo@solo.example keeps Solo Traders alone.
      const jwt = await jwtOf('solo@solo.example');
      const { myGroups } = await gateway<{ myGroups: { id: string; name: string; children: { id: string }[] }[] }>(
        '{ myGroups { id name children { id } } }',
        {},
        jwt,
      );
      for (const made of myGroups.filter((group) => group.name === name)) {
        for (const account of made.children) await gateway('mutation D($g: ID!) { deleteGroup(groupId: $g) }', { g: account.id }, jwt);
        await gateway('mutation D($g: ID!) { deleteGroup(groupId: $g) }', { g: made.id }, jwt);
      }
      await page.context().close();
    }
  });
});
