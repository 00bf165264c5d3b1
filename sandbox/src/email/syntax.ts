/**
 * The practical rules of RFC 5321 and 5322 for an address as people type it: one `@`; a local
 * part of at most 64 characters written as a dot-atom (letters, digits and
 * ``!#$%&'*+/=?^_`{|}~-``, with dots only between them); a domain of at most 253 characters of
 * two or more labels, each 1 to 63 letters, digits or hyphens that neither start nor end with a
 * hyphen, the last (the top-level domain) alphabetic or an `xn--` name; 254 characters in all.
 * Quoted local parts, comments and address literals (`user@[192.0.2.1]`) are valid in the RFCs
 * but never in a customer's address list, so they count as mistakes here.
 */

export type SyntaxResult = { ok: true; local: string; domain: string } | { ok: false; problem: string };

const MAX_ADDRESS = 254;
const MAX_LOCAL = 64;
const MAX_DOMAIN = 253;
const MAX_LABEL = 63;
const ATOM = /^[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+$/;
const LABEL = /^[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?$/;
const TLD = /^(?:[A-Za-z]{2,63}|xn--[A-Za-z0-9-]{1,59})$/;

/** The local part and lower-cased domain of a well-formed address, or what is wrong with it. */
export function parseAddress(input: string): SyntaxResult {
  const address = input.trim();
  if (address === '') return { ok: false, problem: 'empty' };
  if (address.length > MAX_ADDRESS) return { ok: false, problem: 'longer than 254 characters' };
  const at = address.lastIndexOf('@');
  if (at < 0) return { ok: false, problem: 'no @' };
  const local = address.slice(0, at);
  const domain = address.slice(at + 1).toLowerCase();
  if (local.includes('@')) return { ok: false, problem: 'more than one @' };

  if (local === '') return { ok: false, problem: 'nothing before the @' };
  if (local.length > MAX_LOCAL) return { ok: false, problem: 'the part before the @ is longer than 64 characters' };
  const atoms = local.split('.');
  if (atoms.some((atom) => atom === '')) return { ok: false, problem: 'a dot at the start or end of the name, or two dots in a row' };
  if (!atoms.every((atom) => ATOM.test(atom))) return { ok: false, problem: 'a character an address cannot hold before the @' };

  if (domain === '') return { ok: false, problem: 'nothing after the @' };
  if (domain.length > MAX_DOMAIN) return { ok: false, problem: 'a domain longer than 253 characters' };
  const labels = domain.split('.');
  if (labels.length < 2) return { ok: false, problem: 'a domain without a top-level domain' };
  if (labels.some((label) => label === '')) return { ok: false, problem: 'a dot at the start or end of the domain, or two dots in a row' };
  if (labels.some((label) => label.length > MAX_LABEL)) return { ok: false, problem: 'a domain label longer than 63 characters' };
  if (!labels.every((label) => LABEL.test(label))) return { ok: false, problem: 'a character a domain cannot hold' };
  if (!TLD.test(labels[labels.length - 1] ?? '')) return { ok: false, problem: 'a top-level domain that is not letters' };
  return { ok: true, local, domain };
}
