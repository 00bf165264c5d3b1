import { isAtMostCharacters, isBlankText, refuseControlCharacters } from '../input-checks';
import { requestError } from '../upstream/failures';

// A user's details as registering and updateUser send them to the user server, which refuses any
// detail over 200 characters, and a blank (empty or spaces alone) name, company or country, with
// BAD_REQUEST naming no argument (after register has spent the captcha token). The words are the
// portal's forms' own (registration and My Settings), so a caller reads what a person typing there
// reads. Blank is the gateway's (docs/api-errors.md, "Free text"): nothing visible, so that a name
// of zero-width spaces is refused as one of spaces is, not kept to show as an empty Name cell.

/** The user server's limit on every detail, counted as sent (spaces around it too). */
const MAX_DETAIL_LENGTH = 200;

const BLANK_DETAIL_WORDS = {
  personalName: 'Enter your name',
  companyName: 'Enter your company name',
  country: 'Enter your country',
} as const;

/** The details a user always has: given, they may not be blank. */
export type RequiredUserDetail = keyof typeof BLANK_DETAIL_WORDS;

export function isRequiredUserDetail(field: string): field is RequiredUserDetail {
  return Object.hasOwn(BLANK_DETAIL_WORDS, field);
}

/**
 * Throws BAD_USER_INPUT, `argument` as given, for text over `most` characters, or with words for it
 * blank, or holding a control character. Length first, as the user server checks.
 */
function refuseDetail(value: string, argument: string, most: number, blankWords?: string): void {
  if (!isAtMostCharacters(value, most)) throw requestError('BAD_USER_INPUT', `At most ${most} characters`, { argument });
  if (isBlankText(value)) {
    if (blankWords) throw requestError('BAD_USER_INPUT', blankWords, { argument });
    return;
  }
  // As sent: each detail is one line, so a line break around it is refused too.
  refuseControlCharacters(value, argument);
}

/**
 * Throws BAD_USER_INPUT, `argument` as given, for a detail over 200 characters, holding a control
 * character or, when `required` names it, blank; before any call. The length comes first, as the user server checks it.
 */
export function requireUserDetail(value: string, argument: string, required?: RequiredUserDetail): void {
  refuseDetail(value, argument, MAX_DETAIL_LENGTH, required && BLANK_DETAIL_WORDS[required]);
}

/** The user server takes a registering user's country of at most 100 characters (a later change, 200). */
const MAX_REGISTRATION_COUNTRY_LENGTH = 100;

/** The country registering sends: not blank, at most 100 characters; in the registration form's words, where it is chosen from a list. */
export function requireRegistrationCountry(value: string, argument: string): void {
  refuseDetail(value, argument, MAX_REGISTRATION_COUNTRY_LENGTH, 'Choose a country');
}
