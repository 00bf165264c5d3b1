/**
 * Goes to the provider's own page (payment, saving a card), leaving the portal. An object of its own
 * so that a test can see where the portal would have gone instead of leaving the test's page.
 */
export const leavePortal = { to: (url: string) => window.location.assign(url) };
