import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeGateway, renderRoute, acmeMain, type FakeRequest } from '../test-support';
import * as route from './address-lookup-route';
import { storageKeys } from '../../../lib/storage-keys';

const datasets = [
  { __typename: 'AddressDataset', ref: 'uk-paf', name: 'UK addresses (PAF)', international: false },
  { __typename: 'AddressDataset', ref: 'intl', name: 'International', international: true },
];

/** A service that lays out a label as asked: as many lines as `outputFields`, the town in the case asked. */
function respond({ operationName, variables }: FakeRequest) {
  switch (operationName) {
    case 'AddressDatasets':
      return { data: { addressDatasets: datasets } };
    case 'AddressCountries':
      return { data: { addressCountries: [{ __typename: 'AddressCountry', code: 'FR', name: 'France' }] } };
    case 'AddressSuggestions':
      return {
        data: {
          addressSuggestions: {
            __typename: 'AddressSuggestions',
            text: variables.text,
            suggestions: [{ __typename: 'AddressSuggestion', id: 'a1', text: '1 High Street, Amersham, HP7 0DJ' }],
            failure: null,
          },
        },
      };
    case 'Address': {
      const configuration = variables.configuration as { outputFields: number; townFormat: string };
      const town = configuration.townFormat === 'Uppercase' ? 'AMERSHAM' : 'Amersham';
      const lines = ['1 High Street', town, 'HP7 0DJ'];
      const label = Array.from({ length: configuration.outputFields }, (_, i) => lines[i] ?? '');
      return {
        data: {
          address: {
            __typename: 'AddressResult',
            address: {
              __typename: 'Address',
              id: 'a1',
              label,
              fields: [
                { __typename: 'AddressField', name: 'Building number', value: '1' },
                { __typename: 'AddressField', name: 'Post town', value: 'AMERSHAM' },
              ],
            },
            failure: null,
          },
        },
      };
    }
    default:
      throw new Error(`Unexpected ${operationName}`);
  }
}

async function pickAddress() {
  const user = userEvent.setup();
  await user.type(await screen.findByRole('combobox', { name: 'Search for an address' }), 'high');
  await user.click(await screen.findByRole('option', { name: '1 High Street, Amersham, HP7 0DJ' }));
  await screen.findByTestId('address-label');
  return user;
}

const labelLines = () => screen.getAllByTestId('address-label-line').map((line) => line.textContent);

describe('Address Lookup', () => {
  it('asks for an account first', async () => {
    const gateway = fakeGateway(respond);
    await renderRoute(route, { client: gateway.client, current: { ...acmeMain(), account: null } });
    expect(screen.getByRole('heading', { level: 1, name: 'Address Lookup' })).toBeTruthy();
    expect(screen.getByText('Choose an account first')).toBeTruthy();
    expect(gateway.requests).toHaveLength(0);
  });

  it('retrieves the picked address with the uk defaults, uncached; a layout change retrieves nothing until asked, for one click', async () => {
    const gateway = fakeGateway(respond);
    await renderRoute(route, { client: gateway.client });
    const user = await pickAddress();
    expect(labelLines()).toEqual(['1 High Street', 'AMERSHAM', 'HP7 0DJ', '', '', '', '']);
    expect(gateway.of('Address')[0].variables).toEqual({
      accountId: '103',
      dataset: 'uk-paf',
      id: 'a1',
      configuration: { outputFields: 7, labelFormat: 'FixedTown', townFormat: 'Uppercase', reserveOrgLine: 'AsRequired', includeCounty: 'AsRequired' },
    });
    expect(within(screen.getByTestId('address-fields')).getByText('AMERSHAM')).toBeTruthy();
    expect(screen.queryByTestId('layout-changed')).toBeNull();

    // Each change is kept, but the label shown stays as retrieved and nothing is asked for.
    await user.selectOptions(screen.getByLabelText('Lines on the label'), '5');
    await user.selectOptions(screen.getByLabelText('Lines on the label'), '6');
    await user.selectOptions(screen.getByLabelText('Lines on the label'), '4');
    await user.selectOptions(screen.getByLabelText('Post town'), 'Lowercase');
    expect(JSON.parse(localStorage.getItem(storageKeys.labelConfiguration)!)).toEqual({
      outputFields: 4,
      labelFormat: 'FixedTown',
      townFormat: 'Lowercase',
      reserverOrgLine: 'AsRequired',
      includeCounty: 'AsRequired',
    });
    expect(labelLines()).toEqual(['1 High Street', 'AMERSHAM', 'HP7 0DJ', '', '', '', '']);
    expect(screen.getByTestId('layout-changed').textContent).toContain('Your new layout applies to the next address you retrieve.');
    expect(gateway.of('Address')).toHaveLength(1);

    // Asked for, by a button that says what it costs: one retrieval, in the layout chosen.
    await user.click(screen.getByRole('button', { name: 'Retrieve again in the new layout (1 click)' }));
    await waitFor(() => expect(labelLines()).toEqual(['1 High Street', 'Amersham', 'HP7 0DJ', '']));
    expect(gateway.of('Address')).toHaveLength(2);
    expect(gateway.of('Address')[1].variables.configuration).toEqual({
      outputFields: 4,
      labelFormat: 'FixedTown',
      townFormat: 'Lowercase',
      reserveOrgLine: 'AsRequired',
      includeCounty: 'AsRequired',
    });
    expect(screen.queryByTestId('layout-changed')).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Address' }));

    // Back to the layout the label is in: nothing to offer, nothing asked for.
    await user.selectOptions(screen.getByLabelText('Lines on the label'), '8');
    expect(screen.getByTestId('layout-changed')).toBeTruthy();
    await user.selectOptions(screen.getByLabelText('Lines on the label'), '4');
    expect(screen.queryByTestId('layout-changed')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Reset to defaults' }));
    expect(labelLines()).toHaveLength(4);
    expect(gateway.of('Address')).toHaveLength(2);
  });

  it('retrieves the next address picked in the layout chosen since', async () => {
    const gateway = fakeGateway(respond);
    await renderRoute(route, { client: gateway.client });
    const user = await pickAddress();
    await user.selectOptions(screen.getByLabelText('Lines on the label'), '3');
    expect(gateway.of('Address')).toHaveLength(1);
    await user.clear(screen.getByRole('combobox', { name: 'Search for an address' }));
    await user.type(screen.getByRole('combobox', { name: 'Search for an address' }), 'hig');
    await user.click(await screen.findByRole('option', { name: '1 High Street, Amersham, HP7 0DJ' }));
    await waitFor(() => expect(labelLines()).toEqual(['1 High Street', 'AMERSHAM', 'HP7 0DJ']));
    expect(gateway.of('Address')).toHaveLength(2);
    expect(gateway.of('Address')[1].variables.configuration).toMatchObject({ outputFields: 3 });
  });

  it('starts from the australia defaults', async () => {
    const gateway = fakeGateway(respond);
    await renderRoute(route, { client: gateway.client, current: acmeMain({ territory: 'australia' }) });
    await pickAddress();
    expect(gateway.of('Address')[0].variables.configuration).toEqual({
      outputFields: 5,
      labelFormat: 'FixedTown',
      townFormat: 'Uppercase',
      reserveOrgLine: 'AsRequired',
      includeCounty: 'Always',
    });
  });

  it('starts from a valid stored layout when there is one', async () => {
    localStorage.setItem(
      storageKeys.labelConfiguration,
      JSON.stringify({ outputFields: 3, labelFormat: 'Standard', townFormat: 'Lowercase', reserverOrgLine: 'Never', includeCounty: 'Never' }),
    );
    const gateway = fakeGateway(respond);
    await renderRoute(route, { client: gateway.client, current: acmeMain({ territory: 'australia' }) });
    await pickAddress();
    expect(gateway.of('Address')[0].variables.configuration).toEqual({
      outputFields: 3,
      labelFormat: 'Standard',
      townFormat: 'Lowercase',
      reserveOrgLine: 'Never',
      includeCounty: 'Never',
    });
  });

  it('sends the country only with the international dataset, and not before one is chosen', async () => {
    const user = userEvent.setup();
    const gateway = fakeGateway(respond);
    await renderRoute(route, { client: gateway.client });
    await user.selectOptions(await screen.findByLabelText('Dataset'), 'intl');
    const search = screen.getByRole('combobox', { name: 'Search for an address' });
    expect(search).toHaveProperty('disabled', true);
    await user.click(screen.getByRole('combobox', { name: 'Country' }));
    await user.click(await screen.findByRole('option', { name: 'France' }));
    const enabled = screen.getByRole('combobox', { name: 'Search for an address' });
    await waitFor(() => expect(enabled).toHaveProperty('disabled', false));
    await user.type(enabled, 'rue');
    await screen.findByRole('option', { name: '1 High Street, Amersham, HP7 0DJ' });
    expect(gateway.of('AddressSuggestions').at(-1)?.variables).toMatchObject({ dataset: 'intl', country: 'FR', text: 'rue' });
  });

  it('describes the labels of the dataset chosen: an international one ends with the country', async () => {
    const user = userEvent.setup();
    const gateway = fakeGateway(respond);
    await renderRoute(route, { client: gateway.client, current: acmeMain({ territory: 'australia' }) });
    const panel = screen.getByRole('region', { name: 'Label layout' });
    await user.selectOptions(await screen.findByLabelText('Dataset'), 'intl');
    expect(panel.textContent).toContain('Country on the last line, town and postcode just above it');
    expect(within(panel).queryByLabelText('Suburb')).toBeNull();
    await user.selectOptions(screen.getByLabelText('Dataset'), 'uk-paf');
    expect(panel.textContent).toContain('Suburb, state and postcode always on the last line');
  });

  it('leads from a retrieval the account has no subscription for to the shop', async () => {
    const gateway = fakeGateway((request) =>
      request.operationName === 'Address'
        ? {
            data: {
              address: {
                __typename: 'AddressResult',
                address: null,
                failure: {
                  __typename: 'ServiceFailure',
                  code: 'NO_SUBSCRIPTION',
                  message: 'This account has no address lookup subscription',
                  upstreamStatus: 402,
                },
              },
            },
          }
        : respond(request),
    );
    await renderRoute(route, { client: gateway.client });
    const user = userEvent.setup();
    await user.type(await screen.findByRole('combobox', { name: 'Search for an address' }), 'high');
    await user.click(await screen.findByRole('option', { name: '1 High Street, Amersham, HP7 0DJ' }));
    const failure = await screen.findByTestId('address-failure');
    // The words, and Try again beside them for once a plan is bought.
    expect(failure.textContent).toBe('This account has no address lookup subscriptionTry again');
    expect(within(failure).getByRole('button', { name: 'Try again' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Buy an address lookup plan in the Shop' }).getAttribute('href')).toBe('/shop/addresslookup');
  });
});
