import { z } from 'zod';

/**
 * Text as Unicode's compatibility form (NFKC): full-width digits and dashes (０８－９９－９９, from a
 * Japanese keyboard or a PDF) become the ordinary ones they stand for, so they are read, not erased.
 */
export const normalise = (text: string) => text.normalize('NFKC');

/**
 * Spaces of every width, dashes of every kind, and the invisible soft hyphen and zero-width
 * characters that come with bank details copied from a letter or a web page: the only characters a
 * box drops. The gateway drops the same (gateway/src/bank-validation/resolvers.ts).
 */
const SEPARATOR = String.raw`[\s\p{Pd}\u2212\u00ad\u200b-\u200d\u2060\ufeff]`;
const SEPARATORS = new RegExp(SEPARATOR, 'gu');

/** What the text holds besides digits and separators, each character once, in the order typed. */
export function strayCharacters(text: string): string[] {
  return [...new Set(normalise(text).replace(SEPARATORS, '').replace(/\d/g, ''))];
}

/** The characters a box cannot take, in words: "the letter O", or each one in quotes. */
export function describeStray(stray: readonly string[]): string {
  if (stray.length === 1) return /^\p{L}$/u.test(stray[0]) ? `the letter ${stray[0]}` : `"${stray[0]}"`;
  const shown = stray.slice(0, 5).map((character) => `"${character}"`);
  if (stray.length > shown.length) return `${shown.join(', ')} and more`;
  return `${shown.slice(0, -1).join(', ')} and ${shown[shown.length - 1]}`;
}

/** Digits of a sort code: at most six. Only for text of digits and separators (see strayCharacters). */
export const sortCodeDigits = (text: string) => normalise(text).replace(/\D/g, '').slice(0, 6);

/** The mask `00-00-00`: a dash goes in only once a digit follows it, so deleting back over it just works. */
export function formatSortCode(text: string): string {
  const digits = sortCodeDigits(text);
  return digits.match(/.{1,2}/g)?.join('-') ?? '';
}

/** Where the caret belongs in `formatted` to sit after the same number of digits as before formatting. */
export function caretAfterDigits(formatted: string, digitCount: number): number {
  if (digitCount <= 0) return 0;
  let seen = 0;
  for (let i = 0; i < formatted.length; i++) {
    if (/\d/.test(formatted[i])) seen++;
    if (seen === digitCount) return i + 1;
  }
  return formatted.length;
}

/** Applies the mask to what the person typed, keeping the caret beside the digit it followed. */
export function maskSortCode(text: string, caret: number): { value: string; caret: number } {
  const value = formatSortCode(text);
  const digitsBefore = Math.min(6, digitCount(text.slice(0, caret)));
  return { value, caret: caretAfterDigits(value, digitsBefore) };
}

/**
 * An account number without its separators: never cut short, so a number too long is refused, not
 * shortened. Only for text of digits and separators (see strayCharacters): a letter is not dropped.
 */
export const accountNumberDigits = (text: string) => normalise(text).replace(SEPARATORS, '');

function digitCount(text: string) {
  return normalise(text).replace(/\D/g, '').length;
}

/**
 * Sort code then account number in one text, as bank details are often copied ("08-99-99 66374958"):
 * six digits, in pairs or not, then a space, comma, semicolon or slash, then 6 to 10 digits. Null for
 * anything else, so nothing is guessed.
 */
export function splitSortCodeAndAccount(text: string): { sortCode: string; accountNumber: string } | null {
  const match = new RegExp(String.raw`^\s*(\d\d)${SEPARATOR}?(\d\d)${SEPARATOR}?(\d\d)(?:\s*[,;/]\s*|\s+)(\d{6,10})\s*$`, 'u').exec(normalise(text));
  if (!match) return null;
  return { sortCode: `${match[1]}-${match[2]}-${match[3]}`, accountNumber: match[4] };
}

/** What an IBAN says: the text as one run of capitals and digits, and for a well-formed uk IBAN its sort code and account number. */
export interface IbanReading {
  iban: string;
  uk: { sortCode: string; accountNumber: string } | null;
}

/** The ISO 7064 mod 97-10 check every IBAN carries: its check digits make this 1. */
function ibanCheckPasses(iban: string): boolean {
  const rearranged = iban.slice(4) + iban.slice(0, 4);
  let remainder = 0;
  for (const character of rearranged) {
    const value = parseInt(character, 36);
    remainder = Number(`${remainder}${value}`) % 97;
  }
  return remainder === 1;
}

/**
 * Whether the text is, or starts as, an IBAN: two letters, two digits, then letters and digits
 * (spaces allowed, any case). A uk IBAN (GB, 22 characters: the bank's four letters, the six-digit
 * sort code, the eight-digit account number) whose check digits are right gives its sort code and
 * account number; any other gives none, as guessing would check someone else's account.
 */
export function readIban(text: string): IbanReading | null {
  const iban = text.replace(new RegExp(SEPARATOR, 'gu'), '').toUpperCase();
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]{4,30}$/.test(iban)) return null;
  const uk = /^GB\d{2}[A-Z]{4}(\d{6})(\d{8})$/.exec(iban);
  return {
    iban,
    uk: uk && ibanCheckPasses(iban) ? { sortCode: formatSortCode(uk[1]), accountNumber: uk[2] } : null,
  };
}

/** What the sort code box holds after a change, and whether the account number box is filled from it too. */
export type SortCodeEntry = { value: string; caret: number | null; accountNumber?: string };

/**
 * What typing or pasting `text` into the sort code box leaves there. Up to six digits, with nothing
 * but separators beside them, are masked as 00-00-00. A sort code followed by an account number fills
 * both boxes. Anything else (an IBAN, a number too long, a letter or a dot among the digits) stays as
 * it was typed, to be refused: the box never drops a character it cannot read and checks what is left.
 */
export function enterSortCode(text: string, caret: number): SortCodeEntry {
  if (readIban(text)) return { value: text, caret: null };
  const both = splitSortCodeAndAccount(text);
  if (both) return { value: both.sortCode, caret: null, accountNumber: both.accountNumber };
  if (strayCharacters(text).length === 0 && digitCount(text) <= 6) return maskSortCode(text, caret);
  return { value: text, caret: null };
}

/** What the account number box holds after a change, and whether the sort code box is filled from it too. */
export type AccountNumberEntry = { value: string; sortCode?: string };

/**
 * What typing or pasting `text` into the account number box leaves there: its digits (spaces and
 * dashes go), however many, so that too many are refused rather than cut. Text holding anything else
 * (an IBAN, a letter, a slash) stays as typed, to be refused: the box never drops a character it
 * cannot read and checks what is left. A sort code followed by an account number fills both boxes.
 */
export function enterAccountNumber(text: string): AccountNumberEntry {
  if (readIban(text)) return { value: text };
  const both = splitSortCodeAndAccount(text);
  if (both) return { value: both.accountNumber, sortCode: both.sortCode };
  if (strayCharacters(text).length > 0) return { value: text };
  return { value: accountNumberDigits(text) };
}

export const IBAN_REFUSAL = 'This is an IBAN: this check takes a UK sort code and account number, not an IBAN';
export const SORT_CODE_REFUSAL = 'Enter six digits, like 08-99-99';
export const ACCOUNT_NUMBER_REFUSAL = 'Enter 6 to 10 digits';

/** Why the sort code box cannot be sent as it is; null when it can. */
export function sortCodeProblem(text: string): string | null {
  if (readIban(text)) return IBAN_REFUSAL;
  const stray = strayCharacters(text);
  if (stray.length > 0) return `${SORT_CODE_REFUSAL}: this has ${describeStray(stray)}`;
  const digits = digitCount(text);
  if (digits > 6) return `${SORT_CODE_REFUSAL}: this has ${digits}`;
  return digits === 6 && /^[\d\s-]*$/.test(text) ? null : SORT_CODE_REFUSAL;
}

/** Why the account number box cannot be sent as it is; null when it can. */
export function accountNumberProblem(text: string): string | null {
  if (readIban(text)) return IBAN_REFUSAL;
  const stray = strayCharacters(text);
  if (stray.length > 0) return `${ACCOUNT_NUMBER_REFUSAL}: this has ${describeStray(stray)}`;
  if (/^\d{6,10}$/.test(text)) return null;
  return /^\d+$/.test(text) ? `${ACCOUNT_NUMBER_REFUSAL}: this has ${text.length}` : ACCOUNT_NUMBER_REFUSAL;
}

/** Whether a problem is one more typing cannot mend (an IBAN, too many digits, a letter), so it is said at once rather than on Validate. */
export const sayAtOnce = (text: string, problem: (text: string) => string | null, most: number) =>
  problem(text) !== null && (readIban(text) !== null || strayCharacters(text).length > 0 || digitCount(text) > most);

const refine = (problem: (text: string) => string | null) => (text: string, ctx: z.RefinementCtx) => {
  const message = problem(text);
  if (message) ctx.addIssue({ code: 'custom', message });
};

export const bankAccountSchema = z.object({
  sortCode: z.string().superRefine(refine(sortCodeProblem)),
  accountNumber: z.string().superRefine(refine(accountNumberProblem)),
});
export type BankAccountForm = z.infer<typeof bankAccountSchema>;
