import { request as httpRequest } from 'node:http';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { startPortal } from '@portal/launcher';
import { allFindings } from '../src/axe';
import { launchBrowser, OUTCOME_TIMEOUT, PHONE, portalUrl } from '../src/browser';
import { noUpstreams } from '../src/own-sandbox';
import { PASSWORD, signedIn } from '../src/sign-in';

// A website key's daily caps end to end: the owner of Acme Main caps the website key in the
// portal, a program (this test) calls a look-up with the key from the allowed referrer past the
// cap, and the portal shows the blocked call while the owner's outbox holds the alert. The portal
// is the test's own, with a fresh sandbox: a cap counts the key's calls of the whole day, and the
// browser run's other tests call with the same key.

type Portal = Awaited<ReturnType<typeof startPortal>>;

const ACME_MAIN = 103;
const REFERRER = 'https://www.acme.example';

let browser: Browser;
let portal: Portal;
let websiteKey = '';

beforeAll(async () => {
  browser = await launchBrowser();
  portal = await startPortal({ port: 0, env: { ...process.env, ...noUpstreams }, quiet: true, webDist: inject('webDist') });
  const basic = `Basic ${Buffer.from(`owner@acme.example:${PASSWORD}`).toString('base64')}`;
  const session = (await (await fetch(`${urls().userServer}/auth`, { headers: { authorization: basic } })).json()) as { jwt: string };
  const tokens = (await (await fetch(`${urls().userServer}/tokens?parentId=${ACME_MAIN}`, { headers: { authorization: `Bearer ${session.jwt}` } })).json()) as {
    tag: string;
    key: string;
  }[];
  websiteKey = tokens.find((token) => token.tag === 'website')?.key ?? '';
}, 60_000);
afterAll(async () => {
  await browser?.close();
  await portal?.close();
});

function urls() {
  if (!portal.sandbox) throw new Error('The test expects its portal to start its own sandbox');
  return portal.sandbox.urls;
}

/**
 * One autocomplete look-up with the website key, referred by the website, as a visitor's browser
 * makes it from the customer's page; from `localAddress` (any 127.x.y.z is this machine), so that
 * the service sees that address on the connection.
 */
function lookUp(localAddress = '127.0.0.1', referrer = REFERRER): Promise<{ status: number; body: unknown }> {
  const url = new URL(`${urls().autocomplete}/autoc/json?dataset=uk-paf&q=High%20Street`);
  return new Promise((resolve, reject) => {
    const req = httpRequest(url, { localAddress, headers: { authorization: `Bearer ${websiteKey}`, referer: `${referrer}/checkout` } }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (text += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: JSON.parse(text) as unknown }));
    });
    req.on('error', reject);
    req.end();
  });
}

async function alertsTo(email: string): Promise<{ reason: string; subject: string; text: string; link: string }[]> {
  const messages = (await (await fetch(`${urls().userServer}/sandbox/outbox?email=${encodeURIComponent(email)}`)).json()) as {
    kind: string;
    reason: string;
    subject: string;
    text: string;
    link: string;
  }[];
  return messages.filter((message) => message.kind === 'tokenalert');
}

const card = (page: Page) => page.getByRole('article', { name: 'website', exact: true });

async function openTokens(page: Page) {
  await page.goto(portalUrl('/administration/tokens', 'uk', portal.port));
  await page.getByRole('heading', { level: 1, name: 'Tokens' }).waitFor();
  await card(page).getByText('Active').waitFor();
}

/** Edit website: fills the fields given, saves, and waits for the dialog to close. */
async function editWebsite(page: Page, fields: Record<string, string>) {
  await card(page).getByRole('button', { name: 'Edit website' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit token website' });
  for (const [name, value] of Object.entries(fields)) await dialog.getByRole('textbox', { name, exact: true }).fill(value);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await dialog.waitFor({ state: 'detached', timeout: OUTCOME_TIMEOUT });
}

/** Opens the card's blocked calls, or asks them again where they are open. */
async function showBlockedCalls(page: Page) {
  const toggle = card(page).getByRole('button', { name: 'Blocked calls of website', exact: true });
  if ((await toggle.getAttribute('aria-expanded')) === 'true') await card(page).getByRole('button', { name: 'Refresh the blocked calls of website' }).click();
  else await toggle.click();
}

/** The card's blocked calls as shown, read whole: the counts by reason, and the table's rows (its header first). */
async function blockedCalls(page: Page): Promise<{ byReason: string[]; calls: string[] }> {
  const byReason = card(page).getByRole('list', { name: 'Blocked calls of website by reason' });
  if ((await byReason.count()) === 0) return { byReason: [], calls: [] };
  return {
    byReason: await byReason.getByRole('listitem').allTextContents(),
    calls: await card(page).getByRole('table', { name: 'Latest blocked calls of website' }).getByRole('row').allTextContents(),
  };
}

describe('daily caps on a website key', () => {
  it(
    'refuses the 4th look-up under a cap of 3, shows the blocked call on the card, alerts the owner once, and does the same per address',
    { timeout: 120_000 },
    async () => {
      const page = await signedIn(browser, 'owner@acme.example', { port: portal.port });
      try {
        await openTokens(page);
        await editWebsite(page, { 'Daily cap': '3' });
        await card(page).getByText('3 clicks a day', { exact: true }).waitFor({ timeout: OUTCOME_TIMEOUT });

        const outcomes = [];
        for (let call = 0; call < 4; call += 1) outcomes.push(await lookUp());
        expect(outcomes.map((outcome) => outcome.status)).toEqual([200, 200, 200, 403]);
        expect(outcomes[3]?.body).toEqual({ msg: "The token's daily cap of 3 clicks is reached" });

        await showBlockedCalls(page);
        await expect.poll(async () => (await blockedCalls(page)).byReason, { timeout: OUTCOME_TIMEOUT }).toEqual(['Daily cap reached: 1']);
        const first = await blockedCalls(page);
        expect(first.calls).toHaveLength(2);
        expect(first.calls[1]).toContain("The token's daily cap of 3 clicks is reached");
        expect(first.calls[1]).toContain('127.0.0.1');
        expect(first.calls[1]).toContain(REFERRER);
        expect(first.calls[1]).toContain('Address Autocomplete');
        await card(page).getByText('1 call refused in the last 30 days:').waitFor();

        const alerts = await alertsTo('owner@acme.example');
        expect(alerts).toHaveLength(1);
        expect(alerts[0]).toMatchObject({ reason: 'dailyCap', subject: 'API token website reached its daily cap' });
        expect(alerts[0]?.text).toContain("The token's daily cap of 3 clicks is reached");
        expect(alerts[0]?.link).toBe(portalUrl(`/administration/tokens?account=${ACME_MAIN}&token=301`, 'uk', portal.port));
        // A 5th refusal the same day sends no second alert.
        expect((await lookUp()).status).toBe(403);
        expect(await alertsTo('owner@acme.example')).toHaveLength(1);

        // The alert's link opens the token with its blocked calls.
        await page.goto(alerts[0]?.link ?? '');
        await card(page).getByRole('list', { name: 'Blocked calls of website by reason' }).waitFor({ timeout: OUTCOME_TIMEOUT });
        await card(page).getByText('Daily cap reached: 2').waitFor();

        // The same per address: no daily cap, 2 a day from one address; two visitors' addresses.
        await editWebsite(page, { 'Daily cap': '', 'Daily cap per address': '2' });
        await card(page).getByText('2 clicks a day from one address').waitFor({ timeout: OUTCOME_TIMEOUT });
        const fromTwo = [await lookUp('127.0.0.2'), await lookUp('127.0.0.2'), await lookUp('127.0.0.2'), await lookUp('127.0.0.3')];
        expect(fromTwo.map((outcome) => outcome.status)).toEqual([200, 200, 403, 200]);
        expect(fromTwo[2]?.body).toEqual({ msg: "Requests from 127.0.0.2 reached the token's daily cap of 2 per address" });
        await showBlockedCalls(page);
        await expect
          .poll(async () => (await blockedCalls(page)).byReason, { timeout: OUTCOME_TIMEOUT })
          .toEqual(['Daily cap reached: 2', 'Daily cap per address reached: 1']);
        const second = await blockedCalls(page);
        expect(second.calls[1]).toContain("Requests from 127.0.0.2 reached the token's daily cap of 2 per address");
        expect(second.calls[1]).toContain('127.0.0.2');
        expect((await alertsTo('owner@acme.example')).map((alert) => alert.reason)).toEqual(['dailyCap', 'addressCap']);

        // Caps survive editing the other settings, in the portal and in the service.
        await editWebsite(page, { 'IP range': '127.0.0.0/8' });
        await card(page).getByText('127.0.0.0/8').waitFor({ timeout: OUTCOME_TIMEOUT });
        await card(page).getByText('2 clicks a day from one address').waitFor();
        expect((await lookUp('127.0.0.2')).status).toBe(403);
        expect((await lookUp('127.0.0.4')).status).toBe(200);
      } finally {
        await page.context().close();
      }
    },
  );

  it('finds no accessibility violation on the tokens screen with the blocked calls, the alerts and the cap fields open', async () => {
    // At least one blocked call, so that the card shows its counts and table.
    expect((await lookUp('127.0.0.5', 'https://evil.example')).status).toBe(403);
    const page = await signedIn(browser, 'owner@acme.example', { port: portal.port });
    try {
      await openTokens(page);
      await showBlockedCalls(page);
      await card(page).getByRole('table', { name: 'Latest blocked calls of website' }).waitFor();
      await page.getByRole('region', { name: 'Alerts' }).getByRole('textbox', { name: 'Refused calls within an hour' }).waitFor();
      expect(await allFindings(page, 'main')).toEqual([]);

      await card(page).getByRole('button', { name: 'Edit website' }).click();
      const edit = page.getByRole('dialog', { name: 'Edit token website' });
      await edit.getByRole('textbox', { name: 'Daily cap', exact: true }).fill('0');
      await edit.getByRole('button', { name: 'Save' }).click();
      await edit.getByText('A whole number of clicks from 1 to 10,000,000').waitFor();
      expect(await allFindings(page, '[role="dialog"]')).toEqual([]);
      await edit.getByRole('button', { name: 'Cancel' }).click();
      await edit.waitFor({ state: 'detached' });

      await page.getByRole('button', { name: 'Change all tokens' }).click();
      const bulk = page.getByRole('dialog', { name: 'Change all tokens' });
      await bulk.getByRole('checkbox', { name: 'Set the daily cap', exact: true }).check();
      await bulk.getByRole('checkbox', { name: 'Set the daily cap per address' }).check();
      await bulk.getByRole('textbox', { name: 'Daily cap per address' }).waitFor();
      expect(await allFindings(page, '[role="dialog"]')).toEqual([]);
      await bulk.getByRole('button', { name: 'Cancel' }).click();

      // A phone's width: the blocked calls are a list, not a table.
      await page.setViewportSize(PHONE);
      await card(page).getByRole('list', { name: 'Latest blocked calls of website' }).waitFor();
      expect(await allFindings(page, 'main')).toEqual([]);
    } finally {
      await page.context().close();
    }
  });
});
