import { portalPage } from '../http/portal-page';

/**
 * The page an invitation's e-mail links to (`InviteGroupUserInput.acceptUrl`), checked: the
 * provider's own e-mail carries it, so it must lead to the portal and nowhere else, or a group's
 * owner could send anyone a link to a site of their choosing under the provider's name. It must be
 * a page of the portal (http/portal-page.ts: under /portal/ on one of `portalOrigins`, which is how
 * the web app's own invites name it, on the uk and the au. host alike), with no user name, query or
 * fragment of its own: the service adds the invitation's token to the query. Undefined when none
 * is given (the service's own page).
 */
export function invitationLink(value: string | null | undefined, portalOrigins: readonly string[]): string | undefined {
  if (!value) return undefined;
  return portalPage(value, portalOrigins, { argument: 'input.acceptUrl', example: 'its register page' });
}
