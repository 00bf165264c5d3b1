import { fork, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { mkdir, mkdtemp, open, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { bundleWorkerPortal } from './worker-portal-bundle';
import { snapshotWebDist } from './web-snapshot';
import type { WorkerPortal } from './worker-portals';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Each test worker's portal, by worker number less one (see ownPortal in worker-portals.ts). */
    portals: WorkerPortal[];
    /** The copy of the web app the run serves, for a test that starts a portal of its own. */
    webDist: string;
    /** Where the workers keep their sign-ins for reuse (kept-sessions.ts). */
    sessionsDir: string;
  }
}

/**
 * A portal with its own sandbox and a Chromium per test worker, each in a process of its own
 * (worker-portal.ts), all serving one copy of the web app taken as the run starts, so that a build
 * made during the run cannot pull chunks from under the pages (see web-snapshot.ts). The files run
 * side by side, one per worker; a worker's files run one after another against its portal, as
 * the whole run once did against one.
 */
export default async function setup(project: TestProject) {
  const [web, workerPortal, sessionsDir] = await Promise.all([snapshotWebDist(), bundleWorkerPortal(), mkdtemp(join(tmpdir(), 'portal-e2e-sessions-'))]);
  const workers = project.config.maxWorkers;
  const children: ChildProcess[] = [];
  const stopAll = async () => {
    await Promise.all(children.map(stop));
    await Promise.all([web.remove(), workerPortal.remove(), rm(sessionsDir, { recursive: true, force: true })]);
  };
  try {
    // E2E_PORTAL_LOGS=<directory>: each portal's log lines go to portal-<worker>.log there.
    const logs = process.env.E2E_PORTAL_LOGS;
    if (logs) await mkdir(logs, { recursive: true });
    const portals = await Promise.all(
      Array.from({ length: workers }, async (_, index) => {
        const log = logs ? await open(join(logs, `portal-${index + 1}.log`), 'w') : undefined;
        const child = fork(workerPortal.file, [], {
          execArgv: ['--enable-source-maps'],
          env: { ...process.env, E2E_WEB_DIST: web.dir, E2E_PORTAL_QUIET: log ? '' : '1' },
          stdio: ['ignore', log?.fd ?? 'inherit', log?.fd ?? 'inherit', 'ipc'],
        });
        void log?.close();
        children.push(child);
        return readyOf(child);
      }),
    );
    project.provide('portals', portals);
    project.provide('webDist', web.dir);
    project.provide('sessionsDir', sessionsDir);
    return stopAll;
  } catch (error) {
    await stopAll();
    throw error;
  }
}

/** What the portal process sends once it listens, or why it ended before. */
function readyOf(child: ChildProcess): Promise<WorkerPortal> {
  return new Promise((resolve, reject) => {
    child.once('message', (message) => resolve((message as { ready: WorkerPortal }).ready));
    child.once('error', reject);
    child.once('exit', (code, signal) => reject(new Error(`A test worker's portal ended before it was ready (${signal ?? `exit code ${code}`})`)));
  });
}

/** Closing the channel tells the portal process to close its browser and portal and end. */
async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = once(child, 'exit');
  if (child.connected) child.disconnect();
  else child.kill();
  await exited;
}
