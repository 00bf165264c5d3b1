import type { Express } from 'express';
import type { SandboxContext } from '../context';
import { createServiceApp } from '../http/app';
import { captchaRoutes } from './user-server/captcha';
import { groupRoutes } from './user-server/groups';
import { outboxRoutes } from './user-server/outbox';
import { passwordResetRoutes } from './user-server/password-reset';
import { sessionRoutes } from './user-server/session';
import { userRoutes } from './user-server/users';
import { validationRoutes } from './user-server/validation';

export function createUserServerApp(ctx: SandboxContext): Express {
  return createServiceApp('userServer', [
    sessionRoutes(ctx),
    validationRoutes(ctx),
    passwordResetRoutes(ctx),
    userRoutes(ctx),
    groupRoutes(ctx),
    outboxRoutes(ctx),
    captchaRoutes(ctx),
  ]);
}
