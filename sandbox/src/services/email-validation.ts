import type { Express } from 'express';
import type { SandboxContext } from '../context';
import { createServiceApp } from '../http/app';

/** Stand-in for e-mail validation; only `/health` so far. */
export function createEmailValidationApp(_ctx: SandboxContext): Express {
  return createServiceApp('emailValidation');
}
