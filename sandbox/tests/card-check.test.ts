import { describe, expect, it } from 'vitest';
import { checkCard, declineReason, passesLuhn } from '../src/services/account-manager/card-check';

const march2026 = new Date(Date.UTC(2026, 2, 18));
const card = (changes: Partial<{ name: string; number: string; expiry: string; cvc: string }>) => ({
  name: 'A Owner',
  number: '4242 4242 4242 4242',
  expiry: '12/30',
  cvc: '123',
  ...changes,
});

describe('the payment page card checks', () => {
  it.each([
    ['4242424242424242', true],
    ['4242424242424241', false],
    ['5555555555554444', true],
    ['378282246310005', true],
    ['4000000000000002', true],
  ])('Luhn of %s is %s', (digits, passes) => {
    expect(passesLuhn(digits)).toBe(passes);
  });

  it.each([
    ['4242 4242 4242 4242', '123', 'Visa', '4242'],
    ['5555-5555-5555-4444', '123', 'Mastercard', '4444'],
    ['3782 822463 10005', '1234', 'American Express', '0005'],
    ['4000 0566 5566 5556', '999', 'Visa', '5556'],
  ])('accepts the test number %s', (number, cvc, brand, lastFour) => {
    expect(checkCard(card({ number, cvc }), march2026)).toEqual({ ok: true, card: { brand, lastFour, expiryMonth: 12, expiryYear: 2030, name: 'A Owner' } });
  });

  it.each([
    [{ number: '4242 4242 4242 4241' }, 'number', 'Enter a valid card number'],
    [{ number: '12345' }, 'number', 'Enter a valid card number'],
    [{ number: '6011 1111 1111 1117' }, 'number', 'We accept Visa, Mastercard and American Express'],
    [{ expiry: '13/30' }, 'expiry', 'Enter the expiry date as MM/YY'],
    [{ expiry: 'soon' }, 'expiry', 'Enter the expiry date as MM/YY'],
    [{ expiry: '02/26' }, 'expiry', 'This card has expired'],
    [{ cvc: '12' }, 'cvc', 'Enter the 3-digit security code'],
    [{ number: '378282246310005', cvc: '123' }, 'cvc', 'Enter the 4-digit security code'],
    [{ name: '  ' }, 'name', 'Enter the name on the card'],
  ])('refuses %j: %s says %s', (changes, field, problem) => {
    expect(checkCard(card(changes), march2026)).toEqual({ ok: false, problems: { [field]: problem } });
  });

  it('takes a card expiring this very month', () => {
    expect(checkCard(card({ expiry: '03/2026' }), march2026).ok).toBe(true);
  });

  it('names the decline reasons of the declined test numbers, and none for the others', () => {
    expect(declineReason('4000 0000 0000 0002')).toBe('Your card was declined.');
    expect(declineReason('4000000000009995')).toBe('Your card has insufficient funds.');
    expect(declineReason('4242424242424242')).toBeUndefined();
  });
});
