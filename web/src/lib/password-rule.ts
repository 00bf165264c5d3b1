import { z } from 'zod';

/**
 * The longest password the user server takes, counted as it counts one (JavaScript's length: an
 * emoji is two). The gateway refuses a longer one before anything is tried.
 */
export const MAX_PASSWORD_LENGTH = 200;

/** Any letter, as the user server reads one: "Пароль2024" has letters. */
const LETTER = /\p{L}/u;

export interface PasswordCheck {
  label: string;
  met: (password: string) => boolean;
  /** Shown only once it is not met: a limit few passwords come near, which would crowd the list. */
  onlyWhenUnmet?: boolean;
}

/**
 * The user server's password rule, one check at a time, so a form can show each as it is met
 * before the password is sent.
 */
export const passwordChecks: readonly PasswordCheck[] = [
  { label: 'At least 8 characters', met: (password) => password.length >= 8 },
  { label: `At most ${MAX_PASSWORD_LENGTH} characters`, met: (password) => password.length <= MAX_PASSWORD_LENGTH, onlyWhenUnmet: true },
  { label: 'A letter', met: (password) => LETTER.test(password) },
  { label: 'A digit', met: (password) => /\d/.test(password) },
];

/** The user server's password rule, checked here first so the form can say what is wrong. */
export const passwordRule = z
  .string()
  .min(8, 'At least 8 characters')
  // Not zod's `.max`, which counts an emoji as one: the user server counts it as two.
  .refine((password) => password.length <= MAX_PASSWORD_LENGTH, `At most ${MAX_PASSWORD_LENGTH} characters`)
  .regex(LETTER, 'Include a letter')
  .regex(/\d/, 'Include a digit');
