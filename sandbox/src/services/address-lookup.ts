import type { Express } from 'express';
import type { SandboxContext } from '../context';
import { createServiceApp } from '../http/app';

/** Stand-in for address lookup; only `/health` so far. */
export function createAddressLookupApp(_ctx: SandboxContext): Express {
  return createServiceApp('addressLookup');
}
