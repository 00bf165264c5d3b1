import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import type { CurrentAccount } from '../../lib/current-account';
import { dialogStore } from '../../components/dialogs/dialog-store';
import { fakeGateway, type FakeAnswer, type FakeRequest } from '../../test/fake-gateway';
import { renderRoute } from '../../test/render-route';
import * as route from './partner-administration-route';

const northwind: CurrentAccount = {
  partner: { id: '101', name: 'Northwind Partners', type: 'partner', territory: 'uk', isOwner: true, isMember: false, pendingOwnership: false },
  organisation: null,
  account: null,
  territory: 'uk',
};

const unavailable: FakeAnswer = { data: null, errors: [{ message: 'The account manager did not answer.', extensions: { code: 'UPSTREAM_UNAVAILABLE' } }] };

/** The page, its accounts answered with `accounts`; no users, and the partner's invitations unavailable. */
async function openAdministration(accounts: FakeAnswer) {
  const gateway = fakeGateway(({ operationName, variables }: FakeRequest) => {
    if (operationName === 'PartnerAccounts') return accounts;
    if (operationName === 'PartnerGroup') return unavailable;
    if (operationName === 'GroupUsersPage') {
      const users = { __typename: 'GroupUserPage', totalCount: 0, offset: variables.offset, limit: variables.limit, users: [] };
      return { data: { groupAdministration: { __typename: 'GroupAdministration', id: '101', users } } };
    }
    throw new Error(`Not expected: ${operationName}`);
  });
  await renderRoute(route, { client: gateway.client, current: northwind, path: '/partner/administration' });
}

const alerts = () => screen.queryAllByRole('alert').map((alert) => alert.textContent);

describe("a partner's accounts", () => {
  afterEach(() => dialogStore.closeAll());

  it('says the accounts failed to load in their place, with no empty list behind it and no dialog', async () => {
    await openAdministration(unavailable);
    await waitFor(() => expect(alerts()).toContain('Failed to load the partner’s accounts: The account manager did not answer.'));
    expect(screen.queryByText(/No accounts below this partner hold a plan yet/)).toBeNull();
    expect(dialogStore.list()).toEqual([]);
  });

  it('says no account holds a plan yet when the partner has none', async () => {
    await openAdministration({ data: { partnerAccounts: [] } });
    expect(await screen.findByText('No accounts below this partner hold a plan yet.')).toBeTruthy();
    expect(alerts().filter((text) => text?.includes('accounts'))).toEqual([]);
  });
});
