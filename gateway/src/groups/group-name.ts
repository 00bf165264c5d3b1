import { isAtMostCharacters, isBlankText, refuseControlCharacters } from '../input-checks';
import { requestError } from '../upstream/failures';

// A group's name as the caller gives it, creating the group or renaming it: one rule for both, so a
// name updateGroup refuses is not one createGroup sends on to be refused in the service's words.

/** The longest group name the user server keeps. */
export const MAX_GROUP_NAME_LENGTH = 200;

/**
 * The name as it is sent (trimmed); throws BAD_USER_INPUT, `argument` as given, for a blank one
 * (nothing visible), one over 200 characters or one holding a control character, before any service is asked.
 */
export function checkedGroupName(name: string, argument: string): string {
  if (!isAtMostCharacters(name, MAX_GROUP_NAME_LENGTH))
    throw requestError('BAD_USER_INPUT', `name must be at most ${MAX_GROUP_NAME_LENGTH} characters.`, { argument });
  const trimmed = name.trim();
  if (isBlankText(trimmed)) throw requestError('BAD_USER_INPUT', 'name may not be empty.', { argument });
  refuseControlCharacters(trimmed, argument);
  return trimmed;
}
