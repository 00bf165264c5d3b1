import type { UpstreamGroup } from '../users/user-server-types';

type Node = Omit<UpstreamGroup, 'children'> & { children: Node[] };

// Groups whose `children` are complete as far as the caller may see. Children nested in an
// answer may lack their own, so only these are trusted without asking the server again.
const childrenKnown = new WeakSet<UpstreamGroup>();

/** Records that `group.children` lists every child the caller may see. */
export function markChildrenKnown(group: UpstreamGroup): UpstreamGroup {
  childrenKnown.add(group);
  return group;
}

/** The group's children when they are known to be complete, else undefined. */
export function knownChildren(group: UpstreamGroup): readonly UpstreamGroup[] | undefined {
  return childrenKnown.has(group) ? (group.children ?? []) : undefined;
}

/**
 * Each of `groups` and of the groups nested in them, once, whose children are known: those that
 * may answer for the group as fully as the server would. The others are passed through only to
 * reach what is nested in them.
 */
export function groupsWithKnownChildren(groups: readonly UpstreamGroup[]): UpstreamGroup[] {
  const known: UpstreamGroup[] = [];
  const seen = new Set<UpstreamGroup>();
  const pending = [...groups];
  for (let group = pending.pop(); group !== undefined; group = pending.pop()) {
    if (seen.has(group)) continue;
    seen.add(group);
    if (knownChildren(group)) known.push(group);
    pending.push(...(group.children ?? []));
  }
  return known.sort(byId);
}

export function byId(a: UpstreamGroup, b: UpstreamGroup): number {
  return a.id - b.id;
}

/**
 * The flat list of groups a caller may see, as a tree: each group under its parent, children
 * sorted by id. A group whose parent is not in the list (the caller cannot see it) is top-level.
 * The answers are shared and frozen, so the tree is built from copies.
 */
export function buildGroupTree(groups: readonly UpstreamGroup[]): UpstreamGroup[] {
  const nodes = new Map<number, Node>();
  for (const group of groups) nodes.set(group.id, { ...group, children: [] });

  const roots: Node[] = [];
  for (const node of nodes.values()) {
    const parent = node.parentId === null || node.parentId === node.id ? undefined : nodes.get(node.parentId);
    if (parent) parent.children.push(node);
    else roots.push(node);
  }
  for (const node of nodes.values()) {
    node.children.sort(byId);
    markChildrenKnown(node);
  }
  return roots.sort(byId);
}
