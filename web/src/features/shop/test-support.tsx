import { Suspense, type ReactNode } from 'react';
import type { ApolloClient } from '@apollo/client';
import { ApolloProvider, createQueryPreloader } from '@apollo/client/react';
import { MemoryRouter, Outlet, Route, Routes, useLocation } from 'react-router';
import { act, render } from '@testing-library/react';
import type { CurrentAccount } from '../../lib/current-account';
import { ScreenDataContext, type RouteModule } from '../../lib/route-module';
import type { FakeAnswer } from '../../test/fake-gateway';
export { fakeGateway, type FakeAnswer, type FakeRequest } from '../../test/fake-gateway';

// The shop's screens in a test: what the signed-in frame gives a screen (Acme Main, or Koala Main
// in australia), a router showing where the screen went, and a fake gateway.

export const acmeMain = (): CurrentAccount => ({
  partner: null,
  organisation: { id: '102', name: 'Acme Ltd', type: 'organisation', territory: 'uk', isOwner: true, isMember: false, pendingOwnership: false },
  account: { id: '103', name: 'Acme Main', type: 'account', territory: 'uk', isOwner: true, isMember: false, pendingOwnership: false },
  territory: 'uk',
});

export const koalaMain = (): CurrentAccount => ({
  partner: null,
  organisation: { id: '120', name: 'Koala Pty', type: 'organisation', territory: 'australia', isOwner: true, isMember: false, pendingOwnership: false },
  account: { id: '121', name: 'Koala Main', type: 'account', territory: 'australia', isOwner: true, isMember: false, pendingOwnership: false },
  territory: 'australia',
});

function Where() {
  const { pathname, search } = useLocation();
  return <output data-testid="where">{pathname + search}</output>;
}

export function renderScreen(
  screen: ReactNode,
  { client, current = acmeMain(), path = '/' }: { client: ApolloClient; current?: CurrentAccount; path?: string },
) {
  return render(
    <ApolloProvider client={client}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route element={<Outlet context={current} />}>
            <Route
              path="*"
              element={
                <>
                  {screen}
                  <Where />
                </>
              }
            />
          </Route>
        </Routes>
      </MemoryRouter>
    </ApolloProvider>,
  );
}

/** Renders a route module as the router does: its loader first, its Loading state until the data is in. */
export async function renderRoute(route: RouteModule, options: { client: ApolloClient; current?: CurrentAccount; path?: string }) {
  const current = options.current ?? acmeMain();
  const data = route.loader?.({ params: {}, current, preloadQuery: createQueryPreloader(options.client) }) ?? null;
  const Loading = route.Loading ?? (() => null);
  await act(async () => {
    renderScreen(
      <ScreenDataContext.Provider value={{ data }}>
        <Suspense fallback={<Loading />}>
          <route.Component />
        </Suspense>
      </ScreenDataContext.Provider>,
      { ...options, current },
    );
  });
}

/** The error a refusal of the gateway arrives as. */
export const refused = (action: string, msg: string, code = 'BAD_REQUEST'): FakeAnswer => ({
  errors: [{ message: msg, extensions: { code, action, msg, upstreamStatus: 400 } }],
});

const bands = (clicks: number, price: number) => [{ __typename: 'PriceBand', clicks, price }];

/** A plan on offer as the gateway answers it. */
export function shopPlan(overrides: Record<string, unknown> = {}) {
  return {
    __typename: 'ShopPlan',
    planId: '1',
    plan: 'Address Lookup 5,000',
    description: '5,000 UK address lookups a year',
    service: 'address',
    kind: 'plan',
    datasetId: '1',
    dataset: 'UK Addresses (PAF)',
    datasetRef: 'PAF',
    duration: 365,
    clicks: 5000,
    price: 150,
    minimumClicks: 5000,
    maximumClicks: 1_000_000,
    currency: 'GBP',
    pricing: bands(5000, 150),
    allowTest: true,
    displayOrder: 1,
    filters: [{ __typename: 'PlanFilter', description: 'Address Lookup', category: 'Service', displayOrder: 1 }],
    comparisons: [{ __typename: 'PlanComparison', description: 'Official postal address data, updated daily', displayOrder: 1 }],
    held: null,
    unavailableReason: null,
    ...overrides,
  };
}
