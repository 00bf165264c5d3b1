import { controlCharacterWords, isBlankText } from '@portal/gateway/text-rule';
import { z } from 'zod';

// An e-mail address as the gateway takes one (`checkedEmail` in gateway/src/input-checks.ts, the
// user server's own rule): every form that sends one holds it to this, so that what a form refuses
// is what the gateway would. zod's `.email()` is stricter than the user server: it refused
// "bill&ben@example.com" and "olive@bücher.example", which register and sign in through the API.

/** The user server's pattern: something, an @, then a domain of two parts or more, with no space or second @. */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

/** The longest address the user server takes. */
export const MAX_EMAIL_LENGTH = 254;

/** U+FFFD stands where text lost a character it could not decode: the address is not the one meant. */
const REPLACEMENT_CHARACTER = '\uFFFD';

/** A space, which the pattern refuses in its own words; U+FEFF is no space, though JavaScript counts it one. */
const isSpace = (character: string) => /\s/u.test(character) && !/\p{Cf}/u.test(character);

/** U+200B as written in messages: the code point, four hex digits at least. */
const codePoint = (character: string) => `U+${(character.codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, '0')}`;

/**
 * Why the address would not show as what it is, in the gateway's words, or undefined: a control
 * character (a bidi override makes "owner@acme.example" of another address), a character a screen
 * does not show (a zero-width space, a word joiner), or U+FFFD.
 */
export function hiddenCharacterWords(address: string): string | undefined {
  const control = controlCharacterWords(address);
  if (control) return control;
  for (const character of address) {
    if (character === REPLACEMENT_CHARACTER) return 'This has a character that could not be read (U+FFFD): type the address again.';
    if (isBlankText(character) && !isSpace(character)) return `This has an invisible character (${codePoint(character)}): remove it.`;
  }
  return undefined;
}

/** Whether the gateway takes the address (trimmed as it is sent). */
export function isEmailAddress(address: string): boolean {
  return hiddenCharacterWords(address) === undefined && address.length <= MAX_EMAIL_LENGTH && EMAIL_PATTERN.test(address);
}

/**
 * A form's e-mail address: trimmed, and refused with `invalidMessage`, the form's own words, where
 * the gateway would refuse it; a control or invisible character, which nobody sees to correct, is
 * named in the gateway's words instead.
 */
export const emailAddress = (invalidMessage: string) =>
  z
    .string()
    .trim()
    .superRefine((address, ctx) => {
      const hidden = hiddenCharacterWords(address);
      if (hidden) ctx.addIssue({ code: 'custom', message: hidden });
      else if (!isEmailAddress(address)) ctx.addIssue({ code: 'custom', message: invalidMessage });
    });
