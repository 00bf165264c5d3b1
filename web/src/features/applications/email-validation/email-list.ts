import { characterCount, isAtMostCharacters } from '@portal/gateway/text-rule';
import { z } from 'zod';
import { emailKey } from './email-key';
import { findEmails } from './email-pieces';

/** The service validates at most this many addresses at once. */
export const maxEmails = 100;

/** Read-only: one list is shared by everything that reads the same text (`parseEmailList`). */
export interface EmailList {
  /** The addresses picked out of the text (`email-pieces.ts`), each once (the first spelling kept), in the order given. */
  readonly emails: readonly string[];
  /** How many repeats were dropped: addresses with the same key (`email-key.ts`), differing in case, in how their domain is written, or in how Unicode stores a letter. */
  readonly duplicates: number;
  /** How many pieces of the text were left out as not addresses (no @): names, phone numbers, headings. */
  readonly notEmails: number;
}

/**
 * The last text read and its list. On each keystroke the form's check (the resolver), the count
 * under the box and, on Validate, the submit all read the same text; a pasted list of thousands of
 * lines takes tens of milliseconds to read, so it is read once per text, not once per reader.
 */
let lastRead: { text: string; list: EmailList } | null = null;

/** The list in `text`; the same object for the same text as last time. */
export function parseEmailList(text: string): EmailList {
  if (lastRead?.text !== text) lastRead = { text, list: readEmailList(text) };
  return lastRead.list;
}

function readEmailList(text: string): EmailList {
  const { found, notEmails } = findEmails(text);
  const seen = new Set<string>();
  const emails: string[] = [];
  let duplicates = 0;
  for (const { email } of found) {
    const key = emailKey(email);
    if (seen.has(key)) {
      duplicates++;
      continue;
    }
    seen.add(key);
    emails.push(email);
  }
  return { emails, duplicates, notEmails };
}

/**
 * The longest address the e-mail service takes; it refuses a longer one outright, with no verdict.
 * In characters as a person counts them, an emoji one, as the product counts every limit (the
 * gateway's `characterCount`, docs/api-errors.md, "Free text"): not UTF-16 units, which would refuse
 * an address of emoji at half its length.
 */
export const maxEmailLength = 1000;

/** The first `count` characters of a text, never half an emoji, without splitting all of a long one. */
function firstCharacters(text: string, count: number): string {
  let end = 0;
  let taken = 0;
  for (const character of text) {
    if (taken === count) break;
    end += character.length;
    taken += 1;
  }
  return text.slice(0, end);
}

/** Why the list cannot be sent for its over-long addresses, or null: found before sending, in the product's words. */
export function tooLongMessage(emails: readonly string[]): string | null {
  const long = emails.filter((email) => !isAtMostCharacters(email, maxEmailLength));
  const first = long[0];
  if (!first) return null;
  const start = `“${firstCharacters(first, 24)}…”`;
  const limit = maxEmailLength.toLocaleString('en-GB');
  return long.length === 1
    ? `An address in the list has ${characterCount(first).toLocaleString('en-GB')} characters (it starts ${start}): too long to check, as at most ${limit} can be. Correct or remove it.`
    : `${long.length} addresses in the list are longer than ${limit} characters (the first starts ${start}): too long to check. Correct or remove them.`;
}

export function tooManyMessage(count: number): string {
  return `You can validate up to ${maxEmails} addresses at once; this list has ${count}. Remove ${count - maxEmails} and try again.`;
}

/** Text was given, but nothing in it has an @. */
export const noEmailsMessage = 'No e-mail addresses found: nothing in the text has an @. Enter an address, or paste a list';

/** The form: the text as typed, checked for at least one address, at most 100, and none too long for the service. */
export const emailFormSchema = z.object({
  text: z.string().superRefine((text, ctx) => {
    const { emails, notEmails } = parseEmailList(text);
    const tooLong = emails.length > 0 && emails.length <= maxEmails ? tooLongMessage(emails) : null;
    if (emails.length === 0) ctx.addIssue({ code: 'custom', message: notEmails ? noEmailsMessage : 'Enter an e-mail address, or paste a list' });
    else if (emails.length > maxEmails) ctx.addIssue({ code: 'custom', message: tooManyMessage(emails.length) });
    else if (tooLong) ctx.addIssue({ code: 'custom', message: tooLong });
  }),
});
export type EmailForm = z.infer<typeof emailFormSchema>;

/** Replaces one address of the typed text (every occurrence, however written: `email-key.ts`) where the list reader found it, leaving the rest as it was. */
export function replaceEmail(text: string, from: string, to: string): string {
  const key = emailKey(from);
  let result = text;
  // From the end, so the places found earlier in the text still stand.
  for (const { email, start, end } of findEmails(text).found.reverse()) {
    if (emailKey(email) === key) result = result.slice(0, start) + to + result.slice(end);
  }
  return result;
}
