import { forbidden, isStaff } from './access';
import type { GatewayContext } from '../context';

/**
 * Lets through a user who holds access in the group (directly or through a group above), for a
 * call that acts on that user there; refuses any other user id alike, whether it is someone
 * else's or nobody's, so that a customer cannot learn which users exist (docs/api-errors.md).
 * The services tell those two apart. Staff pass, and get the service's own answer.
 */
export async function requireUserOfGroup(ctx: GatewayContext, groupId: string, userId: string, action: string): Promise<void> {
  if (isStaff(ctx.caller.roles)) return;
  const lines = await ctx.userServer.getGroupUsers(groupId);
  if (!lines.some((line) => !line.pending && String(line.userId) === userId)) throw forbidden(action, 'That user does not belong to this account');
}
