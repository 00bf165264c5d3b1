import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { ownPortal } from '../src/worker-portals';
import { seriousFindings } from '../src/axe';
import { launchBrowser, newPage, OUTCOME_TIMEOUT } from '../src/browser';
import { PASSWORD, signedIn } from '../src/sign-in';

// The GraphQL explorer as an integrator meets it: in Chromium with nothing outside the portal's
// origin reachable, as on a network without internet, and with the console watched.

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const origin = () => `http://localhost:${ownPortal().port}`;

interface Watched {
  /** Requests to anywhere but the portal's origin, each refused. */
  outside: string[];
  /** Console errors and uncaught exceptions. */
  errors: string[];
}

/** Refuses every request outside the portal's origin, and keeps what the console says went wrong. */
async function watch(context: BrowserContext, page: Page): Promise<Watched> {
  const watched: Watched = { outside: [], errors: [] };
  await context.route('**/*', async (route) => {
    const url = route.request().url();
    if (new URL(url).origin === origin() || url.startsWith('data:') || url.startsWith('blob:')) await route.continue();
    else {
      watched.outside.push(url);
      await route.abort('internetdisconnected');
    }
  });
  page.on('console', (message) => {
    if (message.type() === 'error') watched.errors.push(message.text());
  });
  page.on('pageerror', (error) => watched.errors.push(error.message));
  return watched;
}

/** The title of the tab in view: the name of its operation, once the explorer has read it. */
const activeTab = (page: Page) => page.locator('.graphiql-tab-active button').first().getAttribute('title');

/** Replaces the operation in the explorer's editor with `text`, as a person does, and waits for the tab to be titled by it. */
async function typeOperation(page: Page, text: string, title = '<untitled>') {
  const editor = page.locator('.graphiql-query-editor .monaco-editor').first();
  await editor.click();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.press('Delete');
  await page.keyboard.insertText(text);
  await expect.poll(() => activeTab(page), { timeout: OUTCOME_TIMEOUT }).toBe(title);
}

async function run(page: Page): Promise<string> {
  await page.getByRole('button', { name: /Execute query/ }).click();
  const response = page.locator('.graphiql-response .monaco-editor .view-lines');
  await expect.poll(async () => (await response.textContent()) ?? '', { timeout: OUTCOME_TIMEOUT }).toMatch(/"(data|errors)"/);
  return (await response.innerText()).replace(/\s+/g, ' ');
}

describe('the GraphQL explorer at /graphql', () => {
  it('runs { me { userName } } as the signed-in owner from its editor, with nothing from outside the origin and no console error', async () => {
    const page = await signedIn(browser, 'owner@acme.example');
    const watched = await watch(page.context(), page);
    await page.goto(`${origin()}/graphql`);
    await expect.poll(() => page.title()).toBe('GraphQL Explorer · Data Portal');
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('GraphQL Explorer');
    expect(await page.getByRole('status').textContent()).toContain('Signed in as owner@acme.example');

    await typeOperation(page, '{ me { userName } }');
    expect(await run(page)).toContain('"userName": "owner@acme.example"');
    expect(watched.outside).toEqual([]);
    expect(watched.errors).toEqual([]);
    expect(await seriousFindings(page, 'body')).toEqual([]);
  });

  it('offers the schema docs with search, autocompletion and the examples of every service', async () => {
    const page = await signedIn(browser, 'owner@acme.example');
    const watched = await watch(page.context(), page);
    await page.goto(`${origin()}/graphql`);
    // The examples of the developers' guide, opened in a tab of their own with the account filled in.
    await page.getByRole('button', { name: /Subscriptions/ }).click();
    await expect.poll(() => activeTab(page), { timeout: OUTCOME_TIMEOUT }).toBe('AccountPlans');
    expect(await run(page)).toContain('"plan": "Address Lookup 20,000"');

    // Autocompletion: the fields of User, offered as the person types.
    await typeOperation(page, 'query Mine { me { ', 'Mine');
    await page.keyboard.type('user');
    await page.locator('.suggest-widget').getByText('userName').first().waitFor();

    // Docs: the schema's own words, found by searching.
    await page.getByRole('button', { name: 'Show Documentation Explorer' }).click();
    await page.locator('.graphiql-doc-explorer-search input').fill('bankAccountValidation');
    await page
      .getByRole('option', { name: /bankAccountValidation/ })
      .first()
      .click();
    await page.getByText('Checks a UK sort code and account number with the bank account service').waitFor();
    expect(watched.outside).toEqual([]);
    expect(watched.errors).toEqual([]);
  });

  it('lets someone who is not signed in paste a token into the headers', async () => {
    const { context, page } = await newPage(browser);
    const watched = await watch(context, page);
    await page.goto(`${origin()}/graphql`);
    expect(await page.getByRole('status').textContent()).toContain('Not signed in');
    await typeOperation(page, '{ me { userName } }');
    expect(await run(page)).toContain('"code": "UNAUTHENTICATED"');

    const signIn = await fetch(`${origin()}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        query: 'mutation ($u: String!, $p: String!) { signIn(userName: $u, password: $p) { jwt } }',
        variables: { u: 'member@acme.example', p: PASSWORD },
      }),
    });
    const { data } = (await signIn.json()) as { data: { signIn: { jwt: string } } };
    await page.getByRole('button', { name: 'Headers' }).click();
    const headers = page.locator('.graphiql-editor-tool .monaco-editor').last();
    await headers.click();
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.insertText(JSON.stringify({ Authorization: `Bearer ${data.signIn.jwt}` }));
    expect(await run(page)).toContain('"userName": "member@acme.example"');
    expect(watched.outside).toEqual([]);
    // The refused call is the gateway's answer, not a page error.
    expect(watched.errors.filter((error) => !error.includes('401'))).toEqual([]);
    await context.close();
  });
});
