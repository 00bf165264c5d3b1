import { Suspense, useMemo, useSyncExternalStore } from 'react';
import type { ApolloClient } from '@apollo/client';
import { ApolloProvider, createQueryPreloader } from '@apollo/client/react';
import { createMemoryRouter, Outlet, RouterProvider, useLoaderData, useLocation } from 'react-router';
import { act, render } from '@testing-library/react';
import { createTheme, ThemeProvider } from '@mui/material/styles';
import type { CurrentAccount } from '../lib/current-account';
import { ScreenDataContext, type RouteModule } from '../lib/route-module';
import { acmeMain } from './render-screen';

// A screen in a test as the portal's data router runs it: the route module's loader gets the
// address (its query too) and runs again when the query changes or the screen asks again, or when
// the test changes the account as Change Account does: the frame tells the screen the new account
// at once, and the router runs the screen's loader again for it, on the same address (the portal
// keeps the query string).

function Where() {
  const { pathname, search } = useLocation();
  return <output data-testid="where">{pathname + search}</output>;
}

function Routed({ route }: { route: RouteModule }) {
  const { data } = useLoaderData() as { data: unknown };
  const held = useMemo(() => ({ data }), [data]);
  return (
    <>
      <ScreenDataContext.Provider value={held}>
        <Suspense fallback={route.Loading ? <route.Loading /> : null}>
          <route.Component />
        </Suspense>
      </ScreenDataContext.Provider>
      <Where />
    </>
  );
}

/** The account the frame acts for, which the test may change. */
function accountHolder(first: CurrentAccount) {
  let current = first;
  const listeners = new Set<() => void>();
  return {
    get: () => current,
    set(next: CurrentAccount) {
      current = next;
      listeners.forEach((listener) => listener());
    },
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

function Frame({ holder }: { holder: ReturnType<typeof accountHolder> }) {
  const current = useSyncExternalStore(holder.subscribe, holder.get);
  return <Outlet context={current} />;
}

const theme = createTheme();

/**
 * Renders a route module at `path` (its query too) for `current` (Acme Main), in a data router;
 * `changeAccount` then acts for another account.
 */
export async function renderRouted(
  route: RouteModule,
  { client, current = acmeMain(), path }: { client: ApolloClient; current?: CurrentAccount; path: string },
) {
  const holder = accountHolder(current);
  const preloadQuery = createQueryPreloader(client);
  const router = createMemoryRouter(
    [
      {
        element: <Frame holder={holder} />,
        children: [
          {
            path: '*',
            loader: ({ params, request }) => ({
              data: route.loader?.({ params, url: new URL(request.url), current: holder.get(), roles: ['account'], preloadQuery }) ?? null,
            }),
            element: <Routed route={route} />,
          },
        ],
      },
    ],
    { initialEntries: [path] },
  );
  await act(async () => {
    render(
      <ThemeProvider theme={theme}>
        <ApolloProvider client={client}>
          {/* Without transitions: one the router starts as a test's act() ends is never rendered. */}
          <RouterProvider router={router} useTransitions={false} />
        </ApolloProvider>
      </ThemeProvider>,
    );
  });
  return {
    changeAccount: (next: CurrentAccount) =>
      act(async () => {
        holder.set(next);
        await router.revalidate();
      }),
  };
}
