import type { Express } from 'express';
import type { SandboxContext } from '../context';
import { createServiceApp } from '../http/app';

/** Stand-in for bank account (payment) validation over SOAP; only `/health` so far. */
export function createBankSoapApp(_ctx: SandboxContext): Express {
  return createServiceApp('bankSoap');
}
