// Where signing in again may lead: back into the portal, never out of it. The path comes from the
// tab's own session storage, which the portal wrote from the page's address; it is checked all the
// same, so that nothing else put there (a script, a person at the console) can turn the login page
// into a way to send someone to another site.

const basename = '/portal/';

/**
 * The pages of signing in itself, as the router matches them (in any case, with or without a
 * trailing slash): signing in never leads back to one (/validate sends a validated user home).
 */
const signingIn = /^\/(login|register|resetpassword|validate)\/?$/i;

/**
 * The route (the router's path without its basename, with the query) for `href`, a page of the
 * portal as the address bar read it (`/portal/applications/emailvalidation?x=1`), or null when it
 * is anything else: an absolute or protocol-relative address, a backslash a browser would read as a
 * slash, white space or control characters a browser would drop, or a path that leaves `/portal/`
 * once its dot segments are resolved, or is a page of signing in. The hash is dropped: no route reads it.
 */
export function returnPathOf(href: unknown): string | null {
  // eslint-disable-next-line no-control-regex -- control characters are what is refused
  if (typeof href !== 'string' || !href.startsWith(basename) || /[\\\s\u0000-\u001f\u007f]/.test(href)) return null;
  const origin = 'http://portal.invalid';
  const url = new URL(href, origin);
  if (url.origin !== origin || !url.pathname.startsWith(basename) || url.pathname.includes('//')) return null;
  const path = url.pathname.slice(basename.length - 1);
  return signingIn.test(path) ? null : path + url.search;
}
