import type { Express } from 'express';
import type { SandboxContext } from '../context';
import { createServiceApp } from '../http/app';
import type { Territory } from '../seed';
import { fileServerRoutes } from './file-server/routes';

/** Stand-in for the file server of one territory: chunked uploads checked by SHA-256, and streamed downloads. */
export function createFileServerApp(ctx: SandboxContext, territory: Territory): Express {
  return createServiceApp(territory === 'uk' ? 'fileServerUk' : 'fileServerAustralia', [fileServerRoutes(ctx, territory)]);
}
