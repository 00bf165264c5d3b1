import { inject } from 'vitest';

/** What a test worker's portal process (worker-portal.ts) tells the run once it is ready. */
export interface WorkerPortal {
  /** The port the portal listens on; open http://localhost:PORT/portal/ (uk) or http://au.localhost:PORT/portal/ (australia). */
  port: number;
  /** Its sandbox's user server, for reading the outbox of validation and reset codes. */
  userServerUrl: string;
  /** Its sandbox's account manager, for reading usage figures straight (reporting's expectations). */
  accountManagerUrl: string;
  /** The Chromium browser server beside it, for chromium.connect(). */
  browserEndpoint: string;
}

/**
 * The portal of the worker running this test file. Files run side by side, one per worker, and each
 * worker has a portal (and sandbox store) of its own, so that what one file changes in the demo
 * data is never seen by a file running at the same time. Vitest numbers the workers running at
 * once from 1 (VITEST_POOL_ID); a file that starts takes a number no running file holds.
 */
export function ownPortal(): WorkerPortal {
  const portals = inject('portals');
  const id = Number(process.env.VITEST_POOL_ID);
  const portal = portals[id - 1];
  if (!portal) throw new Error(`No portal for test worker ${process.env.VITEST_POOL_ID ?? '(none)'}: the run started ${portals.length}`);
  return portal;
}
