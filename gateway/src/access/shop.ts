import { forbidden, requireOwner } from './access';
import type { GatewayContext } from '../context';
import { hasErrorCode } from '../upstream/failures';

/** How far up an account's partner can be: account, organisation, partner. */
const MAX_LEVELS = 3;

/**
 * Lets through only an owner of the account (staff who do not own it are refused too: the shop
 * refuses non-owners), and not through a referrer partner, which the shop is not offered to. The
 * groups above are read as the caller sees them; one the caller may not see cannot be theirs to
 * act through.
 */
export async function requireShopOwner(ctx: GatewayContext, accountId: string, action: string): Promise<void> {
  await requireOwner(ctx, accountId, { allowStaff: false, action });
  let groupId: string | null = accountId;
  for (let level = 0; groupId && level < MAX_LEVELS; level += 1) {
    let group;
    try {
      group = await ctx.loaders.groups.load(groupId);
    } catch (error) {
      if (hasErrorCode(error, 'FORBIDDEN', 'NOT_FOUND')) return;
      throw error;
    }
    // Referrer partners have no shop.
    if (group.type === 'partner' && group.subtype === 'referrer') {
      throw forbidden(action, `Account ${accountId} is under referrer partner ${groupId}, and referrers have no shop`, 'REFERRER_PARTNER');
    }
    groupId = group.parentId === null ? null : String(group.parentId);
  }
}
