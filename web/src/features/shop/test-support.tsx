import { Suspense } from 'react';
import type { ApolloClient } from '@apollo/client';
import { createQueryPreloader } from '@apollo/client/react';
import { act } from '@testing-library/react';
import type { CurrentAccount } from '../../lib/current-account';
import { ScreenDataContext, type RouteModule } from '../../lib/route-module';
import { acmeMain, renderScreen } from '../../test/render-screen';
export { acmeMain, fakeGateway, koalaMain, refused, renderScreen, type FakeAnswer, type FakeRequest } from '../../test/render-screen';

// The shop's screens in a test: the shared screen harness (Acme Main, or Koala Main in australia;
// a router showing where the screen went; a fake gateway), route modules, and plans on offer.

/** Renders a route module as the router does: its loader first, its Loading state until the data is in. */
export async function renderRoute(route: RouteModule, options: { client: ApolloClient; current?: CurrentAccount; path?: string }) {
  const current = options.current ?? acmeMain();
  const data =
    route.loader?.({ params: {}, url: new URL(options.path ?? '/', window.location.origin), current, preloadQuery: createQueryPreloader(options.client) }) ??
    null;
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
