import { Router } from 'express';
import { requireBearer, sessionOf } from '../../auth/bearer';
import type { SandboxContext } from '../../context';
import { HttpError } from '../../http/errors';
import { booleanQueryParam, requiredIdQueryParam, requiredQueryParam } from '../../http/params';
import type { UserRecord } from '../../seed';
import type { SandboxStore } from '../../store';

/**
 * Staff may lock anyone but themselves and other staff; an owner, the users of a group they own
 * (access held in that group, or one below it).
 */
function mayLock(store: SandboxStore, caller: UserRecord, target: UserRecord): boolean {
  if (store.isStaff(target)) return store.isStaff(caller) && caller.roles.includes('super');
  if (store.isStaff(caller)) return true;
  return store.memberships.some((membership) => membership.userId === target.id && store.accessTo(caller.id, membership.groupId).isOwner);
}

/** PUT /userlock (id, lock): a locked user can no longer sign in, and their sessions stop working. */
export function userLockRoutes(ctx: SandboxContext): Router {
  const router = Router();
  const { store } = ctx;

  router.put('/userlock', requireBearer(ctx), (req, res) => {
    const { user } = sessionOf(req);
    const id = requiredIdQueryParam(req, 'id');
    requiredQueryParam(req, 'lock');
    const lock = booleanQueryParam(req, 'lock');
    const target = store.getUser(id);
    if (!target) throw new HttpError(404, 'User not found');
    if (target.id === user.id) throw new HttpError(400, 'You cannot lock yourself');
    if (!mayLock(store, user, target)) throw new HttpError(403, 'Not allowed to lock that user');
    store.setUserLocked(target.id, lock, user.id);
    // Their sessions stay ended once they are unlocked: they sign in again.
    if (lock) ctx.tokens.endSessions(target.id);
    res.json({ id: target.id, locked: target.locked });
  });

  return router;
}
