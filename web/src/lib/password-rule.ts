import { z } from 'zod';

/**
 * The user server's password rule, one check at a time, so a form can show each as it is met
 * before the password is sent.
 */
export const passwordChecks = [
  { label: 'At least 8 characters', met: (password: string) => password.length >= 8 },
  { label: 'A letter', met: (password: string) => /[A-Za-z]/.test(password) },
  { label: 'A digit', met: (password: string) => /\d/.test(password) },
] as const;

/** The user server's password rule, checked here first so the form can say what is wrong. */
export const passwordRule = z
  .string()
  .min(8, 'At least 8 characters')
  .regex(/[A-Za-z]/, 'Include a letter')
  .regex(/\d/, 'Include a digit');
