import type { Express } from 'express';
import type { SandboxContext } from '../context';
import { createServiceApp } from '../http/app';

/** Stand-in for the account manager: plans, subscriptions, usage, bundles, payment and the shop; only `/health` so far. */
export function createAccountManagerApp(_ctx: SandboxContext): Express {
  return createServiceApp('accountManager');
}
