import { requestError } from '../upstream/failures';

/** Where the portal's pages live on its origins (docs/routes-and-access.md: every route is under /portal). */
export const PORTAL_PATH = '/portal/';

/**
 * The address as it is sent on, when it is a page of the portal: http or https, on one of
 * `portalOrigins`, under /portal/, with no user name, password, query or fragment. Undefined for
 * anything else, or anything that is no absolute address at all (`//evil.example`).
 *
 * It is read as a browser reads it (WHATWG URL: a backslash is a slash, `..` and `%2e%2e` are
 * resolved, tabs and line breaks dropped), and the address sent on is that reading written out
 * again (`href`), never the text given, so the service and the browser it sends back cannot take
 * it for another host than the one checked here.
 */
export function portalPageOf(value: string, portalOrigins: readonly string[]): string | undefined {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return undefined;
  }
  const web = url.protocol === 'http:' || url.protocol === 'https:';
  const bare = !url.username && !url.password && !url.search && !url.hash;
  return web && bare && portalOrigins.includes(url.origin) && url.pathname.startsWith(PORTAL_PATH) ? url.href : undefined;
}

/** Which address is checked, and a page the portal sends there, for the refusal's message. */
export interface PortalPageArgument {
  /** As `extensions.argument` names it: `acceptUrl`, `backUrl`, `input.paidUrl`. */
  argument: string;
  /** "its register page": what the portal itself sends. */
  example: string;
}

/**
 * A caller-supplied address that one of the provider's pages or e-mails sends a browser to (an
 * invitation's link, the payment page's way back, an invoice's Back link), checked before any
 * service is asked: it must be a page of the portal (`portalPageOf`), or the provider's page would
 * send its customer anywhere a phishing link chose, under the provider's name. The portal's
 * origins are PORTAL_ORIGINS, else the origin the request was sent to (`GatewayContext.portalOrigins`).
 * Anything else is refused with BAD_USER_INPUT on `argument`, nothing having been attempted.
 */
export function portalPage(value: string, portalOrigins: readonly string[], { argument, example }: PortalPageArgument): string {
  const page = portalPageOf(value, portalOrigins);
  if (page !== undefined) return page;
  const where = portalOrigins.length ? ` (${portalOrigins.map((origin) => `${origin}${PORTAL_PATH}`).join(', ')})` : '';
  throw requestError('BAD_USER_INPUT', `${argument} must be a page of the portal${where}, such as ${example}, without a query.`, { argument });
}
