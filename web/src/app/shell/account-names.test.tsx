import { afterEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FakeRequest } from '../../features/applications/test-support';
import { renderFrame, sessionUser, shellGroup, type ShellNode } from './frame-test-support';

afterEach(() => localStorage.clear());

const groupsAnswer =
  (tree: ShellNode[]) =>
  ({ operationName }: FakeRequest) =>
    operationName === 'Shell' ? { data: { myGroups: tree.map(shellGroup) } } : { data: null };

const northwind: ShellNode = {
  id: '10',
  name: 'Northwind Partners',
  type: 'partner',
  children: [
    {
      id: '20',
      name: 'Acme Ltd',
      type: 'organisation',
      subtype: 'corporate',
      children: [
        { id: '30', name: 'Acme Main', type: 'account' },
        { id: '31', name: 'Acme Web', type: 'account' },
      ],
    },
  ],
};

describe('the names of the current account', () => {
  it("show a member the account's organisation, a dash, then the account", async () => {
    const acmeMain: ShellNode = { id: '30', name: 'Acme Main', type: 'account', parentId: '20', parentName: 'Acme Ltd', isMember: true };
    renderFrame(sessionUser({ userName: 'member@acme.example', accountId: '30' }), groupsAnswer([acmeMain]));

    expect((await screen.findByTestId('account-bar-account-name')).textContent).toBe('Acme Ltd - Acme Main');
    await userEvent.click(screen.getByRole('button', { name: 'Change Account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change Account' });
    expect(within(dialog).getByRole('button', { name: 'Acme Ltd - Acme Main' })).toBeTruthy();
  });

  it('show staff every level above the account, none skipped', async () => {
    localStorage.setItem('lastAccountId', '30');
    renderFrame(sessionUser({ userName: 'admin@provider.example', roles: ['admin'] }), groupsAnswer([northwind]));

    expect((await screen.findByTestId('account-bar-account-name')).textContent).toBe('Acme Main');
    expect(screen.getByTestId('account-bar-parent').textContent).toBe('Northwind Partners / Acme Ltd');
  });
});
