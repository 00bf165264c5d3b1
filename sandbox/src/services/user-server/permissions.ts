import { Router } from 'express';
import type { Request } from 'express';
import { requireBearer, sessionOf } from '../../auth/bearer';
import type { SandboxContext } from '../../context';
import { HttpError } from '../../http/errors';
import { requiredIdQueryParam, requiredQueryParam } from '../../http/params';
import type { Permission, UserRecord } from '../../seed';
import type { SandboxStore } from '../../store';

// The permissions catalogue, and each user's permissions.

function permissionView(permission: Permission) {
  return {
    id: permission.id,
    refId: permission.refId,
    name: permission.name,
    description: permission.description,
    parentId: permission.parentId,
    admin: permission.admin,
    isNotification: permission.isNotification,
    isService: permission.isService,
  };
}

function requiredBooleanQueryParam(req: Request, name: string): boolean {
  const value = requiredQueryParam(req, name);
  if (value !== 'true' && value !== 'false') throw new HttpError(400, `${name} must be true or false`);
  return value === 'true';
}

function userFrom(store: SandboxStore, req: Request): UserRecord {
  const user = store.getUser(requiredIdQueryParam(req, 'userId'));
  if (!user) throw new HttpError(404, 'User not found');
  return user;
}

/**
 * Whether `caller` may set `permission` for `target`. Staff may set any; staff-role (admin)
 * permissions only staff. The target themselves may set only their privacy settings, and owners of
 * a group the target is in only the others: privacy settings are the person's own consents.
 */
function maySet(store: SandboxStore, caller: UserRecord, target: UserRecord, permission: Permission): true | string {
  if (store.isStaff(caller)) return true;
  if (permission.admin) return 'Only staff may change staff-role permissions';
  if (caller.id === target.id) return permission.isNotification ? true : 'Only an owner of your group may change that permission';
  // canReadUser is true, for someone other than the user and not staff, exactly for owners of a group the user is in.
  if (!store.canReadUser(caller, target.id)) return "Not allowed to change that user's permissions";
  return permission.isNotification ? 'Only the user themselves or staff may change their privacy settings' : true;
}

export function permissionRoutes(ctx: SandboxContext): Router {
  const router = Router();
  const { store } = ctx;

  router.get('/permissions', requireBearer(ctx), (_req, res) => {
    res.json(store.permissions.catalogue().map(permissionView));
  });

  router.get('/userpermissions', requireBearer(ctx), (req, res) => {
    const target = userFrom(store, req);
    if (!store.canReadUser(sessionOf(req).user, target.id)) throw new HttpError(403, "Not allowed to read that user's permissions");
    res.json(store.permissions.treeFor(target.id));
  });

  router.put('/userpermissions', requireBearer(ctx), (req, res) => {
    const target = userFrom(store, req);
    const permission = store.permissions.get(requiredIdQueryParam(req, 'permissionId'));
    if (!permission) throw new HttpError(404, 'Permission not found');
    const enabled = requiredBooleanQueryParam(req, 'enabled');
    const allowed = maySet(store, sessionOf(req).user, target, permission);
    if (allowed !== true) throw new HttpError(403, allowed);
    store.permissions.set(target.id, permission, enabled);
    res.json(store.permissions.treeFor(target.id));
  });

  return router;
}
