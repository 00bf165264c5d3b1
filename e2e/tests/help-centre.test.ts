import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { seriousFindings } from '../src/axe';
import { launchBrowser, OUTCOME_TIMEOUT, pathOf, portalUrl } from '../src/browser';
import { signedIn } from '../src/sign-in';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const NOT_FOUND = 'Oops, the page does not exist';

async function heading(page: Page): Promise<string> {
  await page.locator('main h1').first().waitFor();
  return (await page.locator('main h1').first().textContent()) ?? '';
}

describe('help centre', () => {
  it('reaches the thirteen guides from /portal/helpcentre, each at least 300 words, with every picture and link working', { timeout: 360_000 }, async () => {
    const page = await signedIn(browser, 'owner@acme.example');
    await page.goto(portalUrl('/helpcentre'));
    expect(await heading(page)).toBe('Help Centre');
    expect(await page.locator('main h2').allTextContents()).toEqual([
      'Getting started',
      'Applications',
      'Address cleanse',
      'Shop and payments',
      'Reporting',
      'Administration',
      'Developers',
    ]);
    const guideLinks = page.locator('main li a');
    expect(await guideLinks.count()).toBe(13);
    const hrefs = await guideLinks.evaluateAll((links) => links.map((link) => (link as HTMLAnchorElement).pathname));

    const linked = new Set<string>();
    for (const [index, href] of hrefs.entries()) {
      await page.goto(portalUrl('/helpcentre'));
      const title = (await guideLinks.nth(index).locator('h3').textContent()) ?? '';
      await guideLinks.nth(index).click();
      await page.waitForURL(`**${href}`);
      // The guide's h1 once its page has replaced the list's.
      await page.getByRole('heading', { level: 1, name: title, exact: true }).waitFor();
      expect(await page.title()).toBe(`${title} · Data Portal`);

      const words = (await page.locator('main').innerText()).split(/\s+/).filter((word) => /\p{L}/u.test(word));
      expect(words.length, `${href} has ${words.length} words`).toBeGreaterThanOrEqual(300);

      for (const image of await page.locator('main img').all()) {
        const [src, alt] = await image.evaluate((img: HTMLImageElement) => [img.src, img.alt]);
        expect(alt, `${src} has alt text`).not.toBe('');
        const answer = await page.request.get(src);
        expect(answer.status(), src).toBe(200);
        expect(answer.headers()['content-type']).toBe('image/png');
        await image.scrollIntoViewIfNeeded();
        await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth), { timeout: OUTCOME_TIMEOUT }).toBe(1280);
      }
      for (const link of await page.locator('main a').evaluateAll((links) => links.map((a) => (a as HTMLAnchorElement).pathname))) linked.add(link);
    }

    // Every screen a guide links to opens: none is the not-found page. A partner's screens refuse
    // this owner with the guard's words, which the guide explains: that is a screen too.
    for (const path of linked) {
      // The gateway's pages for integrators, outside the portal: the explorer and the schema file.
      if (path.startsWith('/graphql')) {
        const answer = await page.request.get(`http://localhost:${new URL(page.url()).port}${path}`, { headers: { accept: 'text/html' } });
        expect(answer.status(), path).toBe(200);
        continue;
      }
      await page.goto(`http://localhost:${new URL(page.url()).port}${path}`);
      await page.locator('main h1, [data-testid="refusal"]').first().waitFor({ timeout: OUTCOME_TIMEOUT });
      expect(await page.locator('main').innerText(), path).not.toContain(NOT_FOUND);
    }
    await page.context().close();
  });

  it('finds guides as a person types, and says when none match', async () => {
    const page = await signedIn(browser, 'owner@acme.example');
    await page.goto(portalUrl('/helpcentre'));
    const search = page.getByRole('searchbox', { name: 'Search the guides' });
    await search.pressSequentially('modulu');
    await expect.poll(() => page.getByRole('status').textContent(), { timeout: OUTCOME_TIMEOUT }).toMatch(/guides? match/);
    const found = await page.locator('main li h3').allTextContents();
    expect(found[0]).toBe('Payment Validation Guide');
    await search.fill('gone away suppression');
    await expect.poll(() => page.locator('main li h3').allTextContents(), { timeout: OUTCOME_TIMEOUT }).toContain('Address Cleanse Guide');
    await search.fill('zebra crossing');
    await expect.poll(() => page.getByRole('status').textContent(), { timeout: OUTCOME_TIMEOUT }).toBe('No guide mentions “zebra crossing”.');
    await search.fill('');
    expect(await page.locator('main li a').count()).toBe(13);
    // The query string the portal was opened with is kept on the way to a guide.
    await page.goto(portalUrl('/helpcentre?api=true'));
    await page.getByRole('link', { name: /Developers’ Guide/ }).click();
    await page.waitForURL('**/helpcentre/devDocsHelpGuide?api=true');
    expect(pathOf(page)).toBe('/portal/helpcentre/devDocsHelpGuide?api=true');
    await page.context().close();
  });

  it('has nothing axe finds serious on the help centre and a guide, at 1280 and 390 px, and fits a phone', async () => {
    const page = await signedIn(browser, 'owner@acme.example');
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 800 });
      for (const path of ['/helpcentre', '/helpcentre/devDocsHelpGuide', '/helpcentre/addressCleanseHelpGuide'] as const) {
        await page.goto(portalUrl(path));
        await heading(page);
        expect(await seriousFindings(page), `${path} at ${width} px`).toEqual([]);
        const sideways = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
        expect(sideways, `${path} scrolls sideways at ${width} px`).toBe(0);
      }
    }
    await page.context().close();
  });
});
