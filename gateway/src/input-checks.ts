import { hiddenCharacterWords, isWrittenAsEmail } from './email-rule';
import { EARLIEST_DAY } from './input-bounds';
import { controlCharacterWords, isAtMostCharacters, isBlankText } from './text-rule';
import { requestError } from './upstream/failures';

// Checks of an argument against the limits a service sets on the field it becomes, made before the
// call, so that the caller gets BAD_USER_INPUT naming the argument (`input.description`) instead of
// the service's BAD_REQUEST naming its own field, or nothing. Each message names the field as the
// input does, the argument's last part.

/** The field an argument names, as messages name it: `description` of `input.description`. */
export const fieldOf = (argument: string) => argument.slice(argument.lastIndexOf('.') + 1);

/**
 * The gateway's rule for every free-text argument (docs/api-errors.md, "Free text"): throws
 * BAD_USER_INPUT on `argument` for a control character (C0, C1 or a bidi override or isolate; a
 * `multiline` text keeps its line breaks and tabs), naming it. A text with nothing visible is
 * blank: `isBlankText` answers that, for each field to refuse in its own words.
 */
export function refuseControlCharacters(text: string, argument: string, options: { multiline?: boolean } = {}): void {
  const words = controlCharacterWords(text, options);
  if (words) throw requestError('BAD_USER_INPUT', words, { argument });
}

export { isAtMostCharacters, isBlankText };

/**
 * Text as the partner and catalogue services keep it: trimmed, then at most `most` characters;
 * `required` refuses it blank (nothing visible: empty, spaces or invisible characters alone); a
 * control character is refused (line breaks and tabs kept when `multiline`). Answers it trimmed,
 * as the service keeps it.
 */
export function checkedText(
  value: string,
  argument: string,
  { most, required = false, multiline = false }: { most: number; required?: boolean; multiline?: boolean },
): string {
  const trimmed = value.trim();
  if (isBlankText(trimmed)) {
    if (required) throw requestError('BAD_USER_INPUT', `${fieldOf(argument)} must not be empty.`, { argument });
    // Kept empty, as a text of spaces is: nothing in it would show.
    return '';
  }
  if (!isAtMostCharacters(trimmed, most)) throw requestError('BAD_USER_INPUT', `${fieldOf(argument)} must be at most ${most} characters.`, { argument });
  refuseControlCharacters(trimmed, argument, { multiline });
  return trimmed;
}

/** A whole number from `min` to `max`, as the service's own check of the field states them. */
export function checkedWholeNumber(value: number, argument: string, min: number, max: number): number {
  if (!Number.isSafeInteger(value) || value < min || value > max) {
    throw requestError('BAD_USER_INPUT', `${fieldOf(argument)} must be a whole number from ${min} to ${max}, not ${value}.`, { argument });
  }
  return value;
}

/**
 * A DateTime argument (epoch seconds once parsed) as the services keep one: 1970 or later, since
 * they read a negative time as none of their own.
 */
export function checkedSince1970(seconds: number, argument: string): number {
  if (seconds < 0) throw requestError('BAD_USER_INPUT', `${fieldOf(argument)} must be ${EARLIEST_DAY} or later.`, { argument });
  return seconds;
}

/** Refuses a period's end at or before its start, naming the end, as the services refuse it. */
export function requireEndAfterStart(start: number, end: number, { startArgument, endArgument }: { startArgument: string; endArgument: string }): void {
  if (end <= start) throw requestError('BAD_USER_INPUT', `${fieldOf(endArgument)} must be after ${fieldOf(startArgument)}.`, { argument: endArgument });
}

/**
 * An e-mail address, trimmed; BAD_USER_INPUT on `argument` for one the user server would refuse, or
 * one with a control character (U+202E, a bell), an invisible character (U+200B, U+FEFF, anywhere in
 * it, its ends too) or U+FFFD, which the pattern's "anything but space and @" took.
 */
export function checkedEmail(email: string, argument: string): string {
  const trimmed = email.trim();
  refuseControlCharacters(trimmed, argument);
  const hidden = hiddenCharacterWords(email, fieldOf(argument));
  if (hidden) throw requestError('BAD_USER_INPUT', hidden, { argument });
  if (!isWrittenAsEmail(trimmed)) throw requestError('BAD_USER_INPUT', `${fieldOf(argument)} must be a valid e-mail address.`, { argument });
  return trimmed;
}
