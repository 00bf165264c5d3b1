import { requestError } from '../upstream/failures';

/** The user server's password rule, in its own words; the gateway checks it before a password is tried. */
export const PASSWORD_RULE = 'Password must be at least 8 characters and contain a letter and a digit';

export function meetsPasswordRule(password: string): boolean {
  return password.length >= 8 && /\p{L}/u.test(password) && /\d/.test(password);
}

/**
 * Throws BAD_USER_INPUT, with the rule's words and `argument` as given, for a new password the user
 * server would refuse: checked before any call, so a weak password is never tried, and never counts
 * as a wrong current password or reset code with the attempt throttle.
 */
export function requirePasswordRule(password: string, argument: string): void {
  if (!meetsPasswordRule(password)) throw requestError('BAD_USER_INPUT', PASSWORD_RULE, { argument });
}
