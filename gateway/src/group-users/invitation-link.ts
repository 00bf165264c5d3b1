import { requestError } from '../upstream/failures';

/** Where the portal's pages live on its origins (docs/routes-and-access.md: every route is under /portal). */
const PORTAL_PATH = '/portal/';

/**
 * The page an invitation's e-mail links to (`InviteGroupUserInput.acceptUrl`), checked: the
 * provider's own e-mail carries it, so it must lead to the portal and nowhere else, or a group's
 * owner could send anyone a link to a site of their choosing under the provider's name. It must be
 * a page under /portal/ on one of the portal's origins (`portalOrigins`: PORTAL_ORIGINS, else the
 * origin the request was sent to, which is how the web app's own invites name it, on the uk and
 * the au. host alike), with no user name, query or fragment of its own: the service adds the
 * invitation's token to the query. Undefined when none is given (the service's own page).
 */
export function invitationLink(value: string | null | undefined, portalOrigins: readonly string[]): string | undefined {
  if (!value) return undefined;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw notThePortal(portalOrigins);
  }
  const bare = !url.username && !url.password && !url.search && !url.hash;
  if (!bare || !portalOrigins.includes(url.origin) || !url.pathname.startsWith(PORTAL_PATH)) throw notThePortal(portalOrigins);
  return url.href;
}

function notThePortal(portalOrigins: readonly string[]) {
  const where = portalOrigins.length ? ` (${portalOrigins.map((origin) => `${origin}${PORTAL_PATH}`).join(', ')})` : '';
  return requestError('BAD_USER_INPUT', `acceptUrl must be a page of the portal${where}, such as its register page, without a query.`, {
    argument: 'acceptUrl',
  });
}
