import { MAX_PRICE } from '@portal/gateway/input-bounds';
import { z } from 'zod';
import { DAY_HINT, isDay, isDayOrEmpty } from '../../../components/date-field/day';
import type { AdminCostInput } from '../../../gql/graphql';
import { EARLIEST_DAY_RULE, isKeptDay, isWholeNumberFrom, LARGEST_INT, shownNumber } from '../../../lib/bounds';

// The bureau keeps prices to 4 decimal places; the gateway refuses more rather than see them rounded away.
// It refuses one over 10,000,000 too: saved, 1e308 left the bureau unable to answer its prices at all.
const price = (what: string) =>
  z
    .string()
    .trim()
    .regex(/^\d+(\.\d+)?$/, `Enter ${what} as a number, such as 0.05.`)
    .refine((typed) => !/\.\d{5,}$/.test(typed), 'At most 4 decimal places: prices are kept to 0.0001.')
    .refine((typed) => !(Number(typed) > MAX_PRICE), `Enter ${what} of at most ${shownNumber(MAX_PRICE)}.`);

/** The price update form: every figure of an admin cost, as typed. */
export const priceFormSchema = z
  .object({
    basePrice: price('the base price'),
    pricePerMatch: price('the price per match'),
    pricePerRecord: price('the price per record'),
    realPricePerMatch: price('the real price per match'),
    realPricePerRecord: price('the real price per record'),
    minRecCount: z
      .string()
      .trim()
      .refine((typed) => isWholeNumberFrom(typed, 0, LARGEST_INT), `Enter the minimum records as a whole number from 0 to ${shownNumber(LARGEST_INT)}.`),
    startDate: z
      .string()
      .refine(isDay, `Enter the date the price holds from, as ${DAY_HINT}.`)
      .refine((day) => !isDay(day) || isKeptDay(day), `${EARLIEST_DAY_RULE}.`),
    endDate: z
      .string()
      .refine(isDayOrEmpty, `Enter a date as ${DAY_HINT}, or leave it empty for no end.`)
      .refine((day) => !isDay(day) || isKeptDay(day), `${EARLIEST_DAY_RULE}.`),
  })
  // The bureau keeps both as the start of their day, and refuses an end that is not after the start.
  .refine((form) => !isDay(form.endDate) || !isDay(form.startDate) || form.endDate > form.startDate, {
    path: ['endDate'],
    message: 'The end date must be after the start date.',
  });

export type PriceForm = z.input<typeof priceFormSchema>;

/** Every field, named as updateAdminCost's input names it: where the gateway refuses one, its words go under it. */
export const PRICE_FIELDS = Object.keys(priceFormSchema.shape) as (keyof PriceForm)[];

/** A cost as the form shows it: figures as text, dates as yyyy-mm-dd (UTC). */
export function priceFormValues(cost: {
  basePrice: number;
  pricePerMatch: number;
  pricePerRecord: number;
  realPricePerMatch: number;
  realPricePerRecord: number;
  minRecCount: number;
  startDate: string;
  endDate?: string | null;
}): PriceForm {
  return {
    basePrice: String(cost.basePrice),
    pricePerMatch: String(cost.pricePerMatch),
    pricePerRecord: String(cost.pricePerRecord),
    realPricePerMatch: String(cost.realPricePerMatch),
    realPricePerRecord: String(cost.realPricePerRecord),
    minRecCount: String(cost.minRecCount),
    startDate: cost.startDate.slice(0, 10),
    endDate: cost.endDate ? cost.endDate.slice(0, 10) : '',
  };
}

/** What updateAdminCost takes: numbers, and dates as the start of the day (UTC); no end date is null. */
export function priceInput(form: z.output<typeof priceFormSchema>): AdminCostInput {
  return {
    basePrice: Number(form.basePrice),
    pricePerMatch: Number(form.pricePerMatch),
    pricePerRecord: Number(form.pricePerRecord),
    realPricePerMatch: Number(form.realPricePerMatch),
    realPricePerRecord: Number(form.realPricePerRecord),
    minRecCount: Number(form.minRecCount),
    startDate: `${form.startDate}T00:00:00.000Z`,
    endDate: form.endDate ? `${form.endDate}T00:00:00.000Z` : null,
  };
}
