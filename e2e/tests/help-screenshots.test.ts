import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { shots } from '../../web/src/features/help-centre/shots';
import { launchBrowser } from '../src/browser';
import { takeHelpScreenshots } from '../src/help-screenshots';

// A file of its own, beside help-centre.test.ts, so that the pictures (a sign-in and twenty-one
// screens) and the guides' checks run in different workers at the same time.

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('the screenshot script', () => {
  // One sign-in and twenty-one screens.
  it('takes a current picture of every screen a guide shows, from the running portal', { timeout: 180_000 }, async () => {
    expect(await takeHelpScreenshots(browser)).toEqual(Object.keys(shots));
  });
});
