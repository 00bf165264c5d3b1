/** The dates of one account's plan as partner administration shows them (spec: Partner account info). */
export interface AccountPeriod {
  endDate: string | null;
  estimatedExpiryDate: string | null;
}

/**
 * True where the account's clicks are expected to run out before its plan ends: the case partner
 * administration warns about. Compared by calendar day, so running out on the last day is no warning.
 */
export function runsOutBeforeEnd({ endDate, estimatedExpiryDate }: AccountPeriod): boolean {
  if (!endDate || !estimatedExpiryDate) return false;
  return estimatedExpiryDate.slice(0, 10) < endDate.slice(0, 10);
}

/** Share of the click limit used, 0 to 100, for the usage bar; 0 where there is no limit. */
export function usedShare(usedClicks: number, clickLimit: number): number {
  if (clickLimit <= 0) return 0;
  return Math.min(100, Math.max(0, Math.round((usedClicks / clickLimit) * 100)));
}
