import { requestError } from '../upstream/failures';

// A person's own name and their company's, as registering and updateUser take them: the user
// server refuses either blank (empty or spaces alone) with BAD_REQUEST naming no argument, after
// register has spent the captcha token. The words are the portal's forms' own (registration and
// My Settings), so a caller reads what a person typing there reads.

const BLANK_NAME_WORDS = {
  personalName: 'Enter your name',
  companyName: 'Enter your company name',
} as const;

/** Throws BAD_USER_INPUT, `argument` as given, for a personal or company name that is blank, before any call. */
export function requireUserName(field: keyof typeof BLANK_NAME_WORDS, value: string, argument: string): void {
  if (value.trim() === '') throw requestError('BAD_USER_INPUT', BLANK_NAME_WORDS[field], { argument });
}
