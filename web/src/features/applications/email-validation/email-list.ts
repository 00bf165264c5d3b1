import { z } from 'zod';

/** The service validates at most this many addresses at once. */
export const maxEmails = 100;

/** Lines, commas and semicolons separate addresses; so do spaces and tabs, which no address holds unquoted. */
const separators = /[\s,;]+/;

export interface EmailList {
  /** Trimmed, blanks dropped, each address once (the first spelling kept), in the order given. */
  emails: string[];
  /** How many repeats were dropped; addresses differing only in case count as repeats. */
  duplicates: number;
}

export function parseEmailList(text: string): EmailList {
  const seen = new Set<string>();
  const emails: string[] = [];
  let duplicates = 0;
  for (const part of text.split(separators)) {
    const email = part.trim();
    if (!email) continue;
    const key = email.toLowerCase();
    if (seen.has(key)) {
      duplicates++;
      continue;
    }
    seen.add(key);
    emails.push(email);
  }
  return { emails, duplicates };
}

export function tooManyMessage(count: number): string {
  return `You can validate up to ${maxEmails} addresses at once; this list has ${count}. Remove ${count - maxEmails} and try again.`;
}

/** The form: the text as typed, checked for at least one address and at most 100. */
export const emailFormSchema = z.object({
  text: z.string().superRefine((text, ctx) => {
    const { emails } = parseEmailList(text);
    if (emails.length === 0) ctx.addIssue({ code: 'custom', message: 'Enter an e-mail address, or paste a list' });
    else if (emails.length > maxEmails) ctx.addIssue({ code: 'custom', message: tooManyMessage(emails.length) });
  }),
});
export type EmailForm = z.infer<typeof emailFormSchema>;

/** Replaces one address of the typed text (every occurrence, whatever its case), leaving the separators as they were. */
export function replaceEmail(text: string, from: string, to: string): string {
  const key = from.toLowerCase();
  return text
    .split(/([\s,;]+)/)
    .map((part) => (part.trim().toLowerCase() === key ? to : part))
    .join('');
}
