import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeGateway, refused, renderScreen } from '../test/test-support';
import { EditBundleDialog } from './edit-bundle-dialog';
import { dateShown, fillDate } from '../../../test/date-field';
import { ServiceJwtPanel } from './service-jwt-panel';

const bundle = {
  bundleId: '701',
  plan: 'Address Lookup Bundle 1,000',
  clicks: 1000,
  price: 40,
  startDate: '2026-10-14T00:00:00.000Z',
  endDate: '2027-05-07T00:00:00.000Z',
};

describe('editing a bundle', () => {
  it('starts from the bundle as it is and sends the changes', async () => {
    const gateway = fakeGateway(() => ({
      data: { updateBundle: { __typename: 'ChangedBundle', bundle: { __typename: 'PlanBundle', ...bundle, clicks: 1500 } } },
    }));
    const user = userEvent.setup();
    let saved = 0;
    renderScreen(<EditBundleDialog bundle={bundle} onClose={() => undefined} onSaved={() => (saved += 1)} />, { client: gateway.client });
    const dialog = screen.getByRole('dialog', { name: 'Edit bundle' });
    expect(dialog).toBeTruthy();
    expect(await dateShown('Usable from')).toBe('14/10/2026');
    const clicks = screen.getByRole('textbox', { name: /Clicks/ });
    await user.clear(clicks);
    await user.type(clicks, '1500');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(saved).toBe(1));
    expect(gateway.of('UpdateBundle').map((r) => r.variables)).toEqual([
      { bundleId: '701', input: { clicks: 1500, price: 40, startDate: '2026-10-14T00:00:00Z', endDate: '2027-05-07T00:00:00Z' } },
    ]);
  });

  it('keeps an end before the start from the service, and shows a refusal in the dialog', async () => {
    const gateway = fakeGateway(() => refused('change the bundle', 'Bundle not found', 'NOT_FOUND'));
    const user = userEvent.setup();
    renderScreen(<EditBundleDialog bundle={bundle} onClose={() => undefined} onSaved={() => undefined} />, { client: gateway.client });
    await fillDate('Usable until', '01/01/2026');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The end must be after the start')).toBeTruthy();
    expect(gateway.of('UpdateBundle')).toHaveLength(0);

    await fillDate('Usable until', '01/06/2027');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Bundle not found');
  });
});

describe('the service JWT', () => {
  const services = [
    { serviceId: '1', name: 'Address Lookup', description: 'UK addresses', offersJwt: false },
    { serviceId: '2', name: 'Address Autocomplete', description: 'Address suggestions as a person types.', offersJwt: true },
  ];

  it('is offered only for services that accept one, and shown with its expiry once asked for', async () => {
    const gateway = fakeGateway(() => ({
      data: { serviceJwt: { __typename: 'ServiceJwt', serviceId: '2', jwt: 'aaa.bbb.ccc', expiry: '2026-11-24T18:10:00.000Z' } },
    }));
    const user = userEvent.setup();
    renderScreen(<ServiceJwtPanel services={services} accountId="103" />, { client: gateway.client });
    expect(screen.queryByText('Address Lookup')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Get service JWT' }));
    expect(await screen.findByDisplayValue('aaa.bbb.ccc')).toBeTruthy();
    expect(screen.getByText(/^Expires 2[45] Nov 2026/)).toBeTruthy();
    expect(gateway.of('ServiceJwt').map((r) => r.variables)).toEqual([{ serviceId: '2', groupId: '103' }]);
    expect(screen.getByRole('button', { name: 'Get a new service JWT' })).toBeTruthy();
  });

  it('says so when no service offers one', () => {
    renderScreen(<ServiceJwtPanel services={services.slice(0, 1)} accountId="103" />, { client: fakeGateway(() => ({})).client });
    expect(screen.getByText('No service offers a service JWT.')).toBeTruthy();
  });
});
