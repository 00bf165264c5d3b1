import { isAtMostCharacters, isBlankText, refuseControlCharacters } from '../input-checks';
import { requestError } from '../upstream/failures';

/** The longest charity number the user server keeps. */
const MAX_CHARITY_NUMBER = 50;

/**
 * A charity number as it is sent (trimmed); BAD_USER_INPUT, `argument` as given, for a blank one (nothing
 * visible), one over 50 characters or one holding a control character, before any call. Setting a group's charity details and registering a
 * charity use it alike.
 */
export function checkedCharityNumber(given: string, argument: string): string {
  const number = given.trim();
  if (isBlankText(number) || !isAtMostCharacters(number, MAX_CHARITY_NUMBER)) {
    throw requestError('BAD_USER_INPUT', `charityPSLNumber must be 1 to ${MAX_CHARITY_NUMBER} characters.`, { argument });
  }
  refuseControlCharacters(number, argument);
  return number;
}
