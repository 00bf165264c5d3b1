import { MAX_PRICE, MAX_TIER_CLICKS } from '@portal/gateway/input-bounds';
import type { FieldPath } from 'react-hook-form';
import { z } from 'zod';
import { DAY_HINT, isDay, isDayOrEmpty } from '../../components/date-field/day';
import { EARLIEST_DAY_RULE, isKeptDay, isWholeNumberFrom, MAX_DISPLAY_ORDER, MAX_DURATION_DAYS, MAX_TIERS, shownNumber } from '../../lib/bounds';
import { freeText, requiredText } from '../../lib/free-text';

const wholeNumber = /^\d+$/;
/** The service takes at most this many price tiers. */
export { MAX_TIERS };
const money = /^\d+(\.\d{1,2})?$/;

/** A day of a date field (yyyy-mm-dd), or nothing; 1970 or later, as the service keeps dates. */
const day = z
  .string()
  .trim()
  .refine(isDayOrEmpty, `Enter a date as ${DAY_HINT}`)
  .refine((value) => !isDay(value) || isKeptDay(value), EARLIEST_DAY_RULE);

// Held to the gateway's bounds, so that a mistyped figure is told under its own field rather than
// refused by the service in a banner naming no tier.
const tier = z.object({
  clicks: z
    .string()
    .trim()
    .refine((value) => isWholeNumberFrom(value, 1, MAX_TIER_CLICKS), `Enter the clicks, from 1 to ${shownNumber(MAX_TIER_CLICKS)}`),
  price: z
    .string()
    .trim()
    .regex(money, 'Enter a price such as 150 or 150.00')
    .refine((value) => !(Number(value) > MAX_PRICE), `Enter a price of at most ${shownNumber(MAX_PRICE)}`),
});

/**
 * The plan form as typed: checked here before anything is sent. Pricing
 * tiers are bands of clicks with the price of that many; the shop prices a quantity by the largest
 * band it reaches, so the bands must grow.
 */
export const planFormSchema = z
  .object({
    name: requiredText('Enter the plan name'),
    description: freeText({ multiline: true }),
    datasetId: z.string().min(1, 'Choose a dataset'),
    duration: z
      .string()
      .trim()
      .refine((value) => wholeNumber.test(value), 'Enter the duration in whole days'),
    availableStart: day.refine((value) => value !== '', 'Enter the first day it is on sale'),
    availableEnd: day,
    calculator: z.enum(['annual', 'bundle']),
    pricing: z.array(tier).min(1, 'Add at least one price tier'),
    formula: freeText(),
    territory: z.enum(['uk', 'australia']),
    allowTest: z.boolean(),
    displayOrder: z
      .string()
      .trim()
      .refine((value) => isWholeNumberFrom(value, 1, MAX_DISPLAY_ORDER), `Enter a whole number from 1 to ${shownNumber(MAX_DISPLAY_ORDER)}`),
  })
  .superRefine((form, ctx) => {
    // The service's rule: an annual plan lasts from a day to ten years, a bundle's clicks last until used.
    if (wholeNumber.test(form.duration)) {
      if (form.calculator === 'bundle' && Number(form.duration) !== 0)
        ctx.addIssue({ code: 'custom', path: ['duration'], message: "A bundle's duration must be 0" });
      if (form.calculator === 'annual' && Number(form.duration) < 1)
        ctx.addIssue({ code: 'custom', path: ['duration'], message: 'An annual plan lasts at least 1 day' });
      if (form.calculator === 'annual' && Number(form.duration) > MAX_DURATION_DAYS)
        ctx.addIssue({ code: 'custom', path: ['duration'], message: `An annual plan lasts at most ${shownNumber(MAX_DURATION_DAYS)} days` });
    }
    if (form.pricing.length > MAX_TIERS) ctx.addIssue({ code: 'custom', path: ['pricing'], message: `At most ${MAX_TIERS} price tiers` });
    // The last day is sent as the start of the day after (catalogue-format.ts), so a sale of one day ends after it starts.
    if (isDay(form.availableEnd) && isDay(form.availableStart) && form.availableEnd < form.availableStart) {
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

/** A plan as the portal sends it to be created or changed; the dates are days (yyyy-mm-dd). */
export interface PlanDraft {
  name: string;
  description: string;
  datasetId: string;
  duration: number;
  availableStart: string;
  availableEnd: string | null;
  calculator: 'annual' | 'bundle';
  pricing: { clicks: number; price: number }[];
  formula: string;
  territory: 'uk' | 'australia';
  allowTest: boolean;
  displayOrder: number;
}

export function emptyPlanForm(territory: 'uk' | 'australia', displayOrder: number, today: string): PlanFormValues {
  return {
    name: '',
    description: '',
    datasetId: '',
    duration: '365',
    availableStart: today,
    availableEnd: '',
    calculator: 'annual',
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

/** The fields the plan is sent with under the same names, its tiers in the same places. */
const PLAN_FIELD = /^(name|description|datasetId|duration|availableStart|availableEnd|formula|displayOrder|pricing|pricing\.\d+\.(clicks|price))$/;

/** The form's field for a path of the plan the gateway refused (`pricing.1.clicks`); null for one it has none for. */
export const planFieldOf = (path: string) => (PLAN_FIELD.test(path) ? (path as FieldPath<PlanFormValues>) : null);
