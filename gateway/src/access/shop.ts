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

/**
 * Lets through a checkout for `organisationId` only where it is the organisation every account of
 * the basket belongs to; call it once the caller is known to own those accounts (requireShopOwner),
 * whose groups the request's loader then holds. Anything else, someone else's organisation or
 * none at all, is refused alike, from what the caller may see: the service told the two apart
 * ("Organisation not found", "Account 103 is not in organisation 110"), so a customer could learn
 * which organisations exist (docs/api-errors.md).
 */
export async function requireBasketOrganisation(ctx: GatewayContext, organisationId: string, accountIds: readonly string[], action: string): Promise<void> {
  for (const accountId of accountIds) {
    const account = await ctx.loaders.groups.load(accountId);
    if (String(account.parentId) !== organisationId) {
      throw forbidden(action, `Organisation ${organisationId} is not the one account ${accountId} belongs to`);
    }
  }
}
