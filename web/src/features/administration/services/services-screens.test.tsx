import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeGateway, refused, renderScreen, type FakeRequest } from '../test/test-support';
import { NewBundleForm } from './new-bundle-form';
import { ServiceSwitches } from './service-switches';
import { fillDate } from '../../../test/date-field';
import { SubscriptionCards } from './subscription-cards';

const services = (enabled: Record<string, boolean> = {}) =>
  [
    ['1', 'Address Lookup'],
    ['3', 'Email Validation'],
  ].map(([serviceId, name]) => ({ __typename: 'ServiceSwitch' as const, serviceId: serviceId!, name: name!, enabled: enabled[name!] ?? true }));

const access = {
  groupId: '103',
  users: [{ userId: '2', name: 'member@acme.example', personalName: 'Martin Member', services: services() }],
  tokens: [{ tokenId: '302', tag: 'crm', locked: true, services: services({ 'Email Validation': false }) }],
};

describe('the service switches', () => {
  it('switches a service off for a user at once and shows what the service answered', async () => {
    const gateway = fakeGateway(({ variables }: FakeRequest) => ({
      data: { setServiceAccess: services({ 'Address Lookup': variables.enabled as boolean }) },
    }));
    const user = userEvent.setup();
    renderScreen(<ServiceSwitches access={access} callerId="1" />, { client: gateway.client });
    const martin = screen.getByRole('group', { name: 'Martin Member (member@acme.example)' });
    const address = within(martin).getByRole('switch', { name: 'Address Lookup' });
    expect(address).toHaveProperty('checked', true);
    await user.click(address);
    await waitFor(() => expect(within(martin).getByRole('switch', { name: 'Address Lookup' })).toHaveProperty('checked', false));
    expect(gateway.of('SetServiceAccess').map((r) => r.variables)).toEqual([{ groupId: '103', userId: '2', serviceId: '1', tokenId: null, enabled: false }]);
  });

  it('switches a service for a token alone, sending the signed-in user with it', async () => {
    const gateway = fakeGateway(() => ({ data: { setServiceAccess: services() } }));
    const user = userEvent.setup();
    renderScreen(<ServiceSwitches access={access} callerId="1" />, { client: gateway.client });
    const crm = screen.getByRole('group', { name: /Token crm/ });
    expect(within(crm).getByText('Locked')).toBeTruthy();
    await user.click(within(crm).getByRole('switch', { name: 'Email Validation' }));
    await waitFor(() => expect(within(crm).getByRole('switch', { name: 'Email Validation' })).toHaveProperty('checked', true));
    expect(gateway.of('SetServiceAccess').map((r) => r.variables)).toEqual([{ groupId: '103', userId: '1', serviceId: '3', tokenId: '302', enabled: true }]);
  });
});

const plan = {
  service: 'address' as const,
  plan: 'Address Lookup 20,000',
  planId: 2,
  datasetRef: 'PAF',
  endDate: '2027-01-01T00:00:00.000Z',
  estimatedExpiryDate: '2026-12-14T00:00:00.000Z',
  remainClicks: 17_500,
  clickLimit: 31_000,
  averageClicks: 41.3,
  clickConsumptionChange: -12.5,
  status: 'active',
  trial: false,
  deprecated: true,
  deprecatedByPlan: 'Address Lookup 25,000',
  currency: 'GBP' as const,
  bundles: [
    {
      bundleId: '702',
      plan: 'Address Lookup Bundle 10,000',
      clicks: 10_000,
      price: 300,
      purchaseDate: '2026-11-20T00:00:00.000Z',
      startDate: '2026-11-20T00:00:00.000Z',
      endDate: '2027-01-01T00:00:00.000Z',
    },
    {
      bundleId: '701',
      plan: 'Address Lookup Bundle 1,000',
      clicks: 1000,
      price: 40,
      purchaseDate: '2026-10-14T00:00:00.000Z',
      startDate: '2026-10-14T00:00:00.000Z',
      endDate: '2027-01-01T00:00:00.000Z',
    },
  ],
};

describe('the subscriptions with their bundles', () => {
  it('shows the figures, what replaces a deprecated plan, and the bundles in the order given (newest first)', () => {
    renderScreen(<SubscriptionCards plans={[plan]} bundleActions={(bundle) => <span>actions {bundle.bundleId}</span>} />, {
      client: fakeGateway(() => ({})).client,
    });
    const card = screen.getByTestId('subscription');
    expect(within(card).getByText('Address Lookup')).toBeTruthy();
    const figure = (label: string) => card.querySelector(`[data-figure="${label}"]`)?.textContent;
    expect([figure('Clicks left'), figure('Ends'), figure('Runs out')]).toEqual(['17,500 of 31,000', '1 Jan 2027', '14 Dec 2026']);
    expect(within(card).getByText('-12.5%')).toBeTruthy();
    expect(within(card).getByText('This plan is no longer sold: it is replaced by Address Lookup 25,000.')).toBeTruthy();
    expect(screen.getAllByTestId('bundle').map((row) => row.textContent)).toEqual([
      expect.stringContaining('Address Lookup Bundle 10,000: 10,000 clicks, £300.00 incl. VAT'),
      expect.stringContaining('Address Lookup Bundle 1,000: 1,000 clicks, £40.00 incl. VAT'),
    ]);
    expect(screen.getByText('actions 702')).toBeTruthy();
  });

  it('says a subscription with no clicks left is used up and one that has ended is expired, with no day to run out on', () => {
    const usedUp = { ...plan, planId: 11, remainClicks: 0, estimatedExpiryDate: null, bundles: [] };
    const expired = { ...plan, planId: 12, status: 'expired', estimatedExpiryDate: null, bundles: [] };
    renderScreen(<SubscriptionCards plans={[usedUp, expired]} bundleActions={() => null} />, { client: fakeGateway(() => ({})).client });
    const runsOut = screen.getAllByTestId('subscription').map((card) => card.querySelector('[data-figure="Runs out"]')?.textContent);
    expect(runsOut).toEqual(['Used up', 'Expired']);
  });

  it('marks a free trial as one and says what ends it, where a bought plan says nothing of trials', () => {
    const trial = { ...plan, plan: 'Address Lookup trial', trial: true, deprecated: false, deprecatedByPlan: null, bundles: [] };
    renderScreen(<SubscriptionCards plans={[trial, { ...plan, planId: 9 }]} bundleActions={() => null} />, { client: fakeGateway(() => ({})).client });
    const [trialCard, boughtCard] = screen.getAllByTestId('subscription');
    expect(within(trialCard!).getByText('Free trial')).toBeTruthy();
    expect(within(trialCard!).getByTestId('trial-note').textContent).toContain('it does not renew, and no bundle tops it up');
    expect(within(boughtCard!).queryByText('Free trial')).toBeNull();
    expect(within(boughtCard!).queryByTestId('trial-note')).toBeNull();
  });

  it('says so when the account has no subscriptions', () => {
    renderScreen(<SubscriptionCards plans={[]} bundleActions={() => null} />, { client: fakeGateway(() => ({})).client });
    expect(screen.getByText('This account has no subscriptions yet.')).toBeTruthy();
  });
});

describe('adding a bundle', () => {
  const choices = [{ planId: 2, plan: 'Address Lookup 20,000', service: 'address' as const, currency: 'GBP' as const }];

  it('sends the organisation, account, subscription plan, clicks, price and dates', async () => {
    const gateway = fakeGateway(() => ({
      data: { createBundle: { __typename: 'ChangedBundle', accountId: '103', bundle: { __typename: 'PlanBundle', bundleId: '703' } } },
    }));
    const user = userEvent.setup();
    let added = 0;
    renderScreen(<NewBundleForm organisationId="102" accountId="103" choices={choices} onAdded={() => (added += 1)} />, { client: gateway.client });
    await user.click(screen.getByRole('combobox', { name: /Subscription to top up/ }));
    await user.click(screen.getByRole('option', { name: 'Address Lookup: Address Lookup 20,000' }));
    await user.type(screen.getByRole('textbox', { name: /Clicks/ }), '2500');
    await user.type(screen.getByRole('textbox', { name: /Price/ }), '75.50');
    await fillDate('Usable until', '30/06/2030');
    await user.click(screen.getByRole('button', { name: 'Add bundle' }));
    await waitFor(() => expect(added).toBe(1));
    expect(gateway.of('CreateBundle').map((r) => r.variables)).toEqual([
      { organisationId: '102', accountId: '103', input: { planId: '2', clicks: 2500, price: 75.5, startDate: null, endDate: '2030-06-30T00:00:00Z' } },
    ]);
  });

  it('asks for what is missing before sending, and shows the service’s refusal in place', async () => {
    const gateway = fakeGateway(() => refused('add the bundle', 'The account has no subscription the bundle could top up'));
    const user = userEvent.setup();
    renderScreen(<NewBundleForm organisationId="102" accountId="103" choices={choices} onAdded={() => undefined} />, { client: gateway.client });
    await user.click(screen.getByRole('button', { name: 'Add bundle' }));
    expect(await screen.findByText('Choose the subscription to top up')).toBeTruthy();
    expect(screen.getByText('Enter a whole number of clicks')).toBeTruthy();
    expect(gateway.of('CreateBundle')).toHaveLength(0);

    await user.click(screen.getByRole('combobox', { name: /Subscription to top up/ }));
    await user.click(screen.getByRole('option', { name: 'Address Lookup: Address Lookup 20,000' }));
    await user.type(screen.getByRole('textbox', { name: /Clicks/ }), '100');
    await user.type(screen.getByRole('textbox', { name: /Price/ }), '5');
    await user.click(screen.getByRole('button', { name: 'Add bundle' }));
    expect((await screen.findByRole('alert')).textContent).toContain('The account has no subscription the bundle could top up');
  });
});
