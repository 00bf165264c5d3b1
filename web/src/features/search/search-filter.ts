import { z } from 'zod';

/** The gateway's limit on a search. */
export const MAX_FILTER_LENGTH = 100;

/** The search box: something to look for, at most as long as the gateway takes. */
export const searchFilterSchema = z.object({
  filter: z
    .string()
    .trim()
    .min(1, 'Type part of a name, an e-mail address or a token tag')
    .max(MAX_FILTER_LENGTH, `A search is at most ${MAX_FILTER_LENGTH} characters`),
});

export type SearchFilterForm = z.input<typeof searchFilterSchema>;
