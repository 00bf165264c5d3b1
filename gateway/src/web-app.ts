import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import express, { type Router } from 'express';
import { hashedAssets } from './http/hashed-assets';

/** The built web app, next to this workspace. */
export const defaultWebDist = fileURLToPath(new URL('../../web/dist', import.meta.url));

const notBuilt = 'The web app is not built yet: run `npm run build`.';

/**
 * The web app's files, mounted under /portal. Hashed assets are cached for a year and sent as the
 * build compressed them (http/hashed-assets.ts); every other GET that is not a file gets
 * index.html, whose client router shows the page (or its not-found). index.html is never stored,
 * so a new build's asset names reach every browser at once.
 */
export function webApp(webDist: string = defaultWebDist): Router {
  const indexHtml = join(webDist, 'index.html');
  const router = express.Router();

  // Checked per request so that a build made while the gateway runs is picked up.
  router.use((_req, res, next) => {
    if (existsSync(indexHtml)) next();
    else res.status(503).type('text/plain; charset=utf-8').set('Cache-Control', 'no-store').send(notBuilt);
  });
  // The explorer's build sits beside the portal's; it is served at /graphql, not here.
  router.use('/explorer', (_req, _res, next) => next('router'));
  // A missing asset is a 404, not index.html: HTML served as a script only hides the mistake.
  router.use('/assets', hashedAssets(join(webDist, 'assets')));
  router.use(
    express.static(webDist, {
      setHeaders: (res, path) => {
        if (path.endsWith('.html')) res.setHeader('Cache-Control', 'no-store');
      },
    }),
  );
  router.use((req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      next();
      return;
    }
    res.sendFile(indexHtml, { headers: { 'Cache-Control': 'no-store' } }, (error) => {
      if (error && !res.headersSent) next(error);
    });
  });
  return router;
}
