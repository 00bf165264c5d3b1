import type { Request } from 'express';
import { sessionOf } from '../../auth/bearer';
import type { SandboxContext } from '../../context';
import { HttpError } from '../../http/errors';
import { requiredIdQueryParam } from '../../http/params';
import type { GroupRecord, UserRecord } from '../../seed';
import { groupView, type GroupView } from './views';

/** Who may change a group's status: its owner (directly or through a group above) and staff, or staff alone. */
export type StatusRule = 'ownerOrStaff' | 'staff';

/**
 * The group a status call names in its `groupId` query, once the caller may change it: 400 for a
 * missing or bad id, 404 for an unknown group (before access, as GET /user does), 403 `refusal`
 * for a caller the rule leaves out.
 */
export function targetGroup(ctx: SandboxContext, req: Request, rule: StatusRule, refusal: string): { caller: UserRecord; group: GroupRecord } {
  const caller = sessionOf(req).user;
  const group = ctx.store.getGroup(requiredIdQueryParam(req, 'groupId'));
  if (!group) throw new HttpError(404, 'Group not found');
  const allowed = ctx.store.isStaff(caller) || (rule === 'ownerOrStaff' && ctx.store.accessTo(caller.id, group.id).isOwner);
  if (!allowed) throw new HttpError(403, refusal);
  return { caller, group };
}

/** The group as it is now, with the caller's flags: what every status call answers. */
export function changedGroupView(ctx: SandboxContext, caller: UserRecord, group: GroupRecord): GroupView {
  const parentName = group.parentId === null ? null : (ctx.store.getGroup(group.parentId)?.name ?? null);
  return groupView(group, ctx.store.accessTo(caller.id, group.id), parentName);
}
