import type { Browser, Page } from 'playwright-core';
import { newPage, portalUrl, type Territory, type Viewport } from './browser';
import { keepSession, keptSession } from './kept-sessions';
import { ownPortal } from './worker-portals';

export const PASSWORD = 'Passw0rd!';

/** Signs in through the login form as a person would; at the portal on `port` where given (a test's own). */
export async function signIn(page: Page, userName: string, options: { password?: string; territory?: Territory; port?: number } = {}) {
  await page.goto(portalUrl('/login', options.territory, options.port));
  await logIn(page, userName, options.password);
}

/** Fills in and sends the login form the page shows (where a guard sent the visitor, say), as a person would. */
export async function logIn(page: Page, userName: string, password = PASSWORD) {
  await page.getByLabel('User name').fill(userName);
  await page.getByLabel('Password', { exact: true }).fill(password);
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

/** Fills in the registration form the page shows, as a new customer would, and sends it. */
export async function sendRegistration(
  page: Page,
  { name, company, email, password = 'Secret123' }: { name: string; company: string; email: string; password?: string },
) {
  await page.getByLabel('Your name').fill(name);
  await page.getByLabel('Company name').fill(company);
  await page.getByLabel('E-mail address').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Confirm password').fill(password);
  await page.getByRole('button', { name: 'Register' }).last().click();
}

/** Enters on /validate the newest validation code the sandbox sent to `email`, and sends it. */
export async function enterValidationCode(page: Page, email: string) {
  await page.getByLabel('Validation code').fill(await latestCode(email, 'validation'));
  await page.getByRole('button', { name: 'Validate', exact: true }).click();
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

/** Where and how a signed-in page opens: the portal's territory and port (a test's own), and the window's size. */
export interface Opening {
  territory?: Territory;
  port?: number;
  viewport?: Viewport;
}

/**
 * A fresh visitor signed in and at home, with the account bar showing the account. On the worker's
 * own portal the first call for a user signs in through the login form (signedInAfresh) and keeps
 * the browser's storage (the session in local storage); later calls, from any file of the worker,
 * open a new browser context with that storage and go straight home, which skips the login page,
 * the password check and the redirect, about a third of the time a sign-in took. The session is the
 * portal's own (a token the sandbox signed), as valid as the one the form would give: the tests put
 * back what they change in the demo users, and signing out forgets the session in that context
 * only. A test about signing in, or about a user whose account changed, uses signIn or
 * signedInAfresh.
 */
export async function signedIn(browser: Browser, userName: string, opening: Opening = {}): Promise<Page> {
  const { territory = 'uk', port, viewport } = opening;
  // A portal a test starts of its own is gone when the file ends, and a later one may take its port.
  if (port !== undefined && port !== ownPortal().port) return signedInAfresh(browser, userName, opening);
  const kept = await keptSession(userName, territory);
  if (!kept) {
    const page = await signedInAfresh(browser, userName, { territory, viewport });
    await keepSession(userName, territory, await page.context().storageState());
    return page;
  }
  const { page } = await newPage(browser, { storageState: kept, viewport });
  await page.goto(portalUrl('/home', territory));
  await page.getByTestId('account-bar-account-name').waitFor();
  return page;
}

/** A fresh visitor who signs in through the login form and waits to be at home. */
export async function signedInAfresh(browser: Browser, userName: string, { territory = 'uk', port, viewport }: Opening = {}): Promise<Page> {
  const { page } = await newPage(browser, { viewport });
  await signIn(page, userName, { territory, port });
  await page.waitForURL('**/portal/home');
  await page.getByTestId('account-bar-account-name').waitFor();
  return page;
}
