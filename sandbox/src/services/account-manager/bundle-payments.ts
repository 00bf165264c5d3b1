import type { Bundle } from '../../seed';

/** The card a bundle was paid with, as the payment took it. */
export interface PaidCard {
  brand: string;
  lastFour: string;
}

// Kept by the bundle itself (the object on its subscription) rather than by its id: the invoice page
// is handed the bundle, a removed bundle takes its payment with it, and one sandbox's bundles are
// never another's, so nothing here outlives the store the bundle belongs to.
const cardPayments = new WeakMap<Bundle, PaidCard>();

/** Notes that the bundle was bought with the card: in the shop, or as an automatic top-up with the saved card. */
export function recordCardPayment(bundle: Bundle, card: PaidCard): void {
  cardPayments.set(bundle, { brand: card.brand, lastFour: card.lastFour });
}

/** The card the bundle was paid with; undefined for one staff added, which is paid on account. */
export function cardPaymentOf(bundle: Bundle): PaidCard | undefined {
  return cardPayments.get(bundle);
}
