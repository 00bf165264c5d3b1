import { forbidden, isStaff, type AccessContext } from '../access/access';
import { hasErrorCode } from '../upstream/failures';
import type { UpstreamGroup } from '../user-server/types';

/** The web app's partner-only refusal (spec section 5, route guards). */
export const PARTNERS_ONLY_MESSAGE = 'The page you were looking for is only available for partners.';
/** The web app's refusal of referrer partners (spec section 5). */
export const REFERRER_REFUSED_MESSAGE = 'The page you were looking for is not accessible through this partner type.';

export interface PartnerAccessOptions {
  action: string;
  /** Leads: "owner, partner, no referrers". Partner administration keeps referrers (ruling 6). */
  refuseReferrers: boolean;
}

/**
 * Lets through the owner of the partner (directly or through a group above) and staff, with the
 * guard's words for anyone else: the owner-only text where the caller may not see the group or
 * does not own it, the partner-only text for a group that is not a partner, and the referrer text
 * for a referrer partner where `refuseReferrers` (staff too: the page is not for that partner type).
 */
export async function requirePartnerOwner(ctx: AccessContext, partnerId: string, options: PartnerAccessOptions): Promise<UpstreamGroup> {
  let group: UpstreamGroup;
  try {
    group = await ctx.loaders.groups.load(partnerId);
  } catch (error) {
    // A group the caller may not see, or none at all: the same refusal, so nothing is learnt.
    if (hasErrorCode(error, 'FORBIDDEN', 'NOT_FOUND')) throw forbidden(options.action);
    throw error;
  }
  if (!isStaff(ctx.caller.roles) && !group.isOwner) throw forbidden(options.action);
  if (group.type !== 'partner') throw forbidden(options.action, PARTNERS_ONLY_MESSAGE);
  if (options.refuseReferrers && group.subtype === 'referrer') throw forbidden(options.action, REFERRER_REFUSED_MESSAGE);
  return group;
}
