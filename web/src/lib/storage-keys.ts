/**
 * Every key the portal keeps in the browser's storage (local and session), in one place so
 * sign-out can clear the right ones; tests/storage-keys.test.ts refuses a key written anywhere else.
 */
export const storageKeys = {
  authDetails: 'authDetails',
  currentOrganisation: 'currentOrganisation',
  currentAccount: 'currentAccount',
  lastPartnerId: 'lastPartnerId',
  lastOrganisationId: 'lastOrganisationId',
  lastAccountId: 'lastAccountId',
  disableAllHelpTips: 'disableAllHelpTips',
  /** What was sent to checkout, for a thank-you page that cannot read the order (features/shop/sent-checkout.ts). */
  sentCheckouts: 'sentCheckouts',
  /** The address look-up's label configuration, kept between visits (features/applications/address-lookup). */
  labelConfiguration: 'labelConfiguration',
  /**
   * Where a session that ended without the person asking (a 401, a failed renewal) left them, or
   * the page opened with nobody signed in, in the tab's session storage, for the next sign-in
   * there (lib/session/return-point.ts).
   */
  returnPoint: 'returnPoint',
} as const;

/** One help tip remembered as seen (value 'true'). */
export const helpTipDisabledKey = (helpTipName: string) => `helpTipDisabled:${helpTipName}`;

/** A message the user asked not to be shown again (value 'true'); `name` is the dialog's own. */
export const dontShowAgainKey = (name: string) => `dontShowAgain:${name}`;

/** Per-account basket orders (docs/texts-and-constants.md): each account's basket, kept across sign-outs. */
export const basketKey = (accountId: string) => `basketOrders:${accountId}`;

/**
 * The billing details typed at checkout, kept in the tab's session storage as they are typed, so that
 * a reload or a declined or cancelled payment brings them back as they were.
 */
export const checkoutDetailsKey = (accountId: string) => `checkoutDetails:${accountId}`;

/** The checkout details keys, every account's, among the keys a storage holds. */
export const checkoutDetailsKeys = (held: readonly string[]) => held.filter((key) => key.startsWith(checkoutDetailsKey('')));

/**
 * What a person typed on `screen` and has not sent, kept in the tab's session storage under their
 * user id: a session that ends takes none of it with it, and nobody else signing in here sees it.
 */
export const draftKey = (userId: string, screen: string) => `draft:${userId}:${screen}`;

/** The draft keys among the keys a storage holds: everyone's, or everyone's but the user `keep`'s. */
export const draftKeys = (held: readonly string[], keep?: string) =>
  held.filter((key) => key.startsWith('draft:') && (keep === undefined || !key.startsWith(draftKey(keep, ''))));

/** The partner, organisation and account acted for, which a lost session's return point puts back. */
export const selectionKeys = [
  storageKeys.currentOrganisation,
  storageKeys.currentAccount,
  storageKeys.lastPartnerId,
  storageKeys.lastOrganisationId,
  storageKeys.lastAccountId,
] as const;

/** What signing out forgets: the user, the partner, organisation and account chosen, and what was sent to checkout. */
export const signedInKeys = [storageKeys.authDetails, ...selectionKeys, storageKeys.sentCheckouts] as const;
