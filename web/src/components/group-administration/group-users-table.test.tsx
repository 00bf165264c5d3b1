import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeGateway, renderScreen, type FakeRequest } from '../../test/render-screen';
import { routeTo } from '../../lib/navigation';
import { GroupUsersTable } from './group-users-table';

const editPath = (userId: string) => routeTo('/administration/account/edituser/:userId', { userId });

/** A group of 5,000 members, answered a page at a time as the gateway does. */
const everyone = Array.from({ length: 5000 }, (_, n) => ({
  __typename: 'GroupUser',
  id: `111:${n + 1}`,
  userId: String(n + 1),
  email: `user${String(n + 1).padStart(4, '0')}@bulk.example`,
  personalName: `Bulk User ${n + 1}`,
  accessLevel: 'member',
  inherited: false,
  heldInGroupName: 'Solo Main',
  locked: n === 1,
  activity: '2026-11-20T09:30:00.000Z',
}));

function respond({ variables }: FakeRequest) {
  const offset = Number(variables.offset);
  const limit = Number(variables.limit);
  const matching = variables.filter ? everyone.filter((user) => user.email.includes(String(variables.filter))) : everyone;
  return {
    data: {
      groupAdministration: {
        __typename: 'GroupAdministration',
        id: '111',
        users: { __typename: 'GroupUserPage', totalCount: matching.length, offset, limit, users: matching.slice(offset, offset + limit) },
      },
    },
  };
}

describe("an account's users", () => {
  it('asks for one page at a time, and the next page when asked', async () => {
    const gateway = fakeGateway(respond);
    const user = userEvent.setup();
    renderScreen(<GroupUsersTable groupId="111" editPath={editPath} />, { client: gateway.client });
    const table = await screen.findByRole('table', { name: 'Users' });
    expect(within(table).getAllByTestId('account-user-row')).toHaveLength(25);
    expect(screen.getByRole('heading', { name: 'Users (5,000)' })).toBeTruthy();
    expect(within(table).getByText('Locked')).toBeTruthy();
    expect(gateway.of('GroupUsersPage')[0]?.variables).toMatchObject({ groupId: '111', offset: 0, limit: 25, orderBy: 'email' });

    await user.click(screen.getByRole('button', { name: 'Go to next page' }));
    await screen.findByText('user0026@bulk.example');
    expect(gateway.of('GroupUsersPage').at(-1)?.variables).toMatchObject({ offset: 25, limit: 25 });
    expect(screen.getByText('26–50 of 5,000')).toBeTruthy();
  });

  it('stays on the page moved to while nothing is typed', async () => {
    const gateway = fakeGateway(respond);
    const user = userEvent.setup();
    renderScreen(<GroupUsersTable groupId="111" editPath={editPath} />, { client: gateway.client });
    await screen.findByRole('table', { name: 'Users' });
    await user.click(screen.getByRole('button', { name: 'Go to next page' }));
    await screen.findByText('user0026@bulk.example');
    // Longer than the pause after typing, which was started on mount, so it has run by now.
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(screen.getByText('26–50 of 5,000')).toBeTruthy();
    expect(gateway.of('GroupUsersPage').at(-1)?.variables).toMatchObject({ offset: 25 });
  });

  it('sorts by the column chosen, from the first page', async () => {
    const gateway = fakeGateway(respond);
    const user = userEvent.setup();
    renderScreen(<GroupUsersTable groupId="111" editPath={editPath} />, { client: gateway.client });
    await screen.findByRole('table', { name: 'Users' });
    await user.click(screen.getByRole('button', { name: 'Go to next page' }));
    await screen.findByText('user0026@bulk.example');
    await user.click(screen.getByRole('button', { name: 'Last active' }));
    await waitFor(() => expect(gateway.of('GroupUsersPage').at(-1)?.variables).toMatchObject({ offset: 0, orderBy: 'activity' }));
  });

  it('finds users by what is typed', async () => {
    const gateway = fakeGateway(respond);
    const user = userEvent.setup();
    renderScreen(<GroupUsersTable groupId="111" editPath={editPath} />, { client: gateway.client });
    await screen.findByRole('table', { name: 'Users' });
    await user.type(screen.getByRole('textbox', { name: 'Find a user' }), 'user4999');
    await screen.findByRole('heading', { name: 'Users (1)' });
    expect(gateway.of('GroupUsersPage').at(-1)?.variables).toMatchObject({ filter: 'user4999', offset: 0 });
    expect(screen.getByRole('link', { name: 'Edit Bulk User 4999' }).getAttribute('href')).toBe('/administration/account/edituser/4999');
  });
});
