import { Navigate, createBrowserRouter, type RouteObject } from 'react-router';
import type { ComponentType } from 'react';
import { redirectFromRoot, redirectSignedIn, requireUnvalidatedSession, requireValidatedSession } from './guards';
import { routeTable, type RouteRule } from './access/route-table';
import { NotFoundPage } from './NotFoundPage';
import { RouteErrorPage } from './RouteErrorPage';
import { RootLayout } from './RootLayout';
import { SignedInLayout } from './SignedInLayout';
import { RouteGuard } from './shell/RouteGuard';
import { useShell } from './shell/ShellContext';

type ScreenModule = { Component: ComponentType };

/** The screens built so far. A row of the route table without one is guarded, then not found. */
const screens: Partial<Record<string, () => Promise<ScreenModule>>> = {
  '/home': () => import('../features/home/home-route'),
  '/applications/addresslookup': () => import('../features/applications/address-lookup/address-lookup-route'),
  '/applications/emailvalidation': () => import('../features/applications/email-validation/email-validation-route'),
  '/applications/paymentvalidation': () => import('../features/applications/payment-validation/payment-validation-route'),
};

function UserRedirect() {
  const { user } = useShell();
  return <Navigate to={`/user/${user.id}`} replace />;
}

function guardedRoute(rule: RouteRule): RouteObject {
  const load = screens[rule.path];
  if (rule.path === '/user') return { path: rule.path, element: <RouteGuard rule={rule}><UserRedirect /></RouteGuard> };
  if (!load) return { path: rule.path, element: <RouteGuard rule={rule}><NotFoundPage /></RouteGuard> };
  return {
    path: rule.path,
    lazy: async () => {
      const { Component } = await load();
      return { element: <RouteGuard rule={rule}><Component /></RouteGuard> };
    },
  };
}

/** Public pages and /validate have layouts of their own; every other row lives in the signed-in frame. */
const ownLayouts = new Set(['/login', '/register', '/resetpassword', '/validate']);

export const routes: RouteObject[] = [
  {
    path: '/',
    element: <RootLayout />,
    errorElement: <RouteErrorPage />,
    children: [
      { index: true, loader: redirectFromRoot },
      {
        loader: redirectSignedIn,
        lazy: () => import('../features/auth/LandingLayout'),
        children: [
          { path: 'login', lazy: () => import('../features/auth/login-route') },
          { path: 'register', lazy: () => import('../features/auth/register-route') },
        ],
      },
      { path: 'resetpassword', lazy: () => import('../features/auth/reset-password-route') },
      { path: 'validate', loader: requireUnvalidatedSession, lazy: () => import('../features/auth/validate-route') },
      {
        loader: requireValidatedSession,
        element: <SignedInLayout />,
        children: routeTable.filter((rule) => !ownLayouts.has(rule.path)).map(guardedRoute),
      },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

export const createPortalRouter = () => createBrowserRouter(routes, { basename: '/portal' });
