/** Something shown in an order staff choose: filters and comparisons of a plan. */
export interface Ordered {
  displayOrder: number;
}

/** The items as shown: by display order, ties in the order given. */
export function inDisplayOrder<T extends Ordered>(items: readonly T[]): T[] {
  return items
    .map((item, index) => ({ item, index }))
    .sort((a, b) => a.item.displayOrder - b.item.displayOrder || a.index - b.index)
    .map(({ item }) => item);
}

/**
 * Moves the item at `from` to `to` (a drag, or one step with the keyboard) and numbers every item
 * 1, 2, 3... in its new place. Out-of-range moves leave the order as it was.
 */
export function moveItem<T extends Ordered>(items: readonly T[], from: number, to: number): T[] {
  const shown = inDisplayOrder(items);
  if (from < 0 || from >= shown.length || to < 0 || to >= shown.length || from === to) return renumber(shown);
  const moved = [...shown];
  const [item] = moved.splice(from, 1);
  moved.splice(to, 0, item!);
  return renumber(moved);
}

/** Numbers the items 1, 2, 3... in the order given. */
export function renumber<T extends Ordered>(items: readonly T[]): T[] {
  return items.map((item, index) => ({ ...item, displayOrder: index + 1 }));
}

/** The items whose display order differs from before: what must be saved after a move. */
export function changedOrder<T extends Ordered & { id: string }>(before: readonly T[], after: readonly T[]): T[] {
  const was = new Map(before.map((item) => [item.id, item.displayOrder]));
  return after.filter((item) => was.get(item.id) !== item.displayOrder);
}

/** The display order a new item takes: after every item there is. */
export function nextDisplayOrder(items: readonly Ordered[]): number {
  return items.reduce((highest, item) => Math.max(highest, item.displayOrder), 0) + 1;
}
