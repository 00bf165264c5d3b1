/**
 * The page the browser is at, as the gateway takes it for an address the provider's pages send
 * the customer back to (the payment, card and invoice pages' way back): a page under /portal/ on
 * this origin, without the query or fragment it may have now, which the gateway refuses.
 */
export const thisPortalPage = () => `${window.location.origin}${window.location.pathname}`;
