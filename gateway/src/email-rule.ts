import { isBlankText } from './text-rule';

// An e-mail address as the user server takes one (invitations, a lead's contact, registration), for
// the gateway's check (`checkedEmail`, input-checks.ts) and the web's forms alike, so that what a
// form refuses is what the gateway would.

/** The user server's pattern: something, an @, then a domain of two parts or more, with no space or second @. */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

/** The longest address the user server takes. */
export const MAX_EMAIL_LENGTH = 254;

/** Whether a trimmed address is written as the user server takes one: its pattern, at most MAX_EMAIL_LENGTH. */
export const isWrittenAsEmail = (trimmed: string): boolean => trimmed.length <= MAX_EMAIL_LENGTH && EMAIL_PATTERN.test(trimmed);

/** U+FFFD stands where text lost a character it could not decode: the address is not the one meant. */
const REPLACEMENT_CHARACTER = '\uFFFD';

/** What an address reads as wrongly written (the pattern's words): a space, but not U+FEFF, which JavaScript counts as one. */
const isSpace = (character: string) => /\s/u.test(character) && !/\p{Cf}/u.test(character);

/** U+200B as written in messages: the code point, four hex digits at least. */
const codePoint = (character: string) => `U+${(character.codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, '0')}`;

/**
 * Why `address` would not show as what it is, `subject` (the field, or "This") leading the words, or
 * undefined: a character a screen does not show (by the rule `isBlankText` holds blank text to: a
 * zero-width space, a word joiner, a byte order mark, anywhere, its ends too) or U+FFFD. "a<U+200B>@x.com"
 * passed the pattern's "anything but space and @", was invited, and showed as "a@x.com" in Pending
 * invitations: an address that looks like one it is not. Control characters are the free-text rule's
 * (`controlCharacterWords`).
 */
export function hiddenCharacterWords(address: string, subject: string): string | undefined {
  for (const character of address) {
    if (character === REPLACEMENT_CHARACTER) return `${subject} has a character that could not be read (U+FFFD): type the address again.`;
    if (isBlankText(character) && !isSpace(character)) return `${subject} has an invisible character (${codePoint(character)}): remove it.`;
  }
  return undefined;
}
