import { z } from 'zod';
import type { Territory } from '../../lib/territory';
import { requiredText } from '../../lib/free-text';

/** The organisation wizard's answers, checked step by step before anything is created. */
export const organisationFormSchema = z
  .object({
    owner: z.object({ id: z.string(), label: z.string() }).nullable(),
    name: requiredText('Enter the organisation name').max(100, 'At most 100 characters'),
    country: requiredText('Enter the country').max(100, 'At most 100 characters'),
    accounts: z
      .array(z.object({ name: requiredText('Enter the account name').max(100, 'At most 100 characters') }))
      .min(1, 'Add at least one account')
      .max(20, 'At most 20 accounts at once'),
  })
  .superRefine((form, context) => {
    if (!form.owner) context.addIssue({ code: 'custom', path: ['owner'], message: 'Choose who will own the organisation' });
    const seen = new Set<string>();
    form.accounts.forEach((account, index) => {
      const key = account.name.trim().toLowerCase();
      if (key && seen.has(key)) context.addIssue({ code: 'custom', path: ['accounts', index, 'name'], message: 'Each account needs its own name' });
      seen.add(key);
    });
  });

export type OrganisationForm = z.input<typeof organisationFormSchema>;

export const territoryNames: Record<Territory, string> = { uk: 'United Kingdom', australia: 'Australia' };

/** The country an owner's organisation starts with: their territory's. */
export const defaultCountry: Record<Territory, string> = territoryNames;

/** The wizard's steps; staff start by choosing the owner, customers own what they create. */
export function wizardSteps(staff: boolean) {
  const steps = [
    { label: 'Organisation', fields: ['name', 'country'] as const },
    { label: 'Accounts', fields: ['accounts'] as const },
    { label: 'Review', fields: [] as const },
  ];
  return staff ? [{ label: 'Owner', fields: ['owner'] as const }, ...steps] : steps;
}

export type WizardStep = ReturnType<typeof wizardSteps>[number];
