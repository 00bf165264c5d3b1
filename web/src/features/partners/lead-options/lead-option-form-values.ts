import { z } from 'zod';
import { requiredText } from '../../../lib/free-text';

/** The lead services (docs/texts-and-constants.md); a lead option's requirement is one of them. */
export const REQUIREMENTS = ['Address Lookup', 'Payment Validation', 'Address Cleanse'] as const;

export const MAX_OPTION_LENGTH = 200;

/** A lead option as typed: the text partners tick, under the service it belongs to. */
export const leadOptionSchema = z.object({
  requirement: z.enum(REQUIREMENTS, { message: 'Choose the service it belongs to' }),
  option: requiredText('Enter the option').max(MAX_OPTION_LENGTH, `An option is at most ${MAX_OPTION_LENGTH} characters`),
});

export type LeadOptionValues = z.input<typeof leadOptionSchema>;

/** The options grouped by requirement, in the services' order; each group sorted as the gateway sorts it. */
export function byRequirement<Option extends { requirement: string; option: string }>(options: readonly Option[]) {
  const known = new Set<string>(REQUIREMENTS);
  const requirements = [...REQUIREMENTS, ...[...new Set(options.map((option) => option.requirement))].filter((name) => !known.has(name)).sort()];
  return requirements.map((requirement) => ({
    requirement,
    options: options.filter((option) => option.requirement === requirement).sort((a, b) => a.option.localeCompare(b.option, 'en-GB', { sensitivity: 'base' })),
  }));
}
