import { createQueryPreloader } from '@apollo/client/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { basketStore } from '../../lib/basket/basket-store';
import { sessionStore } from '../../lib/session/session-store';
import * as basket from './basket-route';
import { leavePortal } from '../../lib/leave-portal';
import { sentCheckout } from './sent-checkout';
import { acmeMain, fakeGateway, refused, renderRoute, type FakeAnswer, type FakeRequest } from './test-support';

const names: Record<string, string> = { '1': 'Address Lookup 5,000', '4': 'Address Lookup Bundle 1,000', '11': 'Name Validation 2,000' };
/** Each plan's price bands, smallest first, as the sandbox's: a larger band has a lower rate. */
const bands: Record<string, { clicks: number; price: number }[]> = {
  '1': [
    { clicks: 5000, price: 150 },
    { clicks: 10_000, price: 270 },
  ],
  '4': [
    { clicks: 1000, price: 40 },
    { clicks: 5000, price: 180 },
  ],
  '11': [{ clicks: 2000, price: 50 }],
};
const minimums: Record<string, number> = { '1': 5000, '4': 1000, '11': 2000 };

/**
 * The lines the gateway sets apart rather than prices, by plan: its name where the gateway knows it
 * (on sale, or held), and why. Each test that sets some puts them back.
 */
const setApart = new Map<string, { plan: string | null; reason: string }>();

/** What the gateway charges: the clicks at the rate of the largest band they reach. */
function charge(planId: string, clicks: number) {
  const band = bands[planId]?.filter((candidate) => candidate.clicks <= clicks).at(-1);
  return band ? Math.round(((clicks * band.price) / band.clicks) * 100) / 100 : 0;
}

const noAddress = { address1: null, address2: null, address3: null, address4: null, town: null, county: null, postcode: null, country: null };
const acmeWay = { ...noAddress, address1: '1 Acme Way', town: 'Manchester', county: 'Greater Manchester', postcode: 'M1 1AA', country: 'United Kingdom' };

const visa = { __typename: 'SavedPayment', brand: 'Visa', lastFour: '4242', expiryMonth: 12, expiryYear: 2099 };

/** Who is buying (under Who may pay unless `payers` says otherwise), and Acme Main with the given address (none: the address is typed). */
function buyer(address: Record<keyof typeof noAddress, string | null>, savedCard: object | null = visa, payers: string[] = ['1']) {
  return {
    data: {
      savedCard,
      payers: payers.map((userId) => ({ __typename: 'PaymentUser', userId })),
      me: { __typename: 'User', id: '1', name: 'owner@acme.example', personalName: 'Olivia Owner', companyName: 'Acme Ltd', ...noAddress },
      account: { __typename: 'Group', id: '103', parentName: 'Acme Ltd', ...address, parent: null },
    },
  };
}

/** The gateway pricing the basket from the plans, as shop.graphql says it does. */
function respond({ operationName, variables }: FakeRequest) {
  if (operationName === 'BillingDefaults') return buyer(acmeWay);
  if (operationName === 'BasketQuote') {
    const items = variables.items as { accountId: string; planId: string; clicks: number }[];
    // A line that cannot be bought now is set apart, one below its plan's minimum is priced at nothing, the others as ever.
    const unavailable = items
      .filter((item) => setApart.has(item.planId))
      .map((item) => ({ __typename: 'UnavailableBasketItem', ...item, ...setApart.get(item.planId) }));
    const priced = items
      .filter((item) => !setApart.has(item.planId))
      .map((item) => ({
        __typename: 'PricedBasketItem',
        ...item,
        plan: names[item.planId],
        service: 'address',
        kind: item.planId === '4' ? 'bundle' : 'plan',
        minimumClicks: minimums[item.planId],
        price: charge(item.planId, item.clicks),
      }));
    const total = priced.reduce((sum, item) => sum + item.price, 0);
    return { data: { basketQuote: { __typename: 'BasketQuote', items: priced, unavailable, total, currency: 'GBP' } } };
  }
  if (operationName === 'ShopOffer') {
    const plans = Object.entries(bands).map(([planId, pricing]) => ({
      __typename: 'ShopPlan',
      planId,
      service: 'address',
      price: pricing[0]!.price,
      currency: 'GBP',
      pricing: pricing.map((band) => ({ __typename: 'PriceBand', ...band })),
    }));
    return { data: { shopPlans: plans } };
  }
  if (operationName === 'Checkout') {
    const item = { __typename: 'PricedBasketItem', accountId: '103', planId: '1', plan: 'Address Lookup 5,000', clicks: 5000, price: 150 };
    const quote = { __typename: 'BasketQuote', items: [item], total: 150, currency: 'GBP' };
    return { data: { checkout: { __typename: 'CheckoutStarted', orderId: '9001', url: 'http://127.0.0.1:4101/pay/abc', quote } } };
  }
  return { errors: [{ message: `unexpected ${operationName}` }] };
}

const fill = (planId: string, clicks: number) => basketStore.add('103', { organisationId: '102', ccId: '103', datasetId: '1', planId, clicks });
const items = () => screen.findAllByTestId('basket-item');

/** Types into a field as a paste: many keystrokes on a loaded machine take seconds. */
async function enter(user: ReturnType<typeof userEvent.setup>, name: string, value: string) {
  await user.click(screen.getByRole('textbox', { name }));
  await user.paste(value);
}

/** What is written under a field, as a screen reader reads it with the field. */
function underField(name: string) {
  const described = screen.getByRole('textbox', { name }).getAttribute('aria-describedby');
  return described ? document.getElementById(described)?.textContent : undefined;
}

afterEach(() => {
  vi.restoreAllMocks();
  sessionStorage.clear();
  setApart.clear();
});

/** The gateway of `respond`, with Acme Main holding no address. */
const withoutAddress = (request: FakeRequest) => (request.operationName === 'BillingDefaults' ? buyer(noAddress, null) : respond(request));

describe('the basket', () => {
  it('lists the items priced by the gateway, for the account, with the total', async () => {
    fill('1', 5000);
    fill('4', 1000);
    const gateway = fakeGateway(respond);
    await renderRoute(basket, { client: gateway.client, path: '/shop/basket' });
    await waitFor(() => expect(screen.getByTestId('basket-total').textContent).toBe('£190.00'));
    // Shop prices include VAT, and the basket says how much of the total it is.
    expect(screen.getByTestId('basket-tax').textContent).toBe('Includes VAT at 20%: £31.67');
    const [plan, bundle] = await items();
    expect(within(plan!).getByTestId('basket-item-plan').textContent).toBe('Address Lookup 5,000');
    expect(within(plan!).getByText(/For Acme Main/)).toBeTruthy();
    expect(within(plan!).getByTestId('basket-item-price').textContent).toBe('£150.00');
    expect(within(bundle!).getByTestId('basket-item-price').textContent).toBe('£40.00');
    expect(gateway.of('BasketQuote')[0]?.variables).toEqual({
      items: [
        { accountId: '103', planId: '1', clicks: 5000 },
        { accountId: '103', planId: '4', clicks: 1000 },
      ],
    });
  });

  it('starts pricing the basket as it stands, and reading the buyer, as the navigation starts; an empty basket is priced by nobody', async () => {
    const gateway = fakeGateway(respond);
    const preloadQuery = createQueryPreloader(gateway.client);
    const url = new URL('http://portal.test/portal/shop/basket');
    basket.loader({ params: {}, url, current: acmeMain(), roles: ['account'], preloadQuery });
    await waitFor(() => expect(gateway.of('BillingDefaults')).toHaveLength(1));
    expect(gateway.of('BasketQuote')).toHaveLength(0);

    fill('4', 1000);
    basket.loader({ params: {}, url, current: acmeMain(), roles: ['account'], preloadQuery });
    await waitFor(() => expect(gateway.of('BasketQuote')).toHaveLength(1));
    expect(gateway.of('BasketQuote')[0]?.variables).toEqual({ items: [{ accountId: '103', planId: '4', clicks: 1000 }] });
    expect(gateway.of('BillingDefaults')[0]?.variables).toEqual({ accountId: '103' });
  });

  it('changes the clicks of an item, kept in the basket and priced again', async () => {
    fill('1', 5000);
    const user = userEvent.setup();
    await renderRoute(basket, { client: fakeGateway(respond).client });
    const clicks = await screen.findByRole('textbox', { name: 'Clicks of Address Lookup 5,000' });
    await user.clear(clicks);
    await user.paste('8000');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.getByTestId('basket-total').textContent).toBe('£240.00'));
    expect(basketStore.list('103')[0]?.clicks).toBe(8000);
  });

  it('offers, under a line whose clicks cost more than a larger band, that band, and choosing it sets the clicks', async () => {
    fill('1', 9500);
    fill('4', 1000);
    const gateway = fakeGateway(respond);
    const user = userEvent.setup();
    await renderRoute(basket, { client: gateway.client });
    const [plan, bundle] = await items();
    await waitFor(() => expect(within(plan!).getByTestId('basket-item-price').textContent).toBe('£285.00'));
    const offer = await within(plan!).findByText('10,000 clicks cost £270.00, less than 9,500 clicks');
    // Told to a screen reader as it comes, without interrupting.
    expect(offer.closest('[aria-live="polite"]')).toBeTruthy();
    expect(within(bundle!).getByTestId('more-clicks').textContent).toBe('');

    await user.click(within(plan!).getByRole('button', { name: 'Choose 10,000 clicks of Address Lookup 5,000' }));
    expect(basketStore.list('103')[0]?.clicks).toBe(10_000);
    await waitFor(() => expect(within(plan!).getByTestId('basket-item-price').textContent).toBe('£270.00'));
    expect(gateway.of('BasketQuote').at(-1)?.variables).toEqual({
      items: [
        { accountId: '103', planId: '1', clicks: 10_000 },
        { accountId: '103', planId: '4', clicks: 1000 },
      ],
    });
    const clicks = screen.getByRole('textbox', { name: 'Clicks of Address Lookup 5,000' }) as HTMLInputElement;
    expect(clicks.value).toBe('10,000');
    // The button is gone: the person is back in the field it changed.
    expect(document.activeElement).toBe(clicks);
    expect(within(plan!).getByTestId('more-clicks').textContent).toBe('');
  });

  it("says under a line's clicks that they are below its plan's minimum, keeps the other lines priced, and checkout waits, saying why", async () => {
    fill('4', 1000);
    fill('1', 5000);
    // The second quote (the changed clicks) is held until the test lets it go.
    let quotes = 0;
    let release = () => {};
    const gateway = fakeGateway((request) => {
      if (request.operationName !== 'BasketQuote' || ++quotes !== 2) return respond(request);
      return new Promise((resolve) => (release = () => resolve(respond(request))));
    });
    const user = userEvent.setup();
    await renderRoute(basket, { client: gateway.client });
    const clicks = await screen.findByRole('textbox', { name: 'Clicks of Address Lookup 5,000' });
    await waitFor(() => expect(screen.getByTestId('basket-total').textContent).toBe('£190.00'));
    await user.clear(clicks);
    await user.paste('4,999');
    // Said as it is typed, before anything is sent.
    expect(screen.getByText('At least 5,000 clicks for this plan')).toBeTruthy();
    expect(gateway.of('BasketQuote')).toHaveLength(1);
    await user.keyboard('{Enter}');
    await waitFor(() => expect(gateway.of('BasketQuote')).toHaveLength(2));
    // While the change is priced, each line keeps its plan's name.
    expect(screen.getAllByTestId('basket-item-plan').map((name) => name.textContent)).toEqual(['Address Lookup Bundle 1,000', 'Address Lookup 5,000']);
    release();

    const [bundle, plan] = await items();
    await waitFor(() => expect(within(bundle!).getByTestId('basket-item-price').textContent).toBe('£40.00'));
    expect(within(bundle!).getByTestId('basket-item-plan').textContent).toBe('Address Lookup Bundle 1,000');
    expect(within(plan!).getByTestId('basket-item-plan').textContent).toBe('Address Lookup 5,000');
    expect(within(plan!).getByTestId('basket-item-price').textContent).toBe('—');
    expect(within(plan!).getByText('At least 5,000 clicks for this plan')).toBeTruthy();
    expect(screen.getByTestId('basket-total').textContent).toBe('—');
    expect(screen.queryByRole('alert')).toBeNull();

    const pay = screen.getByRole('button', { name: 'Go to payment' });
    expect((pay as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByText('Address Lookup 5,000 needs at least 5,000 clicks: change its clicks to go to payment')).toBeTruthy();
    expect(pay.getAttribute('aria-describedby')).toBe('checkout-wait');

    await user.clear(screen.getByRole('textbox', { name: 'Clicks of Address Lookup 5,000' }));
    await user.paste('5,000');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.getByTestId('basket-total').textContent).toBe('£190.00'));
    expect((screen.getByRole('button', { name: 'Go to payment' }) as HTMLButtonElement).disabled).toBe(false);
    expect(screen.queryByText(/needs at least/)).toBeNull();
  });

  it.each(['2000000', '1,000,001', '0', '-5000', '12.5'])(
    "keeps %j in the field, saying the plan's range, with no price or total, and checkout waits until the clicks are changed",
    async (typed) => {
      fill('1', 5000);
      const gateway = fakeGateway(respond);
      const user = userEvent.setup();
      await renderRoute(basket, { client: gateway.client });
      const name = 'Clicks of Address Lookup 5,000';
      await waitFor(() => expect(screen.getByTestId('basket-total').textContent).toBe('£150.00'));
      await user.clear(screen.getByRole('textbox', { name }));
      await user.paste(typed);
      await user.tab();
      expect(screen.getByRole('textbox', { name })).toHaveProperty('value', typed);
      expect(underField(name)).toBe('Enter 5,000 to 1,000,000 clicks');
      // Not the clicks the basket still keeps: nothing is priced, or bought, at them.
      expect(screen.getByTestId('basket-item-price').textContent).toBe('—');
      expect(screen.getByTestId('basket-total').textContent).toBe('—');
      expect(screen.queryByTestId('basket-tax')).toBeNull();
      const pay = screen.getByRole('button', { name: 'Go to payment' }) as HTMLButtonElement;
      expect(pay.disabled).toBe(true);
      expect(screen.getByText('Address Lookup 5,000 needs 5,000 to 1,000,000 clicks: change its clicks to go to payment').id).toBe('checkout-wait');
      expect(pay.getAttribute('aria-describedby')).toBe('checkout-wait');
      // Enter in a billing field does not check out either.
      await user.type(screen.getByRole('textbox', { name: 'Town' }), '{Enter}');
      expect(gateway.of('Checkout')).toHaveLength(0);
      expect(basketStore.list('103')[0]?.clicks).toBe(5000);

      await user.clear(screen.getByRole('textbox', { name }));
      await user.paste('6000');
      await user.tab();
      await waitFor(() => expect(screen.getByTestId('basket-total').textContent).toBe('£180.00'));
      expect(basketStore.list('103')[0]?.clicks).toBe(6000);
      expect(screen.queryByText('Enter 5,000 to 1,000,000 clicks')).toBeNull();
      expect((screen.getByRole('button', { name: 'Go to payment' }) as HTMLButtonElement).disabled).toBe(false);
      expect(screen.queryByText(/change its clicks to go to payment/)).toBeNull();
    },
  );

  it('prices the clicks as they are typed once typing pauses, asking once for the pause, not for each keystroke', async () => {
    fill('1', 5000);
    const gateway = fakeGateway(respond);
    const user = userEvent.setup();
    await renderRoute(basket, { client: gateway.client });
    const clicks = await screen.findByRole('textbox', { name: 'Clicks of Address Lookup 5,000' });
    await waitFor(() => expect(screen.getByTestId('basket-total').textContent).toBe('£150.00'));
    await user.clear(clicks);
    await user.type(clicks, '8000');
    // Not the old price while the new clicks wait to be priced.
    expect(screen.getByTestId('basket-total').textContent).toBe('—');
    await waitFor(() => expect(screen.getByTestId('basket-total').textContent).toBe('£240.00'));
    expect(screen.getByTestId('basket-item-price').textContent).toBe('£240.00');
    // Still in the field, which shows what was typed.
    expect(document.activeElement).toBe(clicks);
    expect(clicks).toHaveProperty('value', '8000');
    expect(basketStore.list('103')[0]?.clicks).toBe(8000);
    expect(gateway.of('BasketQuote').map((request) => (request.variables.items as { clicks: number }[])[0]?.clicks)).toEqual([5000, 8000]);
  });

  it('keeps pricing the rest once a plan has gone off sale, names that line as the basket was shown it, and checkout waits until it is removed', async () => {
    fill('1', 5000);
    fill('11', 2000);
    const gateway = fakeGateway(respond);
    const user = userEvent.setup();
    await renderRoute(basket, { client: gateway.client });
    await waitFor(() => expect(screen.getByTestId('basket-total').textContent).toBe('£200.00'));

    // An admin ends the plan's sale; the next quote no longer names it.
    setApart.set('11', { plan: null, reason: 'Not on sale to this account' });
    await user.clear(screen.getByRole('textbox', { name: 'Clicks of Address Lookup 5,000' }));
    await user.paste('6000');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.getByTestId('basket-total').textContent).toBe('£180.00'));
    const [plan, offSale] = await items();
    expect(within(plan!).getByTestId('basket-item-price').textContent).toBe('£180.00');
    expect(within(offSale!).getByTestId('basket-item-plan').textContent).toBe('Name Validation 2,000');
    expect(within(offSale!).getByTestId('basket-item-unavailable').textContent).toBe('Not on sale to this account');
    expect(within(offSale!).getByTestId('basket-item-price').textContent).toBe('—');
    expect(screen.queryByRole('alert')).toBeNull();

    const pay = screen.getByRole('button', { name: 'Go to payment' }) as HTMLButtonElement;
    expect(pay.disabled).toBe(true);
    expect(screen.getByText('Name Validation 2,000 cannot be bought now: remove it to go to payment').id).toBe('checkout-wait');

    await user.click(screen.getByRole('button', { name: 'Remove Name Validation 2,000' }));
    expect(await items()).toHaveLength(1);
    await waitFor(() => expect((screen.getByRole('button', { name: 'Go to payment' }) as HTMLButtonElement).disabled).toBe(false));
    expect(screen.getByTestId('basket-total').textContent).toBe('£180.00');
    expect(screen.queryByText(/remove it to go to payment/)).toBeNull();
  });

  it('says in words which line cannot be bought on arrival, named by the gateway or, never named, as off sale, never loading for ever', async () => {
    // Never shown in this basket, and unknown to the gateway: its plan went off sale before the page opened.
    fill('21', 5000);
    fill('4', 1000);
    fill('1', 5000);
    setApart.set('21', { plan: null, reason: 'Not on sale to this account' });
    // A free trial is no plan for a bundle to top up.
    setApart.set('4', { plan: 'Address Lookup Bundle 1,000', reason: 'Buy a UK Addresses (PAF) plan first: a bundle tops one up' });
    await renderRoute(basket, { client: fakeGateway(respond).client });
    await waitFor(() => expect(screen.getByTestId('basket-total').textContent).toBe('£150.00'));
    const [unnamed, bundle, plan] = await items();
    expect(within(unnamed!).getByTestId('basket-item-plan').textContent).toBe('The plan no longer on sale');
    expect(within(unnamed!).getByTestId('basket-item-unavailable').textContent).toBe('Not on sale to this account');
    expect(within(bundle!).getByTestId('basket-item-plan').textContent).toBe('Address Lookup Bundle 1,000');
    expect(within(bundle!).getByTestId('basket-item-unavailable').textContent).toBe('Buy a UK Addresses (PAF) plan first: a bundle tops one up');
    expect(within(plan!).getByTestId('basket-item-price').textContent).toBe('£150.00');
    expect(document.querySelector('.MuiSkeleton-root')).toBeNull();
    expect(screen.getByRole('button', { name: 'Remove the plan no longer on sale' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Remove Address Lookup Bundle 1,000' })).toBeTruthy();
    expect(screen.getByText('The plan no longer on sale cannot be bought now: remove it to go to payment').id).toBe('checkout-wait');
  });

  it('shows each line without a loading bar once pricing the basket has failed, with the failure', async () => {
    fill('31', 5000);
    const gateway = fakeGateway((request) => (request.operationName === 'BasketQuote' ? refused('price the basket', 'The service is away') : respond(request)));
    await renderRoute(basket, { client: gateway.client });
    expect((await screen.findByRole('alert')).textContent).toBe('Failed to price the basket: The service is away');
    expect(screen.getByTestId('basket-item-plan').textContent).toBe('Plan 31');
    expect(document.querySelector('.MuiSkeleton-root')).toBeNull();
    expect(screen.getByTestId('basket-total').textContent).toBe('—');
  });

  it('removes an item, and says so when nothing is left', async () => {
    fill('1', 5000);
    const user = userEvent.setup();
    await renderRoute(basket, { client: fakeGateway(respond).client });
    await user.click(await screen.findByRole('button', { name: 'Remove Address Lookup 5,000' }));
    expect(screen.getByTestId('basket-empty').textContent).toBe('No items in basket');
    expect(localStorage.getItem('basketOrders:103')).toBeNull();
  });

  it("refuses to check out an empty basket with the product's words, asking nothing of the gateway", async () => {
    const gateway = fakeGateway(respond);
    const user = userEvent.setup();
    await renderRoute(basket, { client: gateway.client });
    await user.click(screen.getByRole('button', { name: 'Go to payment' }));
    expect((await screen.findByRole('alert')).textContent).toBe('No items in basket');
    expect(gateway.of('Checkout')).toHaveLength(0);
  });

  it('says the saved card is not offered to a buyer who is not under Who may pay', async () => {
    fill('1', 5000);
    const gateway = fakeGateway((request) => (request.operationName === 'BillingDefaults' ? buyer(acmeWay, visa, ['2']) : respond(request)));
    await renderRoute(basket, { client: gateway.client });
    await waitFor(() =>
      expect(screen.getByTestId('checkout-card').textContent).toMatch(
        /^The saved Visa card ending 4242 is offered only to those under Who may pay: the payment page asks for another card\./,
      ),
    );
  });

  it("checks out with the account's address and the return addresses, then goes to the payment page", async () => {
    fill('1', 5000);
    const leave = vi.spyOn(leavePortal, 'to').mockImplementation(() => undefined);
    const gateway = fakeGateway(respond);
    const user = userEvent.setup();
    await renderRoute(basket, { client: gateway.client });
    // The billing details start from who is signed in and the account's own address.
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Company' })).toHaveProperty('value', 'Acme Ltd'));
    expect(gateway.of('BillingDefaults')[0]?.variables).toEqual({ accountId: '103' });
    expect(screen.getByRole('textbox', { name: 'E-mail address' })).toHaveProperty('value', 'owner@acme.example');
    expect(screen.getByRole('textbox', { name: 'Address line 1' })).toHaveProperty('value', '1 Acme Way');
    expect(screen.getByRole('textbox', { name: 'Postcode' })).toHaveProperty('value', 'M1 1AA');
    // The account's saved card is what the payment page offers first.
    expect(screen.getByTestId('checkout-card').textContent).toMatch(
      /^The payment page offers the saved Visa card ending 4242 \(expires 12\/2099\), or another card\./,
    );
    // Filled in after the form was shown, the label still moves out of the value's way.
    expect(screen.getByText('Company', { selector: 'label' }).getAttribute('data-shrink')).toBe('true');
    // The person may change any of it: the address line is theirs now.
    await user.clear(screen.getByRole('textbox', { name: 'Address line 1' }));
    await enter(user, 'Address line 1', '1 High Street');
    await user.click(screen.getByRole('button', { name: 'Go to payment' }));
    await waitFor(() => expect(leave).toHaveBeenCalledWith('http://127.0.0.1:4101/pay/abc'));
    expect(gateway.of('Checkout')[0]?.variables).toEqual({
      captchaToken: '',
      input: {
        organisationId: '102',
        items: [{ accountId: '103', planId: '1', clicks: 5000 }],
        billing: {
          company: 'Acme Ltd',
          name: 'Olivia Owner',
          email: 'owner@acme.example',
          address1: '1 High Street',
          address2: null,
          address3: null,
          address4: null,
          town: 'Manchester',
          county: 'Greater Manchester',
          postcode: 'M1 1AA',
          country: 'United Kingdom',
        },
        paidUrl: `${window.location.origin}/portal/shop/thankyou`,
        backUrl: `${window.location.origin}/portal/shop/basket`,
      },
    });
    // Nothing is bought until it is paid: the basket stays.
    expect(basketStore.list('103')).toHaveLength(1);
    // What was sent is kept in this browser, for a thank-you page that cannot read the order.
    expect(sentCheckout('9001')).toMatchObject({ items: [{ plan: 'Address Lookup 5,000', clicks: 5000, price: 150 }], total: 150, currency: 'GBP' });
  });

  it('brings back every detail typed after a declined payment, over what the portal knows', async () => {
    fill('1', 5000);
    vi.spyOn(leavePortal, 'to').mockImplementation(() => undefined);
    const user = userEvent.setup();
    await renderRoute(basket, { client: fakeGateway(respond).client });
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Address line 1' })).toHaveProperty('value', '1 Acme Way'));
    await user.clear(screen.getByRole('textbox', { name: 'Address line 1' }));
    await enter(user, 'Address line 1', '7 Typed Road');
    await user.clear(screen.getByRole('textbox', { name: 'County' }));
    await enter(user, 'Address line 2', 'Floor 3');
    await user.click(screen.getByRole('button', { name: 'Go to payment' }));
    await waitFor(() => expect(leavePortal.to).toHaveBeenCalled());
    cleanup();

    // The payment page sends the browser back with a decline: a new page load of the basket.
    const gateway = fakeGateway(respond);
    await renderRoute(basket, { client: gateway.client, path: '/shop/basket?payment=declined&reason=Your%20card%20was%20declined.' });
    await screen.findByText(/The payment was declined/);
    await waitFor(() => expect(gateway.of('BillingDefaults')).toHaveLength(1));
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Town' })).toHaveProperty('value', 'Manchester'));
    expect(screen.getByRole('textbox', { name: 'Address line 1' })).toHaveProperty('value', '7 Typed Road');
    expect(screen.getByRole('textbox', { name: 'Address line 2' })).toHaveProperty('value', 'Floor 3');
    // A line the person emptied stays empty, though the account's address has one.
    expect(screen.getByRole('textbox', { name: 'County' })).toHaveProperty('value', '');
  });

  it('keeps the details as they are typed, so a reload of the basket finds them, and Log Out forgets them', async () => {
    fill('1', 5000);
    const user = userEvent.setup();
    await renderRoute(basket, { client: fakeGateway(respond).client });
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Address line 1' })).toHaveProperty('value', '1 Acme Way'));
    await user.clear(screen.getByRole('textbox', { name: 'Address line 1' }));
    await enter(user, 'Address line 1', '7 Typed Road');
    await enter(user, 'Address line 2', 'Floor 3');
    cleanup();

    // A reload: nothing was sent, the page is loaded again.
    await renderRoute(basket, { client: fakeGateway(respond).client });
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Town' })).toHaveProperty('value', 'Manchester'));
    expect(screen.getByRole('textbox', { name: 'Address line 1' })).toHaveProperty('value', '7 Typed Road');
    expect(screen.getByRole('textbox', { name: 'Address line 2' })).toHaveProperty('value', 'Floor 3');
    cleanup();

    sessionStore.signOut();
    await renderRoute(basket, { client: fakeGateway(respond).client });
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Address line 1' })).toHaveProperty('value', '1 Acme Way'));
    expect(screen.getByRole('textbox', { name: 'Address line 2' })).toHaveProperty('value', '');
  });

  it('says what billing details are missing before checking out', async () => {
    fill('1', 5000);
    const gateway = fakeGateway(withoutAddress);
    const user = userEvent.setup();
    await renderRoute(basket, { client: gateway.client });
    await user.click(await screen.findByRole('button', { name: 'Go to payment' }));
    expect(await screen.findByText('Enter the first line of the address')).toBeTruthy();
    // Without a saved card, the card is asked for on the payment page.
    expect(screen.getByTestId('checkout-card').textContent).toBe('You pay by card on the payment page. Nothing is bought until the payment is made.');
    expect(screen.getByText('Enter the postcode')).toBeTruthy();
    expect(gateway.of('Checkout')).toHaveLength(0);
  });

  it("refuses billing details the gateway would, under the field: a name with nothing visible, a hidden control character in the gateway's words", async () => {
    fill('1', 5000);
    const gateway = fakeGateway(respond);
    const user = userEvent.setup();
    await renderRoute(basket, { client: gateway.client });
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Name' })).toHaveProperty('value', 'Olivia Owner'));
    await user.clear(screen.getByRole('textbox', { name: 'Name' }));
    await enter(user, 'Name', '\u200b\u200b');
    await user.clear(screen.getByRole('textbox', { name: 'Company' }));
    await enter(user, 'Company', 'Acme \u202eLtd');
    await user.click(screen.getByRole('button', { name: 'Go to payment' }));
    await waitFor(() => expect(underField('Name')).toBe('Enter the name'));
    expect(underField('Company')).toBe('This has an invisible control character (U+202E, right-to-left override): remove it.');
    expect(gateway.of('Checkout')).toHaveLength(0);
  });

  it('refuses billing details longer than checkout takes under their fields, before sending, counting characters as a person does', async () => {
    fill('1', 5000);
    const leave = vi.spyOn(leavePortal, 'to').mockImplementation(() => undefined);
    const gateway = fakeGateway(respond);
    const user = userEvent.setup();
    await renderRoute(basket, { client: gateway.client });
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Name' })).toHaveProperty('value', 'Olivia Owner'));
    const replace = async (name: string, value: string) => {
      await user.clear(screen.getByRole('textbox', { name }));
      await enter(user, name, value);
    };
    await replace('Name', 'N'.repeat(201));
    await replace('Company', 'C'.repeat(201));
    await replace('Address line 1', 'A'.repeat(201));
    await enter(user, 'Address line 4', 'L'.repeat(201));
    await replace('Town', 'T'.repeat(101));
    await replace('Postcode', 'EC1A 1BB EC1A 1BB EC1'); // 21
    await user.click(screen.getByRole('button', { name: 'Go to payment' }));
    await waitFor(() => expect(underField('Name')).toBe('At most 200 characters'));
    expect(underField('Company')).toBe('At most 200 characters');
    expect(underField('Address line 1')).toBe('At most 200 characters');
    expect(underField('Address line 4')).toBe('At most 200 characters');
    expect(underField('Town')).toBe('At most 100 characters');
    expect(underField('Postcode')).toBe('At most 20 characters');
    expect(gateway.of('Checkout')).toHaveLength(0);
    expect(screen.queryByRole('alert')).toBeNull();

    // At the limits, an emoji counted as one character, the details go.
    await replace('Name', 'N'.repeat(200));
    await replace('Company', '😀'.repeat(200));
    await replace('Address line 1', 'A'.repeat(200));
    await replace('Address line 4', '界'.repeat(200));
    await replace('Town', 'T'.repeat(100));
    await replace('Postcode', 'EC1A 1BB EC1A 1BB EC'); // 20
    await user.click(screen.getByRole('button', { name: 'Go to payment' }));
    await waitFor(() => expect(leave).toHaveBeenCalled());
    expect(gateway.of('Checkout')[0]?.variables.input).toMatchObject({
      billing: { name: 'N'.repeat(200), company: '😀'.repeat(200), address4: '界'.repeat(200), postcode: 'EC1A 1BB EC1A 1BB EC' },
    });
  });

  it("puts a failed checkout's words away once the details are changed, or checkout is tried again", async () => {
    fill('1', 5000);
    const message = 'company must be at most 200 characters';
    let answer: () => FakeAnswer | Promise<FakeAnswer> = () => refused('check out', message);
    const gateway = fakeGateway((request) => (request.operationName === 'Checkout' ? answer() : respond(request)));
    const user = userEvent.setup();
    await renderRoute(basket, { client: gateway.client });
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Company' })).toHaveProperty('value', 'Acme Ltd'));
    const pay = () => user.click(screen.getByRole('button', { name: 'Go to payment' }));
    await pay();
    expect((await screen.findByRole('alert')).textContent).toBe(`Failed to check out: ${message}`);

    // The person puts it right, and another field is left wrong: what they see is that field.
    await enter(user, 'Company', ' Group');
    expect(screen.queryByRole('alert')).toBeNull();
    await user.clear(screen.getByRole('textbox', { name: 'Town' }));
    await pay();
    await waitFor(() => expect(underField('Town')).toBe('Enter the town'));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(gateway.of('Checkout')).toHaveLength(1);

    // Failed again, then tried again as it is: the old words go while it is asked again.
    await enter(user, 'Town', 'Manchester');
    await pay();
    expect((await screen.findByRole('alert')).textContent).toBe(`Failed to check out: ${message}`);
    let release = () => {};
    answer = () => new Promise((resolve) => (release = () => resolve(refused('check out', 'Captcha verification failed'))));
    await pay();
    await waitFor(() => expect(gateway.of('Checkout')).toHaveLength(3));
    expect(screen.queryByRole('alert')).toBeNull();
    release();
    expect((await screen.findByRole('alert')).textContent).toBe('Failed to check out: Captcha verification failed');
  });

  it("shows the gateway's refusal of a billing detail under its field, in the gateway's words", async () => {
    fill('1', 5000);
    const message = 'email must be a valid e-mail address.';
    const gateway = fakeGateway((request) =>
      request.operationName === 'Checkout'
        ? { errors: [{ message, extensions: { code: 'BAD_USER_INPUT', argument: 'input.billing.email' } }] }
        : respond(request),
    );
    const user = userEvent.setup();
    await renderRoute(basket, { client: gateway.client });
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Name' })).toHaveProperty('value', 'Olivia Owner'));
    await user.click(screen.getByRole('button', { name: 'Go to payment' }));
    await waitFor(() => expect(underField('E-mail address')).toBe(message));
    expect(gateway.of('Checkout')).toHaveLength(1);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it("shows the gateway's refusal of the checkout above the form", async () => {
    fill('1', 5000);
    const gateway = fakeGateway((request) =>
      request.operationName === 'Checkout' ? refused('check out', 'Captcha verification failed') : withoutAddress(request),
    );
    const user = userEvent.setup();
    await renderRoute(basket, { client: gateway.client });
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Company' })).toHaveProperty('value', 'Acme Ltd'));
    await enter(user, 'Address line 1', '1 High Street');
    await enter(user, 'Town', 'London');
    await enter(user, 'Postcode', 'EC1A 1BB');
    await user.click(screen.getByRole('button', { name: 'Go to payment' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Failed to check out: Captcha verification failed');
  });

  it('says why a payment was declined on the way back, with the basket as it was, and takes the words out of the address', async () => {
    fill('1', 5000);
    await renderRoute(basket, { client: fakeGateway(respond).client, path: '/shop/basket?payment=declined&reason=Your%20card%20was%20declined.' });
    expect((await screen.findByRole('alert')).textContent).toBe(
      'The payment was declined: Your card was declined. Nothing was bought and your basket is as it was.',
    );
    expect(await items()).toHaveLength(1);
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/shop/basket'));
  });
});
