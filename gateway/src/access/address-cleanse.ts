import { forbidden, isStaff, requireOwner, requireSession, type AccessContext } from './access';

/**
 * Address cleanse is for the account's owner (staff pass, as the owner-only guard lets them) and
 * for uk accounts only (docs/routes-and-access.md): refused before any bureau or file server call otherwise.
 */
export async function requireCleanseAccount(ctx: AccessContext, accountId: string, action: string): Promise<void> {
  await requireOwner(ctx, accountId, { allowStaff: true, action });
  const group = await ctx.loaders.groups.load(accountId);
  if (group.territory !== 'uk') throw forbidden(action, `Account ${accountId} is not a uk account, and address cleanse is for uk accounts only`, 'TERRITORY');
}

const PRICE_ROLES = ['admin', 'super'];

/** Changing prices and seeing every account's: admin and super (docs/routes-and-access.md). */
export function mayChangePrices(roles: readonly string[]): boolean {
  return roles.some((role) => PRICE_ROLES.includes(role));
}

/** Administration, Address Cleanse: the account's owner (read-only), admin or super; sales refused as for a missing role. */
export async function requireCleanseAdministration(ctx: AccessContext, accountId: string, action: string): Promise<void> {
  if (mayChangePrices(ctx.caller.roles)) return;
  if (isStaff(ctx.caller.roles)) throw forbidden(action, 'Of the staff, only admin and super may do this', 'ROLE_REQUIRED');
  await requireOwner(ctx, accountId, { allowStaff: false, action });
}

export function requirePriceAdministration(ctx: AccessContext, action: string): void {
  requireSession(ctx, action);
  if (!mayChangePrices(ctx.caller.roles)) throw forbidden(action, 'Only admin and super staff may change address cleanse prices', 'ROLE_REQUIRED');
}
