import { Navigate, createBrowserRouter, type LoaderFunctionArgs, type RouteObject } from 'react-router';
import type { ApolloClient } from '@apollo/client';
import { routeTo } from '../lib/navigation';
import { redirectFromRoot, redirectSignedIn, requireUnvalidatedSession, requireValidatedSession } from './guards';
import { routeTable, type RoutePattern, type RouteRule } from './access/route-table';
import { notFoundTitle, useDocumentTitle } from './document-title';
import { NotFoundPage } from './not-found-page';
import { RouteErrorPage } from './route-error-page';
import { RootLayout } from './root-layout';
import { GuardedScreen, PageLoading, PublicScreen, guardedScreenLoader, publicScreenLoader, type LoadRouteModule } from './screen-route';
import { useShell } from './shell/shell-context';

// Routes are named by their path in the route table, everywhere: shared code and features learn
// the names through lib/navigation's PortalRoutes, which this fills in.
declare module '../lib/navigation' {
  interface PortalRoutes {
    path: RoutePattern;
  }
}

type PublicPath = '/login' | '/register' | '/resetpassword' | '/validate';

/**
 * The screens built so far, by route. A row of the route table without one is guarded, then not
 * found; the public pages must have theirs.
 */
const screens: { readonly [Path in RoutePattern]?: LoadRouteModule } & Record<PublicPath, LoadRouteModule> = {
  '/login': () => import('../features/auth/login-route'),
  '/register': () => import('../features/auth/register-route'),
  '/resetpassword': () => import('../features/auth/reset-password-route'),
  '/validate': () => import('../features/auth/validate-route'),
  '/home': () => import('../features/home/home-route'),
  '/applications/addresslookup': () => import('../features/applications/address-lookup/address-lookup-route'),
  '/applications/emailvalidation': () => import('../features/applications/email-validation/email-validation-route'),
  '/applications/paymentvalidation': () => import('../features/applications/payment-validation/payment-validation-route'),
};

const rule = (path: RoutePattern): RouteRule => routeTable.find((row) => row.path === path)!;

/** A public page. `guardLoader` sends on those who do not belong there, before the page loads. */
function publicRoute(path: PublicPath, guardLoader?: (args: LoaderFunctionArgs) => unknown): RouteObject {
  const loadScreen = publicScreenLoader(screens[path]);
  return {
    path,
    loader: (args) => {
      guardLoader?.(args);
      return loadScreen();
    },
    element: <PublicScreen rule={rule(path)} />,
  };
}

function UserRedirect() {
  const { user } = useShell();
  return <Navigate to={routeTo('/user/:userId', { userId: user.id })} replace />;
}

function guardedRoute(client: ApolloClient, row: RouteRule & { path: RoutePattern }): RouteObject {
  if (row.path === '/user') return { path: row.path, element: <GuardedScreen rule={row} built children={<UserRedirect />} /> };
  const load = screens[row.path];
  if (!load) return { path: row.path, element: <GuardedScreen rule={row} built={false} /> };
  return { path: row.path, loader: guardedScreenLoader(client, row, load), element: <GuardedScreen rule={row} built /> };
}

function NotFoundRoute() {
  useDocumentTitle(notFoundTitle);
  return <NotFoundPage />;
}

/** Public pages and /validate have layouts of their own; every other row lives in the signed-in frame. */
const ownLayouts = new Set<RoutePattern>(['/login', '/register', '/resetpassword', '/validate'] satisfies PublicPath[]);

export function portalRoutes(client: ApolloClient): RouteObject[] {
  return [
    {
      path: '/',
      element: <RootLayout />,
      errorElement: <RouteErrorPage />,
      // Shown while the first page's loaders run; they return at once, so only for a moment.
      hydrateFallbackElement: <PageLoading />,
      children: [
        { index: true, loader: redirectFromRoot },
        {
          loader: redirectSignedIn,
          lazy: () => import('../features/auth/landing-layout'),
          children: [publicRoute('/login'), publicRoute('/register')],
        },
        publicRoute('/resetpassword'),
        publicRoute('/validate', requireUnvalidatedSession),
        {
          loader: requireValidatedSession,
          // The signed-in frame (menus, account bar, their dialogs) loads after sign-in, not with the login page.
          lazy: async () => ({ Component: (await import('./signed-in-layout')).SignedInLayout }),
          children: routeTable.filter((row) => !ownLayouts.has(row.path)).map((row) => guardedRoute(client, row)),
        },
        { path: '*', element: <NotFoundRoute /> },
      ],
    },
  ];
}

export const createPortalRouter = (client: ApolloClient) => createBrowserRouter(portalRoutes(client), { basename: '/portal' });
