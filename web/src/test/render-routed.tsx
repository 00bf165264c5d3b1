import { Suspense, useMemo } from 'react';
import type { ApolloClient } from '@apollo/client';
import { ApolloProvider, createQueryPreloader } from '@apollo/client/react';
import { createMemoryRouter, Outlet, RouterProvider, useLoaderData, useLocation } from 'react-router';
import { act, render } from '@testing-library/react';
import { createTheme, ThemeProvider } from '@mui/material/styles';
import type { CurrentAccount } from '../lib/current-account';
import { ScreenDataContext, type RouteModule } from '../lib/route-module';
import { acmeMain } from './render-screen';

// A screen in a test as the portal's data router runs it: the route module's loader gets the
// address (its query too) and runs again when the query changes or the screen asks again.

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

const theme = createTheme();

/** Renders a route module at `path` (its query too) for `current` (Acme Main), in a data router. */
export async function renderRouted(
  route: RouteModule,
  { client, current = acmeMain(), path }: { client: ApolloClient; current?: CurrentAccount; path: string },
) {
  const preloadQuery = createQueryPreloader(client);
  const router = createMemoryRouter(
    [
      {
        element: <Outlet context={current} />,
        children: [
          {
            path: '*',
            loader: ({ params, request }) => ({
              data: route.loader?.({ params, url: new URL(request.url), current, roles: ['account'], preloadQuery }) ?? null,
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
}
