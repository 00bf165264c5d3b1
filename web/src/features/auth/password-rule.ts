import { z } from 'zod';

/** The user server's password rule, checked here first so the form can say what is wrong. */
export const passwordRule = z
  .string()
  .min(8, 'At least 8 characters')
  .regex(/[A-Za-z]/, 'Include a letter')
  .regex(/\d/, 'Include a digit');
