import type { PlanService } from '../../gql/graphql';

export const serviceNames: Record<PlanService, string> = {
  address: 'Address lookup',
  bankcode: 'Payment validation',
  email: 'Email validation',
  name: 'Name validation',
};

/** A moment as data administration shows it: 3 Nov 2026, 14:05 (UTC, as the service keeps it). */
export function showMoment(value: string | null | undefined): string {
  if (!value) return '—';
  return new Date(value).toLocaleString('en-GB', { day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit', timeZone: 'UTC' });
}

/** A day: 3 Nov 2026 (UTC). */
export function showDay(value: string | null | undefined): string {
  if (!value) return '—';
  return new Date(value).toLocaleDateString('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });
}

/** Who and when, as the audit lines read: "3 Nov 2026, 14:05 by admin@provider.example". */
export function auditLine(when: string | null | undefined, who: { name: string } | null | undefined): string {
  if (!when && !who) return '—';
  return [when ? showMoment(when) : null, who ? `by ${who.name}` : null].filter(Boolean).join(' ');
}

/** True while the plan is on sale at `now`: from its start, until its end if it has one. */
export function onSale(plan: { availableStart: string; availableEnd?: string | null }, now: number): boolean {
  return Date.parse(plan.availableStart) <= now && (!plan.availableEnd || now < Date.parse(plan.availableEnd));
}

const DAY = 86_400_000;

/** A day of the form as the moment the service keeps: the start of that day, UTC. */
export const dayStart = (day: string) => `${day}T00:00:00.000Z`;

/**
 * The moment a plan leaves sale (`availableEnd`, which the shop compares with now) for the form's
 * "On sale until", the last day it is on sale: the start of the day after (UTC). Sent as the start
 * of that last day, the plan left the shop as the day began, and a sale of one day (until the day
 * it starts) ended as it started, which the service refuses.
 */
export const saleEnd = (lastDay: string) => new Date(Date.parse(dayStart(lastDay)) + DAY).toISOString();

/** The last day a plan is on sale, for the moment it leaves sale: the day (UTC) of the moment before. */
export const lastSaleDay = (availableEnd: string) => new Date(Date.parse(availableEnd) - 1).toISOString().slice(0, 10);
