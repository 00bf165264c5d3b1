import { groupIds } from './groups';
import { userIds } from './users';

/** A card an account keeps for payments and automatic renewals (a saved payment). */
export interface SavedCard {
  billingEmail: string;
  lastFour: string;
  brand: string;
  expiryMonth: number;
  expiryYear: number;
}

/** Acme Main pays by a saved Visa card, which its owner may use; the other accounts have none yet. */
export function seedSavedCards(): Map<number, SavedCard> {
  return new Map([[groupIds.acmeMain, { billingEmail: 'accounts@acme.example', lastFour: '4242', brand: 'Visa', expiryMonth: 12, expiryYear: 2030 }]]);
}

export function seedPaymentUsers(): Map<number, number[]> {
  return new Map([[groupIds.acmeMain, [userIds.owner]]]);
}
