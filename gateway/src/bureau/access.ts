import { forbidden, isStaff, requireOwner, type AccessContext } from '../access/access';
import { refusal } from '../upstream/failures';

/** The refusal text of the web app's territory guard (spec section 5). */
export const TERRITORY_MESSAGE = 'The page you were looking for is not accessible through this account.';

/**
 * Address cleanse is for the account's owner (staff pass, as the owner-only guard lets them) and
 * for uk accounts only (spec section 2): refused before any bureau or file server call otherwise.
 */
export async function requireCleanseAccount(ctx: AccessContext, accountId: string, action: string): Promise<void> {
  await requireOwner(ctx, accountId, { allowStaff: true, action });
  const group = await ctx.loaders.groups.load(accountId);
  if (group.territory !== 'uk') throw forbidden(action, TERRITORY_MESSAGE);
}

const PRICE_ROLES = ['admin', 'super'];

/** Changing prices and seeing every account's: admin and super (ruling 1). */
export function mayChangePrices(roles: readonly string[]): boolean {
  return roles.some((role) => PRICE_ROLES.includes(role));
}

/** Administration, Address Cleanse: the account's owner (read-only), admin or super; sales refused as for a missing role. */
export async function requireCleanseAdministration(ctx: AccessContext, accountId: string, action: string): Promise<void> {
  if (mayChangePrices(ctx.caller.roles)) return;
  if (isStaff(ctx.caller.roles)) throw forbidden(action);
  await requireOwner(ctx, accountId, { allowStaff: false, action });
}

export function requirePriceAdministration(ctx: AccessContext, action: string): void {
  if (!mayChangePrices(ctx.caller.roles)) throw forbidden(action);
}

/** A refusal for a caller who sent no session at all. */
export function signedOut(action: string) {
  return refusal('UNAUTHENTICATED', action, 'Authentication Failure');
}
