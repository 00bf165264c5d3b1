/** The card an account keeps, as the gateway answers it. */
export interface KeptCard {
  brand: string;
  lastFour: string;
  expiryMonth: number;
  expiryYear: number;
}

const twoDigits = (value: number) => String(value).padStart(2, '0');

/**
 * Whether the signed-in user may pay with the account's saved card: the payment page offers it only
 * to a user on the account's Who may pay list (`paymentUsers`).
 */
export function mayPayWithSavedCard(userId: string, paymentUsers: readonly { userId: string }[]): boolean {
  return paymentUsers.some((payer) => payer.userId === userId);
}

/**
 * What checkout says about paying: the provider's payment page offers the account's saved card
 * first (nothing to type) beside another card, to a user on its Who may pay list only
 * (`mayPay`, from mayPayWithSavedCard; left out where the list is not known); a card past its
 * expiry month is not offered.
 */
export function savedCardNote(card: KeptCard | null | undefined, now: Date, mayPay = true): string {
  if (!card) return 'You pay by card on the payment page. Nothing is bought until the payment is made.';
  const name = `${card.brand} card ending ${card.lastFour}`;
  const expires = `${twoDigits(card.expiryMonth)}/${card.expiryYear}`;
  if (card.expiryYear * 12 + card.expiryMonth < now.getFullYear() * 12 + now.getMonth() + 1)
    return `The saved ${name} expired in ${expires}: the payment page asks for another card. Nothing is bought until the payment is made.`;
  if (!mayPay)
    return `The saved ${name} is offered only to those under Who may pay: the payment page asks for another card. Nothing is bought until the payment is made.`;
  return `The payment page offers the saved ${name} (expires ${expires}), or another card. Nothing is bought until the payment is made.`;
}
