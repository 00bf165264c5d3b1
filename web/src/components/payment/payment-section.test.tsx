import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ApolloClient } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { MemoryRouter, useLocation } from 'react-router';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { dialogStore } from '../dialogs/dialog-store';
import { leavePortal } from '../../lib/leave-portal';
import { PaymentSection } from './payment-section';
import { fakeGateway, type FakeRequest } from '../../test/fake-gateway';

afterEach(() => vi.restoreAllMocks());

function Where() {
  const { pathname, search } = useLocation();
  return <output data-testid="where">{pathname + search}</output>;
}

/** The section as the shop shows it, at `path`. */
function renderSection({ client, path = '/shop' }: { client: ApolloClient; path?: string }) {
  return render(
    <ApolloProvider client={client}>
      <MemoryRouter initialEntries={[path]}>
        <PaymentSection accountId="103" returnPath="/shop" />
        <Where />
      </MemoryRouter>
    </ApolloProvider>,
  );
}

const visa = { __typename: 'SavedPayment', billingEmail: 'accounts@acme.example', lastFour: '4242', brand: 'Visa', expiryMonth: 12, expiryYear: 2030 };
const owner = { __typename: 'PaymentUser', userId: '1', name: 'owner@acme.example', personalName: 'Olivia Owner' };
const member = { __typename: 'PaymentUser', userId: '2', name: 'member@acme.example', personalName: 'Martin Member' };

/** A sandbox-like account manager: the card, who pays and the renewals change as they are told. */
function account() {
  let card: typeof visa | null = visa;
  let payers = [owner];
  const renewal = {
    __typename: 'AutomaticRenewal',
    planId: '1',
    plan: 'Address Lookup 5,000',
    service: 'address',
    on: true,
    clicks: 5000,
    price: 150,
    currency: 'GBP',
    endDate: '2027-03-12T00:00:00.000Z',
    estimatedRenewalDate: '2027-03-12T00:00:00.000Z' as string | null,
    topUpPercent: null as number | null,
    topUpExpectedDate: null as string | null,
  };
  return ({ operationName, variables }: FakeRequest) => {
    switch (operationName) {
      case 'PaymentDetails':
        return { data: { paymentDetails: card } };
      case 'RemovePaymentDetails':
        card = null;
        return { data: { removePaymentDetails: true } };
      case 'ReplacePaymentDetails':
        return { data: { replacePaymentDetails: { __typename: 'PaymentDetailsPage', checkoutUrl: 'http://127.0.0.1:4101/card/xyz' } } };
      case 'PaymentUsers':
        return { data: { paymentUsers: payers } };
      case 'PaymentUserCandidates':
        return {
          data: {
            groupAdministration: {
              __typename: 'GroupAdministration',
              id: '103',
              users: { __typename: 'GroupUserPage', users: [owner, member].map((user) => ({ ...user, __typename: 'GroupUser', id: `103:${user.userId}` })) },
            },
          },
        };
      case 'AddPaymentUser':
        payers = [...payers, member];
        return { data: { addPaymentUser: payers } };
      case 'RemovePaymentUser':
        payers = payers.filter((payer) => payer.userId !== variables.userId);
        return { data: { removePaymentUser: payers } };
      case 'AutomaticRenewals':
        return { data: { automaticRenewals: [renewal] } };
      case 'StopAutomaticRenewal':
        Object.assign(renewal, { on: false, estimatedRenewalDate: null, topUpPercent: null, topUpExpectedDate: null });
        return { data: { stopAutomaticRenewal: { __typename: 'AutomaticRenewal', planId: '1', on: false } } };
      case 'SetAutomaticRenewal':
        Object.assign(renewal, { on: true, clicks: variables.clicks, price: (variables.clicks as number) * 0.03, estimatedRenewalDate: renewal.endDate });
        // As the service does: a share of 0 switches top-up off, none leaves it as it was.
        if (typeof variables.topUpPercent === 'number') {
          const share = variables.topUpPercent || null;
          Object.assign(renewal, { topUpPercent: share, topUpExpectedDate: share ? '2027-01-20T00:00:00.000Z' : null });
        }
        return { data: { setAutomaticRenewal: { __typename: 'AutomaticRenewal', planId: '1', on: true } } };
      default:
        return { errors: [{ message: `unexpected ${operationName}` }] };
    }
  };
}

describe('payment and automatic renewals on the shop', () => {
  it('shows the saved card, goes to the provider to replace it, and removes it after asking', async () => {
    const leave = vi.spyOn(leavePortal, 'to').mockImplementation(() => undefined);
    const gateway = fakeGateway(account());
    const user = userEvent.setup();
    renderSection({ client: gateway.client, path: '/shop' });
    const card = within(screen.getByTestId('saved-card'));
    expect((await card.findByTestId('saved-card-number')).textContent).toBe('Visa ending 4242');
    expect(card.getByText('Expires 12/2030 · Receipts to accounts@acme.example')).toBeTruthy();

    await user.click(card.getByRole('button', { name: 'Replace card' }));
    await waitFor(() => expect(leave).toHaveBeenCalledWith('http://127.0.0.1:4101/card/xyz'));
    expect(gateway.of('ReplacePaymentDetails')[0]?.variables).toEqual({ accountId: '103', backUrl: `${window.location.origin}/portal/shop` });

    await user.click(card.getByRole('button', { name: 'Remove card' }));
    await waitFor(() => expect(dialogStore.list()).toHaveLength(1));
    expect(dialogStore.list()[0]).toMatchObject({ kind: 'question', title: 'Remove card' });
    dialogStore.close(dialogStore.list()[0]!.id, true);
    await waitFor(() => expect(card.getByTestId('saved-card-number').textContent).toBe('No card is saved for this account.'));
    expect(card.getByRole('button', { name: 'Add a card' })).toBeTruthy();
  });

  it('says on the way back that a new card was saved', async () => {
    renderSection({ client: fakeGateway(account()).client, path: '/shop?card=saved' });
    expect(await screen.findByText('Your new card is saved.')).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/shop'));
  });

  it('lets another user of the account pay, and stops them again', async () => {
    const gateway = fakeGateway(account());
    const user = userEvent.setup();
    renderSection({ client: gateway.client });
    const payers = within(screen.getByTestId('payment-users'));
    await payers.findByText('Olivia Owner');
    await user.click(payers.getByRole('button', { name: 'Let another user pay' }));
    await user.click(await payers.findByRole('combobox', { name: 'User' }));
    await user.click(await screen.findByRole('option', { name: 'Martin Member (member@acme.example)' }));
    await user.click(payers.getByRole('button', { name: 'Let pay' }));
    await payers.findByText('Martin Member');
    expect(gateway.of('AddPaymentUser')[0]?.variables).toEqual({ accountId: '103', userId: '2' });
    await user.click(payers.getByRole('button', { name: 'Remove member@acme.example' }));
    await waitFor(() => expect(payers.queryByText('Martin Member')).toBeNull());
  });

  it('switches automatic renewal off and on again with the clicks asked for, showing the renewal date and price', async () => {
    const gateway = fakeGateway(account());
    const user = userEvent.setup();
    renderSection({ client: gateway.client });
    const renewals = within(screen.getByTestId('automatic-renewals'));
    const toggle = await renewals.findByRole('switch', { name: 'Renew Address Lookup 5,000 automatically' });
    expect(renewals.getByText(/Renews 12 Mar 2027 with 5,000 clicks for £150.00/)).toBeTruthy();
    await user.click(toggle);
    await renewals.findByText(/Does not renew by itself/);
    expect(gateway.of('StopAutomaticRenewal')[0]?.variables).toEqual({ accountId: '103', planId: '1' });
    const clicks = renewals.getByRole('textbox', { name: 'Clicks each renewal' });
    await user.clear(clicks);
    await user.paste('10000');
    await user.click(renewals.getByRole('switch', { name: 'Renew Address Lookup 5,000 automatically' }));
    await renewals.findByText(/Renews 12 Mar 2027 with 10,000 clicks for £300.00/);
    expect(gateway.of('SetAutomaticRenewal')[0]?.variables).toEqual({ accountId: '103', planId: '1', clicks: 10000 });
  });

  it('tops a renewing subscription up early below the share chosen, says when that is expected, and stops it', async () => {
    const gateway = fakeGateway(account());
    const user = userEvent.setup();
    renderSection({ client: gateway.client });
    const renewals = within(screen.getByTestId('automatic-renewals'));
    const share = await renewals.findByRole('combobox', { name: 'Top up Address Lookup 5,000 early' });
    expect((share as HTMLSelectElement).value).toBe('0');
    expect(renewals.queryByTestId('top-up')).toBeNull();

    await user.selectOptions(share, 'Below 20%');
    expect((await renewals.findByTestId('top-up')).textContent).toBe(
      'Tops up when fewer than 20% of the clicks are left: expected around 20 Jan 2027 at the recent average daily use',
    );
    // The renewal's own clicks go along unchanged.
    expect(gateway.of('SetAutomaticRenewal')[0]?.variables).toEqual({ accountId: '103', planId: '1', clicks: 5000, topUpPercent: 20 });

    await user.selectOptions(renewals.getByRole('combobox', { name: 'Top up Address Lookup 5,000 early' }), 'Off');
    await waitFor(() => expect(renewals.queryByTestId('top-up')).toBeNull());
    expect(gateway.of('SetAutomaticRenewal')[1]?.variables).toMatchObject({ topUpPercent: 0 });

    // Top-up is a renewal bought early: with renewal off there is none to choose.
    await user.click(renewals.getByRole('switch', { name: 'Renew Address Lookup 5,000 automatically' }));
    await renewals.findByText(/Does not renew by itself/);
    expect(renewals.queryByRole('combobox', { name: 'Top up Address Lookup 5,000 early' })).toBeNull();
  });
});
