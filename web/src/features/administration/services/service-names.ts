import type { PlanService } from '../../../gql/graphql';

/** The services as the portal's menus name them. */
export const planServiceNames: Record<PlanService, string> = {
  address: 'Address Lookup',
  bankcode: 'Payment Validation',
  email: 'Email Validation',
  name: 'Name Validation',
};

export const formatClicks = (n: number) => n.toLocaleString('en-GB');

/** A day as the portal shows dates (3 Mar 2026); none: a dash. */
export const formatDay = (iso: string | null | undefined) =>
  iso ? new Date(iso).toLocaleDateString('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }) : '—';

/** A change in use, signed: +12.5%, -3%, 0%. */
export const formatChange = (percent: number) => `${percent > 0 ? '+' : ''}${percent.toLocaleString('en-GB', { maximumFractionDigits: 1 })}%`;
