export { renderRoute } from '../../test/render-route';
export { acmeMain, fakeGateway, koalaMain, refused, renderScreen, type FakeAnswer, type FakeRequest } from '../../test/render-screen';

// The shop's screens in a test: the shared screen harness (Acme Main, or Koala Main in australia;
// a router showing where the screen went; a fake gateway), the shared route harness, and plans on offer.

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
