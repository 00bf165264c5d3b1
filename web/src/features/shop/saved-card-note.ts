/** The card an account keeps, as the gateway answers it. */
export interface KeptCard {
  brand: string;
  lastFour: string;
  expiryMonth: number;
  expiryYear: number;
}

const twoDigits = (value: number) => String(value).padStart(2, '0');

/**
 * What checkout says about paying: the provider's payment page offers the account's saved card
 * first (nothing to type) beside another card; a card past its expiry month is not offered.
 */
export function savedCardNote(card: KeptCard | null | undefined, now: Date): string {
  if (!card) return 'You pay by card on the payment page. Nothing is bought until the payment is made.';
  const name = `${card.brand} card ending ${card.lastFour}`;
  const expires = `${twoDigits(card.expiryMonth)}/${card.expiryYear}`;
  if (card.expiryYear * 12 + card.expiryMonth < now.getFullYear() * 12 + now.getMonth() + 1)
    return `The saved ${name} expired in ${expires}: the payment page asks for another card. Nothing is bought until the payment is made.`;
  return `The payment page offers the saved ${name} (expires ${expires}), or another card. Nothing is bought until the payment is made.`;
}
