import { createBrowserRouter, type LoaderFunctionArgs, type RouteObject } from 'react-router';
import { redirectFromRoot, redirectSignedIn, requireUnvalidatedSession, requireValidatedSession } from './guards';
import { routeTable, type RoutePattern, type RouteRule } from './access/route-table';
import { notFoundTitle, useDocumentTitle } from './document-title';
import { NotFoundPage } from './not-found-page';
import { RouteErrorPage } from './route-error-page';
import { RootLayout } from './root-layout';
import { PortalLoading } from './portal-loading';
import { PublicScreen, publicScreenLoader, type LoadRouteModule } from './screen-route';
import type { SignedInClient } from './signed-in-client';

// Routes are named by their path in the route table, everywhere: shared code and features learn
// the names through lib/navigation's PortalRoutes, which this fills in.
declare module '../lib/navigation' {
  interface PortalRoutes {
    path: RoutePattern;
  }
}

type PublicPath = '/login' | '/register' | '/resetpassword' | '/validate';

/**
 * The public screens, by route. The signed-in ones are listed in signed-in-screens.ts, which loads
 * with the signed-in frame: this module is part of the login page, which must not grow with every
 * screen the portal gains.
 */
const publicScreens: Record<PublicPath, LoadRouteModule> = {
  '/login': () => import('../features/session/login-route'),
  '/register': () => import('../features/session/register-route'),
  '/resetpassword': () => import('../features/session/reset-password-route'),
  '/validate': () => import('../features/session/validate-route'),
};

const rule = (path: RoutePattern): RouteRule => routeTable.find((row) => row.path === path)!;

/** A public page. `guardLoader` sends on those who do not belong there, before the page loads. */
function publicRoute(path: PublicPath, guardLoader?: (args: LoaderFunctionArgs) => unknown): RouteObject {
  const loadScreen = publicScreenLoader(publicScreens[path]);
  return {
    path,
    loader: (args) => {
      guardLoader?.(args);
      return loadScreen();
    },
    element: <PublicScreen rule={rule(path)} />,
  };
}

/** A page of the signed-in frame; what it shows and loads comes with the frame (guarded-route.tsx). */
function guardedRoute(loadClient: () => Promise<SignedInClient>, row: RouteRule & { path: RoutePattern }): RouteObject {
  return { path: row.path, lazy: async () => (await import('./guarded-route')).guardedRoute(loadClient, row) };
}

function NotFoundRoute() {
  useDocumentTitle(notFoundTitle);
  return <NotFoundPage />;
}

/** Public pages and /validate have layouts of their own; every other row lives in the signed-in frame. */
const ownLayouts = new Set<RoutePattern>(['/login', '/register', '/resetpassword', '/validate'] satisfies PublicPath[]);

/**
 * The portal's routes. `loadClient` gives the signed-in screens their Apollo client, which is
 * fetched with its code as the first of them opens: the public pages do without it.
 */
export function portalRoutes(loadClient: () => Promise<SignedInClient>): RouteObject[] {
  return [
    {
      path: '/',
      element: <RootLayout />,
      errorElement: <RouteErrorPage />,
      // Shown while the first page's loaders run; they return at once, so only for a moment.
      hydrateFallbackElement: <PortalLoading />,
      children: [
        { index: true, loader: redirectFromRoot },
        {
          loader: redirectSignedIn,
          lazy: () => import('../features/session/landing-layout'),
          children: [publicRoute('/login'), publicRoute('/register')],
        },
        publicRoute('/resetpassword'),
        publicRoute('/validate', requireUnvalidatedSession),
        {
          loader: requireValidatedSession,
          // The signed-in frame (menus, account bar, their dialogs) loads after sign-in, not with the
          // login page, and with it the client it gives its screens.
          lazy: async () => {
            const [{ SignedInLayout }, { client }] = await Promise.all([import('./signed-in-layout'), loadClient()]);
            return { element: <SignedInLayout client={client} /> };
          },
          children: routeTable.filter((row) => !ownLayouts.has(row.path)).map((row) => guardedRoute(loadClient, row)),
        },
        { path: '*', element: <NotFoundRoute /> },
      ],
    },
  ];
}

export const createPortalRouter = (loadClient: () => Promise<SignedInClient>) => createBrowserRouter(portalRoutes(loadClient), { basename: '/portal' });
