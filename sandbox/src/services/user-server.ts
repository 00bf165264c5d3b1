import type { Express } from 'express';
import type { SandboxContext } from '../context';
import { createServiceApp } from '../http/app';
import { captchaRoutes } from './user-server/captcha';
import { groupRoutes } from './user-server/groups';
import { bulkUserRoutes } from './user-server/bulk-users';
import { groupChangeRoutes } from './user-server/group-changes';
import { groupUserAccessRoutes } from './user-server/group-user-access';
import { groupUserRoutes } from './user-server/group-users';
import { leadRoutes } from './user-server/leads';
import { userLockRoutes } from './user-server/user-lock';
import { groupStatusRoutes } from './user-server/group-status';
import { migrationRoutes } from './user-server/migration';
import { outboxRoutes } from './user-server/outbox';
import { passwordResetRoutes } from './user-server/password-reset';
import { permissionRoutes } from './user-server/permissions';
import { searchRoutes } from './user-server/search';
import { sessionRoutes } from './user-server/session';
import { userRoutes } from './user-server/users';
import { userSettingsRoutes } from './user-server/user-settings';
import { validationRoutes } from './user-server/validation';
import { tokenRoutes } from './user-server/tokens';
import { tokenWatchRoutes } from './user-server/token-watch';
import { userServiceRoutes } from './user-server/user-services';

export function createUserServerApp(ctx: SandboxContext): Express {
  return createServiceApp('userServer', [
    sessionRoutes(ctx),
    validationRoutes(ctx),
    passwordResetRoutes(ctx),
    userRoutes(ctx),
    userSettingsRoutes(ctx),
    permissionRoutes(ctx),
    groupRoutes(ctx),
    groupChangeRoutes(ctx),
    groupUserRoutes(ctx),
    groupUserAccessRoutes(ctx),
    userLockRoutes(ctx),
    bulkUserRoutes(ctx),
    groupStatusRoutes(ctx),
    migrationRoutes(ctx),
    searchRoutes(ctx),
    leadRoutes(ctx),
    outboxRoutes(ctx),
    captchaRoutes(ctx),
    tokenRoutes(ctx),
    tokenWatchRoutes(ctx),
    userServiceRoutes(ctx),
  ]);
}
