import { describe, expect, it } from 'vitest';
import { formatMoney } from './money';

describe('money', () => {
  it('shows pounds in the uk and Australian dollars in australia', () => {
    expect(formatMoney(1234.5, 'uk')).toBe('£1,234.50');
    expect(formatMoney(1234.5, 'australia')).toBe('A$1,234.50');
  });
  it('keeps the sign in front of the symbol', () => {
    expect(formatMoney(-12, 'uk')).toBe('-£12.00');
  });
});
