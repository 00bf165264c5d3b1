import { domainToASCII } from 'node:url';

/**
 * The practical rules of RFC 5321 and 5322 for an address as people type it, with the
 * internationalised addresses of RFC 6531 and 6532: one `@`; a local part of at most 64 bytes
 * (UTF-8) written as a dot-atom (letters, digits and ``!#$%&'*+/=?^_`{|}~-``, or any character
 * beyond ASCII but a control, formatting (a bidi override, a zero-width space), space, unassigned
 * or private character, with dots only between them); a domain, read in its ASCII form (IDNA, so
 * `bücher.de` is `xn--bcher-kva.de`, as DNS reads it), of at most 253 characters of two or more
 * labels, each 1 to 63 letters, digits or hyphens that neither start nor end with a hyphen (in
 * either form), the last (the top-level domain) alphabetic or an `xn--` name; 254 bytes in all.
 * Quoted local parts, comments and address literals (`user@[192.0.2.1]`) are valid in the RFCs
 * but never in a customer's address list, so they count as mistakes here.
 */

/** `domain` is the ASCII form the checks and the domain lists read; `writtenDomain` the domain as written, lower-cased. */
export type SyntaxResult = { ok: true; local: string; domain: string; writtenDomain: string } | { ok: false; problem: string };

const MAX_ADDRESS = 254;
const MAX_LOCAL = 64;
const MAX_DOMAIN = 253;
const MAX_LABEL = 63;
// RFC 6531 adds every UTF-8 character beyond ASCII to the atom's; the invisible and unassigned
// ones (\p{C}: controls, bidi overrides and isolates, zero-width characters) and spaces (\p{Z})
// are never part of an address a person typed, and could make one read as another.
const ATOM = /^(?:[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]|[^\p{ASCII}\p{C}\p{Z}])+$/u;
const LABEL = /^[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?$/;
const TLD = /^(?:[A-Za-z]{2,63}|xn--[A-Za-z0-9-]{1,59})$/;
const BEYOND_ASCII = /[^\p{ASCII}]/u;

/**
 * The ASCII form of a domain written in its own script, or '' when it has none (a character no
 * domain may hold) or a label of it starts or ends with a hyphen, which its ASCII form hides
 * (`-bü` is `xn---b-yka`). An ASCII domain is read as it is.
 */
function asciiDomain(written: string): string {
  if (!BEYOND_ASCII.test(written)) return written;
  const ascii = domainToASCII(written);
  if (ascii === '') return '';
  // The dots IDNA reads as dots: the full stop, and the ideographic and full-width ones.
  const hyphenated = written.split(/[.\u3002\uFF0E\uFF61]/).some((label) => label.startsWith('-') || label.endsWith('-'));
  return hyphenated ? '' : ascii;
}

/** The local part and lower-cased domain of a well-formed address, or what is wrong with it. */
export function parseAddress(input: string): SyntaxResult {
  const address = input.trim();
  if (address === '') return { ok: false, problem: 'empty' };
  if (address.length > MAX_ADDRESS) return { ok: false, problem: 'longer than 254 characters' };
  const at = address.lastIndexOf('@');
  if (at < 0) return { ok: false, problem: 'no @' };
  const local = address.slice(0, at);
  const writtenDomain = address.slice(at + 1).toLowerCase();
  if (local.includes('@')) return { ok: false, problem: 'more than one @' };

  if (local === '') return { ok: false, problem: 'nothing before the @' };
  if (Buffer.byteLength(local) > MAX_LOCAL) return { ok: false, problem: 'the part before the @ is longer than 64 bytes' };
  const atoms = local.split('.');
  if (atoms.some((atom) => atom === '')) return { ok: false, problem: 'a dot at the start or end of the name, or two dots in a row' };
  if (!atoms.every((atom) => ATOM.test(atom))) return { ok: false, problem: 'a character an address cannot hold before the @' };

  if (writtenDomain === '') return { ok: false, problem: 'nothing after the @' };
  const domain = asciiDomain(writtenDomain);
  if (domain === '') return { ok: false, problem: 'a character a domain cannot hold' };
  if (domain.length > MAX_DOMAIN) return { ok: false, problem: 'a domain longer than 253 characters' };
  const labels = domain.split('.');
  if (labels.length < 2) return { ok: false, problem: 'a domain without a top-level domain' };
  if (labels.some((label) => label === '')) return { ok: false, problem: 'a dot at the start or end of the domain, or two dots in a row' };
  if (labels.some((label) => label.length > MAX_LABEL)) return { ok: false, problem: 'a domain label longer than 63 characters' };
  if (!labels.every((label) => LABEL.test(label))) return { ok: false, problem: 'a character a domain cannot hold' };
  if (!TLD.test(labels[labels.length - 1] ?? '')) return { ok: false, problem: 'a top-level domain that is not letters' };
  if (Buffer.byteLength(local) + 1 + domain.length > MAX_ADDRESS) return { ok: false, problem: 'longer than 254 bytes' };
  return { ok: true, local, domain, writtenDomain };
}
