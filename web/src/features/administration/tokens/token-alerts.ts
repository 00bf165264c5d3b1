import { MAX_REFUSAL_THRESHOLD } from '@portal/gateway/input-bounds';

// The alert threshold as its field shows and takes it: refused calls of one key within an hour.

export { MAX_REFUSAL_THRESHOLD };

/** The threshold as its field shows it: empty for no such alerts. */
export function thresholdField(threshold: number | null): string {
  return threshold === null ? '' : String(threshold);
}

/** The field as the threshold sent: null for empty (no such alerts), undefined when it is not a whole number from 1 to 1,000. */
export function thresholdInput(text: string): number | null | undefined {
  const digits = text.trim().replace(/[,\s]/g, '');
  if (digits === '') return null;
  if (!/^\d{1,4}$/.test(digits)) return undefined;
  const threshold = Number(digits);
  return threshold >= 1 && threshold <= MAX_REFUSAL_THRESHOLD ? threshold : undefined;
}
