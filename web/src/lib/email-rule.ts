import { hiddenCharacterWords as hiddenEmailCharacterWords, isWrittenAsEmail } from '@portal/gateway/email-rule';
import { controlCharacterWords } from '@portal/gateway/text-rule';
import { z } from 'zod';

// An e-mail address as the gateway takes one (`checkedEmail` in gateway/src/input-checks.ts, the
// user server's own rule, in gateway/src/email-rule.ts): every form that sends one holds it to this, so that what a form refuses
// is what the gateway would. zod's `.email()` is stricter than the user server: it refused
// "bill&ben@example.com" and "olive@bücher.example", which register and sign in through the API.

/**
 * Why the address would not show as what it is, in the gateway's words, or undefined: a control
 * character (a bidi override makes "owner@acme.example" of another address), a character a screen
 * does not show (a zero-width space, a word joiner), or U+FFFD.
 */
export function hiddenCharacterWords(address: string): string | undefined {
  return controlCharacterWords(address) ?? hiddenEmailCharacterWords(address, 'This');
}

/** Whether the gateway takes the address (trimmed as it is sent). */
export function isEmailAddress(address: string): boolean {
  return hiddenCharacterWords(address) === undefined && isWrittenAsEmail(address);
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
