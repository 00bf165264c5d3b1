import { z } from 'zod';
import { DAY_HINT, isDay, isDayOrEmpty } from '../../../components/date-field/day';
import { MAX_BUNDLE_CLICKS, MAX_PRICE } from '@portal/gateway/input-bounds';
import { shownNumber } from '../../../lib/bounds';

// A click bundle as staff type it (text from inputs), checked, and turned into what the gateway
// takes: clicks, price, and dates as ISO strings at UTC midnight.

const optionalDay = z.string().trim().refine(isDayOrEmpty, `Enter a date as ${DAY_HINT}, or leave it empty`);

const bundleFields = {
  clicks: z
    .string()
    .trim()
    .regex(/^\d+$/, 'Enter a whole number of clicks')
    .refine((value) => Number(value) >= 1, 'At least 1 click')
    // The gateway's most, well within GraphQL's Int: more would come back as its refusal.
    .refine((value) => Number(value) <= MAX_BUNDLE_CLICKS, `At most ${shownNumber(MAX_BUNDLE_CLICKS)} clicks`),
  price: z
    .string()
    .trim()
    .regex(/^\d+(\.\d{1,2})?$/, 'Enter a price such as 40 or 39.99')
    // Digits alone may still name 1e308, which the gateway refuses: said here, under the field.
    .refine((value) => !(Number(value) > MAX_PRICE), `Enter a price of at most ${shownNumber(MAX_PRICE)}`),
  startDate: optionalDay,
  endDate: optionalDay,
};

/** The dates in order, when both are given. */
const endsAfterStart = (values: { startDate: string; endDate: string }) =>
  !isDay(values.startDate) || !isDay(values.endDate) || values.endDate > values.startDate;
const endsAfterStartIssue = { message: 'The end must be after the start', path: ['endDate'] };

export const newBundleSchema = z
  .object({ planId: z.string().min(1, 'Choose the subscription to top up'), ...bundleFields })
  .refine(endsAfterStart, endsAfterStartIssue);
export type NewBundleValues = z.infer<typeof newBundleSchema>;

export const bundleChangesSchema = z.object(bundleFields).refine(endsAfterStart, endsAfterStartIssue);
export type BundleChangesValues = z.infer<typeof bundleChangesSchema>;

/** The fields, named as the bundle mutations name their arguments: where the gateway refuses one, its words go under it. */
export const BUNDLE_FIELDS = Object.keys(bundleFields) as (keyof BundleChangesValues)[];
export const NEW_BUNDLE_FIELDS: (keyof NewBundleValues)[] = ['planId', ...BUNDLE_FIELDS];

/** A day of the form (yyyy-mm-dd), as the gateway's DateTime: that day's UTC midnight; empty stays empty. */
export function dayToDateTime(value: string): string | null {
  return value ? `${value}T00:00:00Z` : null;
}

/** A DateTime the gateway gave, as a day of the form (yyyy-mm-dd, UTC); none: empty. */
export function dateTimeToDay(value: string | null | undefined): string {
  return value ? new Date(value).toISOString().slice(0, 10) : '';
}

export function toBundleChanges(values: BundleChangesValues) {
  return {
    clicks: Number(values.clicks),
    price: Number(values.price),
    startDate: dayToDateTime(values.startDate),
    endDate: dayToDateTime(values.endDate),
  };
}

export function toNewBundle(values: NewBundleValues) {
  return { planId: values.planId, ...toBundleChanges(values) };
}
