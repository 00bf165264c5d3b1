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
