import type { EmailReason, EmailStatus } from '../../../gql/graphql';
import { csvText } from '../../../lib/csv';
import { reasonNames } from '../../../lib/email-reasons';

export const statusOrder: EmailStatus[] = ['valid', 'risky', 'invalid', 'unknown'];

export const statusNames: Record<EmailStatus, string> = { valid: 'Valid', risky: 'Risky', invalid: 'Invalid', unknown: 'Unknown' };

export const statusColours = { valid: 'success', risky: 'warning', invalid: 'error', unknown: 'default' } as const satisfies Record<EmailStatus, string>;

/** One row as the screen and the CSV see it. */
export interface EmailRow {
  email: string;
  status?: EmailStatus | null;
  reason?: EmailReason | null;
  suggestion?: string | null;
  failure?: { message: string } | null;
}

export type EmailSummary = Record<EmailStatus | 'failed', number>;

/** A row with no verdict: the service failed for it (a time-out, a trial out of clicks), or gave none. Not charged, and shown as Not checked. */
export const isNotChecked = (row: EmailRow): boolean => !!row.failure || !row.status;

export function summarise(rows: readonly EmailRow[]): EmailSummary {
  const summary: EmailSummary = { valid: 0, risky: 0, invalid: 0, unknown: 0, failed: 0 };
  for (const row of rows) summary[isNotChecked(row) ? 'failed' : (row.status ?? 'failed')]++;
  return summary;
}

/** The results as CSV (RFC 4180, CRLF): address, status, reason in words, suggestion. A failed row says why in the reason. */
export function toCsv(rows: readonly EmailRow[]): string {
  const lines = [['Email', 'Status', 'Reason', 'Suggestion']];
  for (const row of rows) {
    const status = row.failure ? null : row.status;
    lines.push([
      row.email,
      status ? statusNames[status] : 'Not checked',
      status ? (row.reason ? reasonNames[row.reason] : '') : (row.failure?.message ?? 'No verdict'),
      row.suggestion ?? '',
    ]);
  }
  return csvText(lines);
}
