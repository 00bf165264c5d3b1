import { staffRoles } from '../../lib/session/session-user';
import type { RouteRule } from './types';

export type { RouteRule };

// Every screen of the product with what it asks of the user (docs/routes-and-access.md). The router is
// built from this table; guard() reads one row. Rules shared by a whole group of routes are
// spread from the presets below, so a row only adds what is true of that route alone.
// A row's path is also the route's key (RoutePattern): menus, links, redirects and the router's
// map of screens name routes by it, so a path that is not in this table fails the type check.

const publicPage = { access: 'public' } as const;
const signedIn = { access: 'signedIn' } as const;
const ownerOnly = { access: 'signedIn', ownerOnly: true } as const;
/** "Administration (owner only; referrer partners excluded)". */
const administration = { access: 'signedIn', ownerOnly: true, refuseReferrers: true } as const;
/**
 * "/partner/leads (owner, partner, no referrers)": the owner is the partner's, as for the Partner
 * menu that leads here: the leads are the partner's, which the gateway shows its owners and staff alone.
 */
const partnerLeads = { access: 'signedIn', partnerOwnerOnly: true, partnerOnly: true, refuseReferrers: true } as const;
// Partner administration is the partner's own: it needs an owner of the selected partner (staff
// pass), as the Partner menu that leads there does. Referrers keep it: their Partner menu lists it.
const partnerAdministration = { access: 'signedIn', partnerOwnerOnly: true, partnerOnly: true } as const;
const dataAdministration = { access: 'signedIn', roles: ['admin', 'super'] } as const;
/** "group users only: owner or member"; "Referrer partners lack applications". */
const groupApplication = { access: 'signedIn', groupUsersOnly: true, refuseReferrers: true } as const;
/**
 * "/applications/addresscleanse (owner): file listing. Beneath it: ... These need an owner and the
 * UK territory." The listing is kept to the uk too: the bureau cleanses uk files only, so elsewhere
 * the guard's territory refusal shows before any loader asks the bureau.
 */
const addressCleanse = { access: 'signedIn', ownerOnly: true, refuseReferrers: true, territories: ['uk'] } as const;
/** "Shop (owner; non-owners refused)"; "Referrer partners lack ... shop". */
const shop = { access: 'signedIn', ownerOnly: true, disallowNonOwners: true, refuseReferrers: true } as const;

export const routeTable = [
  // Public
  { path: '/login', ...publicPage, title: 'Login' },
  { path: '/register', ...publicPage, title: 'Register' },
  { path: '/resetpassword', ...publicPage, title: 'Reset Password' },

  // Signed in, no account check
  { path: '/validate', ...signedIn, bypassAccountCheck: true, title: 'Validate' },

  // Help centre (signed in). Only the menu entry is kept to staff and owners.
  { path: '/helpcentre', ...signedIn, title: 'Help Centre' },
  { path: '/helpcentre/ReportingSummaryGuide', ...signedIn, title: 'Reporting Guide' },
  { path: '/helpcentre/emailValidationHelpGuide', ...signedIn, title: 'Email Validation Guide' },
  { path: '/helpcentre/downloadsHelp', ...signedIn, title: 'Downloads Guide' },
  { path: '/helpcentre/addressCleanseHelpGuide', ...signedIn, title: 'Address Cleanse Guide' },
  { path: '/helpcentre/automaticRenewalsHelp', ...signedIn, title: 'Payment Details and Automatic Renewals Guide' },
  { path: '/helpcentre/accountAdminHelpGuide', ...signedIn, title: 'Account Administration Guide' },
  { path: '/helpcentre/devDocsHelpGuide', ...signedIn, title: 'Developers’ Guide' },
  { path: '/helpcentre/portalHelpGuides', ...signedIn, title: 'Getting Started Guide' },
  { path: '/helpcentre/paymentReportingHelp', ...signedIn, title: 'Charges and Invoices Guide' },
  { path: '/helpcentre/paymentHelp', ...signedIn, title: 'Payment Validation Guide' },
  { path: '/helpcentre/shopHelpGuide', ...signedIn, title: 'Shop Guide' },
  { path: '/helpcentre/addressLookupHelpGuide', ...signedIn, title: 'Address Lookup Guide' },
  // The services guide (bundles and tokens) is at /helpcentre/servicesGuide.
  { path: '/helpcentre/servicesGuide', ...signedIn, title: 'Services, Bundles and Tokens Guide' },

  // Home and user
  { path: '/home', ...signedIn, title: 'Home' },
  { path: '/user', ...signedIn, redirectTo: '/user/:userId', title: 'My Settings' },
  { path: '/user/:userId', ...signedIn, title: 'User Settings' },
  // "owner only" is the guard's owner check (the selected account or organisation), as everywhere.
  { path: '/user/:userId/edit', ...ownerOnly, title: 'Edit' },
  { path: '/user/updatePassword', ...ownerOnly, title: 'Update Password' },

  // Search
  { path: '/search', access: 'signedIn', roles: staffRoles, title: 'Search' },
  { path: '/search/:searchFilter', access: 'signedIn', roles: staffRoles, title: 'Search Results' },

  // Administration
  { path: '/administration/services', ...administration, title: 'Services' },
  // The section's owner and referrer rules still apply; staff pass the owner check anyway.
  { path: '/administration/services/bundlecreate', ...administration, roles: staffRoles, title: 'Create Bundle' },
  { path: '/administration/account', ...administration, title: 'Account' },
  { path: '/administration/account/edit', ...administration, title: 'Edit' },
  { path: '/administration/account/invite', ...administration, title: 'Invite' },
  { path: '/administration/account/edituser/:userId', ...administration, title: 'Edit User' },
  { path: '/administration/tokens', ...administration, title: 'Tokens' },
  // The selected account's owner (read-only prices) or admin and super; sales are refused.
  { path: '/administration/addresscleanse', ...administration, roles: ['account', 'admin', 'super'], title: 'Address Cleanse' },
  { path: '/administration/addresscleanse/priceupdate/:costId', ...administration, roles: ['admin', 'super'], title: 'Price Update' },

  // Partner. Sub-pages of leads take the rules of /partner/leads.
  { path: '/partner/leads', ...partnerLeads, title: 'Leads' },
  { path: '/partner/leads/:leadId', ...partnerLeads, title: 'Lead' },
  { path: '/partner/leads/createlead', ...partnerLeads, title: 'Create Lead' },
  // The same lead screens reached from home: read as the partner lead rules, as they show and
  // submit the selected partner's leads.
  { path: '/home/leads/:leadId', ...partnerLeads, title: 'Lead' },
  { path: '/home/createlead', ...partnerLeads, title: 'Create Lead' },
  { path: '/partner/administration', ...partnerAdministration, title: 'Partner Administration' },
  { path: '/partner/administration/invite', ...partnerAdministration, title: 'Invite' },
  { path: '/partner/administration/edituser/:userId', ...partnerAdministration, title: 'Edit User' },
  { path: '/partner/administration/editPartner', ...partnerAdministration, title: 'Edit Partner' },

  // Other staff and wizard screens
  { path: '/leadadmin', access: 'signedIn', roles: ['super'], title: 'Lead form Administration' },
  // Setting up an organisation's first account is administration, which referrers lack: the gateway refuses them its calls.
  { path: '/welcomewizard', ...ownerOnly, refuseReferrers: true, title: 'Welcome' },
  { path: '/organisationwizard', ...ownerOnly, title: 'Creation Wizard' },
  { path: '/dataAdministration', ...dataAdministration, title: 'Datasets & Plans' },
  { path: '/dataAdministration/dataset/:datasetId', ...dataAdministration, title: 'Dataset' },
  { path: '/dataAdministration/dataset/:datasetId/edit', ...dataAdministration, title: 'Edit Dataset' },
  { path: '/dataAdministration/dataset/create', ...dataAdministration, title: 'Create Dataset' },
  { path: '/dataAdministration/plan/:planId', ...dataAdministration, title: 'Plan' },
  { path: '/dataAdministration/plan/:planId/edit', ...dataAdministration, title: 'Edit Plan' },
  { path: '/dataAdministration/plan/create', ...dataAdministration, title: 'Create Plan' },
  { path: '/dataAdministration/plan/:planId/edit/filters', ...dataAdministration, title: 'Filters' },
  { path: '/dataAdministration/plan/:planId/edit/comparisons', ...dataAdministration, title: 'Comparisons' },

  // Reporting (owner only; referrers keep it)
  { path: '/reporting/summary', ...ownerOnly, title: 'Summary' },
  { path: '/reporting/services', ...ownerOnly, title: 'Services' },
  { path: '/reporting/tokens', ...ownerOnly, title: 'Tokens' },

  // Applications
  { path: '/applications/paymentvalidation', ...groupApplication, territories: ['uk'], title: 'Payment Validation' },
  { path: '/applications/emailvalidation', ...groupApplication, title: 'Email Validation' },
  { path: '/applications/addresslookup', ...groupApplication, title: 'Address Lookup' },
  { path: '/applications/addresscleanse', ...addressCleanse, title: 'Address Cleanse' },
  { path: '/applications/addresscleanse/upload', ...addressCleanse, title: 'Upload' },
  // The breadcrumb replaces this with the file's name once it is known.
  { path: '/applications/addresscleanse/file/:fileId', ...addressCleanse, title: 'Unknown File' },
  { path: '/applications/addresscleanse/file/:fileId/updatefields', ...addressCleanse, title: 'Update Fields' },
  { path: '/applications/addresscleanse/file/:fileId/properties', ...addressCleanse, title: 'Properties' },

  // Shop
  { path: '/shop', ...shop, title: 'Shop' },
  { path: '/shop/addresslookup', ...shop, title: 'Address Lookup' },
  { path: '/shop/basket', ...shop, title: 'Basket' },
  // Not kept to uk here: no territory is set for it; the australia shop simply offers none.
  { path: '/shop/paymentValidation', ...shop, title: 'Payment Validation' },
  { path: '/shop/emailValidation', ...shop, title: 'Email Validation' },
  { path: '/shop/nameValidation', ...shop, title: 'Name Validation' },
  { path: '/shop/thankyou', ...shop, title: 'Thank You' },
] as const satisfies readonly RouteRule[];

/** The key of a route: its path as the table writes it. */
export type RoutePattern = (typeof routeTable)[number]['path'];
