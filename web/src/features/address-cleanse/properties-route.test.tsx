import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as route from './properties-route';
import { fakeGateway, renderRoute } from './test-support';

const option = (id: string, name: string) => ({ __typename: 'BureauOption', id, name, description: `${name} means ${id}` });

function bureau() {
  return fakeGateway(({ operationName }) => {
    if (operationName === 'BureauFileProperties')
      return {
        data: {
          bureauFile: {
            __typename: 'BureauFile',
            id: '7',
            name: 'march.csv',
            status: 'mapped',
            upload: {
              __typename: 'BureauFileUpload',
              inputFields: [
                { __typename: 'BureauInputField', inputOrder: 1, name: 'Ref' },
                { __typename: 'BureauInputField', inputOrder: 2, name: 'Address' },
              ],
            },
            settings: {
              __typename: 'BureauFileSettings',
              mafId: '1',
              addressSettings: { __typename: 'BureauAddressSettings', usePAF: true, correctTown: true, correctPostcode: true, correctStreet: true },
              dedupeLevel: 'address',
              dedupeAction: 'flag',
              dedupeSeparateFile: false,
              suppressions: [{ __typename: 'BureauSuppressionChoice', suppressionType: 'deceased', action: 'flag' }],
              outputGroups: ['matched', 'unmatched'],
              outputFields: ['input:1', 'input:2', 'MatchStatus'],
            },
          },
          addressCleanseOptions: {
            __typename: 'AddressCleanseOptions',
            mafs: [{ __typename: 'Maf', mafId: '1', mafName: 'UK Addresses (PAF)' }],
            dedupeLevels: [option('none', 'None'), option('address', 'Address'), option('name', 'Name and address')],
            suppressionTypes: [option('deceased', 'Deceased'), option('goneaway', 'Gone away')],
            suppressionActions: [option('remove', 'Remove'), option('flag', 'Flag')],
            outputGroups: [option('matched', 'Cleansed addresses'), option('unmatched', 'Unmatched addresses')],
            outputFields: [option('MatchStatus', 'Match status'), option('Suppression', 'Suppression')],
          },
        },
      };
    if (operationName === 'SaveBureauFileSettings') return { data: { updateBureauFileSettings: { __typename: 'BureauFile', id: '7', status: 'mapped' } } };
    if (operationName === 'CreateBureauTestResults') return { data: { createBureauTestResults: { __typename: 'BureauFile', id: '7', status: 'tested' } } };
    throw new Error(operationName);
  });
}

describe("a file's properties", () => {
  it('saves the choices made (a list ticked is flagged, duplicates moved to their own file), runs the test and opens the results', async () => {
    const gateway = bureau();
    await renderRoute(route, {
      client: gateway.client,
      pattern: '/applications/addresscleanse/file/:fileId/properties',
      url: '/applications/addresscleanse/file/7/properties',
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('checkbox', { name: 'Gone away' }));
    await user.click(screen.getByRole('switch', { name: 'Correct streets' }));
    expect(screen.getByText('Every duplicate stays in the cleansed file, marked Child with its group number. Nothing is dropped.')).toBeTruthy();
    await user.click(screen.getByRole('combobox', { name: 'What happens to duplicates' }));
    await user.click(screen.getByRole('option', { name: 'Move them to a separate file' }));
    await user.click(screen.getByRole('checkbox', { name: 'Unmatched addresses' }));
    expect(screen.getByText('Unmatched addresses will be left out: those records go into no file.')).toBeTruthy();
    await user.click(screen.getByRole('checkbox', { name: 'Suppression' }));
    await user.click(screen.getByRole('checkbox', { name: 'Ref' }));
    await user.click(screen.getByRole('button', { name: 'Save and run the test' }));
    expect(await screen.findByText('/applications/addresscleanse/file/7')).toBeTruthy();
    expect(gateway.of('SaveBureauFileSettings')[0]?.variables).toEqual({
      accountId: '103',
      fileId: '7',
      settings: {
        mafId: '1',
        addressSettings: { usePAF: true, correctTown: true, correctPostcode: true, correctStreet: false },
        dedupeLevel: 'address',
        dedupeAction: 'remove',
        dedupeSeparateFile: true,
        suppressions: [
          { suppressionType: 'deceased', action: 'flag' },
          { suppressionType: 'goneaway', action: 'flag' },
        ],
        outputGroups: ['matched'],
        outputFields: ['input:2', 'MatchStatus', 'Suppression'],
      },
    });
    expect(gateway.of('CreateBureauTestResults')).toHaveLength(1);
  });

  it('will not run without a field for the cleansed file', async () => {
    const gateway = bureau();
    await renderRoute(route, {
      client: gateway.client,
      pattern: '/applications/addresscleanse/file/:fileId/properties',
      url: '/applications/addresscleanse/file/7/properties',
    });
    const user = userEvent.setup();
    for (const name of ['Ref', 'Address', 'Match status']) await user.click(await screen.findByRole('checkbox', { name }));
    expect(screen.getByRole('alert').textContent).toBe('Choose at least one field for the cleansed file.');
    expect((screen.getByRole('button', { name: 'Save and run the test' }) as HTMLButtonElement).disabled).toBe(true);
  });
});
