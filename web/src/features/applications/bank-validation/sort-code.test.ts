// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  accountNumberDigits,
  bankAccountSchema,
  caretAfterDigits,
  enterAccountNumber,
  enterSortCode,
  formatSortCode,
  maskSortCode,
  readIban,
  splitSortCodeAndAccount,
} from './sort-code';

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
    ['０８－９９－９９', '08-99-99'],
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
    expect(check('08-99-9x', '66374958')).toEqual(['sortCode: Enter six digits, like 08-99-99: this has the letter x']);
    expect(check('', '66374958')).toEqual(['sortCode: Enter six digits, like 08-99-99']);
  });

  it.each([
    ['12345', 'Enter 6 to 10 digits: this has 5'],
    ['12345678901', 'Enter 6 to 10 digits: this has 11'],
    ['003192681900', 'Enter 6 to 10 digits: this has 12'],
    ['6637 4958', 'Enter 6 to 10 digits'],
    ['', 'Enter 6 to 10 digits'],
    ['GB29 NWBK 6016 1331 9268 19', 'This is an IBAN: this check takes a UK sort code and account number, not an IBAN'],
    ['DE89370400440532013000', 'This is an IBAN: this check takes a UK sort code and account number, not an IBAN'],
  ])('refuses the account number %j: %s', (accountNumber, message) => {
    expect(check('08-99-99', accountNumber)).toEqual([`accountNumber: ${message}`]);
  });

  it.each([
    ['08-99-99 66374958', 'Enter six digits, like 08-99-99: this has 14'],
    ['2960161331', 'Enter six digits, like 08-99-99: this has 10'],
    ['GB29 NWBK 6016 1331 9268 19', 'This is an IBAN: this check takes a UK sort code and account number, not an IBAN'],
  ])('refuses the sort code %j: %s', (sortCode, message) => {
    expect(check(sortCode, '66374958')).toEqual([`sortCode: ${message}`]);
  });

  it.each([
    ['6637495O', '08-99-99', 'accountNumber: Enter 6 to 10 digits: this has the letter O'],
    ['a/c 66374958', '08-99-99', 'accountNumber: Enter 6 to 10 digits: this has "a", "/" and "c"'],
    ['a/c 66374958 ref 12', '08-99-99', 'accountNumber: Enter 6 to 10 digits: this has "a", "/", "c", "r", "e" and more'],
    ['66374958', '6O-16-13', 'sortCode: Enter six digits, like 08-99-99: this has the letter O'],
    ['66374958', '08.99.99', 'sortCode: Enter six digits, like 08-99-99: this has "."'],
  ])('refuses the account number %j or sort code %j for what is not a digit, saying what: %s', (accountNumber, sortCode, message) => {
    expect(check(sortCode, accountNumber)).toEqual([message]);
  });

  it('keeps every digit of an account number, never cutting it short, and reads full-width digits', () => {
    expect(accountNumberDigits('6637-4958')).toBe('66374958');
    expect(accountNumberDigits('123456789012')).toBe('123456789012');
    expect(accountNumberDigits('６６３７\u3000４９５８')).toBe('66374958');
  });
});

describe('sort code then account number in one text', () => {
  it.each([
    ['08-99-99 66374958', { sortCode: '08-99-99', accountNumber: '66374958' }],
    ['089999 66374958', { sortCode: '08-99-99', accountNumber: '66374958' }],
    ['08 99 99, 66374958', { sortCode: '08-99-99', accountNumber: '66374958' }],
    ['08–99–99\u00a0/ 66374958 ', { sortCode: '08-99-99', accountNumber: '66374958' }],
    ['60-16-13 0031926819', { sortCode: '60-16-13', accountNumber: '0031926819' }],
    ['０８－９９－９９　６６３７４９５８', { sortCode: '08-99-99', accountNumber: '66374958' }],
    // Nothing guessed: run together, too short or too long, or more than digits.
    ['08999966374958', null],
    ['08-99-99 12345', null],
    ['08-99-99 12345678901', null],
    ['Sort code 08-99-99 account 66374958', null],
    ['08-99-99', null],
  ])('reads %j as %j', (text, split) => {
    expect(splitSortCodeAndAccount(text)).toEqual(split);
  });
});

describe('an IBAN where a sort code or account number belongs', () => {
  it.each([
    ['GB29 NWBK 6016 1331 9268 19', { iban: 'GB29NWBK60161331926819', uk: { sortCode: '60-16-13', accountNumber: '31926819' } }],
    ['gb29nwbk60161331926819', { iban: 'GB29NWBK60161331926819', uk: { sortCode: '60-16-13', accountNumber: '31926819' } }],
    // Check digits wrong: an IBAN, but nothing taken from it.
    ['GB28 NWBK 6016 1331 9268 19', { iban: 'GB28NWBK60161331926819', uk: null }],
    // Not a uk IBAN, or a uk one cut short: refused, nothing taken.
    ['DE89 3704 0044 0532 0130 00', { iban: 'DE89370400440532013000', uk: null }],
    ['GB29 NWBK 6016 1331 9268', { iban: 'GB29NWBK601613319268', uk: null }],
    ['66374958', null],
    ['08-99-99', null],
    ['GB29', null],
  ])('reads %j as %j', (text, reading) => {
    expect(readIban(text)).toEqual(reading);
  });
});

describe('what a box holds after typing or pasting', () => {
  it.each([
    ['089', 3, { value: '08-9', caret: 4 }],
    ['08\u00a099\u200b99', 8, { value: '08-99-99', caret: 8 }],
    ['０８－９９－９９', 8, { value: '08-99-99', caret: 8 }],
    ['08-99-99 66374958', 17, { value: '08-99-99', caret: null, accountNumber: '66374958' }],
    ['08-99-991', 9, { value: '08-99-991', caret: null }],
    // Anything but digits and separators stays as typed, to be refused: never dropped, the rest reshuffled.
    ['6O-16-13', 8, { value: '6O-16-13', caret: null }],
    ['O', 1, { value: 'O', caret: null }],
    ['sort code: 08.99.99', 19, { value: 'sort code: 08.99.99', caret: null }],
    ['GB29 NWBK 6016 1331 9268 19', 27, { value: 'GB29 NWBK 6016 1331 9268 19', caret: null }],
  ])('the sort code box takes %j as %j', (text, caret, entry) => {
    expect(enterSortCode(text, caret)).toEqual(entry);
  });

  it.each([
    ['6637-4958', { value: '66374958' }],
    ['6637\u00a04958', { value: '66374958' }],
    ['6637\u200b4958', { value: '66374958' }],
    ['6637\u20134958', { value: '66374958' }],
    ['６６３７４９５８', { value: '66374958' }],
    ['003192681900', { value: '003192681900' }],
    // Anything but digits and separators stays as typed, to be refused: never dropped, the rest run together.
    ['6637-49x58', { value: '6637-49x58' }],
    ['6637495O', { value: '6637495O' }],
    ['a/c 66374958 ref 12', { value: 'a/c 66374958 ref 12' }],
    ['GB29 NWBK 6016 1331 9268 19', { value: 'GB29 NWBK 6016 1331 9268 19' }],
    ['08-99-99 66374958', { value: '66374958', sortCode: '08-99-99' }],
  ])('the account number box takes %j as %j', (text, entry) => {
    expect(enterAccountNumber(text)).toEqual(entry);
  });
});
