import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { dialogStore } from '../../components/dialogs/dialog-store';
import * as route from './file-route';
import { fakeGateway, renderRoute, type FakeRequest } from './test-support';
import { followDownload } from './fresh-download-button';

const stat = (description: string, count: number) => ({ __typename: 'BureauStat', description, count });
const fate = (fate: string, file: string, count: number) => ({ __typename: 'BureauRecordFateCount', fate, file, count });
const change = (row: number, kind: string, given: string, cleansed: string) => ({
  __typename: 'BureauChange',
  row,
  reference: `C-${row}`,
  change: kind,
  given,
  cleansed,
});
const settings = {
  __typename: 'BureauFileSettings',
  mafId: '1',
  addressSettings: { __typename: 'BureauAddressSettings', usePAF: true, correctTown: true, correctPostcode: true, correctStreet: true },
  dedupeLevel: 'address',
  dedupeAction: 'flag',
  dedupeSeparateFile: false,
  suppressions: [{ __typename: 'BureauSuppressionChoice', suppressionType: 'deceased', action: 'flag' }],
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
      outputGroupStats: [stat('Cleansed addresses', 285), stat('Unmatched addresses', 15)],
      matchLevelStats: [stat('Premise', 285), stat('Street', 9), stat('Postcode', 4), stat('None', 2)],
      addressUpdateStats: [stat('Postcode corrected', 10), stat('Postcode added', 0), stat('Postcode formatted', 20)],
      dedupeStats: [stat('Unique', 282), stat('Parent', 8), stat('Child', 10)],
      recordFates: [
        fate('cleansed', 'cleansed', 246),
        fate('corrected', 'cleansed', 28),
        fate('unmatched', 'cleansed', 15),
        fate('duplicate', 'cleansed', 10),
        fate('suppressed', 'cleansed', 1),
      ],
      changeSample: [change(4, 'Postcode formatted', 'M13PS', 'M1 3PS'), change(9, 'Postcode added', '', 'M1 3PS')],
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
  total: 44.5,
  invoice: null,
  lines: [
    {
      __typename: 'BureauCostLine',
      costTypeId: '1',
      description: 'Address matching',
      basePrice: 25,
      recordCount: 2000,
      fileRecordCount: 2000,
      minimumRecordCount: 1000,
      pricePerRecord: 0.005,
      matchCount: 1900,
      testMatchCount: 285,
      testRecordCount: 300,
      pricePerMatch: 0.005,
      charged: true,
      total: 44.5,
    },
    {
      __typename: 'BureauCostLine',
      costTypeId: '3',
      description: 'Suppression',
      basePrice: 10,
      recordCount: 2000,
      fileRecordCount: 2000,
      minimumRecordCount: 1000,
      pricePerRecord: 0.006,
      matchCount: 0,
      testMatchCount: 0,
      testRecordCount: 300,
      pricePerMatch: 0,
      charged: false,
      total: 0,
    },
  ],
};
const invoice = { __typename: 'BureauInvoiceDetails', number: '3F9A01C2', url: 'http://bureau.example/invoice/7', date: '2026-11-23T10:00:00.000Z' };

/** A finished file's full results: 2,000 records read. */
const finishedResults = {
  __typename: 'BureauFullResults',
  inputRecordCount: 2000,
  outputRecordCount: 1898,
  codingStats: [stat('Matched', 1700), stat('Updated', 200), stat('Unmatched', 100)],
  addressUpdateStats: [stat('Town corrected', 100), stat('Postcode corrected', 100)],
  dedupeStats: [stat('Unique', 1800), stat('Parent', 100), stat('Child', 100)],
  suppressionRemovedStats: [stat('Deceased', 1)],
  suppressionFlaggedStats: [],
  outputGroupStats: [stat('Cleansed addresses', 1797)],
  matchLevelStats: [stat('Premise', 1900), stat('Street', 60), stat('Postcode', 30), stat('None', 10)],
  duplicatesRecordCount: 100,
  recordFates: [
    fate('cleansed', 'cleansed', 1600),
    fate('corrected', 'cleansed', 198),
    fate('unmatched', 'none', 101),
    fate('duplicate', 'duplicates', 100),
    fate('suppressed', 'none', 1),
  ],
  changeSample: [],
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
    // Every record accounted for, and none dropped with these settings.
    expect(screen.getByTestId('test-record-count').textContent).toBe('300 records tested of 2,000 in the file: all 300 records in the cleansed file.');
    const rows = (testId: string) =>
      within(screen.getByTestId(testId))
        .getAllByRole('row')
        .map((row) =>
          within(row)
            .queryAllByRole('cell')
            .map((cell) => cell.textContent),
        )
        .filter((cells) => cells.length > 0);
    expect(rows('test-fates')).toEqual([
      ['Cleansed: matched as given', 'Cleansed file', '246'],
      ['Corrected: matched once changed', 'Cleansed file', '28'],
      ['Unmatched: no address found', 'Cleansed file', '15'],
      ['Duplicates: flagged', 'Cleansed file', '10'],
      ['Suppressed: flagged', 'Cleansed file', '1'],
      ['Total', '300'],
    ]);
    expect(screen.queryByText(/go into no file/)).toBeNull();
    expect(rows('test-match-levels')).toEqual([
      ['Premise', '285'],
      ['Street', '9'],
      ['Postcode', '4'],
      ['None', '2'],
    ]);
    // Changes that did not happen are left out; the sample says what each became.
    expect(rows('test-changes')).toEqual([
      ['Postcode corrected', '10'],
      ['Postcode formatted', '20'],
    ]);
    expect(rows('test-change-sample')).toEqual([
      ['Record 4C-4', 'Postcode formatted', 'M13PS → M1 3PS'],
      ['Record 9C-9', 'Postcode added', '(empty) → M1 3PS'],
    ]);
    // Each cost line says what it counts and why it is charged, or that it is not.
    expect(screen.getAllByTestId('cost-explanation').map((line) => line.textContent)).toEqual([
      'Counts every record of the file: 2,000. Matches: 285 of the 300 test records were matched or corrected, so about 1,900 in the whole file.',
      'Not charged: the test found nobody on the lists checked.',
    ]);
    expect(screen.getByTestId('cost-total').textContent).toBe('£44.50');

    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Discard' }));
    await waitFor(() => expect(dialogStore.list()).toHaveLength(1));
    dialogStore.list()[0]?.resolve(true);
    expect(await screen.findByText('The results of this file were discarded. Upload it again to cleanse it.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Pay by invoice' })).toBeNull();
  });

  it('warns before paying of records that would go into no file, and where to keep them', async () => {
    const removing = file('costed', { costs });
    removing.testResults.recordFates = [
      fate('cleansed', 'cleansed', 246),
      fate('corrected', 'cleansed', 28),
      fate('unmatched', 'none', 15),
      fate('duplicate', 'duplicates', 10),
      fate('suppressed', 'none', 1),
    ];
    await open(gateway(() => ({ bureauFile: removing })).client);
    expect((await screen.findByTestId('test-record-count')).textContent).toBe(
      '300 records tested of 2,000 in the file: 274 records in the cleansed file, 10 in the duplicates file, 16 in no file.',
    );
    expect(screen.getByText('16 of these records go into no file, as the properties ask: they are removed or left out below.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Change the properties' }).getAttribute('href')).toBe('/applications/addresscleanse/file/7/properties');
  });

  it('asks who the invoice is for before paying, takes a purchase order, and keeps the costs with the invoice once paid', async () => {
    let status = 'costed';
    const bureau = gateway(({ operationName }) => {
      if (operationName === 'BureauFileResults')
        return { bureauFile: file(status, { costs: status === 'costed' ? costs : { ...costs, invoice: { ...invoice, purchaseOrder: 'PO-4471' } } }) };
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
    await user.type(within(dialog).getByRole('textbox', { name: 'Purchase order (optional)' }), 'PO-4471');
    await user.click(within(dialog).getByRole('button', { name: 'Pay by invoice' }));
    expect((await screen.findByRole('link', { name: 'Open the invoice' })).getAttribute('href')).toBe('http://bureau.example/invoice/7');
    expect(screen.getByTestId('paid-invoice').textContent).toBe('Paid by invoice 3F9A01C2 on 23 Nov 2026, purchase order PO-4471. Open the invoice');
    expect(screen.getByTestId('cost-total').textContent).toBe('£44.50');
    expect(screen.queryByRole('button', { name: 'Pay by invoice' })).toBeNull();
    expect(bureau.of('PayBureauFile')[0]?.variables).toMatchObject({
      accountId: '103',
      fileId: '7',
      input: {
        name: 'Olive Owner',
        email: 'owner@acme.example',
        companyName: 'Acme Ltd',
        companyAddress: ['1 Acme Way', 'Leeds', 'LS1 4AP'],
        country: 'United Kingdom',
        purchaseOrder: 'PO-4471',
      },
    });
  });

  it('shows the full results of a finished file with its download', async () => {
    const fullResults = finishedResults;
    const bureau = gateway(() => ({
      bureauFile: file('finished', { fullResults, downloadUrl: '/address-cleanse/download?accountId=103&fileId=7&ticket=x&downloadName=march.csv' }),
    }));
    await open(bureau.client);
    expect((await screen.findByTestId('full-record-counts')).textContent).toBe(
      '2,000 records read: 1,798 records in the cleansed file, 100 in the duplicates file, 102 in no file.',
    );
    expect(within(screen.getByTestId('full-fates')).getByTestId('record-fates-total').textContent).toBe('2,000');
    expect(within(screen.getByTestId('full-suppression-flagged')).getByText('None')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Download the cleansed file' }).getAttribute('href')).toBe(
      '/address-cleanse/download?accountId=103&fileId=7&ticket=x&downloadName=march.csv',
    );
  });

  it('reads a fresh download link as the button is pressed and follows it, the one it showed having a ticket of 5 minutes', async () => {
    const shown = '/address-cleanse/download?accountId=103&fileId=7&ticket=shown&downloadName=march.csv';
    const fresh = '/address-cleanse/download?accountId=103&fileId=7&ticket=fresh&downloadName=march.csv';
    const asked: FakeRequest[] = [];
    const bureau = gateway((request) => {
      asked.push(request);
      if (request.operationName === 'BureauFileDownloadLinks')
        return { bureauFile: { __typename: 'BureauFile', id: '7', downloadUrl: fresh, duplicatesDownloadUrl: null } };
      return { bureauFile: file('finished', { fullResults: finishedResults, downloadUrl: shown }) };
    });
    const followed: string[] = [];
    const follow = vi.spyOn(followDownload, 'to').mockImplementation((url) => void followed.push(url));
    try {
      await open(bureau.client);
      await userEvent.click(await screen.findByRole('link', { name: 'Download the cleansed file' }));
      await waitFor(() => expect(followed).toEqual([fresh]));
      expect(asked.find((request) => request.operationName === 'BureauFileDownloadLinks')?.variables).toEqual({ accountId: expect.any(String), fileId: '7' });
    } finally {
      follow.mockRestore();
    }
  });

  it('says Unknown File for a file the account does not have', async () => {
    await open(gateway(() => ({ bureauFile: null })).client, '/applications/addresscleanse/file/99');
    expect(await screen.findByRole('heading', { level: 1, name: 'Unknown File' })).toBeTruthy();
  });
});
