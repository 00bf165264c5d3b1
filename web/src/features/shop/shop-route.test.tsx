import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import * as shop from './shop-route';
import { shopTips } from './shop-tips';
import { acmeMain, fakeGateway, koalaMain, renderRoute, type FakeRequest } from './test-support';

const offered = (service: string, price: number, currency: string) => ({
  __typename: 'ShopPlan',
  planId: `${service}-${price}`,
  service,
  price,
  currency,
  pricing: [{ __typename: 'PriceBand', clicks: 5000, price }],
});

/** The shop's offer, and an account manager with nothing saved, so that the page's other cards settle. */
function respond(plans: ReturnType<typeof offered>[]) {
  return ({ operationName }: FakeRequest) => {
    if (operationName === 'ShopOffer') return { data: { shopPlans: plans } };
    if (operationName === 'PaymentDetails') return { data: { paymentDetails: null } };
    if (operationName === 'PaymentUsers') return { data: { paymentUsers: [] } };
    if (operationName === 'AutomaticRenewals') return { data: { automaticRenewals: [] } };
    return { errors: [{ message: `unexpected ${operationName}` }] };
  };
}

const services = () => within(screen.getByRole('list', { name: 'Services' }));

describe('the shop', () => {
  it('offers each uk service from its lowest price in £, each leading to its page', async () => {
    const plans = [
      offered('address', 450, 'GBP'),
      offered('address', 40, 'GBP'),
      offered('bankcode', 90, 'GBP'),
      offered('email', 60, 'GBP'),
      offered('name', 50, 'GBP'),
    ];
    await renderRoute(shop, { client: fakeGateway(respond(plans)).client, current: acmeMain() });
    await screen.findByRole('list', { name: 'Services' });
    expect(
      services()
        .getAllByRole('heading')
        .map((heading) => heading.textContent),
    ).toEqual(['Address Lookup', 'Payment Validation', 'Email Validation', 'Name Validation']);
    expect(
      services()
        .getAllByTestId('service-from-price')
        .map((price) => price.textContent),
    ).toEqual(['From £40.00 incl. VAT', 'From £90.00 incl. VAT', 'From £60.00 incl. VAT', 'From £50.00 incl. VAT']);
    expect(
      services()
        .getByRole('link', { name: /Payment Validation/ })
        .getAttribute('href'),
    ).toBe('/shop/paymentValidation');
  });

  it('offers australia no payment validation, in A$', async () => {
    const plans = [offered('address', 280, 'AUD'), offered('email', 110, 'AUD'), offered('name', 95, 'AUD')];
    await renderRoute(shop, { client: fakeGateway(respond(plans)).client, current: koalaMain() });
    await screen.findByRole('list', { name: 'Services' });
    expect(
      services()
        .getAllByRole('heading')
        .map((heading) => heading.textContent),
    ).toEqual(['Address Lookup', 'Email Validation', 'Name Validation']);
    expect(services().getAllByTestId('service-from-price')[0]?.textContent).toBe('From A$280.00 incl. GST');
  });

  it('has the place each first-visit tip points at from the start', async () => {
    await renderRoute(shop, { client: fakeGateway(() => new Promise(() => undefined)).client });
    for (const tip of shopTips) expect(document.getElementById(tip.targetId ?? '')).not.toBeNull();
  });
});
