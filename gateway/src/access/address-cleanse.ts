import { forbidden, isStaff, requireOwner, requireSession, type AccessContext } from './access';
import { requireNoReferrerPartner } from './referrer-partners';

/**
 * Address cleanse is for the account's owner (staff pass, as the owner-only guard lets them), not
 * under a referrer partner, and for uk accounts only (docs/routes-and-access.md): refused before
 * any bureau or file server call otherwise, in the guard's order (the partner type before the territory).
 */
export async function requireCleanseAccount(ctx: AccessContext, accountId: string, action: string): Promise<void> {
  await requireOwner(ctx, accountId, { allowStaff: true, action });
  await requireNoReferrerPartner(ctx, accountId, { action, lacks: 'applications' });
  await requireUkAccount(ctx, accountId, action);
}

/**
 * The account's address cleanse figures, which the reporting summary shows: reporting is for the
 * account's owner and staff, referrers too (docs/routes-and-access.md), and the figures are the uk's.
 */
export async function requireCleanseFigures(ctx: AccessContext, accountId: string, action: string): Promise<void> {
  await requireOwner(ctx, accountId, { allowStaff: true, action });
  await requireUkAccount(ctx, accountId, action);
}

async function requireUkAccount(ctx: AccessContext, accountId: string, action: string): Promise<void> {
  const group = await ctx.loaders.groups.load(accountId);
  if (group.territory !== 'uk') throw forbidden(action, `Account ${accountId} is not a uk account, and address cleanse is for uk accounts only`, 'TERRITORY');
}

const PRICE_ROLES = ['admin', 'super'];

/** Changing prices and seeing every account's: admin and super (docs/routes-and-access.md). */
export function mayChangePrices(roles: readonly string[]): boolean {
  return roles.some((role) => PRICE_ROLES.includes(role));
}

/**
 * Administration, Address Cleanse: the account's owner (read-only), admin or super; sales refused
 * as for a missing role. Not under a referrer partner, for admin and super too, as the route guard
 * refuses the screen to anyone there.
 */
export async function requireCleanseAdministration(ctx: AccessContext, accountId: string, action: string): Promise<void> {
  if (!mayChangePrices(ctx.caller.roles)) {
    if (isStaff(ctx.caller.roles)) throw forbidden(action, 'Of the staff, only admin and super may do this', 'ROLE_REQUIRED');
    await requireOwner(ctx, accountId, { allowStaff: false, action });
  }
  await requireNoReferrerPartner(ctx, accountId, { action, lacks: 'account administration' });
}

export function requirePriceAdministration(ctx: AccessContext, action: string): void {
  requireSession(ctx, action);
  if (!mayChangePrices(ctx.caller.roles)) throw forbidden(action, 'Only admin and super staff may change address cleanse prices', 'ROLE_REQUIRED');
}
