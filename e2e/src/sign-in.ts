import type { Browser, Page } from 'playwright-core';
import { newPage, portalUrl, type Territory } from './browser';
import { ownPortal } from './worker-portals';

export const PASSWORD = 'Passw0rd!';

/** Signs in through the login form as a person would; at the portal on `port` where given (a test's own). */
export async function signIn(page: Page, userName: string, options: { password?: string; territory?: Territory; port?: number } = {}) {
  await page.goto(portalUrl('/login', options.territory, options.port));
  await page.getByLabel('User name').fill(userName);
  await page.getByLabel('Password', { exact: true }).fill(options.password ?? PASSWORD);
  await page.getByRole('button', { name: 'Log In' }).click();
}

/** The newest code the sandbox "sent" to an address. */
export async function latestCode(email: string, kind: 'validation' | 'resetpassword'): Promise<string> {
  const response = await fetch(`${ownPortal().userServerUrl}/sandbox/outbox?email=${encodeURIComponent(email)}`);
  const messages = (await response.json()) as { kind: string; code: string }[];
  const message = messages.filter((m) => m.kind === kind).at(-1);
  if (!message) throw new Error(`No ${kind} message was sent to ${email}`);
  return message.code;
}

/** A fresh, validated-later user made straight through the sandbox, for tests that change a user. */
export async function registerThroughSandbox(email: string, password: string): Promise<void> {
  const base = ownPortal().userServerUrl;
  const { token } = (await (await fetch(`${base}/captcha/token?sitekey=sandbox-site-key&action=signup`)).json()) as { token: string };
  const response = await fetch(`${base}/users?token=${encodeURIComponent(token)}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password, personalName: 'Test Person', companyName: 'Test Company', country: 'United Kingdom', territory: 'uk' }),
  });
  if (response.status !== 201) throw new Error(`Registering ${email} answered ${response.status}: ${await response.text()}`);
}

/** A fresh visitor signed in and at home, with the account bar showing the account. */
export async function signedIn(browser: Browser, userName: string, territory: Territory = 'uk', port?: number): Promise<Page> {
  const { page } = await newPage(browser);
  await signIn(page, userName, { territory, port });
  await page.waitForURL('**/portal/home');
  await page.getByTestId('account-bar-account-name').waitFor();
  return page;
}
