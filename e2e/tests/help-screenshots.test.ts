import { mkdtemp, readFile, readdir, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { shots } from '../../web/src/features/help-centre/shots';
import { launchBrowser } from '../src/browser';
import { helpShotsDir, takeHelpScreenshots, updatingHelpShots } from '../src/help-screenshots';

// A file of its own, beside help-centre.test.ts, so that the pictures (a sign-in and twenty-one
// screens) and the guides' checks run in different workers at the same time.

let browser: Browser;
let scratch: string | undefined;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  if (scratch) await rm(scratch, { recursive: true, force: true });
});

/** When each of the guides' tracked pictures was last written. */
async function writtenAt(dir: string): Promise<Record<string, number>> {
  const names = (await readdir(dir)).filter((name) => name.endsWith('.png'));
  return Object.fromEntries(await Promise.all(names.map(async (name) => [name, (await stat(path.join(dir, name))).mtimeMs] as const)));
}

/** A PNG's width in pixels, from its header (IHDR, bytes 16 to 19). */
const pngWidth = (file: Buffer) => file.readUInt32BE(16);

describe('the screenshot script', () => {
  // One sign-in and twenty-one screens, one after another, each of its waits bounded by
  // OUTCOME_TIMEOUT: the test's own timeout is only a backstop for the whole, and it must hold on a
  // busy machine (a CI run at a load average of 22 took longer than the 180 s this once had).
  it('takes a current picture of every screen a guide shows, from the running portal', { timeout: 600_000 }, async () => {
    // The guides' pictures are rewritten only when asked (docs/testing.md): a run of the tests
    // leaves the tracked ones as they are and takes its pictures into a folder of its own.
    const before = await writtenAt(helpShotsDir);
    const outDir = updatingHelpShots() ? helpShotsDir : (scratch = await mkdtemp(path.join(tmpdir(), 'help-shots-')));

    expect(await takeHelpScreenshots(browser, outDir)).toEqual(Object.keys(shots));
    for (const id of Object.keys(shots)) expect(pngWidth(await readFile(path.join(outDir, `${id}.png`))), `${id}.png`).toBe(1280);
    if (!updatingHelpShots()) expect(await writtenAt(helpShotsDir)).toEqual(before);
  });
});
