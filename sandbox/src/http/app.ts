import express from 'express';
import type { Express, Router } from 'express';
import type { ServiceName } from '../services/names';
import { deferredJson } from './body';
import { errorHandler, notFound } from './errors';

/** The frame every stand-in shares: JSON bodies, `/health`, 404 and `{msg}` errors. */
export function createServiceApp(service: ServiceName, routes: Router[] = []): Express {
  const app = express();
  app.disable('x-powered-by');
  app.use(deferredJson);
  app.get('/health', (_req, res) => {
    res.json({ status: 'ok', service });
  });
  for (const router of routes) app.use(router);
  app.use(notFound);
  app.use(errorHandler);
  return app;
}
