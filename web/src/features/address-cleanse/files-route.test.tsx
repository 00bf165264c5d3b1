import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { dialogStore } from '../../components/dialogs/dialog-store';
import * as route from './files-route';
import { fakeGateway, acmeMain, renderRoute, type FakeRequest } from './test-support';

const file = (id: string, name: string, status: string, rowCount: number | null) => ({
  __typename: 'BureauFile',
  id,
  name,
  status,
  size: 1_234_567,
  createTimestamp: '2026-11-20T09:30:00.000Z',
  updateTimestamp: '2026-11-21T10:00:00.000Z',
  upload: { __typename: 'BureauFileUpload', rowCount },
});

function bureau(files = [file('401', 'customers-2026.csv', 'finished', 12_480), file('402', 'new.csv', 'uploaded', null)]) {
  let list = files;
  return fakeGateway(({ operationName, variables }: FakeRequest) => {
    if (operationName === 'BureauFiles') return { data: { bureauFiles: list } };
    if (operationName === 'RenameBureauFile') {
      list = list.map((f) => (f.id === variables.fileId ? { ...f, name: String(variables.name) } : f));
      return { data: { renameBureauFile: list.find((f) => f.id === variables.fileId) } };
    }
    if (operationName === 'DeleteBureauFile') {
      list = list.filter((f) => f.id !== variables.fileId);
      return { data: { deleteBureauFile: true } };
    }
    throw new Error(`unexpected ${operationName}`);
  });
}

const open = (client: ReturnType<typeof bureau>['client'], current = acmeMain()) =>
  renderRoute(route, { client, pattern: '/applications/addresscleanse', url: '/applications/addresscleanse', current });

describe('the address files listing', () => {
  it("lists the account's files with their state, size and rows, each leading to where it is taken up", async () => {
    await open(bureau().client);
    const table = await screen.findByRole('table', { name: 'Address files' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(
      rows.map((row) =>
        within(row)
          .getAllByRole('cell')
          .slice(0, 4)
          .map((cell) => cell.textContent),
      ),
    ).toEqual([
      ['customers-2026.csv', 'Finished', '1.2 MB', '12,480'],
      ['new.csv', 'Uploaded', '1.2 MB', 'Counting...'],
    ]);
    expect(screen.getByRole('link', { name: 'customers-2026.csv' }).getAttribute('href')).toBe('/applications/addresscleanse/file/401');
    expect(screen.getByRole('link', { name: 'new.csv' }).getAttribute('href')).toBe('/applications/addresscleanse/file/402/updatefields');
    expect(screen.getByRole('link', { name: 'Upload a file' })).toBeTruthy();
  });

  it('says when there are none, and offers the upload', async () => {
    await open(bureau([]).client);
    expect(await screen.findByText('This account has no address files yet. Upload one to cleanse it.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Upload a file' })).toBeTruthy();
  });

  it('renames a file', async () => {
    const gateway = bureau();
    await open(gateway.client);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Rename new.csv' }));
    const name = screen.getByRole('textbox', { name: 'File name' });
    await user.clear(name);
    expect((screen.getByRole('button', { name: 'Rename' }) as HTMLButtonElement).disabled).toBe(true);
    await user.type(name, 'march.csv');
    await user.click(screen.getByRole('button', { name: 'Rename' }));
    expect(await screen.findByRole('link', { name: 'march.csv' })).toBeTruthy();
    expect(gateway.of('RenameBureauFile')[0]?.variables).toEqual({ accountId: '103', fileId: '402', name: 'march.csv' });
  });

  it('deletes a file only once the owner confirms', async () => {
    const gateway = bureau();
    await open(gateway.client);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Delete new.csv' }));
    await waitFor(() => expect(dialogStore.list()).toHaveLength(1));
    expect(dialogStore.list()[0]?.message).toBe('Delete new.csv and everything made from it?');
    dialogStore.list()[0]?.resolve(true);
    await waitFor(() => expect(screen.queryByRole('link', { name: 'new.csv' })).toBeNull());
    expect(gateway.of('DeleteBureauFile')).toHaveLength(1);
  });
});
