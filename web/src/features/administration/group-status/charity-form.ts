import { z } from 'zod';
import { requiredText } from '../../../lib/free-text';

/** The gateway's limit on a charity number. */
const MAX_CHARITY_NUMBER = 50;

/** The charity details an owner sets and staff confirm. */
export const charitySchema = z.object({
  charityPSLNumber: requiredText('Enter the charity number').max(MAX_CHARITY_NUMBER, `A charity number is at most ${MAX_CHARITY_NUMBER} characters`),
  isPostalOperatorDiscount: z.boolean(),
  isOSDiscount: z.boolean(),
});

export type CharityForm = z.input<typeof charitySchema>;
