import { existsSync } from 'node:fs';
import { join } from 'node:path';
import express, { type Request, type Router } from 'express';
import { hashedAssets } from '../http/hashed-assets';

/**
 * The Content-Security-Policy of the explorer's page, and only of it: its own scripts and the
 * editor's workers, styles (the editor writes its own at run time), fonts and images from its own
 * files (or data: URLs inside them), and calls to this origin's /graphql. Nothing inline runs,
 * nothing is framed, nothing is loaded from anywhere else.
 */
export const explorerPolicy = [
  "default-src 'none'",
  "script-src 'self'",
  "worker-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "font-src 'self' data:",
  "img-src 'self' data:",
  "connect-src 'self'",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join('; ');

const notBuilt = 'The GraphQL explorer is not built yet: run `npm run build`.';

/** The methods /graphql answers: GET (a query in the URL, or this page), POST, and OPTIONS itself. */
export const GRAPHQL_METHODS = 'GET, POST, OPTIONS';

/**
 * A browser asking for a page at /graphql gets the explorer; a GraphQL request (one with a query
 * in its URL, or one that prefers JSON, as every client does) goes on to GraphQL itself.
 */
function wantsExplorer(req: Request): boolean {
  if (req.method !== 'GET' && req.method !== 'HEAD') return false;
  if (req.query.query !== undefined || req.query.extensions !== undefined) return false;
  return req.accepts(['application/graphql-response+json', 'application/json', 'text/html']) === 'text/html';
}

/**
 * The GraphQL explorer (GraphiQL, built by web/vite.explorer.config.ts into `webDist`/explorer):
 * its page at /graphql for a browser, under its own policy, and its files under /graphql/assets,
 * hashed and so cached for a year. Mount at /graphql, before GraphQL.
 */
export function explorerPage(webDist: string): Router {
  const dir = join(webDist, 'explorer');
  const page = join(dir, 'explorer.html');
  const router = express.Router({ strict: false });
  router.use('/assets', hashedAssets(join(dir, 'assets')));
  // What /graphql takes, for a client that asks; Express's own answer named only this page's GET
  // and HEAD, as if GraphQL took no POST. No Access-Control-* header: the portal calls its own
  // origin, and a page of another site may not call the gateway (docs/api-errors.md, "Calling the gateway").
  router.options('/', (_req, res) => {
    res.status(204).set('Allow', GRAPHQL_METHODS).end();
  });
  router.get('/', (req, res, next) => {
    if (!wantsExplorer(req)) {
      next();
      return;
    }
    res.vary('Accept');
    // Checked per request so that a build made while the gateway runs is picked up.
    if (!existsSync(page)) {
      res.status(503).type('text/plain; charset=utf-8').set('Cache-Control', 'no-store').send(notBuilt);
      return;
    }
    res.sendFile(page, { headers: { 'Cache-Control': 'no-store', 'Content-Security-Policy': explorerPolicy } }, (error) => {
      if (error && !res.headersSent) next(error);
    });
  });
  return router;
}
