import { Suspense, type ReactNode } from 'react';
import type { ApolloClient } from '@apollo/client';
import { ApolloProvider, createQueryPreloader } from '@apollo/client/react';
import { MemoryRouter, Outlet, Route, Routes } from 'react-router';
import { act, render } from '@testing-library/react';
import type { CurrentAccount } from '../../lib/current-account';
import { ScreenDataContext, type RouteModule } from '../../lib/route-module';
import { acmeMain } from '../../test/acme-main';
export { acmeMain } from '../../test/acme-main';
export { fakeGateway, type FakeAnswer, type FakeRequest } from '../../test/fake-gateway';

/** Renders a screen inside what the signed-in frame gives it: the client and the current account. */
export function renderScreen(screen: ReactNode, { client, current = acmeMain() }: { client: ApolloClient; current?: CurrentAccount }) {
  return render(
    <ApolloProvider client={client}>
      <MemoryRouter>
        <Routes>
          <Route element={<Outlet context={current} />}>
            <Route index element={screen} />
          </Route>
        </Routes>
      </MemoryRouter>
    </ApolloProvider>,
  );
}

/**
 * Renders a route module as the router does: its loader starts the screen's queries for the
 * current account, and the screen shows its Loading state until they answer. Awaited, because a
 * screen that waits for its data resumes only inside an awaited act() in a test.
 */
export async function renderRoute(route: RouteModule, { client, current = acmeMain() }: { client: ApolloClient; current?: CurrentAccount }) {
  const data = route.loader?.({ params: {}, url: new URL('/', window.location.origin), current, preloadQuery: createQueryPreloader(client) }) ?? null;
  const Loading = route.Loading ?? (() => null);
  let rendered: ReturnType<typeof render> | undefined;
  await act(async () => {
    rendered = renderScreen(
      <ScreenDataContext.Provider value={{ data }}>
        <Suspense fallback={<Loading />}>
          <route.Component />
        </Suspense>
      </ScreenDataContext.Provider>,
      { client, current },
    );
  });
  return rendered!;
}
