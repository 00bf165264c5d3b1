import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import type { CurrentAccount, CurrentGroup } from '../../lib/current-account';
import type { SessionUser } from '../../lib/session/session-user';
import { sessionStore } from '../../lib/session/session-store';
import { acmeMain } from '../../test/acme-main';
import { sessionUser } from '../../test/session-user';
import { AccountSummary } from './account-summary';

/** Northwind Partners › Acme Ltd › Acme Main as someone who holds none of them directly sees it. */
function northwindAcmeMain(flags: Pick<CurrentGroup, 'isOwner' | 'isMember'>): CurrentAccount {
  const group = (id: string, name: string, type: CurrentGroup['type']) => ({ id, name, type, territory: 'uk' as const, pendingOwnership: false, ...flags });
  return {
    partner: group('101', 'Northwind Partners', 'partner'),
    organisation: group('102', 'Acme Ltd', 'organisation'),
    account: group('103', 'Acme Main', 'account'),
    territory: 'uk',
  };
}

function renderSummary(current: CurrentAccount, roles: SessionUser['roles']) {
  sessionStore.signIn(sessionUser({ roles }));
  render(
    <MemoryRouter>
      <AccountSummary current={current} />
    </MemoryRouter>,
  );
}

describe('the current account on home', () => {
  afterEach(() => sessionStore.signOut());

  it.each([
    ['the owner', acmeMain(), ['account'], 'Owner'],
    ['a member', acmeMain({ member: true }), ['account'], 'Member'],
    // Her access comes from the partner she manages: she is not staff.
    ['a manager of the partner above', northwindAcmeMain({ isOwner: false, isMember: false }), ['account'], 'Manager'],
    ['staff, who hold no group', northwindAcmeMain({ isOwner: false, isMember: false }), ['sales'], 'Staff access'],
  ] as const)('names the access of %s', (_who, current, roles, label) => {
    renderSummary(current, [...roles]);
    expect(screen.getByText(label)).toBeTruthy();
  });
});

describe("a new organisation's account with no name yet", () => {
  afterEach(() => sessionStore.signOut());

  const unnamed = (partnerSubtype: string | null): CurrentAccount => {
    const current = northwindAcmeMain({ isOwner: true, isMember: false });
    return {
      ...current,
      partner: current.partner && { ...current.partner, subtype: partnerSubtype },
      account: current.account && { ...current.account, name: '' },
    };
  };

  it('leads its owner to finish setting it up', () => {
    renderSummary(unnamed(null), ['account']);
    expect(screen.getByRole('link', { name: 'Finish setting up' }).getAttribute('href')).toBe('/welcomewizard');
  });

  it('offers no set-up under a referrer partner, whose owners lack administration and would be refused', () => {
    renderSummary(unnamed('referrer'), ['account']);
    expect(screen.queryByRole('link', { name: 'Finish setting up' })).toBeNull();
  });
});
