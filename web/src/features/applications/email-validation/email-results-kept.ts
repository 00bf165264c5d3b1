import { z } from 'zod';
import type { EmailReason, EmailResultsTable_ValidationFragment } from '../../../gql/graphql';
import { reasonNames } from '../../../lib/email-reasons';
import { draftKey } from '../../../lib/storage-keys';
import { statusOrder } from './email-results';
import { maxEmails } from './email-list';

/**
 * Kept under the user's drafts (`draft:{userId}:…`) so that what clears the drafts clears these
 * too: Log Out, and another person signing in on the tab (lib/session/session-store.ts).
 */
const screen = 'emailValidationResults';

/**
 * The most a kept record may take, in characters of its JSON (the browser stores two bytes each, and
 * a tab has about 5 MB of session storage, shared with the drafts). 100 addresses with their
 * verdicts take a few thousand; a record over it keeps the addresses one per line in place of the
 * text they were picked out of, and one still over it (100 addresses near the service's 1,000
 * characters each) is not kept.
 */
export const maxKeptCharacters = 250_000;

const rowSchema = z.object({
  email: z.string(),
  status: z.enum(statusOrder).nullable(),
  reason: z.enum(Object.keys(reasonNames) as EmailReason[]).nullable(),
  suggestion: z.string().nullable(),
  failure: z.object({ code: z.string(), message: z.string() }).nullable(),
});

const keptSchema = z
  .object({
    accountId: z.string(),
    /** The box's text as the verdicts were given for it. */
    text: z.string(),
    /** The addresses as sent, in order, one row each. */
    list: z.array(z.string()).max(maxEmails),
    rows: z.array(rowSchema),
  })
  .refine((kept) => kept.rows.length === kept.list.length);

export interface KeptResults {
  accountId: string;
  text: string;
  list: readonly string[];
  rows: readonly EmailResultsTable_ValidationFragment[];
}

/**
 * The last verdicts shown on Email Validation and the list they answer, kept in the tab's session
 * storage per user, for the account they were given for. Each address was a click: leaving the
 * screen (Home, then Back) and coming back shows them again, as they were, rather than an empty
 * box that only Validate, and paying again, would fill. Nothing is kept for another account: its
 * clicks are its own, and a "Not checked" row checked again there would be charged to it.
 */
export const emailResultsKept = {
  read(userId: string, accountId: string): z.infer<typeof keptSchema> | null {
    const raw = sessionStorage.getItem(draftKey(userId, screen));
    if (!raw) return null;
    let value: unknown;
    try {
      value = JSON.parse(raw);
    } catch {
      return null;
    }
    const kept = keptSchema.safeParse(value);
    return kept.success && kept.data.accountId === accountId ? kept.data : null;
  },
  /** Keeps `results` as the user's last; null keeps nothing. */
  keep(userId: string, results: KeptResults | null) {
    const key = draftKey(userId, screen);
    const record = results && keptRecord(results);
    if (!record) {
      sessionStorage.removeItem(key);
      return;
    }
    try {
      sessionStorage.setItem(key, record);
    } catch {
      // Storage full or refused: older results must not come back in place of these.
      sessionStorage.removeItem(key);
    }
  },
};

/** The record as stored, within `maxKeptCharacters`, or null when it cannot be. */
function keptRecord({ accountId, text, list, rows }: KeptResults): string | null {
  const whole = JSON.stringify({ accountId, text, list, rows: rows.map(keptRow) });
  if (whole.length <= maxKeptCharacters) return whole;
  const addressesOnly = JSON.stringify({ accountId, text: list.join('\n'), list, rows: rows.map(keptRow) });
  return addressesOnly.length <= maxKeptCharacters ? addressesOnly : null;
}

/** A row's own fields, without what Apollo adds (`__typename`). */
const keptRow = ({ email, status, reason, suggestion, failure }: EmailResultsTable_ValidationFragment) => ({
  email,
  status,
  reason,
  suggestion,
  failure: failure && { code: failure.code, message: failure.message },
});
