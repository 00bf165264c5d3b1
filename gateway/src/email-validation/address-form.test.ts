import { describe, expect, it } from 'vitest';
import { addressForService, hasUntypedCharacter } from './address-form';

describe('an address holding a character no one types', () => {
  it.each([
    // name, address, untyped
    ['a zero-width space ending the domain', 'jose@gmail.com\u200b', true],
    ['a soft hyphen in the domain', 'jose@gm\u00adail.com', true],
    ['a zero-width non-joiner in the domain', 'jose@gm\u200cail.com', true],
    ['a zero-width joiner in the domain', 'jose@gm\u200dail.com', true],
    ['a word joiner in the domain', 'jose@gm\u2060ail.com', true],
    ['a byte order mark inside the domain', 'jose@gm\ufeffail.com', true],
    ['a combining grapheme joiner in the domain', 'jose@gm\u034fail.com', true],
    ['a variation selector after a letter of the domain', 'jose@gm\ufe0fail.com', true],
    ['a Hangul filler in the domain', 'jose@gm\u3164ail.com', true],
    ['a left-to-right mark in the domain', 'jose@gmail\u200e.com', true],
    ['a right-to-left override in the domain', 'jose@gm\u202eail.com', true],
    ['a control character in the domain', 'jose@gm\u0007ail.com', true],
    ['a private-use character in the domain', 'jose@gm\ue000ail.com', true],
    ['a lone surrogate in the domain', 'jose@gm\ud800ail.com', true],
    ['a replacement character before the @', 'jos\ufffd@gmail.com', true],
    ['a replacement character in the domain', 'jose@m\ufffdnchen.de', true],
    ['a plain address', 'jose@gmail.com', false],
    ['a domain in its own script', 'info@münchen.de', false],
    ['a domain in Chinese', '用户@例子.广告', false],
    ['a domain in its ASCII form', 'info@xn--mnchen-3ya.de', false],
    ['an emoji typed as a phone types it, with its variation selector', 'jo@i\u2764\ufe0f.ws', false],
    ['a letter beyond ASCII before the @', 'josé@gmail.com', false],
    // Before the @ the service refuses them itself, and sees them, as that part is sent as typed.
    ['a zero-width space before the @, which the service sees', 'jo\u200bse@gmail.com', false],
    // The white space around an address is not in it: the service reads it trimmed.
    ['a line break after the address', 'jose@gmail.com\n', false],
    ['a byte order mark before the address', '\ufeffjose@gmail.com', false],
    ['a byte order mark after the address', 'jose@gmail.com\ufeff', false],
    ['no @ at all, a syntax mistake the service finds', 'jose\u200b', false],
  ])('%s: %j', (_name, address, untyped) => {
    expect(hasUntypedCharacter(address)).toBe(untyped);
  });

  it('is looked for before the conversion, which drops such characters without a word', () => {
    expect(addressForService('jose@gm\u00adail.com')).toBe('jose@gmail.com');
    expect(addressForService('jose@gmail.com\u200b')).toBe('jose@gmail.com');
  });
});
