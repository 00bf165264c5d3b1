import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromium, type Browser, type Page } from 'playwright-core';
import { launchBrowser, newPage, OUTCOME_TIMEOUT, pathOf, portalUrl } from '../src/browser';
import { CHROMIUM_PATH, chromiumArgs } from '../src/chromium';
import { enterValidationCode, latestCode, PASSWORD, registerThroughSandbox, sendRegistration, signIn } from '../src/sign-in';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('signing in', () => {
  it('takes owner@acme.example to home, showing the user and the account', async () => {
    const { context, page } = await newPage(browser);
    await signIn(page, 'owner@acme.example');
    await page.waitForURL('**/portal/home');
    await expect.poll(() => page.getByTestId('signed-in-user').textContent(), { timeout: OUTCOME_TIMEOUT }).toBe('owner@acme.example');
    expect(await page.getByTestId('current-account').textContent()).toBe('Acme Main');
    expect(await page.getByText('Organisation: Acme Ltd').isVisible()).toBe(true);
    await context.close();
  });

  it('shows staff at home acting for the first account they can see, holding none of it', async () => {
    const { context, page } = await newPage(browser);
    await signIn(page, 'admin@provider.example');
    await page.waitForURL('**/portal/home');
    await expect.poll(() => page.getByTestId('current-account').textContent(), { timeout: OUTCOME_TIMEOUT }).toBe('Acme Main');
    expect(await page.getByText('Staff access').isVisible()).toBe(true);
    await context.close();
  });

  it('shows a clear error for a wrong password and stays on login', async () => {
    const { context, page } = await newPage(browser);
    await signIn(page, 'owner@acme.example', { password: 'not-the-password' });
    const alert = page.getByRole('alert');
    await alert.waitFor();
    expect(await alert.textContent()).toBe('Failed to sign in: Invalid user name or password');
    expect(pathOf(page)).toBe('/portal/login');
    expect(await page.getByLabel('User name').inputValue()).toBe('owner@acme.example');
    await context.close();
  });

  it('sends an unvalidated user to /validate, where the code leads home', async () => {
    const { context, page } = await newPage(browser);
    await signIn(page, 'new@new.example');
    await page.waitForURL('**/portal/validate');
    await page.getByRole('button', { name: 'Log Out' }).click();
    await page.waitForURL('**/portal/login');

    await signIn(page, 'new@new.example');
    await page.waitForURL('**/portal/validate');
    await page.getByLabel('Validation code').fill('654321');
    await page.getByRole('button', { name: 'Validate', exact: true }).click();
    await page.getByRole('alert').waitFor();
    expect(await page.getByRole('alert').textContent()).toBe('Failed to validate your account: Invalid validation code');

    await page.getByLabel('Validation code').fill('123456');
    await page.getByRole('button', { name: 'Validate', exact: true }).click();
    await page.waitForURL('**/portal/home');
    await expect.poll(() => page.getByTestId('signed-in-user').textContent(), { timeout: OUTCOME_TIMEOUT }).toBe('new@new.example');
    await context.close();
  });

  it('keeps a signed-out visitor on login, keeping the query string', async () => {
    const { context, page } = await newPage(browser);
    await page.goto(portalUrl('/home?x=1'));
    await page.waitForURL('**/portal/login?x=1');
    expect(pathOf(page)).toBe('/portal/login?x=1');
    // Signing in, even from a login page opened afresh, leads to the page opened, query and all.
    await signIn(page, 'solo@solo.example');
    await page.waitForURL('**/portal/home?x=1');
    await context.close();
  });

  it('Log Out returns to login and a reload stays signed out', async () => {
    const { context, page } = await newPage(browser);
    await signIn(page, 'solo@solo.example');
    await page.waitForURL('**/portal/home');
    await page.getByTestId('account-bar-user').click();
    await page.getByRole('menuitem', { name: 'Log Out' }).click();
    await page.waitForURL('**/portal/login');
    expect(await page.evaluate(() => localStorage.getItem('authDetails'))).toBeNull();
    await page.reload();
    await page.getByRole('button', { name: 'Log In' }).waitFor();
    expect(pathOf(page)).toBe('/portal/login');
    await page.goto(portalUrl('/home'));
    await page.waitForURL('**/portal/login');
    await context.close();
  });

  it("Back after Log Out, to a page the browser kept asleep, shows the login page and not the previous user's screen", async () => {
    // Playwright's Chromium keeps no page for Back; this one does, as browsers people use do. The
    // portal's pages say Cache-Control: no-store, which keeps Chromium from keeping them; Safari
    // keeps such pages all the same, so that header is taken off here to let Back restore one.
    const keeping = await chromium.launch({ executablePath: CHROMIUM_PATH, args: chromiumArgs, ignoreDefaultArgs: ['--disable-back-forward-cache'] });
    try {
      const { page } = await newPage(keeping);
      await page.context().route('**/*', async (route) => {
        const response = await route.fetch();
        const { 'cache-control': _kept, ...headers } = response.headers();
        await route.fulfill({ response, headers });
      });
      await page.context().addInitScript(() => {
        window.addEventListener('pageshow', (event) => sessionStorage.setItem('restoredByBack', String(event.persisted)));
      });
      await signIn(page, 'owner@acme.example');
      await page.waitForURL('**/portal/home');
      await expect.poll(() => page.getByTestId('signed-in-user').textContent(), { timeout: OUTCOME_TIMEOUT }).toBe('owner@acme.example');
      // Another page loaded, and Log Out there: home, left asleep, still shows the owner.
      await page.goto(portalUrl('/administration/account'));
      await page.getByTestId('account-bar-user').click();
      await page.getByRole('menuitem', { name: 'Log Out' }).click();
      await page.waitForURL('**/portal/login');

      await page.goBack({ waitUntil: 'commit' });
      await page.getByRole('button', { name: 'Log In' }).waitFor();
      expect(await page.evaluate(() => sessionStorage.getItem('restoredByBack'))).toBe('true');
      expect(pathOf(page)).toBe('/portal/login');
      expect(await page.getByTestId('signed-in-user').count()).toBe(0);
      expect(await page.locator('body').textContent()).not.toContain('Acme');
    } finally {
      // A request still being fetched for the page (its icon, say) fails as the browser closes:
      // its route is let go quietly rather than left to reject unhandled after the test.
      for (const context of keeping.contexts()) await context.unrouteAll({ behavior: 'ignoreErrors' });
      await keeping.close();
    }
  });

  it('signs out with an authentication error when the session is refused', async () => {
    const { context, page } = await newPage(browser);
    await signIn(page, 'solo@solo.example');
    await page.waitForURL('**/portal/home');
    // A token the services no longer accept, as after a server-side sign-out.
    await page.evaluate(() => {
      const session = JSON.parse(localStorage.getItem('authDetails')!);
      localStorage.setItem('authDetails', JSON.stringify({ ...session, jwt: `${session.jwt}forged` }));
    });
    await page.reload();
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    expect(await dialog.textContent()).toContain('Authentication error: Authentication Failure');
    await page.waitForURL('**/portal/login');
    await context.close();
  });
});

/**
 * Makes the session one the gateway refuses, as a server-side sign-out would, without reloading the
 * page: the token changes in local storage as another tab would change it, so the page in front
 * of the person keeps what they typed and its next call is answered 401.
 */
async function refuseSession(page: Page) {
  await page.evaluate(() => {
    const session = JSON.parse(localStorage.getItem('authDetails')!) as { jwt: string };
    localStorage.setItem('authDetails', JSON.stringify({ ...session, jwt: `${session.jwt}forged` }));
    window.dispatchEvent(new StorageEvent('storage', { key: 'authDetails' }));
  });
}

/** Dismisses the 401's dialog, after checking its words, and signs in through the form in place, as a person would. */
async function signInAgain(page: Page, userName: string) {
  const dialog = page.getByRole('dialog');
  await dialog.waitFor();
  expect(await dialog.textContent()).toContain('Authentication error: Authentication Failure');
  await dialog.getByRole('button', { name: 'OK' }).click();
  await dialog.waitFor({ state: 'detached' });
  await page.getByLabel('User name').fill(userName);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Log In' }).click();
}

describe('a session refused mid-task', () => {
  const list = 'ok@gmail.com\njo@gmial.com\ninfo@gmail.com';

  it('signs the same person back in to the page, account and list they had; someone else goes home to an empty box', async () => {
    const { context, page } = await newPage(browser);
    await signIn(page, 'owner@acme.example');
    await page.waitForURL('**/portal/home');
    await page.getByRole('button', { name: 'Change Account' }).click();
    const accounts = page.getByRole('dialog', { name: 'Change Account' });
    await accounts.getByRole('button', { name: 'Acme Web' }).click();
    await accounts.waitFor({ state: 'detached' });
    await expect.poll(() => page.getByTestId('account-bar-account-name').textContent(), { timeout: OUTCOME_TIMEOUT }).toBe('Acme Web');
    await page.goto(portalUrl('/applications/emailvalidation?from=mail'));
    const box = page.getByTestId('email-input');
    await box.fill(list);

    await refuseSession(page);
    await page.getByRole('button', { name: 'Validate' }).click();
    await page.waitForURL('**/portal/login?from=mail');
    await signInAgain(page, 'owner@acme.example');
    await page.waitForURL('**/portal/applications/emailvalidation?from=mail');
    await expect.poll(() => box.inputValue(), { timeout: OUTCOME_TIMEOUT }).toBe(list);
    await expect.poll(() => page.getByTestId('account-bar-account-name').textContent(), { timeout: OUTCOME_TIMEOUT }).toBe('Acme Web');

    await refuseSession(page);
    await page.getByRole('button', { name: 'Validate' }).click();
    await page.waitForURL('**/portal/login?from=mail');
    await signInAgain(page, 'member@acme.example');
    await page.waitForURL('**/portal/home?from=mail');
    await page.goto(portalUrl('/applications/emailvalidation'));
    await page.getByRole('heading', { level: 1, name: 'Email Validation' }).waitFor();
    expect(await box.inputValue()).toBe('');
    await context.close();
  });
});

describe('pages outside the app', () => {
  it('shows the not-found page for an unknown path, with a way back', async () => {
    const { context, page } = await newPage(browser);
    await page.goto(portalUrl('/no/such/page'));
    await page.getByText('Oops, the page does not exist').waitFor();
    await page.getByRole('button', { name: 'Back to Home' }).click();
    await page.waitForURL('**/portal/login');
    await context.close();
  });
});

describe('registering and resetting a password', () => {
  it('registers a new customer, who validates with the code sent and reaches home', async () => {
    const { context, page } = await newPage(browser);
    const email = `buyer-${Date.now()}@shop.example`;
    await page.goto(portalUrl('/register'));
    await sendRegistration(page, { name: 'Pat Buyer', company: 'Buyer Shop', email });
    await page.waitForURL('**/portal/validate');
    await enterValidationCode(page, email);
    await page.waitForURL('**/portal/home');
    await expect.poll(() => page.getByTestId('signed-in-user').textContent(), { timeout: OUTCOME_TIMEOUT }).toBe(email);
    await context.close();
  });

  it('refuses to register an e-mail address that already has a user', async () => {
    const { context, page } = await newPage(browser);
    await page.goto(portalUrl('/register'));
    await sendRegistration(page, { name: 'Someone', company: 'Acme Ltd', email: 'owner@acme.example' });
    await page.getByRole('alert').waitFor();
    expect(await page.getByRole('alert').textContent()).toBe('Failed to register: A user with that e-mail address already exists');
    expect(pathOf(page)).toBe('/portal/register');
    await context.close();
  });

  it('resets a forgotten password with the activation code, and the new password signs in', async () => {
    const { context, page } = await newPage(browser);
    const email = `forgetful-${Date.now()}@shop.example`;
    await registerThroughSandbox(email, 'Original123');
    await page.goto(portalUrl('/login'));
    await page.getByRole('link', { name: 'Forgotten your password?' }).click();
    await page.waitForURL('**/portal/resetpassword');
    await page.getByLabel('E-mail address').fill(email);
    await page.getByRole('button', { name: 'Send activation code' }).click();
    const codeField = page.getByLabel('Activation code', { exact: true });
    await codeField.waitFor(); // the code has been sent once the form asks for it
    await codeField.fill(await latestCode(email, 'resetpassword'));
    await page.getByLabel('New password', { exact: true }).fill('Changed123');
    await page.getByLabel('Confirm new password').fill('Changed123');
    await page.getByRole('button', { name: 'Change password' }).click();
    await page.getByText('Your password has been changed').waitFor();
    await signIn(page, email, { password: 'Original123' });
    await page.getByRole('alert').waitFor();
    await signIn(page, email, { password: 'Changed123' });
    await page.waitForURL('**/portal/validate');
    await context.close();
  });
});
