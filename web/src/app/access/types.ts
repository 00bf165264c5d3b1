// The words of access control, shared by the route table, the guard, the selection and the menus.
// Plain data only: these modules also run in Node (tests/route-guards.test.ts).

export type Role = 'account' | 'admin' | 'super' | 'sales';
export type Territory = 'uk' | 'australia';

/** A partner, organisation or account as the signed-in user sees it (flags are the user's). */
export interface GroupView {
  id: string;
  name: string;
  type: 'partner' | 'organisation' | 'account';
  subtype: 'referrer' | 'corporate' | null;
  territory: Territory;
  isOwner: boolean;
  isMember: boolean;
  isManager: boolean;
  pendingOwnership: boolean;
  parentId: string | null;
  /** Named even where the user cannot see the parent (a member sees their account's organisation named). */
  parentName: string | null;
  children: GroupView[];
}

/** The partner, organisation and account the portal currently acts for. */
export interface Selection {
  partner: GroupView | null;
  organisation: GroupView | null;
  account: GroupView | null;
}

export interface AccessContext {
  user: { roles: Role[]; validated: boolean } | null; // null: signed out
  /** null while the groups are still loading (the "zero account id" state) */
  selection: Selection | null;
  territory: Territory;
}

/** What a route asks of the signed-in user (docs/routes-and-access.md). */
export interface RouteRule {
  /** A react-router pattern below the /portal base path. */
  path: string;
  access: 'public' | 'signedIn';
  /** Shown before the groups are known and to unvalidated users (only /validate). */
  bypassAccountCheck?: true;
  /** Any one of these roles; otherwise the not-found page. */
  roles?: readonly Role[];
  /** The selected account or organisation must be owned; staff pass unless disallowNonOwners. */
  ownerOnly?: true;
  /** An owner of the selected partner (owning a group below it is not enough); staff pass. */
  partnerOwnerOnly?: true;
  /** Staff do not bypass ownerOnly here. */
  disallowNonOwners?: true;
  /** The selected account's owner or member; staff pass. */
  groupUsersOnly?: true;
  /** A partner must be selected. */
  partnerOnly?: true;
  /** Refused while a referrer partner is selected. */
  refuseReferrers?: true;
  /** The portal's territory must be one of these. */
  territories?: readonly Territory[];
  /** The route only sends on; `:userId` is the signed-in user's id. */
  redirectTo?: string;
  /** The breadcrumb text. */
  title: string;
}

export const noSelection: Selection = { partner: null, organisation: null, account: null };
