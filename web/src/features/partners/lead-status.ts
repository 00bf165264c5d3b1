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

/**
 * What a lead's close date is, by its status (the schema's LeadStatus): the day an open lead is
 * expected to close, the day a won or lost one was. The list read "Lost · closes 31 Dec 2026".
 */
export const closeDateLabels: Record<LeadStatus, string> = { open: 'Close date', won: 'Won on', lost: 'Lost on' };

/** The close date in a line of words: "closes 31 Dec 2026", "won 3 Nov 2026", "lost 3 Nov 2026". */
export function closeDateWords(status: LeadStatus, closeDate: string | null | undefined): string {
  const verb: Record<LeadStatus, string> = { open: 'closes', won: 'won', lost: 'lost' };
  return `${verb[status]} ${showDay(closeDate)}`;
}
