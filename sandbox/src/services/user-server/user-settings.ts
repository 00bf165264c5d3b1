import { Router } from 'express';
import type { Request } from 'express';
import { parseBasicAuth } from '../../auth/basic';
import { requireBearer, sessionOf } from '../../auth/bearer';
import { hashPassword, verifyPassword } from '../../auth/password';
import type { SandboxContext } from '../../context';
import { isOverCharacters } from '../../http/characters';
import { HttpError } from '../../http/errors';
import { jsonBody, requiredIdQueryParam } from '../../http/params';
import type { SandboxStore } from '../../store';
import type { UserRecord } from '../../seed';
import type { UserDetails } from '../../store/users';
import { passwordField } from './fields';
import { signInFailureStatus } from './session';
import { userView } from './views';

// A user's own record: changing its details, deleting it, and changing its password.

/** Fields that must not be blank once given: a user always has a name, a company and a country. */
const requiredDetails = ['personalName', 'companyName', 'country'] as const;
/** Fields that may be cleared: the address lines beyond the country. */
const optionalDetails = ['address1', 'address2', 'address3', 'address4', 'town', 'county', 'postcode'] as const;
const MAX_DETAIL_LENGTH = 200;

function detailsFrom(body: Record<string, unknown>): Partial<UserDetails> {
  const details: Partial<UserDetails> = {};
  for (const name of Object.keys(body)) {
    if (!(requiredDetails as readonly string[]).includes(name) && !(optionalDetails as readonly string[]).includes(name)) {
      throw new HttpError(400, `${name} cannot be changed with PUT /users`);
    }
  }
  for (const name of [...requiredDetails, ...optionalDetails]) {
    const value = body[name];
    if (value === undefined) continue;
    if (typeof value !== 'string') throw new HttpError(400, `${name} must be text`);
    if (isOverCharacters(value, MAX_DETAIL_LENGTH)) throw new HttpError(400, `${name} must be at most ${MAX_DETAIL_LENGTH} characters`);
    if ((requiredDetails as readonly string[]).includes(name) && value.trim() === '') throw new HttpError(400, `${name} is required`);
    details[name] = value.trim();
  }
  if (Object.keys(details).length === 0) throw new HttpError(400, 'Give at least one detail to change');
  return details;
}

/**
 * Whether the caller may change or delete the user, as PUT /userlock decides who may lock: the user
 * themselves; another staff user, super alone; any other user, admin and super. Deleting is for
 * good and a changed record is the person's own, so neither asks less than the lock does; sales, and
 * owners (who remove a user from their group instead), are refused.
 */
function mayActOn(store: SandboxStore, caller: UserRecord, target: UserRecord): boolean {
  if (target.id === caller.id) return true;
  if (store.isStaff(target)) return caller.roles.includes('super');
  return caller.roles.includes('admin') || caller.roles.includes('super');
}

/** The user named by `id`, once the caller may `verb` them (mayActOn). */
function targetUser(store: SandboxStore, req: Request, verb: string): UserRecord {
  const caller = sessionOf(req).user;
  const target = store.getUser(requiredIdQueryParam(req, 'id'));
  if (!target) throw new HttpError(404, 'User not found');
  if (!mayActOn(store, caller, target)) throw new HttpError(403, refusalText(store, caller, target, verb));
  return target;
}

/** Why mayActOn refused: staff are told which role it needs; anyone else learns nothing of who the user is. */
function refusalText(store: SandboxStore, caller: UserRecord, target: UserRecord, verb: string): string {
  if (!store.isStaff(caller)) return `Not allowed to ${verb} that user`;
  return store.isStaff(target) ? `Only super staff may ${verb} another staff user` : `Only admin and super staff may ${verb} another user`;
}

/** The groups `userId` owns that nobody else owns directly: deleting the user would leave them without an owner. */
function soleOwnerships(store: SandboxStore, userId: number): string[] {
  const owns = (membership: { accessLevel: string }) => membership.accessLevel === 'owner' || membership.accessLevel === 'sudoowner';
  return store.memberships
    .filter((membership) => membership.userId === userId && owns(membership))
    .filter((held) => !store.memberships.some((other) => other.groupId === held.groupId && other.userId !== userId && owns(other)))
    .map((held) => store.getGroup(held.groupId)?.name ?? `group ${held.groupId}`);
}

export function userSettingsRoutes(ctx: SandboxContext): Router {
  const router = Router();
  const { store } = ctx;

  router.put('/users', requireBearer(ctx), (req, res) => {
    const target = targetUser(store, req, 'change');
    const details = detailsFrom(jsonBody(req));
    const updated = store.updateUserDetails(target.id, details, sessionOf(req).user.id);
    if (!updated) throw new HttpError(404, 'User not found');
    res.json(userView(updated));
  });

  // The user themselves, admin or super (mayActOn): an owner removes a user from their group
  // (DELETE /groupusers) rather than deleting a person who may belong to other groups too.
  router.delete('/users', requireBearer(ctx), (req, res) => {
    const target = targetUser(store, req, 'delete');
    const orphaned = soleOwnerships(store, target.id);
    if (orphaned.length > 0) throw new HttpError(409, `The user is the only owner of ${orphaned.join(', ')}; give it another owner first`);
    store.removeUser(target.id);
    res.json({ deleted: true });
  });

  // Basic credentials with the current password, as sign-in; the credentials are checked before the body.
  // Every session of the user issued before the change ends, the one it was asked from too: whoever
  // signed in with the old password is signed out, and the person who changed it signs in again.
  router.put('/userpassword', async (req, res) => {
    const credentials = parseBasicAuth(req.headers.authorization);
    const user = credentials ? store.findUserByName(credentials.userName) : undefined;
    const passwordOk = credentials && user ? await verifyPassword(credentials.password, user.passwordHash) : false;
    if (!credentials || !user || !passwordOk) throw new HttpError(signInFailureStatus(req), 'Invalid user name or password');
    if (user.locked) throw new HttpError(signInFailureStatus(req), 'User is locked');
    const newPassword = passwordField(jsonBody(req), 'newPassword');
    if (newPassword === credentials.password) throw new HttpError(400, 'The new password must differ from the current one');
    store.setPasswordHash(user.id, await hashPassword(newPassword));
    ctx.tokens.endSessions(user.id);
    res.json({ changed: true });
  });

  return router;
}
