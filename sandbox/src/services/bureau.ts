import type { Express } from 'express';
import type { SandboxContext } from '../context';
import { createServiceApp } from '../http/app';
import { bureauAdminRoutes } from './bureau/admin-routes';
import { bureauFileRoutes } from './bureau/file-routes';
import { bureauResultRoutes } from './bureau/result-routes';

/**
 * Stand-in for the address-cleanse bureau: it really cleanses the files uploaded to the uk file
 * server (matching, deduplication, suppression), streaming, and keeps prices and job charges.
 */
export function createBureauApp(ctx: SandboxContext): Express {
  return createServiceApp('bureau', [bureauFileRoutes(ctx), bureauResultRoutes(ctx), bureauAdminRoutes(ctx)]);
}
