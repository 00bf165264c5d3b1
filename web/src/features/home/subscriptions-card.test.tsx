import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { acmeMain, fakeGateway, renderScreen } from '../../test/render-screen';
import { SubscriptionsCard } from './subscriptions-card';

const trial = {
  __typename: 'AccountPlan',
  planId: 1,
  service: 'address',
  plan: 'Address Lookup trial',
  status: 'active',
  trial: true,
  endDate: '2026-12-26T12:00:00.000Z',
  remainClicks: 99,
  clickLimit: 100,
  currency: 'GBP',
  subscription: { __typename: 'PlanSubscriptionTerms', clicks: 100, price: 0, estimatedRenewalDate: null },
};
const bought = {
  ...trial,
  planId: 9,
  service: 'email',
  plan: 'Email Validation 2,000',
  trial: false,
  remainClicks: 1500,
  clickLimit: 2000,
  subscription: { ...trial.subscription, clicks: 2000, price: 60, estimatedRenewalDate: '2027-03-01T00:00:00.000Z' },
};

const visa = { __typename: 'SavedPayment', billingEmail: 'accounts@acme.example', lastFour: '4242', brand: 'Visa', expiryMonth: 12, expiryYear: 2030 };
/** The account's plans, and the card that pays their renewals (an owner's home asks for it). */
const gatewayWith = (plans: unknown[], card: typeof visa | null = visa) =>
  fakeGateway(({ operationName }) => (operationName === 'PaymentDetails' ? { data: { paymentDetails: card } } : { data: { accountPlans: plans } }));
const member = () => {
  const current = acmeMain();
  return { ...current, organisation: { ...current.organisation!, isOwner: false }, account: { ...current.account!, isOwner: false, isMember: true } };
};

describe("home's subscriptions", () => {
  it('marks a trial as free and says when it ends, beside a bought plan, and says where to go after it', async () => {
    renderScreen(<SubscriptionsCard accountId="103" />, { client: gatewayWith([trial, bought]).client });
    const rows = within(await screen.findByRole('table', { name: 'Subscriptions' })).getAllByRole('row');
    expect(rows.slice(1).map((row) => [...row.querySelectorAll('td')].map((cell) => cell.textContent))).toEqual([
      ['Address lookup', 'Address Lookup trial', '99 of 100', 'Trial ends 26 Dec 2026', 'Free', 'Free trialactive'],
      ['Email validation', 'Email Validation 2,000', '1,500 of 2,000', '1 Mar 2027', '£60.00', 'active'],
    ]);
    const way = screen.getByTestId('home-shop-way');
    expect(way.textContent).toBe('Trial clicks are free until the trial ends. To go on after it, choose a plan in the Shop.');
    expect(within(way).getByRole('link').getAttribute('href')).toBe('/shop');
  });

  it('leads an owner with no subscriptions to the shop, and tells a member whom to ask', async () => {
    const view = renderScreen(<SubscriptionsCard accountId="103" />, { client: gatewayWith([]).client });
    expect(await screen.findByText('This account has no subscriptions yet.')).toBeTruthy();
    expect(within(screen.getByTestId('home-shop-way')).getByRole('link', { name: 'choose a plan in the Shop' }).getAttribute('href')).toBe('/shop');
    view.unmount();

    renderScreen(<SubscriptionsCard accountId="103" />, { client: gatewayWith([]).client, current: member() });
    expect((await screen.findByTestId('home-shop-way')).textContent).toBe(
      'To look up addresses or validate e-mail addresses and bank accounts, ask an owner of this account to choose a plan in the Shop.',
    );
    expect(within(screen.getByTestId('home-shop-way')).queryByRole('link')).toBeNull();
  });

  it('shows no word of trials or the shop to an account whose plans are all bought', async () => {
    renderScreen(<SubscriptionsCard accountId="103" />, { client: gatewayWith([bought]).client });
    await screen.findByRole('table', { name: 'Subscriptions' });
    expect(screen.queryByText('Free trial')).toBeNull();
    expect(screen.queryByTestId('home-shop-way')).toBeNull();
  });

  describe('the renewal day, paid with the saved card', () => {
    const renewsCells = async () => (await screen.findAllByTestId('subscription-renews')).map((cell) => cell.textContent);

    it('says a renewal will not be paid when the account keeps no card', async () => {
      renderScreen(<SubscriptionsCard accountId="103" />, { client: gatewayWith([trial, bought], null).client });
      await waitFor(async () => expect(await renewsCells()).toEqual(['Trial ends 26 Dec 2026', '1 Mar 2027 (no card saved)']));
    });

    it('gives the day alone while a card is saved', async () => {
      const gateway = gatewayWith([trial, bought], visa);
      renderScreen(<SubscriptionsCard accountId="103" />, { client: gateway.client });
      await waitFor(() => expect(gateway.of('PaymentDetails')).toHaveLength(1));
      expect(await renewsCells()).toEqual(['Trial ends 26 Dec 2026', '1 Mar 2027']);
    });

    it('does not ask for the card of a member, who may not read it', async () => {
      const gateway = gatewayWith([trial, bought], null);
      renderScreen(<SubscriptionsCard accountId="103" />, { client: gateway.client, current: member() });
      expect(await renewsCells()).toEqual(['Trial ends 26 Dec 2026', '1 Mar 2027']);
      expect(gateway.of('PaymentDetails')).toEqual([]);
    });
  });
});
