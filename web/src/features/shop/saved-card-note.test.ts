// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { mayPayWithSavedCard, savedCardNote } from './saved-card-note';

const visa = { brand: 'Visa', lastFour: '4242', expiryMonth: 12, expiryYear: 2030 };
const now = new Date(2026, 10, 26);

describe('what checkout says about the saved card', () => {
  it('offers a card still in date, naming it and its expiry', () => {
    expect(savedCardNote(visa, now)).toBe(
      'The payment page offers the saved Visa card ending 4242 (expires 12/2030), or another card. Nothing is bought until the payment is made.',
    );
  });

  it.each([
    [{ ...visa, expiryMonth: 11, expiryYear: 2026 }, true],
    [{ ...visa, expiryMonth: 10, expiryYear: 2026 }, false],
    [{ ...visa, expiryMonth: 1, expiryYear: 2027 }, true],
    [{ ...visa, expiryMonth: 12, expiryYear: 2025 }, false],
  ])('counts a card usable through its expiry month: %o usable %s', (card, usable) => {
    expect(savedCardNote(card, now).startsWith('The payment page offers')).toBe(usable);
  });

  it('says an expired card is not offered, and that a card is asked for when none is kept', () => {
    expect(savedCardNote({ ...visa, expiryMonth: 3, expiryYear: 2026 }, now)).toBe(
      'The saved Visa card ending 4242 expired in 03/2026: the payment page asks for another card. Nothing is bought until the payment is made.',
    );
    expect(savedCardNote(null, now)).toBe('You pay by card on the payment page. Nothing is bought until the payment is made.');
  });

  it('offers the saved card only to a user on the Who may pay list', () => {
    const payers = [{ userId: '1' }, { userId: '3' }];
    expect(mayPayWithSavedCard('1', payers)).toBe(true);
    expect(mayPayWithSavedCard('2', payers)).toBe(false);
    expect(mayPayWithSavedCard('1', [])).toBe(false);
    expect(savedCardNote(visa, now, true)).toBe(savedCardNote(visa, now));
    expect(savedCardNote(visa, now, false)).toBe(
      'The saved Visa card ending 4242 is offered only to those under Who may pay: the payment page asks for another card. Nothing is bought until the payment is made.',
    );
    // An expired card is offered to nobody; no card, nothing to offer.
    expect(savedCardNote({ ...visa, expiryYear: 2025 }, now, false)).toMatch(/^The saved Visa card ending 4242 expired in 12\/2025/);
    expect(savedCardNote(null, now, false)).toBe(savedCardNote(null, now));
  });
});
