// A token's referrer as the user server matches it: the origin a browser sends with a call, compared
// whole. The gateway's check (`checkReferrer`, tokens/token-settings.ts) and the web's token forms
// read this one rule, so that what a form refuses is what the gateway would.

/**
 * A host a browser can send in an origin: a domain name of letters, digits, hyphens and underscores
 * (an international one already in punycode, as the URL parser writes it), an IPv4 address (digits
 * and dots), or an IPv6 address in brackets. The URL parser also takes `*`, `!`, `$`, `'` and more in
 * a host; a referrer of "https://*.acme.example" was kept and then refused every call, since no
 * browser sends that origin and the service matches no wildcard.
 */
const BROWSER_HOST = /^(?:[a-z0-9_-]+(?:\.[a-z0-9_-]+)*\.?|\[[0-9a-f:.]+\])$/;

/** Whether `text` (trimmed) is an http(s) address whose origin a browser could send. */
export function isWebOrigin(text: string): boolean {
  let url: URL;
  try {
    url = new URL(text.trim());
  } catch {
    return false;
  }
  return (url.protocol === 'https:' || url.protocol === 'http:') && BROWSER_HOST.test(url.hostname);
}

/** Whether a referrer tries a wildcard, which matches no site: its refusal says so. */
export const hasWildcard = (text: string): boolean => text.includes('*');
