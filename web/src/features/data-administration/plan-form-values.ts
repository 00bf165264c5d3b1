import { z } from 'zod';

const wholeNumber = /^\d+$/;
const money = /^\d+(\.\d{1,2})?$/;

/** A calendar day as a date input gives it (yyyy-mm-dd), or nothing. */
const day = z
  .string()
  .trim()
  .refine((value) => value === '' || (/^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(`${value}T00:00:00Z`))), 'Enter a date as yyyy-mm-dd');

const tier = z.object({
  clicks: z
    .string()
    .trim()
    .refine((value) => wholeNumber.test(value) && Number(value) >= 1, 'Enter the clicks, 1 or more'),
  price: z.string().trim().regex(money, 'Enter a price such as 150 or 150.00'),
});

/**
 * The plan form as typed (spec section 3, Plan): checked here before anything is sent. Pricing
 * tiers are bands of clicks with the price of that many; the shop prices a quantity by the largest
 * band it reaches, so the bands must grow.
 */
export const planFormSchema = z
  .object({
    plan: z.string().trim().min(1, 'Enter the plan name'),
    description: z.string().trim(),
    datasetId: z.string().min(1, 'Choose a dataset'),
    duration: z
      .string()
      .trim()
      .refine((value) => wholeNumber.test(value), 'Enter the duration in days (0 for a bundle)'),
    availableStart: day.refine((value) => value !== '', 'Enter the first day it is on sale'),
    availableEnd: day,
    calculator: z.string().trim(),
    pricing: z.array(tier).min(1, 'Add at least one price tier'),
    formula: z.string().trim(),
    territory: z.enum(['uk', 'australia']),
    allowTest: z.boolean(),
    displayOrder: z
      .string()
      .trim()
      .refine((value) => wholeNumber.test(value), 'Enter a whole number'),
  })
  .superRefine((form, ctx) => {
    if (form.availableEnd && form.availableStart && form.availableEnd < form.availableStart) {
      ctx.addIssue({ code: 'custom', path: ['availableEnd'], message: 'The last day on sale cannot come before the first' });
    }
    form.pricing.forEach((row, index) => {
      const previous = form.pricing[index - 1];
      if (index > 0 && previous && wholeNumber.test(row.clicks) && wholeNumber.test(previous.clicks) && Number(row.clicks) <= Number(previous.clicks)) {
        ctx.addIssue({ code: 'custom', path: ['pricing', index, 'clicks'], message: 'Each tier needs more clicks than the one above' });
      }
    });
  });

export type PlanFormValues = z.input<typeof planFormSchema>;

/** A plan as the portal sends it to be created or changed. */
export interface PlanDraft {
  plan: string;
  description: string;
  datasetId: string;
  duration: number;
  availableStart: string;
  availableEnd: string | null;
  calculator: string;
  pricing: { clicks: number; price: number }[];
  formula: string;
  territory: 'uk' | 'australia';
  allowTest: boolean;
  displayOrder: number;
}

export function emptyPlanForm(territory: 'uk' | 'australia', displayOrder: number, today: string): PlanFormValues {
  return {
    plan: '',
    description: '',
    datasetId: '',
    duration: '365',
    availableStart: today,
    availableEnd: '',
    calculator: '',
    pricing: [{ clicks: '', price: '' }],
    formula: '',
    territory,
    allowTest: false,
    displayOrder: String(displayOrder),
  };
}

export function planFormFrom(plan: PlanDraft): PlanFormValues {
  return {
    ...plan,
    duration: String(plan.duration),
    availableEnd: plan.availableEnd ?? '',
    pricing: plan.pricing.map((row) => ({ clicks: String(row.clicks), price: row.price.toFixed(2) })),
    displayOrder: String(plan.displayOrder),
  };
}

export function planDraft(form: z.output<typeof planFormSchema>): PlanDraft {
  return {
    ...form,
    duration: Number(form.duration),
    availableEnd: form.availableEnd || null,
    pricing: form.pricing.map((row) => ({ clicks: Number(row.clicks), price: Number(row.price) })),
    displayOrder: Number(form.displayOrder),
  };
}

/** What `clicks` cost under these tiers, as the shop works it out: the largest tier reached sets the rate. */
export function priceOf(clicks: number, pricing: readonly { clicks: number; price: number }[]): number | null {
  const reached = [...pricing].sort((a, b) => a.clicks - b.clicks).filter((band) => band.clicks <= clicks);
  const band = reached.at(-1);
  if (!band) return null;
  return Math.round(clicks * (band.price / band.clicks) * 100) / 100;
}
