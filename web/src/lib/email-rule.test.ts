// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { emailAddress, isEmailAddress } from './email-rule';

const form = z.object({ email: emailAddress('Enter a valid e-mail address') });

/** The form's words for what it typed, or 'ok' with the address it sends. */
function verdict(typed: string): string {
  const parsed = form.safeParse({ email: typed });
  return parsed.success ? `ok ${parsed.data.email}` : parsed.error.issues.map((issue) => issue.message).join('; ');
}

// The addresses the gateway's `checkedEmail` (gateway/src/input-checks.ts) takes and refuses, with
// the form's own words for a badly written one and the gateway's for a character nobody sees.
describe('an e-mail address as the gateway takes one', () => {
  it.each([
    ['an ampersand, which zod refused', 'bill&ben@example.com', 'ok bill&ben@example.com'],
    ['an internationalised domain, which zod refused', 'olive@bücher.example', 'ok olive@bücher.example'],
    ['letters of any alphabet', 'ольга@пример.рф', 'ok ольга@пример.рф'],
    ['a plus and an apostrophe', "o'neil+news@acme.example", "ok o'neil+news@acme.example"],
    ['spaces around it, trimmed', '  owner@acme.example ', 'ok owner@acme.example'],
    ['254 characters', `${'a'.repeat(241)}@acme.example`, `ok ${'a'.repeat(241)}@acme.example`],
    ['255 characters', `${'a'.repeat(242)}@acme.example`, 'Enter a valid e-mail address'],
    ['empty', '', 'Enter a valid e-mail address'],
    ['no @', 'owner.acme.example', 'Enter a valid e-mail address'],
    ['two @', 'owner@acme@example.com', 'Enter a valid e-mail address'],
    ['a domain of one part', 'owner@localhost', 'Enter a valid e-mail address'],
    ['an empty part of the domain', 'owner@acme..example', 'Enter a valid e-mail address'],
    ['a space within', 'owner name@acme.example', 'Enter a valid e-mail address'],
    ['a right-to-left override', 'owner@acme.example\u202e', 'This has an invisible control character (U+202E, right-to-left override): remove it.'],
    ['a NUL', 'owner\u0000@acme.example', 'This has an invisible control character (U+0000, null character): remove it.'],
    ['a line break within', 'owner@acme\n.example', 'This has an invisible control character (U+000A, line break): remove it.'],
    ['a zero-width space', 'owner\u200b@acme.example', 'This has an invisible character (U+200B): remove it.'],
    ['a word joiner', 'owner@acme\u2060.example', 'This has an invisible character (U+2060): remove it.'],
    ['a character that could not be read', 'ow\ufffdner@acme.example', 'This has a character that could not be read (U+FFFD): type the address again.'],
  ])('%s', (_case, typed, expected) => {
    expect(verdict(typed)).toBe(expected);
  });

  it('answers isEmailAddress as the form does', () => {
    expect(isEmailAddress('bill&ben@example.com')).toBe(true);
    expect(isEmailAddress('owner@acme.example\u202e')).toBe(false);
  });
});
