import { rowsForSortCode, substituteSortCode, type CheckMethod, type WeightRow } from './tables';

/**
 * UK modulus checking as VocaLink's "Validating account numbers" specification describes it:
 * the weight table, the MOD10, MOD11 and DBLAL checks, exceptions 1 to 14 (with exception 5's
 * substitution table) and the standard conversions of account numbers that are not 8 digits.
 *
 * Digits are numbered as the specification does: u v w x y z for the sort code, a b c d e f g h
 * for the account number, so the fourteen digits checked are `sortCode + accountNumber`.
 */

/** A sort code and account number that cannot be checked at all (a SOAP fault, not a verdict). */
export class BankInputError extends Error {
  override name = 'BankInputError';
}

/**
 * What the checks found: the number passed them (valid), failed one (invalid), or could not be
 * checked at all (unchecked: a sort code without a rule, a foreign currency account), which says
 * nothing either way.
 */
export type BankCheckStatus = 'valid' | 'invalid' | 'unchecked';

/** A verdict and why. */
export interface BankVerdict {
  status: BankCheckStatus;
  reason: string;
}

export interface BankCheckResult extends BankVerdict {
  /** The sort code as checked: six digits (a 9-digit Santander number changes its last one). */
  sortCode: string;
  /** The account number as checked: eight digits, after the standard conversions. */
  accountNumber: string;
}

const A = 6;
const B = 7;
const C = 8;
const G = 12;
const H = 13;

const EXCEPTION_2_WEIGHTS = [0, 0, 1, 2, 5, 3, 6, 4, 8, 7, 10, 9, 3, 1];
const EXCEPTION_2_WEIGHTS_G9 = [0, 0, 0, 0, 0, 0, 0, 0, 8, 7, 10, 9, 3, 1];
/** Exception 8 checks with this sort code; exception 9 with the other. */
const EXCEPTION_8_SORT_CODE = '090126';
const EXCEPTION_9_SORT_CODE = '309634';

/** Pairs of exceptions where the second check is made only when the first fails, and either passing is enough. */
const EITHER_PASSES: readonly (readonly [number, number])[] = [
  [2, 9],
  [10, 11],
  [12, 13],
];

const methodNames: Record<CheckMethod, string> = {
  MOD10: 'modulus 10 check',
  MOD11: 'modulus 11 check',
  DBLAL: 'double alternate check',
};

/**
 * Strips the spaces and dashes people type in sort codes and account numbers, after reading the text
 * as NFKC, so full-width digits (０８－９９－９９) are the ordinary digits they stand for.
 */
export function stripSeparators(value: string): string {
  return value.normalize('NFKC').replace(/[\s-]/g, '');
}

/**
 * Whether a sort code is Santander's, whose 9-digit account numbers the specification converts by
 * moving their first digit into the sort code. The sandbox takes sort codes 09-xx-xx as Santander's.
 */
export const isSantanderSortCode = (sortCode: string) => sortCode.startsWith('09');

/**
 * The standard conversions of the specification for account numbers that are not 8 digits:
 * 6 and 7 digits are padded with zeros; 9 digits are Santander's only, whose first digit replaces the
 * sort code's last, and are refused with any other sort code (the conversion would check a sort code
 * the caller never gave); 10 digits use the first eight at the Co-operative Bank (sort codes 08-xx-xx)
 * and the last eight elsewhere (National Westminster and the others).
 */
export function standardise(sortCodeInput: string, accountNumberInput: string): { sortCode: string; accountNumber: string; note?: string } {
  const sortCode = stripSeparators(sortCodeInput);
  const accountNumber = stripSeparators(accountNumberInput);
  if (!/^\d{6}$/.test(sortCode)) throw new BankInputError('Sort code must be 6 digits');
  if (!/^\d{6,10}$/.test(accountNumber)) throw new BankInputError('Account number must be 6 to 10 digits');
  switch (accountNumber.length) {
    case 6:
      return { sortCode, accountNumber: `00${accountNumber}`, note: 'the 6-digit account number was padded with two zeros' };
    case 7:
      return { sortCode, accountNumber: `0${accountNumber}`, note: 'the 7-digit account number was padded with a zero' };
    case 9:
      if (!isSantanderSortCode(sortCode)) {
        throw new BankInputError(`Account number must be 6, 7, 8 or 10 digits for sort code ${sortCode}: only Santander sort codes (09-xx-xx) take 9 digits`);
      }
      return {
        sortCode: `${sortCode.slice(0, 5)}${accountNumber[0]}`,
        accountNumber: accountNumber.slice(1),
        note: "the 9-digit (Santander) account number's first digit replaced the sort code's last",
      };
    case 10:
      return sortCode.startsWith('08')
        ? { sortCode, accountNumber: accountNumber.slice(0, 8), note: 'the first eight digits of the 10-digit (Co-operative Bank) account number were checked' }
        : { sortCode, accountNumber: accountNumber.slice(2), note: 'the last eight digits of the 10-digit account number were checked' };
    default:
      return { sortCode, accountNumber };
  }
}

function digitsOf(value: string): number[] {
  return [...value].map(Number);
}

function describe(row: WeightRow): string {
  return row.exception === null ? methodNames[row.method] : `${methodNames[row.method]} (exception ${row.exception})`;
}

/** The weighted total: products summed, or for DBLAL the digits of the products summed. */
function weightedTotal(method: CheckMethod, digits: readonly number[], weights: readonly number[]): number {
  let total = 0;
  digits.forEach((digit, index) => {
    const product = digit * (weights[index] ?? 0);
    total += method === 'DBLAL' ? Math.floor(product / 10) + (product % 10) : product;
  });
  return total;
}

/** One row's check of sort code + account number, with the row's exception applied. */
export function rowPasses(row: WeightRow, sortCode: string, accountNumber: string): boolean {
  let checkedSortCode = sortCode;
  if (row.exception === 5) checkedSortCode = substituteSortCode(sortCode) ?? sortCode;
  else if (row.exception === 8) checkedSortCode = EXCEPTION_8_SORT_CODE;
  else if (row.exception === 9) checkedSortCode = EXCEPTION_9_SORT_CODE;

  const digits = digitsOf(checkedSortCode + accountNumber);
  const [a, b, g, h] = [digits[A], digits[B], digits[G], digits[H]];
  let weights = [...row.weights];
  if (row.exception === 2 && a !== 0) weights = [...(g === 9 ? EXCEPTION_2_WEIGHTS_G9 : EXCEPTION_2_WEIGHTS)];
  const zeroiseUtoB = (row.exception === 7 && g === 9) || (row.exception === 10 && (a === 0 || a === 9) && b === 9 && g === 9);
  if (zeroiseUtoB) weights = weights.map((weight, index) => (index <= B ? 0 : weight));

  let total = weightedTotal(row.method, digits, weights);
  if (row.exception === 1) total += 27;
  const modulus = row.method === 'MOD11' ? 11 : 10;
  // Exceptions 12/13 weigh h with -1, so the total may be negative.
  const remainder = ((total % modulus) + modulus) % modulus;

  if (row.exception === 4) return remainder === Number(accountNumber.slice(6));
  if (row.exception === 5) {
    // The check digit is g (MOD11) or h (DBLAL) of the account number as given.
    const checkDigit = row.method === 'MOD11' ? g : h;
    if (remainder === 0) return checkDigit === 0;
    if (row.method === 'MOD11' && remainder === 1) return false;
    return modulus - remainder === checkDigit;
  }
  if (remainder === 0) return true;
  if (row.exception === 14) {
    // Exception 14: when h is 0, 1 or 9, drop it, shift the number right with a leading zero and check again.
    if (h !== 0 && h !== 1 && h !== 9) return false;
    return rowPasses({ ...row, exception: null }, sortCode, `0${accountNumber.slice(0, 7)}`);
  }
  return false;
}

function isEitherPair(first: WeightRow, second: WeightRow): boolean {
  return EITHER_PASSES.some(([one, two]) => first.exception === one && second.exception === two);
}

const passed = (reason: string): BankVerdict => ({ status: 'valid', reason });
const failed = (reason: string): BankVerdict => ({ status: 'invalid', reason });
const either = (ok: boolean, reason: string): BankVerdict => (ok ? passed(reason) : failed(reason));

/** The verdict for a standard (six-digit, eight-digit) sort code and account number. */
export function modulusCheck(sortCode: string, accountNumber: string): BankVerdict {
  if (!/^\d{6}$/.test(sortCode) || !/^\d{8}$/.test(accountNumber)) throw new BankInputError('Sort code must be 6 digits and account number 8 digits');
  const [first, second] = rowsForSortCode(sortCode);
  if (!first) {
    return {
      status: 'unchecked',
      reason: 'The sort code is not in the modulus checking table, so the account number could not be checked: it may or may not be right',
    };
  }

  const account = digitsOf(accountNumber);
  const [a, c, g, h] = [account[A - 6] ?? 0, account[C - 6] ?? 0, account[G - 6] ?? 0, account[H - 6] ?? 0];
  if (first.exception === 6 && a >= 4 && a <= 8 && g === h) {
    return {
      status: 'unchecked',
      reason: 'A foreign currency account (exception 6), which the modulus checks do not cover, so it could not be checked: it may or may not be right',
    };
  }

  const firstPassed = rowPasses(first, sortCode, accountNumber);
  if (!second) return either(firstPassed, `${firstPassed ? 'Passed' : 'Failed'} the ${describe(first)}`);

  if (isEitherPair(first, second)) {
    if (firstPassed) return passed(`Passed the ${describe(first)}`);
    const secondPassed = rowPasses(second, sortCode, accountNumber);
    return secondPassed
      ? passed(`Failed the ${describe(first)} but passed the ${describe(second)}`)
      : failed(`Failed the ${describe(first)} and the ${describe(second)}`);
  }
  if (!firstPassed) return failed(`Failed the ${describe(first)}`);
  if (second.exception === 3 && (c === 6 || c === 9)) {
    return passed(`Passed the ${describe(first)}; the ${describe(second)} is not made when the third digit of the account number is 6 or 9`);
  }
  const secondPassed = rowPasses(second, sortCode, accountNumber);
  return secondPassed
    ? passed(`Passed the ${describe(first)} and the ${describe(second)}`)
    : failed(`Passed the ${describe(first)} but failed the ${describe(second)}`);
}

/** Checks a sort code and account number as people type them; throws BankInputError for bad input. */
export function checkBankAccount(sortCodeInput: string, accountNumberInput: string): BankCheckResult {
  const { sortCode, accountNumber, note } = standardise(sortCodeInput, accountNumberInput);
  const { status, reason } = modulusCheck(sortCode, accountNumber);
  return { sortCode, accountNumber, status, reason: note ? `${reason} (${note})` : reason };
}
