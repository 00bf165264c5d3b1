import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { basketStore } from '../../lib/basket/basket-store';
import * as addressLookupShop from './shop-address-lookup-route';
import * as emailShop from './shop-email-validation-route';
import { serviceShopTips } from './shop-tips';
import { acmeMain, fakeGateway, koalaMain, refused, renderRoute, shopPlan, type FakeRequest } from './test-support';

const ukAddressPlans = [
  shopPlan(),
  shopPlan({
    planId: '2',
    plan: 'Address Lookup 20,000',
    clicks: 20_000,
    price: 450,
    minimumClicks: 5000,
    pricing: [
      { __typename: 'PriceBand', clicks: 5000, price: 150 },
      { __typename: 'PriceBand', clicks: 20_000, price: 450 },
    ],
    held: { __typename: 'HeldPlan', endDate: '2027-03-12T00:00:00.000Z', status: 'active', remainClicks: 3210, trial: false },
  }),
  shopPlan({
    planId: '4',
    plan: 'Address Lookup Bundle 1,000',
    kind: 'bundle',
    duration: 0,
    clicks: 1000,
    price: 40,
    minimumClicks: 1000,
    pricing: [{ __typename: 'PriceBand', clicks: 1000, price: 40 }],
  }),
];

const plan = (name: string) => screen.getByRole('article', { name });

describe('a service page of the shop', () => {
  it("asks for the service's plans for the account and shows each with its prices", async () => {
    const gateway = fakeGateway(() => ({ data: { shopPlans: ukAddressPlans } }));
    await renderRoute(addressLookupShop, { client: gateway.client });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Address Lookup');
    await screen.findByRole('article', { name: 'Address Lookup 5,000' });
    expect(gateway.of('ShopPlans')[0]?.variables).toEqual({ accountId: '103', service: 'address' });
    expect(within(plan('Address Lookup 5,000')).getByTestId('plan-price').textContent).toBe('£150.00');
    expect(within(plan('Address Lookup Bundle 1,000')).getByTestId('plan-price-tax').textContent).toBe('incl. VAT');
    expect(within(plan('Address Lookup 5,000')).getByText('Official postal address data, updated daily')).toBeTruthy();
    // A bundle's clicks end with the plan they top up: the card must not promise more.
    expect(within(plan('Address Lookup Bundle 1,000')).getByText(/· Clicks last/).textContent).toMatch(/ · Clicks last until used or until the plan ends$/);
  });

  it('says which plans the account holds, with their end date', async () => {
    await renderRoute(addressLookupShop, { client: fakeGateway(() => ({ data: { shopPlans: ukAddressPlans } })).client });
    const held = within(await screen.findByRole('article', { name: 'Address Lookup 20,000' })).getByTestId('held-plan');
    expect(held.textContent).toContain('until 12 Mar 2027');
    expect(held.textContent).toContain('3,210 clicks left');
    expect(within(plan('Address Lookup 5,000')).queryByTestId('held-plan')).toBeNull();
  });

  it('says a plan held as a free trial is a trial, and that buying the plan ends it, and offers no bundle to top it up', async () => {
    const trial = { __typename: 'HeldPlan', endDate: '2026-12-30T00:00:00.000Z', status: 'active', remainClicks: 100, trial: true };
    const trialPlans = [
      shopPlan({ held: trial }),
      shopPlan({
        planId: '4',
        plan: 'Address Lookup Bundle 1,000',
        kind: 'bundle',
        unavailableReason: 'Buy a UK Addresses (PAF) plan first: a bundle tops one up',
      }),
    ];
    await renderRoute(addressLookupShop, { client: fakeGateway(() => ({ data: { shopPlans: trialPlans } })).client });
    const held = within(await screen.findByRole('article', { name: 'Address Lookup 5,000' })).getByTestId('held-plan');
    expect(held.textContent).toBe(
      'This account has a free trial of this plan until 30 Dec 2026, with 100 clicks left. Buying the plan ends the trial and starts the plan from the day it is paid, with its own clicks.',
    );
    const bundle = within(plan('Address Lookup Bundle 1,000'));
    expect(bundle.getByText('Buy a UK Addresses (PAF) plan first: a bundle tops one up')).toBeTruthy();
    expect(bundle.queryByRole('button', { name: 'Add to basket' })).toBeNull();
  });

  it('works the price out as the clicks change, from the band reached', async () => {
    const user = userEvent.setup();
    await renderRoute(addressLookupShop, { client: fakeGateway(() => ({ data: { shopPlans: ukAddressPlans } })).client });
    const card = within(await screen.findByRole('article', { name: 'Address Lookup 20,000' }));
    const clicks = card.getByRole('textbox', { name: 'Clicks' });
    await user.clear(clicks);
    await user.type(clicks, '10000');
    expect(card.getByTestId('plan-price').textContent).toBe('£300.00');
    await user.clear(clicks);
    await user.type(clicks, '40000');
    expect(card.getByTestId('plan-price').textContent).toBe('£900.00');
    await user.clear(clicks);
    await user.type(clicks, '100');
    expect(card.getByTestId('plan-price').textContent).toBe('—');
  });

  it('offers the next band where it costs no more than the clicks typed, and choosing it sets the clicks', async () => {
    const user = userEvent.setup();
    await renderRoute(addressLookupShop, { client: fakeGateway(() => ({ data: { shopPlans: ukAddressPlans } })).client });
    const card = within(await screen.findByRole('article', { name: 'Address Lookup 20,000' }));
    const clicks = card.getByRole('textbox', { name: 'Clicks' }) as HTMLInputElement;
    const offer = card.getByTestId('more-clicks');
    expect(offer.getAttribute('aria-live')).toBe('polite');
    await user.clear(clicks);
    await user.type(clicks, '14999');
    expect(offer.textContent).toBe('');
    await user.type(clicks, '{Backspace}{Backspace}{Backspace}{Backspace}5000');
    expect(offer.textContent).toContain('20,000 clicks cost £450.00, the same as 15,000 clicks');
    await user.clear(clicks);
    await user.type(clicks, '16,000');
    expect(card.getByTestId('plan-price').textContent).toBe('£480.00');
    expect(offer.textContent).toContain('20,000 clicks cost £450.00, less than 16,000 clicks');

    await user.click(card.getByRole('button', { name: 'Choose 20,000 clicks' }));
    expect(clicks.value).toBe('20000');
    expect(card.getByTestId('plan-price').textContent).toBe('£450.00');
    expect(offer.textContent).toBe('');
    expect(document.activeElement).toBe(clicks);
    await user.click(card.getByRole('button', { name: 'Add to basket' }));
    expect(basketStore.list('103')).toEqual([expect.objectContaining({ planId: '2', clicks: 20_000 })]);
  });

  it("adds the plan with its clicks to the account's basket, once per plan", async () => {
    const user = userEvent.setup();
    await renderRoute(addressLookupShop, { client: fakeGateway(() => ({ data: { shopPlans: ukAddressPlans } })).client });
    const card = within(await screen.findByRole('article', { name: 'Address Lookup 5,000' }));
    await user.click(card.getByRole('button', { name: 'Add to basket' }));
    expect(card.getByRole('status').textContent).toContain("5,000 clicks of Address Lookup 5,000 added to Acme Main's basket");
    const clicks = card.getByRole('textbox', { name: 'Clicks' });
    await user.clear(clicks);
    await user.type(clicks, '6000');
    await user.click(card.getByRole('button', { name: 'Add to basket' }));
    expect(basketStore.list('103')).toEqual([{ organisationId: '102', ccId: '103', datasetId: '1', planId: '1', clicks: 11_000 }]);
    expect(JSON.parse(localStorage.getItem('basketOrders:103') ?? '[]')).toHaveLength(1);
    // Added to the line the plan has: the message says what the basket now holds of it.
    expect(card.getByRole('status').textContent).toContain("6,000 clicks of Address Lookup 5,000 added to Acme Main's basket, which now holds 11,000 of it.");
  });

  it('adds once for a double-click, as a person means it', async () => {
    const user = userEvent.setup();
    await renderRoute(addressLookupShop, { client: fakeGateway(() => ({ data: { shopPlans: ukAddressPlans } })).client });
    const card = within(await screen.findByRole('article', { name: 'Address Lookup 5,000' }));
    await user.dblClick(card.getByRole('button', { name: 'Add to basket' }));
    expect(basketStore.list('103')).toEqual([{ organisationId: '102', ccId: '103', datasetId: '1', planId: '1', clicks: 5_000 }]);
    expect(card.getByRole('status').textContent).toContain("5,000 clicks of Address Lookup 5,000 added to Acme Main's basket.");
  });

  it('says so when a line reaches the most it can hold, rather than dropping the rest unseen', async () => {
    const user = userEvent.setup();
    await renderRoute(addressLookupShop, { client: fakeGateway(() => ({ data: { shopPlans: ukAddressPlans } })).client });
    const card = within(await screen.findByRole('article', { name: 'Address Lookup 5,000' }));
    const clicks = card.getByRole('textbox', { name: 'Clicks' });
    await user.clear(clicks);
    await user.type(clicks, '600000{Enter}');
    await user.click(card.getByRole('button', { name: 'Add to basket' }));
    expect(basketStore.list('103')[0]?.clicks).toBe(1_000_000);
    expect(card.getByRole('status').textContent).toContain(
      "600,000 clicks of Address Lookup 5,000 added to Acme Main's basket, which now holds 1,000,000 of it, the most one line can hold.",
    );
  });

  it('refuses fewer clicks than the plan sells, saying how many it takes', async () => {
    const user = userEvent.setup();
    await renderRoute(addressLookupShop, { client: fakeGateway(() => ({ data: { shopPlans: ukAddressPlans } })).client });
    const card = within(await screen.findByRole('article', { name: 'Address Lookup 5,000' }));
    const clicks = card.getByRole('textbox', { name: 'Clicks' });
    await user.clear(clicks);
    await user.type(clicks, '4999{Enter}');
    expect(card.getByText('Enter 5,000 to 1,000,000 clicks')).toBeTruthy();
    expect(basketStore.list('103')).toEqual([]);
  });

  it('offers no Add to basket for a plan the account cannot buy, and says why', async () => {
    const reason = 'Buy a UK Addresses (PAF) plan first: a bundle tops one up';
    const plans = [shopPlan({ planId: '4', plan: 'Address Lookup Bundle 1,000', kind: 'bundle', unavailableReason: reason })];
    await renderRoute(addressLookupShop, { client: fakeGateway(() => ({ data: { shopPlans: plans } })).client });
    const card = within(await screen.findByRole('article', { name: 'Address Lookup Bundle 1,000' }));
    expect(card.getByText(reason)).toBeTruthy();
    expect(card.queryByRole('button', { name: 'Add to basket' })).toBeNull();
  });

  it('shows plans or click bundles alone when asked', async () => {
    const user = userEvent.setup();
    await renderRoute(addressLookupShop, { client: fakeGateway(() => ({ data: { shopPlans: ukAddressPlans } })).client });
    await screen.findByRole('article', { name: 'Address Lookup 5,000' });
    await user.click(screen.getByRole('button', { name: 'Click bundles' }));
    expect(screen.getAllByRole('article').map((card) => within(card).getByRole('heading').textContent)).toEqual(['Address Lookup Bundle 1,000']);
  });

  it('prices in A$ for an australia account', async () => {
    const plans = [
      shopPlan({
        planId: '24',
        plan: 'Email Validation 2,000',
        service: 'email',
        clicks: 2000,
        price: 110,
        minimumClicks: 2000,
        currency: 'AUD',
        pricing: [{ __typename: 'PriceBand', clicks: 2000, price: 110 }],
      }),
    ];
    const gateway = fakeGateway(() => ({ data: { shopPlans: plans } }));
    await renderRoute(emailShop, { client: gateway.client, current: koalaMain() });
    const card = within(await screen.findByRole('article', { name: 'Email Validation 2,000' }));
    expect(card.getByTestId('plan-price').textContent).toBe('A$110.00');
    // Australia's prices include GST, and say so beside the price and over the price bands.
    expect(card.getByTestId('plan-price-tax').textContent).toBe('incl. GST');
    expect(card.getByRole('columnheader', { name: 'Price (incl. GST)' })).toBeTruthy();
    expect(gateway.of('ShopPlans')[0]?.variables).toEqual({ accountId: '121', service: 'email' });
  });

  it("shows the gateway's refusal in place of the plans, in the route guard's words", async () => {
    const msg = 'This page is not currently available while using this account. Please switch to another account or return home.';
    await renderRoute(addressLookupShop, {
      client: fakeGateway((_: FakeRequest) => refused('load the plans on offer', 'Only an owner of group 103 may do this', 'FORBIDDEN', 'NOT_OWNER')).client,
      current: acmeMain(),
    });
    expect((await screen.findByRole('alert')).textContent).toContain(msg);
  });

  it('has the place its first-visit tip points at while the plans load', async () => {
    await renderRoute(addressLookupShop, { client: fakeGateway(() => new Promise(() => undefined)).client });
    for (const tip of serviceShopTips) expect(document.getElementById(tip.targetId ?? '')).not.toBeNull();
  });
});
