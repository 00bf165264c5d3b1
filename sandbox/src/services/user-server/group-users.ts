import { Router } from 'express';
import { requireBearer, sessionOf } from '../../auth/bearer';
import type { SandboxContext } from '../../context';
import { HttpError } from '../../http/errors';
import { booleanQueryParam, idQueryParam, jsonBody, queryParam } from '../../http/params';
import type { InvitationRefusal } from '../../store/invitations';
import { DEFAULT_INVITATION_SECONDS } from '../../store/invitations';
import { accessLevelQueryParam, administeredGroup, checkLevelFits, onlyOwnerMessage } from './administration';
import { emailField, optionalBooleanField } from './fields';
import { groupUserView, invitationView } from './group-user-views';
import { groupView } from './views';

/** An invitation may last at most a year. */
const MAX_INVITATION_SECONDS = 31_536_000;

const refusals: Record<InvitationRefusal, string> = {
  invalid: 'This invitation is not valid',
  expired: 'This invitation has expired',
  withdrawn: 'This invitation has been withdrawn',
  used: 'This invitation has already been used',
};

function expiryField(body: Record<string, unknown>): number {
  const value = body.expiry;
  if (value === undefined || value === null) return DEFAULT_INVITATION_SECONDS;
  if (typeof value !== 'number' || !Number.isSafeInteger(value) || value < 1 || value > MAX_INVITATION_SECONDS) {
    throw new HttpError(400, `expiry must be a whole number of seconds from 1 to ${MAX_INVITATION_SECONDS}`);
  }
  return value;
}

function backUrlField(body: Record<string, unknown>): string | undefined {
  const value = body.backUrl;
  if (value === undefined || value === null || value === '') return undefined;
  if (typeof value !== 'string' || value.length > 500 || !/^https?:\/\/[^\s]+$/.test(value))
    throw new HttpError(400, 'backUrl must be an http or https address');
  return value;
}

/** A group's users and invitations (GET, POST, DELETE /groupusers), and accepting one (POST /groupinvite). */
export function groupUserRoutes(ctx: SandboxContext): Router {
  const router = Router();
  const { store } = ctx;

  router.get('/groupusers', requireBearer(ctx), (req, res) => {
    const group = administeredGroup(store, req, sessionOf(req).user);
    const accessLevel = accessLevelQueryParam(req, 'accessLevel');
    const excludeParents = booleanQueryParam(req, 'excludeParents');
    store.invitations.refreshPendingOwnership(group.id);
    const users = store.groupUsers.list(group.id, { excludeParents, accessLevel }).map((entry) => groupUserView(entry, group.id));
    const pending = store.invitations
      .pendingFor(group.id)
      .filter((invitation) => !accessLevel || invitation.accessLevel === accessLevel)
      .map((invitation) => invitationView(invitation, group.name));
    res.json([...users, ...pending]);
  });

  router.post('/groupusers', requireBearer(ctx), async (req, res) => {
    const { user } = sessionOf(req);
    const group = administeredGroup(store, req, user);
    const email = emailField({ email: queryParam(req, 'email') }, 'email');
    const body = jsonBody(req);
    const takeOwnership = optionalBooleanField(body, 'takeOwnership') ?? false;
    // Taking ownership makes the invitee an owner, whatever level was asked for.
    const accessLevel = takeOwnership ? 'owner' : (accessLevelQueryParam(req, 'accessLevel') ?? 'member');
    checkLevelFits(group, accessLevel);
    const expirySeconds = expiryField(body);
    const backUrl = backUrlField(body);
    const invitee = store.findUserByName(email);
    if (invitee && store.groupUsers.direct(group.id, invitee.id)) throw new HttpError(409, 'That user already belongs to this group');
    // Taking ownership is a hand-over, worth sending to someone who owns a group above as well.
    const heldAbove = invitee && !takeOwnership ? store.groupUsers.coveredAbove(group.id, invitee.id, accessLevel) : undefined;
    if (heldAbove) throw new HttpError(409, `That user already has ${heldAbove.accessLevel} access to this group through ${heldAbove.heldIn.name}`);
    const invitation = await store.invitations.send({
      groupId: group.id,
      email,
      accessLevel,
      takeOwnership,
      expirySeconds,
      invitedBy: user.id,
      ...(backUrl ? { backUrl } : {}),
    });
    res.status(201).json(invitationView(invitation, group.name));
  });

  // With `email`: withdraws the invitation sent there. With `userId`: removes the user from the group.
  router.delete('/groupusers', requireBearer(ctx), (req, res) => {
    const { user } = sessionOf(req);
    const group = administeredGroup(store, req, user);
    const email = queryParam(req, 'email');
    const userId = idQueryParam(req, 'userId');
    if ((email === undefined) === (userId === undefined)) throw new HttpError(400, 'Give email or userId');
    if (email !== undefined) {
      if (!store.invitations.withdraw(group.id, email)) throw new HttpError(404, 'No pending invitation for that e-mail address');
      res.json({ withdrawn: true });
      return;
    }
    removeFromGroup(ctx, group.id, user.id, userId as number);
    res.json({ removed: true });
  });

  router.post('/groupinvite', requireBearer(ctx), async (req, res) => {
    const { user } = sessionOf(req);
    const body = jsonBody(req);
    const jwt = queryParam(req, 'jwt') ?? (typeof body.jwt === 'string' ? body.jwt : undefined);
    if (!jwt || jwt.trim() === '') throw new HttpError(400, 'jwt is required');
    const invitation = await store.invitations.read(jwt.trim());
    if (typeof invitation === 'string') throw new HttpError(400, refusals[invitation]);
    const group = store.getGroup(invitation.groupId);
    if (!group) throw new HttpError(400, refusals.withdrawn);
    if (invitation.email.toLowerCase() !== user.email.toLowerCase()) throw new HttpError(403, 'This invitation was sent to another e-mail address');
    store.groupUsers.grant(group.id, user.id, invitation.accessLevel);
    store.invitations.accept(invitation);
    const parentName = group.parentId === null ? null : (store.getGroup(group.parentId)?.name ?? null);
    res.json({ ...groupView(group, store.accessTo(user.id, group.id), parentName), accessLevel: invitation.accessLevel });
  });

  return router;
}

/** Takes away the access a user holds in the group itself; access held above is changed there. */
export function removeFromGroup(ctx: SandboxContext, groupId: number, callerId: number, userId: number): void {
  const { store } = ctx;
  if (userId === callerId) throw new HttpError(400, 'You cannot remove yourself from the group');
  const entry = store.groupUsers.entry(groupId, userId);
  if (!entry) throw new HttpError(404, 'That user does not belong to this group');
  if (entry.heldIn.id !== groupId) throw new HttpError(400, `That user's access comes from ${entry.heldIn.name}: change it there`);
  // As DELETE /users refuses to delete a group's only owner, so removing them from it is refused.
  if (!store.groupUsers.keepsAnOwnerWithout(groupId, userId)) throw new HttpError(409, onlyOwnerMessage(entry.heldIn));
  store.groupUsers.remove(groupId, userId);
}
