import { createQueryPreloader } from '@apollo/client/react';
import { describe, expect, it } from 'vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { basketStore } from '../../lib/basket/basket-store';
import * as thankYou from './thank-you-route';
import { keepSentCheckout, sentCheckout } from './sent-checkout';
import { renderRouted } from '../../test/render-routed';
import { acmeMain, fakeGateway } from './test-support';

const order = (status: 'paid' | 'pending') => ({
  __typename: 'ShopOrder',
  orderId: '9001',
  status,
  items: [{ __typename: 'PricedBasketItem', accountId: '103', planId: '1', plan: 'Address Lookup 5,000', kind: 'plan', clicks: 5000, price: 150 }],
  total: 150,
  currency: 'GBP',
  paidAt: status === 'paid' ? '2026-11-23T17:40:00.000Z' : null,
  cardBrand: status === 'paid' ? 'Visa' : null,
  cardLastFour: status === 'paid' ? '4242' : null,
});

const confirmed = (status: 'paid' | 'pending') => ({ __typename: 'ShopOrderConfirmation', available: true, order: order(status) });

const fill = () => {
  basketStore.add('103', { organisationId: '102', ccId: '103', datasetId: '1', planId: '1', clicks: 5000 });
  basketStore.add('103', { organisationId: '102', ccId: '103', datasetId: '6', planId: '11', clicks: 2000 });
};

describe('the thank-you page', () => {
  it('confirms what a paid order bought and takes it out of the basket, leaving the rest', async () => {
    fill();
    sessionStorage.setItem('checkoutDetails:103', JSON.stringify({ billing: { address1: '7 Typed Road' } }));
    const gateway = fakeGateway(() => ({ data: { shopOrderConfirmation: confirmed('paid') } }));
    await renderRouted(thankYou, { client: gateway.client, path: '/shop/thankyou?orderId=9001' });
    expect((await screen.findByText(/is paid/)).textContent).toBe(
      'Order 9001 is paid with the Visa card ending 4242 on 23 Nov 2026. The clicks are on the account now.',
    );
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Thank you for your order');
    expect(screen.getByTestId('order-total').textContent).toBe('£150.00');
    expect(screen.getByTestId('order-tax').textContent).toBe('Includes VAT at 20%: £25.00');
    expect(gateway.of('ShopOrder')[0]?.variables).toEqual({ orderId: '9001' });
    await waitFor(() => expect(basketStore.list('103').map((item) => item.planId)).toEqual(['11']));
    // The billing details kept through the payment have served.
    expect(sessionStorage.getItem('checkoutDetails:103')).toBeNull();
  });

  it('takes what a paid order bought out of the basket once: opened again (Back, a reload, a bookmark), it leaves what was put in since', async () => {
    fill();
    const gateway = fakeGateway(() => ({ data: { shopOrderConfirmation: confirmed('paid') } }));
    await renderRouted(thankYou, { client: gateway.client, path: '/shop/thankyou?orderId=9001' });
    await screen.findByText(/is paid/);
    await waitFor(() => expect(basketStore.list('103').map((item) => item.planId)).toEqual(['11']));
    // Remembered in this browser, though another browser sent the order.
    expect(sentCheckout('9001')).toMatchObject({ basketCleared: true, items: [{ planId: '1', clicks: 5000 }] });
    cleanup();

    // Back in the shop the same plan goes in the basket again, the same clicks too, and billing details are typed.
    basketStore.add('103', { organisationId: '102', ccId: '103', datasetId: '1', planId: '1', clicks: 5000 });
    sessionStorage.setItem('checkoutDetails:103', JSON.stringify({ billing: { address1: '7 Typed Road' } }));
    await renderRouted(thankYou, { client: gateway.client, path: '/shop/thankyou?orderId=9001' });
    await screen.findByText(/is paid/);
    await waitFor(() => expect(gateway.of('ShopOrder')).toHaveLength(2));
    expect(basketStore.list('103').map((item) => [item.planId, item.clicks])).toEqual([
      ['11', 2000],
      ['1', 5000],
    ]);
    expect(sessionStorage.getItem('checkoutDetails:103')).not.toBeNull();
  });

  it('leaves a line of the plan an order bought that holds other clicks than it bought', async () => {
    basketStore.add('103', { organisationId: '102', ccId: '103', datasetId: '1', planId: '1', clicks: 8000 });
    await renderRouted(thankYou, {
      client: fakeGateway(() => ({ data: { shopOrderConfirmation: confirmed('paid') } })).client,
      path: '/shop/thankyou?orderId=9001',
    });
    await screen.findByText(/is paid/);
    await waitFor(() => expect(sentCheckout('9001')?.basketCleared).toBe(true));
    expect(basketStore.list('103').map((item) => [item.planId, item.clicks])).toEqual([['1', 8000]]);
  });

  it('leaves the basket as it was while the order is not paid', async () => {
    fill();
    await renderRouted(thankYou, {
      client: fakeGateway(() => ({ data: { shopOrderConfirmation: confirmed('pending') } })).client,
      path: '/shop/thankyou?orderId=9001',
    });
    expect((await screen.findByText(/has not been paid yet/)).textContent).toContain('your basket is as it was');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Waiting for your payment');
    expect(basketStore.list('103')).toHaveLength(2);
  });

  it('checks again for an order not yet paid, asking the gateway afresh', async () => {
    let status: 'paid' | 'pending' = 'pending';
    const gateway = fakeGateway(() => ({ data: { shopOrderConfirmation: confirmed(status) } }));
    await renderRouted(thankYou, { client: gateway.client, path: '/shop/thankyou?orderId=9001' });
    await screen.findByText(/has not been paid yet/);
    status = 'paid';
    await userEvent.click(screen.getByRole('button', { name: 'Check again' }));
    expect((await screen.findByText(/is paid/)).textContent).toContain('Order 9001 is paid');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Thank you for your order');
    expect(gateway.of('ShopOrder')).toHaveLength(2);
  });

  it('says there is nothing to show without an order', async () => {
    const gateway = fakeGateway(() => ({ data: { shopOrderConfirmation: confirmed('paid') } }));
    await renderRouted(thankYou, { client: gateway.client, path: '/shop/thankyou' });
    expect(screen.getByText(/There is no order to show here/)).toBeTruthy();
    expect(gateway.requests).toHaveLength(0);
  });

  it('starts reading the order its address names as the navigation starts, from the gateway even when it was read before', async () => {
    const gateway = fakeGateway(() => ({ data: { shopOrderConfirmation: confirmed('pending') } }));
    const preloadQuery = createQueryPreloader(gateway.client);
    const url = new URL('http://portal.test/portal/shop/thankyou?orderId=9001&account=103');
    const first = thankYou.loader({ params: {}, url, current: acmeMain(), roles: ['account'], preloadQuery }).order;
    await preloadQuery.toPromise(first!);
    thankYou.loader({ params: {}, url, current: acmeMain(), roles: ['account'], preloadQuery });
    await waitFor(() => expect(gateway.of('ShopOrder')).toHaveLength(2));
    expect(gateway.of('ShopOrder').map((request) => request.variables)).toEqual([{ orderId: '9001' }, { orderId: '9001' }]);
  });

  it('shows what this browser sent to checkout where the account manager does not show orders, as paid and with nothing amiss', async () => {
    fill();
    keepSentCheckout({
      orderId: '9002',
      items: [{ accountId: '103', planId: '1', plan: 'Address Lookup 5,000', clicks: 5000, price: 150 }],
      total: 150,
      currency: 'GBP',
    });
    const gateway = fakeGateway(() => ({ data: { shopOrderConfirmation: { __typename: 'ShopOrderConfirmation', available: false, order: null } } }));
    await renderRouted(thankYou, { client: gateway.client, path: '/shop/thankyou?orderId=9002' });
    expect((await screen.findByText(/went through the payment page/)).textContent).toBe(
      'Order 9002 went through the payment page. Home shows the clicks once the account manager has them.',
    );
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Thank you for your order');
    expect(screen.getByRole('list', { name: 'What you sent to checkout' }).textContent).toContain('Address Lookup 5,000');
    expect(screen.getByTestId('order-total').textContent).toBe('£150.00');
    expect(screen.queryByRole('alert')).toBeNull();
    await waitFor(() => expect(basketStore.list('103').map((item) => item.planId)).toEqual(['11']));
    cleanup();

    // The plan put in the basket again, then Back to the old thank-you page: the basket keeps it.
    basketStore.add('103', { organisationId: '102', ccId: '103', datasetId: '1', planId: '1', clicks: 5000 });
    await renderRouted(thankYou, { client: gateway.client, path: '/shop/thankyou?orderId=9002' });
    await screen.findByText(/went through the payment page/);
    await waitFor(() => expect(gateway.of('ShopOrder')).toHaveLength(2));
    expect(basketStore.list('103').map((item) => item.planId)).toEqual(['11', '1']);
    expect(screen.getByRole('list', { name: 'What you sent to checkout' }).textContent).toContain('Address Lookup 5,000');
  });

  it('says the order went through from another browser when this one kept nothing of it', async () => {
    const gateway = fakeGateway(() => ({ data: { shopOrderConfirmation: { __typename: 'ShopOrderConfirmation', available: false, order: null } } }));
    await renderRouted(thankYou, { client: gateway.client, path: '/shop/thankyou?orderId=9003' });
    expect(await screen.findByText(/sent to checkout from another browser/)).toBeTruthy();
    expect(screen.queryByTestId('order-total')).toBeNull();
  });
});
