import { firstAccountPath, pathTo, selectionOf, sortByName, walk } from './group-tree';
import type { GroupView, Selection } from './types';

/** The ids last chosen in this browser (kept in local storage per level). */
export interface StoredSelection {
  partnerId?: string | null;
  organisationId?: string | null;
  accountId?: string | null;
}

/**
 * The partner, organisation and account to act for once the groups are known. The account is, in
 * turn: the stored account; below a stored organisation (else partner), the session's account when
 * it is there, else the first account there; the session's account; the first account in the tree.
 * Ids no longer in the tree are ignored. Partner and organisation are the account's ancestors, or
 * null where the user cannot see them (a member sees only the account).
 */
export function resolveSelection(tree: readonly GroupView[], stored: StoredSelection, sessionAccountId: string | null | undefined): Selection {
  const asAccount = (path: GroupView[] | undefined) => (path?.at(-1)?.type === 'account' ? path : undefined);
  const storedAccount = asAccount(pathTo(tree, stored.accountId));
  if (storedAccount) return selectionOf(storedAccount);

  const sessionAccount = asAccount(pathTo(tree, sessionAccountId));
  // A partner or organisation chosen without an account below it (the change-account dialog
  // stopped there): keep it, and act for an account inside it.
  const storedGroup = pathTo(tree, stored.organisationId) ?? pathTo(tree, stored.partnerId);
  if (storedGroup) {
    const group = storedGroup.at(-1);
    if (group && sessionAccount?.includes(group)) return selectionOf(sessionAccount);
    return selectionOf(firstAccountPath(storedGroup) ?? storedGroup);
  }

  if (sessionAccount) return selectionOf(sessionAccount);
  for (const { group, path } of walk(tree)) if (group.type === 'account') return selectionOf(path);
  return { partner: null, organisation: null, account: null };
}

/** One entry of the change-account dialog. */
export type DrillChoice =
  /** Choosing it ends the drill and applies the selection to the whole chain. */
  | { kind: 'select'; group: GroupView; label: string; selection: Selection }
  /** Choosing it slides to the next level. */
  | { kind: 'drill'; group: GroupView; label: string; choices: DrillChoice[] };

/**
 * "Top-level accounts show the parent name, a dash, then the account name": an account at the top
 * of the user's tree (a member's, whose organisation they cannot see) is named with its parent.
 */
export function topLevelLabel(group: GroupView): string {
  return group.type === 'account' && group.parentName ? `${group.parentName} - ${group.name}` : group.name;
}

/**
 * What the account bar names: every level above the account the user can see, top first, none
 * skipped; then the account, with its parent's name where it sits at the top of the user's tree.
 * Null for the account while none is chosen.
 */
export function accountBarNames({ partner, organisation, account }: Selection): { above: string[]; account: string | null } {
  const above = [partner, organisation].filter((group) => group !== null).map((group) => group.name);
  if (!account) return { above, account: null };
  const name = account.name || 'Unnamed account';
  return { above, account: above.length === 0 ? topLevelLabel({ ...account, name }) : name };
}

/**
 * The first level of the change-account dialog, each choice carrying the level below it. Drilling
 * stops where a group has at most one child: choosing it selects the group and its only child, and
 * that child's only child, and so on. Where such a chain reaches a group with several children,
 * the drill goes on with those, so that no account is out of reach.
 */
export function drillLevels(tree: readonly GroupView[]): DrillChoice[] {
  return sortByName(tree).map((group) => choice(group, [], true));
}

function choice(group: GroupView, above: readonly GroupView[], topLevel = false): DrillChoice {
  const chain = [...above, group];
  let last = group;
  while (last.children.length === 1) {
    last = last.children[0];
    chain.push(last);
  }
  const text = topLevel ? topLevelLabel(group) : group.name;
  if (last.children.length === 0) return { kind: 'select', group, label: text, selection: selectionOf(chain) };
  return { kind: 'drill', group, label: text, choices: sortByName(last.children).map((child) => choice(child, chain)) };
}

/**
 * "Create New Account is offered when the user has a sole corporate organisation or partner":
 * the group a new account goes under. That is the only organisation in the tree when it is
 * corporate, else the only partner. Either must be owned, as creating an account is an owner's
 * act (staff see every group, so rarely qualify; super has its own Create new account entry).
 * When both qualify the organisation wins: the new group is then an account, not an organisation.
 */
export function soleParentForNewAccount(tree: readonly GroupView[]): GroupView | undefined {
  const groups = [...walk(tree)].map(({ group }) => group);
  const sole = (type: GroupView['type']) => {
    const ofType = groups.filter((group) => group.type === type);
    return ofType.length === 1 ? ofType[0] : undefined;
  };
  const organisation = sole('organisation');
  if (organisation?.subtype === 'corporate' && organisation.isOwner) return organisation;
  const partner = sole('partner');
  return partner?.isOwner ? partner : undefined;
}

export function canCreateAccount(tree: readonly GroupView[]): boolean {
  return soleParentForNewAccount(tree) !== undefined;
}
