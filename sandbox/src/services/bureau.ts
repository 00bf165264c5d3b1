import type { Express } from 'express';
import type { SandboxContext } from '../context';
import { createServiceApp } from '../http/app';

/** Stand-in for the address-cleanse bureau; only `/health` so far. */
export function createBureauApp(_ctx: SandboxContext): Express {
  return createServiceApp('bureau');
}
