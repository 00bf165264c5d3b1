import { createBrowserRouter, type RouteObject } from 'react-router';
import { redirectFromRoot, redirectSignedIn, requireUnvalidatedSession, requireValidatedSession } from './guards';
import { NotFoundPage } from './NotFoundPage';
import { RouteErrorPage } from './RouteErrorPage';
import { RootLayout } from './RootLayout';
import { SignedInLayout } from './SignedInLayout';

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
        children: [{ path: 'home', lazy: () => import('../features/home/home-route') }],
      },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

export const createPortalRouter = () => createBrowserRouter(routes, { basename: '/portal' });
