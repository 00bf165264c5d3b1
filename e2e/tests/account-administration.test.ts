import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ownPortal } from '../src/worker-portals';
import type { Browser, Page } from 'playwright-core';
import { seriousFindings } from '../src/axe';
import { launchBrowser, newPage, OUTCOME_TIMEOUT, PAGE_REFUSAL, pathOf, portalUrl } from '../src/browser';
import { enterValidationCode, sendRegistration, signedIn, signIn } from '../src/sign-in';
import { gateway, jwtOf } from '../src/portal-api';
import { forgetKeptSessions } from '../src/kept-sessions';

// Administration → Account end to end: the owner sees the account's users, invites someone who
// accepts through the e-mail's link, changes the member's access and locks them out; a member gets
// the owner-only refusal (docs/routes-and-access.md). The member's level and lock are put back whatever happens: other tests sign
// in as member@acme.example.

const MEMBER_ID = '2';
const ACME_MAIN = '103';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** Puts member@acme.example back as the demo data has them: a member of Acme Main, not locked. */
async function restoreMember() {
  const owner = await jwtOf('owner@acme.example');
  await gateway(
    'mutation L($g: ID!, $u: ID!) { setGroupUserAccessLevel(groupId: $g, userId: $u, accessLevel: member) { id } }',
    { g: ACME_MAIN, u: MEMBER_ID },
    owner,
  );
  // Only admin and super lock and unlock: the lock is the user's in every organisation.
  await gateway(
    'mutation K($g: ID!, $u: ID!) { setGroupUserLocked(groupId: $g, userId: $u, locked: false) { id } }',
    { g: ACME_MAIN, u: MEMBER_ID },
    await jwtOf('admin@provider.example'),
  );
}

async function open(page: Page, path: string, heading: string) {
  await page.goto(portalUrl(path));
  await page.getByRole('heading', { level: 1, name: heading }).waitFor();
}

const invitationLink = async (email: string): Promise<string> => {
  const response = await fetch(`${ownPortal().userServerUrl}/sandbox/outbox?email=${encodeURIComponent(email)}`);
  const message = ((await response.json()) as { kind: string; link?: string }[]).filter((m) => m.kind === 'invitation').at(-1);
  if (!message?.link) throw new Error(`No invitation was sent to ${email}`);
  return message.link;
};

describe('account administration', () => {
  it("shows the owner Acme Main's users, and an invitation that is pending until the invitee accepts it through its link", async () => {
    const owner = await signedIn(browser, 'owner@acme.example');
    await open(owner, '/administration/account', 'Account');
    const users = owner.getByRole('table', { name: 'Users' });
    await users.getByRole('cell', { name: 'member@acme.example' }).waitFor();
    expect(await seriousFindings(owner)).toEqual([]);

    const email = `invitee-${Date.now()}@fresh.example`;
    await owner.getByRole('link', { name: 'Invite user' }).click();
    await owner.getByRole('heading', { level: 1, name: 'Invite User' }).waitFor();
    // A day, asked in days and hours.
    expect([await owner.getByLabel('Days').inputValue(), await owner.getByLabel('Hours').inputValue()]).toEqual(['1', '0']);
    expect(await seriousFindings(owner)).toEqual([]);
    await owner.getByLabel('E-mail address').fill(email);
    await owner.getByRole('button', { name: 'Send invitation' }).click();
    await owner.waitForURL('**/portal/administration/account');
    await owner.getByTestId('pending-invitation').filter({ hasText: email }).waitFor();

    // The invitee opens the e-mail's link in a browser of their own, registers and validates.
    const link = await invitationLink(email);
    expect(link).toContain('/portal/register?invitation=');
    const { context, page: invitee } = await newPage(browser);
    await invitee.goto(link);
    await sendRegistration(invitee, { name: 'Ivy Invitee', company: 'Invitee Ltd', email });
    await invitee.waitForURL('**/portal/validate?invitation=*');
    await enterValidationCode(invitee, email);

    const accepted = invitee.getByRole('dialog', { name: 'Invitation accepted' });
    await accepted.waitFor({ timeout: OUTCOME_TIMEOUT });
    expect(await accepted.textContent()).toContain('You have joined Acme Main.');
    expect(pathOf(invitee)).toBe('/portal/home');
    await accepted.getByRole('button', { name: 'OK' }).click();
    await invitee.getByRole('button', { name: 'Change Account' }).click();
    // What the dialog offers, read whole, so that a failure says what it offered instead.
    const choices = invitee.getByRole('dialog', { name: 'Change Account' }).getByRole('list', { name: 'Groups' });
    await expect.poll(() => choices.textContent(), { timeout: OUTCOME_TIMEOUT }).toContain('Acme Main');
    await context.close();

    // Accepted: no longer pending for the owner (a fresh read after the request cache's time).
    const staff = await jwtOf('admin@provider.example');
    const read = await gateway<{ groupAdministration: { invitations: { email: string }[]; users: { users: { email: string }[] } } }>(
      'query A($g: ID!, $f: String) { groupAdministration(groupId: $g) { invitations { email } users(filter: $f) { users { email } } } }',
      { g: ACME_MAIN, f: email },
      staff,
    );
    expect(read.groupAdministration.invitations.map((i) => i.email)).not.toContain(email);
    expect(read.groupAdministration.users.users.map((u) => u.email)).toEqual([email]);
    await owner.context().close();
  });

  it('takes a withdrawn invitation off the pending list at once', async () => {
    const owner = await signedIn(browser, 'owner@acme.example');
    try {
      const email = `withdrawn-${Date.now()}@fresh.example`;
      await open(owner, '/administration/account/invite', 'Invite User');
      await owner.getByLabel('E-mail address').fill(email);
      await owner.getByRole('button', { name: 'Send invitation' }).click();
      await owner.waitForURL('**/portal/administration/account');
      const pending = owner.getByTestId('pending-invitation').filter({ hasText: email });
      await pending.waitFor();

      // The list is read again after the withdrawal; in a production build that answer only
      // reaches the screen if the query's handlers are taken before it is read.
      await owner.getByRole('button', { name: `Withdraw the invitation to ${email}` }).click();
      await pending.waitFor({ state: 'detached', timeout: OUTCOME_TIMEOUT });
    } finally {
      await owner.context().close();
    }
  });

  it("lets the owner change the member's access level but not lock them; once admin locks them, the member can no longer sign in", async () => {
    try {
      const owner = await signedIn(browser, 'owner@acme.example');
      await open(owner, '/administration/account', 'Account');
      await owner.getByRole('link', { name: 'Edit Martin Member' }).click();
      await owner.getByRole('heading', { level: 1, name: 'Edit User' }).waitFor();
      await owner.getByTestId('edited-user-name').waitFor();
      expect(await seriousFindings(owner)).toEqual([]);

      await owner.getByRole('combobox', { name: 'Access level' }).click();
      await owner.getByRole('option', { name: 'Sudo owner' }).click();
      await owner.getByRole('button', { name: 'Save access level' }).click();
      await owner.getByText('Access level saved.').waitFor();
      await expect.poll(() => owner.getByTestId('edited-user-level').textContent(), { timeout: OUTCOME_TIMEOUT }).toBe('Sudo owner of Acme Main');

      // The lock would stop the member signing in to other organisations' accounts too.
      await owner.getByText("so only the provider's staff can lock or unlock them", { exact: false }).waitFor();
      expect(await owner.getByRole('button', { name: 'Lock user' }).count()).toBe(0);
      await owner.context().close();
      const locked = await gateway(
        'mutation K($g: ID!, $u: ID!) { setGroupUserLocked(groupId: $g, userId: $u, locked: true) { locked } }',
        { g: ACME_MAIN, u: MEMBER_ID },
        await jwtOf('admin@provider.example'),
      );
      expect(locked).toMatchObject({ setGroupUserLocked: { locked: true } });

      const { context, page: member } = await newPage(browser);
      await signIn(member, 'member@acme.example');
      await member.getByRole('alert').waitFor({ timeout: OUTCOME_TIMEOUT });
      expect(pathOf(member)).toBe('/portal/login');
      await context.close();
    } finally {
      await restoreMember();
      // The lock ended every session of the member, the one this worker keeps for its tests too.
      await forgetKeptSessions('member@acme.example');
    }
    // Put back: the member signs in again, through the login form, and that session is kept.
    const member = await signedIn(browser, 'member@acme.example');
    await member.context().close();
  });

  it("refuses a member of the account on every account administration screen, in the product's words", async () => {
    const member = await signedIn(browser, 'member@acme.example');
    for (const path of [
      '/administration/account',
      '/administration/account/edit',
      '/administration/account/invite',
      `/administration/account/edituser/${MEMBER_ID}`,
    ]) {
      await member.goto(portalUrl(path));
      await member.getByText(PAGE_REFUSAL).waitFor({ timeout: OUTCOME_TIMEOUT });
      expect(await member.getByRole('table', { name: 'Users' }).count()).toBe(0);
    }
    await member.context().close();
  });

  it('renames the account, which the account bar shows at once, and names it back', async () => {
    const owner = await signedIn(browser, 'owner@acme.example');
    try {
      await open(owner, '/administration/account/edit', 'Edit Account');
      expect(await seriousFindings(owner)).toEqual([]);
      await owner.getByLabel('Name').fill('Acme Headquarters');
      await owner.getByRole('button', { name: 'Save' }).click();
      await owner.waitForURL('**/portal/administration/account');
      await expect.poll(() => owner.getByTestId('account-bar-account-name').textContent(), { timeout: OUTCOME_TIMEOUT }).toBe('Acme Headquarters');
    } finally {
      const staff = await jwtOf('admin@provider.example');
      await gateway('mutation G($g: ID!) { updateGroup(groupId: $g, input: { name: "Acme Main" }) { id } }', { g: ACME_MAIN }, staff);
      await owner.context().close();
    }
  });
});
