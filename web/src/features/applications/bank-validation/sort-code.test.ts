// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { accountNumberDigits, bankAccountSchema, caretAfterDigits, formatSortCode, maskSortCode } from './sort-code';

describe('the sort code mask 00-00-00', () => {
  it.each([
    ['', ''],
    ['0', '0'],
    ['08', '08'],
    ['089', '08-9'],
    ['0899', '08-99'],
    ['08999', '08-99-9'],
    ['089999', '08-99-99'],
    ['08-99-99', '08-99-99'],
    ['08 99 99', '08-99-99'],
    ['0899991', '08-99-99'],
    ['sort code: 08.99.99', '08-99-99'],
    ['ab', ''],
  ])('shows %j as %j', (typed, shown) => {
    expect(formatSortCode(typed)).toBe(shown);
  });

  it('keeps the caret after the digit just typed, past a dash it put in', () => {
    expect(maskSortCode('089', 3)).toEqual({ value: '08-9', caret: 4 });
    expect(maskSortCode('08-999', 6)).toEqual({ value: '08-99-9', caret: 7 });
  });

  it('keeps the caret in place when a digit goes in the middle', () => {
    // "08-99-99" with the caret after "08-9", then "1" typed there.
    expect(maskSortCode('08-919-99', 5)).toEqual({ value: '08-91-99', caret: 5 });
  });

  it('deletes back over a dash without getting stuck on it', () => {
    // Backspace at the end of "08-9" leaves "08-".
    expect(maskSortCode('08-', 3)).toEqual({ value: '08', caret: 2 });
  });

  it('puts the caret at the start when no digit comes before it', () => {
    expect(caretAfterDigits('08-99', 0)).toBe(0);
    expect(caretAfterDigits('08-99', 9)).toBe(5);
  });
});

describe('checking the bank account form before sending', () => {
  const check = (sortCode: string, accountNumber: string) => {
    const result = bankAccountSchema.safeParse({ sortCode, accountNumber });
    return result.success ? [] : result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
  };

  it('passes six digits and 6 to 10 digits', () => {
    expect(check('08-99-99', '66374958')).toEqual([]);
    expect(check('089999', '123456')).toEqual([]);
    expect(check('08 99 99', '1234567890')).toEqual([]);
  });

  it('refuses a short or lettered sort code', () => {
    expect(check('08-99-9', '66374958')).toEqual(['sortCode: Enter six digits, like 08-99-99']);
    expect(check('08-99-9x', '66374958')).toEqual(['sortCode: Enter six digits, like 08-99-99']);
    expect(check('', '66374958')).toEqual(['sortCode: Enter six digits, like 08-99-99']);
  });

  it('refuses account numbers shorter than 6 or longer than 10 digits, or with other characters', () => {
    for (const accountNumber of ['12345', '12345678901', '6637 4958', '']) {
      expect(check('08-99-99', accountNumber)).toEqual(['accountNumber: Enter 6 to 10 digits']);
    }
  });

  it('keeps only digits of an account number, at most ten', () => {
    expect(accountNumberDigits('6637-4958')).toBe('66374958');
    expect(accountNumberDigits('123456789012')).toBe('1234567890');
  });
});
