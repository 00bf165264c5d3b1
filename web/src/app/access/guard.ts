import { isStaff } from './roles';
import { noSelection, type AccessContext, type RouteRule } from './types';

export type GuardOutcome =
  { kind: 'allowed' } | { kind: 'redirect'; to: '/login' | '/validate' } | { kind: 'nothing' } | { kind: 'notFound' } | { kind: 'refused'; message: string };

/** The route guards' refusal texts (docs/routes-and-access.md). */
export const refusals = {
  owner: 'This page is not currently available while using this account. Please switch to another account or return home.',
  partner: 'The page you were looking for is only available for partners.',
  referrer: 'The page you were looking for is not accessible through this partner type.',
  territory: 'The page you were looking for is not accessible through this account.',
} as const;

const allowed: GuardOutcome = { kind: 'allowed' };
const refused = (message: string): GuardOutcome => ({ kind: 'refused', message });

/**
 * What the portal shows for a route: the page, a redirect, nothing yet, the not-found page or a
 * refusal. The checks run in the order docs/routes-and-access.md gives and the first that fails decides, so a
 * user who fails several sees the most fundamental reason (not signed in before wrong role before
 * wrong group before wrong territory).
 */
export function guard(rule: RouteRule, ctx: AccessContext): GuardOutcome {
  if (rule.access === 'public') return allowed;

  const { user } = ctx;
  if (!user) return { kind: 'redirect', to: '/login' };
  // /validate bypasses this: it is where an unvalidated user goes.
  if (!user.validated && !rule.bypassAccountCheck) return { kind: 'redirect', to: '/validate' };
  // "Zero account id without bypass: nothing shown": wait for the groups rather than refuse on
  // a selection that is not known yet.
  if (!ctx.selection && !rule.bypassAccountCheck) return { kind: 'nothing' };
  const { partner, organisation, account } = ctx.selection ?? noSelection;

  // A missing role hides that the page exists at all.
  if (rule.roles && !rule.roles.some((role) => user.roles.includes(role))) return { kind: 'notFound' };

  // Referrers are refused before the partner and owner checks: they own their groups, so only
  // this check can keep them out, and for staff it applies too (nothing exempts them).
  if (rule.refuseReferrers && partner?.subtype === 'referrer') return refused(refusals.referrer);
  if (rule.partnerOnly && !partner) return refused(refusals.partner);

  const staff = isStaff(user);
  if (rule.ownerOnly) {
    // Owning carries down the tree, so a partner's owner also owns the selected account.
    const owns = Boolean(account?.isOwner || organisation?.isOwner);
    if (!owns && (!staff || rule.disallowNonOwners)) return refused(refusals.owner);
  }
  // Owning carries down, never up: the owner of an organisation under the partner (a member of
  // the partner, say) does not own the partner, whose leads and users these screens show.
  if (rule.partnerOwnerOnly && !partner?.isOwner && !staff) return refused(refusals.owner);
  if (rule.groupUsersOnly) {
    const inAccount = Boolean(account?.isOwner || account?.isMember);
    // This refusal has no text of its own; the owner one fits ("switch to another account").
    if (!inAccount && !staff) return refused(refusals.owner);
  }

  if (rule.territories && !rule.territories.includes(ctx.territory)) return refused(refusals.territory);
  return allowed;
}
