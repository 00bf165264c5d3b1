import { describe, expect, it } from 'vitest';
import { act, screen } from '@testing-library/react';
import { dialogStore } from '../../../components/dialogs/dialog-store';
import { fakeGateway, renderRoute } from '../test-support';
import * as route from './address-lookup-route';

const datasets = { data: { addressDatasets: [{ __typename: 'AddressDataset', ref: 'uk-paf', name: 'UK addresses (PAF)', international: false }] } };
const down = { errors: [{ message: 'Bad gateway', extensions: { code: 'UPSTREAM_UNAVAILABLE', msg: 'The account manager could not be reached.' } }] };

describe('Address Lookup, as its route loads it', () => {
  it('asks for the datasets once, from the loader, for the account in use', async () => {
    const gateway = fakeGateway(() => datasets);
    await renderRoute(route, { client: gateway.client });
    expect(await screen.findByLabelText('Dataset')).toBeTruthy();
    expect(gateway.of('AddressDatasets').map((request) => request.variables)).toEqual([{ accountId: '103' }]);
  });

  it('shows a failure to load the datasets in place, not in a dialog, and tries again', async () => {
    const answers = [down, datasets];
    const gateway = fakeGateway(() => answers.shift() ?? datasets);
    await renderRoute(route, { client: gateway.client });
    const failure = await screen.findByRole('alert');
    expect(failure.textContent).toContain('Failed to load the address datasets: The account manager could not be reached.');
    expect(dialogStore.list()).toHaveLength(0);

    // Trying again suspends the screen until the answer; in a test it resumes only inside an awaited act().
    await act(async () => screen.getByRole('button', { name: 'Try again' }).click());
    expect(await screen.findByLabelText('Dataset')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(gateway.of('AddressDatasets')).toHaveLength(2);
  });
});
