/**
 * The key two addresses are compared by, so one mailbox counts once however it is written. Pure.
 *
 * Case never tells mailboxes apart in a customer's list, so the whole address is lowercased. A
 * domain written in its own script (`jo@bücher.de`) is the same as its ASCII, punycode form
 * (`jo@xn--bcher-kva.de`), which is what the gateway sends the service for both
 * (gateway/src/email-validation/address-form.ts), so both would be checked and charged for: the
 * domain, after the last @, is keyed by its ASCII form, as the browser's URL parser writes it.
 *
 * One letter may be stored two ways in Unicode: precomposed (`â`, U+00E2, as most keyboards type it)
 * or as a letter and a combining mark (`a` then U+0302, as macOS file names, some PDFs and some
 * spreadsheets give it). Both look the same and name the same mailbox, so the address is read in
 * its composed form (NFC) first; otherwise a list holding `siân.evans@…` both ways would be sent,
 * and charged, twice. The address sent is still the one typed.
 */
export function emailKey(email: string): string {
  const lower = email.normalize('NFC').toLowerCase();
  const at = lower.lastIndexOf('@');
  if (at < 0) return lower;
  return `${lower.slice(0, at + 1)}${asciiDomain(lower.slice(at + 1))}`;
}

/**
 * Characters the URL parser reads as something other than the host (a path, query, fragment, user
 * or port), decodes (%) or drops (spaces): with one of them the parser would key `gmail.com/x` or
 * `gmail.com:25` as plain `gmail.com`, and two addresses the service tells apart would count as one.
 */
const notHostOnly = /[/\\?#@:%\s]/;

/**
 * The domain's ASCII form; a domain already in printable ASCII, one that is not a host name on its
 * own, or one that has none, stays as written. Only a domain with other characters is converted, as
 * the gateway converts it: the URL parser also reads an ASCII `1.2` as the IP address `1.0.0.2`,
 * and the service is sent both as typed, two addresses.
 */
function asciiDomain(domain: string): string {
  if (!/[^ -~]/.test(domain) || notHostOnly.test(domain)) return domain;
  try {
    return new URL(`http://${domain}`).hostname;
  } catch {
    return domain;
  }
}
