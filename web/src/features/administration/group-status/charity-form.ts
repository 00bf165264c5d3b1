import { z } from 'zod';

/** The gateway's limit on a charity number. */
const MAX_CHARITY_NUMBER = 50;

/** The charity details an owner sets and staff confirm. */
export const charitySchema = z.object({
  charityPSLNumber: z
    .string()
    .trim()
    .min(1, 'Enter the charity number')
    .max(MAX_CHARITY_NUMBER, `A charity number is at most ${MAX_CHARITY_NUMBER} characters`),
  isPostalOperatorDiscount: z.boolean(),
  isOSDiscount: z.boolean(),
});

export type CharityForm = z.input<typeof charitySchema>;
