import { staffRoles } from '../../lib/session/session-user';
import { guard } from './guard';
import { isAdminOrSuper, isStaff } from './roles';
import { routeTable, type RoutePattern } from './route-table';
import type { AccessContext, Role, Selection } from './types';

/** A menu entry: a page to go to, (in the ellipsis menu) a dialog to open, or a page of the gateway's outside the portal. */
export type MenuEntry =
  | { label: string; path: RoutePattern; action?: never; href?: never }
  | { label: string; action: 'createAccount' | 'exportApiToken' | 'exportApiSettings'; path?: never; href?: never }
  | { label: string; href: '/graphql'; path?: never; action?: never };

export interface Menus {
  applications: MenuEntry[] | null;
  reporting: MenuEntry[] | null;
  administration: MenuEntry[] | null;
  partner: MenuEntry[] | null;
  helpCentre: boolean;
  shop: boolean;
  /** The account bar's search icon. */
  searchIcon: boolean;
  /** The breadcrumb bar's ellipsis menu. */
  ellipsis: MenuEntry[];
}

export interface MenuOptions {
  /** On address cleanse pages whose query has api=true. */
  addressCleanseApi?: boolean;
}

const hidden: Menus = {
  applications: null,
  reporting: null,
  administration: null,
  partner: null,
  helpCentre: false,
  shop: false,
  searchIcon: false,
  ellipsis: [],
};

/**
 * Whether the route guard lets `ctx` through to the route `path`: what a menu entry or a screen's
 * link to another screen is held to, so that none of them leads to a refusal.
 */
export function mayOpen(path: RoutePattern, ctx: AccessContext): boolean {
  const rule = routeTable.find((row) => row.path === path)!;
  return guard(rule, ctx).kind === 'allowed';
}

/** The Applications menu, in the product's order, before each entry is held to its route's rule. */
const applicationEntries = [
  { label: 'Address Cleanse', path: '/applications/addresscleanse' },
  { label: 'Address Lookup', path: '/applications/addresslookup' },
  { label: 'Email Validation', path: '/applications/emailvalidation' },
  { label: 'Payment Validation', path: '/applications/paymentvalidation' },
] as const satisfies readonly MenuEntry[];

/**
 * What the top bar, account bar and breadcrumb bar offer (docs/routes-and-access.md). They only show
 * what the route guard would let through, except Help Centre, whose pages any signed-in user may open.
 * "Owner" means owning the selected account or organisation, as in the guard.
 */
export function menus(ctx: AccessContext, options: MenuOptions = {}): Menus {
  const { user, selection } = ctx;
  // Signed out or not validated: only the landing and validation pages are shown, without menus.
  if (!user?.validated) return hidden;

  const staff = isStaff(user);
  const has = (role: Role) => user.roles.includes(role);
  const ellipsis = ellipsisEntries(user, selection !== null && mayExportApiToken(staff, selection), options);
  // While the groups load nothing is known of the selection, so every menu that depends on it waits.
  if (!selection) return { ...hidden, helpCentre: staff, searchIcon: isAdminOrSuper(user), ellipsis };

  const { partner, organisation, account } = selection;
  const referrer = partner?.subtype === 'referrer';
  const owner = Boolean(account?.isOwner || organisation?.isOwner);
  const ownerOrStaff = owner || staff;
  // Each application's route has its own rule: group users only (the account's owner or member)
  // for the look-ups, an owner for address cleanse; no referrers; payment validation and address
  // cleanse in the uk alone. A partner's manager, who holds the account through the partner and
  // is neither, is offered none, and so no menu.
  const applications = applicationEntries.filter((entry) => mayOpen(entry.path, ctx));

  return {
    applications: applications.length ? applications : null,
    // "Reporting and Administration need owner or staff." Referrers lack administration.
    reporting: ownerOrStaff
      ? [
          { label: 'Summary', path: '/reporting/summary' },
          { label: 'Services', path: '/reporting/services' },
          { label: 'Tokens', path: '/reporting/tokens' },
        ]
      : null,
    administration:
      ownerOrStaff && !referrer
        ? [
            { label: 'Account', path: '/administration/account' },
            { label: 'Services', path: '/administration/services' },
            { label: 'Tokens', path: '/administration/tokens' },
            // For the account role: its route lets the account's owner read the prices, and
            // admin and super change them (docs/routes-and-access.md).
            ...(has('account') ? [{ label: 'Address Cleanse', path: '/administration/addresscleanse' } as const] : []),
          ]
        : null,
    // "Partner needs an account and partner selected, and partner owner or staff."
    partner:
      account && partner && (partner.isOwner || staff)
        ? [{ label: 'Administration', path: '/partner/administration' }, ...(referrer ? [] : [{ label: 'Leads', path: '/partner/leads' } as const])]
        : null,
    helpCentre: ownerOrStaff,
    // "Shop: account owner, non-referrer."
    shop: Boolean(account?.isOwner) && !referrer,
    searchIcon: isAdminOrSuper(user),
    ellipsis,
  };
}

/**
 * Whether the gateway's exportApiToken makes a token for the selected account: the user server
 * acts for it only for its owner or member (staff: any account), and the gateway refuses the token
 * it would make for another account instead ("Account not available to this user"). A partner's
 * manager is neither, so the entry would only ask for a password and fail.
 */
function mayExportApiToken(staff: boolean, { account }: Selection): boolean {
  return Boolean(account && (staff || account.isOwner || account.isMember));
}

/** The breadcrumb bar's ellipsis menu, in the product's order (docs/routes-and-access.md). */
function ellipsisEntries(user: { roles: Role[] }, exportApiToken: boolean, options: MenuOptions): MenuEntry[] {
  const has = (...roles: Role[]) => roles.some((role) => user.roles.includes(role));
  const entries: MenuEntry[] = [];
  if (has('admin', 'super')) entries.push({ label: 'Datasets & Plans', path: '/dataAdministration' });
  if (has(...staffRoles)) entries.push({ label: 'Creation Wizard', path: '/organisationwizard' });
  if (has(...staffRoles)) entries.push({ label: 'Account Search', path: '/search' });
  if (has('super')) entries.push({ label: 'Lead form Administration', path: '/leadadmin' });
  if (has('super')) entries.push({ label: 'Create new account', action: 'createAccount' });
  // An API token is exported for an account the user may act for, so one must be selected.
  if (exportApiToken) entries.push({ label: 'Export API Token', action: 'exportApiToken' });
  if (options.addressCleanseApi) entries.push({ label: 'Export settings for API', action: 'exportApiSettings' });
  // The GraphQL explorer, signed in as the user: for staff's internal tools and integrators alike.
  entries.push({ label: 'GraphQL Explorer', href: '/graphql' });
  return entries;
}
