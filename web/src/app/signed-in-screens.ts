import type { RoutePattern } from './access/route-table';
import type { LoadRouteModule } from './screen-route';

/**
 * The signed-in screens built so far, by route: one line per screen. A row of the route table
 * without one is guarded, then not found. This map loads with the signed-in frame
 * (guarded-route.tsx), not with the login page: each import here carries the list of files its
 * screen needs, and the login page must not grow with every screen the portal gains.
 */
export const signedInScreens: { readonly [Path in RoutePattern]?: LoadRouteModule } = {
  '/home': () => import('../features/home/home-route'),
  '/user/:userId': () => import('../features/user-settings/user-settings-route'),
  '/user/:userId/edit': () => import('../features/user-settings/edit-user-route'),
  '/user/updatePassword': () => import('../features/user-settings/update-password-route'),
  '/search': () => import('../features/search/search-route'),
  '/search/:searchFilter': () => import('../features/search/search-route'),
  '/administration/account': () => import('../features/administration/account/account-route'),
  '/administration/account/edit': () => import('../features/administration/account/edit-account-route'),
  '/administration/account/invite': () => import('../features/administration/account/invite-route'),
  '/administration/account/edituser/:userId': () => import('../features/administration/account/edit-user-route'),
  '/administration/services': () => import('../features/administration/services/services-route'),
  '/administration/services/bundlecreate': () => import('../features/administration/services/bundle-create-route'),
  '/administration/tokens': () => import('../features/administration/tokens/tokens-route'),
  '/welcomewizard': () => import('../features/wizards/welcome-wizard-route'),
  '/organisationwizard': () => import('../features/wizards/organisation-wizard-route'),
  '/applications/addresslookup': () => import('../features/applications/address-lookup/address-lookup-route'),
  '/applications/emailvalidation': () => import('../features/applications/email-validation/email-validation-route'),
  '/applications/paymentvalidation': () => import('../features/applications/payment-validation/payment-validation-route'),
  '/shop': () => import('../features/shop/shop-route'),
  '/shop/addresslookup': () => import('../features/shop/shop-address-lookup-route'),
  '/shop/paymentValidation': () => import('../features/shop/shop-payment-validation-route'),
  '/shop/emailValidation': () => import('../features/shop/shop-email-validation-route'),
  '/shop/nameValidation': () => import('../features/shop/shop-name-validation-route'),
  '/shop/basket': () => import('../features/shop/basket-route'),
  '/shop/thankyou': () => import('../features/shop/thank-you-route'),
  '/applications/addresscleanse': () => import('../features/address-cleanse/files-route'),
  '/applications/addresscleanse/upload': () => import('../features/address-cleanse/upload-route'),
  '/applications/addresscleanse/file/:fileId': () => import('../features/address-cleanse/file-route'),
  '/applications/addresscleanse/file/:fileId/updatefields': () => import('../features/address-cleanse/update-fields-route'),
  '/applications/addresscleanse/file/:fileId/properties': () => import('../features/address-cleanse/properties-route'),
  '/administration/addresscleanse': () => import('../features/administration/address-cleanse/address-cleanse-admin-route'),
  '/administration/addresscleanse/priceupdate/:costId': () => import('../features/administration/address-cleanse/price-update-route'),
  '/partner/leads': () => import('../features/partner/leads-route'),
  '/partner/leads/:leadId': () => import('../features/partner/lead-route'),
  '/partner/leads/createlead': () => import('../features/partner/create-lead-route'),
  '/home/leads/:leadId': () => import('../features/partner/lead-route'),
  '/home/createlead': () => import('../features/partner/create-lead-route'),
  '/partner/administration': () => import('../features/partner/partner-administration-route'),
  '/leadadmin': () => import('../features/lead-admin/lead-admin-route'),
  '/dataAdministration': () => import('../features/data-administration/data-administration-route'),
  '/dataAdministration/dataset/:datasetId': () => import('../features/data-administration/dataset-route'),
  '/dataAdministration/dataset/:datasetId/edit': () => import('../features/data-administration/dataset-edit-route'),
  '/dataAdministration/dataset/create': () => import('../features/data-administration/dataset-create-route'),
  '/dataAdministration/plan/:planId': () => import('../features/data-administration/plan-route'),
  '/dataAdministration/plan/:planId/edit': () => import('../features/data-administration/plan-edit-route'),
  '/dataAdministration/plan/create': () => import('../features/data-administration/plan-create-route'),
  '/dataAdministration/plan/:planId/edit/filters': () => import('../features/data-administration/plan-filters-route'),
  '/dataAdministration/plan/:planId/edit/comparisons': () => import('../features/data-administration/plan-comparisons-route'),
};
