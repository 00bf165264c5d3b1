import { fieldOf } from '../input-checks';
import { requestError } from '../upstream/failures';

/** The user server's password rule, in its own words; the gateway checks it before a password is tried. */
export const PASSWORD_RULE = 'Password must be at least 8 characters and contain a letter and a digit';

/**
 * The longest password the user server takes, counted as it counts one (JavaScript's length: an
 * emoji is two). It answers a longer one with 400, which the attempt throttle took for a wrong
 * current password or reset code.
 */
export const MAX_PASSWORD_LENGTH = 200;

export function meetsPasswordRule(password: string): boolean {
  return password.length >= 8 && /\p{L}/u.test(password) && /\d/.test(password);
}

/**
 * Throws BAD_USER_INPUT, with `argument` as given, for a new password the user server would refuse
 * (too long, or short of the rule, in the rule's words): checked before any call, so such a password
 * is never tried, and never counts as a wrong current password or reset code with the attempt throttle.
 */
export function requirePasswordRule(password: string, argument: string): void {
  if (password.length > MAX_PASSWORD_LENGTH)
    throw requestError('BAD_USER_INPUT', `${fieldOf(argument)} must be at most ${MAX_PASSWORD_LENGTH} characters.`, { argument });
  if (!meetsPasswordRule(password)) throw requestError('BAD_USER_INPUT', PASSWORD_RULE, { argument });
}
