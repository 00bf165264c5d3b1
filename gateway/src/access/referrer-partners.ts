import { forbidden, requireSession, type AccessContext } from './access';
import { hasErrorCode } from '../upstream/failures';
import type { UpstreamGroup } from '../users/user-server-types';

/**
 * Referrer partners lack applications, the shop, partner leads and administration
 * (docs/routes-and-access.md): they refer organisations to the provider, and do not run them. The
 * route guard refuses those screens to anyone, staff too, while a referrer partner is selected
 * above the account; this is the same rule for every call that acts on an organisation or account,
 * whoever makes it. Reporting, and the partner's own administration (its users, invitations and
 * details), stay open to referrers.
 */

/** What referrers lack, as a refusal says it. */
export type ReferrersLack = 'applications' | 'shop' | 'account administration';

export interface ReferrerPartnerOptions {
  /** What the caller was doing, as the error's `action`. */
  action: string;
  lacks: ReferrersLack;
  /**
   * Lets the referrer partner's own group through: partner administration is theirs
   * (docs/routes-and-access.md), while the groups below it are their clients'.
   */
  partnerAdministration?: boolean;
}

/** How far up a group's partner can be: account, organisation, partner. */
const MAX_LEVELS = 3;

/**
 * Refuses a call on a group under a referrer partner (or on the referrer partner itself, unless
 * `partnerAdministration`) with FORBIDDEN, reason REFERRER_PARTNER. Call it once the caller is
 * known to hold the group: the groups are read through the request's loader, which then already
 * holds the group itself, so the walk asks only for the groups above it that the request has not
 * read. A group the caller may not see (or none at all) ends the walk: it cannot be theirs to act
 * through, and a refusal would tell them it exists.
 */
export async function requireNoReferrerPartner(ctx: AccessContext, groupId: string, options: ReferrerPartnerOptions): Promise<void> {
  requireSession(ctx, options.action);
  let target: UpstreamGroup | undefined;
  let id: string | null = groupId;
  for (let level = 0; id && level < MAX_LEVELS; level += 1) {
    let group: UpstreamGroup;
    try {
      group = await ctx.loaders.groups.load(id);
    } catch (error) {
      if (hasErrorCode(error, 'FORBIDDEN', 'NOT_FOUND')) return;
      throw error;
    }
    target ??= group;
    if (group.type === 'partner' && group.subtype === 'referrer' && !(level === 0 && options.partnerAdministration)) {
      throw forbidden(options.action, `${whereIs(target, group)}, and referrers have no ${options.lacks}`, 'REFERRER_PARTNER');
    }
    id = group.parentId === null ? null : String(group.parentId);
  }
}

/** "Account 109 is under referrer partner 107", or "Partner 107 is a referrer" for the partner itself. */
function whereIs(target: UpstreamGroup, partner: UpstreamGroup): string {
  if (target === partner) return `Partner ${partner.id} is a referrer`;
  const kind = target.type === 'account' ? 'Account' : 'Organisation';
  return `${kind} ${target.id} is under referrer partner ${partner.id}`;
}
