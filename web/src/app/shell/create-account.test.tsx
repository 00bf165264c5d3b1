import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FakeRequest } from '../../features/applications/test-support';
import { renderFrame, sessionUser, shellGroup, type ShellNode } from './frame-test-support';

afterEach(() => localStorage.clear());

const acmeMain: ShellNode = { id: '30', name: 'Acme Main', type: 'account', isOwner: true };

/** A gateway whose groups grow by what `CreateGroup` makes, answering with `made`. */
function growingGateway(start: ShellNode[], made: { id: string; accountId: string | null }, grow: (tree: ShellNode[], name: string) => ShellNode[]) {
  let tree = start;
  return ({ operationName, variables }: FakeRequest) => {
    if (operationName === 'Shell') return { data: { myGroups: tree.map(shellGroup) } };
    if (operationName === 'CreateGroup') {
      tree = grow(tree, (variables.input as { name: string }).name);
      return { data: { createGroup: { __typename: 'CreatedGroup', ...made } } };
    }
    if (operationName === 'Reauthenticate') {
      return { data: { reauthenticate: { __typename: 'SessionUser', ...sessionUser({ accountId: (variables.accountId as string | null) ?? null }) } } };
    }
    return { data: null };
  };
}

/** Through Change Account (an owner), or the staff menu's Create new account (super). */
async function createAccount(name: string, way: 'changeAccount' | 'staffMenu') {
  const user = userEvent.setup();
  if (way === 'changeAccount') {
    await user.click(await screen.findByRole('button', { name: 'Change Account' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Change Account' })).getByRole('button', { name: 'Create New Account' }));
  } else {
    await user.click(await screen.findByRole('button', { name: 'More options' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Create new account' }));
  }
  const dialog = await screen.findByRole('dialog', { name: /create new account/i });
  await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), name);
  await user.click(within(dialog).getByRole('button', { name: 'Create' }));
}

describe('creating an account', () => {
  it('makes the new account of a corporate organisation the current one, kept under the current keys', async () => {
    const corporate = (children: ShellNode[]): ShellNode => ({
      id: '20',
      name: 'Acme Ltd',
      type: 'organisation',
      subtype: 'corporate',
      isOwner: true,
      children,
    });
    const requests = renderFrame(
      sessionUser({ accountId: '30' }),
      growingGateway([corporate([acmeMain])], { id: '32', accountId: null }, (_tree, name) => [
        corporate([acmeMain, { id: '32', name, type: 'account', isOwner: true }]),
      ]),
    );
    await createAccount('Acme Shop', 'changeAccount');

    await waitFor(() => expect(localStorage.getItem('currentAccount')).toBe('32'));
    expect(localStorage.getItem('currentOrganisation')).toBe('20');
    expect(requests.of('Reauthenticate').at(-1)?.variables).toEqual({ accountId: '32' });
    await waitFor(() => expect(screen.getByTestId('account-bar-account-name').textContent).toBe('Acme Shop'));
  });

  it('creates the organisation for the user a super user finds, and sends it under their id', async () => {
    const solo: ShellNode = { id: '40', name: 'Solo Traders', type: 'organisation', children: [{ id: '41', name: 'Solo Main', type: 'account' }] };
    const grow = growingGateway([solo], { id: '50', accountId: '51' }, (tree, name) => [
      ...tree,
      { id: '50', name, type: 'organisation', children: [{ id: '51', name: '', type: 'account' }] },
    ]);
    const requests = renderFrame(sessionUser({ roles: ['super'], userName: 'super@provider.example' }), (request) =>
      request.operationName === 'NewAccountOwnerSearch'
        ? {
            data: {
              search: {
                __typename: 'SearchResults',
                filter: 'solo',
                users: { __typename: 'SearchUserPage', items: [{ __typename: 'User', id: '9', name: 'solo@solo.example', personalName: 'Sol Solo' }] },
                groups: {
                  __typename: 'SearchGroupPage',
                  items: [
                    { __typename: 'Group', id: '40', name: 'Solo Traders', type: 'organisation', parentName: null },
                    { __typename: 'Group', id: '41', name: 'Solo Main', type: 'account', parentName: 'Solo Traders' },
                  ],
                },
              },
            },
          }
        : grow(request),
    );
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'More options' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Create new account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create new account' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Find the user or group' }), 'solo');
    await user.click(await within(dialog).findByRole('radio', { name: 'User solo@solo.example (Sol Solo)' }));
    // An account holds no groups, so it is not offered.
    expect(within(dialog).queryByRole('radio', { name: /Solo Main/ })).toBeNull();
    await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'Solo Online');
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));

    await waitFor(() => expect(requests.of('CreateGroup')).toHaveLength(1));
    expect(requests.of('CreateGroup')[0]?.variables).toEqual({ input: { userId: '9', type: 'organisation', name: 'Solo Online' } });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Create new account' })).toBeNull());
  });

  it("sends neither id when the super user chooses no one, and shows the service's error", async () => {
    const requests = renderFrame(sessionUser({ roles: ['super'], userName: 'super@provider.example' }), (request) =>
      request.operationName === 'CreateGroup'
        ? {
            errors: [
              {
                message: 'No user or group id provided',
                extensions: { code: 'BAD_REQUEST', action: 'create the group', msg: 'No user or group id provided', upstreamStatus: 400 },
              },
            ],
          }
        : growingGateway([], { id: '0', accountId: null }, (tree) => tree)(request),
    );
    await createAccount('Nobody’s', 'staffMenu');
    const dialog = screen.getByRole('dialog', { name: 'Create new account' });
    await within(dialog).findByText('Failed to create the group: No user or group id provided');
    expect(requests.of('CreateGroup')[0]?.variables).toEqual({ input: { type: 'organisation', name: 'Nobody’s' } });
  });

  it("shows the gateway's refusal of a name an account beside it has, and keeps the dialog open", async () => {
    const acmeLtd: ShellNode = { id: '20', name: 'Acme Ltd', type: 'organisation', subtype: 'corporate', isOwner: true, children: [acmeMain] };
    const message = 'Acme Ltd already holds a group named "Acme Main": choose another name.';
    const requests = renderFrame(sessionUser({ accountId: '30' }), (request) =>
      request.operationName === 'CreateGroup'
        ? { errors: [{ message, extensions: { code: 'BAD_USER_INPUT', argument: 'input.name' } }] }
        : growingGateway([acmeLtd], { id: '0', accountId: null }, (tree) => tree)(request),
    );
    await createAccount('acme main', 'changeAccount');
    const dialog = screen.getByRole('dialog', { name: /create new account/i });
    await within(dialog).findByText(`Failed to create the account: ${message}`);
    expect(requests.of('CreateGroup')).toHaveLength(1);
    expect(localStorage.getItem('currentAccount')).not.toBe('0');
  });
});
