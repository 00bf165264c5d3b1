/** Every key the portal keeps in local storage, in one place so sign-out can clear the right ones. */
export const storageKeys = {
  authDetails: 'authDetails',
  currentOrganisation: 'currentOrganisation',
  currentAccount: 'currentAccount',
  lastPartnerId: 'lastPartnerId',
  lastOrganisationId: 'lastOrganisationId',
  lastAccountId: 'lastAccountId',
  disableAllHelpTips: 'disableAllHelpTips',
} as const;

/** Per-account basket orders (docs/texts-and-constants.md): each account's basket, kept across sign-outs. */
export const basketKey = (accountId: string) => `basketOrders:${accountId}`;

/**
 * The billing details typed at checkout, kept in the tab's session storage while the person is on
 * the payment page, so that a declined or cancelled payment brings them back as they were.
 */
export const checkoutDetailsKey = (accountId: string) => `checkoutDetails:${accountId}`;

/** What signing out forgets: the user and the partner, organisation and account chosen. */
export const signedInKeys = [
  storageKeys.authDetails,
  storageKeys.currentOrganisation,
  storageKeys.currentAccount,
  storageKeys.lastPartnerId,
  storageKeys.lastOrganisationId,
  storageKeys.lastAccountId,
] as const;
