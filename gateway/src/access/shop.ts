import { forbidden, requireOwner } from './access';
import { requireNoReferrerPartner } from './referrer-partners';
import type { GatewayContext } from '../context';

/**
 * Lets through only an owner of the account (staff who do not own it are refused too: the shop
 * refuses non-owners), and not through a referrer partner, which the shop is not offered to
 * (requireNoReferrerPartner).
 */
export async function requireShopOwner(ctx: GatewayContext, accountId: string, action: string): Promise<void> {
  await requireOwner(ctx, accountId, { allowStaff: false, action });
  await requireNoReferrerPartner(ctx, accountId, { action, lacks: 'shop' });
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
