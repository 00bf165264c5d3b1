import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as route from './update-fields-route';
import { fakeGateway, renderRoute } from './test-support';

const column = (inputOrder: number, name: string, row1: string, row2: string) => ({
  __typename: 'BureauInputField',
  inputOrder,
  name,
  row1,
  row2,
  mappingType: null,
  mappingOrder: null,
});

const columns = [
  column(1, 'Ref', 'C1', 'C2'),
  column(2, 'Line 1', '10 High St', '5 Mill Lane'),
  column(3, 'Line 2', 'Flat 2', ''),
  column(4, 'Notes', 'x', 'y'),
];

function bureau(inputFields = columns) {
  return fakeGateway(({ operationName, variables }) => {
    if (operationName === 'BureauFileMapping')
      return {
        data: {
          bureauFile: {
            __typename: 'BureauFile',
            id: '7',
            name: 'march.csv',
            status: 'uploaded',
            upload: {
              __typename: 'BureauFileUpload',
              templateFileId: null,
              inputFields,
            },
          },
          addressCleanseOptions: { __typename: 'AddressCleanseOptions', mappingTypes: ['Reference', 'Name', 'Address', 'Town', 'Postcode'] },
          bureauFiles: [],
        },
      };
    if (operationName === 'UpdateBureauInputFields')
      return {
        data: {
          updateBureauInputFields: {
            __typename: 'BureauFile',
            id: '7',
            status: 'mapped',
            upload: { __typename: 'BureauFileUpload', templateFileId: null, inputFields: [] },
          },
        },
      };
    throw new Error(String(variables));
  });
}

describe('mapping the columns of a file', () => {
  it('shows each column with its first two rows, guesses the fields and needs a postcode or town before saving', async () => {
    const gateway = bureau();
    await renderRoute(route, {
      client: gateway.client,
      pattern: '/applications/addresscleanse/file/:fileId/updatefields',
      url: '/applications/addresscleanse/file/7/updatefields',
    });
    const table = await screen.findByRole('table', { name: 'Columns of the file' });
    expect(within(table).getAllByRole('row')[2]?.textContent).toContain('Line 110 High St5 Mill Lane');
    expect(screen.getByRole('combobox', { name: 'Address field of Line 1' }).textContent).toBe('Address');
    expect(screen.getByRole('combobox', { name: 'Address field of Notes' }).textContent).toBe('Not used');

    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Save and continue' }));
    expect(screen.getByRole('alert').textContent).toBe('Map at least an address line (or premise and street) and a postcode or town');
    expect(gateway.of('UpdateBureauInputFields')).toHaveLength(0);

    // The second address line comes first once moved up.
    await user.click(screen.getByRole('button', { name: 'Move Line 2 earlier' }));
    await user.click(screen.getByRole('combobox', { name: 'Address field of Notes' }));
    await user.click(screen.getByRole('option', { name: 'Town' }));
    await user.click(screen.getByRole('button', { name: 'Save and continue' }));
    expect(await screen.findByText('/applications/addresscleanse/file/7/properties')).toBeTruthy();
    expect(gateway.of('UpdateBureauInputFields')[0]?.variables).toEqual({
      accountId: '103',
      fileId: '7',
      templateFileId: null,
      inputFields: [
        { inputOrder: 1, mappingType: 'Reference', mappingOrder: 1 },
        { inputOrder: 2, mappingType: 'Address', mappingOrder: 2 },
        { inputOrder: 3, mappingType: 'Address', mappingOrder: 1 },
        { inputOrder: 4, mappingType: 'Town', mappingOrder: 1 },
      ],
    });
  });

  it('cuts a long value short, with the whole of it one button away, so the field choosers stay beside it', async () => {
    const token = `${'a1b2c3d4'.repeat(6_250)}`;
    await renderRoute(route, {
      client: bureau([column(1, 'Name', token, 'Ann Lee'), column(2, 'Postcode', 'LS1 4AP', 'OX1 1AA')]).client,
      pattern: '/applications/addresscleanse/file/:fileId/updatefields',
      url: '/applications/addresscleanse/file/7/updatefields',
    });
    const table = await screen.findByRole('table', { name: 'Columns of the file' });
    const row = within(table).getAllByRole('row')[1];
    if (!row) throw new Error('no row for the Name column');
    expect(row.textContent).toContain(`Name${token.slice(0, 39)}… Show allAnn Lee`);
    expect(row.textContent?.length).toBeLessThan(100);
    expect(within(row).queryByRole('region')).toBeNull();

    await userEvent.setup().click(within(row).getByRole('button', { name: 'Show all the 50,000 characters' }));
    expect(within(row).getByRole('region', { name: 'The whole value, 50,000 characters' }).textContent).toBe(token);
    expect(within(row).getByRole('button', { name: 'Show less of the 50,000 characters' }).getAttribute('aria-expanded')).toBe('true');
  });
});
