/**
 * The route guards' refusal texts, the portal's own words for a page the person may not use here.
 * The route guards show them, and so does a screen when the gateway refuses a call by the same
 * rule: its FORBIDDEN error names the rule in `extensions.reason` (docs/api-errors.md), while its
 * message is written for whoever called the API.
 */
export const refusals = {
  owner: 'This page is not currently available while using this account. Please switch to another account or return home.',
  partner: 'The page you were looking for is only available for partners.',
  referrer: 'The page you were looking for is not accessible through this partner type.',
  territory: 'The page you were looking for is not accessible through this account.',
} as const;

/** The text the portal shows for the gateway's refusal `reason`; undefined for any other. */
export function refusalText(reason: string | undefined): string | undefined {
  switch (reason) {
    // Group-users-only routes use the owner-only text, as do the staff-role refusals of the
    // owner-and-staff screens.
    case 'NOT_GROUP_USER':
    case 'NOT_OWNER':
    case 'ROLE_REQUIRED':
      return refusals.owner;
    case 'NOT_PARTNER':
      return refusals.partner;
    case 'REFERRER_PARTNER':
      return refusals.referrer;
    case 'TERRITORY':
      return refusals.territory;
    default:
      return undefined;
  }
}
