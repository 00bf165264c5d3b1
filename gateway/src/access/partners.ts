import { forbidden, isStaff, isUnseen, requireSession, type AccessContext } from './access';
import type { UpstreamGroup } from '../users/user-server-types';

export interface PartnerAccessOptions {
  action: string;
  /** Leads: "owner, partner, no referrers". Partner administration keeps referrers (docs/routes-and-access.md). */
  refuseReferrers: boolean;
}

/**
 * Lets through the owner of the partner (directly or through a group above) and staff, refusing
 * anyone else as the route guards do: NOT_OWNER where the caller may not see the group or does not
 * own it, NOT_PARTNER for a group that is not a partner, and REFERRER_PARTNER for a referrer partner
 * where `refuseReferrers` (staff too: the page is not for that partner type). A caller whose
 * Authorization names no user is refused as signed out first, as every access check does (requireSession).
 */
export async function requirePartnerOwner(ctx: AccessContext, partnerId: string, options: PartnerAccessOptions): Promise<UpstreamGroup> {
  requireSession(ctx, options.action);
  let group: UpstreamGroup;
  try {
    group = await ctx.loaders.groups.load(partnerId);
  } catch (error) {
    // A group the caller may not see, or none at all: the same refusal, so nothing is learnt.
    // Staff may see every group, so theirs is a true NOT_FOUND.
    if (isUnseen(ctx, error)) throw notOwner(options.action, partnerId);
    throw error;
  }
  if (!isStaff(ctx.caller.roles) && !group.isOwner) throw notOwner(options.action, partnerId);
  if (group.type !== 'partner') throw forbidden(options.action, `Group ${partnerId} is not a partner`, 'NOT_PARTNER');
  if (options.refuseReferrers && group.subtype === 'referrer') {
    throw forbidden(options.action, `Partner ${partnerId} is a referrer, and referrers may not do this`, 'REFERRER_PARTNER');
  }
  return group;
}

const notOwner = (action: string, partnerId: string) => forbidden(action, `Only an owner of partner ${partnerId} or staff may do this`, 'NOT_OWNER');
