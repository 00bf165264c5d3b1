import { Suspense } from 'react';
import type { ApolloClient } from '@apollo/client';
import { ApolloProvider, createQueryPreloader } from '@apollo/client/react';
import { MemoryRouter, Outlet, Route, Routes, useLocation, useParams } from 'react-router';
import { createTheme, ThemeProvider } from '@mui/material/styles';
import { act, render } from '@testing-library/react';
import type { CurrentAccount } from '../../lib/current-account';
import { ScreenDataContext, type RouteModule } from '../../lib/route-module';
import { acmeMain } from '../../test/acme-main';
export { acmeMain } from '../../test/acme-main';
export { fakeGateway, type FakeAnswer, type FakeRequest } from '../../test/fake-gateway';

const theme = createTheme();

/** Shows where the screen navigated to, for tests to read. */
function WhereAmI() {
  const { pathname, search } = useLocation();
  return <output data-testid="location">{pathname + search}</output>;
}

/**
 * Renders a route module at `url` as the router does: its loader starts the screen's queries with
 * the route's params and the current account, and the screen shows its Loading state until they
 * answer. Every other address renders only where the screen went.
 */
export async function renderRoute(
  route: RouteModule,
  {
    client,
    pattern,
    url,
    current = acmeMain(),
    roles = ['account'],
  }: { client: ApolloClient; pattern: string; url: string; current?: CurrentAccount; roles?: readonly string[] },
) {
  const preloadQuery = createQueryPreloader(client);
  function Screen() {
    const params = useParams();
    // Started once per mount, as the router's loader runs once per navigation.
    if (!loaderData.has(url)) loaderData.set(url, route.loader?.({ params, url: new URL(url, window.location.origin), current, roles, preloadQuery }) ?? null);
    const data = loaderData.get(url);
    return (
      <ScreenDataContext.Provider value={{ data }}>
        <Suspense fallback={route.Loading ? <route.Loading /> : null}>
          <route.Component />
        </Suspense>
      </ScreenDataContext.Provider>
    );
  }
  const loaderData = new Map<string, unknown>();
  let rendered: ReturnType<typeof render> | undefined;
  await act(async () => {
    rendered = render(
      <ThemeProvider theme={theme}>
        <ApolloProvider client={client}>
          <MemoryRouter initialEntries={[url]}>
            <WhereAmI />
            <Routes>
              <Route element={<Outlet context={current} />}>
                <Route path={pattern} element={<Screen />} />
                <Route path="*" element={null} />
              </Route>
            </Routes>
          </MemoryRouter>
        </ApolloProvider>
      </ThemeProvider>,
    );
  });
  return rendered!;
}
