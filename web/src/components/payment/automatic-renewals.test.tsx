import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { AutomaticRenewals } from './automatic-renewals';
import { fakeGateway, renderScreen } from '../../test/render-screen';

const visa = { __typename: 'SavedPayment', billingEmail: 'accounts@acme.example', lastFour: '4242', brand: 'Visa', expiryMonth: 12, expiryYear: 2030 };

/** Solo Main's address plan, renewing with a top-up below 20%, as the provider answers it. */
const renewal = {
  __typename: 'AutomaticRenewal',
  planId: '1',
  plan: 'Address Lookup 5,000',
  service: 'address',
  on: true,
  clicks: 5000,
  price: 150,
  currency: 'GBP',
  endDate: '2027-06-13T00:00:00.000Z',
  estimatedRenewalDate: '2027-06-13T00:00:00.000Z',
  topUpPercent: 20,
  topUpExpectedDate: '2027-01-20T00:00:00.000Z',
};

function renderRenewals(card: typeof visa | null, renewals: unknown[] = [renewal]) {
  const gateway = fakeGateway(({ operationName }) => {
    if (operationName === 'PaymentDetails') return { data: { paymentDetails: card } };
    if (operationName === 'AutomaticRenewals') return { data: { automaticRenewals: renewals } };
    return { errors: [{ message: `unexpected ${operationName}` }] };
  });
  renderScreen(<AutomaticRenewals accountId="111" />, { client: gateway.client });
  return within(screen.getByTestId('automatic-renewals'));
}

describe('automatic renewals and the saved card that pays them', () => {
  it('promises the renewal and the top-up while a card is saved', async () => {
    const renewals = renderRenewals(visa);
    expect(await renewals.findByText('Period ends 13 Jun 2027 · Renews 13 Jun 2027 with 5,000 clicks for £150.00 incl. VAT')).toBeTruthy();
    expect(renewals.getByTestId('top-up').textContent).toBe(
      'Tops up when fewer than 20% of the clicks are left: expected around 20 Jan 2027 at the recent average daily use',
    );
  });

  it('says a renewal and a top-up that are on will not happen until a card is saved, when none is', async () => {
    const renewals = renderRenewals(null);
    expect(
      await renewals.findByText('Period ends 13 Jun 2027 · Will not renew until a card is saved (due 13 Jun 2027, 5,000 clicks for £150.00 incl. VAT)'),
    ).toBeTruthy();
    expect(renewals.getByTestId('top-up').textContent).toBe('Will not top up until a card is saved (below 20% of the clicks)');
    expect(renewals.queryByText(/Renews 13 Jun 2027/)).toBeNull();
    expect(renewals.queryByText(/Tops up when/)).toBeNull();
    // It can still be switched off, or its top-up chosen for when a card is saved.
    expect(renewals.getByRole('switch', { name: 'Renew Address Lookup 5,000 automatically' })).toHaveProperty('checked', true);
  });

  it('promises nothing until the saved card is known, then says the renewal waits for one', async () => {
    let answerCard: (value: { data: { paymentDetails: null } }) => void = () => undefined;
    const gateway = fakeGateway(({ operationName }) => {
      if (operationName === 'PaymentDetails') return new Promise((resolve) => (answerCard = resolve));
      if (operationName === 'AutomaticRenewals') return { data: { automaticRenewals: [renewal] } };
      return { errors: [{ message: `unexpected ${operationName}` }] };
    });
    renderScreen(<AutomaticRenewals accountId="111" />, { client: gateway.client });
    const renewals = within(screen.getByTestId('automatic-renewals'));
    await waitFor(() => expect(gateway.of('AutomaticRenewals')).toHaveLength(1));
    expect(renewals.queryByText(/Renews 13 Jun 2027/)).toBeNull();
    expect(renewals.getByRole('status', { name: 'Loading...' })).toBeTruthy();
    answerCard({ data: { paymentDetails: null } });
    expect(await renewals.findByText(/Will not renew until a card is saved/)).toBeTruthy();
    expect(renewals.queryByText(/Renews 13 Jun 2027/)).toBeNull();
  });

  it('says nothing of a card for a renewal that is off', async () => {
    const renewals = renderRenewals(null, [{ ...renewal, on: false, estimatedRenewalDate: null, topUpPercent: null, topUpExpectedDate: null }]);
    expect(await renewals.findByText('Period ends 13 Jun 2027 · Does not renew by itself')).toBeTruthy();
    await waitFor(() => expect(renewals.queryByTestId('top-up')).toBeNull());
  });
});
