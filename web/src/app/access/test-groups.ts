import type { AccessContext, GroupView, Role, Selection } from './types';

// Small hand-made group trees for the unit tests of this folder.

type GroupSpec = Partial<Omit<GroupView, 'children'>> & Pick<GroupView, 'id' | 'name' | 'type'>;

export function group(fields: GroupSpec, children: GroupView[] = []): GroupView {
  const node: GroupView = {
    subtype: null,
    territory: 'uk',
    isOwner: false,
    isMember: false,
    isManager: false,
    pendingOwnership: false,
    parentId: null,
    parentName: null,
    ...fields,
    children,
  };
  for (const child of children) {
    child.parentId = node.id;
    child.parentName = node.name;
  }
  return node;
}

export const account = (id: string, name: string, flags: Partial<GroupView> = {}) => group({ id, name, type: 'account', ...flags });

export function context(roles: Role[], selection: Selection | null, more: Partial<AccessContext> = {}): AccessContext {
  return { user: { roles, validated: true }, selection, territory: 'uk', ...more };
}

/** An owned account in an owned organisation, without a partner. */
export function ownedSelection(): Selection {
  const main = account('3', 'Main', { isOwner: true });
  const organisation = group({ id: '2', name: 'Org', type: 'organisation', isOwner: true }, [main]);
  return { partner: null, organisation, account: main };
}

/** The same chain under a partner, all owned; a referrer when asked. */
export function partnerSelection(subtype: 'referrer' | null = null, isOwner = true): Selection {
  const main = account('3', 'Main', { isOwner });
  const organisation = group({ id: '2', name: 'Org', type: 'organisation', isOwner }, [main]);
  const partner = group({ id: '1', name: 'Partner', type: 'partner', subtype, isOwner }, [organisation]);
  return { partner, organisation, account: main };
}

/** A member of the account only: the groups above are out of sight. */
export function memberSelection(): Selection {
  return { partner: null, organisation: null, account: account('3', 'Main', { isMember: true, parentId: '2' }) };
}

/** What staff see of a customer's account: every flag false. */
export function strangerSelection(): Selection {
  const main = account('3', 'Main');
  const organisation = group({ id: '2', name: 'Org', type: 'organisation' }, [main]);
  return { partner: null, organisation, account: main };
}

/**
 * The owner of an organisation and its account under a partner they only belong to (they accepted
 * an invitation to it): owning carries down the tree, never up.
 */
export function partnerMemberSelection(subtype: 'referrer' | null = null): Selection {
  const main = account('3', 'Main', { isOwner: true });
  const organisation = group({ id: '2', name: 'Org', type: 'organisation', isOwner: true }, [main]);
  const partner = group({ id: '1', name: 'Partner', type: 'partner', subtype, isMember: true }, [organisation]);
  return { partner, organisation, account: main };
}
