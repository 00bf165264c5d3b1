import type { Request } from 'express';
import { HttpError } from '../../http/errors';
import { queryParam, requiredIdQueryParam } from '../../http/params';
import type { AccessLevel, GroupRecord, UserRecord } from '../../seed';
import type { SandboxStore } from '../../store';

// What the account administration calls share: finding the group they act on, who may act on
// it (its owners, directly or through a group above, and staff), and the access levels.

export const ACCESS_LEVELS: readonly AccessLevel[] = ['owner', 'sudoowner', 'member', 'manager'];

export const NOT_ALLOWED_GROUP_USERS = 'Not allowed to manage the users of that group';
export const MANAGER_ONLY_FOR_PARTNERS = 'The manager access level is only for partners';

function isAccessLevel(value: string): value is AccessLevel {
  return (ACCESS_LEVELS as readonly string[]).includes(value);
}

export function accessLevelQueryParam(req: Request, name: string): AccessLevel | undefined {
  const value = queryParam(req, name);
  if (value === undefined || value === '') return undefined;
  if (!isAccessLevel(value)) throw new HttpError(400, `${name} must be owner, sudoowner, member or manager`);
  return value;
}

/** The refusal of a change that would leave a group nobody owns, in the words DELETE /users uses. */
export function onlyOwnerMessage(group: GroupRecord): string {
  return `That user is the only owner of ${group.name}; give it another owner first`;
}

/** Managers exist only in partners (docs/flows.md). */
export function checkLevelFits(group: GroupRecord, accessLevel: AccessLevel): void {
  if (accessLevel === 'manager' && group.type !== 'partner') throw new HttpError(400, MANAGER_ONLY_FOR_PARTNERS);
}

/** The owners of a group (through any group above it) and staff. */
export function mayAdminister(store: SandboxStore, caller: UserRecord, groupId: number): boolean {
  return store.isStaff(caller) || store.accessTo(caller.id, groupId).isOwner;
}

/** The group named by the query parameter, which the caller must administer. */
export function administeredGroup(store: SandboxStore, req: Request, caller: UserRecord, name = 'groupId', refusal = NOT_ALLOWED_GROUP_USERS): GroupRecord {
  const group = store.getGroup(requiredIdQueryParam(req, name));
  if (!group) throw new HttpError(404, 'Group not found');
  if (!mayAdminister(store, caller, group.id)) throw new HttpError(403, refusal);
  return group;
}
