import { hasErrorCode, requestError } from '../upstream/failures';
import type { GatewayContext } from '../context';
import type { UpstreamGroup } from '../users/user-server-types';

/**
 * Whether two group names are one, as the organisation wizard compares its accounts' names:
 * trimmed, in any case ("Acme Web" and " acme web ").
 */
export const sameGroupName = (a: string, b: string): boolean => a.trim().toLowerCase() === b.trim().toLowerCase();

/** The child of `parent` other than `self` already named `name`; undefined for none. */
export function siblingNamed(parent: UpstreamGroup, name: string, self?: number): UpstreamGroup | undefined {
  return (parent.children ?? []).find((child) => child.id !== self && sameGroupName(child.name, name));
}

/**
 * Refuses `name` where another group directly under `parentId` has it already, with BAD_USER_INPUT
 * on `argument`, before anything is made or changed: two groups of one name under one parent read
 * alike in Change Account and in search. The parent comes from the request's group loader (GET
 * /group, which answers its direct children), so no call is added where it is already held.
 */
export async function requireFreeName(ctx: GatewayContext, parentId: string, name: string, argument: string, self?: number): Promise<void> {
  const parent = await ctx.loaders.groups.load(parentId);
  const taken = siblingNamed(parent, name, self);
  if (taken) throw requestError('BAD_USER_INPUT', `${parent.name} already holds a group named "${taken.name}": choose another name.`, { argument });
}

/**
 * `requireFreeName` for a group being renamed, among the other children of its parent. A group with
 * no parent, or one whose parent the caller may not see (an owner of an account only), has no
 * siblings to compare with here; the service takes the name as before.
 */
export async function requireFreeRename(ctx: GatewayContext, groupId: string, name: string, argument: string): Promise<void> {
  const group = await ctx.loaders.groups.load(groupId);
  if (group.parentId === null || group.parentId === undefined || !ctx.loaders.groups.mayBeVisible(group.parentId)) return;
  try {
    await requireFreeName(ctx, String(group.parentId), name, argument, group.id);
  } catch (error) {
    if (hasErrorCode(error, 'FORBIDDEN', 'NOT_FOUND')) return;
    throw error;
  }
}
