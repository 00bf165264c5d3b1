import type { GroupView, Selection } from './types';

// Walking the group tree the gateway answers (myGroups): top-level groups, each with its children.

/** Ids are numbers sent as text: "103" comes before "1010". */
export const byId = (a: GroupView, b: GroupView): number => a.id.localeCompare(b.id, 'en', { numeric: true });

/** The change-account dialog's order: by name, ignoring case, then by id so equal names stay put. */
export const byName = (a: GroupView, b: GroupView): number => a.name.localeCompare(b.name, 'en', { sensitivity: 'accent' }) || byId(a, b);

export const sortByName = (groups: readonly GroupView[]): GroupView[] => [...groups].sort(byName);

/** Every group with the groups above it (top first), depth-first, children by id. */
export function* walk(tree: readonly GroupView[], above: readonly GroupView[] = []): Generator<{ group: GroupView; path: GroupView[] }> {
  for (const group of [...tree].sort(byId)) {
    const path = [...above, group];
    yield { group, path };
    yield* walk(group.children, path);
  }
}

/** The group with that id and the groups above it, top first; undefined when not in the tree. */
export function pathTo(tree: readonly GroupView[], id: string | null | undefined): GroupView[] | undefined {
  if (id === null || id === undefined) return undefined;
  for (const { group, path } of walk(tree)) if (group.id === id) return path;
  return undefined;
}

/** The first account at or below the end of the path, with the groups above it. */
export function firstAccountPath(path: readonly GroupView[]): GroupView[] | undefined {
  const last = path.at(-1);
  if (!last) return undefined;
  if (last.type === 'account') return [...path];
  for (const found of walk(last.children, path)) if (found.group.type === 'account') return found.path;
  return undefined;
}

/** The partner, organisation and account on a path (a level the user cannot see stays null). */
export function selectionOf(path: readonly GroupView[]): Selection {
  const ofType = (type: GroupView['type']) => path.find((group) => group.type === type) ?? null;
  return { partner: ofType('partner'), organisation: ofType('organisation'), account: ofType('account') };
}
