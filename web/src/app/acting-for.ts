import type { ApolloClient } from '@apollo/client';
import type { ShellQuery as ShellData } from '../gql/graphql';
import type { CurrentAccount } from '../lib/current-account';
import type { SessionUser } from '../lib/session/session-user';
import { sessionStore } from '../lib/session/session-store';
import { currentTerritory } from '../lib/territory';
import { resolveSelection, type StoredSelection } from './access/selection';
import type { AccessContext, GroupView, Selection } from './access/types';
import { toGroupView } from './shell/shell-query';
import { ShellQuery } from './shell/shell-documents';
import { selectionStore } from './shell/selection-store';

/** Whom the portal acts for: the groups, the selection among them, and what the route guard reads. */
export interface ActingFor {
  tree: GroupView[];
  /** null while the groups load. */
  selection: Selection | null;
  access: AccessContext;
  /** What screens are told of the selection. */
  current: CurrentAccount;
  /** Who acts, and for whom (actingForKey): a screen's data loaded under another key is loaded again. */
  key: string;
}

/**
 * The person and the partner, organisation and account they act for, in one string: the data a
 * screen loaded for one of them is not another's, even for the same account (another user of it
 * may be allowed less), so a session that passes straight to someone else loads it again.
 */
export function actingForKey(userId: string, selection: Selection | null): string {
  return selection ? [userId, selection.partner?.id, selection.organisation?.id, selection.account?.id].join('/') : '';
}

/**
 * Works out whom the portal acts for from the groups (undefined while they load), the choice kept
 * in this browser and the session. The signed-in frame and the route loaders both ask this, so a
 * screen's data is always loaded for the account the frame shows.
 */
export function actingFor(groups: ShellData['myGroups'] | undefined, stored: StoredSelection, user: SessionUser): ActingFor {
  const tree = groups ? groups.map(toGroupView) : [];
  const selection = groups ? resolveSelection(tree, stored, user.accountId) : null;
  const territory = currentTerritory();
  return {
    tree,
    selection,
    access: { user: { roles: user.roles, validated: user.validated }, selection, territory },
    current: { partner: selection?.partner ?? null, organisation: selection?.organisation ?? null, account: selection?.account ?? null, territory },
    key: actingForKey(user.id, selection),
  };
}

/**
 * The same for a route loader, as the navigation starts: the groups come from the client's cache,
 * or are asked for once (the frame's own request for them is shared with this one while in flight).
 * Null when there is no validated session or the groups cannot be had; the frame says why.
 */
export async function actingForNow(client: ApolloClient): Promise<ActingFor | null> {
  const user = sessionStore.get();
  if (!user?.validated) return null;
  try {
    const { data } = await client.query({ query: ShellQuery });
    return data ? actingFor(data.myGroups, selectionStore.get(), user) : null;
  } catch {
    return null;
  }
}
