import { readFile, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { BrowserContext } from 'playwright-core';
import { inject } from 'vitest';
import type { Territory } from './browser';
import { ownPortal } from './worker-portals';

/** What a browser context keeps between pages: cookies and each origin's local storage. */
export type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;

/**
 * How long a kept session is used. The sandbox's session lasts an hour with its recycle date at
 * half of that, and a page renews it at half the time left before the recycle date
 * (docs/flows.md): a page opened with a session ten minutes old renews it ten minutes later, long
 * after the two minutes a test may take, so no test sees a reused session renewed or expire.
 */
const KEPT_FOR_MS = 10 * 60_000;

interface Kept {
  keptAt: number;
  state: StorageState;
}

/** One file per worker's portal, territory and user, in the run's own directory (global-setup.ts). */
function fileOf(userName: string, territory: Territory): string {
  return join(inject('sessionsDir'), `${ownPortal().port}-${territory}-${encodeURIComponent(userName)}.json`);
}

/** The storage of a sign-in this worker made on its portal, while it is young enough to use. */
export async function keptSession(userName: string, territory: Territory): Promise<StorageState | undefined> {
  let kept: Kept;
  try {
    kept = JSON.parse(await readFile(fileOf(userName, territory), 'utf8')) as Kept;
  } catch (error) {
    if (error instanceof Error && 'code' in error && error.code === 'ENOENT') return undefined;
    throw error;
  }
  return Date.now() - kept.keptAt < KEPT_FOR_MS ? kept.state : undefined;
}

/** Keeps the storage of a sign-in just made, for the worker's next files and tests. */
export async function keepSession(userName: string, territory: Territory, state: StorageState): Promise<void> {
  const file = fileOf(userName, territory);
  // Written whole under another name first, so that a reader never sees half a file.
  await writeFile(`${file}.${process.pid}`, JSON.stringify({ keptAt: Date.now(), state } satisfies Kept));
  await rename(`${file}.${process.pid}`, file);
}

/**
 * Forgets a user's kept sessions, in every territory. Changing or resetting their password, or
 * locking them, ends every session the user had (docs/flows.md), the kept ones too: a test that
 * does so calls this, and the worker's next `signedIn()` for the user signs in afresh and keeps that.
 */
export async function forgetKeptSessions(userName: string): Promise<void> {
  const territories: Territory[] = ['uk', 'australia'];
  await Promise.all(territories.map((territory) => rm(fileOf(userName, territory), { force: true })));
}
