import { Suspense } from 'react';
import type { ApolloClient } from '@apollo/client';
import { createQueryPreloader } from '@apollo/client/react';
import { act, type render } from '@testing-library/react';
import type { CurrentAccount } from '../lib/current-account';
import { ScreenDataContext, type RouteModule } from '../lib/route-module';
import { acmeMain } from './acme-main';
import { renderScreen } from './render-screen';

/**
 * Renders a route module at `path` (its query too) as the router does: its loader first, then its
 * Loading state until the data is in, in the frame renderScreen gives. Awaited, because a screen
 * that waits for its data resumes only inside an awaited act() in a test. `params` are the route's
 * own (`leadId`), as its pattern would give them; `roles` the signed-in user's (`account` unless given). (A screen whose loader
 * runs again on a new query or navigation: render-routed.tsx, a data router.)
 */
export async function renderRoute(
  route: RouteModule,
  options: { client: ApolloClient; current?: CurrentAccount; path?: string; params?: Record<string, string>; roles?: readonly string[] },
) {
  const current = options.current ?? acmeMain();
  const data =
    route.loader?.({
      params: options.params ?? {},
      url: new URL(options.path ?? '/', window.location.origin),
      current,
      roles: options.roles ?? ['account'],
      preloadQuery: createQueryPreloader(options.client),
    }) ?? null;
  const Loading = route.Loading ?? (() => null);
  let rendered: ReturnType<typeof render> | undefined;
  await act(async () => {
    rendered = renderScreen(
      <ScreenDataContext.Provider value={{ data }}>
        <Suspense fallback={<Loading />}>
          <route.Component />
        </Suspense>
      </ScreenDataContext.Provider>,
      { ...options, current },
    );
  });
  return rendered!;
}
