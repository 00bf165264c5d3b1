import { MAX_SHOP_CLICKS } from '@portal/gateway/input-bounds';
import { z } from 'zod';

/**
 * One line of an account's basket, as the shell keeps it:
 * the organisation and account (ccId) buying, the plan's dataset and id, and the clicks wanted.
 */
export interface BasketItem {
  organisationId: string;
  ccId: string;
  datasetId: string;
  planId: string;
  clicks: number;
}

/** The most clicks one basket item may hold (the shop's maximumClicks). */
export const MAX_CLICKS = MAX_SHOP_CLICKS;

const storedItem = z.object({
  organisationId: z.coerce.string().min(1),
  ccId: z.coerce.string().min(1),
  datasetId: z.coerce.string(),
  planId: z.coerce.string().min(1),
  clicks: z.number().int().positive().max(MAX_CLICKS),
});

/**
 * The basket read back from local storage. Storage is the browser's, so anything may be there:
 * lines that are not items, or belong to another account, are dropped rather than trusted.
 */
export function parseBasket(raw: string | null, accountId: string): BasketItem[] {
  if (!raw) return [];
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return [];
  }
  if (!Array.isArray(value)) return [];
  const items: BasketItem[] = [];
  for (const entry of value) {
    const parsed = storedItem.safeParse(entry);
    if (parsed.success && parsed.data.ccId === accountId) items.push(parsed.data);
  }
  return mergeSamePlan(items);
}

/** Whether `clicks` is a quantity a line may hold. */
export function isValidClicks(clicks: number): boolean {
  return Number.isInteger(clicks) && clicks > 0 && clicks <= MAX_CLICKS;
}

/**
 * Adds a line. A plan already in the basket gains the clicks instead of a second line, so the
 * basket holds each plan once and its count is the number of plans to buy.
 */
export function addToBasket(items: readonly BasketItem[], item: BasketItem): BasketItem[] {
  if (!isValidClicks(item.clicks)) throw new RangeError(`Cannot add ${item.clicks} clicks`);
  const existing = items.findIndex((line) => line.planId === item.planId && line.ccId === item.ccId);
  if (existing < 0) return [...items, item];
  return items.map((line, index) => (index === existing ? { ...line, clicks: Math.min(MAX_CLICKS, line.clicks + item.clicks) } : line));
}

/** The basket with the plan's clicks changed; unchanged when the plan is not in it. */
export function changeClicks(items: readonly BasketItem[], planId: string, clicks: number): BasketItem[] {
  if (!isValidClicks(clicks)) throw new RangeError(`Cannot hold ${clicks} clicks`);
  return items.map((line) => (line.planId === planId ? { ...line, clicks } : line));
}

/** The basket without the plan. */
export function removeFromBasket(items: readonly BasketItem[], planId: string): BasketItem[] {
  return items.filter((line) => line.planId !== planId);
}

/** Older baskets could hold a plan twice; they read back as one line with the clicks added. */
function mergeSamePlan(items: BasketItem[]): BasketItem[] {
  return items.reduce<BasketItem[]>((merged, item) => addToBasket(merged, item), []);
}
