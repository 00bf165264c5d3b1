import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ownPortal } from '../src/worker-portals';
import type { Browser, Page } from 'playwright-core';
import { seriousFindings } from '../src/axe';
import { launchBrowser, newPage, OUTCOME_TIMEOUT, pathOf, portalUrl } from '../src/browser';
import { forgetKeptSessions } from '../src/kept-sessions';
import { PASSWORD, signIn, signedIn } from '../src/sign-in';

// My Settings, its edit form and Update Password, as owner@acme.example uses them, and what those
// who may not get instead. The portal and sandbox are shared by every browser test, so whatever a
// test changes of the demo users (the owner's password above all) is put back in a `finally`,
// straight through the sandbox, whether or not the test got that far.

const OWNER = 'owner@acme.example';
const NEW_PASSWORD = 'Owner-2026-new';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

// ---- the sandbox, for putting things back

const userServer = () => ownPortal().userServerUrl;
const basic = (userName: string, password: string) => `Basic ${Buffer.from(`${userName}:${password}`).toString('base64')}`;

async function sandboxSession(userName: string, password = PASSWORD): Promise<{ jwt: string; id: number }> {
  const response = await fetch(`${userServer()}/auth`, { headers: { authorization: basic(userName, password) } });
  if (!response.ok) throw new Error(`Signing ${userName} in to the sandbox answered ${response.status}`);
  return (await response.json()) as { jwt: string; id: number };
}

/**
 * Sets the owner's password back to the demo one, if it was changed; a password never changed is
 * left alone. A change ends every session of the owner, the one this worker keeps for its tests
 * too (kept-sessions.ts): forgotten, so the next test to want the owner signs in afresh.
 */
async function restoreOwnerPassword(): Promise<void> {
  await fetch(`${userServer()}/userpassword`, {
    method: 'PUT',
    headers: { authorization: basic(OWNER, NEW_PASSWORD), 'auth-error': '400', 'content-type': 'application/json' },
    body: JSON.stringify({ newPassword: PASSWORD }),
  });
  await forgetKeptSessions(OWNER);
  // Whatever happened above, the demo password must sign in again.
  await sandboxSession(OWNER);
}

async function ownerRecord(): Promise<Record<string, unknown>> {
  const { jwt, id } = await sandboxSession(OWNER);
  return (await (await fetch(`${userServer()}/user?id=${id}`, { headers: { authorization: `Bearer ${jwt}` } })).json()) as Record<string, unknown>;
}

async function restoreOwnerDetails(details: Record<string, unknown>): Promise<void> {
  const { jwt, id } = await sandboxSession(OWNER);
  const response = await fetch(`${userServer()}/users?id=${id}`, {
    method: 'PUT',
    headers: { authorization: `Bearer ${jwt}`, 'content-type': 'application/json' },
    body: JSON.stringify(details),
  });
  if (!response.ok) throw new Error(`Putting the owner's details back answered ${response.status}`);
}

async function setOwnerPermission(refId: string, enabled: boolean): Promise<void> {
  const { jwt, id } = await sandboxSession(OWNER);
  const catalogue = (await (await fetch(`${userServer()}/permissions`, { headers: { authorization: `Bearer ${jwt}` } })).json()) as {
    id: number;
    refId: string;
  }[];
  const permission = catalogue.find((entry) => entry.refId === refId);
  if (!permission) throw new Error(`No permission ${refId}`);
  await fetch(`${userServer()}/userpermissions?userId=${id}&permissionId=${permission.id}&enabled=${enabled}`, {
    method: 'PUT',
    headers: { authorization: `Bearer ${jwt}` },
  });
}

// ---- the screens

async function openMySettings(page: Page) {
  await page.getByTestId('account-bar-user').click();
  await page.getByRole('menuitem', { name: 'My Settings' }).click();
  await page.getByRole('heading', { level: 1, name: 'User Settings' }).waitFor();
  await page.getByTestId('user-detail-personal-name').waitFor();
}

const detail = (page: Page, term: string) => page.getByTestId(`user-detail-${term}`).textContent();

describe('My Settings', () => {
  it('takes owner@acme.example from the account bar to their settings, where they edit a detail', async () => {
    const before = await ownerRecord();
    const page = await signedIn(browser, OWNER);
    try {
      await openMySettings(page);
      expect(pathOf(page)).toBe(`/portal/user/${String(before.id)}`);
      expect(await detail(page, 'e-mail')).toBe(OWNER);
      expect(await detail(page, 'company-name')).toBe('Acme Ltd');

      await page.getByRole('link', { name: 'Edit details' }).click();
      await page.getByRole('heading', { level: 1, name: 'Edit your details' }).waitFor();
      const line2 = page.getByRole('textbox', { name: 'Address line 2' });
      await line2.fill('Suite 5');
      // Checked before it is sent: a blank name never reaches the service.
      await page.getByRole('textbox', { name: 'Personal name' }).fill(' ');
      await page.getByRole('button', { name: 'Save changes' }).click();
      await page.getByText('Enter your name').waitFor();
      await page.getByRole('textbox', { name: 'Personal name' }).fill('Olivia Owner-Smith');
      await page.getByRole('button', { name: 'Save changes' }).click();

      await page.getByText('Your details have been saved.').waitFor();
      expect(await detail(page, 'personal-name')).toBe('Olivia Owner-Smith');
      expect(await detail(page, 'address')).toContain('Suite 5');
      await expect.poll(async () => (await ownerRecord()).address2, { timeout: OUTCOME_TIMEOUT }).toBe('Suite 5');
    } finally {
      await page.context().close();
      await restoreOwnerDetails({ personalName: before.personalName, address2: before.address2 });
    }
  });

  it('switches a privacy setting in place, and it stays switched', async () => {
    const page = await signedIn(browser, OWNER);
    try {
      await openMySettings(page);
      const marketing = page.getByRole('group', { name: 'Marketing' });
      const surveys = marketing.getByRole('switch', { name: 'Customer surveys' });
      expect(await surveys.isChecked()).toBe(false);
      await surveys.click();
      await page.getByRole('status').filter({ hasText: 'Customer surveys turned on' }).waitFor();
      await page.reload();
      await page.getByRole('group', { name: 'Marketing' }).waitFor();
      expect(await page.getByRole('group', { name: 'Marketing' }).getByRole('switch', { name: 'Customer surveys' }).isChecked()).toBe(true);
      // Settings without a parent are listed under General.
      await page.getByRole('group', { name: 'General' }).getByRole('switch', { name: 'Usage statistics' }).waitFor();
    } finally {
      await page.context().close();
      await setOwnerPermission('MARKETING_SURVEYS', false);
    }
  });

  it('lets owner@acme.example change their own password, staying signed in, and sign in with the new one', async () => {
    const page = await signedIn(browser, OWNER);
    try {
      await openMySettings(page);
      await page.getByRole('link', { name: 'Change password' }).click();
      await page.getByRole('heading', { level: 1, name: 'Update Password' }).waitFor();
      const rule = page.getByTestId('password-rule');
      expect(await rule.getByRole('listitem').allTextContents()).toEqual([
        'At least 8 characters (not met yet)',
        'A letter (not met yet)',
        'A digit (not met yet)',
      ]);

      // A wrong current password is refused, and the session goes on.
      await page.getByLabel('Current password').fill('Not-my-password-1');
      await page.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
      expect(await rule.getByRole('listitem').allTextContents()).toEqual(['At least 8 characters (met)', 'A letter (met)', 'A digit (met)']);
      await page.getByLabel('Confirm new password').fill(NEW_PASSWORD);
      await page.getByRole('button', { name: 'Change password' }).click();
      // Under the field, in the form's words rather than the service's sign-in words, and emptied to be typed again.
      await page.getByText('The current password is not correct.').waitFor();
      expect(await page.getByLabel('Current password').inputValue()).toBe('');
      expect(await page.getByTestId('update-password-failure').count()).toBe(0);

      await page.getByLabel('Current password').fill(PASSWORD);
      await page.getByRole('button', { name: 'Change password' }).click();
      await page.getByText('Your password has been changed. Use it the next time you log in.').waitFor();
      // The change ended every session of the owner, this page's too; the portal signed them in
      // again with the new password, so My Settings, loaded afresh, reads their record from the
      // service as before rather than ending at the login page.
      await page.getByRole('link', { name: 'Back to My Settings' }).click();
      await page.getByRole('heading', { level: 1, name: 'User Settings' }).waitFor();
      await page.reload();
      await page.getByTestId('user-detail-personal-name').waitFor({ timeout: OUTCOME_TIMEOUT });
      expect(pathOf(page)).toMatch(/^\/portal\/user\/\d+$/);

      await page.getByTestId('account-bar-user').click();
      await page.getByRole('menuitem', { name: 'Log Out' }).click();
      await page.waitForURL('**/portal/login');
      await signIn(page, OWNER, { password: PASSWORD });
      await page.getByRole('alert').waitFor();
      expect(pathOf(page)).toBe('/portal/login');
      await signIn(page, OWNER, { password: NEW_PASSWORD });
      await page.waitForURL('**/portal/home');
      await page.getByTestId('account-bar-account-name').waitFor();
    } finally {
      await page.context().close();
      await restoreOwnerPassword();
    }
  });
});

describe('who may not', () => {
  it("refuses member@acme.example the owner's edit page, and tells them the owner's record is not theirs to read", async () => {
    const owner = await ownerRecord();
    const page = await signedIn(browser, 'member@acme.example');
    await page.goto(portalUrl(`/user/${String(owner.id)}/edit`));
    const refusal = page.getByTestId('refusal');
    await refusal.waitFor();
    expect(await refusal.textContent()).toBe('This page is not currently available while using this account. Please switch to another account or return home.');

    await page.goto(portalUrl(`/user/${String(owner.id)}`));
    const failure = page.getByTestId('user-settings-failure');
    await failure.waitFor();
    expect(await failure.textContent()).toBe(`Failed to load the user: User ${String(owner.id)} is not one you may see`);
    await page.context().close();
  });

  it("refuses owner@acme.example the edit page of their member's record, with the way back to their own", async () => {
    const member = await sandboxSession('member@acme.example');
    const page = await signedIn(browser, OWNER);
    await page.goto(portalUrl(`/user/${member.id}/edit`));
    const refusal = page.getByTestId('refusal');
    await refusal.waitFor();
    expect(await refusal.textContent()).toBe('This page is not currently available while using this account. Please switch to another account or return home.');
    expect(await page.getByRole('textbox', { name: 'Personal name' }).count()).toBe(0);
    await page.getByRole('button', { name: 'My Settings' }).click();
    await page.getByRole('heading', { level: 1, name: 'User Settings' }).waitFor();
    await page.context().close();
  });
});

describe('accessibility of the user settings', () => {
  it('has no serious or critical axe findings on My Settings, its edit form and Update Password', async () => {
    const { page } = await newPage(browser);
    await signIn(page, OWNER);
    await page.waitForURL('**/portal/home');
    await page.getByTestId('account-bar-account-name').waitFor();
    const owner = await ownerRecord();
    await page.goto(portalUrl(`/user/${String(owner.id)}`));
    await page.getByRole('group', { name: 'General' }).waitFor();
    expect(await seriousFindings(page)).toEqual([]);

    await page.goto(portalUrl(`/user/${String(owner.id)}/edit`));
    await page.getByRole('textbox', { name: 'Personal name' }).fill('');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await page.getByText('Enter your name').waitFor();
    expect(await seriousFindings(page)).toEqual([]);

    await page.goto(portalUrl('/user/updatePassword'));
    await page.getByLabel('New password', { exact: true }).fill('abc');
    await page.getByRole('button', { name: 'Change password' }).click();
    await page.getByText('Enter your current password').waitFor();
    expect(await seriousFindings(page)).toEqual([]);
    await page.context().close();
  });
});
