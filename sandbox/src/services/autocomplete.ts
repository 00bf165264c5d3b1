import type { Express } from 'express';
import type { SandboxContext } from '../context';
import { createServiceApp } from '../http/app';

/** Stand-in for address autocomplete; only `/health` so far. */
export function createAutocompleteApp(_ctx: SandboxContext): Express {
  return createServiceApp('autocomplete');
}
