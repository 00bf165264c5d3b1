import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { dialogStore } from '../../components/dialogs/dialog-store';
import * as route from './file-route';
import { fakeGateway, renderRoute, type FakeRequest } from './test-support';

const stat = (description: string, count: number) => ({ __typename: 'BureauStat', description, count });
const settings = {
  __typename: 'BureauFileSettings',
  mafId: '1',
  addressSettings: { __typename: 'BureauAddressSettings', usePAF: true, correctTown: true, correctPostcode: true, correctStreet: true },
  dedupeLevel: 'address',
  dedupeSeparateFile: false,
  suppressions: [{ __typename: 'BureauSuppressionChoice', suppressionType: 'deceased', action: 'remove' }],
  outputGroups: ['matched', 'unmatched'],
  outputFields: ['input:1', 'MatchStatus'],
};

function file(status: string, extra: Record<string, unknown> = {}) {
  return {
    __typename: 'BureauFile',
    id: '7',
    name: 'march.csv',
    status,
    upload: { __typename: 'BureauFileUpload', rowCount: 2000, testRowCount: 300 },
    settings,
    testResults: {
      __typename: 'BureauTestResults',
      recordCount: 300,
      codingStats: [stat('Matched', 255), stat('Updated', 30), stat('Unmatched', 15)],
      suppressionStats: [stat('Deceased', 1)],
      outputGroupStats: [stat('Cleansed addresses', 268), stat('Unmatched addresses', 15)],
    },
    costs: null,
    fullResults: null,
    progress: { __typename: 'BureauFileProgress', status, processedRecords: 0, totalRecords: null, percent: 0 },
    downloadUrl: null,
    duplicatesDownloadUrl: null,
    ...extra,
  };
}

const costs = {
  __typename: 'BureauCosts',
  currency: 'GBP',
  total: 45.5,
  lines: [
    {
      __typename: 'BureauCostLine',
      description: 'Address matching',
      basePrice: 25,
      recordCount: 2000,
      pricePerRecord: 0.005,
      matchCount: 1900,
      pricePerMatch: 0.005,
      total: 44.5,
    },
  ],
};

function gateway(answer: (request: FakeRequest) => unknown) {
  return fakeGateway((request) => ({ data: answer(request) }));
}

const open = (client: ReturnType<typeof fakeGateway>['client'], url = '/applications/addresscleanse/file/7') =>
  renderRoute(route, { client, pattern: '/applications/addresscleanse/file/:fileId', url });

describe("a file's page", () => {
  it('shows the test results and the cost, and discards them once the owner confirms', async () => {
    let status = 'costed';
    const bureau = gateway(({ operationName }) => {
      if (operationName === 'BureauFileResults') return { bureauFile: file(status, status === 'costed' ? { costs } : {}) };
      if (operationName === 'DiscardBureauResults') {
        status = 'discarded';
        return { discardBureauResults: { __typename: 'BureauFile', id: '7', status } };
      }
      throw new Error(operationName);
    });
    await open(bureau.client);
    expect(await screen.findByRole('heading', { level: 1, name: 'march.csv' })).toBeTruthy();
    expect(screen.getByTestId('test-record-count').textContent).toBe('300 records tested of 2,000 in the file.');
    const coding = within(screen.getByTestId('test-coding'))
      .getAllByRole('row')
      .map((row) => row.textContent);
    expect(coding).toEqual(['RecordsCount', 'Matched255', 'Updated30', 'Unmatched15']);
    const line = within(screen.getByRole('table', { name: 'Costs' })).getAllByRole('row')[1];
    expect(
      within(line as HTMLElement)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['Address matching', '£25.00', '2,000', '£0.005', '1,900', '£0.005', '£44.50']);
    expect(screen.getByTestId('cost-total').textContent).toBe('£45.50');

    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Discard' }));
    await waitFor(() => expect(dialogStore.list()).toHaveLength(1));
    dialogStore.list()[0]?.resolve(true);
    expect(await screen.findByText('The results of this file were discarded. Upload it again to cleanse it.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Pay by invoice' })).toBeNull();
  });

  it('asks who the invoice is for before paying, and offers the invoice', async () => {
    let status = 'costed';
    const bureau = gateway(({ operationName }) => {
      if (operationName === 'BureauFileResults') return { bureauFile: file(status, status === 'costed' ? { costs } : {}) };
      if (operationName === 'InvoiceContact')
        return {
          me: {
            __typename: 'User',
            id: '1',
            email: 'owner@acme.example',
            personalName: 'Olive Owner',
            companyName: 'Acme Ltd',
            address1: null,
            address2: null,
            address3: null,
            town: null,
            postcode: null,
            country: null,
          },
        };
      if (operationName === 'PayBureauFile') {
        status = 'finished';
        return {
          payBureauFile: { __typename: 'BureauInvoice', invoiceUrl: 'http://bureau.example/invoice/7', file: { __typename: 'BureauFile', id: '7', status } },
        };
      }
      throw new Error(operationName);
    });
    await open(bureau.client);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Pay by invoice' }));
    const dialog = await screen.findByRole('dialog', { name: 'Pay by invoice' });
    await waitFor(() => expect(within(dialog).getByRole('textbox', { name: 'Name' })).toHaveProperty('value', 'Olive Owner'));
    await user.click(within(dialog).getByRole('button', { name: 'Pay by invoice' }));
    expect(await within(dialog).findByText('Enter the first line of the address.')).toBeTruthy();
    expect(bureau.of('PayBureauFile')).toHaveLength(0);

    await user.type(within(dialog).getByRole('textbox', { name: 'Address line 1' }), '1 Acme Way');
    await user.type(within(dialog).getByRole('textbox', { name: 'Town' }), 'Leeds');
    await user.type(within(dialog).getByRole('textbox', { name: 'Postcode' }), 'LS1 4AP');
    await user.click(within(dialog).getByRole('button', { name: 'Pay by invoice' }));
    expect((await screen.findByRole('link', { name: 'Open the invoice' })).getAttribute('href')).toBe('http://bureau.example/invoice/7');
    expect(bureau.of('PayBureauFile')[0]?.variables).toMatchObject({
      accountId: 'acc-1',
      fileId: '7',
      input: {
        name: 'Olive Owner',
        email: 'owner@acme.example',
        companyName: 'Acme Ltd',
        companyAddress: ['1 Acme Way', 'Leeds', 'LS1 4AP'],
        country: 'United Kingdom',
      },
    });
  });

  it('shows the full results of a finished file with its download', async () => {
    const fullResults = {
      __typename: 'BureauFullResults',
      inputRecordCount: 2000,
      outputRecordCount: 1898,
      codingStats: [stat('Matched', 1700), stat('Updated', 200), stat('Unmatched', 100)],
      addressUpdateStats: [stat('Town corrected', 100), stat('Postcode corrected', 100)],
      dedupeStats: [stat('Unique', 1800), stat('Parent', 100), stat('Child', 100)],
      suppressionRemovedStats: [stat('Deceased', 1)],
      suppressionFlaggedStats: [],
      outputGroupStats: [stat('Cleansed addresses', 1797)],
    };
    const bureau = gateway(() => ({
      bureauFile: file('finished', { fullResults, downloadUrl: '/address-cleanse/download?fileId=7&jwt=x&downloadName=march.csv' }),
    }));
    await open(bureau.client);
    expect((await screen.findByTestId('full-record-counts')).textContent).toBe('2,000 records read, 1,898 written to the cleansed file.');
    expect(within(screen.getByTestId('full-suppression-flagged')).getByText('None')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Download the cleansed file' }).getAttribute('href')).toBe(
      '/address-cleanse/download?fileId=7&jwt=x&downloadName=march.csv',
    );
  });

  it('says Unknown File for a file the account does not have', async () => {
    await open(gateway(() => ({ bureauFile: null })).client, '/applications/addresscleanse/file/99');
    expect(await screen.findByRole('heading', { level: 1, name: 'Unknown File' })).toBeTruthy();
  });
});
