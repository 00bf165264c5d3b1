import { Router } from 'express';
import { requireBearer, sessionOf } from '../../auth/bearer';
import type { SandboxContext } from '../../context';
import { HttpError } from '../../http/errors';
import { requiredIdQueryParam } from '../../http/params';
import { accessLevelQueryParam, administeredGroup, checkLevelFits, mayAdminister, NOT_ALLOWED_GROUP_USERS, onlyOwnerMessage } from './administration';
import { removeFromGroup } from './group-users';

/** One user's access level in a group: read (GET), changed (PUT) or taken away (DELETE /groupuseraccess). */
export function groupUserAccessRoutes(ctx: SandboxContext): Router {
  const router = Router();
  const { store } = ctx;

  // The group's owners and staff, and the user themselves, may read it.
  router.get('/groupuseraccess', requireBearer(ctx), (req, res) => {
    const { user } = sessionOf(req);
    const groupId = requiredIdQueryParam(req, 'groupId');
    const userId = requiredIdQueryParam(req, 'userId');
    if (!store.getGroup(groupId)) throw new HttpError(404, 'Group not found');
    if (userId !== user.id && !mayAdminister(store, user, groupId)) throw new HttpError(403, NOT_ALLOWED_GROUP_USERS);
    const entry = store.groupUsers.entry(groupId, userId);
    if (!entry) throw new HttpError(404, 'That user does not belong to this group');
    res.json({
      groupId,
      userId,
      accessLevel: entry.accessLevel,
      heldInGroupId: entry.heldIn.id,
      heldInGroupName: entry.heldIn.name,
      inherited: entry.heldIn.id !== groupId,
    });
  });

  router.put('/groupuseraccess', requireBearer(ctx), (req, res) => {
    const { user } = sessionOf(req);
    const group = administeredGroup(store, req, user);
    const userId = requiredIdQueryParam(req, 'userId');
    const accessLevel = accessLevelQueryParam(req, 'accessLevel');
    if (!accessLevel) throw new HttpError(400, 'accessLevel is required');
    checkLevelFits(group, accessLevel);
    // An owner demoting themselves could leave the group with nobody to run it.
    if (userId === user.id) throw new HttpError(400, 'You cannot change your own access level');
    const entry = store.groupUsers.entry(group.id, userId);
    if (!entry) throw new HttpError(404, 'That user does not belong to this group');
    if (entry.heldIn.id !== group.id) throw new HttpError(400, `That user's access comes from ${entry.heldIn.name}: change it there`);
    // Staff may change anyone's level: lowering the last owner's would leave nobody to run the group.
    const staysOwner = accessLevel === 'owner' || accessLevel === 'sudoowner';
    if (!staysOwner && !store.groupUsers.keepsAnOwnerWithout(group.id, userId)) throw new HttpError(409, onlyOwnerMessage(group));
    store.groupUsers.setAccessLevel(group.id, userId, accessLevel);
    res.json({ groupId: group.id, userId, accessLevel, heldInGroupId: group.id, heldInGroupName: group.name, inherited: false });
  });

  router.delete('/groupuseraccess', requireBearer(ctx), (req, res) => {
    const { user } = sessionOf(req);
    const group = administeredGroup(store, req, user);
    removeFromGroup(ctx, group.id, user.id, requiredIdQueryParam(req, 'userId'));
    res.json({ removed: true });
  });

  return router;
}
