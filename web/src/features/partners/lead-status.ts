import type { LeadStatus } from '../../gql/graphql';

export const leadStatusLabels: Record<LeadStatus, string> = { open: 'Open', won: 'Won', lost: 'Lost' };
export const leadStatusColours: Record<LeadStatus, 'primary' | 'success' | 'default'> = { open: 'primary', won: 'success', lost: 'default' };

/** A day as the lead screens show it: 3 Nov 2026. Takes an ISO date-time or a yyyy-mm-dd day. */
export function showDay(value: string | null | undefined): string {
  if (!value) return '—';
  const date = new Date(value.length === 10 ? `${value}T00:00:00Z` : value);
  if (Number.isNaN(date.getTime())) return value;
  return date.toLocaleDateString('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });
}
