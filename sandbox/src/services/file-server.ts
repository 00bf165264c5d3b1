import type { Express } from 'express';
import type { SandboxContext } from '../context';
import { createServiceApp } from '../http/app';
import type { Territory } from '../seed';

/** Stand-in for the file server of one territory (uploads and downloads); only `/health` so far. */
export function createFileServerApp(_ctx: SandboxContext, territory: Territory): Express {
  return createServiceApp(territory === 'uk' ? 'fileServerUk' : 'fileServerAustralia');
}
