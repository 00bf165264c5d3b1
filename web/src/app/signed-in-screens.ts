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
  '/applications/addresslookup': () => import('../features/applications/address-lookup/address-lookup-route'),
  '/applications/emailvalidation': () => import('../features/applications/email-validation/email-validation-route'),
  '/applications/paymentvalidation': () => import('../features/applications/payment-validation/payment-validation-route'),
};
