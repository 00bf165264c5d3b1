import { Suspense } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryPreloader } from '@apollo/client/react';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { leavePortal } from '../../../lib/leave-portal';
import type { CurrentAccount } from '../../../lib/current-account';
import { ScreenDataContext } from '../../../lib/route-module';
import { acmeMain, fakeGateway, renderScreen, type FakeRequest } from '../test/test-support';
import * as services from './services-route';

afterEach(() => vi.restoreAllMocks());

/** The account's services as the gateway answers them, and its saved card and renewals. */
function respond({ operationName }: FakeRequest) {
  switch (operationName) {
    case 'ServicesAdministration':
      return {
        data: {
          accountPlans: [],
          groupServiceAccess: { __typename: 'GroupServiceAccess', groupId: '103', users: [], tokens: [] },
          providerServices: [],
        },
      };
    case 'PaymentDetails':
      return {
        data: {
          paymentDetails: {
            __typename: 'SavedPayment',
            billingEmail: 'accounts@acme.example',
            lastFour: '4242',
            brand: 'Visa',
            expiryMonth: 12,
            expiryYear: 2030,
          },
        },
      };
    case 'PaymentUsers':
      return { data: { paymentUsers: [{ __typename: 'PaymentUser', userId: '1', name: 'owner@acme.example', personalName: 'Olivia Owner' }] } };
    case 'AutomaticRenewals':
      return {
        data: {
          automaticRenewals: [
            {
              __typename: 'AutomaticRenewal',
              planId: '2',
              plan: 'Address Lookup 20,000',
              service: 'address',
              on: true,
              clicks: 20000,
              price: 450,
              currency: 'GBP',
              endDate: '2027-03-12T00:00:00.000Z',
              estimatedRenewalDate: '2027-03-12T00:00:00.000Z',
              topUpPercent: null,
              topUpExpectedDate: null,
            },
          ],
        },
      };
    case 'ReplacePaymentDetails':
      return { data: { replacePaymentDetails: { __typename: 'PaymentDetailsPage', checkoutUrl: 'http://127.0.0.1:4101/card/xyz' } } };
    default:
      return { errors: [{ message: `unexpected ${operationName}` }] };
  }
}

/** The services page as the router shows it: its loader first, then the page. */
async function renderServices(current: CurrentAccount) {
  const gateway = fakeGateway(respond);
  const data = services.loader({
    params: {},
    url: new URL('/administration/services', window.location.origin),
    current,
    roles: ['account'],
    preloadQuery: createQueryPreloader(gateway.client),
  });
  await act(async () => {
    renderScreen(
      <ScreenDataContext.Provider value={{ data }}>
        <Suspense fallback={null}>
          <services.Component />
        </Suspense>
      </ScreenDataContext.Provider>,
      { client: gateway.client, current, path: '/administration/services' },
    );
  });
  return gateway;
}

describe("the account's services page", () => {
  it('shows the owner the saved card and the automatic renewals, and the card page comes back here', async () => {
    const leave = vi.spyOn(leavePortal, 'to').mockImplementation(() => undefined);
    const gateway = await renderServices(acmeMain());
    const section = within(await screen.findByRole('region', { name: 'Payment and automatic renewals' }));
    expect((await section.findByTestId('saved-card-number')).textContent).toBe('Visa ending 4242');
    expect(await section.findByText(/Renews 12 Mar 2027 with 20,000 clicks for £450.00/)).toBeTruthy();
    await userEvent.setup().click(section.getByRole('button', { name: 'Replace card' }));
    await waitFor(() => expect(leave).toHaveBeenCalledWith('http://127.0.0.1:4101/card/xyz'));
    expect(gateway.of('ReplacePaymentDetails')[0]?.variables).toEqual({
      accountId: '103',
      backUrl: `${window.location.origin}/portal/administration/services`,
    });
  });

  it('shows staff looking after an account they do not own no payment section, and asks nothing of it', async () => {
    const staffView = acmeMain();
    staffView.account = { ...staffView.account!, isOwner: false };
    staffView.organisation = { ...staffView.organisation!, isOwner: false };
    const gateway = await renderServices(staffView);
    await screen.findByRole('heading', { name: 'Subscriptions' });
    expect(screen.queryByRole('region', { name: 'Payment and automatic renewals' })).toBeNull();
    expect(gateway.of('PaymentDetails')).toEqual([]);
    expect(gateway.of('AutomaticRenewals')).toEqual([]);
  });
});
