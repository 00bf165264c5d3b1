import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ownPortal } from '../src/worker-portals';
import type { Browser, Page } from 'playwright-core';
import { seriousFindings } from '../src/axe';
import { launchBrowser, OUTCOME_TIMEOUT, PAGE_REFUSAL, portalUrl } from '../src/browser';
import { PASSWORD, signedIn } from '../src/sign-in';
import { gateway, sessionOf } from '../src/portal-api';

// Administration → Tokens end to end, and keys that really lock: a program calling the sandbox's
// autocomplete with the website token's key is answered, refused once the owner locks the token in
// the portal, answered again once it is unlocked, and refused for a service switched off for the
// token. Every change to the demo tokens is put back in a finally block.

const ACME_MAIN = '103';
const WEBSITE = '301';
const AUTOCOMPLETE_SERVICE = '2';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

interface TokenRow {
  id: string;
  tag: string;
  key: string;
  referrer: string;
  tryCommand: string;
}

async function acmeTokens(jwt: string): Promise<TokenRow[]> {
  return (await gateway<{ apiTokens: TokenRow[] }>('query T($a: ID!) { apiTokens(accountId: $a) { id tag key referrer tryCommand } }', { a: ACME_MAIN }, jwt))
    .apiTokens;
}

/**
 * An integrator's program: one autocomplete look-up made straight to the sandbox with the key and
 * the token's referrer. The address is the one the portal's curl command names.
 */
async function lookUp(token: TokenRow): Promise<{ status: number; body: unknown }> {
  const url = /'(http[^']+\/autoc\/json[^']*)'$/.exec(token.tryCommand)?.[1];
  if (!url) throw new Error(`No look-up address in ${token.tryCommand}`);
  const response = await fetch(url, { headers: { authorization: `Bearer ${token.key}`, referer: `${token.referrer}/` } });
  return { status: response.status, body: await response.json() };
}

async function openTokens(page: Page) {
  await page.goto(portalUrl('/administration/tokens'));
  await page.getByRole('heading', { level: 1, name: 'Tokens' }).waitFor();
}

const card = (page: Page, tag: string) => page.getByRole('article', { name: tag, exact: true });

describe('Administration → Tokens', () => {
  it('shows the owner website and crm, crm locked, and creates, restricts, locks, unlocks and deletes a token', async () => {
    const tag = `e2e-${Date.now()}`;
    const page = await signedIn(browser, 'owner@acme.example');
    try {
      await openTokens(page);
      await card(page, 'website').getByText('Active').waitFor();
      await card(page, 'crm').getByText('Locked', { exact: true }).waitFor();
      expect(await seriousFindings(page)).toEqual([]);

      await page.getByRole('button', { name: 'Create token' }).click();
      const create = page.getByRole('dialog', { name: 'Create token' });
      await create.getByRole('textbox', { name: 'Tag' }).fill(tag);
      await create.getByRole('button', { name: 'Next' }).click();
      const confirm = page.getByRole('dialog', { name: 'Confirm your password' });
      await confirm.getByLabel('Password', { exact: true }).fill(PASSWORD);
      expect(await seriousFindings(page, '[role="dialog"]')).toEqual([]);
      await confirm.getByLabel('Password', { exact: true }).press('Enter');
      await page.getByText(`The token ${tag} is ready.`).waitFor({ timeout: OUTCOME_TIMEOUT });
      const made = card(page, tag);
      await made.waitFor();

      await made.getByRole('button', { name: `Edit ${tag}` }).click();
      const edit = page.getByRole('dialog', { name: `Edit token ${tag}` });
      await edit.getByRole('textbox', { name: 'IP range' }).fill('203.0.113.0/24');
      await edit.getByRole('textbox', { name: 'Referrer' }).fill('https://shop.acme.example');
      await edit.getByRole('button', { name: 'Save' }).click();
      await made.getByText('203.0.113.0/24').waitFor({ timeout: OUTCOME_TIMEOUT });
      await made.getByText('https://shop.acme.example').waitFor();

      await made.getByRole('button', { name: `Lock ${tag}` }).click();
      await made.getByText('Locked', { exact: true }).waitFor({ timeout: OUTCOME_TIMEOUT });
      await made.getByRole('button', { name: `Unlock ${tag}` }).click();
      await made.getByText('Active').waitFor({ timeout: OUTCOME_TIMEOUT });

      await made.getByRole('button', { name: `Delete ${tag}` }).click();
      await page.getByRole('dialog', { name: 'Delete token' }).getByRole('button', { name: 'Delete' }).click();
      await made.waitFor({ state: 'detached', timeout: OUTCOME_TIMEOUT });
    } finally {
      await page.context().close();
      const owner = await sessionOf('owner@acme.example');
      const left = (await acmeTokens(owner.jwt)).find((token) => token.tag === tag);
      if (left) await gateway('mutation D($a: ID!, $id: ID!) { deleteApiToken(accountId: $a, id: $id) }', { a: ACME_MAIN, id: left.id }, owner.jwt);
    }
  });

  it("answers the website key's look-up, refuses it once the token is locked in the portal, and answers again once unlocked", async () => {
    const owner = await sessionOf('owner@acme.example');
    const website = (await acmeTokens(owner.jwt)).find((token) => token.tag === 'website');
    if (!website) throw new Error('No website token');
    const page = await signedIn(browser, 'owner@acme.example');
    try {
      expect((await lookUp(website)).status).toBe(200);

      await openTokens(page);
      await card(page, 'website').getByRole('button', { name: 'Lock website' }).click();
      await card(page, 'website').getByText('Locked', { exact: true }).waitFor({ timeout: OUTCOME_TIMEOUT });
      expect(await lookUp(website)).toEqual({ status: 403, body: { msg: 'The token is locked' } });

      // Try it shows the same refusal from the portal.
      await card(page, 'website').getByRole('button', { name: 'Try it with website' }).click();
      await card(page, 'website').getByRole('button', { name: 'Run look-up' }).click();
      // The card read whole, so that a failure says what it showed instead.
      await expect.poll(() => card(page, 'website').textContent(), { timeout: OUTCOME_TIMEOUT }).toContain('Refused (403): The token is locked');

      await card(page, 'website').getByRole('button', { name: 'Unlock website' }).click();
      await card(page, 'website').getByText('Active').waitFor({ timeout: OUTCOME_TIMEOUT });
      const answered = await lookUp(website);
      expect(answered.status).toBe(200);
      expect((answered.body as unknown[]).length).toBeGreaterThan(0);
    } finally {
      await page.context().close();
      await gateway(
        'mutation L($a: ID!, $id: ID!) { setApiTokenLock(accountId: $a, id: $id, locked: false) { id } }',
        { a: ACME_MAIN, id: WEBSITE },
        owner.jwt,
      );
    }
  });

  it('keeps the Try it panel still while it opens, so focus moved into it finds Run look-up where it shows', async () => {
    const page = await signedIn(browser, 'owner@acme.example');
    try {
      await openTokens(page);
      const website = card(page, 'website');
      await website.getByText('Active').waitFor();
      // Opened and focused in one turn of the page, before the panel's 300 ms opening can end: a
      // panel that scrolls its half-shown contents to the focused button moves the button away.
      const moved = await website.evaluate(async (article) => {
        const button = (label: string) =>
          [...article.querySelectorAll('button')].find((candidate) => candidate.getAttribute('aria-label') === label || candidate.textContent === label);
        button('Try it with website')?.click();
        let run = button('Run look-up');
        for (let turn = 0; !run && turn < 20; turn += 1) {
          await Promise.resolve();
          run = button('Run look-up');
        }
        if (!run) throw new Error('Try it opened no Run look-up button');
        // Where it sits on the page: focus may scroll the window to show it, which moves nothing.
        const onPage = () => run.getBoundingClientRect().top + window.scrollY;
        const before = onPage();
        run.focus();
        return { focused: document.activeElement === run, by: onPage() - before };
      });
      expect(moved).toEqual({ focused: true, by: 0 });
    } finally {
      await page.context().close();
    }
  });

  it('refuses the website key for a service switched off for the token', async () => {
    const owner = await sessionOf('owner@acme.example');
    const website = (await acmeTokens(owner.jwt)).find((token) => token.tag === 'website');
    if (!website) throw new Error('No website token');
    const switchAutocomplete = (method: 'PUT' | 'DELETE') =>
      fetch(`${ownPortal().userServerUrl}/userservices?groupId=${ACME_MAIN}&userId=${owner.id}&serviceId=${AUTOCOMPLETE_SERVICE}&tokenId=${WEBSITE}`, {
        method,
        headers: { authorization: `Bearer ${owner.jwt}` },
      });
    try {
      expect((await switchAutocomplete('DELETE')).status).toBe(200);
      expect(await lookUp(website)).toEqual({ status: 403, body: { msg: 'This token may not use Address Autocomplete' } });
    } finally {
      await switchAutocomplete('PUT');
    }
    expect((await lookUp(website)).status).toBe(200);
  });

  it('refuses member@acme.example, who does not own the account', async () => {
    const page = await signedIn(browser, 'member@acme.example');
    try {
      await page.goto(portalUrl('/administration/tokens'));
      await page.getByText(PAGE_REFUSAL).waitFor();
      // The refusal names the page (its one h1) and shows nothing of the tokens'.
      expect(await page.getByRole('heading', { level: 1 }).allTextContents()).toEqual(['Tokens']);
      expect(await page.getByRole('button', { name: 'Create token' }).count()).toBe(0);
    } finally {
      await page.context().close();
    }
  });
});
