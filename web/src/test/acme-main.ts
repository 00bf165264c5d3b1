import type { CurrentAccount } from '../lib/current-account';
import type { Territory } from '../lib/territory';

// The demo accounts the web tests act for, as the signed-in frame gives one to a screen: Acme
// Main of Acme Ltd (uk) and Koala Main of Koala Pty (australia), with the sandbox's ids.

const group = (id: string, name: string, type: 'organisation' | 'account', territory: Territory, owner: boolean) => ({
  id,
  name,
  type,
  territory,
  isOwner: owner,
  isMember: !owner,
  pendingOwnership: false,
});

/**
 * Acme Main, its organisation's and its own owner signed in; `member` signs in a member of both
 * instead, and `territory` moves it (a test of the australian words without Koala's names).
 */
export function acmeMain({ territory = 'uk', member = false }: { territory?: Territory; member?: boolean } = {}): CurrentAccount {
  return {
    partner: null,
    organisation: group('102', 'Acme Ltd', 'organisation', territory, !member),
    account: group('103', 'Acme Main', 'account', territory, !member),
    territory,
  };
}

/** Koala Main, the australian demo account, its owner signed in. */
export const koalaMain = (): CurrentAccount => ({
  partner: null,
  organisation: group('120', 'Koala Pty', 'organisation', 'australia', true),
  account: group('121', 'Koala Main', 'account', 'australia', true),
  territory: 'australia',
});
