import { z } from 'zod';
import { checkoutDetailsKey } from '../../lib/storage-keys';
import { blankBilling, type BillingDetails } from './billing-details';

/** What the person typed at checkout. */
export interface CheckoutDraft {
  billing: BillingDetails;
}

// Each detail as typed, text, whatever the form will say of it: a field left empty, or too long, is
// kept as the person left it, with the others, rather than the whole draft dropped for it.
const draftSchema = z
  .object(Object.fromEntries(Object.keys(blankBilling).map((name) => [name, z.string()])) as Record<keyof BillingDetails, z.ZodString>)
  .partial();

/**
 * The checkout as typed, kept in the tab's session storage as it is typed and again just before the
 * portal leaves for the payment page: a reload, or a declined or cancelled payment, comes back to the
 * basket, which must show the details again rather than the defaults. Session storage is the tab's
 * own and goes with it; signing out, or another person signing in here, empties it (session-store.ts).
 */
export const checkoutDraft = {
  keep(accountId: string, draft: CheckoutDraft) {
    try {
      sessionStorage.setItem(checkoutDetailsKey(accountId), JSON.stringify(draft));
    } catch {
      // Storage full or refused (a private window): the payment still goes ahead; only the
      // convenience of finding the details again is lost.
    }
  },
  /** The details kept for the account: only fields that are text survive a stored value tampered with. */
  read(accountId: string): { billing: Partial<BillingDetails> } | null {
    let stored: unknown;
    try {
      stored = JSON.parse(sessionStorage.getItem(checkoutDetailsKey(accountId)) ?? 'null');
    } catch {
      return null;
    }
    if (typeof stored !== 'object' || stored === null) return null;
    const parsed = draftSchema.safeParse((stored as Record<string, unknown>).billing);
    return parsed.success ? { billing: parsed.data } : null;
  },
  /** Once an order is paid its details have served. */
  forget(accountId: string) {
    sessionStorage.removeItem(checkoutDetailsKey(accountId));
  },
};
