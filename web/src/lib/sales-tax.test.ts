// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { formatPriceWithTax, includedTax, includedTaxNote, taxMark } from './sales-tax';

describe('sales tax on shop prices', () => {
  it('marks uk prices as including VAT and australia prices as including GST', () => {
    expect(taxMark('GBP')).toBe('incl. VAT');
    expect(taxMark('AUD')).toBe('incl. GST');
    expect(formatPriceWithTax(1200, 'GBP')).toBe('£1,200.00 incl. VAT');
    expect(formatPriceWithTax(280, 'AUD')).toBe('A$280.00 incl. GST');
  });

  it.each([
    // VAT at 20% is a sixth of a price that includes it; GST at 10% an eleventh.
    [120, 'GBP', 20],
    [190, 'GBP', 31.67],
    [150, 'GBP', 25],
    [0.05, 'GBP', 0.01],
    [110, 'AUD', 10],
    [280, 'AUD', 25.45],
    [0, 'GBP', 0],
  ] as const)('finds the tax held in %s %s: %s', (amount, currency, tax) => {
    expect(includedTax(amount, currency)).toBe(tax);
  });

  it('says how much of a total is tax, at which rate', () => {
    expect(includedTaxNote(190, 'GBP')).toBe('Includes VAT at 20%: £31.67');
    expect(includedTaxNote(280, 'AUD')).toBe('Includes GST at 10%: A$25.45');
  });
});
