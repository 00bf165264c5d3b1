// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { formatMoney, formatUnitPrice } from './money';

describe('money', () => {
  it('shows pounds in the uk and Australian dollars in australia', () => {
    expect(formatMoney(1234.5, 'uk')).toBe('£1,234.50');
    expect(formatMoney(1234.5, 'australia')).toBe('A$1,234.50');
  });
  it('keeps the sign in front of the symbol', () => {
    expect(formatMoney(-12, 'uk')).toBe('-£12.00');
  });
  it.each([
    [0.005, 'uk', '£0.005'],
    [0.0125, 'australia', 'A$0.0125'],
    [1.5, 'uk', '£1.50'],
    [0.00001, 'uk', '£0.00'],
  ] as const)('shows a unit price of %s to the fraction of a penny', (amount, territory, text) => {
    expect(formatUnitPrice(amount, territory)).toBe(text);
  });
});
