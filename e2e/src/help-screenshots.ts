import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { shots, type Shot, type ShotId } from '../../web/src/features/help-centre/shots';
import { newPage, OUTCOME_TIMEOUT, portalUrl } from './browser';
import { signIn } from './sign-in';

/** Where the guides' pictures live: the web app's public folder, which the build copies beside the app. */
export const helpShotsDir = path.resolve(import.meta.dirname, '../../web/public/help');

/**
 * Whether this run rewrites the guides' pictures (`UPDATE_HELP_SCREENSHOTS=1`, `npm run
 * help:screenshots`). Otherwise they are taken into a folder of the test's own: a run's pictures
 * differ in their bytes from the last ones (the sandbox's figures and dates move), so every run
 * rewrote all of them and left the tree changed.
 */
export const updatingHelpShots = () => process.env.UPDATE_HELP_SCREENSHOTS === '1';

/**
 * Takes every picture the guides show (web/src/features/help-centre/shots.ts) from the running
 * portal: 1280 px wide, help tips off, one page and one sign-in for each user they are taken as
 * (owner@acme.example, and a partner for the partner screens). Fails,
 * naming the screen, when a screen a guide shows no longer opens with its heading: the guide then
 * describes something that is gone. PNG: a screen is text on flat colour, which PNG keeps sharp
 * and small.
 */
export async function takeHelpScreenshots(browser: Browser, outDir = helpShotsDir): Promise<ShotId[]> {
  await mkdir(outDir, { recursive: true });
  const all = Object.entries(shots) as [ShotId, Shot][];
  const users = [...new Set(all.map(([, shot]) => shot.user ?? 'owner@acme.example'))];
  const taken: ShotId[] = [];
  // One page and one sign-in per user the pictures are taken as.
  for (const user of users) {
    const { context, page } = await newPage(browser);
    page.setDefaultTimeout(OUTCOME_TIMEOUT);
    try {
      await signIn(page, user);
      await page.waitForURL('**/portal/home');
      for (const [id, shot] of all.filter(([, shot]) => (shot.user ?? 'owner@acme.example') === user)) {
        await takeOne(page, id, shot, outDir);
        taken.push(id);
      }
    } finally {
      await context.close();
    }
  }
  return taken;
}

async function takeOne(page: Page, id: ShotId, shot: Shot, outDir: string) {
  await page.goto(portalUrl(shot.path));
  const heading = page.getByRole('heading', { level: 1, name: shot.heading, exact: true });
  try {
    await heading.waitFor();
  } catch {
    const shown = (await page.locator('h1').allTextContents()).join(' / ') || 'no heading';
    throw new Error(`The guides show ${shot.path} (picture ${id}), whose heading "${shot.heading}" is gone: the page shows ${shown}`);
  }
  if (shot.action) await actions[shot.action](page);
  await settled(page);
  // The whole page down to 1,300 px: a guide's step is about the top of its screen, and a
  // picture taller than that would be too small to read beside the text.
  const height = Math.min(1300, await page.evaluate(() => document.documentElement.scrollHeight));
  await page.screenshot({ path: path.join(outDir, `${id}.png`), fullPage: true, clip: { x: 0, y: 0, width: 1280, height } });
}

/**
 * Until the screen has its data: no loading placeholder or spinner in sight, fonts drawn. A
 * progress bar with a value (clicks used of a plan) is content, not loading.
 */
async function settled(page: Page) {
  await page.waitForLoadState('networkidle');
  // The loading overlay stays in the page, faded out, between requests: only what can be seen counts.
  await page.waitForFunction(() =>
    [...document.querySelectorAll('[aria-label="Loading..."], .MuiSkeleton-root, [role="progressbar"]:not([aria-valuenow])')].every(
      (element) => !(element as HTMLElement).checkVisibility({ opacityProperty: true, visibilityProperty: true }),
    ),
  );
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
}

/** What a guide's picture shows a person doing, done as they would. */
const actions: Record<NonNullable<Shot['action']>, (page: Page) => Promise<void>> = {
  async retrieveAddress(page) {
    const search = page.getByRole('combobox', { name: 'Search for an address' });
    await search.click();
    await search.pressSequentially('high street manc', { delay: 20 });
    await page.getByRole('listbox').getByRole('option').first().waitFor();
    await search.press('ArrowDown');
    await search.press('Enter');
    await page.getByTestId('address-label').waitFor();
    await search.blur();
  },
  async validateEmails(page) {
    await page.getByRole('textbox', { name: 'E-mail addresses' }).fill('jane.doe@gmail.com\nbob@example.com\nsomeone@mailinator.com\ntom.brown@gmial.com');
    await page.getByRole('button', { name: 'Validate' }).click();
    await page.getByTestId('email-result').nth(3).getByTestId('email-status').waitFor();
  },
  async validateAccount(page) {
    await page.getByRole('textbox', { name: 'Sort code' }).pressSequentially('089999');
    await page.getByRole('textbox', { name: 'Account number' }).fill('66374958');
    await page.getByRole('button', { name: 'Validate' }).click();
    await page.getByTestId('bank-verdict').waitFor();
  },
};
