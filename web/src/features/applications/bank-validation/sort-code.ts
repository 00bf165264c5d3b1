import { z } from 'zod';

/** Digits of a sort code: at most six, anything else dropped. */
export const sortCodeDigits = (text: string) => text.replace(/\D/g, '').slice(0, 6);

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
  const digitsBefore = Math.min(6, text.slice(0, caret).replace(/\D/g, '').length);
  return { value, caret: caretAfterDigits(value, digitsBefore) };
}

/** Account numbers are digits only. */
export const accountNumberDigits = (text: string) => text.replace(/\D/g, '').slice(0, 10);

export const bankAccountSchema = z.object({
  sortCode: z.string().refine((text) => sortCodeDigits(text).length === 6 && /^[\d\s-]*$/.test(text), 'Enter six digits, like 08-99-99'),
  accountNumber: z.string().regex(/^\d{6,10}$/, 'Enter 6 to 10 digits'),
});
export type BankAccountForm = z.infer<typeof bankAccountSchema>;
