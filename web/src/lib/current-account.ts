import { useOutletContext } from 'react-router';
import type { Territory } from './territory';

/** A group as the screens see the current choice of partner, organisation and account. */
export interface CurrentGroup {
  id: string;
  name: string;
  type: 'partner' | 'organisation' | 'account';
  territory: Territory;
  isOwner: boolean;
  isMember: boolean;
  pendingOwnership: boolean;
  /** referrer or corporate, or none; the frame gives it (a screen made in a test may leave it out). */
  subtype?: string | null;
}

/** What the signed-in frame tells every screen: whose account is in use, in which territory. */
export interface CurrentAccount {
  partner: CurrentGroup | null;
  organisation: CurrentGroup | null;
  account: CurrentGroup | null;
  territory: Territory;
}

export function useCurrentAccount(): CurrentAccount {
  return useOutletContext<CurrentAccount>();
}
