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
