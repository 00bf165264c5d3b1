import type { TestProject } from 'vitest/node';
import { startPortal } from '@portal/launcher';
import { snapshotWebDist } from './web-snapshot';
import { noUpstreams } from './own-sandbox';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The port the portal listens on; open http://localhost:PORT/portal/ (uk) or http://au.localhost:PORT/portal/ (australia). */
    portalPort: number;
    /** The sandbox user server, for reading its outbox of validation and reset codes. */
    userServerUrl: string;
    /** The sandbox account manager, for reading its usage figures straight (reporting's expectations). */
    accountManagerUrl: string;
    /** The copy of the web app the run serves, for a test that starts a portal of its own. */
    webDist: string;
  }
}

/**
 * One portal with its own sandbox for the whole browser run, as `npm start` starts it, serving a
 * copy of the web app taken as the run starts, so that a build made during the run cannot pull
 * chunks from under the pages (see web-snapshot.ts).
 */
export default async function setup(project: TestProject) {
  const web = await snapshotWebDist();
  try {
    const portal = await startPortal({ port: 0, env: { ...process.env, ...noUpstreams }, quiet: true, webDist: web.dir });
    if (!portal.sandbox) {
      await portal.close();
      throw new Error('The browser tests expect the portal to start its own sandbox');
    }
    project.provide('portalPort', portal.port);
    project.provide('userServerUrl', portal.sandbox.urls.userServer);
    project.provide('accountManagerUrl', portal.sandbox.urls.accountManager);
    project.provide('webDist', web.dir);
    return async () => {
      await portal.close();
      await web.remove();
    };
  } catch (error) {
    await web.remove();
    throw error;
  }
}
