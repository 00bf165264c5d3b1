import { domainToASCII, domainToUnicode } from 'node:url';

/**
 * An address whose domain is written in its own script (`info@münchen.de`) is the same mailbox as
 * its ASCII form (`info@xn--mnchen-3ya.de`), the form mail servers and DNS use. The service is
 * sent that form, so both spellings get the same verdict; the caller still sees the address as
 * typed. A domain that has no ASCII form is sent as typed, for the service to call it a mistake.
 */
export function addressForService(email: string): string {
  const at = email.lastIndexOf('@');
  if (at < 0) return email;
  const domain = email.slice(at + 1);
  if (!/[^ -~]/.test(domain)) return email; // printable ASCII already
  const ascii = domainToASCII(domain);
  return ascii ? `${email.slice(0, at)}@${ascii}` : email;
}

/** A suggestion for an address typed in its own script, written back in that script. */
export function suggestionAsTyped(typed: string, suggestion: string): string {
  if (addressForService(typed) === typed) return suggestion;
  const at = suggestion.lastIndexOf('@');
  if (at < 0) return suggestion;
  const unicode = domainToUnicode(suggestion.slice(at + 1));
  return unicode ? `${suggestion.slice(0, at)}@${unicode}` : suggestion;
}

/**
 * Characters that show nothing and that no one types into a domain: controls, format characters (a
 * soft hyphen, a zero-width space or joiner, a word joiner, a byte order mark, bidi marks),
 * unassigned and private ones (\p{C}, what the service refuses before the @), and the other
 * default-ignorable ones (a combining grapheme joiner, a variation selector, a Hangul filler).
 */
const INVISIBLE = /[\p{C}\p{Default_Ignorable_Code_Point}]/u;

/** A variation selector after an emoji is the emoji's own, as a phone types it (❤️ is U+2764 U+FE0F). */
const EMOJI_STYLE = /(?<=\p{Extended_Pictographic})[\uFE0E\uFE0F]/gu;

/**
 * U+FFFD stands for a character lost when text was read in the wrong character set (`josé` in a
 * Latin-1 file read as UTF-8 is `jos\uFFFD`): the address is not the one the person had.
 */
const REPLACEMENT_CHARACTER = '\uFFFD';

/**
 * Whether the address holds a character no one types into one (docs/verdicts.md): a syntax
 * mistake. The gateway decides it, as the service cannot: the domain's ASCII form (addressForService)
 * drops several invisible characters without a word (`gm\u00ADail.com`, with a soft hyphen, is
 * `gmail.com`), and the service takes U+FFFD as any character beyond ASCII. The white space around
 * the address is not in it, as the service reads it (`trim`); before the @, the service refuses
 * the invisible characters itself.
 */
export function hasUntypedCharacter(email: string): boolean {
  const address = email.trim();
  if (address.includes(REPLACEMENT_CHARACTER)) return true;
  const at = address.lastIndexOf('@');
  return at >= 0 && INVISIBLE.test(address.slice(at + 1).replace(EMOJI_STYLE, ''));
}
