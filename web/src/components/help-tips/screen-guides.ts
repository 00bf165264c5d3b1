import { matchPath } from 'react-router';
import type { RoutePath } from '../../lib/navigation';

/** A guide of the help centre, by its route (each guide at /helpcentre/{guideName}, docs/routes-and-access.md). */
export type GuidePath = Exclude<Extract<RoutePath, `/helpcentre/${string}`>, '/helpcentre'>;

/**
 * The guide each screen's help icon opens: the one that explains that screen step by step. The guides themselves have no entry: a
 * reader is already in the help.
 */
export const screenGuides: { readonly [Path in RoutePath]?: GuidePath } = {
  '/home': '/helpcentre/portalHelpGuides',
  '/user/:userId': '/helpcentre/portalHelpGuides',
  '/user/:userId/edit': '/helpcentre/portalHelpGuides',
  '/user/updatePassword': '/helpcentre/portalHelpGuides',
  '/search': '/helpcentre/portalHelpGuides',
  '/search/:searchFilter': '/helpcentre/portalHelpGuides',
  '/welcomewizard': '/helpcentre/portalHelpGuides',
  '/organisationwizard': '/helpcentre/portalHelpGuides',
  '/helpcentre': '/helpcentre/portalHelpGuides',

  '/applications/addresslookup': '/helpcentre/addressLookupHelpGuide',
  '/applications/emailvalidation': '/helpcentre/emailValidationHelpGuide',
  '/applications/paymentvalidation': '/helpcentre/paymentHelp',
  '/applications/addresscleanse': '/helpcentre/addressCleanseHelpGuide',
  '/applications/addresscleanse/upload': '/helpcentre/addressCleanseHelpGuide',
  // A file's page is where its results are downloaded.
  '/applications/addresscleanse/file/:fileId': '/helpcentre/downloadsHelp',
  '/applications/addresscleanse/file/:fileId/updatefields': '/helpcentre/addressCleanseHelpGuide',
  '/applications/addresscleanse/file/:fileId/properties': '/helpcentre/addressCleanseHelpGuide',
  '/administration/addresscleanse': '/helpcentre/addressCleanseHelpGuide',
  '/administration/addresscleanse/priceupdate/:costId': '/helpcentre/addressCleanseHelpGuide',

  '/shop': '/helpcentre/shopHelpGuide',
  '/shop/addresslookup': '/helpcentre/shopHelpGuide',
  '/shop/paymentValidation': '/helpcentre/shopHelpGuide',
  '/shop/emailValidation': '/helpcentre/shopHelpGuide',
  '/shop/nameValidation': '/helpcentre/shopHelpGuide',
  '/shop/basket': '/helpcentre/shopHelpGuide',
  // Back from paying: what happens next with the card and its renewals.
  '/shop/thankyou': '/helpcentre/automaticRenewalsHelp',

  '/reporting/summary': '/helpcentre/ReportingSummaryGuide',
  '/reporting/services': '/helpcentre/ReportingSummaryGuide',
  '/reporting/tokens': '/helpcentre/ReportingSummaryGuide',

  '/administration/account': '/helpcentre/accountAdminHelpGuide',
  '/administration/account/edit': '/helpcentre/accountAdminHelpGuide',
  '/administration/account/invite': '/helpcentre/accountAdminHelpGuide',
  '/administration/account/edituser/:userId': '/helpcentre/accountAdminHelpGuide',
  '/administration/services': '/helpcentre/servicesGuide',
  '/administration/services/bundlecreate': '/helpcentre/servicesGuide',
  '/administration/tokens': '/helpcentre/servicesGuide',

  '/partner/leads': '/helpcentre/accountAdminHelpGuide',
  '/partner/leads/:leadId': '/helpcentre/accountAdminHelpGuide',
  '/partner/leads/createlead': '/helpcentre/accountAdminHelpGuide',
  '/home/leads/:leadId': '/helpcentre/accountAdminHelpGuide',
  '/home/createlead': '/helpcentre/accountAdminHelpGuide',
  '/partner/administration': '/helpcentre/accountAdminHelpGuide',
  '/partner/administration/invite': '/helpcentre/accountAdminHelpGuide',
  '/partner/administration/edituser/:userId': '/helpcentre/accountAdminHelpGuide',
  '/partner/administration/editPartner': '/helpcentre/accountAdminHelpGuide',
  '/leadadmin': '/helpcentre/accountAdminHelpGuide',
  '/dataAdministration': '/helpcentre/accountAdminHelpGuide',
  '/dataAdministration/dataset/:datasetId': '/helpcentre/accountAdminHelpGuide',
  '/dataAdministration/dataset/:datasetId/edit': '/helpcentre/accountAdminHelpGuide',
  '/dataAdministration/dataset/create': '/helpcentre/accountAdminHelpGuide',
  '/dataAdministration/plan/:planId': '/helpcentre/accountAdminHelpGuide',
  '/dataAdministration/plan/:planId/edit': '/helpcentre/accountAdminHelpGuide',
  '/dataAdministration/plan/create': '/helpcentre/accountAdminHelpGuide',
  '/dataAdministration/plan/:planId/edit/filters': '/helpcentre/accountAdminHelpGuide',
  '/dataAdministration/plan/:planId/edit/comparisons': '/helpcentre/accountAdminHelpGuide',
};

const patterns = Object.keys(screenGuides) as RoutePath[];

/** The guide for the screen at `pathname`, if it has one. A path named in full wins over a pattern it fits. */
export function guideFor(pathname: string): GuidePath | undefined {
  const path = pathname.length > 1 ? pathname.replace(/\/$/, '') : pathname;
  const exact = patterns.find((pattern) => pattern === path);
  const pattern = exact ?? patterns.find((candidate) => matchPath({ path: candidate, end: true }, path));
  return pattern ? screenGuides[pattern] : undefined;
}
