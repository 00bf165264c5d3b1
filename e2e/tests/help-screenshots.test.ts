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
  // One sign-in and twenty-one screens, one after another, each of its waits bounded by
  // OUTCOME_TIMEOUT: the test's own timeout is only a backstop for the whole, and it must hold on a
  // busy machine (a CI run at a load average of 22 took longer than the 180 s this once had).
  it('takes a current picture of every screen a guide shows, from the running portal', { timeout: 600_000 }, async () => {
    expect(await takeHelpScreenshots(browser)).toEqual(Object.keys(shots));
  });
});
