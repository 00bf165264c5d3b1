export interface GroupNode {
  id: string;
  children?: readonly GroupNode[] | null;
}

/** The chain from a top-level group down to the group with this id, or [] when it is not in the tree. */
export function pathTo<T extends GroupNode>(roots: readonly T[], id: string): T[] {
  for (const root of roots) {
    if (root.id === id) return [root];
    const below = pathTo((root.children ?? []) as readonly T[], id);
    if (below.length > 0) return [root, ...below];
  }
  return [];
}
